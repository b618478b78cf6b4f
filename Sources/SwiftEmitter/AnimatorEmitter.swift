import TransitionCore
import TransitionModel
import TransitionSource

/// Writes one `UIViewControllerAnimatedTransitioning` class for a resolved animator.
///
/// The class builds one `UIViewPropertyAnimator` per transition and returns it from
/// `interruptibleAnimator(using:)`, so the same object runs a plain transition and is scrubbed by a
/// percent-driven interaction. Masks and layer elements run as Core Animation animations beside it
/// (`TransitionAnimator.animateLayers`), and the transition completes once, after both. What every
/// class does alike is `TransitionAnimator`'s; the class holds its plan's timing, views and values.
struct AnimatorEmitter {
    let motion: MotionPlan
    let plan: EmitPlan
    let access: SwiftAccessLevel

    private var className: String { plan.animatorClass(motion.animator) }
    /// Whether the animations run longer than the declared duration (a bounce spring runs to rest).
    private var runsToRest: Bool { motion.runTime != motion.duration }
    /// The class property holding how long the animations run (`TransitionAnimator`'s).
    private var runTimeName: String { runsToRest ? "runningTime" : "duration" }

    func write(into writer: inout SwiftWriter) {
        writer.doc(summary())
        writer.block("\(access.modifier)final class \(className): TransitionAnimator") { w in
            writeProperties(into: &w)
            writeMakeAnimator(into: &w)
        }
    }

    private func summary() -> String {
        var parts = ["\(SwiftExpressions.number(motion.duration)) s", motion.curve.prose(SwiftExpressions.number)]
        if motion.delay > 0 { parts.append("after \(SwiftExpressions.number(motion.delay)) s") }
        if motion.scrubbing == .curved { parts.append("scrubbed along its curve") }
        let origin = motion.animator == motion.declaredName
            ? "`\(motion.declaredName)`"
            : "`\(motion.declaredName)`\(motion.isReversed ? " played backwards" : " with other parameters")"
        return "Animator \(SwiftNames.commentText(origin)): \(parts.joined(separator: ", "))."
    }

    /// `init()` with the plan's timing, and the snapshot handover the class takes part in.
    private func writeProperties(into w: inout SwiftWriter) {
        var arguments = ["duration: \(SwiftExpressions.number(motion.duration))"]
        if runsToRest { arguments.append("runningTime: \(SwiftExpressions.number(motion.runTime))") }
        if motion.delay > 0 { arguments.append("delay: \(SwiftExpressions.number(motion.delay))") }
        if motion.usesCoreAnimation { arguments.append("layerFillMode: \(SwiftExpressions.fillMode(motion.layerFillMode))") }
        if !motion.adoptedSnapshots.isEmpty {
            // TransitionCoordinator.prepare hands these over as `keptSnapshots`.
            arguments.append("adoptsSnapshots: true")
        }
        w.line("\(access.modifier)init() { super.init(\(arguments.joined(separator: ", "))) }")
        w.line()
    }

    // MARK: - The animation

    private func writeMakeAnimator(into w: inout SwiftWriter) {
        let body = AnimatorBody(motion: motion, plan: plan)
        w.block("override func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator") { w in
            writeTiming(into: &w)
            w.line("let containerView = transitionContext.containerView")
            body.writeBindings(into: &w)
            body.writeSetUp(into: &w)
            body.writeViewAnimations(duration: runTimeName, into: &w)
            body.writeCompletion(coreAnimation: motion.usesCoreAnimation, into: &w) { w in
                writeCoreAnimation(body: body, into: &w)
            }
            w.line("return animator")
        }
        body.writePresenterEffects(duration: runTimeName, into: &w)
    }

    /// The perspective step of a transform chain, written once per file that uses one: UIKit has
    /// no function that makes it, and code sets `m34` on an identity.
    static func writePerspective(into w: inout SwiftWriter) {
        w.doc("A perspective seen from `distance` points in front of the screen: CATransform3D's m34 = -1 / distance.",
              "Concatenated after a rotation about x or y, the nearer edge grows; a distance of 0 or less is none.")
        w.block("private func perspective(_ distance: CGFloat) -> CATransform3D") { w in
            w.line("var transform = CATransform3DIdentity")
            w.line("if distance > 0 { transform.m34 = -1 / distance }")
            w.line("return transform")
        }
    }

    /// The property animator's duration: the running time, after the delay when there is one (the
    /// delay is inside the animator, `addAnimations(_:delayFactor:)`, so a finger scrubs it too).
    private func animatorDuration(_ runTime: String) -> String {
        motion.delay > 0 ? "delay + \(runTime)" : runTime
    }

    private func writeTiming(into w: inout SwiftWriter) {
        let duration = animatorDuration("duration")
        switch motion.pacing {
        case let .bezier(_, named?):
            w.line("let animator = UIViewPropertyAnimator(duration: \(duration), curve: .\(named))")
        case let .bezier(curve, nil):
            w.line("let controlPoint1 = CGPoint(x: \(SwiftExpressions.number(curve.x1)), y: \(SwiftExpressions.number(curve.y1)))")
            w.line("let controlPoint2 = CGPoint(x: \(SwiftExpressions.number(curve.x2)), y: \(SwiftExpressions.number(curve.y2)))")
            w.line("let animator = UIViewPropertyAnimator(duration: \(duration), controlPoint1: controlPoint1, controlPoint2: controlPoint2)")
        case let .spring(spring, .dampingRatio(ratio)):
            writeVelocity(spring, into: &w)
            w.line("let spring = UISpringTimingParameters(dampingRatio: \(SwiftExpressions.number(ratio)), initialVelocity: velocity)")
            w.line("let animator = UIViewPropertyAnimator(duration: \(duration), timingParameters: spring)")
        case let .spring(spring, .bounce(bounce)):
            writeVelocity(spring, into: &w)
            w.line("let spring: UISpringTimingParameters")
            w.block("if #available(iOS 17, *)", footer: "} else {") { w in
                w.line("spring = UISpringTimingParameters(duration: duration, bounce: \(SwiftExpressions.number(bounce)), initialVelocity: velocity)")
            }
            w.indented { w in
                w.line("// Before iOS 17: the same spring (mass 1, stiffness (2π / duration)², damping ratio from the")
                w.line("// bounce) from its physical constants, run for the same settlingDuration.")
                w.line("let stiffness: CGFloat = \(SwiftExpressions.number(spring.stiffness))")
                w.line("let damping: CGFloat = \(SwiftExpressions.number(spring.damping))")
                w.line("spring = UISpringTimingParameters(mass: 1.0, stiffness: stiffness, damping: damping, initialVelocity: velocity)")
            }
            w.line("}")
            w.line("let animator = UIViewPropertyAnimator(duration: \(animatorDuration(runTimeName)), timingParameters: spring)")
        }
        if motion.scrubbing == .curved {
            w.line("// A finger holding the transition sees the curve, not a straight line.")
            w.line("animator.scrubsLinearly = false")
        }
    }

    /// The spring's initial velocity: a fraction of each property's distance per second, which
    /// UIKit reads from `dx` for every property and from both components (one per axis) for
    /// positions, so both carry it.
    private func writeVelocity(_ spring: Spring, into w: inout SwiftWriter) {
        let v = SwiftExpressions.number(spring.initialVelocity)
        w.line("let velocity = CGVector(dx: \(v), dy: \(v))")
    }

    // MARK: - Core Animation

    private func writeCoreAnimation(body: AnimatorBody, into w: inout SwiftWriter) {
        for animation in body.layerAnimations {
            writeLayerAnimation(animation, body: body, into: &w)
        }
    }

    /// `fromValue` and `toValue`.
    private func writeEnds(_ animation: AnimatorBody.LayerAnimation, body: AnimatorBody, into w: inout SwiftWriter) {
        let track = animation.track
        w.line("\(animation.name).fromValue = \(body.layerValue(track.from, of: animation))")
        w.line("\(animation.name).toValue = \(body.layerValue(track.to, of: animation))")
    }

    /// One `CABasicAnimation` (a `CASpringAnimation` for a spring, a `CAKeyframeAnimation` for
    /// keyframes), paced like the view animations and kept at its final value until the cleanup
    /// removes it.
    private func writeLayerAnimation(_ animation: AnimatorBody.LayerAnimation, body: AnimatorBody, into w: inout SwiftWriter) {
        guard let adopted = animation.adopted else {
            writeLayerAnimationStatements(animation, body: body, into: &w)
            return
        }
        // A view kept by the transition before this one is an optional: animated only when it was kept.
        w.block("if let \(adopted)") { w in writeLayerAnimationStatements(animation, body: body, into: &w) }
    }

    private func writeLayerAnimationStatements(_ animation: AnimatorBody.LayerAnimation, body: AnimatorBody, into w: inout SwiftWriter) {
        let track = animation.track
        let name = animation.name
        let keyPath = track.property.layerKeyPath
        let pacing = motion.pacing(of: track)
        switch (pacing, track.isKeyframed) {
        case let (.spring(spring, _), _):
            w.line("let \(name) = CASpringAnimation(keyPath: \(SwiftNames.stringLiteral(keyPath)))")
            w.line("\(name).mass = 1.0")
            w.line("\(name).stiffness = \(SwiftExpressions.number(spring.stiffness))")
            w.line("\(name).damping = \(SwiftExpressions.number(spring.damping))")
            w.line("\(name).initialVelocity = \(SwiftExpressions.number(spring.initialVelocity))")
            writeEnds(animation, body: body, into: &w)
        case (.bezier, false):
            w.line("let \(name) = CABasicAnimation(keyPath: \(SwiftNames.stringLiteral(keyPath)))")
            writeEnds(animation, body: body, into: &w)
        case (.bezier, true):
            // The same path UIView.animateKeyframes builds: values at key times, joined by the plan's mode.
            let stops = track.keyframes
            w.line("let \(name) = CAKeyframeAnimation(keyPath: \(SwiftNames.stringLiteral(keyPath)))")
            w.line("\(name).values = [\(stops.map { body.layerValue($0.value, of: animation) }.joined(separator: ", "))]")
            w.line("\(name).keyTimes = [\(stops.map { SwiftExpressions.number($0.time) }.joined(separator: ", "))]")
            w.line("\(name).calculationMode = .\(motion.keyframeMode.calculationMode)")
        }
        // TransitionAnimator.run(_:on:forKey:timingFunction:) gives it the running time, the delay and
        // the plan's fill mode, passed to `init`.
        var arguments = [name, "on: \(animation.layer)", "forKey: \(SwiftNames.stringLiteral(animation.key))"]
        if case let .bezier(curve, named) = pacing {
            arguments.append("timingFunction: \(SwiftExpressions.mediaTimingFunction(curve, named: named))")
        }
        w.line("run(\(arguments.joined(separator: ", ")))")
    }
}
