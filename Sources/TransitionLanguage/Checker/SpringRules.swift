import Foundation
import TransitionCore

extension Checker {
    /// A spring that has not settled by the end of its duration jumps to its end value; one whose
    /// overshoot carries a view off screen shows an empty frame. `overrides` are the parameters
    /// the edge gave, which decide where the caret goes.
    mutating func checkSprings(_ t: AnimatorTemplate, overrides: SyntaxList<Argument>? = nil) {
        guard let spring = t.timing.curve.spring(duration: t.timing.duration) else { return }
        // Where the spring or its duration is written: an edge that overrides either is where a
        // spring that runs short on that edge is reported.
        let at = overrides?.first { $0.label?.name == "curve" }?.value.range
            ?? overrides?.first { $0.label?.name == "duration" }?.range
            ?? t.curveRange ?? t.range
        let settle = settlingTime(of: spring, shape: SpringShape(curve: t.timing.curve, duration: t.timing.duration))
        guard settle.isFinite else { return }
        // A critically damped spring (ratio 1, or above 1, which runs as 1 and is reported as
        // T0704) approaches its end without overshoot and is within 0.6 % of it when the duration
        // ends (the 1/1500 envelope model): under a point on a screen-sized move, nothing to warn.
        if case let .spring(damping, _) = t.timing.curve, damping >= 1 { return }
        checkRunningTime(t.timing, at: at)
        // The iOS 17 spring's duration is perceptual: UIKit lets it run until it rests, so only
        // the fixed-duration damping spring can be cut short.
        if case .spring = t.timing.curve, settle > t.timing.duration + 0.0005 {
            let short = abs(1 - spring.value(at: t.timing.duration)) * 100
            var notes: [DiagnosticNote] = []
            if case let .spring(damping, velocity) = t.timing.curve,
               let fix = Checker.settlingDamping(near: damping, velocity: velocity, duration: t.timing.duration) {
                notes.append(DiagnosticNote(
                    "spring(damping: \(format(fix.damping)), velocity: \(format(velocity))) settles in \(format3(fix.settle)) s, within the duration (simulated: settling is not monotonic in the damping ratio)",
                    at: at))
            }
            warning(.springNotSettled,
                    "this spring is still \(format3(short)) % short of its target when the \(format3(t.timing.duration)) s animation ends (it settles within 0.1 % after \(format3(settle)) s), so the view jumps the rest of the way",
                    at: at, notes: notes)
        }
        let peak = 1 + spring.maxOvershoot(before: max(settle, t.timing.duration))
        guard peak > 1.0005 else { return }
        for track in t.tracks where track.property == .transform {
            guard case let .transform(to) = track.to, case let .transform(from) = track.from else { continue }
            let (fx, fy) = translation(from), (tx, ty) = translation(to)
            let x = fx + (tx - fx) * peak, y = fy + (ty - fy) * peak
            if x.isFinite && y.isFinite && (abs(x) > ReferenceScreen.width || abs(y) > ReferenceScreen.height) {
                warning(.springOvershootsScreen,
                        "the spring overshoots by \(format(((peak - 1) * 100).rounded())) %, which carries this view to (\(format(x.rounded())), \(format(y.rounded()))) pt, off a \(format(ReferenceScreen.width)) × \(format(ReferenceScreen.height)) pt screen; raise the damping or shorten the move",
                        at: track.range)
            }
        }
    }

    /// How long `spring` takes to settle, simulated once per distinct spring: a spec paces many
    /// edges with the same few springs.
    private mutating func settlingTime(of spring: Spring, shape: SpringShape) -> Double {
        if let known = settlingTimes[shape] { return known }
        let settle = spring.settlingTime()
        settlingTimes[shape] = settle
        return settle
    }

    /// Reports a spring that paces a layer animation confined to keyframe windows: Core Animation
    /// builds such a track as a `CAKeyframeAnimation`, whose pacing is a `CAMediaTimingFunction`
    /// (a cubic Bézier) and never a spring, while `CASpringAnimation` is a basic animation with
    /// one `fromValue` and one `toValue`. A view's keyframes are fine: a `UIViewPropertyAnimator`
    /// paces `animateKeyframes` inside its block by its own spring. Reported once per written
    /// mistake: at the keyframed statement when the animator declares the spring, at the edge's
    /// `curve:` when the edge brings it.
    mutating func reportLayerKeyframesUnderSpring(_ t: AnimatorTemplate, overrides: SyntaxList<Argument>) {
        let keyframed = Checker.layerKeyframesUnderSpring(t)
        guard let first = keyframed.first else { return }
        // A layer element can become a view; a shadow, or the frame its path follows, cannot.
        let remedies = ["pace the animator with a curve (easeOut, cubic(…))", "take the statement out of its keyframe so the spring paces it whole"]
            + (keyframed.contains { $0.target.isLayer } ? ["make the element a view"] : [])
        let advice = "Core Animation paces keyframes with a cubic timing function only: "
            + remedies.dropLast().joined(separator: ", ") + (remedies.count > 2 ? ", or " : " or ") + remedies[remedies.count - 1]
        if let override = overrides.first(where: { $0.label?.name == "curve" }) {
            error(.layerKeyframesUnderSpring,
                  "a spring cannot pace '\(first.target.text).\(first.property.rawValue)', a layer animated in a keyframe window",
                  at: override.value.range,
                  notes: keyframed.map { DiagnosticNote("a layer animated in a keyframe window", at: $0.range) }
                      + [DiagnosticNote(advice, at: override.value.range)])
        } else {
            let spring = t.curveRange.map { [DiagnosticNote("the spring that paces the animator", at: $0)] } ?? []
            for track in keyframed {
                error(.layerKeyframesUnderSpring,
                      "'\(track.target.text).\(track.property.rawValue)' animates a layer in a keyframe window, which a spring cannot pace",
                      at: track.range, notes: spring + [DiagnosticNote(advice, at: track.range)])
            }
        }
    }

    /// The layer tracks confined to keyframe windows when a spring paces the animator: none when
    /// the animator is sound. A shadow is a layer's even on a view, and so is the path that
    /// follows a shadowed target's frame and corner radius.
    static func layerKeyframesUnderSpring(_ t: AnimatorTemplate) -> [Track] {
        switch t.timing.curve {
        case .spring, .springBounce: break
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic: return []
        }
        let shadowed = t.tracks.filter(\.property.isShadow).map(\.target)
        func carriesPath(_ track: Track) -> Bool {
            (track.property == .frame || track.property == .cornerRadius) && shadowed.contains(track.target)
        }
        return (t.tracks + t.masks.flatMap(\.tracks)).filter {
            ($0.target.isLayer || $0.property.isLayerOnly || carriesPath($0)) && $0.window != nil
        }
    }

    /// The iOS 17 spring's duration is perceptual: UIKit runs it until it rests, and the screen
    /// ignores touches until then. A running time far past the declared duration (more than
    /// `runningTimeLimit` times it, and a second longer) is reported with the time from the same
    /// model the lowering uses, and the nearest bounce that rests in time.
    private mutating func checkRunningTime(_ timing: Timing, at: SourceRange) {
        guard case let .springBounce(bounce, velocity) = timing.curve else { return }
        let duration = timing.duration
        let running = timing.curve.runningTime(duration: duration)
        guard Checker.runsFarPast(running, duration: duration) else { return }
        var notes = [DiagnosticNote("UIKit runs a spring(bounce:) until it rests; its duration is how long it feels, not when it ends", at: at)]
        let candidates = stride(from: 19, through: 0, by: -1).map { Double($0 * 5) / 100 }.filter { $0 < bounce }
        if let fix = candidates.first(where: { !Checker.runsFarPast(Curve.springBounce(bounce: $0, velocity: velocity).runningTime(duration: duration), duration: duration) }) {
            let rest = Curve.springBounce(bounce: fix, velocity: velocity).runningTime(duration: duration)
            notes.append(DiagnosticNote("spring(bounce: \(format(fix)), velocity: \(format(velocity))) rests after \(format3(rest)) s", at: at))
        }
        warning(.springRunsPastDuration,
                "this spring keeps moving for \(format3(running)) s, far past its \(format3(duration)) s duration, and the screen ignores touches until it rests",
                at: at, notes: notes)
    }

    /// How many times its duration a spring may run before it is reported.
    static let runningTimeLimit = 3.0

    static func runsFarPast(_ running: Double, duration: Double) -> Bool {
        running > duration * runningTimeLimit && running > duration + 1
    }

    /// The damping ratio closest to `damping`, in steps of 0.05 below 1, whose duration-fixed
    /// spring (UIKit's model) with the same initial velocity settles within `duration`, with its
    /// settle time; nil when none does. Settle time is not monotonic in the ratio, so each
    /// candidate is simulated rather than inferred from its neighbours.
    static func settlingDamping(near damping: Double, velocity: Double, duration: Double) -> (damping: Double, settle: Double)? {
        var best: (damping: Double, settle: Double)?
        for step in 1 ... 19 {
            let candidate = Double(step * 5) / 100
            guard let shape = Curve.spring(damping: candidate, velocity: velocity).spring(duration: duration) else { continue }
            let settle = shape.settlingTime()
            guard settle <= duration + 0.0005 else { continue }
            if best.map({ abs(candidate - damping) < abs($0.damping - damping) - 1e-9 }) ?? true {
                best = (candidate, settle)
            }
        }
        return best
    }

    /// The total translation of a transform chain on the reference screen.
    private func translation(_ steps: [TransformStep]) -> (Double, Double) {
        let inputs: (ExpressionInput) -> Double = { $0 == .width ? ReferenceScreen.width : $0 == .height ? ReferenceScreen.height : 0 }
        var x = 0.0, y = 0.0
        for case let .translate(dx, dy) in steps {
            x += dx.evaluate(inputs)
            y += dy.evaluate(inputs)
        }
        return (x, y)
    }

    func format3(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}

/// What decides a spring's motion: its curve and the duration it is built for.
struct SpringShape: Hashable {
    var curve: Curve
    var duration: Double
}
