/// Scenarios: actions on a graph and expectations about what the core shows.
extension Parser {
    mutating func parseScenario() -> ScenarioDecl {
        let start = advance().start
        let name = stringLiteral("naming the scenario (scenario \"swipe back\" in Graph { … })")
        var graph = Identifier.missing(at: previousEnd)
        if expectWord("in", "after the scenario's name (write 'in GraphName')") {
            graph = identifier("the navigation graph the scenario runs in")
        }
        var steps: [ScenarioStep] = []
        let end = block("after the scenario's graph") { p in
            if let step = p.parseStep() { steps.append(step) }
        }
        return ScenarioDecl(name: name, graph: graph, steps: steps, range: SourceRange(start, end))
    }

    /// Parses steps separated by `;` or line breaks until the end of the text: the `--do` option.
    public static func parseSteps(_ source: SourceFile) -> (steps: [ScenarioStep], diagnostics: [Diagnostic]) {
        var parser = Parser(source)
        var steps: [ScenarioStep] = []
        while parser.token.kind != .endOfFile {
            let before = parser.token.start
            if parser.consume(.semicolon) { continue }
            if let step = parser.parseStep() { steps.append(step) }
            if parser.token.start == before && parser.token.kind != .endOfFile { parser.advance() }
        }
        return (steps, parser.allDiagnostics())
    }

    public static let stepVerbs = ["push", "pop", "present", "dismiss", "drag", "release", "tap", "wait", "place", "expect"]

    mutating func parseStep() -> ScenarioStep? {
        let start = token.start
        guard token.kind == .identifier, let verbName = Parser.stepVerbs.first(where: { $0 == text(token) }) else {
            let found = text(token)
            let suggestion = token.kind == .identifier ? Parser.stepVerbs.first { editDistance($0, found) <= 2 } : nil
            error(
                .unexpectedToken,
                suggestion.map { "unknown scenario step '\(found)'; did you mean '\($0)'?" }
                    ?? "expected a scenario step (push, pop, present, dismiss, drag, release, tap, wait, place or expect), found '\(found)'",
                at: token.range,
                fixIts: suggestion.map { [FixIt(range: token.range, replacement: $0)] } ?? []
            )
            advance()
            recover { p in p.token.kind == .identifier && Parser.stepVerbs.contains(p.text(p.token)) }
            return nil
        }
        let verbToken = advance()
        let verb = Identifier(verbName, verbToken.range)
        let kind: ScenarioStep.Kind
        switch verbName {
        case "push": kind = .push(identifierOnSameLine("the screen to push"))
        case "present": kind = .present(identifierOnSameLine("the screen to present"))
        case "dismiss": kind = .dismiss
        case "pop":
            if at("to") {
                advance()
                if token.kind == .kwRoot {
                    advance()
                    kind = .popToRoot
                } else {
                    kind = .popTo(identifierOnSameLine("the screen to pop to (or 'root')"))
                }
            } else {
                kind = .pop
            }
        case "drag": kind = parseDrag()
        case "release":
            var velocity: [Expr] = []
            if at("velocity") {
                advance()
                velocity = parseVector()
            }
            kind = .release(velocity: velocity)
        case "tap": kind = .tap(token.kind == .identifier && !isOnNewLine ? identifier("the tap") : nil)
        case "wait": kind = .wait(expressionOnSameLine("the time to wait", "after 'wait'"))
        case "place":
            let element = parsePath("the element to place ('place Grid.thumbnail at rect(16, 120, 100, 100)')")
            var frame = Expr(.missing, .at(previousEnd))
            if !isOnNewLine, expectWord("at", "before the element's new frame ('at rect(x, y, width, height)')") {
                frame = expressionOnSameLine("the element's new frame", "after 'at'")
            } else if isOnNewLine {
                reportExpected("'at'", "before the element's new frame ('at rect(x, y, width, height)')")
            }
            kind = .place(element, frame)
        default: kind = parseExpectation()
        }
        return ScenarioStep(kind: kind, verb: verb, range: SourceRange(start, previousEnd))
    }

    /// An expression that must start on the step's line: a step's values never continue on the
    /// next line, so a value left out does not swallow the next step.
    private mutating func expressionOnSameLine(_ what: String, _ context: String, value: Bool = false) -> Expr {
        guard isOnNewLine || token.kind == .rightBrace || token.kind == .endOfFile else {
            return value ? parseValue() : parseExpression()
        }
        reportExpected(what, context)
        return Expr(.missing, .at(previousEnd))
    }

    /// `(x, y)` or a single number along the gesture's axis.
    private mutating func parseVector() -> [Expr] {
        guard token.kind == .leftParen else { return [expressionOnSameLine("the release velocity", "after 'velocity'")] }
        advance()
        let x = parseExpression()
        var items = [x]
        if consume(.comma) { items.append(parseExpression()) }
        expect(.rightParen, "to close the vector")
        return items
    }

    private mutating func parseDrag() -> ScenarioStep.Kind {
        var gesture: Identifier?
        if token.kind == .identifier && !at("to") && !at("by") {
            gesture = identifier("the gesture")
        }
        var amount = DragAmount.fraction(Expr(.missing, .at(previousEnd)))
        if at("to") {
            advance()
            amount = .fraction(expressionOnSameLine("the fraction to drag to", "after 'to'"))
        } else if at("by") {
            advance()
            let x = expressionOnSameLine("the distance to drag", "after 'by'")
            var y = Expr(.number(0, unit: nil), .at(previousEnd))
            if consume(.comma) { y = parseExpression() }
            amount = .translation(x, y)
        } else {
            reportExpected("'to FRACTION' or 'by X, Y'", "after 'drag'")
        }
        var duration = Expr(.number(0, unit: nil), .at(previousEnd))
        if at("over") {
            advance()
            duration = expressionOnSameLine("the drag's duration", "after 'over'")
        }
        return .drag(gesture: gesture, amount: amount, duration: duration)
    }

    private mutating func parseExpectation() -> ScenarioStep.Kind {
        if at("stack") {
            advance()
            var screens: [Identifier] = []
            if expect(.leftBracket, "before the expected stack (write 'expect stack [A, B]')") {
                while token.kind == .identifier {
                    screens.append(identifier("a screen"))
                    if !consume(.comma) { break }
                }
                expect(.rightBracket, "to close the expected stack")
            }
            return .expectStack(screens)
        }
        if at("completed") || at("cancelled") {
            return .expectOutcome(identifier(""))
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
            reportExpected("a comparison ('==', '<', '>', '<=', '>=' or '!=')", "after '\(path.dotted)'")
            return .expectValue(path, op, Expr(.missing, .at(previousEnd)), tolerance: nil, time: .end)
        }
        advance()
        let value = expressionOnSameLine("a value", "after '\(op.rawValue)'", value: true)
        var tolerance: Expr?
        if at("within") {
            advance()
            tolerance = expressionOnSameLine("the tolerance", "after 'within'")
        }
        var time = ExpectationTime.end
        if at("at") {
            advance()
            if at("end") {
                advance()
            } else {
                time = .after(expressionOnSameLine("'end' or a time", "after 'at'"))
            }
        }
        return .expectValue(path, op, value, tolerance: tolerance, time: time)
    }
}
