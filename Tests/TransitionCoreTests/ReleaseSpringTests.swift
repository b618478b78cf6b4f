import TransitionCore
import XCTest

/// A spring completion (`UIPercentDrivenInteractiveTransition.timingCurve` set to
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` before `finish()` or `cancel()`): the
/// rest of the timeline follows the core's duration-fixed spring over the remaining time.
final class ReleaseSpringTests: PushedSecondScreenTestCase {
    /// Linear scrubbing of a 0.5 s fade, held at 40 %.
    private func hold(at percent: Double, speed: Double = 1) throws {
        let interaction = PercentDrivenInteraction(completionSpeed: speed, completionCurve: .linear)
        try stage.begin(.pop, animator: TestAnimators.fadeOut(scrubsLinearly: true), interaction: interaction)
        try stage.updateInteractiveTransition(percent)
    }

    func testFinishFollowsTheSpringOverTheRemainingTime() throws {
        try hold(at: 0.4, speed: 2)
        try stage.finishInteractiveTransition(timing: .spring(dampingRatio: 0.6, initialVelocity: 3))
        // (1 − 0.4) × 0.5 / 2 = 0.15 s, the spring's duration.
        let spring = Spring(duration: 0.15, dampingRatio: 0.6, initialVelocity: 3)
        for t in [0.01, 0.05, 0.1, 0.149] {
            stage.advance(to: t)
            let progress = 0.4 + 0.6 * spring.value(at: t)
            XCTAssertEqual(stage.shownAlpha(secondView), 1 - progress, accuracy: 1e-9, "at \(t)")
        }
        stage.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(endTime()), 0.15, accuracy: 1e-12)
        XCTAssertEqual(stage.navigation?.controllers, [first])
        XCTAssertEqual(stage.issues, [])
    }

    func testInitialVelocityIsRelativeToTheDistanceLeft() throws {
        try hold(at: 0.4)
        try stage.finishInteractiveTransition(timing: .spring(dampingRatio: 1, initialVelocity: 2))
        // Just after release the fade moves at 2 × the remaining 0.6 of its change per second.
        let dt = 1e-6
        stage.advance(to: dt)
        let moved = (1 - 0.4) - stage.shownAlpha(secondView)
        XCTAssertEqual(moved / dt, 2 * 0.6, accuracy: 1e-3)
    }

    func testAFlickBackOvershootsTheStartWhileCancelling() throws {
        try hold(at: 0.5)
        // A light spring thrown backwards fast: the fade goes past where it started, then settles.
        try stage.cancelInteractiveTransition(timing: .spring(dampingRatio: 0.3, initialVelocity: 8))
        let spring = Spring(duration: 0.25, dampingRatio: 0.3, initialVelocity: 8)
        let peak = try XCTUnwrap(stride(from: 0.001, to: 0.25, by: 0.001).max { spring.value(at: $0) < spring.value(at: $1) })
        stage.advance(to: peak)
        XCTAssertGreaterThan(stage.shownAlpha(secondView), 1, "past the start: alpha above its value before the transition")
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - 0.5 * (1 - spring.value(at: peak)), accuracy: 1e-9)
        stage.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(endTime()), 0.25, accuracy: 1e-12)
        XCTAssertEqual(stage.navigation?.controllers, [first, second])
        XCTAssertEqual(stage.shownAlpha(secondView), 1)
    }

    func testNoTimingKeepsTheCompletionCurve() throws {
        try hold(at: 0.4)
        try stage.finishInteractiveTransition(timing: nil)
        stage.advance(to: 0.15)
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - 0.7, accuracy: 1e-9)  // linear, halfway
    }

    func testFractionIsExactlyOneFromTheEndAndWithNothingLeft() {
        let timing = CompletionTiming.spring(dampingRatio: 0.5, initialVelocity: 4)
        XCTAssertEqual(timing.fraction(elapsed: 0, length: 0.3), 0)
        XCTAssertEqual(timing.fraction(elapsed: 0.3, length: 0.3), 1)
        XCTAssertEqual(timing.fraction(elapsed: 0.31, length: 0.3), 1)
        XCTAssertEqual(timing.fraction(elapsed: 0, length: 0), 1)
        XCTAssertEqual(CompletionTiming.curve(.easeOut).fraction(elapsed: 0.1, length: 0.2), TimingCurve.easeOut.value(at: 0.5))
    }
}
