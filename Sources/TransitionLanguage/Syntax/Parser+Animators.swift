/// Animator declarations and their statements.
extension Parser {
    mutating func parseAnimator() -> AnimatorDecl {
        let start = advance().start
        let name = identifier("the animator")
        let parameters = token.kind == .leftParen ? argumentList() : []
        var body: [AnimatorStatement] = []
        let end = block("after the animator's name and parameters") { p in
            if let statement = p.parseAnimatorStatement() { body.append(statement) }
        }
        return AnimatorDecl(name: name, parameters: parameters, body: body, range: SourceRange(start, end))
    }

    private mutating func parseAnimatorStatement() -> AnimatorStatement? {
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
        if at("order") && next.kind == .colon { return .order(parseOrder()) }
        if at("snapshot") && next.kind == .identifier { return .snapshot(parseSnapshot()) }
        if at("backdrop") && next.kind == .identifier { return .snapshot(parseSnapshot(kind: .backdrop)) }
        if at("mask") && next.kind == .identifier { return .mask(parseMask()) }
        if at("keyframe") && next.kind == .leftParen { return .keyframe(parseKeyframe()) }
        if at("hide") && next.kind == .identifier { return .hide(parseHide()) }
        if at("share") && next.kind == .identifier { return .share(parseShare()) }
        return parsePropertyAnimation().map(AnimatorStatement.property)
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

    private mutating func parseOrder() -> OrderStatement {
        let start = advance().start
        advance()
        let subject = identifierOnSameLine("the view to order (from or to)")
        var relation = Identifier.missing(at: previousEnd)
        if (at("below") || at("above")) && !isOnNewLine {
            relation = identifier("")
        } else {
            reportExpected("'below' or 'above'", "in 'order: to below from'")
            if isOnNewLine {
                return OrderStatement(subject: subject, relation: relation, other: .missing(at: previousEnd), range: SourceRange(start, previousEnd))
            }
        }
        let other = identifierOnSameLine("the other view (from or to)")
        return OrderStatement(subject: subject, relation: relation, other: other, range: SourceRange(start, previousEnd))
    }

    private mutating func parseSnapshot(kind: SnapshotStatement.Kind = .picture) -> SnapshotStatement {
        let start = advance().start
        let source = parsePath(kind == .picture ? "the view to snapshot" : "the backdrop's colour (black, white or gray)")
        var name = Identifier.missing(at: previousEnd)
        if expectWord("as", kind == .picture ? "to name the snapshot ('snapshot from as shot')" : "to name the backdrop ('backdrop black as dim')") {
            name = identifier(kind == .picture ? "the snapshot" : "the backdrop")
        }
        var until: Identifier?
        if at("until") {
            advance()
            until = identifier("the operation that removes the snapshot (dismiss or pop)")
        }
        var placement: (relation: Identifier, view: Identifier)?
        if at("below") || at("above") {
            let relation = identifier("below or above")
            placement = (relation, identifier("the view the snapshot goes \(relation.name) (from or to)"))
        }
        return SnapshotStatement(kind: kind, source: source, name: name, until: until, placement: placement, range: SourceRange(start, previousEnd))
    }

    private mutating func parseHide() -> HideStatement {
        let start = advance().start
        let target = parsePath("the view to hide ('hide from.thumbnail')")
        return HideStatement(target: target, range: SourceRange(start, previousEnd))
    }

    private mutating func parseShare() -> ShareStatement {
        let start = advance().start
        let source = parsePath("the element that travels ('share from.thumbnail -> to.image')")
        guard expect(.arrow, "between the element that travels and the one it becomes ('share from.thumbnail -> to.image')") else {
            let missing = Path(components: [.missing(at: previousEnd)], range: .at(previousEnd))
            return ShareStatement(source: source, destination: missing, name: nil, range: SourceRange(start, previousEnd))
        }
        let destination = parsePath("the element it becomes ('to.image')")
        var name: Identifier?
        if at("as") && !isOnNewLine {
            advance()
            name = identifierOnSameLine("the travelling picture")
        }
        reportTrailingWords(after: "'share \(source.dotted) -> \(destination.dotted)'")
        return ShareStatement(source: source, destination: destination, name: name, range: SourceRange(start, previousEnd))
    }

    private mutating func parseMask() -> MaskStatement {
        let start = advance().start
        let target = parsePath("the masked view")
        var shape = Expr(.missing, .at(previousEnd))
        if expectWord("with", "before the mask's shape ('mask to with shape(from.logo)')") {
            shape = parseExpression()
        }
        var animations: [PropertyAnimation] = []
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsAnimatorOnlyStatement() }) { p in
                if let animation = p.parsePropertyAnimation() { animations.append(animation) }
            }
        }
        return MaskStatement(target: target, shape: shape, animations: animations, range: SourceRange(start, previousEnd))
    }

    private mutating func parseKeyframe() -> KeyframeBlock {
        let keyword = advance().range
        let arguments = argumentList()
        var animations: [PropertyAnimation] = []
        let end = block("after the keyframe's window", endsBefore: { $0.startsAnimatorOnlyStatement() }) { p in
            if let animation = p.parsePropertyAnimation() { animations.append(animation) }
        }
        return KeyframeBlock(keywordRange: keyword, arguments: arguments, animations: animations, range: SourceRange(keyword.start, end))
    }

    mutating func parsePropertyAnimation() -> PropertyAnimation? {
        let start = token.start
        guard token.kind == .identifier else {
            error(.unexpectedToken, "expected an animated property like 'alpha: 0 -> 1', found '\(text(token))'", at: token.range)
            advance()
            recoverToStatement()
            return nil
        }
        let target = parsePath("the animated property")
        let arguments = token.kind == .leftParen && !isOnNewLine ? argumentList() : []
        if !arguments.isEmpty, token.kind != .colon, target.components.count == 1, TransformStepKind(rawValue: target.components[0].name) != nil {
            // `rotateY(-90deg)` ⏎ `perspective(500pt)`: the chain went on to the next line.
            error(.unexpectedToken,
                  "a transform chain ends at the end of its line; put '\(String(decoding: bytes[start ..< previousEnd], as: UTF8.self))' on the line of the steps before it",
                  at: SourceRange(start, previousEnd))
            recoverToStatement()
            return nil
        }
        guard expect(.colon, "after the property '\(target.dotted)' (write '\(target.dotted): from -> to')") else {
            recoverToStatement()
            return nil
        }
        if startsStatementOnNewLine() {
            reportExpected("the start value", "after '\(target.dotted):'")
            return PropertyAnimation(target: target, from: Expr(.missing, .at(previousEnd)), to: Expr(.missing, .at(previousEnd)), range: SourceRange(start, previousEnd), arguments: arguments)
        }
        let from = parseValue()
        var to = Expr(.missing, .at(previousEnd))
        if expect(.arrow, "between the start and end values (write 'from -> to')") {
            if startsStatementOnNewLine() {
                reportExpected("the end value", "after '->'")
                return PropertyAnimation(target: target, from: from, to: to, range: SourceRange(start, previousEnd), arguments: arguments)
            }
            to = parseValue()
            reportTrailingWords(after: "'\(target.dotted): … -> …'")
        } else {
            recoverToStatement()
        }
        return PropertyAnimation(target: target, from: from, to: to, range: SourceRange(start, previousEnd), arguments: arguments)
    }

    /// Reports words left after a complete statement on its line (`to.alpha: 0 -> 1 extra`) and
    /// skips them; a statement that follows on the same line (`to.alpha: 0 -> 1 from.alpha: …`) is
    /// fine.
    mutating func reportTrailingWords(after statement: String) {
        guard !isOnNewLine else { return }
        switch token.kind {
        case .rightBrace, .semicolon, .comma, .endOfFile: return
        case .identifier where next.kind == .colon || next.kind == .dot: return
        default: break
        }
        error(.unexpectedToken, "unexpected '\(text(token))' after \(statement); put each statement on its own line", at: token.range)
        recoverToStatement()
    }

    /// Whether the current token starts the next statement on a later line: a value left out
    /// at the end of a line must not swallow the statement below it.
    func startsStatementOnNewLine() -> Bool {
        guard isOnNewLine else { return false }
        return token.kind == .rightBrace || token.kind == .endOfFile
            || (token.kind == .identifier && (next.kind == .colon || next.kind == .dot))
    }

    mutating func parsePath(_ context: String) -> Path {
        let first = identifier(context)
        var components = [first]
        while token.kind == .dot && next.kind == .identifier {
            advance()
            let t = advance()
            components.append(Identifier(text(t), t.range))
        }
        return Path(components: components, range: SourceRange(first.range.start, previousEnd))
    }
}
