import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Completion offers an animator's parameters from the list the checker reads (`Timing.parameters`),
/// `scrub` among them, in a declaration and in an edge's `reverse(…)`.
final class AnimatorParameterCompletionTests: XCTestCase {
    let uri = "file:///specs/parameters.transition"
    let graph = """
    navigation Shop {
        screen List: ListViewController
        screen Detail: DetailViewController
        root List
        List -> Detail {
            push: Fade
            pop: %@
        }
    }

    """

    func testADeclarationIsOfferedEveryParameterIncludingScrub() {
        let text = graph.replacingOccurrences(of: "%@", with: "reverse") + "animator Fade(⟪here⟫\n"
        let labels = TestClient.completionLabels(text, uri: uri)
        XCTAssertTrue(labels.contains("scrub:"), "\(labels)")
        XCTAssertEqual(labels, Timing.parameters.map { $0 + ":" })
        XCTAssertEqual(Timing.parameters, ["duration", "delay", "curve", "scrub", "keyframes"])
    }

    func testAnEdgesReverseIsOfferedScrub() {
        let text = graph.replacingOccurrences(of: "%@", with: "reverse(⟪here⟫)")
            + "animator Fade(duration: 0.3, curve: easeOut) {\n    to.alpha: 0 -> 1\n}\n"
        XCTAssertTrue(TestClient.completionLabels(text, uri: uri).contains("scrub:"))
    }
}
