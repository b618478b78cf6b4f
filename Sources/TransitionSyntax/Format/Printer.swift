import TransitionSource
import TransitionModel
/// Lays out a file's tokens and comments in the canonical style (see Grammar.md, "Canonical formatting").
///
/// The printer never reorders tokens; it only chooses the whitespace between them. Lines break
/// where the layout plan says an item starts, at every `}`, and wherever a comment needs it. Two
/// deliberate changes to the token stream: `;` and `,` that merely separate items are dropped (the
/// parser skips them), and comments written just before a block's `{` move just after it.
struct Printer {
    /// One thing to print, in order: a token (by index into the token array) or a comment.
    private enum Piece {
        case token(Int, newlinesBefore: Int)
        case comment(Comment)
    }

    private let bytes: [UInt8]
    private let tokens: [Token]
    private let plan: LayoutPlan
    /// Indices of `-` tokens that negate (printed without a space after them).
    private let unaryMinus: Set<Int>

    private var output = ""
    private var depth = 0
    /// The previous piece printed: a token's index, or nil after a comment (or before anything).
    private var previousToken: Int?
    /// A `//` comment ends the line: what follows starts a new one.
    private var mustBreak = false
    /// Whether a comment of the current token's trivia got a line of its own.
    private var ownLineSinceToken = false

    init(bytes: [UInt8], tokens: [Token], plan: LayoutPlan) {
        self.bytes = bytes
        self.tokens = tokens
        self.plan = plan
        unaryMinus = Printer.unaryMinusTokens(tokens, plan.unaryStarts)
    }

    /// The formatted text, and the tokens and comments it holds (for the caller's check that the
    /// printed text lexes back to them).
    mutating func print() -> (text: String, tokens: [String], comments: [String]) {
        let pieces = makePieces()
        var printedTokens: [String] = []
        var printedComments: [String] = []
        // The next token after each piece decides how a comment on its own line is indented.
        var nextToken = Array(repeating: tokens.count - 1, count: pieces.count)
        var upcoming = tokens.count - 1
        for index in pieces.indices.reversed() {
            if case let .token(t, _) = pieces[index] { upcoming = t }
            nextToken[index] = upcoming
        }
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case let .comment(comment):
                printComment(comment, before: nextToken[index])
                printedComments.append(comment.text)
            case let .token(t, newlinesBefore):
                if tokens[t].kind == .endOfFile {
                    if !output.isEmpty { output += "\n" }
                } else {
                    printToken(t, newlinesBefore: newlinesBefore)
                    printedTokens.append(text(t))
                }
            }
        }
        return (output, printedTokens, printedComments)
    }

    // MARK: - Pieces

    /// Tokens and comments in print order, without separators, with comments before a `{` moved
    /// after it.
    private func makePieces() -> [Piece] {
        var pieces: [Piece] = []
        var newlines = 0
        // Whether a `;` or `,` here would only separate items: at the start of the file, after
        // `{`, after the end of an item, or after another separator.
        var afterItem = true
        for (index, token) in tokens.enumerated() {
            let (comments, newlinesAfter) = Comment.scan(bytes, token.triviaRange)
            var carried = comments
            if let first = carried.first {
                carried[0].newlinesBefore = first.newlinesBefore + newlines
                newlines = 0
            }
            newlines += newlinesAfter
            if (token.kind == .semicolon || token.kind == .comma) && afterItem {
                pieces += carried.map(Piece.comment)
                continue
            }
            if token.kind == .leftBrace {
                // Line breaks before a `{` mean nothing once it joins its line.
                pieces.append(.token(index, newlinesBefore: 0))
                pieces += carried.map(Piece.comment)
                newlines = 0
            } else {
                pieces += carried.map(Piece.comment)
                pieces.append(.token(index, newlinesBefore: newlines))
                newlines = 0
            }
            afterItem = token.kind == .leftBrace || plan.itemEnds.contains(token.end)
        }
        return pieces
    }

    /// The `-` tokens that start unary expressions.
    private static func unaryMinusTokens(_ tokens: [Token], _ starts: [Int]) -> Set<Int> {
        var result: Set<Int> = []
        for start in starts {
            // Binary search for the first token at or after `start`, then past any `(`.
            var low = 0
            var high = tokens.count - 1
            while low < high {
                let mid = (low + high) / 2
                if tokens[mid].start < start { low = mid + 1 } else { high = mid }
            }
            while tokens[low].kind == .leftParen { low += 1 }
            if tokens[low].kind == .minus { result.insert(low) }
        }
        return result
    }

    // MARK: - Printing

    private mutating func printComment(_ comment: Comment, before next: Int) {
        let ownLine = output.isEmpty || comment.newlinesBefore > 0 || mustBreak
        if ownLine {
            if !output.isEmpty {
                let firstBeforeDeclaration = !ownLineSinceToken && plan.itemStarts[tokens[next].start] == .one
                let blank = firstBeforeDeclaration || (comment.newlinesBefore >= 2 && !followsOpeningBrace)
                output += blank ? "\n\n" : "\n"
            }
            indent(commentLevel(before: next))
            ownLineSinceToken = true
        } else if let previous = previousToken, tokens[previous].kind == .leftParen || tokens[previous].kind == .leftBracket {
            // `(/* x */ 1)`: hugs the bracket like the token it precedes.
        } else {
            output += " "
        }
        output += comment.text
        mustBreak = comment.isLine
        previousToken = nil
    }

    private mutating func printToken(_ t: Int, newlinesBefore: Int) {
        let kind = tokens[t].kind
        let item = plan.itemStarts[tokens[t].start]
        let closesBlock = kind == .rightBrace && !followsOpeningBrace
        if kind == .rightBrace { depth -= 1 }
        let breaks = item != nil || closesBlock || mustBreak || (previousToken == nil && newlinesBefore > 0)
        if output.isEmpty {
            // The first line of the file.
        } else if breaks {
            let blank: Bool
            switch item {
            case .one: blank = !ownLineSinceToken || newlinesBefore >= 2
            case .preserved: blank = newlinesBefore >= 2 && !followsOpeningBrace
            case nil: blank = false
            }
            output += blank ? "\n\n" : "\n"
            indent(item != nil || kind == .rightBrace ? depth : depth + 1)
        } else {
            output += space(before: t)
        }
        output += text(t)
        if kind == .leftBrace { depth += 1 }
        previousToken = t
        mustBreak = false
        ownLineSinceToken = false
    }

    /// Whether the last thing printed is a block's `{`: no blank line may follow it.
    private var followsOpeningBrace: Bool {
        previousToken.map { tokens[$0].kind == .leftBrace } ?? false
    }

    /// A comment on its own line lines up with what follows it: the next item, or the block's
    /// contents when the next token is `}`; inside a construct it takes a continuation indent.
    private func commentLevel(before next: Int) -> Int {
        let kind = tokens[next].kind
        if kind == .rightBrace || kind == .endOfFile || plan.itemStarts[tokens[next].start] != nil {
            return depth
        }
        return depth + 1
    }

    /// The space between the previous piece and token `t` on one line.
    private func space(before t: Int) -> String {
        let kind = tokens[t].kind
        switch kind {
        case .comma, .semicolon, .rightParen, .rightBracket, .dot, .colon:
            return ""
        default:
            break
        }
        guard let previous = previousToken else { return " " }
        switch tokens[previous].kind {
        case .leftParen, .leftBracket, .dot:
            return ""
        case .minus where unaryMinus.contains(previous):
            return ""
        case .leftBrace where kind == .rightBrace:
            return ""
        case .identifier where kind == .leftParen:
            return opensArgumentList(t) ? "" : " "
        default:
            return " "
        }
    }

    /// Whether the `(` at `t`, just after a name, opens that name's argument list rather than
    /// grouping an operand (`at (1 + 2)`) or a vector (`release velocity (-50, 0)`).
    private func opensArgumentList(_ t: Int) -> Bool {
        if plan.expressionStarts.contains(tokens[t].start) { return false }
        let isVector = t >= 2 && text(t - 1) == "velocity" && text(t - 2) == "release"
            && plan.itemStarts[tokens[t - 2].start] != nil
        return !isVector
    }

    private mutating func indent(_ level: Int) {
        output += String(repeating: " ", count: 4 * max(0, level))
    }

    private func text(_ t: Int) -> String {
        String(decoding: bytes[tokens[t].start..<tokens[t].end], as: UTF8.self)
    }
}
