import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// `completionCurve: spring(damping: …, velocity: release)` in the editor: completion offers
/// `release` after a completion spring's `velocity:` (and nowhere else), hover shows the rate the
/// checker derived from the progress.
final class ReleaseSpringFeatureTests: XCTestCase {
    let uri = "file:///specs/cards.transition"
    let marked = MarkedSource("""
    navigation Cards {
        screen Feed: FeedViewController
        screen Story: StoryViewController
        root Feed
        Feed => Story { present: Rise  dismiss: reverse }

        gesture pullDown: pan(down) on Story drives dismiss {
            progress: translation.y / height
            finish when progress > 0.25 or velocity.y > 800
            completionCurve: ⟪spring⟫spring(damping: 0.8, velocity: release)
        }
    }

    animator Rise(duration: 0.5, curve: spring(damping: 1, velocity: 0)) { to.transform: translate(0, height) -> identity }

    """)

    private var body: String { marked.text.replacingOccurrences(of: "⟪", with: "").replacingOccurrences(of: "⟫", with: "") }

    func testHoverShowsTheRateTheCheckerDerived() {
        let client = TestClient(positionEncodings: nil)
        XCTAssertEqual(client.open(uri, marked.text), [])
        let text = client.hoverText(uri, marked.position("spring"))
        XCTAssertTrue(text.hasPrefix("**curve** `spring(damping: 0.8, velocity: release)`"), text)
        XCTAssertTrue(text.contains("**velocity** `release`"), text)
        XCTAssertTrue(text.contains("`velocity.y / height` per second"), text)
    }

    func testCompletionOffersReleaseOnlyInACompletionSpring() {
        let inGesture = body.replacingOccurrences(of: "velocity: release)", with: "velocity: ⟪here⟫)")
        XCTAssertEqual(TestClient.completionLabels(inGesture, uri: uri), ["release"])
        let inAnimator = body.replacingOccurrences(of: "curve: spring(damping: 1, velocity: 0)", with: "curve: spring(damping: 1, velocity: ⟪here⟫)")
        XCTAssertFalse(TestClient.completionLabels(inAnimator, uri: uri).contains("release"))
    }
}
