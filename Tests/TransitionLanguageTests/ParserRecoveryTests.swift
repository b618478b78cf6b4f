import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// After an error the parser reports once, at the right place, and keeps the rest of the tree.
final class ParserRecoveryTests: XCTestCase {
    private func diagnose(_ marked: MarkedSource) -> (file: SpecFile, diagnostics: [Diagnostic]) {
        let result = parse(marked.text)
        return (result.file, result.diagnostics.sortedForOutput())
    }

    func testMissingOpenBraceKeepsTheMembers() {
        let source = MarkedSource("navigation Fading1️⃣\n    screen First: A\n    root First\n    First -> Second\n}\nanimator B {}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [.at(source[1])])
        XCTAssertEqual(file.navigations[0].members.count, 3)
        XCTAssertEqual(file.animators.map(\.name.name), ["B"])
    }

    func testMissingColonInScreenKeepsTheType() {
        let source = MarkedSource("navigation G {\n    screen First 1️⃣FirstViewController2️⃣\n    root First\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        XCTAssertEqual(file.navigations[0].screens.map(\.typeName.name), ["FirstViewController"])
        XCTAssertTrue(file.navigations[0].edges.isEmpty, "the type name must not become an edge")
    }

    func testMissingArrowKeepsTheEdgeAndTheNextOne() {
        let source = MarkedSource("navigation G {\n    First 1️⃣Second2️⃣ { push: Fade }\n    Second -> Third\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        let edges = file.navigations[0].edges
        XCTAssertEqual(edges.map(\.destination.name), ["Second", "Third"])
        XCTAssertEqual(edges[0].roles.map { describe($0.animator) }, ["Fade"])
    }

    func testReservedWordAsAGestureNameIsReportedAsAName() {
        let source = MarkedSource("navigation G {\n    gesture 1️⃣root2️⃣: pan(right) on First drives pop {\n        progress: 1\n        finish when true\n    }\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        XCTAssertEqual(diagnostics.first?.message, "'root' is a reserved word and cannot name a gesture; rename it, for example 'root_'")
        XCTAssertEqual(file.navigations[0].gestures.map(\.kind.name), ["pan"])
    }

    func testStrayWordBeforeAnEdge() {
        let source = MarkedSource("navigation G {\n    1️⃣edge2️⃣ First -> Second\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        XCTAssertEqual(file.navigations[0].edges.map(\.destination.name), ["Second"])
    }

    func testUnclosedEdgeBlockEndsAtTheNextMember() {
        let source = MarkedSource("""
            navigation G {
                A -> B {
                    push: Fade1️⃣
                B => C
                gesture pan on B drives pop
            }
            """)
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [.at(source[1])])
        XCTAssertEqual(diagnostics.first?.message, "expected '}' to close the block opened at line 2")
        XCTAssertEqual(file.navigations[0].edges.map(\.destination.name), ["B", "C"])
        XCTAssertEqual(file.navigations[0].gestures.count, 1)
    }

    func testUnclosedKeyframeEndsAtTheNextAnimatorStatement() {
        let source = MarkedSource("animator A {\n    keyframe(start: 0, length: 1) {\n        to.alpha: 0 -> 11️⃣\n    order: to below from\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [.at(source[1])])
        XCTAssertEqual(file.animators[0].body.count, 2)
    }

    func testMisspelledDeclarationKeywordIsParsedAsTheDeclaration() {
        let source = MarkedSource("1️⃣navigaton2️⃣ Fading {\n    screen First: A\n    root First\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        XCTAssertEqual(diagnostics.first?.fixIts, [FixIt(range: source.range(1, 2), replacement: "navigation")])
        XCTAssertEqual(file.navigations.map(\.name.name), ["Fading"])
        XCTAssertEqual(file.navigations.first?.screens.count, 1)
    }

    func testMissingColonAfterRoleKeepsTheAnimator() {
        let source = MarkedSource("navigation G { A -> B {\n    push 1️⃣Fade\n    pop: reverse\n} }")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range.start), [source[1]])
        XCTAssertEqual(file.navigations[0].edges[0].roles.map { describe($0.animator) }, ["Fade", "reverse"])
    }

    func testMissingValuesAreMarkedMissing() {
        let source = MarkedSource("animator A {\n    to.alpha: 0 ->1️⃣\n    from.alpha: 1 -> 0\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [.at(source[1])])
        let body = file.animators[0].body
        XCTAssertEqual(body.count, 2)
        guard case let .property(first) = body[0] else { return XCTFail() }
        XCTAssertTrue(first.to.isMissing)
        XCTAssertFalse(first.from.isMissing)
    }

    func testReservedWordAsNameIsKeptAsTheName() {
        let source = MarkedSource("navigation G { screen 1️⃣root2️⃣: RootViewController }")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [source.range(1, 2)])
        XCTAssertEqual(file.navigations[0].screens.map(\.name.name), ["root"])
    }

    func testOneErrorPerLine() {
        let (_, diagnostics) = diagnose(MarkedSource("animator A { to.alpha: -> -> -> }"))
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testErrorsStopAfterTheLimit() {
        let text = String(repeating: "animator {}\n", count: 200)
        let diagnostics = parse(text).diagnostics
        XCTAssertEqual(diagnostics.count, Parser.maximumErrors + 1)
        XCTAssertEqual(diagnostics.last?.code, DiagnosticCode.tooManyErrors.rawValue)
    }

    func testAStepLeftIncompleteDoesNotSwallowTheNextStep() {
        let source = MarkedSource("scenario \"s\" in G {\n    push1️⃣\n    pop\n    expect A.alpha ==2️⃣\n    wait 1\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range), [.at(source[1]), .at(source[2])])
        XCTAssertEqual(file.scenarios[0].steps.map(\.verb.name), ["push", "pop", "expect", "wait"])
    }

    func testMissingCommaKeepsTheNextArgument() {
        let source = MarkedSource("animator A {\n    keyframe(start: 0.2 1️⃣length: 0.5) { to.alpha: 0 -> 1 }\n}")
        let (file, diagnostics) = diagnose(source)
        XCTAssertEqual(diagnostics.map(\.range.start), [source[1]])
        guard case let .keyframe(k) = file.animators[0].body.first else { return XCTFail() }
        XCTAssertEqual(k.arguments.map(describe), ["start: 0.2", "length: 0.5"])
        XCTAssertEqual(k.animations.count, 1)
    }

    func testMissingCloseParenBeforeTheBodyKeepsTheBody() {
        let (file, diagnostics) = diagnose(MarkedSource("animator A(duration: 0.5 {\n    to.alpha: 0 -> 1\n}"))
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(file.animators[0].parameters.map(describe), ["duration: 0.5"])
        XCTAssertEqual(file.animators[0].body.count, 1)
    }

    func testStatementsMayShareALine() {
        let file = parseClean("animator A { to.alpha: 0 -> 1 from.alpha: 1 -> 0 }")
        XCTAssertEqual(file.animators[0].body.count, 2)
    }
}
