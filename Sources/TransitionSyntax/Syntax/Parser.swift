import TransitionSource
import TransitionModel
/// The result of parsing one file: always a tree, plus what went wrong on the way.
public struct ParseResult: Sendable {
    public var file: SpecFile
    /// Lexical and syntax diagnostics in source order, at most `Parser.maximumErrors` of them.
    public var diagnostics: [Diagnostic]
}

/// A recursive-descent parser over the lexer's tokens.
///
/// Parsing never fails: a missing token is reported and synthesised, and after an error the parser
/// re-synchronises at the next member, statement or declaration keyword or `}`. To keep one typo to
/// one diagnostic, a second syntax error on the line of the previous one is dropped, and after
/// `maximumErrors` the parser stops reporting. Expression nesting is bounded by `maximumDepth`, so
/// no input can exhaust the stack; every loop checks that it consumed a token.
public struct Parser {
    public static let maximumDepth = 64
    public static let maximumErrors = 50
    /// The most binary operators one expression may hold (see `parseExpression`).
    public static let maximumOperators = 256

    var lexer: Lexer
    let lines: LineTable
    /// The nodes parsed so far.
    var tree: SyntaxTreeBuilder
    /// The current token and one token of lookahead.
    var token: Token
    var next: Token
    /// End of the last consumed token: where a missing token is reported.
    var previousEnd = 0
    var diagnostics: [Diagnostic] = []
    var lastErrorLine = -1
    var errorCount = 0
    var depth = 0
    /// How deep the current expression's `parseExpression` calls are, and how many operators the
    /// outermost expression holds so far.
    var expressionLevel = 0
    var operatorsInExpression = 0

    /// Parses a whole file.
    public static func parse(_ source: SourceFile) -> ParseResult {
        var parser = Parser(source)
        let root = parser.parseFile()
        let tree = SyntaxTree(bytes: source.bytes, builder: parser.tree, root: root)
        return ParseResult(file: SpecFile(tree, root), diagnostics: parser.allDiagnostics())
    }

    /// The lexer's and the parser's diagnostics in source order: at most `maximumErrors`, then one
    /// "too many errors" where the first one left out was, so a file of garbage gives a short report.
    func allDiagnostics() -> [Diagnostic] {
        let all = (lexer.diagnostics + diagnostics).sortedForOutput()
        guard all.count > Parser.maximumErrors else { return all }
        let firstLeftOut = all[Parser.maximumErrors].range.start
        return all.prefix(Parser.maximumErrors)
            + [.error(.tooManyErrors, "too many errors; fix these and check again", at: .at(firstLeftOut))]
    }

    init(_ source: SourceFile) {
        lexer = Lexer(bytes: source.bytes)
        lines = source.lines
        tree = SyntaxTreeBuilder(sourceSize: source.bytes.count)
        let first = Parser.significant(&lexer)
        token = first
        next = Parser.significant(&lexer)
    }

    /// Skips `.unknown` tokens: the lexer has already reported them. A line break before a
    /// skipped token still puts the next one on a new line.
    static func significant(_ lexer: inout Lexer) -> Token {
        var t = lexer.next()
        var lineBreak = t.isFirstOnLine
        while t.kind == .unknown {
            t = lexer.next()
            lineBreak = lineBreak || t.isFirstOnLine
        }
        t.isFirstOnLine = lineBreak
        return t
    }

    // MARK: - Token stream

    var bytes: [UInt8] { lexer.bytes }

    func text(_ t: Token) -> String { text(t.range) }

    func text(_ range: SourceRange) -> String { SourceFile.text(range, in: bytes) }

    /// Whether the current token is the identifier `word` (a contextual keyword).
    func at(_ word: StaticString) -> Bool {
        token.kind == .identifier && matches(token, word)
    }

    func nextIs(_ word: StaticString) -> Bool {
        next.kind == .identifier && matches(next, word)
    }

    private func matches(_ t: Token, _ word: StaticString) -> Bool { spells(t.range, word) }

    /// Whether the bytes of `range` are `word`, without making a string.
    func spells(_ range: SourceRange, _ word: StaticString) -> Bool {
        guard range.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var i = 0
            while i < buffer.count {
                if bytes[range.start + i] != buffer[i] { return false }
                i += 1
            }
            return true
        }
    }

    @discardableResult
    mutating func advance() -> Token {
        let consumed = token
        previousEnd = token.end
        token = next
        next = token.kind == .endOfFile ? token : Parser.significant(&lexer)
        return consumed
    }

    mutating func consume(_ kind: TokenKind) -> Bool {
        guard token.kind == kind else { return false }
        advance()
        return true
    }

    /// Consumes a token of `kind`, or reports that it is missing (just after the previous token)
    /// without consuming anything.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ context: @autoclosure () -> String) -> Bool {
        if consume(kind) { return true }
        reportExpected(kind.spelling, context())
        return false
    }

    /// Consumes the contextual keyword `word`, or reports it missing.
    @discardableResult
    mutating func expectWord(_ word: StaticString, _ context: @autoclosure () -> String) -> Bool {
        if at(word) {
            advance()
            return true
        }
        reportExpected("'\(word)'", context())
        return false
    }

    mutating func reportExpected(_ what: String, _ context: String) {
        let onLaterLine = lines.lineIndex(of: token.start) != lines.lineIndex(of: previousEnd)
        let found = token.kind == .endOfFile ? "end of file" : onLaterLine ? "end of line" : "'\(text(token))'"
        // A missing closer or separator reads best right after what came before it.
        let range = token.kind == .endOfFile || onLaterLine ? SourceRange.at(previousEnd) : token.range
        error(.expectedToken, "expected \(what) \(context), found \(found)", at: range)
    }

    /// A name's range; an empty range just after the previous token where it is missing.
    mutating func identifier(_ context: @autoclosure () -> String) -> SourceRange {
        if token.kind == .identifier {
            return advance().range
        }
        // A reserved word on a later line starts something new (`A ->` then `root A`): the name
        // was left out, rather than spelled as a reserved word.
        if token.kind.isReservedWord && token.kind != .kwTrue && token.kind != .kwFalse && !isOnNewLine {
            let word = text(token)
            error(
                .expectedToken,
                "'\(word)' is a reserved word and cannot name \(context()); rename it, for example '\(word)_'",
                at: token.range
            )
            return advance().range
        }
        reportExpected("a name", "for \(context())")
        return .at(previousEnd)
    }

    /// A name that must follow on the same line (`push Second`, `order: to below from`): on a
    /// later line it was left out, and the word there belongs to the next statement.
    mutating func identifierOnSameLine(_ context: @autoclosure () -> String) -> SourceRange {
        guard isOnNewLine else { return identifier(context()) }
        reportExpected("a name", "for \(context())")
        return .at(previousEnd)
    }

    // MARK: - Diagnostics

    mutating func error(_ code: DiagnosticCode, _ message: String, at range: SourceRange, fixIts: [FixIt] = []) {
        let line = lines.lineIndex(of: range.start)
        // One more than is shown lets `allDiagnostics` say that there were too many.
        guard line != lastErrorLine, errorCount <= Parser.maximumErrors else { return }
        // The lexer has already explained what is wrong on this line.
        if lexer.diagnostics.suffix(4).contains(where: { lines.lineIndex(of: $0.range.start) == line }) { return }
        lastErrorLine = line
        errorCount += 1
        diagnostics.append(.error(code, message, at: range, fixIts: fixIts))
    }

    /// The keyword among `keywords` that the identifier here misspells (`closestName`, the rule
    /// of every "did you mean"), reported as `message(found, keyword)` with the keyword as its
    /// fix-it; nil, with nothing reported, when none is close. The caller then parses the
    /// statement as that keyword's, so one typo gives one diagnostic and loses nothing after it.
    mutating func misspeltKeyword(among keywords: [String], code: DiagnosticCode, _ message: (_ found: String, _ keyword: String) -> String) -> String? {
        guard token.kind == .identifier else { return nil }
        let found = text(token)
        guard let keyword = closestName(to: found, among: keywords), keyword != found else { return nil }
        error(code, message(found, keyword), at: token.range, fixIts: [FixIt(range: token.range, replacement: keyword)])
        return keyword
    }

    // MARK: - Recovery

    /// Skips tokens until one that `stop` accepts, a `}` that closes the current block, or a
    /// top-level declaration keyword. Braces met on the way are skipped as balanced groups.
    mutating func recover(until stop: (Parser) -> Bool) {
        while token.kind != .endOfFile && token.kind != .rightBrace && !token.kind.startsDeclaration && !stop(self) {
            if token.kind == .leftBrace {
                skipBalancedBraces()
            } else {
                advance()
            }
        }
    }

    /// Skips a `{ … }` group (however deeply nested) without recursion.
    mutating func skipBalancedBraces() {
        var level = 0
        repeat {
            if token.kind == .leftBrace { level += 1 }
            if token.kind == .rightBrace { level -= 1 }
            advance()
        } while level > 0 && token.kind != .endOfFile
    }

    /// Skips a group opened by the current `(` or `[` (however deeply nested) without recursion.
    mutating func skipBalancedGroup() {
        var level = 0
        repeat {
            switch token.kind {
            case .leftParen, .leftBracket: level += 1
            case .rightParen, .rightBracket: level -= 1
            default: break
            }
            advance()
        } while level > 0 && token.kind != .endOfFile && token.kind != .rightBrace
    }

    /// Parses a `{ … }` block of items, calling `item` while the block is open. The item function
    /// must consume at least one token or report; if it does neither, the parser skips a token.
    ///
    /// A missing `{` is reported and the block is parsed as if it were there, so the items below
    /// it are not reported again. A token that `endsBefore` accepts cannot be an item but starts
    /// something of the enclosing block: it closes the block with one "expected '}'" report.
    mutating func block(
        _ context: String, endsBefore: (Parser) -> Bool = { _ in false }, item: (inout Parser) -> Void
    ) -> Int {
        let open = token
        let opened = expect(.leftBrace, context)
        if !opened && (token.kind.startsDeclaration || token.kind == .endOfFile) { return previousEnd }
        while token.kind != .rightBrace && token.kind != .endOfFile {
            if token.kind.startsDeclaration || endsBefore(self) {
                // The block was never closed; let what follows start afresh.
                if opened { reportUnclosedBlock(openedAt: open) }
                return previousEnd
            }
            if consume(.semicolon) || consume(.comma) { continue }
            let before = token.start
            item(&self)
            if token.start == before && token.kind != .rightBrace && token.kind != .endOfFile {
                advance()
            }
        }
        if token.kind == .endOfFile {
            if opened { reportUnclosedBlock(openedAt: open) }
            return previousEnd
        }
        return advance().end
    }

    private mutating func reportUnclosedBlock(openedAt open: Token) {
        error(.expectedToken, "expected '}' to close the block opened at line \(lines.location(of: open.start).line)", at: .at(previousEnd))
    }

    /// Whether the lookahead token is on a later line than the current one.
    var isNextOnNewLine: Bool { next.isFirstOnLine }

    /// Whether the current token is on a later line than the last consumed token.
    var isOnNewLine: Bool { token.isFirstOnLine }

    /// The token after `next`, for the rare decision that needs two tokens of lookahead. Costs a
    /// copy of the lexer, so only error paths use it.
    func peekThird() -> Token {
        guard next.kind != .endOfFile else { return next }
        var copy = lexer
        return Parser.significant(&copy)
    }
}
