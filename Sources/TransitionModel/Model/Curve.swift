import TransitionCore
import TransitionSource

/// A timing curve, with UIKit's meaning: the one owner of the concept. Its spellings (for the
/// checker, hover, completion and traces), its control points or spring, its mirror image for
/// `reverse`, and the core motion it stands for are all here; every stage reads them from here.
public enum Curve: Sendable, Hashable {
    case linear, easeIn, easeOut, easeInOut
    /// `CAMediaTimingFunction(controlPoints:)`.
    case cubic(Double, Double, Double, Double)
    /// `usingSpringWithDamping:initialSpringVelocity:` over the animator's duration.
    case spring(damping: Double, velocity: Double)
    /// iOS 17 `animate(springDuration:bounce:initialSpringVelocity:)`: the SwiftUI spring model with
    /// the animator's duration as its perceptual duration.
    case springBounce(bounce: Double, velocity: Double)

    /// UIKit's four named curves, by their spec names.
    public static let named: [(name: String, curve: Curve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// Every word that starts a curve: the named curves, `cubic` and `spring`.
    public static let words: [String] = named.map(\.name) + ["cubic", "spring"]

    /// The named curve spelt `name`.
    public static func named(_ name: String) -> Curve? { named.first { $0.name == name }?.curve }

    /// The curve as a spec writes it: `easeIn`, `cubic(0.2, 0.8, 0.2, 1)`,
    /// `spring(damping: 0.8, velocity: 0.5)`, `spring(bounce: 0.3, velocity: 0)`.
    public func spelling(_ number: (Double) -> String) -> String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case let .cubic(a, b, c, d): "cubic(\([a, b, c, d].map(number).joined(separator: ", ")))"
        case let .spring(damping, velocity): "spring(damping: \(number(damping)), velocity: \(number(velocity)))"
        case let .springBounce(bounce, velocity): "spring(bounce: \(number(bounce)), velocity: \(number(velocity)))"
        }
    }

    /// The curve in words, for comments and documentation: `ease-in`,
    /// `spring with bounce 0.3 and initial velocity 0.0`.
    public func prose(_ number: (Double) -> String) -> String {
        switch self {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case let .cubic(a, b, c, d): "cubic(\([a, b, c, d].map(number).joined(separator: ", ")))"
        case let .spring(damping, velocity): "spring with damping ratio \(number(damping)) and initial velocity \(number(velocity))"
        case let .springBounce(bounce, velocity): "spring with bounce \(number(bounce)) and initial velocity \(number(velocity))"
        }
    }

    /// The UIKit call whose model the curve follows, for hover.
    public func model(_ number: (Double) -> String) -> String {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic:
            "A cubic Bézier, as `CAMediaTimingFunction(controlPoints:)` and `UICubicTimingParameters`."
        case .spring:
            "UIKit's `usingSpringWithDamping:initialSpringVelocity:` over the animator's duration."
        case let .springBounce(bounce, _):
            "SwiftUI's `Spring(duration:bounce: \(number(bounce)))` model, as UIKit's iOS 17 `animate(springDuration:bounce:initialSpringVelocity:)`."
        }
    }

    /// Whether UIKit runs the curve until it rests rather than for the declared duration.
    public var runsToRest: Bool {
        switch self {
        case .springBounce: true
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic, .spring: false
        }
    }

    /// The cubic control points of a Bézier curve; nil for springs.
    public var controlPoints: (Double, Double, Double, Double)? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .cubic(a, b, c, d): (a, b, c, d)
        case .spring, .springBounce: nil
        }
    }

    /// The core's Bézier for a curve that has control points.
    public var timingCurve: TimingCurve? {
        controlPoints.map { TimingCurve(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    }

    /// The curve played backwards in time: the Bézier mirrored through (0.5, 0.5); springs are kept
    /// (a spring settles the same way in either direction).
    public var reversed: Curve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeOut
        case .easeOut: .easeIn
        case .easeInOut: .easeInOut
        case let .cubic(x1, y1, x2, y2): .cubic(1 - x2, 1 - y2, 1 - x1, 1 - y1)
        case .spring, .springBounce: self
        }
    }

    /// The core's oscillator for a spring curve over `duration`, or nil for Bézier curves and
    /// parameters that never settle. The models are documented on `TransitionCore.Spring`: UIKit's
    /// `usingSpringWithDamping` spring is the one UIKit's own solver builds for the duration
    /// (docs/uikit-model.md S1); the bounce spring is `UISpringTimingParameters(duration:bounce:)`.
    public func spring(duration: Double) -> Spring? {
        guard duration > 0 else { return nil }
        switch self {
        case let .spring(damping, velocity) where damping > 0:
            return Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity)
        case let .springBounce(bounce, velocity) where bounce > -1 && bounce < 1:
            return Spring(duration: duration, bounce: bounce, initialVelocity: velocity)
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic, .spring, .springBounce:
            return nil
        }
    }

    /// For a spring over `duration` seconds, the time after which it stays within 0.1 % of its
    /// target (how far past its cut a spring would still move, for T0901 and hover); nil for a
    /// Bézier curve or a spring that never settles.
    public func settlingTime(duration: Double) -> Double? {
        guard let time = spring(duration: duration)?.settlingTime(), time.isFinite else { return nil }
        return time
    }

    /// How long an animation with this curve runs for a declared `duration`: the duration, except
    /// for an iOS 17 bounce spring, whose duration is perceptual and which UIKit runs for its
    /// `settlingDuration` (`Spring.settlingDuration`, docs/uikit-model.md S2) when that is longer.
    /// UIKit cuts the spring there, settled or not.
    public func runningTime(duration: Double) -> Double {
        guard runsToRest, let settle = spring(duration: duration)?.settlingDuration, settle.isFinite else { return duration }
        return max(duration, settle)
    }
}

/// How an interactive transition's animations follow the finger while it holds them.
public enum Scrubbing: String, Sendable, Equatable, CaseIterable {
    /// The content follows the finger: 30 % of the drag shows 30 % of every change, whatever the
    /// curve (`UIViewPropertyAnimator.scrubsLinearly = true`, UIKit's default).
    case linear
    /// The curve applies while scrubbing: 30 % of the drag shows the curve's value at 30 %
    /// (`scrubsLinearly = false`; what `UIView.animate` under `UIPercentDrivenInteractiveTransition`
    /// does).
    case curved
}
