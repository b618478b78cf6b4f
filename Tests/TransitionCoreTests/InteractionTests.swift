import TransitionCore
import XCTest

/// Percent-driven interaction: scrubbing, finishing and cancelling (seeds 002 and 003).
final class InteractionTests: PushedSecondScreenTestCase {
    func testScrubbingShowsEachAnimationAtItsCurve() throws {
        try stage.begin(.pop, animator: TestAnimators.fadeOut(curve: .easeIn), interaction: PercentDrivenInteraction())
        XCTAssertEqual(stage.shownAlpha(secondView), 1)
        try stage.updateInteractiveTransition(0.3)
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - TimingCurve.easeIn.value(at: 0.3), accuracy: 1e-9)
        XCTAssertEqual(stage.transitionMediaTime, 0.15, accuracy: 1e-12)
        stage.advance(by: 5)  // time passing does not move a scrubbed transition
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - TimingCurve.easeIn.value(at: 0.3), accuracy: 1e-9)
        XCTAssertFalse(stage.isIdle)
        try stage.updateInteractiveTransition(1.7)
        XCTAssertEqual(stage.interactionPercent, 1)
    }

    func testLinearScrubbingFollowsTheFingerAndResumesFromThere() throws {
        // UIViewPropertyAnimator's default: 30 % of the finger is 30 % of the change, whatever the curve.
        let interaction = PercentDrivenInteraction(completionSpeed: 1, completionCurve: .easeOut)
        try stage.begin(.pop, animator: TestAnimators.fadeOut(curve: .easeIn, scrubsLinearly: true), interaction: interaction)
        try stage.updateInteractiveTransition(0.3)
        XCTAssertEqual(stage.shownAlpha(secondView), 0.7, accuracy: 1e-12)
        // Released: the rest, (1 − 0.3) × 0.5 s, runs from 30 % to the end along the completion curve.
        try stage.finishInteractiveTransition()
        stage.advance(by: 0.175)
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - (0.3 + 0.7 * TimingCurve.easeOut.value(at: 0.5)), accuracy: 1e-9)
        stage.advance(by: 0.2)
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.navigation?.controllers, [first])
    }

    func testCurvedScrubbingCancelsBackFromTheCurvedValue() throws {
        let interaction = PercentDrivenInteraction(completionSpeed: 1, completionCurve: .linear)
        try stage.begin(.pop, animator: TestAnimators.fadeOut(curve: .easeIn), interaction: interaction)
        try stage.updateInteractiveTransition(0.3)
        let held = TimingCurve.easeIn.value(at: 0.3)
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - held, accuracy: 1e-12)
        try stage.cancelInteractiveTransition()
        stage.advance(by: 0.075)  // halfway back over 0.3 × 0.5 s
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - held / 2, accuracy: 1e-9)
        stage.advance(by: 0.1)
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.shownAlpha(secondView), 1)
    }

    func testScrubbingRespectsDelays() throws {
        // The fade starts 0.25 s into a 0.5 s transition: at 40 % (0.2 s) nothing has faded.
        try stage.begin(.pop, animator: TestAnimators.fadeOut(delay: 0.25), interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(0.4)
        XCTAssertEqual(stage.shownAlpha(secondView), 1)
        try stage.updateInteractiveTransition(0.75)
        XCTAssertEqual(stage.shownAlpha(secondView), 0.5, accuracy: 1e-12)
    }

    func testFinishTakesRemainingTimeOverSpeed() throws {
        let interaction = PercentDrivenInteraction(completionSpeed: 2, completionCurve: .linear)
        try stage.begin(.pop, animator: TestAnimators.fadeOut(), interaction: interaction)
        stage.advance(to: 1)
        try stage.updateInteractiveTransition(0.3)
        try stage.finishInteractiveTransition()
        // (1 − 0.3) × 0.5 / 2 = 0.175 s.
        stage.advance(to: 1.0875)  // halfway: media 0.15 + 0.35 / 2
        XCTAssertEqual(stage.transitionMediaTime, 0.325, accuracy: 1e-9)
        XCTAssertEqual(stage.shownAlpha(secondView), 1 - 0.65, accuracy: 1e-9)
        stage.advance(to: 1.17)
        XCTAssertFalse(stage.isIdle)
        stage.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(endTime()), 1.175, accuracy: 1e-12)
        XCTAssertEqual(stage.navigation?.controllers, [first])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [firstView])
        XCTAssertEqual(stage.issues, [])
    }

    func testCancelRunsBackOverElapsedTimeAndRestoresEverything() throws {
        let before = stage.tree
        let properties = Property.allCases
        let shownBefore = [firstView, secondView].flatMap { view in properties.map { stage.presentedValue(of: view, $0) } }
        try stage.begin(.pop, animator: TestAnimators.fadeOut(), interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(0.3)
        stage.advance(to: 0.5)
        try stage.cancelInteractiveTransition()
        XCTAssertEqual(stage.context?.transitionWasCancelled, true)
        // 0.3 × 0.5 / 1 = 0.15 s back, with the default ease-in-out completion curve.
        stage.advance(to: 0.575)
        XCTAssertEqual(stage.transitionMediaTime, 0.075, accuracy: 1e-6)
        stage.advance(to: 0.649)
        XCTAssertFalse(stage.isIdle)
        stage.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(endTime()), 0.65, accuracy: 1e-12)
        XCTAssertEqual(stage.events.map(\.event).suffix(2), [
            .completeTransitionCalled(false), .transitionEnded(.pop, completed: false),
        ])
        XCTAssertEqual(stage.navigation?.controllers, [first, second])
        XCTAssertEqual(stage.tree, before)
        let shownAfter = [firstView, secondView].flatMap { view in properties.map { stage.presentedValue(of: view, $0) } }
        XCTAssertEqual(shownAfter, shownBefore)
        XCTAssertEqual(stage.issues, [])
    }

    func testCancelledPopThatKeepsTheDestinationIsReported() throws {
        try stage.begin(.pop, animator: TestAnimators.fadeOut(removesOnCancel: false), interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(0.2)
        try stage.cancelInteractiveTransition()
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [.toViewLeftAfterCancel(firstView)])
        XCTAssertEqual(stage.navigation?.controllers, [first, second])
    }

    func testCompletingACancelledTransitionIsReported() throws {
        let stubborn = Animator(name: "Stubborn", duration: 0.5) { stage, context in
            stage.insertSubview(context.toView, below: context.fromView)
        } completion: { stage, _ in
            stage.completeTransition(true)
        }
        try stage.begin(.pop, animator: stubborn, interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(0.5)
        try stage.cancelInteractiveTransition()
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [.completedCancelledTransition])
        XCTAssertEqual(stage.navigation?.controllers, [first])  // UIKit commits what it is told
    }

    func testFinishAtFullPercentAndCancelAtZeroEndImmediately() throws {
        try stage.begin(.pop, animator: TestAnimators.fadeOut(), interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(1)
        try stage.finishInteractiveTransition()
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.navigation?.controllers, [first])

        try stage.begin(.push(second), animator: TestAnimators.fadeIn(), interaction: PercentDrivenInteraction())
        try stage.cancelInteractiveTransition()
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.navigation?.controllers, [first])
        XCTAssertEqual(stage.issues, [])
    }

    func testInteractionCallsWithoutInteractionAreRefused() throws {
        XCTAssertThrowsError(try stage.updateInteractiveTransition(0.5)) {
            XCTAssertEqual($0 as? NavigationError, .noInteractiveTransition)
        }
        try stage.begin(.pop, animator: TestAnimators.fadeOut())
        XCTAssertThrowsError(try stage.finishInteractiveTransition()) {
            XCTAssertEqual($0 as? NavigationError, .noInteractiveTransition)
        }
    }
}
