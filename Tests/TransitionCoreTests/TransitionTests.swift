import TransitionCore
import XCTest

final class TransitionTests: XCTestCase {
    var stage = Stage()
    var main = ControllerID(0)
    var detail = ControllerID(0)

    override func setUp() {
        stage = Stage(screen: Size(width: 375, height: 667))
        main = stage.makeController(named: "Main")
        detail = stage.makeController(named: "Detail")
        try! stage.setRoot(main)
    }

    var mainView: NodeID { stage.controller(main).view }
    var detailView: NodeID { stage.controller(detail).view }

    func testContextFramesFollowUIKit() throws {
        try stage.begin(.push(detail), animator: TestAnimators.fadeIn())
        let context = try XCTUnwrap(stage.context)
        let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        XCTAssertEqual(context.initialFrame(for: main), bounds)
        XCTAssertEqual(context.finalFrame(for: detail), bounds)
        XCTAssertEqual(context.initialFrame(for: detail), .zero)
        XCTAssertEqual(context.finalFrame(for: main), .zero)
        XCTAssertEqual(context.fromView, mainView)
        XCTAssertEqual(context.toView, detailView)
        XCTAssertEqual(context.duration, 0.5)
        XCTAssertFalse(context.isInteractive)
    }

    /// docs/uikit-model.md C4: a present made without animation whose animator UIKit still asks has
    /// `isAnimated` false and no timeline of its own. An animator that honours it (`add(in:_:)`)
    /// ends the transition as it starts, at its end state; one that ignores it plays its animation.
    func testC4ATransitionWithoutAnimationEndsAsItStarts() throws {
        stage.setPresentationStyle(.custom, of: detail, frame: Rect(x: 0, y: 300, width: 375, height: 367))
        var seen: Bool?
        let honours = Animator(name: "Rise", duration: 0.4) { stage, context in
            seen = context.isAnimated
            stage.addSubview(context.toView, to: context.containerView)
            let place = context.finalFrame(for: context.toController)
            stage.add(in: context, Animation(context.toView, .frame, from: .rect(place.offsetBy(dx: 0, dy: 667)), to: .rect(place), duration: 0.4))
            stage.add(in: context, Animation(context.toView, .shadowOpacity, from: .scalar(0), to: .scalar(0.3), duration: 0.4,
                                             kind: .layer(fillMode: .forwards, isRemovedOnCompletion: false)))
        } completion: { stage, context in
            stage.removeAllAnimations(of: context.toView)
            stage.completeTransition(!context.transitionWasCancelled)
        }
        try stage.begin(.present(detail), animator: honours, animated: false)
        XCTAssertEqual(seen, false)
        XCTAssertTrue(stage.isIdle, "the transition ended in begin")
        XCTAssertEqual(stage.time, 0)
        XCTAssertEqual(stage.modal.presented, [detail])
        XCTAssertEqual(stage.presentedValue(of: detailView, .frame).rect, Rect(x: 0, y: 300, width: 375, height: 367))
        XCTAssertEqual(stage.presentedValue(of: detailView, .shadowOpacity), .scalar(0), "no Core Animation animation was added")
        XCTAssertEqual(stage.issues, [])

        // The same animator ignoring `isAnimated` plays its fade over its duration.
        try stage.begin(.dismiss, animator: TestAnimators.fadeOut(duration: 0.4), animated: false)
        XCTAssertFalse(stage.isIdle)
        stage.runUntilIdle()
        XCTAssertEqual(stage.time, 0.4, accuracy: 1e-12)
        XCTAssertEqual(stage.modal.presented, [])
    }

    func testSystemPushSlidesAndCompletesAtItsDuration() throws {
        try stage.begin(.push(detail))
        XCTAssertEqual(stage.presentedValue(of: detailView, .frame).rect?.minX, 375)
        stage.advance(to: 0.175)
        let half = try XCTUnwrap(stage.presentedValue(of: detailView, .frame).rect?.minX)
        XCTAssertEqual(half, 375 * (1 - TimingCurve.easeInOut.value(at: 0.5)), accuracy: 1e-6)
        XCTAssertEqual(stage.presentedValue(of: mainView, .frame).rect?.minX ?? 0, -112.5 * 0.5, accuracy: 1e-6)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [mainView, detailView])
        stage.advance(to: 1)
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.navigation?.controllers, [main, detail])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [detailView])
        XCTAssertEqual(stage.tree[mainView].frame, stage.screenBounds)  // restored for the pop
        let ended = try XCTUnwrap(stage.events.last)
        XCTAssertEqual(ended.event, .transitionEnded(.push(detail), completed: true))
        XCTAssertEqual(ended.time, Animator.systemNavigationDuration)
        XCTAssertEqual(stage.issues, [])
    }

    func testSystemPopSlidesBackWithDestinationBelow() throws {
        try stage.performWithoutAnimation(.push(detail))
        try stage.begin(.pop)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [mainView, detailView])
        XCTAssertEqual(stage.presentedValue(of: mainView, .frame).rect?.minX, -112.5)
        stage.runUntilIdle()
        XCTAssertEqual(stage.navigation?.controllers, [main])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [mainView])
        XCTAssertEqual(stage.tree[mainView].frame, stage.screenBounds)
    }

    func testFadeTransitionEvents() throws {
        try stage.begin(.push(detail), animator: TestAnimators.fadeIn())
        XCTAssertEqual(stage.shownAlpha(detailView), 0)
        XCTAssertEqual(stage.modelValue(of: detailView, .alpha), .scalar(1))  // UIView.animate sets the model at once
        stage.advance(to: 0.25)
        XCTAssertEqual(stage.shownAlpha(detailView), 0.5, accuracy: 1e-12)
        XCTAssertFalse(stage.isIdle)
        stage.advance(to: 0.6)
        XCTAssertEqual(stage.events.map(\.event), [
            .transitionBegan(.push(detail), from: main, to: detail, interactive: false),
            .completeTransitionCalled(true),
            .transitionEnded(.push(detail), completed: true),
        ])
        XCTAssertEqual(stage.events.last?.time, 0.5)
        XCTAssertEqual(stage.time, 0.6)
    }

    func testCompleteTransitionTwiceIsReported() throws {
        let animator = TestAnimators.custom { stage, _ in
            stage.completeTransition(true)
            stage.completeTransition(true)
        }
        try stage.begin(.push(detail), animator: animator)
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [.completeTransitionCalledTwice])
        XCTAssertEqual(stage.navigation?.controllers, [main, detail])
    }

    func testCompleteTransitionNeverCalledIsReported() throws {
        try stage.begin(.push(detail), animator: TestAnimators.custom { _, _ in })
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [.completeTransitionNeverCalled])
        XCTAssertTrue(stage.isIdle)
        XCTAssertEqual(stage.navigation?.controllers, [main, detail])
    }

    func testCompleteTransitionWithoutTransitionIsReported() {
        stage.completeTransition(true)
        XCTAssertEqual(stage.issues, [.completeTransitionWithoutTransition])
    }

    func testCompleteFalseLeavesStacksAlone() throws {
        let animator = TestAnimators.custom { stage, context in
            stage.removeFromSuperview(context.toView)
            stage.completeTransition(false)
        }
        try stage.begin(.push(detail), animator: animator)
        stage.runUntilIdle()
        XCTAssertEqual(stage.navigation?.controllers, [main])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [mainView])
        XCTAssertEqual(stage.issues, [])
    }

    func testForgettingToAddTheDestinationIsReported() throws {
        let animator = Animator(name: "Lazy", duration: 0.3) { _, _ in } completion: { stage, _ in
            stage.completeTransition(true)
        }
        try stage.begin(.push(detail), animator: animator)
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [.toViewNotInContainer(detailView)])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [detailView])
    }

    func testRevealCleanupLeavesNothingBehind() throws {
        let logo = stage.makeLayer(named: "logo", frame: Rect(x: 100, y: 300, width: 100, height: 40))
        stage.addSubview(logo, to: mainView)
        try stage.begin(.push(detail), animator: TestAnimators.reveal(logo: logo))
        let mask = try XCTUnwrap(stage.tree[detailView].mask)
        stage.advance(to: 1)
        let scale = try XCTUnwrap(stage.presentedValue(of: mask, .layerTransform).transform3D?[1, 1])
        XCTAssertEqual(scale, 1 + 149 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(stage.modelValue(of: mask, .layerTransform), .transform3D(.identity))  // CA leaves the model alone
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [])
        XCTAssertNil(stage.tree[detailView].mask)
        XCTAssertEqual(stage.presentedValue(of: logo, .layerTransform), .transform3D(.identity))
    }

    func testRevealWithoutCleanupIsReported() throws {
        let logo = stage.makeLayer(named: "logo", frame: Rect(x: 100, y: 300, width: 100, height: 40))
        stage.addSubview(logo, to: mainView)
        try stage.begin(.push(detail), animator: TestAnimators.reveal(logo: logo, cleansUp: false))
        let mask = try XCTUnwrap(stage.tree[detailView].mask)
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues, [
            .maskLeftBehind(view: detailView),
            .layerAnimationLeftBehind(mask, .layerTransform),
            .layerAnimationLeftBehind(logo, .layerTransform),
        ])
        // Fill forwards, not removed: the grown value keeps showing after the transition.
        XCTAssertEqual(stage.presentedValue(of: logo, .layerTransform).transform3D?[1, 1], 150)
    }

    func testSnapshotLeftInContainerIsReported() throws {
        let menu = stage.makeController(named: "Menu")
        let slideAway = Animator(name: "SlideAway", duration: 0.5) { stage, context in
            guard let shot = stage.snapshotView(of: context.fromView) else { return }
            stage.addSubview(context.toView, to: context.containerView)
            stage.addSubview(shot, to: context.containerView)
            let target = Transform2D(translationX: 375 - 120, y: 0).scaledBy(x: 0.6, y: 0.6)
            stage.add(Animation(
                shot, .transform, from: .affine(.identity), to: .affine(target), duration: 0.5,
                curve: .spring(Spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8))))
        } completion: { stage, _ in
            stage.completeTransition(true)
        }
        try stage.begin(.present(menu), animator: slideAway)
        stage.runUntilIdle()
        XCTAssertEqual(stage.issues.count, 1)
        guard case let .snapshotLeftBehind(shot) = stage.issues.first else { return XCTFail("\(stage.issues)") }
        XCTAssertEqual(stage.tree[shot].snapshotOf, mainView)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(menu).view, shot])
    }

    /// C2: a view kept in the container for a screen that a pop to root takes away without its own
    /// transition is reported; removed before the pop (as both back ends purge it), nothing is.
    func testKeptViewOfAScreenAPopToRootPassesIsReported() throws {
        for purges in [false, true] {
            setUp()
            let third = stage.makeController(named: "Third")
            var backdrop = NodeID(0)
            let keeping = Animator(name: "Keep", duration: 0.3) { stage, context in
                backdrop = stage.makeView(named: "dim", frame: stage.screenBounds)
                stage.addSubview(backdrop, to: context.containerView)
                stage.addSubview(context.toView, to: context.containerView)
            } completion: { stage, _ in
                stage.completeTransition(true)
            }
            try stage.begin(.push(detail), animator: keeping)
            stage.runUntilIdle()
            try stage.begin(.push(third))
            stage.runUntilIdle()
            XCTAssertEqual(stage.issues, [], "kept for a screen on the stack")
            if purges { stage.removeFromSuperview(backdrop) }
            try stage.begin(.popToRoot)
            stage.runUntilIdle()
            XCTAssertEqual(stage.issues, purges ? [] : [.keptViewOrphaned(backdrop)])
        }
    }

    func testBeginWhileRunningIsRefused() throws {
        try stage.begin(.push(detail))
        XCTAssertThrowsError(try stage.begin(.pop)) { XCTAssertEqual($0 as? NavigationError, .transitionInProgress) }
    }
}
