import TransitionLanguage

/// Writes one `UIViewControllerAnimatedTransitioning` class for a resolved animator.
///
/// The class builds one `UIViewPropertyAnimator` per transition and returns it from
/// `interruptibleAnimator(using:)`, so the same object runs a plain transition and is scrubbed by a
/// percent-driven interaction. Masks and layer elements run as Core Animation animations inside a
/// `CATransaction` whose completion, together with the property animator's, completes the
/// transition exactly once.
struct AnimatorEmitter {
    let animator: ResolvedAnimator
    let plan: EmitPlan
    let access: SwiftAccessLevel

    private var className: String { plan.animatorClass(animator.name) }
    private var viewTracks: [Track] { animator.tracks.filter { !$0.target.isLayer } }
    private var layerTracks: [Track] { animator.tracks.filter { $0.target.isLayer } }
    private var usesCoreAnimation: Bool { !animator.masks.isEmpty || !layerTracks.isEmpty }
    private var keptSnapshots: [Snapshot] { animator.snapshots.filter { $0.removal != .endOfTransition } }
    private var ownSnapshots: [Snapshot] { animator.snapshots.filter { $0.removal == .endOfTransition } }
    private var handsOverSnapshots: Bool { !keptSnapshots.isEmpty || !animator.adoptedSnapshots.isEmpty }
    private var duration: String { SwiftExpressions.number(animator.timing.duration) }

    func write(into writer: inout SwiftWriter) {
        writer.doc(summary())
        writer.block("\(access.modifier)final class \(className): NSObject, UIViewControllerAnimatedTransitioning") { w in
            writeProperties(into: &w)
            w.line()
            w.block("\(access.modifier)func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval") { w in
                w.line(animator.timing.delay > 0 ? "delay + duration" : "duration")
            }
            w.line()
            w.block("\(access.modifier)func animateTransition(using transitionContext: UIViewControllerContextTransitioning)") { w in
                if animator.timing.delay > 0 {
                    w.line("interruptibleAnimator(using: transitionContext).startAnimation(afterDelay: delay)")
                } else {
                    w.line("interruptibleAnimator(using: transitionContext).startAnimation()")
                }
            }
            w.line()
            w.doc("The one animator of this transition: UIKit asks again while a gesture drives it.")
            w.block("\(access.modifier)func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating") { w in
                w.block("if let runningAnimator") { w in w.line("return runningAnimator") }
                w.line("let animator = makeAnimator(using: transitionContext)")
                w.line("runningAnimator = animator")
                w.line("return animator")
            }
            w.line()
            w.block("\(access.modifier)func animationEnded(_ transitionCompleted: Bool)") { w in
                w.line("runningAnimator = nil")
            }
            w.line()
            writeMakeAnimator(into: &w)
        }
    }

    private func summary() -> String {
        var parts = ["\(SwiftExpressions.number(animator.timing.duration)) s", curveDescription(animator.timing.curve)]
        if animator.timing.delay > 0 { parts.append("after \(SwiftExpressions.number(animator.timing.delay)) s") }
        let origin = animator.name == animator.declaredName
            ? "`\(animator.declaredName)`"
            : "`\(animator.declaredName)`\(animator.isReversed ? " played backwards" : " with other parameters")"
        return "Animator \(SwiftNames.commentText(origin)): \(parts.joined(separator: ", "))."
    }

    private func curveDescription(_ curve: Curve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case let .cubic(a, b, c, d): "cubic(\([a, b, c, d].map(SwiftExpressions.number).joined(separator: ", ")))"
        case let .spring(damping, velocity):
            "spring with damping ratio \(SwiftExpressions.number(damping)) and initial velocity \(SwiftExpressions.number(velocity))"
        case let .springBounce(bounce, velocity):
            "spring with bounce \(SwiftExpressions.number(bounce)) and initial velocity \(SwiftExpressions.number(velocity))"
        }
    }

    private func writeProperties(into w: inout SwiftWriter) {
        w.doc("Seconds the animations run.")
        w.line("\(access.modifier)let duration: TimeInterval = \(duration)")
        if animator.timing.delay > 0 {
            w.doc("Seconds before they start.")
            w.line("\(access.modifier)let delay: TimeInterval = \(SwiftExpressions.number(animator.timing.delay))")
        }
        if !animator.adoptedSnapshots.isEmpty {
            let names = animator.adoptedSnapshots.map { "`\(SwiftNames.commentText($0.name))`" }.joined(separator: ", ")
            w.doc("Snapshots the forward transition left on screen (\(names)), by name: this transition animates and", "removes them.")
            w.line("var keptSnapshots: [String: UIView] = [:]")
        }
        if handsOverSnapshots {
            w.doc("Receives the snapshots that stay on screen after this transition, for the transition that removes them.")
            w.line("var keepSnapshots: (([String: UIView]) -> Void)?")
        }
        w.line("private var runningAnimator: UIViewPropertyAnimator?")
    }

    // MARK: - The animation

    private func writeMakeAnimator(into w: inout SwiftWriter) {
        let body = AnimatorBody(animator: animator, plan: plan)
        w.block("private func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator") { w in
            writeTiming(into: &w)
            w.line("let containerView = transitionContext.containerView")
            body.writeBindings(into: &w)
            body.writeSetUp(into: &w)
            body.writeViewAnimations(duration: duration, into: &w)
            body.writeCompletion(coreAnimation: usesCoreAnimation, into: &w) { w in
                writeCoreAnimation(body: body, into: &w)
            }
            w.line("return animator")
        }
    }

    /// The one helper every animator class shares, written once per file: when the context lacks
    /// what the spec's screens promise, the destination is shown without animating.
    static func writeSkipAnimation(into w: inout SwiftWriter) {
        w.doc("Shows the destination without animating, for a context that lacks what the spec's screens promise.")
        w.line("@MainActor")
        w.block("private func skipAnimation(_ animator: UIViewPropertyAnimator, using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator") { w in
            w.block("if let toView = transitionContext.view(forKey: .to)") { w in
                w.line("transitionContext.containerView.addSubview(toView)")
            }
            w.closure("animator.addCompletion { _ in") { w in
                w.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
            }
            w.line("return animator")
        }
    }

    private func writeTiming(into w: inout SwiftWriter) {
        let curve = animator.timing.curve
        if let named = SwiftExpressions.namedCurve(curve) {
            w.line("let animator = UIViewPropertyAnimator(duration: duration, curve: \(named))")
            return
        }
        switch curve {
        case let .cubic(x1, y1, x2, y2):
            w.line("let controlPoint1 = CGPoint(x: \(SwiftExpressions.number(x1)), y: \(SwiftExpressions.number(y1)))")
            w.line("let controlPoint2 = CGPoint(x: \(SwiftExpressions.number(x2)), y: \(SwiftExpressions.number(y2)))")
            w.line("let animator = UIViewPropertyAnimator(duration: duration, controlPoint1: controlPoint1, controlPoint2: controlPoint2)")
        case let .spring(damping, velocity):
            w.line("// UIView.animate(usingSpringWithDamping:initialSpringVelocity:): the spring settles within `duration`.")
            w.line("let velocity = CGVector(dx: \(SwiftExpressions.number(velocity)), dy: \(SwiftExpressions.number(velocity)))")
            w.line("let spring = UISpringTimingParameters(dampingRatio: \(SwiftExpressions.number(damping)), initialVelocity: velocity)")
            w.line("let animator = UIViewPropertyAnimator(duration: duration, timingParameters: spring)")
        case let .springBounce(bounce, velocity):
            let constants = SwiftExpressions.springConstants(curve, duration: animator.timing.duration)
            w.line("let velocity = CGVector(dx: \(SwiftExpressions.number(velocity)), dy: \(SwiftExpressions.number(velocity)))")
            w.line("let spring: UISpringTimingParameters")
            w.block("if #available(iOS 17, *)", footer: "} else {") { w in
                w.line("spring = UISpringTimingParameters(duration: duration, bounce: \(SwiftExpressions.number(bounce)), initialVelocity: velocity)")
            }
            w.indented { w in
                w.line("// Before iOS 17: the same spring (mass 1, stiffness (2π / duration)², damping ratio from the")
                w.line("// bounce) from its physical constants; UIKit then runs it until it settles.")
                w.line("let stiffness: CGFloat = \(SwiftExpressions.rounded(constants?.stiffness ?? 0))")
                w.line("let damping: CGFloat = \(SwiftExpressions.rounded(constants?.damping ?? 0))")
                w.line("spring = UISpringTimingParameters(mass: 1.0, stiffness: stiffness, damping: damping, initialVelocity: velocity)")
            }
            w.line("}")
            w.line("let animator = UIViewPropertyAnimator(duration: duration, timingParameters: spring)")
        default:
            break
        }
    }

    // MARK: - Core Animation

    private func writeCoreAnimation(body: AnimatorBody, into w: inout SwiftWriter) {
        for animation in body.layerAnimations {
            writeLayerAnimation(animation, body: body, into: &w)
        }
    }

    /// One `CABasicAnimation` (or `CASpringAnimation`), kept at its final value until the cleanup
    /// removes it.
    private func writeLayerAnimation(_ animation: AnimatorBody.LayerAnimation, body: AnimatorBody, into w: inout SwiftWriter) {
        let track = animation.track
        let name = animation.name
        let keyPath = AnimatorBody.layerKeyPath(track.property)
        let timing = animator.timing
        if let constants = SwiftExpressions.springConstants(timing.curve, duration: timing.duration) {
            w.line("let \(name) = CASpringAnimation(keyPath: \(SwiftNames.stringLiteral(keyPath)))")
            w.line("\(name).mass = 1.0")
            w.line("\(name).stiffness = \(SwiftExpressions.rounded(constants.stiffness))")
            w.line("\(name).damping = \(SwiftExpressions.rounded(constants.damping))")
            w.line("\(name).initialVelocity = \(SwiftExpressions.number(constants.velocity))")
        } else {
            w.line("let \(name) = CABasicAnimation(keyPath: \(SwiftNames.stringLiteral(keyPath)))")
        }
        w.line("\(name).fromValue = \(body.layerValue(track.from, property: track.property))")
        w.line("\(name).toValue = \(body.layerValue(track.to, property: track.property))")
        let window = track.window ?? KeyframeWindow(start: 0, length: 1)
        let length = window.length * timing.duration
        if case .springBounce = timing.curve, track.window == nil {
            w.line("\(name).duration = \(name).settlingDuration")
        } else {
            w.line("\(name).duration = \(window.length == 1 ? "duration" : SwiftExpressions.number(length))")
        }
        let start = timing.delay + window.start * timing.duration
        if start > 0 {
            w.line("\(name).beginTime = CACurrentMediaTime() + \(SwiftExpressions.number(start))")
        }
        if let function = SwiftExpressions.mediaTimingFunction(timing.curve) {
            w.line("\(name).timingFunction = \(function)")
        }
        w.line("\(name).fillMode = \(start > 0 ? ".both" : ".forwards")")
        w.line("\(name).isRemovedOnCompletion = false")
        w.line("\(animation.layer).add(\(name), forKey: \(SwiftNames.stringLiteral(animation.key)))")
    }
}
