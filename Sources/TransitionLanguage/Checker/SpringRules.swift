import Foundation
import TransitionCore
import TransitionSource
import TransitionModel
import TransitionSyntax

extension Checker {
    /// A spring that UIKit stops before it has settled jumps to its end value; one whose
    /// overshoot carries a view off screen shows an empty frame. `overrides` are the parameters
    /// the edge gave, which decide where the caret goes.
    ///
    /// UIKit stops a `spring(damping:)` at the end of its duration and a `spring(bounce:)` after
    /// its `settlingDuration` (`Curve.runningTime`, docs/uikit-model.md S1, S2). UIKit's solver
    /// leaves a fixed-duration spring a few tenths of a percent from its target there by design
    /// (it aims the envelope of the sine term alone at 0.1 %), which no one sees; T0901 reports a
    /// cut of more than `visibleCut` of the distance: the root of UIKit's equation that Newton's
    /// method reaches is a slow spring (a low damping ratio with an initial velocity), a ratio
    /// near 0, or an overdamped bounce spring, which UIKit's critically damped bound stops early.
    mutating func checkSprings(_ t: AnimatorTemplate, overrides: SyntaxList<Argument>? = nil) {
        guard let spring = t.timing.curve.spring(duration: t.timing.duration) else { return }
        // Where the spring or its duration is written: an edge that overrides either is where a
        // spring that runs short on that edge is reported.
        let at = overrides?.first { $0.label?.name == "curve" }?.value.range
            ?? overrides?.first { $0.label?.name == "duration" }?.range
            ?? t.curveRange ?? t.range
        let settle = settlingTime(of: spring, shape: SpringShape(curve: t.timing.curve, duration: t.timing.duration))
        guard settle.isFinite else { return }
        checkRunningTime(t.timing, at: at)
        let cut = t.timing.curve.runningTime(duration: t.timing.duration)
        let short = abs(1 - spring.value(at: cut))
        if short > Checker.visibleCut {
            let stop = t.timing.curve.runsToRest
                ? "when UIKit stops it after its settling duration of \(format3(cut)) s"
                : "when the \(format3(t.timing.duration)) s animation ends"
            var notes: [DiagnosticNote] = []
            if let fix = Checker.springThatEndsInTime(near: t.timing.curve, duration: t.timing.duration) {
                let parameter = t.timing.curve.runsToRest ? "bounce" : "damping ratio"
                notes.append(DiagnosticNote(
                    "\(fix.curve.spelling(format)) ends within \(format3(fix.short * 100)) % of its target (simulated: where UIKit stops a spring is not monotonic in the \(parameter))",
                    at: at))
            }
            warning(.springNotSettled,
                    "this spring is still \(format3(short * 100)) % from its target \(stop) (it settles within 0.1 % after \(format3(settle)) s), so the view jumps the rest of the way",
                    at: at, notes: notes)
        }
        // Only what shows before UIKit stops the spring can carry a view off screen.
        let peak = 1 + spring.maxOvershoot(before: cut)
        guard peak > 1.0005 else { return }
        for track in t.tracks where track.property == .transform {
            guard case let .transform(to) = track.to, case let .transform(from) = track.from else { continue }
            let (fx, fy) = translation(from), (tx, ty) = translation(to)
            let x = fx + (tx - fx) * peak, y = fy + (ty - fy) * peak
            if x.isFinite && y.isFinite && (abs(x) > ReferenceScreen.width || abs(y) > ReferenceScreen.height) {
                warning(.springOvershootsScreen,
                        """
                            the spring overshoots by \(format(((peak - 1) * 100).rounded())) %, which carries this view to \
                            (\(format(x.rounded())), \(format(y.rounded()))) pt, off a \(format(ReferenceScreen.width)) × \
                            \(format(ReferenceScreen.height)) pt screen; raise the damping or shorten the move
                            """,
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

    /// The iOS 17 spring's duration is perceptual: UIKit runs it for its settling duration (UIKit's
    /// bound on when it is within 0.1 % of its target), and the screen ignores touches until then. A running time far past the declared duration (more than
    /// `runningTimeLimit` times it, and a second longer) is reported with the time from the same
    /// model the lowering uses, and the nearest bounce that rests in time.
    private mutating func checkRunningTime(_ timing: Timing, at: SourceRange) {
        guard case let .springBounce(bounce, velocity) = timing.curve else { return }
        let duration = timing.duration
        let running = timing.curve.runningTime(duration: duration)
        guard Checker.runsFarPast(running, duration: duration) else { return }
        var notes = [DiagnosticNote("UIKit runs a spring(bounce:) for its settling duration, until it is within 0.1 % of its target; its duration is how long it feels, not when it ends", at: at)]
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

    /// The share of the distance a spring may still have to go when UIKit stops it before T0901
    /// reports the jump: 1 %, 4 pt of a move across the 390 pt reference screen.
    static let visibleCut = 0.01

    /// How far from its target `curve` is when UIKit stops it, over `duration`.
    static func cutShort(_ curve: Curve, duration: Double) -> Double? {
        guard let spring = curve.spring(duration: duration) else { return nil }
        return abs(1 - spring.value(at: curve.runningTime(duration: duration)))
    }

    /// The spring of the same kind and initial velocity closest to `curve`, in steps of 0.05
    /// (a damping ratio in 0.05…1, a bounce in −0.95…0.95), that UIKit stops within `visibleCut`
    /// of its target over `duration`, with how far it is then; nil when none does. The cut is not
    /// monotonic in either parameter, so each candidate is simulated rather than inferred from
    /// its neighbours.
    static func springThatEndsInTime(near curve: Curve, duration: Double) -> (curve: Curve, short: Double)? {
        let written: Double
        let candidates: [Curve]
        switch curve {
        case let .spring(damping, velocity):
            written = damping
            candidates = (1 ... 20).map { .spring(damping: Double($0 * 5) / 100, velocity: velocity) }
        case let .springBounce(bounce, velocity):
            written = bounce
            candidates = (-19 ... 19).map { .springBounce(bounce: Double($0 * 5) / 100, velocity: velocity) }
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic:
            return nil
        }
        func parameter(_ curve: Curve) -> Double {
            switch curve {
            case let .spring(damping, _): damping
            case let .springBounce(bounce, _): bounce
            case .linear, .easeIn, .easeOut, .easeInOut, .cubic: 0
            }
        }
        var best: (curve: Curve, short: Double)?
        for candidate in candidates {
            guard let short = cutShort(candidate, duration: duration), short <= visibleCut else { continue }
            if best.map({ abs(parameter(candidate) - written) < abs(parameter($0.curve) - written) - 1e-9 }) ?? true {
                best = (candidate, short)
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
