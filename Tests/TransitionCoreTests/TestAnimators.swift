import TransitionCore
import XCTest

/// Animators written the way the seeds write them, for driving the stage in tests.
enum TestAnimators {
    /// Seed 002's push: add the destination, fade it in, complete with !cancelled.
    static func fadeIn(duration: Double = 0.5, curve: TimingCurve = .linear) -> Animator {
        Animator(name: "FadeIn", duration: duration) { stage, context in
            stage.addSubview(context.toView, to: context.containerView)
            stage.setValue(.rect(context.finalFrame(for: context.toController)), for: .frame, of: context.toView)
            stage.add(Animation(context.toView, .alpha, from: .scalar(0), to: .scalar(1), duration: duration, curve: .timing(curve)))
        } completion: { stage, context in
            if context.transitionWasCancelled { stage.removeFromSuperview(context.toView) }
            stage.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// Seed 002's pop: destination inserted below, the source fades out. `removesOnCancel`
    /// false reproduces the bug seed 003 warns about.
    static func fadeOut(
        duration: Double = 0.5, curve: TimingCurve = .linear, delay: Double = 0, removesOnCancel: Bool = true,
        scrubsLinearly: Bool = false
    ) -> Animator {
        Animator(name: "FadeOut", duration: duration) { stage, context in
            stage.insertSubview(context.toView, below: context.fromView)
            stage.add(Animation(
                context.fromView, .alpha, from: .scalar(1), to: .scalar(0),
                delay: delay, duration: duration - delay, curve: .timing(curve), scrubsLinearly: scrubsLinearly))
        } completion: { stage, context in
            if context.transitionWasCancelled && removesOnCancel { stage.removeFromSuperview(context.toView) }
            stage.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// An animator whose completion step is given, to provoke completeTransition mistakes.
    static func custom(
        duration: Double = 0.5, completion: @escaping (inout Stage, TransitionContext) -> Void
    ) -> Animator {
        Animator(name: "Custom", duration: duration) { stage, context in
            stage.addSubview(context.toView, to: context.containerView)
        } completion: { stage, context in
            completion(&stage, context)
        }
    }

    /// Seed 000's reveal: a logo-shaped mask on the destination and the source's logo both
    /// scale up with a layer animation kept on screen (fill forwards, not removed); cleanup
    /// removes the mask and the logo's animations unless told not to.
    static func reveal(logo: NodeID, cleansUp: Bool = true) -> Animator {
        let grown = Transform3D(translationX: 0, y: -10).concatenating(Transform3D(scaleX: 150, y: 150))
        let kept = AnimationKind.layer(fillMode: .forwards, isRemovedOnCompletion: false)
        return Animator(name: "Reveal", duration: 2.0) { stage, context in
            stage.addSubview(context.toView, to: context.containerView)
            let mask = stage.makeLayer(named: "mask", frame: Rect(x: 0, y: 0, width: 100, height: 40), kind: .shapeLayer)
            stage.setMask(mask, of: context.toView)
            for layer in [mask, logo] {
                stage.add(Animation(
                    layer, .layerTransform, from: .transform3D(.identity), to: .transform3D(grown),
                    duration: 2.0, curve: .timing(.easeIn), kind: kept))
            }
        } completion: { stage, context in
            if cleansUp {
                stage.removeAllAnimations(of: logo)
                stage.setMask(nil, of: context.toView)
            }
            stage.completeTransition(!context.transitionWasCancelled)
        }
    }
}

extension Stage {
    /// The issues recorded so far.
    var issues: [TransitionIssue] {
        events.compactMap { if case let .issue(issue) = $0.event { issue } else { nil } }
    }

    /// Alpha as shown now.
    func shownAlpha(_ node: NodeID) -> Double { presentedValue(of: node, .alpha).scalar ?? .nan }

    /// Runs the clock in 60 fps frames until no transition runs (at most `limit` seconds).
    mutating func runUntilIdle(limit: Double = 10) {
        let clock = FrameClock(framesPerSecond: 60)
        var frame = clock.frames(in: time)
        while !isIdle && time < limit {
            frame += 1
            advance(to: clock.time(ofFrame: frame))
        }
    }
}

/// A stage with two screens, the second pushed without animation: where the interaction tests
/// start, to pop the second interactively.
class PushedSecondScreenTestCase: XCTestCase {
    var stage = Stage()
    var first = ControllerID(0)
    var second = ControllerID(0)
    var firstView: NodeID { stage.controller(first).view }
    var secondView: NodeID { stage.controller(second).view }

    override func setUp() {
        stage = Stage()
        first = stage.makeController(named: "First")
        second = stage.makeController(named: "Second")
        try! stage.setRoot(first)
        try! stage.performWithoutAnimation(.push(second))
    }

    /// When the transition ended, if it has.
    func endTime() -> Double? {
        stage.events.last { if case .transitionEnded = $0.event { true } else { false } }?.time
    }
}
