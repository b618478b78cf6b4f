import Foundation

/// A damped harmonic oscillator of mass 1 pulled from 0 towards 1: the progress of a spring
/// animation. Solved in closed form (under-, critically and over-damped), so sampling it is as
/// cheap as a timing curve and exactly repeatable.
///
/// Two published spellings build one:
/// - `init(duration:dampingRatio:initialVelocity:)` is UIKit's
///   `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`;
/// - `init(duration:bounce:initialVelocity:)` is SwiftUI's `Spring(duration:bounce:)`, also
///   UIKit's iOS 17 `animate(springDuration:bounce:initialSpringVelocity:…)`.
///
/// Velocities are in progress per second: UIKit's `initialSpringVelocity` of 0.8 means 0.8 of
/// the total distance per second, which in this 0 → 1 space is simply 0.8.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// Spring constant k (N/m for a 1 kg mass): higher is faster.
    public let stiffness: Double
    /// Damping coefficient c = 2ζ√k: friction proportional to velocity.
    public let damping: Double
    /// Initial velocity in progress per second (1 = the whole distance in one second).
    public let initialVelocity: Double
    private let motion: Motion

    /// A spring from its physical constants, mass 1.
    public init(stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        motion = Motion(stiffness: stiffness, damping: damping, velocity: initialVelocity)
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over a fixed `duration`, also
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator.
    ///
    /// The constants are UIKit's own, as the public decompile of UIKitCore shows them
    /// (`parametersOfSpringAnimation`, called by `-[UIViewSpringAnimationState
    /// generateSpringPropertiesForDuration:damping:velocity:]` with mass 1 and threshold 0.001;
    /// evidence, not contract; docs/uikit-model.md S1). ζ is clipped to 1.19e-7…1 and the duration
    /// D to 0.01…10 s, then Newton's method, 12 steps from ω = 5/D, solves for the natural
    /// frequency ω at which the spring's envelope reaches the threshold at D:
    /// - ζ < 1: |(ζω − v) / (ω√(1 − ζ²))| · e^(−ζDω) = 0.001, the envelope of the sine term alone;
    /// - ζ = 1: ((ω − v)D + 1) · e^(−Dω) = 0.001.
    /// Then stiffness = ω² and damping = 2ζ|ω|. The equation can have more than one root, and
    /// Newton's method from 5/D does not always find the one a reader expects: with a small ζ and
    /// an initial velocity near ζω it lands on a slow spring that UIKit then cuts at D (T0901
    /// reports that). Where UIKit's iteration breaks down (a zero derivative: the result is not a
    /// finite, non-zero number, which a device would hand Core Animation as it is), the core
    /// falls back to the envelope of the whole motion, e^(−ζDω) = 0.001, so ω = ln(1000)/(ζD).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let ratio = Self.clippedDampingRatio(dampingRatio)
        let omega = Self.naturalFrequency(duration: duration, dampingRatio: ratio, velocity: initialVelocity)
        self.init(stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// The damping ratio UIKit's fixed-duration spring runs with: `ratio` clipped to
    /// 1.1920929e-7…1, as `parametersOfSpringAnimation` clips it (a ratio above 1 runs as the
    /// critically damped spring).
    public static func clippedDampingRatio(_ ratio: Double) -> Double { min(max(ratio, 1.1920929e-7), 1) }

    /// UIKit's natural frequency (always positive: UIKit squares it and takes the root again) for
    /// a clipped `dampingRatio`: `parametersOfSpringAnimation`'s Newton iteration, step for step,
    /// with the fallback `init(duration:dampingRatio:initialVelocity:)` documents.
    static func naturalFrequency(duration: Double, dampingRatio z: Double, velocity v: Double) -> Double {
        let d = min(max(duration, 0.01), 10)
        let threshold = 0.001
        var omega = 5 / d
        if z >= 1 {
            for _ in 0 ..< 12 {
                let delta = omega - v
                let value = (delta < 0 ? threshold : -threshold) + (delta * d + 1) * exp(-d * omega)
                let slope = d * d * (v - omega) / exp(omega * d)
                omega -= value / slope
            }
        } else {
            let root = (1 - z * z).squareRoot()
            for _ in 0 ..< 12 {
                let ratio = -(v - z * omega) / (root * omega)
                let value = threshold - abs(ratio * exp(-d * z * omega))
                let envelope = v + v * d * z * omega
                let termA = envelope - d * z * z * omega * omega
                let numerator = ratio * exp(-d * z * omega) <= 0 ? termA : -termA
                let slope = numerator / (omega * omega * root * exp(omega * d * z))
                omega -= value / slope
            }
        }
        guard omega.isFinite, omega != 0 else { return log(1000) / (z * d) }
        return abs(omega)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π/duration)², damping ratio
    /// 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below 0, damping 2ζ√k. Apple's example,
    /// duration 0.5 and bounce 0.3, gives stiffness 157.9 and damping 17.6.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let stiffness = pow(2 * .pi / duration, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
            initialVelocity: initialVelocity)
    }

    /// ζ = c / (2√k): below 1 the spring overshoots and oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }

    /// Progress at `t` seconds after the start: 0 at t ≤ 0, tending to 1, beyond 1 on overshoot.
    public func value(at t: Double) -> Double {
        t <= 0 ? 0 : 1 + motion.offset(t)
    }

    /// Progress per second at `t`, `initialVelocity` at the start.
    public func velocity(at t: Double) -> Double {
        t <= 0 ? initialVelocity : motion.slope(t)
    }

    /// The first time after which progress stays within `tolerance` of 1 for good: what "has the
    /// spring settled by the end of the duration?" compares against. Exact to floating-point
    /// precision: the oscillator is monotone between its extrema, which the closed form gives, so
    /// the last crossing is found by bisection inside the right interval. Infinite without damping.
    public func settlingTime(tolerance: Double = 0.001) -> Double {
        motion.settlingTime(tolerance: tolerance)
    }

    /// UIKit's `UISpringTimingParameters.settlingDuration` for this spring: how long UIKit runs an
    /// implicit-duration spring (`init(duration:bounce:)`, `init(mass:stiffness:damping:…)`), from
    /// `_durationOfSpringAnimation` in the public decompile of UIKitCore (evidence, not contract;
    /// docs/uikit-model.md S2). With ζ = c/(2√k) and ω₀ = √k (mass 1):
    /// - 0 < ζ < 1: the envelope bound (1 + |(ζω₀ − v)/ω_d|)·e^(−ζω₀t) = 0.001, ω_d = ω₀√(1 − ζ²):
    ///   t = −ln(0.001 / (1 + |(ζω₀ − v)/ω_d|)) / (ζω₀), at least 0. UIKit skips the division when
    ///   |(ζω₀ − v)/ω_d| < 1.19e-7; the core uses the same formula there (it is continuous).
    /// - ζ ≥ 1: the critically damped bound, whatever ζ: t = −1/(ω₀ − v) − W₋₁(x)/ω₀ with
    ///   x = −0.001·ω₀·e^(−ω₀/(ω₀ − v))/(ω₀ − v), W₋₁ by Barry et al.'s approximation (UIKit's). An
    ///   overdamped spring creeps slower than that bound, so UIKit stops it short of its target.
    /// Where UIKit's formula has no answer (ζ = 0, no stiffness, or an initial velocity for which
    /// the logarithm's argument leaves W₋₁'s domain) the core gives the exact `settlingTime()`
    /// (infinite for a spring that never settles). A spring is one-dimensional here; UIKit takes
    /// the larger of its two velocity components' durations.
    public var settlingDuration: Double {
        let omega0 = stiffness.squareRoot()
        let zeta = max(damping / (omega0 + omega0), 0)
        let v = initialVelocity
        var time = Double.nan
        if zeta >= 1 {
            let delta = omega0 - v
            let sigma = -1 - log(abs(omega0 * exp(-omega0 / delta) * 0.001 / delta))
            let (m1, m2, m3) = (0.3361, -0.0042, -0.0201)
            let w = -1 - sigma - (2 / m1) * (1 - 1 / (1 + (m1 * (sigma / 2).squareRoot()) / (1 + m2 * sigma * exp(m3 * sigma.squareRoot()))))
            time = -1 / delta - w / omega0
        } else if zeta > 0 {
            let damped = omega0 * (1 - zeta * zeta).squareRoot()
            let decay = omega0 * zeta
            let amplitude = abs((decay - v) / damped)
            time = max(-log(0.001 / (amplitude + 1)) / decay, 0)
        }
        guard time.isFinite, time >= 0 else { return settlingTime() }
        return time
    }

    /// The largest excess of progress over 1 before `limit` seconds (0 if it never overshoots).
    /// Multiplied by an animation's distance it tells whether the overshoot leaves the screen.
    public func maxOvershoot(before limit: Double = .infinity) -> Double {
        motion.maxOvershoot(before: limit)
    }

    /// `spring(k: …, c: …, v: …)` with up to three decimals.
    public var description: String {
        "spring(stiffness: \(formatNumber(stiffness)), damping: \(formatNumber(damping)), velocity: \(formatNumber(initialVelocity)))"
    }
}

/// The closed-form solution of y'' + c·y' + k·y = 0 with y(0) = −1, y'(0) = v0, where
/// y = progress − 1. Extrema times are analytic, which makes settling and overshoot exact.
private enum Motion: Hashable, Sendable {
    /// y = e^(−λt)·(a·cos ωt + b·sin ωt)
    case under(decay: Double, frequency: Double, a: Double, b: Double)
    /// y = e^(−ωt)·(a + b·t)
    case critical(omega: Double, a: Double, b: Double)
    /// y = c1·e^(r1·t) + c2·e^(r2·t), r2 < r1 < 0
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
    /// No restoring force: progress stays where velocity takes it.
    case free(velocity: Double)

    init(stiffness k: Double, damping c: Double, velocity v0: Double) {
        guard k > 0 else {
            self = .free(velocity: v0)
            return
        }
        let omega0 = k.squareRoot()
        let zeta = c / (2 * omega0)
        if abs(zeta - 1) < 1e-9 {
            self = .critical(omega: omega0, a: -1, b: v0 - omega0)
        } else if zeta < 1 {
            let decay = zeta * omega0
            let frequency = omega0 * (1 - zeta * zeta).squareRoot()
            self = .under(decay: decay, frequency: frequency, a: -1, b: (v0 - decay) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            let c1 = (v0 + r2) / (r1 - r2)
            self = .over(r1: r1, r2: r2, c1: c1, c2: -1 - c1)
        }
    }

    func offset(_ t: Double) -> Double {
        switch self {
        case let .under(decay, frequency, a, b):
            exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(omega, a, b):
            exp(-omega * t) * (a + b * t)
        case let .over(r1, r2, c1, c2):
            c1 * exp(r1 * t) + c2 * exp(r2 * t)
        case let .free(velocity):
            -1 + velocity * t
        }
    }

    func slope(_ t: Double) -> Double {
        switch self {
        case let .under(decay, frequency, a, b):
            exp(-decay * t)
                * ((b * frequency - decay * a) * cos(frequency * t)
                    - (a * frequency + decay * b) * sin(frequency * t))
        case let .critical(omega, a, b):
            exp(-omega * t) * (b - omega * (a + b * t))
        case let .over(r1, r2, c1, c2):
            r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
        case let .free(velocity):
            velocity
        }
    }

    /// The k-th extremum after t = 0 (k ≥ 1), or nil when there is none. Between consecutive
    /// extrema, and after the last one, the motion is monotone.
    func extremum(_ k: Int) -> Double? {
        switch self {
        case let .under(decay, frequency, a, b):
            // y' ∝ p·cos θ + q·sin θ = 0 with θ = ωt: θ = atan2(p, −q) + nπ.
            let p = b * frequency - decay * a
            let q = -(a * frequency + decay * b)
            var first = atan2(p, -q).truncatingRemainder(dividingBy: .pi)
            if first < 0 { first += .pi }
            if first <= 1e-12 { first += .pi }  // t = 0 is the start, not an extremum after it
            return (first + Double(k - 1) * .pi) / frequency
        case let .critical(omega, a, b):
            guard k == 1, b != 0 else { return nil }
            let t = (b - omega * a) / (omega * b)
            return t > 0 ? t : nil
        case let .over(r1, r2, c1, c2):
            guard k == 1, c1 != 0 else { return nil }
            let ratio = -(r2 * c2) / (r1 * c1)
            guard ratio > 0 else { return nil }
            let t = log(ratio) / (r1 - r2)
            return t > 0 ? t : nil
        case .free:
            return nil
        }
    }

    private var decays: Bool {
        switch self {
        case let .under(decay, _, _, _): decay > 0
        case .critical, .over: true
        case .free: false
        }
    }

    /// |y| at the k-th extremum bounds |y| for all later times (amplitudes only shrink).
    func settlingTime(tolerance: Double) -> Double {
        guard decays else { return .infinity }
        if abs(offset(0)) <= tolerance { return 0 }
        var start = 0.0
        var k = 1
        while let next = extremum(k) {
            if abs(offset(next)) <= tolerance {
                return crossing(from: start, to: next, tolerance: tolerance)
            }
            start = next
            k += 1
            if k > 1_000_000 { return .infinity }
        }
        // Monotone towards 1 after `start`: bracket the crossing by doubling.
        var span = 1e-3
        while abs(offset(start + span)) > tolerance {
            span *= 2
            if span > 1e9 { return .infinity }
        }
        return crossing(from: start, to: start + span, tolerance: tolerance)
    }

    /// The time in [low, high] where the monotone y reaches ±tolerance, by bisection.
    private func crossing(from low: Double, to high: Double, tolerance: Double) -> Double {
        let target = offset(low) < 0 ? -tolerance : tolerance
        let rising = target < 0
        var (low, high) = (low, high)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            let beyond = rising ? offset(mid) < target : offset(mid) > target
            if beyond { low = mid } else { high = mid }
        }
        return high
    }

    func maxOvershoot(before limit: Double) -> Double {
        var best = 0.0
        if limit.isFinite { best = max(best, offset(limit)) }
        var k = 1
        while let t = extremum(k), t < limit {
            best = max(best, offset(t))
            if case let .under(decay, _, a, b) = self,
                exp(-decay * t) * (a * a + b * b).squareRoot() <= best
            {
                break
            }
            k += 1
            if k > 1_000_000 { break }
        }
        return best
    }
}
