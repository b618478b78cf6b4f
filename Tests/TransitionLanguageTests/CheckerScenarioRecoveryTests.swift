import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// A scenario step that cannot be read is reported, and the steps after it are still checked
/// where it left the stack as it was: an expectation or a wait changes nothing.
final class CheckerScenarioRecoveryTests: XCTestCase {
    private static let graph = """
        navigation Fade {
            screen First: FirstViewController
            screen Second: SecondViewController
            root First
            First -> Second {
                push: FadeIn
                pop: system
            }
        }

        animator FadeIn(duration: 0.3) {
            to.alpha: 0 -> 1
        }

        """

    private func codesAndLines(_ scenario: String) -> [String] {
        let compilation = CheckerGolden.compile(Self.graph + scenario)
        return compilation.diagnostics.map { "\($0.code)@\(compilation.source.lines.lineIndex(of: $0.range.start) + 1)" }
    }

    func testEachUnreadableExpectationIsReported() {
        let scenario = """
            scenario "two slips" in Fade {
                push Second
                expect Second.alpah == 1
                pop
                expect First.aplha == 1
            }
            """
        XCTAssertEqual(codesAndLines(scenario), ["T1005@16", "T1005@18"])
    }

    func testAnUnreadableWaitLeavesTheStackKnown() {
        let scenario = """
            scenario "a wait that reads the screen" in Fade {
                push Second
                wait translation.x
                pop
                pop
            }
            """
        // The second pop is at the root: found because the wait did not lose the stack.
        XCTAssertEqual(codesAndLines(scenario).map { String($0.prefix(5)) }, ["T0708", "T1001"])
    }

    func testAFailedActionStillLosesTheStack() {
        let scenario = """
            scenario "a push along no edge" in Fade {
                push Third
                pop
                pop
            }
            """
        XCTAssertEqual(codesAndLines(scenario).map { String($0.prefix(5)) }, ["T0201"])
    }
}
