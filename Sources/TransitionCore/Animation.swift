import Foundation

/// How an animation's progress follows time: a Bézier timing curve or a spring.
public enum AnimationCurve: Hashable, Sendable, CustomStringConvertible {
    /// `UIView.animate(withDuration:delay:options:)` with a curve option, or a
    /// `CABasicAnimation` with a `CAMediaTimingFunction`.
    case timing(TimingCurve)
    /// `usingSpringWithDamping:` and friends. The spring runs for the animation's duration and
    /// is then cut to its target: a spring that has not settled by then jumps to 1 at the end
    /// (the checker warns about exactly that, using `Spring.settlingTime`).
    case spring(Spring)

    /// Progress shown `localTime` seconds into an animation lasting `duration` seconds.
    public func progress(at localTime: Double, duration: Double) -> Double {
        if localTime <= 0 { return 0 }
        if localTime >= duration { return 1 }
        switch self {
        case let .timing(curve): return curve.value(at: localTime / duration)
        case let .spring(spring): return spring.value(at: localTime)
        }
    }

    /// The curve's spec spelling.
    public var description: String {
        switch self {
        case let .timing(curve): curve.description
        case let .spring(spring): spring.description
        }
    }
}

/// A keyframe's place inside its parent animation, as
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`: both are fractions of the
/// parent's duration. The animation's curve applies within the window.
public struct KeyframeWindow: Hashable, Sendable {
    /// Where the keyframe starts, as a fraction of the parent duration (0…1).
    public var relativeStart: Double
    /// How long it lasts, as a fraction of the parent duration (0…1).
    public var relativeDuration: Double

    /// Makes a window; values are used as given (the checker rejects windows outside 0…1).
    public init(relativeStart: Double, relativeDuration: Double) {
        self.relativeStart = relativeStart
        self.relativeDuration = relativeDuration
    }
}

/// `CAMediaTimingFillMode`: what a layer animation shows outside its active time.
public enum FillMode: Hashable, Sendable {
    /// `.removed`: the model value shows before and after.
    case removed
    /// `.forwards`: the final value stays after the end (if the animation is not removed).
    case forwards
    /// `.backwards`: the initial value shows during the delay.
    case backwards
    /// `.both`.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Which UIKit machinery an animation models; they differ in what the model value is and
/// what shows outside the active time.
public enum AnimationKind: Hashable, Sendable {
    /// `UIView.animate`: the model value becomes `to` as soon as the animation is added, the
    /// presentation shows `from` during the delay (UIKit fills backwards), the animation is
    /// removed when it ends, and a cancelled interactive transition puts the model back to `from`
    /// (as `UIViewPropertyAnimator` does when it finishes at `.start`).
    case view
    /// `CABasicAnimation`: the model value never changes. With `isRemovedOnCompletion = false`
    /// and a forwards fill mode the final value keeps showing until the animation is removed
    /// (seed 000's reveal mask); otherwise the model value shows again after the end.
    case layer(fillMode: FillMode, isRemovedOnCompletion: Bool)

    /// `CABasicAnimation`'s defaults: `.removed` and removed on completion.
    public static let layerDefault = AnimationKind.layer(fillMode: .removed, isRemovedOnCompletion: true)
}

/// One property of one node moving from a value to a value: the unit an animator schedules.
/// Times are seconds on the timeline it is added to (the transition's, for an animator).
public struct Animation: Hashable, Sendable {
    /// The view or layer animated.
    public var target: NodeID
    /// The property animated; `from` and `to` must be of its kind.
    public var property: Property
    /// Value at the start.
    public var from: AnimatableValue
    /// Value at the end.
    public var to: AnimatableValue
    /// Seconds before the animation (or its keyframe parent) starts.
    public var delay: Double
    /// Length in seconds; for a keyframe, the parent keyframe animation's length.
    public var duration: Double
    /// Timing curve or spring.
    public var curve: AnimationCurve
    /// Set when this is a keyframe of a longer keyframe animation.
    public var keyframe: KeyframeWindow?
    /// View or layer semantics.
    public var kind: AnimationKind

    /// Makes an animation; defaults are UIView's (no delay, ease-in-out, view semantics).
    public init(
        _ target: NodeID, _ property: Property, from: AnimatableValue, to: AnimatableValue,
        delay: Double = 0, duration: Double, curve: AnimationCurve = .timing(.easeInOut),
        keyframe: KeyframeWindow? = nil, kind: AnimationKind = .view
    ) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.keyframe = keyframe
        self.kind = kind
    }

    /// When the change starts on its timeline: delay plus the keyframe's relative start.
    public var activeStart: Double { delay + (keyframe?.relativeStart ?? 0) * duration }
    /// How long the change lasts: the duration, or the keyframe's share of it.
    public var activeDuration: Double { keyframe.map { $0.relativeDuration * duration } ?? duration }
    /// When the animation (or its keyframe parent) ends and its completion would fire.
    public var end: Double { delay + duration }

    /// Whether `from` and `to` are of the property's kind.
    public var isWellTyped: Bool { from.kind == property.kind && to.kind == property.kind }

    /// The presented value at `time` on its timeline, or nil where the model value shows
    /// (outside the active time without fill, or after a removed-on-completion end).
    public func presentedValue(at time: Double) -> AnimatableValue? {
        Interpolation(from, to).presented(by: self, at: time)
    }
}

/// The two ends of an animation, decomposed once so that sampling a transform every frame
/// does not decompose it again.
enum Interpolation: Sendable {
    case scalar(Double, Double)
    case rect(Rect, Rect)
    case affine(Decomposition2D, Decomposition2D)
    case transform3D(Decomposition3D, Decomposition3D)
    case matrix(Transform3D, Transform3D)
    case jump(AnimatableValue, AnimatableValue)

    init(_ from: AnimatableValue, _ to: AnimatableValue) {
        switch (from, to) {
        case let (.scalar(a), .scalar(b)): self = .scalar(a, b)
        case let (.rect(a), .rect(b)): self = .rect(a, b)
        case let (.affine(a), .affine(b)): self = .affine(a.decomposed, b.decomposed)
        case let (.transform3D(a), .transform3D(b)):
            if let da = Decomposition3D(a), let db = Decomposition3D(b) {
                self = .transform3D(da, db)
            } else {
                self = .matrix(a, b)
            }
        default: self = .jump(from, to)
        }
    }

    @inline(__always)
    func value(_ f: Double) -> AnimatableValue {
        switch self {
        case let .scalar(a, b):
            return .scalar(lerp(a, b, f))
        case let .rect(a, b):
            return .rect(Rect(
                x: lerp(a.minX, b.minX, f), y: lerp(a.minY, b.minY, f),
                width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f)))
        case let .affine(a, b):
            return .affine(Decomposition2D.interpolate(a, b, f).recomposed)
        case let .transform3D(a, b):
            return .transform3D(Decomposition3D.interpolate(a, b, f).recomposed)
        case let .matrix(a, b):
            return .transform3D(a.componentwise(to: b, fraction: f))
        case let .jump(a, b):
            return f >= 1 ? b : a
        }
    }

    /// The presented-value rules of `AnimationKind`, with the decomposed ends.
    @inline(__always)
    func presented(by animation: Animation, at time: Double) -> AnimatableValue? {
        let local = time - animation.activeStart
        let active = animation.activeDuration
        switch animation.kind {
        case .view:
            if time >= animation.end && local >= active { return nil }
        case let .layer(fillMode, removed):
            if local < 0 && !fillMode.fillsBackwards { return nil }
            if time >= animation.end && local >= active && (removed || !fillMode.fillsForwards) {
                return nil
            }
        }
        return value(animation.curve.progress(at: local, duration: active))
    }
}
