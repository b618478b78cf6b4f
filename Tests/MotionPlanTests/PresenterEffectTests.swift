import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Which tracks animate the view of a presenter that stays under its presentation: the lowering's one
/// rule (`MotionPlan.isPresenterEffect`, docs/uikit-model.md R3), which both back ends read.
final class PresenterEffectTests: XCTestCase {
    private func effects(_ plan: MotionPlan) -> [String] {
        plan.presenterEffects.map { "\($0.target.text).\($0.property.rawValue)" }
    }

    /// Over full screen the feed's dimming is a presenter effect on the present and on the dismiss, and
    /// nothing the animators do to the story or the backdrop is.
    func testTodayCardDimsThePresenterAsAnEffect() throws {
        let spec = try BothBackEnds(path: "specs/today-card.transition")
        XCTAssertEqual(effects(try spec.plan("Expand")), ["from.alpha"])
        XCTAssertEqual(effects(try spec.plan("Collapse")), ["to.alpha"])
    }

    /// A sheet keeps its presenter too: the library's scale is an effect of the present and of its
    /// reversed dismiss.
    func testMusicPlayerScalesThePresenterAsAnEffect() throws {
        let spec = try BothBackEnds(path: "specs/music-player.transition")
        let plans = spec.model.plans
        XCTAssertEqual(plans.map { effects($0) }.filter { !$0.isEmpty }, [["from.transform"], ["to.transform"]])
    }

    /// A full-screen presentation hands the presenter's view over (and removes it): its tracks are the
    /// animator's own.
    func testAHandedOverPresenterHasNoEffects() throws {
        let spec = try BothBackEnds("""
        navigation N {
            screen A: AViewController
            screen B: BViewController
            root A
            A => B {
                present: Up
                dismiss: reverse
            }
        }

        animator Up(duration: 0.4, curve: easeOut) {
            from.alpha: 1 -> 0.5
            to.frame: final.offset(0, height) -> final
        }
        """)
        for plan in spec.model.plans { XCTAssertEqual(effects(plan), [], plan.animator) }
    }
}
