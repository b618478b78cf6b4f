import TransitionCore
import XCTest

/// The presenter that stays (docs/uikit-model.md, R1–R3): a presentation whose style keeps the
/// presenter's view runs in a container of its own above that view, and the presenter keeps its
/// frame.
final class PresenterModelTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 375, height: 667)

    /// A stage with `Feed` as the root and `Story` to present with `style`.
    private func stage(_ style: PresentationStyle) throws -> (Stage, feed: ControllerID, story: ControllerID) {
        var stage = Stage()
        let feed = stage.makeController(named: "Feed")
        let story = stage.makeController(named: "Story")
        try stage.setRoot(feed)
        stage.setPresentationStyle(style, of: story)
        return (stage, feed, story)
    }

    /// Dismisses with an animator that does what the context allows: nothing to the presenter.
    private let slideDown = Animator(name: "SlideDown", duration: 0.3) { _, _ in } completion: { stage, context in
        stage.completeTransition(!context.transitionWasCancelled)
    }

    func testR1AKeepPresenterPresentationRunsInItsOwnContainerAboveThePresenter() throws {
        for style in [PresentationStyle.overFullScreen, .custom] {
            var (stage, feed, story) = try stage(style)
            var seen: TransitionContext?
            let open = Animator(name: "Open", duration: 0.3) { stage, context in
                seen = context
                stage.addSubview(context.toView, to: context.containerView)
            } completion: { stage, context in
                stage.completeTransition(!context.transitionWasCancelled)
            }
            try stage.begin(.present(story), animator: open)
            let container = try XCTUnwrap(seen?.containerView)
            XCTAssertNotEqual(container, stage.containerView, "\(style)")
            // The presenter's view is not in the container: the container is above it, in the window.
            XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(feed).view, container], "\(style)")
            XCTAssertFalse(stage.tree.isDescendant(stage.controller(feed).view, of: container), "\(style)")
            stage.advance(by: 1)
            XCTAssertEqual(stage.modal.presented, [story])
            XCTAssertEqual(stage.stackedViews, [stage.controller(feed).view, stage.controller(story).view], "\(style)")
            XCTAssertFalse(stage.events.contains { if case .issue = $0.event { true } else { false } }, "\(style): \(stage.events)")

            // The dismiss runs in the same container, and the container goes with the presented view.
            try stage.begin(.dismiss, animator: slideDown)
            XCTAssertEqual(stage.context?.containerView, container, "\(style)")
            stage.advance(by: 1)
            XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(feed).view], "\(style)")
            XCTAssertNil(stage.controller(story).presentationContainer)
        }
    }

    func testR1AFullScreenPresentationRunsInTheWindowWithThePresenter() throws {
        var (stage, feed, story) = try stage(.fullScreen)
        try stage.begin(.present(story), animator: TestAnimators.fadeIn(duration: 0.3))
        XCTAssertEqual(stage.context?.containerView, stage.containerView)
        XCTAssertTrue(stage.tree.isDescendant(stage.controller(feed).view, of: stage.containerView))
        stage.advance(by: 1)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(story).view])
    }

    /// `insertSubview(_:belowSubview:)` of the presenter puts the view beside the presenter, in
    /// the window, not in the transition's container: no place there is below the presenter.
    func testR1ANothingInTheContainerCanGoBelowThePresenter() throws {
        var (stage, feed, story) = try stage(.overFullScreen)
        var dim: NodeID?
        let open = Animator(name: "Open", duration: 0.3) { stage, context in
            stage.addSubview(context.toView, to: context.containerView)
            let backdrop = stage.makeView(named: "dim", frame: context.containerBounds)
            stage.insertSubview(backdrop, below: stage.controller(feed).view)
            dim = backdrop
        } completion: { stage, context in
            stage.completeTransition(true)
        }
        try stage.begin(.present(story), animator: open)
        let container = try XCTUnwrap(stage.context?.containerView)
        XCTAssertFalse(stage.tree.isDescendant(try XCTUnwrap(dim), of: container))
    }

    func testR1ACancelledPresentLeavesNoContainer() throws {
        var (stage, feed, story) = try stage(.overFullScreen)
        try stage.begin(.present(story), animator: TestAnimators.fadeIn(duration: 0.3), interaction: PercentDrivenInteraction())
        try stage.updateInteractiveTransition(0.3)
        try stage.cancelInteractiveTransition()
        stage.advance(by: 1)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(feed).view])
        XCTAssertNil(stage.controller(story).presentationContainer)
    }

    /// The header: the leaving controller's final frame is zero "if and only if" its view is
    /// removed, and a non-zero one "must be respected".
    func testR2TheStayingPresenterKeepsItsFrame() throws {
        var (stage, feed, story) = try stage(.overFullScreen)
        try stage.begin(.present(story), animator: TestAnimators.fadeIn(duration: 0.3))
        var context = try XCTUnwrap(stage.context)
        XCTAssertEqual(context.initialFrame(for: feed), bounds)
        XCTAssertEqual(context.finalFrame(for: feed), bounds)
        XCTAssertEqual(context.initialFrame(for: story), .zero)
        stage.advance(by: 1)
        try stage.begin(.dismiss, animator: slideDown)
        context = try XCTUnwrap(stage.context)
        XCTAssertEqual(context.initialFrame(for: feed), bounds, "the presenter is on screen, in place, as the dismiss starts")
        XCTAssertEqual(context.finalFrame(for: feed), bounds)
        XCTAssertEqual(context.initialFrame(for: story), bounds)
        XCTAssertEqual(context.finalFrame(for: story), .zero, "the presented view is removed")

        var (full, fullFeed, fullStory) = try self.stage(.fullScreen)
        try full.begin(.present(fullStory), animator: TestAnimators.fadeIn(duration: 0.3))
        XCTAssertEqual(full.context?.finalFrame(for: fullFeed), .zero, "a full-screen presenter's view is removed")
    }
}
