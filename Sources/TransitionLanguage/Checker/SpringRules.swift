import Foundation

/// The checker's view of a spring: enough of the damped oscillator to tell when it settles and
/// how far it overshoots. The models are the ones `TransitionCore` animates with (see
/// ARCHITECTURE.md): UIKit's `usingSpringWithDamping` spring reaches 1/1500 of its distance by
/// the declared duration; the bounce spring is SwiftUI's `Spring(duration:bounce:)`.
struct SpringShape {
    let zeta: Double
    let omega: Double
    let velocity: Double

    init?(_ curve: Curve, duration: Double) {
        guard duration > 0 else { return nil }
        switch curve {
        case let .spring(damping, velocity):
            guard damping > 0 else { return nil }
            let clipped = min(max(damping, 0.01), 1)
            zeta = damping
            omega = log(1500) / (duration * clipped)
            self.velocity = velocity
        case let .springBounce(bounce, velocity):
            guard bounce > -1 && bounce < 1 else { return nil }
            zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            omega = 2 * Double.pi / duration
            self.velocity = velocity
        default:
            return nil
        }
    }

    /// Progress at `t`: 0 at the start, 1 at rest.
    func value(at t: Double) -> Double {
        let w = omega, z = zeta, v = velocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v - z * w) / wd
            return 1 + exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
        }
        if z == 1 {
            return 1 + (-1 + (v - w) * t) * exp(-w * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c2 = (v + r1) / (r2 - r1)
        return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The first time after which progress stays within `tolerance` of 1, to the millisecond.
    func settlingTime(tolerance: Double = 0.001) -> Double {
        let step = 0.0005
        var last = 0.0
        var t = step
        // Past the envelope's bound nothing can leave the band again.
        let horizon = min(120, 40 / (min(zeta, 1) * omega) + 1)
        while t < horizon {
            if abs(value(at: t) - 1) > tolerance { last = t }
            t += step
        }
        return (last / 0.001).rounded(.up) * 0.001
    }

    /// The largest value progress reaches (1 when it never overshoots).
    func peak(until end: Double) -> Double {
        var best = 1.0
        var t = 0.0
        while t <= end {
            best = max(best, value(at: t))
            t += 0.001
        }
        return best
    }
}

extension Checker {
    /// A spring that has not settled by the end of its duration jumps to its end value; one whose
    /// overshoot carries a view off screen shows an empty frame. `overrides` are the parameters
    /// the edge gave, which decide where the caret goes.
    mutating func checkSprings(_ t: AnimatorTemplate, overrides: [Argument] = []) {
        guard let spring = SpringShape(t.timing.curve, duration: t.timing.duration) else { return }
        let at = overrides.first { $0.label?.name == "curve" }?.value.range ?? t.curveRange ?? t.range
        let settle = spring.settlingTime()
        // Over-damped springs are already reported (T0704) with the value to use instead.
        if case let .spring(damping, _) = t.timing.curve, damping > 1 { return }
        if settle > t.timing.duration + 0.0005 {
            let short = abs(1 - spring.value(at: t.timing.duration)) * 100
            let fix = Checker.settlingDamping(t.timing.curve, duration: t.timing.duration)
            let advice: String
            switch (t.timing.curve, fix) {
            case let (.spring, d?):
                advice = "use a damping ratio of \(format((d * 100).rounded() / 100)) or less, which settles in time (with this duration-fixed spring, more bounce settles sooner)"
            case let (.springBounce(_, velocity), d?):
                advice = "a bounce spring's duration is perceptual and it keeps moving after it; use spring(damping: \(format((d * 100).rounded() / 100)), velocity: \(format(velocity))), UIKit's duration-fixed spring, which settles in time"
            default:
                advice = "use a spring(damping: …) with less damping"
            }
            warning(.springNotSettled,
                    "this spring is still \(format3(short)) % short of its target when the \(format3(t.timing.duration)) s animation ends (it settles within 0.1 % after \(format3(settle)) s), so the view jumps the rest of the way; \(advice)",
                    at: at)
        }
        let peak = spring.peak(until: max(settle, t.timing.duration))
        guard peak > 1.0005 else { return }
        for track in t.tracks where track.property == .transform {
            guard case let .transform(to) = track.to, case let .transform(from) = track.from else { continue }
            let (fx, fy) = translation(from), (tx, ty) = translation(to)
            let x = fx + (tx - fx) * peak, y = fy + (ty - fy) * peak
            if abs(x) > ReferenceScreen.width || abs(y) > ReferenceScreen.height {
                warning(.springOvershootsScreen,
                        "the spring overshoots by \(Int(((peak - 1) * 100).rounded())) %, which carries this view to (\(Int(x.rounded())), \(Int(y.rounded()))) pt, off a \(Int(ReferenceScreen.width)) × \(Int(ReferenceScreen.height)) pt screen; raise the damping or shorten the move",
                        at: track.range)
            }
        }
    }

    /// The largest damping ratio, in steps of 0.05, whose duration-fixed spring (UIKit's model)
    /// with the same initial velocity settles within `duration`; nil when none does.
    static func settlingDamping(_ curve: Curve, duration: Double) -> Double? {
        let velocity: Double
        switch curve {
        case let .spring(_, v), let .springBounce(_, v): velocity = v
        default: return nil
        }
        for step in stride(from: 20, through: 1, by: -1) {
            let damping = Double(step) * 0.05
            guard let shape = SpringShape(.spring(damping: damping, velocity: velocity), duration: duration) else { continue }
            if shape.settlingTime() <= duration + 0.0005 { return damping }
        }
        return nil
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
