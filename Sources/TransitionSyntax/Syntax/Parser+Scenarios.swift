import TransitionSource
import TransitionModel
/// Scenarios: actions on a graph and expectations about what the core shows.
extension Parser {
    mutating func parseScenario() -> SyntaxID {
        let start = advance().start
        let name = stringLiteral("naming the scenario (scenario \"swipe back\" in Graph { … })")
        var graph = SourceRange.at(previousEnd)
        if expectWord("in", "after the scenario's name (write 'in GraphName')") {
            graph = identifier("the navigation graph the scenario runs in")
        }
        let steps = tree.mark
        let end = block("after the scenario's graph") { p in
            if let step = p.parseStep() { p.tree.append(step) }
        }
        let list = tree.list(from: steps)
        return tree.scenario(name: name, graph: graph, steps: list, range: SourceRange(start, end))
    }

    /// Parses steps separated by `;` or line breaks until the end of the text: the `--do` option.
    public static func parseSteps(_ source: SourceFile) -> (steps: [ScenarioStep], diagnostics: [Diagnostic]) {
        var parser = Parser(source)
        let steps = parser.tree.mark
        while parser.token.kind != .endOfFile {
            let before = parser.token.start
            if parser.consume(.semicolon) { continue }
            if let step = parser.parseStep() { parser.tree.append(step) }
            if parser.token.start == before && parser.token.kind != .endOfFile { parser.advance() }
        }
        let root = parser.tree.collect(.list, from: steps, SourceRange(0, source.bytes.count))
        let tree = SyntaxTree(bytes: source.bytes, builder: parser.tree, root: root)
        return (Array(SyntaxList<ScenarioStep>(tree, root)), parser.allDiagnostics())
    }

    public static let stepVerbs = ["push", "pop", "present", "dismiss", "drag", "release", "tap", "wait", "place", "resize", "expect"]

    mutating func parseStep() -> SyntaxID? {
        let start = token.start
        // `psh Second`: a misspelt verb is reported once and the step read as that verb's.
        guard token.kind == .identifier,
              let verbName = Parser.stepVerbs.first(where: { $0 == text(token) })
                ?? misspeltKeyword(among: Parser.stepVerbs, code: .unexpectedToken, { "unknown scenario step '\($0)'; did you mean '\($1)'?" }) else {
            error(
                .unexpectedToken,
                "expected a scenario step (push, pop, present, dismiss, drag, release, tap, wait, place, resize or expect), found '\(text(token))'",
                at: token.range
            )
            advance()
            recover { p in p.token.kind == .identifier && Parser.stepVerbs.contains(p.text(p.token)) }
            return nil
        }
        let verb = advance().range
        switch verbName {
        case "push":
            let screen = tree.identifier(identifierOnSameLine("the screen to push"))
            return tree.step(.push, verb: verb, screen, range: SourceRange(start, previousEnd))
        case "present":
            let screen = tree.identifier(identifierOnSameLine("the screen to present"))
            let animated = parseWithoutAnimation()
            return tree.step(.present, verb: verb, screen, extra: animated ? 0 : 1, range: SourceRange(start, previousEnd))
        case "dismiss":
            let animated = parseWithoutAnimation()
            return tree.step(.dismiss, verb: verb, extra: animated ? 0 : 1, range: SourceRange(start, previousEnd))
        case "pop":
            guard at("to") else { return tree.step(.pop, verb: verb, range: SourceRange(start, previousEnd)) }
            advance()
            if token.kind == .kwRoot {
                advance()
                return tree.step(.popToRoot, verb: verb, range: SourceRange(start, previousEnd))
            }
            let screen = tree.identifier(identifierOnSameLine("the screen to pop to (or 'root')"))
            return tree.step(.popTo, verb: verb, screen, range: SourceRange(start, previousEnd))
        case "drag": return parseDrag(verb: verb, start: start)
        case "release":
            var velocity = SyntaxID.none
            if at("velocity") {
                advance()
                velocity = parseVector()
            }
            return tree.step(.release, verb: verb, velocity, range: SourceRange(start, previousEnd))
        case "tap":
            let tap = tree.identifier(token.kind == .identifier && !isOnNewLine ? identifier("the tap") : nil)
            return tree.step(.tap, verb: verb, tap, range: SourceRange(start, previousEnd))
        case "wait":
            let time = expressionOnSameLine("the time to wait", "after 'wait'")
            return tree.step(.wait, verb: verb, time, range: SourceRange(start, previousEnd))
        case "place":
            let element = parsePath("the element to place ('place Grid.thumbnail at rect(16, 120, 100, 100)')")
            var frame = SyntaxID.none
            if !isOnNewLine, expectWord("at", "before the element's new frame ('at rect(x, y, width, height)')") {
                frame = expressionOnSameLine("the element's new frame", "after 'at'")
            } else {
                if isOnNewLine {
                    reportExpected("'at'", "before the element's new frame ('at rect(x, y, width, height)')")
                }
                frame = tree.missingValue(.at(tree.range(element).end))
            }
            return tree.step(.place, verb: verb, element, frame, range: SourceRange(start, previousEnd))
        case "resize": return parseResize(verb: verb, start: start)
        default: return parseExpectation(verb: verb, start: start)
        }
    }

    /// `without animation` after `present X` or `dismiss`, on the step's line: false when it is there
    /// (`animated: false`). `without` alone, or `without` followed by another word, is reported and
    /// read as written out; so is a misspelt word (`withut animation`, `without animaton`), with its fix-it.
    private mutating func parseWithoutAnimation() -> Bool {
        guard !isOnNewLine, token.kind == .identifier, !Parser.stepVerbs.contains(text(token)) else { return true }
        guard at("without") || misspeltKeyword(among: ["without"], code: .unexpectedToken, {
            "unexpected '\($0)' after the step; did you mean '\($1)'?"
        }) != nil else { return true }
        advance()
        if at("animation"), !isOnNewLine {
            advance()
        } else if !isOnNewLine, misspeltKeyword(among: ["animation"], code: .unexpectedToken, {
            "unexpected '\($0)' after 'without'; did you mean '\($1)'?"
        }) != nil {
            advance()
        } else {
            reportExpected("'animation'", "after 'without' (write 'without animation')")
        }
        return false
    }

    /// `resize to W x H`: the window's new width and height.
    private mutating func parseResize(verb: SourceRange, start: Int) -> SyntaxID {
        var width = SyntaxID.none, height = SyntaxID.none
        if !isOnNewLine, expectWord("to", "before the window's new size ('resize to 844 x 390')") {
            width = expressionOnSameLine("the window's new width", "after 'to'")
            if !isOnNewLine, expectWord("x", "between the new width and height ('resize to 844 x 390')") {
                height = expressionOnSameLine("the window's new height", "after 'x'")
            } else if isOnNewLine {
                reportExpected("'x'", "between the new width and height ('resize to 844 x 390')")
            }
        } else if isOnNewLine {
            reportExpected("'to'", "before the window's new size ('resize to 844 x 390')")
        }
        if width == .none { width = tree.missingValue(.at(previousEnd)) }
        if height == .none { height = tree.missingValue(.at(previousEnd)) }
        return tree.step(.resize, verb: verb, width, height, range: SourceRange(start, previousEnd))
    }

    /// An expression that must start on the step's line: a step's values never continue on the
    /// next line, so a value left out does not swallow the next step.
    private mutating func expressionOnSameLine(_ what: String, _ context: String, value: Bool = false) -> SyntaxID {
        guard isOnNewLine || token.kind == .rightBrace || token.kind == .endOfFile else {
            return value ? parseValue() : parseExpression()
        }
        reportExpected(what, context)
        return tree.missingValue(.at(previousEnd))
    }

    /// `(x, y)` or a single number along the gesture's axis: a list node.
    private mutating func parseVector() -> SyntaxID {
        let items = tree.mark
        guard token.kind == .leftParen else {
            let speed = expressionOnSameLine("the release velocity", "after 'velocity'")
            tree.append(speed)
            return tree.list(from: items)
        }
        advance()
        let x = parseExpression()
        tree.append(x)
        if consume(.comma) {
            let y = parseExpression()
            tree.append(y)
        }
        expect(.rightParen, "to close the vector")
        return tree.list(from: items)
    }

    private mutating func parseDrag(verb: SourceRange, start: Int) -> SyntaxID {
        var gesture = SyntaxID.none
        if token.kind == .identifier && !at("to") && !at("by") {
            gesture = tree.identifier(identifier("the gesture"))
        }
        var amount: (x: SyntaxID, y: SyntaxID?)
        if at("to") {
            advance()
            amount = (expressionOnSameLine("the fraction to drag to", "after 'to'"), nil)
        } else if at("by") {
            advance()
            let x = expressionOnSameLine("the distance to drag", "after 'by'")
            let y = consume(.comma) ? parseExpression() : tree.number(0, unitLength: 0, .at(previousEnd))
            amount = (x, y)
        } else {
            amount = (tree.missingValue(.at(previousEnd)), nil)
            reportExpected("'to FRACTION' or 'by X, Y'", "after 'drag'")
        }
        let duration: SyntaxID
        if at("over") {
            advance()
            duration = expressionOnSameLine("the drag's duration", "after 'over'")
        } else {
            duration = tree.number(0, unitLength: 0, .at(previousEnd))
        }
        guard let y = amount.y else {
            return tree.step(.dragFraction, verb: verb, gesture, amount.x, duration, range: SourceRange(start, previousEnd))
        }
        return tree.step(.dragTranslation, verb: verb, gesture, amount.x, y, duration, range: SourceRange(start, previousEnd))
    }

    private mutating func parseExpectation(verb: SourceRange, start: Int) -> SyntaxID {
        if at("stack") {
            advance()
            let screens = tree.mark
            if expect(.leftBracket, "before the expected stack (write 'expect stack [A, B]')") {
                while token.kind == .identifier {
                    let screen = tree.identifier(identifier("a screen"))
                    tree.append(screen)
                    if !consume(.comma) { break }
                }
                expect(.rightBracket, "to close the expected stack")
            }
            let list = tree.list(from: screens)
            return tree.step(.expectStack, verb: verb, list, range: SourceRange(start, previousEnd))
        }
        if at("completed") || at("cancelled") {
            let outcome = tree.identifier(identifier(""))
            return tree.step(.expectOutcome, verb: verb, outcome, range: SourceRange(start, previousEnd))
        }
        let path = parsePath("the value to expect (Screen.property), 'stack', 'completed' or 'cancelled'")
        var op = BinaryOperator.equal
        switch token.kind {
        case .equalEqual: op = .equal
        case .bangEqual: op = .notEqual
        case .less: op = .less
        case .greater: op = .greater
        case .lessEqual: op = .lessEqual
        case .greaterEqual: op = .greaterEqual
        default:
            reportExpected("a comparison ('==', '<', '>', '<=', '>=' or '!=')", "after '\(Parser.dotted(bytes, tree.range(path)))'")
            let missing = tree.missingValue(.at(previousEnd))
            return tree.step(.expectValue, verb: verb, path, missing, extra: UInt16(op.code), range: SourceRange(start, previousEnd))
        }
        advance()
        let value = expressionOnSameLine("a value", "after '\(op.rawValue)'", value: true)
        var tolerance = SyntaxID.none
        if at("within") {
            advance()
            tolerance = expressionOnSameLine("the tolerance", "after 'within'")
        }
        var time = SyntaxID.none
        if at("at") {
            advance()
            if at("end") {
                advance()
            } else {
                time = expressionOnSameLine("'end' or a time", "after 'at'")
            }
        }
        return tree.step(.expectValue, verb: verb, path, value, tolerance, time, extra: UInt16(op.code), range: SourceRange(start, previousEnd))
    }
}
