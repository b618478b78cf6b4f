import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Hovering the word that starts a `share`, `hide`, `snapshot` or `backdrop` statement says what
/// it does; on `share`, where each plan of the animator lands the picture.
final class StatementKeywordHoverTests: XCTestCase {
    let uri = "file:///specs/today.transition"
    let marked = MarkedSource("""
    navigation Today {
        screen Feed: TodayViewController { element card: view }
        screen Story: StoryViewController { element header: view }
        root Feed
        Feed => Story { present: Expand  dismiss: reverse  style: overFullScreen }
        gesture pullDown: pan(down) on Story drives dismiss {
            progress: translation.y / height
            finish when progress > 0.3 or velocity.y > 800
        }
    }

    animator Expand(duration: 0.5) {
        ⟪backdrop⟫backdrop black as dim below to
        dim.alpha: 0 -> 0.3
        ⟪share⟫share from.card -> to.header
        to.alpha: 0 -> 1
        from.transform: identity -> scale(0.94)
    }

    animator Lift(duration: 0.3) {
        ⟪snapshot⟫snapshot from as shot until dismiss
        ⟪hide⟫hide from
        shot.transform: identity -> ⟪name⟫scale(0.9)
    }

    """)

    private func hover(_ marker: String) -> String {
        let client = TestClient(positionEncodings: nil)
        XCTAssertEqual(client.open(uri, marked.text).filter { $0["severity"] == .int(1) }.count, 0)
        return client.hoverText(uri, marked.position(marker))
    }

    func testShareSaysWhereEachPlanLandsThePicture() {
        let text = hover("share")
        XCTAssertTrue(text.hasPrefix("**share** `from.card -> to.header`: a picture of `from.card` (`card`)"), text)
        XCTAssertTrue(text.contains("`Expand`: the picture lands on `to.header` where it is as the transition starts"), text)
        // The dismiss scales the feed back up from the present's 0.94: the card is measured there.
        XCTAssertTrue(text.contains("`StoryToFeedDismiss` (played backwards): the picture lands on `to.card` where the transition leaves it, "
            + "measured with `to.transform` at its end."), text)
    }

    func testSnapshotBackdropAndHideSayWhatTheyMake() {
        XCTAssertTrue(hover("backdrop").hasPrefix("**backdrop** `black` as `dim`: a `UIView` of that colour the size of the container"))
        XCTAssertTrue(hover("snapshot").hasPrefix("**snapshot** `from` as `shot`"))
        XCTAssertTrue(hover("snapshot").contains("until the dismiss of the same edge"))
        XCTAssertTrue(hover("hide").hasPrefix("**hide** `from`: out of sight for the whole transition"))
    }

    func testOnlyTheStatementsWordIsDescribed() {
        XCTAssertFalse(hover("name").contains("**snapshot**"))
    }
}
