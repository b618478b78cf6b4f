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
/// parent's duration.
///
/// UIKit turns the keyframes of one property into one `CAKeyframeAnimation` over the parent's
/// whole duration, with `keyTimes` at the windows' edges, the options' `calculationMode` (linear
/// by default, `KeyframeCalculation`) and the parent's timing function: the parent's curve (or
/// spring) paces the whole animation, and the value moves through each window of that paced
/// progress. Outside its window a keyframe holds its start or end value.
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

/// A value at a key time of a keyframe animation: `CAKeyframeAnimation`'s `keyTimes` and
/// `values`. The time is a fraction of the animation's paced progress.
public struct Keyframe: Hashable, Sendable {
    /// Fraction of the paced progress, 0…1.
    public var time: Double
    public var value: AnimatableValue

    public init(time: Double, value: AnimatableValue) {
        self.time = time
        self.value = value
    }
}

/// One property of one node moving through values: the unit an animator schedules. Times are
/// seconds on the timeline it is added to (the transition's, for an animator).
///
/// The curve paces the whole animation (delay to delay + duration); the value moves between its
/// keyframes over that paced progress by `calculation` (linearly unless asked otherwise), as
/// `UIView.animateKeyframes` builds one `CAKeyframeAnimation` per property (its options'
/// `calculationMode`, the parent's timing function).
/// A plain animation has two keyframes, `from` at 0 and `to` at 1, and follows a spring's
/// overshoot; a path of more keyframes holds its ends outside 0…1.
public struct Animation: Hashable, Sendable {
    /// The view or layer animated.
    public var target: NodeID
    /// The property animated; every value must be of its kind.
    public var property: Property
    /// At least two, in ascending time, the first at 0 and the last at 1.
    public var keyframes: [Keyframe]
    /// Seconds before the animation starts.
    public var delay: Double
    /// Length in seconds.
    public var duration: Double
    /// Timing curve or spring.
    public var curve: AnimationCurve
    /// View or layer semantics.
    public var kind: AnimationKind
    /// `UIViewPropertyAnimator.scrubsLinearly` (true by default in UIKit): while a percent-driven
    /// interaction holds the timeline, the animation shows the held fraction of its change
    /// directly instead of its curve's value there. False models `UIView.animate` under
    /// `UIPercentDrivenInteractiveTransition`, where the layer's timing function still applies.
    public var scrubsLinearly: Bool
    /// How values between keyframes are computed (`CAKeyframeAnimation.calculationMode`); a path
    /// of two keyframes is the same either way.
    public var calculation: KeyframeCalculation = .linear

    /// Makes an animation; defaults are UIView's (no delay, ease-in-out, view semantics). A
    /// `keyframe` window confines the change to that share of the paced progress.
    public init(
        _ target: NodeID, _ property: Property, from: AnimatableValue, to: AnimatableValue,
        delay: Double = 0, duration: Double, curve: AnimationCurve = .timing(.easeInOut),
        keyframe: KeyframeWindow? = nil, kind: AnimationKind = .view, scrubsLinearly: Bool = false
    ) {
        let keyframes: [Keyframe]
        if let window = keyframe {
            let end = window.relativeStart + window.relativeDuration
            keyframes = [
                Keyframe(time: 0, value: from), Keyframe(time: window.relativeStart, value: from),
                Keyframe(time: end, value: to), Keyframe(time: 1, value: to),
            ]
        } else {
            keyframes = [Keyframe(time: 0, value: from), Keyframe(time: 1, value: to)]
        }
        self.init(target, property, keyframes: keyframes, delay: delay, duration: duration, curve: curve, kind: kind, scrubsLinearly: scrubsLinearly)
    }

    /// Makes a keyframe animation through `keyframes`.
    public init(
        _ target: NodeID, _ property: Property, keyframes: [Keyframe], delay: Double = 0, duration: Double,
        curve: AnimationCurve = .timing(.easeInOut), kind: AnimationKind = .view, scrubsLinearly: Bool = false,
        calculation: KeyframeCalculation = .linear
    ) {
        self.calculation = calculation
        self.target = target
        self.property = property
        self.keyframes = keyframes
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.kind = kind
        self.scrubsLinearly = scrubsLinearly
    }

    /// Value at the start.
    public var from: AnimatableValue { keyframes.first?.value ?? .scalar(0) }
    /// Value at the end.
    public var to: AnimatableValue { keyframes.last?.value ?? .scalar(0) }

    /// When the animation ends and its completion would fire.
    public var end: Double { delay + duration }

    /// The paced progress while a percent-driven interaction holds the timeline at `media`
    /// seconds: linear in time when the animation scrubs linearly, else its curve's value.
    @inline(__always)
    public func scrubbedProgress(at media: Double) -> Double {
        let local = media - delay
        guard scrubsLinearly else { return curve.progress(at: local, duration: duration) }
        guard duration > 0 else { return local >= 0 ? 1 : 0 }
        return min(max(local / duration, 0), 1)
    }

    /// Whether every value is of the property's kind.
    public var isWellTyped: Bool { keyframes.count >= 2 && keyframes.allSatisfy { $0.value.kind == property.kind } }

    /// The presented value at `time` on its timeline, or nil where the model value shows
    /// (outside the active time without fill, or after a removed-on-completion end).
    public func presentedValue(at time: Double) -> AnimatableValue? {
        KeyframePath(self).presented(by: self, at: time)
    }

    /// The path's values at each of `progresses` (fractions of the paced progress), the path
    /// built once: what a lint reads to find where a path goes between its keyframes.
    public func pathValues(at progresses: [Double]) -> [AnimatableValue] {
        let path = KeyframePath(self)
        return progresses.map { path.value($0) }
    }
}

/// The keyframes of an animation with each segment's ends decomposed once, so that sampling a
/// transform every frame does not decompose it again.
struct KeyframePath: Sendable {
    let times: [Double]
    let segments: [Interpolation]
    /// The cubic path, when the animation asks for one and has more than two keyframes of one kind.
    let spline: KeyframeSpline?

    init(_ animation: Animation) {
        let keyframes = animation.keyframes
        times = keyframes.map(\.time)
        segments = keyframes.indices.dropLast().map { Interpolation(keyframes[$0].value, keyframes[$0 + 1].value) }
        switch animation.calculation {
        case .linear: spline = nil
        case .cubic: spline = keyframes.count > 2 ? KeyframeSpline(keyframes) : nil
        }
    }

    /// The value at paced progress `progress`. Two keyframes extrapolate (a spring's overshoot
    /// shows); a longer path holds its first and last values outside 0…1.
    @inline(__always)
    func value(_ progress: Double) -> AnimatableValue {
        if segments.count == 1 { return segments[0].value(progress) }
        if let spline { return spline.value(progress) }
        let p = min(max(progress, 0), 1)
        var index = segments.count - 1
        while index > 0 && times[index] > p { index -= 1 }
        let span = times[index + 1] - times[index]
        return segments[index].value(span > 0 ? min((p - times[index]) / span, 1) : 1)
    }

    /// The presented-value rules of `AnimationKind`.
    @inline(__always)
    func presented(by animation: Animation, at time: Double) -> AnimatableValue? {
        let local = time - animation.delay
        switch animation.kind {
        case .view:
            if local >= animation.duration { return nil }
        case let .layer(fillMode, removed):
            if local < 0 && !fillMode.fillsBackwards { return nil }
            if local >= animation.duration && (removed || !fillMode.fillsForwards) {
                return nil
            }
        }
        return value(animation.curve.progress(at: local, duration: animation.duration))
    }

    /// The value at paced progress `progress`, as a held or resumed interaction shows it; nil
    /// where a layer animation that has not begun shows the model value.
    @inline(__always)
    func presented(by animation: Animation, progress: Double, media: Double) -> AnimatableValue? {
        if case let .layer(fillMode, _) = animation.kind, media < animation.delay, !fillMode.fillsBackwards { return nil }
        return value(progress)
    }
}

/// The two ends of an animation, decomposed once so that sampling a transform every frame
/// does not decompose it again.
enum Interpolation: Sendable {
    case scalar(Double, Double)
    case rect(Rect, Rect)
    case size(Size, Size)
    case color(Color, Color)
    case path(RoundedRect, RoundedRect)
    case affine(Decomposition2D, Decomposition2D)
    case transform3D(Decomposition3D, Decomposition3D)
    case matrix(Transform3D, Transform3D)
    case jump(AnimatableValue, AnimatableValue)

    init(_ from: AnimatableValue, _ to: AnimatableValue) {
        switch (from, to) {
        case let (.scalar(a), .scalar(b)): self = .scalar(a, b)
        case let (.rect(a), .rect(b)): self = .rect(a, b)
        case let (.size(a), .size(b)): self = .size(a, b)
        case let (.color(a), .color(b)): self = .color(a, b)
        // Core Animation blends two paths' on-line points linearly, and leaves paths with
        // different elements undefined (https://developer.apple.com/documentation/quartzcore/calayer/shadowpath):
        // two rounded rectangles are the model here, their rectangle and radius moving linearly.
        // A path to or from none jumps.
        case let (.path(a?), .path(b?)): self = .path(a, b)
        case let (.affine(a), .affine(b)): self = .affine(a.decomposed, b.decomposed)
        case let (.transform3D(a), .transform3D(b)):
            if let da = Decomposition3D(a), let db = Decomposition3D(b) {
                self = .transform3D(da, db)
            } else {
                self = .matrix(a, b)
            }
        case (.scalar, _), (.rect, _), (.size, _), (.color, _), (.path, _), (.affine, _), (.transform3D, _):
            self = .jump(from, to)
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
        case let .size(a, b):
            return .size(Size(width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f)))
        case let .color(a, b):
            return .color(Color(red: lerp(a.red, b.red, f), green: lerp(a.green, b.green, f),
                                blue: lerp(a.blue, b.blue, f), alpha: lerp(a.alpha, b.alpha, f)))
        case let .path(a, b):
            let rect = Rect(
                x: lerp(a.rect.minX, b.rect.minX, f), y: lerp(a.rect.minY, b.rect.minY, f),
                width: lerp(a.rect.width, b.rect.width, f), height: lerp(a.rect.height, b.rect.height, f))
            return .path(RoundedRect(rect: rect, cornerRadius: lerp(a.cornerRadius, b.cornerRadius, f)))
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
}
