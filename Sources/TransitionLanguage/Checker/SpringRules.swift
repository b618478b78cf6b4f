import Foundation
import TransitionCore

extension Curve {
    /// The core's oscillator for a spring curve over `duration`, or nil for Bézier curves and
    /// parameters that never settle. The models are documented on `TransitionCore.Spring`.
    public func spring(duration: Double) -> Spring? {
        guard duration > 0 else { return nil }
        switch self {
        case let .spring(damping, velocity) where damping > 0:
            return Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity)
        case let .springBounce(bounce, velocity) where bounce > -1 && bounce < 1:
            return Spring(duration: duration, bounce: bounce, initialVelocity: velocity)
        default:
            return nil
        }
    }
}

extension Checker {
    /// A spring that has not settled by the end of its duration jumps to its end value; one whose
    /// overshoot carries a view off screen shows an empty frame.
    mutating func checkSprings(_ t: AnimatorTemplate) {
        guard let spring = t.timing.curve.spring(duration: t.timing.duration) else { return }
        let settle = spring.settlingTime()
        guard settle.isFinite else { return }
        // The iOS 17 spring's duration is perceptual: UIKit lets it run until it rests, so only
        // the fixed-duration damping spring can be cut short.
        if case .spring = t.timing.curve, settle > t.timing.duration + 0.0005 {
            let suggestion = (settle * 100).rounded(.up) / 100
            warning(.springNotSettled,
                    "this spring settles (within 0.1 %) after \(format3(settle)) s but the animation ends at \(format3(t.timing.duration)) s, so it will jump to its end; make the duration \(format3(suggestion)) s or raise the damping",
                    at: t.range)
        }
        let peak = 1 + spring.maxOvershoot(before: max(settle, t.timing.duration))
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
