import TransitionSource
import TransitionModel
/// Top-level declarations, navigation graphs and gestures.
extension Parser {
    mutating func parseFile() -> SyntaxID {
        let declarations = tree.mark
        while token.kind != .endOfFile {
            let before = token.start
            switch token.kind {
            case .kwImport: tree.append(parseImport())
            case .kwNavigation: tree.append(parseNavigation())
            case .kwAnimator: tree.append(parseAnimator())
            case .kwScenario: tree.append(parseScenario())
            case .semicolon: advance()
            default:
                if let declaration = parseStrayTopLevel() { tree.append(declaration) }
            }
            if token.start == before && token.kind != .endOfFile { advance() }
        }
        return tree.collect(.file, from: declarations, SourceRange(0, bytes.count))
    }

    /// Something that starts no declaration: name the likely keyword, then skip to the next one.
    /// A misspelled keyword followed by what its declaration takes (`navigaton Fading {`) is
    /// parsed as that declaration, so its body is not lost and not reported again.
    private mutating func parseStrayTopLevel() -> SyntaxID? {
        let found = text(token)
        let keywords = ["navigation", "animator", "scenario", "import"]
        if let close = misspeltKeyword(among: keywords, code: .expectedDeclaration, { "unknown declaration '\($0)'; did you mean '\($1)'?" }) {
            switch close {
            case "navigation" where next.kind == .identifier: return parseNavigation()
            case "animator" where next.kind == .identifier: return parseAnimator()
            case "scenario" where next.kind == .string: return parseScenario()
            case "import" where next.kind == .string: return parseImport()
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

    mutating func parseImport() -> SyntaxID {
        let start = advance().start
        let path = stringLiteral("after 'import'")
        return tree.importDecl(path: path, range: SourceRange(start, previousEnd))
    }

    /// A string literal's node (its value is decoded when read), empty where it is missing.
    mutating func stringLiteral(_ context: String, kind: SyntaxKind = .string) -> SyntaxID {
        guard token.kind == .string else {
            reportExpected("a string in double quotes", context)
            return tree.leaf(kind, .at(previousEnd))
        }
        return tree.leaf(kind, advance().range)
    }

    // MARK: - Navigation

    mutating func parseNavigation() -> SyntaxID {
        let start = advance().start
        let name = identifier("the navigation graph")
        let members = tree.mark
        let end = block("after the navigation graph's name") { p in
            if let member = p.parseNavigationMember() { p.tree.append(member) }
        }
        let list = tree.list(from: members)
        return tree.navigation(name: name, members: list, range: SourceRange(start, end))
    }

    private mutating func parseNavigationMember() -> SyntaxID? {
        switch token.kind {
        case .kwScreen: return parseScreen()
        case .kwRoot: return parseRoot()
        case .kwGesture: return parseGesture()
        case .identifier where next.kind == .identifier && !isNextOnNewLine:
            // `scren Second: …`, `rot First`: an edge has an arrow after its first screen.
            switch misspeltKeyword(among: ["screen", "root", "gesture"], code: .unexpectedToken, { "unknown graph member '\($0)'; did you mean '\($1)'?" }) {
            case "screen": return parseScreen()
            case "root": return parseRoot()
            case "gesture": return parseGesture()
            default: return parseEdge()
            }
        case .identifier, .star: return parseEdge()
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
    private mutating func expectColonBeforeName(_ context: @autoclosure () -> String) -> Bool {
        if expect(.colon, context()) { return true }
        return token.kind == .identifier && !isOnNewLine
    }

    private mutating func parseScreen() -> SyntaxID {
        let start = advance().start
        let name = identifier("the screen")
        var typeName = SourceRange.at(previousEnd)
        if expectColonBeforeName("between the screen's name and its view controller type") {
            typeName = identifier("the screen's view controller type")
        }
        let elements = tree.mark
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                if p.token.kind == .identifier, p.next.kind == .colon {
                    // `background: clear`: a setting of the screen itself (the checker knows them).
                    let setting = p.parseElementSetting()
                    p.tree.append(setting)
                    return
                }
                guard p.token.kind == .kwElement
                        || p.misspeltKeyword(among: ["element"], code: .unexpectedToken, { "unknown screen member '\($0)'; did you mean '\($1)'?" }) != nil else {
                    p.error(.unexpectedToken, "expected 'element name: kind' or a setting like 'background: clear' in a screen, found '\(p.text(p.token))'", at: p.token.range)
                    p.advance()
                    p.recover { $0.token.kind == .kwElement }
                    return
                }
                let element = p.parseElement()
                p.tree.append(element)
            }
        }
        let list = tree.list(from: elements)
        return tree.screen(name: name, typeName: typeName, elements: list, range: SourceRange(start, previousEnd))
    }

    private mutating func parseElement() -> SyntaxID {
        let start = advance().start
        let name = identifier("the element")
        var kind = SourceRange.at(previousEnd)
        if expectColonBeforeName("between the element's name and its kind (view, layer or shape)") {
            kind = identifier("the element's kind (view, layer or shape)")
        }
        let settings = tree.mark
        if token.kind == .leftBrace {
            // A block left open ends before the next element or graph member.
            _ = block("", endsBefore: { ($0.token.kind == .kwElement && $0.isOnNewLine) || $0.startsNavigationMember() }) { p in
                let setting = p.parseElementSetting()
                p.tree.append(setting)
            }
        }
        let list = tree.list(from: settings)
        return tree.element(name: name, kind: kind, settings: list, range: SourceRange(start, previousEnd))
    }

    /// `frame: rect(16, 120, 100, 100)` or `cornerRadius: 8`. Any name is read here; the checker
    /// knows the settings (`ElementSetting`). A missing ':' is reported and the value still read;
    /// a value left out at the end of a line does not swallow the setting below it.
    private mutating func parseElementSetting() -> SyntaxID {
        let start = token.start
        let name = identifier("an element setting (\(ElementSetting.names))")
        let source = bytes
        expect(.colon, "after '\(SourceFile.text(name, in: source))'")
        let value: SyntaxID
        if startsStatementOnNewLine() {
            reportExpected("a value", "after '\(text(name)):'")
            value = tree.missingValue(.at(previousEnd))
        } else {
            value = parseExpression()
        }
        return tree.elementSetting(name: name, value: value, range: SourceRange(start, previousEnd))
    }

    private mutating func parseRoot() -> SyntaxID {
        let start = advance().start
        let screen = identifier("the root screen")
        return tree.root(screen: screen, range: SourceRange(start, previousEnd))
    }

    private mutating func parseEdge() -> SyntaxID {
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
        let sourceIsAny = token.kind == .star
        let source = sourceIsAny ? advance().range : identifier("the edge's source screen")
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
                return tree.edge(source: source, sourceIsAny: sourceIsAny, kind: kind, arrowRange: arrowRange, destination: .at(previousEnd), roles: .none,
                                 range: SourceRange(start, previousEnd))
            }
        }
        let destination = identifier("the edge's destination screen")
        let roles = tree.mark
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                let role = p.parseEdgeRole()
                p.tree.append(role)
            }
        }
        let list = tree.list(from: roles)
        return tree.edge(source: source, sourceIsAny: sourceIsAny, kind: kind, arrowRange: arrowRange, destination: destination, roles: list,
                         range: SourceRange(start, previousEnd))
    }

    private mutating func parseEdgeRole() -> SyntaxID {
        let start = token.start
        let role = identifier("an edge role (push, pop, present or dismiss)")
        let source = bytes
        guard expectColonBeforeName("after '\(SourceFile.text(role, in: source))'") else {
            recover { $0.token.kind == .identifier && $0.next.kind == .colon }
            let missing = tree.leaf(.animatorMissing, .at(previousEnd))
            return tree.edgeRole(role: role, animator: missing, range: SourceRange(start, previousEnd))
        }
        let animator = parseAnimatorRef()
        return tree.edgeRole(role: role, animator: animator, range: SourceRange(start, previousEnd))
    }

    mutating func parseAnimatorRef() -> SyntaxID {
        let start = token.start
        if at("system") {
            return tree.leaf(.animatorSystem, advance().range)
        }
        if at("reverse") {
            let keyword = advance().range
            let arguments = token.kind == .leftParen ? argumentList() : .none
            return tree.reversedAnimator(keyword: keyword, arguments: arguments, range: SourceRange(start, previousEnd))
        }
        guard token.kind == .identifier else {
            reportExpected("an animator name, 'reverse' or 'system'", "after ':'")
            return tree.leaf(.animatorMissing, .at(previousEnd))
        }
        let name = identifier("the animator")
        let arguments = token.kind == .leftParen ? argumentList() : .none
        return tree.namedAnimator(name, arguments: arguments, range: SourceRange(start, previousEnd))
    }

    // MARK: - Gestures

    mutating func parseGesture() -> SyntaxID {
        let keyword = advance().range
        var name: SourceRange?
        // A reserved word before ':' was meant as the gesture's name (`gesture root: pan(…)`).
        if (token.kind == .identifier || token.kind.isReservedWord) && next.kind == .colon {
            name = identifier("a gesture")
            advance()
        }
        let kind = identifier("the gesture kind (\(GestureKind.Keyword.orList(GestureKind.Keyword.words + [Tap.kindName])))")
        let kindArguments = token.kind == .leftParen ? argumentList() : .none
        var screen = SourceRange.at(previousEnd)
        var role = SourceRange.at(previousEnd)
        var target: SourceRange?
        if expectWord("on", "after the gesture kind") || (token.kind == .identifier && nextIs("drives")) {
            if token.kind == .star {
                // `on *` reads like a wildcard edge; a recogniser is attached to one view. Taking
                // the `*` lets `drives pop { … }` parse as the rest of this gesture.
                error(.expectedToken, "a gesture is attached to one screen, not '*'; declare one gesture on each screen that needs it", at: token.range)
                screen = .at(advance().range.end)
            } else {
                screen = identifier("the screen the gesture is on")
            }
            if expectWord("drives", "after the gesture's screen") {
                role = identifier("the transition the gesture drives (pop, dismiss, push or present)")
                if spells(role, "push") || spells(role, "present") {
                    let roleText = text(role)
                    target = identifier("the screen the gesture \(roleText)es")
                }
            }
        }
        let clauses = tree.mark
        if token.kind == .leftBrace {
            _ = block("", endsBefore: { $0.startsNavigationMember() }) { p in
                let clause = p.parseGestureClause()
                p.tree.append(clause)
            }
        } else if isOnNewLine && startsGestureClause() {
            // The '{' was left out but the settings follow: read them as the gesture's, up to
            // its '}', instead of as edges of the graph.
            error(.expectedToken, "expected '{' before the gesture's settings, found end of line", at: .at(previousEnd),
                  fixIts: [FixIt(range: .at(previousEnd), replacement: " {")])
            while startsGestureClause() {
                let before = token.start
                let clause = parseGestureClause()
                tree.append(clause)
                if token.start == before { break }
            }
            _ = consume(.rightBrace)
        }
        let range = SourceRange(keyword.start, previousEnd)
        let list = tree.list(from: clauses)
        return tree.gesture(
            name: name, kind: kind, kindArguments: kindArguments, screen: screen, role: role, target: target,
            clauses: list, range: range, keywordRange: keyword
        )
    }

    /// A gesture setting (`GestureSetting`) starts here: `progress:`, `finish when`, ….
    private func startsGestureClause() -> Bool {
        guard token.kind == .identifier, let setting = GestureSetting(rawValue: text(token)) else { return false }
        return setting == .finish ? nextIs("when") : next.kind == .colon
    }

    private mutating func parseGestureClause() -> SyntaxID {
        let start = token.start
        let name = identifier("a gesture setting (\(GestureSetting.names))")
        let source = bytes
        if spells(name, "finish") {
            expectWord("when", "after 'finish' (write 'finish when progress > 0.5')")
        } else if at("when"), GestureSetting(rawValue: SourceFile.text(name, in: source)) == nil {
            // `finsh when …`: a misspelt setting that only 'finish' could be. The checker names the
            // setting meant; the rule after 'when' is read as the finish rule's.
            advance()
        } else {
            expect(.colon, "after '\(SourceFile.text(name, in: source))'")
        }
        let value = parseExpression()
        return tree.gestureClause(name: name, value: value, range: SourceRange(start, previousEnd))
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
