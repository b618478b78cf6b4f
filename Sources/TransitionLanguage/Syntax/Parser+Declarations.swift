/// Top-level declarations, navigation graphs and gestures.
extension Parser {
    mutating func parseFile() -> SpecFile {
        var declarations: [Declaration] = []
        while token.kind != .endOfFile {
            let before = token.start
            switch token.kind {
            case .kwImport: declarations.append(.importFile(parseImport()))
            case .kwNavigation: declarations.append(.navigation(parseNavigation()))
            case .kwAnimator: declarations.append(.animator(parseAnimator()))
            case .kwScenario: declarations.append(.scenario(parseScenario()))
            case .semicolon: advance()
            default:
                if let declaration = parseStrayTopLevel() { declarations.append(declaration) }
            }
            if token.start == before && token.kind != .endOfFile { advance() }
        }
        return SpecFile(declarations: declarations, range: SourceRange(0, bytes.count))
    }

    /// Something that starts no declaration: name the likely keyword, then skip to the next one.
    /// A misspelled keyword followed by what its declaration takes (`navigaton Fading {`) is
    /// parsed as that declaration, so its body is not lost and not reported again.
    private mutating func parseStrayTopLevel() -> Declaration? {
        let found = text(token)
        let keywords = ["navigation", "animator", "scenario", "import"]
        if token.kind == .identifier, let close = keywords.first(where: { editDistance($0, found) <= 2 }) {
            error(
                .expectedDeclaration, "unknown declaration '\(found)'; did you mean '\(close)'?",
                at: token.range, fixIts: [FixIt(range: token.range, replacement: close)]
            )
            switch close {
            case "navigation" where next.kind == .identifier: return .navigation(parseNavigation())
            case "animator" where next.kind == .identifier: return .animator(parseAnimator())
            case "scenario" where next.kind == .string: return .scenario(parseScenario())
            case "import" where next.kind == .string: return .importFile(parseImport())
            default: break
            }
        } else if token.kind == .rightBrace {
            error(.expectedDeclaration, "unbalanced '}' with no block to close; delete it", at: token.range)
        } else {
            error(
                .expectedDeclaration,
                "expected a declaration ('navigation', 'animator', 'scenario' or 'import'), found '\(found)'",
                at: token.range
            )
        }
        advance()
        while token.kind != .endOfFile && !token.kind.startsDeclaration {
            if token.kind == .leftBrace { skipBalancedBraces() } else { advance() }
        }
        return nil
    }

    mutating func parseImport() -> ImportDecl {
        let start = advance().start
        let path = stringLiteral("after 'import'")
        return ImportDecl(path: path, range: SourceRange(start, previousEnd))
    }

    mutating func stringLiteral(_ context: String) -> StringLiteral {
        guard token.kind == .string else {
            reportExpected("a string in double quotes", context)
            return StringLiteral(value: "", range: .at(previousEnd))
        }
        let t = advance()
        return StringLiteral(value: Parser.decodeString(bytes[t.start..<t.end]), range: t.range)
    }

    // MARK: - Navigation

    mutating func parseNavigation() -> NavigationDecl {
        let start = advance().start
        let name = identifier("the navigation graph")
        var members: [NavigationMember] = []
        let end = block("after the navigation graph's name") { p in
            if let member = p.parseNavigationMember() { members.append(member) }
        }
        return NavigationDecl(name: name, members: members, range: SourceRange(start, end))
    }

    private mutating func parseNavigationMember() -> NavigationMember? {
        switch token.kind {
        case .kwScreen: return .screen(parseScreen())
        case .kwRoot: return .root(parseRoot())
        case .kwGesture: return .gesture(parseGesture())
        case .identifier, .star: return .edge(parseEdge())
        default:
            error(
                .unexpectedToken,
                "expected 'screen', 'root', 'gesture' or an edge like 'A -> B' in a navigation graph, found '\(text(token))'",
                at: token.range
            )
            advance()
            recover { $0.token.kind == .kwScreen || $0.token.kind == .kwRoot || $0.token.kind == .kwGesture }
            return nil
        }
    }

    /// Whether the current token starts a navigation graph member on a later line: where a
    /// screen, edge or gesture block that was never closed ends.
    func startsNavigationMember() -> Bool {
        guard isOnNewLine else { return false }
        switch token.kind {
        case .kwScreen, .kwRoot, .kwGesture, .star: return true
        case .identifier: return next.kind == .arrow || next.kind == .modalArrow
        default: return false
        }
    }

    /// Expects the `:` of `name: value`. A missing colon between two words on one line
    /// (`screen First FirstViewController`) is reported and read as if it were there.
    private mutating func expectColonBeforeName(_ context: String) -> Bool {
        if expect(.colon, context) { return true }
        return token.kind == .identifier && !isOnNewLine
    }

    private mutating func parseScreen() -> ScreenDecl {
        let start = advance().start
        let name = identifier("the screen")
        var typeName = Identifier.missing(at: previousEnd)
        if expectColonBeforeName("between the screen's name and its view controller type") {
            typeName = identifier("the screen's view controller type")
        }
        var elements: [ElementDecl] = []
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                guard p.token.kind == .kwElement else {
                    p.error(.unexpectedToken, "expected 'element name: kind' in a screen, found '\(p.text(p.token))'", at: p.token.range)
                    p.advance()
                    p.recover { $0.token.kind == .kwElement }
                    return
                }
                elements.append(p.parseElement())
            }
        }
        return ScreenDecl(name: name, typeName: typeName, elements: elements, range: SourceRange(start, previousEnd))
    }

    private mutating func parseElement() -> ElementDecl {
        let start = advance().start
        let name = identifier("the element")
        var kind = Identifier.missing(at: previousEnd)
        if expectColonBeforeName("between the element's name and its kind (view, layer or shape)") {
            kind = identifier("the element's kind (view, layer or shape)")
        }
        var settings: [ElementSettingDecl] = []
        if token.kind == .leftBrace {
            // A block left open ends before the next element or graph member.
            _ = block("", endsBefore: { ($0.token.kind == .kwElement && $0.isOnNewLine) || $0.startsNavigationMember() }) { p in
                settings.append(p.parseElementSetting())
            }
        }
        return ElementDecl(name: name, kind: kind, settings: settings, range: SourceRange(start, previousEnd))
    }

    /// `frame: rect(16, 120, 100, 100)` or `cornerRadius: 8`. Any name is read here; the checker
    /// knows the settings (`ElementSetting`). A missing ':' is reported and the value still read;
    /// a value left out at the end of a line does not swallow the setting below it.
    private mutating func parseElementSetting() -> ElementSettingDecl {
        let start = token.start
        let name = identifier("an element setting (\(ElementSetting.names))")
        expect(.colon, "after '\(name.name)'")
        let value: Expr
        if startsStatementOnNewLine() {
            reportExpected("a value", "after '\(name.name):'")
            value = Expr(.missing, .at(previousEnd))
        } else {
            value = parseExpression()
        }
        return ElementSettingDecl(name: name, value: value, range: SourceRange(start, previousEnd))
    }

    private mutating func parseRoot() -> RootDecl {
        let start = advance().start
        let screen = identifier("the root screen")
        return RootDecl(screen: screen, range: SourceRange(start, previousEnd))
    }

    private mutating func parseEdge() -> EdgeDecl {
        if token.kind == .identifier && next.kind == .identifier && !isNextOnNewLine {
            // `edge First -> Second`: a stray word before an edge.
            let third = peekThird()
            if third.kind == .arrow || third.kind == .modalArrow {
                error(
                    .unexpectedToken,
                    "expected 'screen', 'root', 'gesture' or an edge like 'A -> B' in a navigation graph, found '\(text(token))'",
                    at: token.range
                )
                advance()
            }
        }
        let start = token.start
        let source: EdgeSource
        if token.kind == .star {
            source = .any(advance().range)
        } else {
            source = .screen(identifier("the edge's source screen"))
        }
        var kind = EdgeKind.push
        var arrowRange = SourceRange.at(previousEnd)
        if token.kind == .arrow || token.kind == .modalArrow {
            kind = token.kind == .arrow ? .push : .modal
            arrowRange = advance().range
        } else {
            reportExpected("'->' (push) or '=>' (modal)", "after the edge's source screen")
            // `First Second { … }`: read the edge as a push without its arrow.
            if token.kind != .identifier || isOnNewLine {
                recover { $0.startsNavigationMember() }
                return EdgeDecl(source: source, kind: kind, arrowRange: arrowRange, destination: .missing(at: previousEnd), roles: [], range: SourceRange(start, previousEnd))
            }
        }
        let destination = identifier("the edge's destination screen")
        var roles: [EdgeRoleDecl] = []
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                roles.append(p.parseEdgeRole())
            }
        }
        return EdgeDecl(source: source, kind: kind, arrowRange: arrowRange, destination: destination, roles: roles, range: SourceRange(start, previousEnd))
    }

    private mutating func parseEdgeRole() -> EdgeRoleDecl {
        let start = token.start
        let role = identifier("an edge role (push, pop, present or dismiss)")
        guard expectColonBeforeName("after '\(role.name)'") else {
            recover { $0.token.kind == .identifier && $0.next.kind == .colon }
            return EdgeRoleDecl(role: role, animator: .missing(.at(previousEnd)), range: SourceRange(start, previousEnd))
        }
        let animator = parseAnimatorRef()
        return EdgeRoleDecl(role: role, animator: animator, range: SourceRange(start, previousEnd))
    }

    mutating func parseAnimatorRef() -> AnimatorRef {
        let start = token.start
        if at("system") {
            return .system(advance().range)
        }
        if at("reverse") {
            let keyword = advance().range
            let arguments = token.kind == .leftParen ? argumentList() : []
            return .reverse(keyword: keyword, arguments: arguments, range: SourceRange(start, previousEnd))
        }
        guard token.kind == .identifier else {
            reportExpected("an animator name, 'reverse' or 'system'", "after ':'")
            return .missing(.at(previousEnd))
        }
        let name = identifier("the animator")
        let arguments = token.kind == .leftParen ? argumentList() : []
        return .named(name, arguments: arguments, range: SourceRange(start, previousEnd))
    }

    // MARK: - Gestures

    mutating func parseGesture() -> GestureDecl {
        let keyword = advance().range
        var name: Identifier?
        // A reserved word before ':' was meant as the gesture's name (`gesture root: pan(…)`).
        if (token.kind == .identifier || token.kind.isReservedWord) && next.kind == .colon {
            name = identifier("a gesture")
            advance()
        }
        let kind = identifier("the gesture kind (edgePan, pan, pinch or tap)")
        let kindArguments = token.kind == .leftParen ? argumentList() : []
        var screen = Identifier.missing(at: previousEnd)
        var role = Identifier.missing(at: previousEnd)
        var target: Identifier?
        if expectWord("on", "after the gesture kind") || (token.kind == .identifier && nextIs("drives")) {
            if token.kind == .star {
                // `on *` reads like a wildcard edge; a recogniser is attached to one view. Taking
                // the `*` lets `drives pop { … }` parse as the rest of this gesture.
                error(.expectedToken, "a gesture is attached to one screen, not '*'; declare one gesture on each screen that needs it", at: token.range)
                screen = .missing(at: advance().range.end)
            } else {
                screen = identifier("the screen the gesture is on")
            }
            if expectWord("drives", "after the gesture's screen") {
                role = identifier("the transition the gesture drives (pop, dismiss, push or present)")
                if role.name == "push" || role.name == "present" {
                    target = identifier("the screen the gesture \(role.name)es")
                }
            }
        }
        var clauses: [GestureClause] = []
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                clauses.append(p.parseGestureClause())
            }
        } else if isOnNewLine && startsGestureClause() {
            // The '{' was left out but the settings follow: read them as the gesture's, up to
            // its '}', instead of as edges of the graph.
            error(.expectedToken, "expected '{' before the gesture's settings, found end of line", at: .at(previousEnd),
                  fixIts: [FixIt(range: .at(previousEnd), replacement: " {")])
            while startsGestureClause() {
                let before = token.start
                clauses.append(parseGestureClause())
                if token.start == before { break }
            }
            _ = consume(.rightBrace)
        }
        return GestureDecl(
            name: name, kind: kind, kindArguments: kindArguments, screen: screen, role: role, target: target,
            clauses: clauses, range: SourceRange(keyword.start, previousEnd), keywordRange: keyword
        )
    }

    /// A gesture setting (`GestureSetting`) starts here: `progress:`, `finish when`, ….
    private func startsGestureClause() -> Bool {
        guard token.kind == .identifier, let setting = GestureSetting(rawValue: text(token)) else { return false }
        return setting == .finish ? nextIs("when") : next.kind == .colon
    }

    private mutating func parseGestureClause() -> GestureClause {
        let start = token.start
        let name = identifier("a gesture setting (\(GestureSetting.names))")
        if name.name == "finish" {
            expectWord("when", "after 'finish' (write 'finish when progress > 0.5')")
        } else {
            expect(.colon, "after '\(name.name)'")
        }
        let value = parseExpression()
        return GestureClause(name: name, value: value, range: SourceRange(start, previousEnd))
    }

    /// The value of a string literal's bytes (quotes included), with escapes decoded. Bad escapes
    /// have been reported by the lexer and decode to U+FFFD.
    static func decodeString(_ slice: ArraySlice<UInt8>) -> String {
        var body = Array(slice)
        if body.first == UInt8(ascii: "\"") { body.removeFirst() }
        if body.last == UInt8(ascii: "\"") { body.removeLast() }
        guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
        var out: [UInt8] = []
        var i = 0
        while i < body.count {
            let b = body[i]
            guard b == UInt8(ascii: "\\"), i + 1 < body.count else {
                out.append(b)
                i += 1
                continue
            }
            let e = body[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0"): out.append(0x00)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(e)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                if i < body.count && body[i] == UInt8(ascii: "{") { i += 1 }
                while i < body.count, let digit = Lexer.hexValue(body[i]) {
                    value = value &* 16 &+ UInt32(digit)
                    i += 1
                }
                if i < body.count && body[i] == UInt8(ascii: "}") { i += 1 }
                out.append(contentsOf: Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8))
            default:
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
