import TransitionSource
import TransitionModel
/// Animator declarations and their statements.
extension Parser {
    mutating func parseAnimator() -> SyntaxID {
        let start = advance().start
        let name = identifier("the animator")
        let parameters = token.kind == .leftParen ? argumentList() : .none
        let body = tree.mark
        let end = block("after the animator's name and parameters") { p in
            if let statement = p.parseAnimatorStatement() { p.tree.append(statement) }
        }
        let list = tree.list(from: body)
        return tree.animator(name: name, parameters: parameters, body: list, range: SourceRange(start, end))
    }

    private mutating func parseAnimatorStatement() -> SyntaxID? {
        guard token.kind == .identifier else {
            error(
                .unexpectedToken,
                "expected an animated property like 'to.alpha: 0 -> 1', 'order', 'snapshot', 'mask', 'keyframe', 'hide' or 'share', found '\(text(token))'",
                at: token.range
            )
            advance()
            recoverToStatement()
            return nil
        }
        if at("order") && next.kind == .colon { return parseOrder() }
        if at("snapshot") && next.kind == .identifier { return parseSnapshot() }
        if at("backdrop") && next.kind == .identifier { return parseSnapshot(kind: .backdrop) }
        if at("mask") && next.kind == .identifier { return parseMask() }
        if at("keyframe") && next.kind == .leftParen { return parseKeyframe() }
        if at("hide") && next.kind == .identifier { return parseHide() }
        if at("share") && next.kind == .identifier { return parseShare() }
        if next.kind != .dot, let keyword = misspeltStatementKeyword() {
            switch keyword {
            case "order": return parseOrder()
            case "snapshot": return parseSnapshot()
            case "backdrop": return parseSnapshot(kind: .backdrop)
            case "mask": return parseMask()
            case "keyframe": return parseKeyframe()
            case "hide": return parseHide()
            default: return parseShare()
            }
        }
        return parsePropertyAnimation()
    }

    /// `ordr: to below from`, `backdorp black as dim`: a property animation starts with a dotted
    /// path, so a lone word close to a statement keyword, followed by what that keyword takes,
    /// is the keyword misspelt.
    private mutating func misspeltStatementKeyword() -> String? {
        let keywords: [String] = switch next.kind {
        case .colon: ["order"]
        case .leftParen: ["keyframe"]
        case .identifier where !isNextOnNewLine: ["snapshot", "backdrop", "mask", "hide", "share"]
        default: []
        }
        guard !keywords.isEmpty else { return nil }
        return misspeltKeyword(among: keywords, code: .unexpectedToken) { "unknown animator statement '\($0)'; did you mean '\($1)'?" }
    }

    /// Whether the current token starts an `order`, `snapshot`, `mask`, `keyframe` or `hide`
    /// statement on a later line: statements a mask or keyframe block cannot hold, so where one
    /// left open ends.
    private func startsAnimatorOnlyStatement() -> Bool {
        guard isOnNewLine else { return false }
        return (at("order") && next.kind == .colon) || ((at("snapshot") || at("backdrop")) && next.kind == .identifier)
            || (at("mask") && next.kind == .identifier) || (at("keyframe") && next.kind == .leftParen)
            || ((at("hide") || at("share")) && next.kind == .identifier)
    }

    /// Skips to the next token that can start an animator statement on a later line.
    mutating func recoverToStatement() {
        let line = lines.lineIndex(of: previousEnd)
        recover { p in p.token.kind == .identifier && p.lines.lineIndex(of: p.token.start) != line }
    }

    private mutating func parseOrder() -> SyntaxID {
        let start = advance().start
        advance()
        let subject = identifierOnSameLine("the view to order (from or to)")
        var relation = SourceRange.at(previousEnd)
        if (at("below") || at("above")) && !isOnNewLine {
            relation = identifier("")
        } else {
            reportExpected("'below' or 'above'", "in 'order: to below from'")
            if isOnNewLine {
                return tree.order(subject: subject, relation: relation, other: .at(previousEnd), range: SourceRange(start, previousEnd))
            }
        }
        let other = identifierOnSameLine("the other view (from or to)")
        return tree.order(subject: subject, relation: relation, other: other, range: SourceRange(start, previousEnd))
    }

    private mutating func parseSnapshot(kind: SnapshotStatement.Kind = .picture) -> SyntaxID {
        let start = advance().start
        let source = parsePath(kind == .picture ? "the view to snapshot" : "the backdrop's colour (black, white or gray)")
        var name = SourceRange.at(previousEnd)
        if expectWord("as", kind == .picture ? "to name the snapshot ('snapshot from as shot')" : "to name the backdrop ('backdrop black as dim')") {
            name = identifier(kind == .picture ? "the snapshot" : "the backdrop")
        }
        var until: SourceRange?
        if at("until") {
            advance()
            until = identifier("the operation that removes the snapshot (dismiss or pop)")
        }
        var placement: (relation: SourceRange, view: SourceRange)?
        if at("below") || at("above") {
            let relation = identifier("below or above")
            let (source, relationRange) = (bytes, relation)
            placement = (relation, identifier("the view the snapshot goes \(SourceFile.text(relationRange, in: source)) (from or to)"))
        }
        return tree.snapshot(kind: kind, source: source, name: name, until: until, placement: placement, range: SourceRange(start, previousEnd))
    }

    private mutating func parseHide() -> SyntaxID {
        let start = advance().start
        let target = parsePath("the view to hide ('hide from.thumbnail')")
        return tree.hide(target: target, range: SourceRange(start, previousEnd))
    }

    private mutating func parseShare() -> SyntaxID {
        let start = advance().start
        let source = parsePath("the element that travels ('share from.thumbnail -> to.image')")
        guard expect(.arrow, "between the element that travels and the one it becomes ('share from.thumbnail -> to.image')") else {
            let components = tree.mark
            let missing = tree.identifier(.at(previousEnd))
            tree.append(missing)
            let path = tree.collect(.path, from: components, .at(previousEnd))
            return tree.share(source: source, destination: path, name: nil, range: SourceRange(start, previousEnd))
        }
        let destination = parsePath("the element it becomes ('to.image')")
        var name: SourceRange?
        if at("as") && !isOnNewLine {
            advance()
            name = identifierOnSameLine("the travelling picture")
        }
        let (spelled, sourceRange, destinationRange) = (bytes, tree.range(source), tree.range(destination))
        reportTrailingWords(after: "'share \(Parser.dotted(spelled, sourceRange)) -> \(Parser.dotted(spelled, destinationRange))'")
        return tree.share(source: source, destination: destination, name: name, range: SourceRange(start, previousEnd))
    }

    private mutating func parseMask() -> SyntaxID {
        let start = advance().start
        let target = parsePath("the masked view")
        var shape = SyntaxID.none
        if expectWord("with", "before the mask's shape ('mask to with shape(from.logo)')") {
            shape = parseExpression()
        } else {
            shape = tree.missingValue(.at(previousEnd))
        }
        let animations = tree.mark
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsAnimatorOnlyStatement() }) { p in
                if let animation = p.parsePropertyAnimation() { p.tree.append(animation) }
            }
        }
        let list = tree.list(from: animations)
        return tree.mask(target: target, shape: shape, animations: list, range: SourceRange(start, previousEnd))
    }

    private mutating func parseKeyframe() -> SyntaxID {
        let keyword = advance().range
        let arguments = argumentList()
        let animations = tree.mark
        let end = block("after the keyframe's window", endsBefore: { $0.startsAnimatorOnlyStatement() }) { p in
            if let animation = p.parsePropertyAnimation() { p.tree.append(animation) }
        }
        let list = tree.list(from: animations)
        return tree.keyframe(keywordRange: keyword, arguments: arguments, animations: list, range: SourceRange(keyword.start, end))
    }

    mutating func parsePropertyAnimation() -> SyntaxID? {
        let start = token.start
        guard token.kind == .identifier else {
            error(.unexpectedToken, "expected an animated property like 'alpha: 0 -> 1', found '\(text(token))'", at: token.range)
            advance()
            recoverToStatement()
            return nil
        }
        let target = parsePath("the animated property")
        let arguments = token.kind == .leftParen && !isOnNewLine ? argumentList() : .none
        if arguments != .none, token.kind != .colon, tree.childCount(target) == 1, TransformStepKind(rawValue: text(tree.range(target))) != nil {
            // `rotateY(-90deg)` ⏎ `perspective(500pt)`: the chain went on to the next line.
            error(.unexpectedToken,
                  "a transform chain ends at the end of its line; put '\(String(decoding: bytes[start ..< previousEnd], as: UTF8.self))' on the line of the steps before it",
                  at: SourceRange(start, previousEnd))
            recoverToStatement()
            return nil
        }
        let (source, targetRange) = (bytes, tree.range(target))
        guard expect(.colon, "after the property '\(Parser.dotted(source, targetRange))' (write '\(Parser.dotted(source, targetRange)): from -> to')") else {
            recoverToStatement()
            return nil
        }
        if startsStatementOnNewLine() {
            reportExpected("the start value", "after '\(Parser.dotted(bytes, tree.range(target))):'")
            let (from, to) = (tree.missingValue(.at(previousEnd)), tree.missingValue(.at(previousEnd)))
            return tree.property(target: target, from: from, to: to, range: SourceRange(start, previousEnd), arguments: arguments)
        }
        let from = parseValue()
        let endOfFrom = previousEnd
        var to = SyntaxID.none
        if expect(.arrow, "between the start and end values (write 'from -> to')") {
            if startsStatementOnNewLine() {
                reportExpected("the end value", "after '->'")
                to = tree.missingValue(.at(endOfFrom))
                return tree.property(target: target, from: from, to: to, range: SourceRange(start, previousEnd), arguments: arguments)
            }
            to = parseValue()
            reportTrailingWords(after: "'\(Parser.dotted(source, targetRange)): … -> …'")
        } else {
            to = tree.missingValue(.at(endOfFrom))
            recoverToStatement()
        }
        return tree.property(target: target, from: from, to: to, range: SourceRange(start, previousEnd), arguments: arguments)
    }

    /// Reports words left after a complete statement on its line (`to.alpha: 0 -> 1 extra`) and
    /// skips them; a statement that follows on the same line (`to.alpha: 0 -> 1 from.alpha: …`) is
    /// fine.
    mutating func reportTrailingWords(after statement: @autoclosure () -> String) {
        guard !isOnNewLine else { return }
        switch token.kind {
        case .rightBrace, .semicolon, .comma, .endOfFile: return
        case .identifier where next.kind == .colon || next.kind == .dot: return
        default: break
        }
        error(.unexpectedToken, "unexpected '\(text(token))' after \(statement()); put each statement on its own line", at: token.range)
        recoverToStatement()
    }

    /// Whether the current token starts the next statement on a later line: a value left out
    /// at the end of a line must not swallow the statement below it.
    func startsStatementOnNewLine() -> Bool {
        guard isOnNewLine else { return false }
        return token.kind == .rightBrace || token.kind == .endOfFile
            || (token.kind == .identifier && (next.kind == .colon || next.kind == .dot))
    }

    /// A path as its names joined by dots, for messages: its tokens' text without the trivia
    /// between them (as `Path.dotted` reads it from the tree, which the parser is still building).
    static func dotted(_ bytes: [UInt8], _ range: SourceRange) -> String {
        let slice = Array(bytes[range.start..<range.end])
        return Lexer.tokenize(slice).tokens.map { String(decoding: slice[$0.start..<$0.end], as: UTF8.self) }.joined()
    }

    mutating func parsePath(_ context: String) -> SyntaxID {
        let first = identifier(context)
        let components = tree.mark
        let firstNode = tree.identifier(first)
        tree.append(firstNode)
        while token.kind == .dot && next.kind == .identifier {
            advance()
            let name = tree.identifier(advance().range)
            tree.append(name)
        }
        return tree.collect(.path, from: components, SourceRange(first.start, previousEnd))
    }
}
