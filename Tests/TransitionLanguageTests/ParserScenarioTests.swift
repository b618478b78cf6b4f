import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The shape of the tree for scenarios and their steps.
final class ParserScenarioTests: XCTestCase {
    func testScenarioHeader() {
        let source = MarkedSource("1️⃣scenario 2️⃣\"half a swipe\"3️⃣ in 4️⃣Fading5️⃣ {\n}6️⃣")
        let scenario = parseClean(source.text).scenarios[0]
        XCTAssertEqual(scenario.name.value, "half a swipe")
        XCTAssertEqual(scenario.name.range, source.range(2, 3))
        XCTAssertEqual(scenario.graph.name, "Fading")
        XCTAssertEqual(scenario.graph.range, source.range(4, 5))
        XCTAssertEqual(scenario.range, source.range(1, 6))
        XCTAssertTrue(scenario.steps.isEmpty)
    }

    func testEveryStepKind() {
        let steps = [
            "push Second",
            "pop",
            "pop to Main",
            "pop to root",
            "present Sheet",
            "dismiss",
            "drag swipeBack to 0.3 over 0.2",
            "drag to 0.5 over 1",
            "drag back by 120, 0 over 0.25",
            "drag by -40, 300 over 0.5s",
            "release",
            "release velocity -50",
            "release velocity (-50, 0)",
            "wait 0.5",
            "wait 300ms",
            "resize to 844 x 390",
            "resize to height x width / 2",
            "expect stack [First, Second]",
            "expect stack []",
            "expect Second.alpha == 1 at end",
            "expect Second.alpha == 0.7 within 0.001",
            "expect Detail.alpha == 0.5 within 0.001 at 1",
            "expect C.frame.y == height within 0.5 at 0",
            "expect Main.logo.cornerRadius < 10",
            "expect shot.transform.scale >= 0.6",
            "expect A.transform.rotation != 0",
            "expect A.frame.x <= width / 2 at 0.25",
            "expect A.transform.tx > 0",
            "expect completed",
            "expect cancelled",
        ]
        let scenario = parseClean("scenario \"all\" in G {\n    " + steps.joined(separator: "\n    ") + "\n}").scenarios[0]
        XCTAssertEqual(scenario.steps.map(describe), [
            "push Second",
            "pop",
            "pop to Main",
            "pop to root",
            "present Sheet",
            "dismiss",
            "drag swipeBack to 0.3 over 0.2",
            "drag to 0.5 over 1",
            "drag back by 120, 0 over 0.25",
            "drag by (- 40), 300 over 0.5s",
            "release",
            "release velocity (- 50)",
            "release velocity (- 50), 0",
            "wait 0.5",
            "wait 300ms",
            "resize to 844 x 390",
            "resize to height x (/ width 2)",
            "expect stack [First, Second]",
            "expect stack []",
            "expect Second.alpha == 1 at end",
            "expect Second.alpha == 0.7 within 0.001 at end",
            "expect Detail.alpha == 0.5 within 0.001 at 1",
            "expect C.frame.y == height within 0.5 at 0",
            "expect Main.logo.cornerRadius < 10 at end",
            "expect shot.transform.scale >= 0.6 at end",
            "expect A.transform.rotation != 0 at end",
            "expect A.frame.x <= (/ width 2) at 0.25",
            "expect A.transform.tx > 0 at end",
            "expect completed",
            "expect cancelled",
        ])
        XCTAssertEqual(scenario.steps.map(\.verb.name), steps.map { String($0.prefix { $0 != " " }) })
    }

    func testStepsOnOneLineWithSemicolons() {
        let scenario = parseClean("scenario \"s\" in G { push B; pop; expect stack [A] }").scenarios[0]
        XCTAssertEqual(scenario.steps.map(describe), ["push B", "pop", "expect stack [A]"])
    }

    func testStepRanges() {
        let source = MarkedSource("scenario \"s\" in G {\n    1️⃣drag2️⃣ back to 0.4 over 0.253️⃣\n    4️⃣pop to root5️⃣\n}")
        let steps = parseClean(source.text).scenarios[0].steps
        XCTAssertEqual(steps[0].verb.range, source.range(1, 2))
        XCTAssertEqual(steps[0].range, source.range(1, 3))
        XCTAssertEqual(steps[1].range, source.range(4, 5))
    }

    func testParseStepsForTheCommandLine() {
        let (steps, diagnostics) = Parser.parseSteps(SourceFile(path: "<do>", text: "push B; drag to 0.5 over 0.2\nrelease; expect completed"))
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(steps.map(describe), ["push B", "drag to 0.5 over 0.2", "release", "expect completed"])
    }
}
