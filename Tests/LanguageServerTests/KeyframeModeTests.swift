import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Completion and hover know the `keyframes:` parameter and its modes, from `KeyframeMode`.
final class KeyframeModeTests: XCTestCase {
    let uri = "file:///specs/lift.transition"

    private func spec(_ parameters: String, pop: String = "reverse") -> String {
        """
        navigation Wallet {
            screen A: AViewController
            screen B: BViewController
            root A
            A -> B { push: Lift  pop: \(pop) }
        }

        animator Lift(\(parameters)) {
            keyframe(start: 0, length: 0.6) { to.transform: scale(0.9) -> scale(1.05) }
            keyframe(start: 0.4, length: 0.6) { to.transform: scale(1.04) -> identity }
        }

        """
    }

    private func completions(_ text: String) -> [String] { TestClient.completionLabels(text, uri: uri) }

    private func hover(_ text: String, at marker: String) -> String {
        let source = MarkedSource(text)
        let client = TestClient(positionEncodings: nil)
        client.open(uri, source.text)
        return client.hoverText(uri, source.position(marker))
    }

    func testCompletionOffersTheParameterAndItsModes() {
        XCTAssertTrue(completions(spec("⟪here⟫")).contains("keyframes:"))
        XCTAssertTrue(completions(spec("duration: 0.5", pop: "reverse(⟪here⟫)")).contains("keyframes:"))
        XCTAssertEqual(completions(spec("duration: 0.5, keyframes: ⟪here⟫")), ["linear", "cubic"])
    }

    func testHoverOnAModeSaysWhatItBecomesInUIKit() {
        let cubic = hover(spec("duration: 0.5, keyframes: ⟪mode⟫cubic"), at: "mode")
        XCTAssertTrue(cubic.contains("Catmull-Rom"), cubic)
        XCTAssertTrue(cubic.contains("options: [.calculationModeCubic]"), cubic)
        XCTAssertTrue(cubic.contains("calculationMode = .cubic"), cubic)
        let linear = hover(spec("duration: 0.5", pop: "reverse(keyframes: ⟪mode⟫linear)"), at: "mode")
        XCTAssertTrue(linear.contains(".calculationModeLinear"), linear)
        let animator = hover(spec("duration: 0.5, keyframes: cubic").replacingOccurrences(of: "animator Lift", with: "animator ⟪name⟫Lift"), at: "name")
        XCTAssertTrue(animator.contains("keyframes `cubic`"), animator)
    }
}
