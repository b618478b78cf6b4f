import TransitionCore
import TransitionSource

/// How an animator's keyframes of one property are joined (`keyframes: cubic`): the one owner of
/// the mode's spellings, its UIKit and Core Animation names and its meaning, read by the checker,
/// the lowering, both back ends, hover, completion and the fuzz dictionary.
///
/// UIKit offers five modes (`UIView.KeyframeAnimationOptions.calculationMode…`,
/// `CAKeyframeAnimation.calculationMode`); transc runs the two whose path goes through the
/// keyframes at the times written, and names the others in `unsupported` with the reason.
public enum KeyframeMode: String, Sendable, Equatable, CaseIterable {
    /// Straight from one keyframe to the next (UIKit's default).
    case linear
    /// A Catmull-Rom spline through the keyframes (Grammar.md §5.6 states the tangents).
    case cubic

    /// The parameter's label.
    public static let parameter = "keyframes"

    /// One line for hover and messages.
    public var meaning: String {
        switch self {
        case .linear: "straight from one keyframe to the next (.calculationModeLinear)"
        case .cubic: "a smooth Catmull-Rom spline through the keyframes (.calculationModeCubic)"
        }
    }

    /// The `UIView.KeyframeAnimationOptions` member `animateKeyframes` takes.
    public var keyframeOption: String {
        switch self {
        case .linear: "calculationModeLinear"
        case .cubic: "calculationModeCubic"
        }
    }

    /// The `CAAnimationCalculationMode` a layer's `CAKeyframeAnimation` takes.
    public var calculationMode: String {
        switch self {
        case .linear: "linear"
        case .cubic: "cubic"
        }
    }

    /// What the core computes.
    public var calculation: KeyframeCalculation {
        switch self {
        case .linear: .linear
        case .cubic: .cubic
        }
    }

    /// UIKit's modes transc does not run, with why: their paths are not the keyframes at the
    /// times the windows give (Apple: the paced modes ignore `keyTimes` and the timing function;
    /// discrete takes one value fewer than key times, built by UIKit privately).
    public static let unsupported: [(name: String, reason: String)] = [
        ("discrete", "UIKit builds its steps from the windows privately (a discrete CAKeyframeAnimation takes one value fewer than key times), so no model of it can be exact"),
        ("paced", "Core Animation ignores the key times and the timing curve in paced modes, so the keyframe windows would mean nothing"),
        ("cubicPaced", "Core Animation ignores the key times and the timing curve in paced modes, so the keyframe windows would mean nothing"),
    ]
}
