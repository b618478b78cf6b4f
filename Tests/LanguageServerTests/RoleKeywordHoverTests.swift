import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Hovering `reverse` or `system` on an edge says what actually runs there.
final class RoleKeywordHoverTests: XCTestCase {
    let uri = "file:///specs/roles.transition"
    let marked = MarkedSource("""
    navigation App {
        screen Home: HomeViewController
        screen Detail: DetailViewController
        screen Settings: SettingsViewController
        root Home
        Home -> Detail {
            push: Fade
            pop: ⟪reverse⟫reverse
        }
        * -> Settings {
            push: Fade
            pop: ⟪system⟫system
        }
        gesture edgePan(left) on Detail drives pop {
            progress: translation.x / width
            finish when progress > 0.5
        }
    }

    animator Fade(duration: 0.4, curve: easeIn) {
        to.alpha: 0 -> 1
    }

    """)

    private func hover(_ marker: String) -> String {
        let client = TestClient(positionEncodings: nil)
        XCTAssertEqual(client.open(uri, marked.text), [])
        return client.hoverText(uri, marked.position(marker))
    }

    func testReverseNamesTheAnimatorItPlaysAndItsTiming() {
        let text = hover("reverse")
        XCTAssertTrue(text.hasPrefix("**reverse** of `Fade` on `Home -> Detail`, emitted as `DetailToHomePop`"), text)
        XCTAssertTrue(text.contains("0.4 s, `easeOut`"), text)
    }

    func testSystemSaysTheSwipeBackKeepsWorking() {
        let text = hover("system")
        XCTAssertTrue(text.hasPrefix("**system** pop on `* -> Settings`"), text)
        XCTAssertTrue(text.contains("swipe-back keeps working"), text)
    }
}
