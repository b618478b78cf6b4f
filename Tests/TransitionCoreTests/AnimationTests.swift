import TransitionCore
import XCTest

/// View versus layer semantics, fill modes, keyframes, replacement, the stage clock.
final class AnimationTests: XCTestCase {
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)

    func alpha(_ animation: Animation, at time: Double) -> Double? {
        animation.presentedValue(at: time)?.scalar
    }

    func fade(kind: AnimationKind, delay: Double = 0.5) -> Animation {
        Animation(NodeID(0), .alpha, from: .scalar(0), to: .scalar(1), delay: delay, duration: 1, curve: .timing(.linear), kind: kind)
    }

    func testViewAnimationFillsBackwardsAndIsRemovedAtTheEnd() {
        let animation = fade(kind: .view)
        XCTAssertEqual(alpha(animation, at: 0.2), 0)  // during the delay: from
        XCTAssertEqual(alpha(animation, at: 1.0), 0.5)
        XCTAssertNil(alpha(animation, at: 1.5))  // removed: the model (already `to`) shows
    }

    func testLayerAnimationDefaultsShowTheModelOutsideActiveTime() {
        let animation = fade(kind: .layerDefault)
        XCTAssertNil(alpha(animation, at: 0.2))
        XCTAssertEqual(alpha(animation, at: 1.0), 0.5)
        XCTAssertNil(alpha(animation, at: 1.5))
        XCTAssertNil(alpha(animation, at: 99))
    }

    func testFillModeAndRemovedOnCompletion() {
        let kept = fade(kind: .layer(fillMode: .forwards, isRemovedOnCompletion: false))
        XCTAssertNil(alpha(kept, at: 0.2))
        XCTAssertEqual(alpha(kept, at: 1.5), 1)
        XCTAssertEqual(alpha(kept, at: 99), 1)
        // Forwards but removed on completion: the fill never shows (the classic mistake).
        XCTAssertNil(alpha(fade(kind: .layer(fillMode: .forwards, isRemovedOnCompletion: true)), at: 1.5))
        // Not removed but no forwards fill: the model shows.
        XCTAssertNil(alpha(fade(kind: .layer(fillMode: .removed, isRemovedOnCompletion: false)), at: 1.5))
        let backwards = fade(kind: .layer(fillMode: .backwards, isRemovedOnCompletion: true))
        XCTAssertEqual(alpha(backwards, at: 0.2), 0)
        let both = fade(kind: .layer(fillMode: .both, isRemovedOnCompletion: false))
        XCTAssertEqual(alpha(both, at: 0.2), 0)
        XCTAssertEqual(alpha(both, at: 3), 1)
    }

    func testPersistentLayerAnimationOnTheStageUntilRemoved() {
        var stage = Stage()
        let layer = stage.makeLayer(named: "logo", frame: frame)
        stage.setValue(.scalar(0.2), for: .alpha, of: layer)
        var kept = fade(kind: .layer(fillMode: .forwards, isRemovedOnCompletion: false), delay: 0)
        kept.target = layer
        stage.add(kept)
        stage.add(Animation(layer, .cornerRadius, from: .scalar(0), to: .scalar(10), duration: 1, kind: .layerDefault))
        XCTAssertEqual(stage.modelValue(of: layer, .alpha), .scalar(0.2))  // layer animations leave the model alone
        stage.advance(to: 5)
        XCTAssertEqual(stage.presentedValue(of: layer, .alpha), .scalar(1))
        XCTAssertEqual(stage.presentedValue(of: layer, .cornerRadius), .scalar(0))
        XCTAssertEqual(stage.runningAnimations.count, 1)  // the removed-on-completion one is gone
        stage.removeAllAnimations(of: layer)
        XCTAssertEqual(stage.presentedValue(of: layer, .alpha), .scalar(0.2))
        XCTAssertEqual(stage.runningAnimations, [])
    }

    func testKeyframeWindow() {
        // animateKeyframes(withDuration: 1, delay: 0.5) { addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) }
        let keyframe = Animation(
            NodeID(0), .alpha, from: .scalar(0), to: .scalar(1), delay: 0.5, duration: 1,
            curve: .timing(.linear), keyframe: KeyframeWindow(relativeStart: 0.25, relativeDuration: 0.5))
        XCTAssertEqual(keyframe.end, 1.5)
        XCTAssertEqual(alpha(keyframe, at: 0.6), 0)
        XCTAssertEqual(alpha(keyframe, at: 0.75), 0)
        XCTAssertEqual(alpha(keyframe, at: 1.0), 0.5)
        XCTAssertEqual(alpha(keyframe, at: 1.3), 1)  // window over, parent still running
        XCTAssertNil(alpha(keyframe, at: 1.5))
        let eased = Animation(
            NodeID(0), .alpha, from: .scalar(0), to: .scalar(1), duration: 2,
            curve: .timing(.easeIn), keyframe: KeyframeWindow(relativeStart: 0.5, relativeDuration: 0.25))
        // The parent's curve paces the whole animation; the window takes its share linearly, as
        // UIKit's CAKeyframeAnimation (keyTimes, calculationMode linear, the parent's timing).
        let paced = TimingCurve.easeIn.value(at: 1.6 / 2)
        XCTAssertEqual(alpha(eased, at: 1.6)!, (paced - 0.5) / 0.25, accuracy: 1e-12)
        XCTAssertGreaterThan(alpha(eased, at: 1.6)!, 0.5)
        XCTAssertEqual(alpha(eased, at: 0.9), 0)  // the eased progress has not reached the window
        XCTAssertEqual(alpha(eased, at: 1.9), 1)
    }

    func testKeyframesOfOnePropertyFormOnePath() {
        // Two keyframes back to back on alpha: UIKit's one CAKeyframeAnimation, values 1, 0.5, 0.
        let values: [(Double, Double)] = [(0, 1), (0.5, 0.5), (1, 0)]
        let path = Animation(
            NodeID(0), .alpha, keyframes: values.map { Keyframe(time: $0.0, value: .scalar($0.1)) }, duration: 2, curve: .timing(.linear))
        XCTAssertEqual(path.from, .scalar(1))
        XCTAssertEqual(path.to, .scalar(0))
        XCTAssertEqual(alpha(path, at: 0.5)!, 0.75, accuracy: 1e-12)
        XCTAssertEqual(alpha(path, at: 1.0)!, 0.5, accuracy: 1e-12)
        XCTAssertEqual(alpha(path, at: 1.5)!, 0.25, accuracy: 1e-12)
        // A spring's overshoot is held at the path's ends.
        let spring = Animation(
            NodeID(0), .alpha, keyframes: values.map { Keyframe(time: $0.0, value: .scalar($0.1)) }, duration: 2,
            curve: .spring(Spring(duration: 2, dampingRatio: 0.3)))
        XCTAssertGreaterThanOrEqual(alpha(spring, at: 1.2)!, 0)
    }

    func testKeyframesInATransitionExtendItsEnd() throws {
        var stage = Stage()
        let (a, b) = (stage.makeController(named: "A"), stage.makeController(named: "B"))
        try stage.setRoot(a)
        let staged = Animator(name: "Staged", duration: 0.5) { stage, context in
            stage.addSubview(context.toView, to: context.containerView)
            stage.add(Animation(
                context.toView, .alpha, from: .scalar(0), to: .scalar(1), delay: 0.2, duration: 0.6,
                curve: .timing(.linear), keyframe: KeyframeWindow(relativeStart: 0.5, relativeDuration: 0.5)))
        } completion: { stage, context in
            stage.completeTransition(!context.transitionWasCancelled)
        }
        try stage.begin(.push(b), animator: staged)
        let view = stage.controller(b).view
        stage.advance(to: 0.5)
        XCTAssertEqual(stage.shownAlpha(view), 0)
        XCTAssertFalse(stage.isIdle)  // the animation ends at 0.8, after the 0.5 s duration
        stage.advance(to: 0.65)
        XCTAssertEqual(stage.shownAlpha(view), 0.5, accuracy: 1e-12)
        stage.advance(to: 1)
        XCTAssertEqual(stage.events.last?.time, 0.8)
    }

    func testNewestAnimationOfAPropertyWins() {
        var stage = Stage()
        let view = stage.makeView(named: "v", frame: frame)
        stage.add(Animation(view, .alpha, from: .scalar(1), to: .scalar(0), duration: 1, curve: .timing(.linear)))
        stage.advance(to: 0.5)
        stage.add(Animation(view, .alpha, from: .scalar(0.5), to: .scalar(1), duration: 1, curve: .timing(.linear)))
        XCTAssertEqual(stage.runningAnimations.count, 1)
        stage.advance(to: 1.0)
        XCTAssertEqual(stage.shownAlpha(view), 0.75, accuracy: 1e-12)
        stage.advance(to: 2.0)
        XCTAssertEqual(stage.runningAnimations, [])
        XCTAssertEqual(stage.shownAlpha(view), 1)
    }

    func testMistypedAnimationIsReportedAndIgnored() {
        var stage = Stage()
        let view = stage.makeView(named: "v", frame: frame)
        stage.add(Animation(view, .alpha, from: .affine(.identity), to: .scalar(1), duration: 1))
        XCTAssertEqual(stage.runningAnimations, [])
        XCTAssertEqual(stage.issues, [.mistypedAnimation(view, .alpha)])
    }

    func testFrameAndTransformInterpolation() {
        var stage = Stage()
        let view = stage.makeView(named: "v", frame: frame)
        let final = Rect(x: 0, y: 0, width: 375, height: 667)
        stage.add(Animation(view, .frame, from: .rect(final.offsetBy(dx: 0, dy: 667)), to: .rect(final), duration: 0.5, curve: .timing(.linear)))
        stage.add(Animation(view, .transform, from: .affine(.identity), to: .affine(Transform2D(scaleX: 0.01, y: 0.01)), duration: 0.5, curve: .timing(.linear)))
        stage.advance(to: 0.25)
        XCTAssertEqual(stage.presentedValue(of: view, .frame), .rect(final.offsetBy(dx: 0, dy: 333.5)))
        XCTAssertEqual(stage.presentedValue(of: view, .transform).affine?.a ?? 0, 0.505, accuracy: 1e-12)
        XCTAssertEqual(stage.tree[view].frame, final)
    }

    func testSpringAnimationOvershootsAndEndsAtTarget() {
        var stage = Stage()
        let view = stage.makeView(named: "v", frame: frame)
        let spring = Spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8)
        stage.add(Animation(view, .alpha, from: .scalar(0), to: .scalar(100), duration: 0.5, curve: .spring(spring)))
        var peak = 0.0
        for frame in 1...30 {
            stage.advance(to: FrameClock().time(ofFrame: frame))
            peak = max(peak, stage.shownAlpha(view))
        }
        XCTAssertGreaterThan(peak, 100)
        XCTAssertLessThanOrEqual(peak, 100 * (1 + spring.maxOvershoot()) + 1e-9)
        XCTAssertEqual(stage.shownAlpha(view), 100)
    }
}
