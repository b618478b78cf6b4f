// UIView animation blocks, UIViewPropertyAnimator and Core Animation as builders of the core's
// `Animation` values: a block's property changes are recorded, then added to the stage with the
// block's timing, so what shows at any time is the core's `presentedValue` (same curves, same
// springs, same percent-driven playhead as the interpreter).
import TransitionCore

/// The property changes made inside an animation block, with the keyframe window in force.
final class AnimationRecording {
    struct Change {
        var node: NodeID
        var property: Property
        var from: AnimatableValue
        var to: AnimatableValue
        var window: (start: Double, length: Double)?
        var calculation: KeyframeCalculation
    }
    var changes: [Change] = []
    var window: (start: Double, length: Double)?
    /// The calculation mode of the `animateKeyframes` block being recorded.
    var calculation: KeyframeCalculation = .linear

    func record(node: NodeID, property: Property, from: AnimatableValue, to: AnimatableValue) {
        changes.append(Change(node: node, property: property, from: from, to: to, window: window, calculation: calculation))
    }

    /// One animation per property changed, in the order first changed. Changes inside keyframe
    /// windows become one path per property, as `UIView.animateKeyframes` builds one
    /// `CAKeyframeAnimation` per property (with the block's `calculationMode`): the start value at
    /// 0, each window's start and end, the end value at 1.
    func animations(delay: Double, duration: Double, curve: AnimationCurve, scrubsLinearly: Bool) -> [Animation] {
        var order: [(NodeID, Property)] = []
        for change in changes where !order.contains(where: { $0 == (change.node, change.property) }) {
            order.append((change.node, change.property))
        }
        return order.map { node, property in
            let group = changes.filter { $0.node == node && $0.property == property }
            let from = group[0].from
            guard group.contains(where: { $0.window != nil }) else {
                return Animation(node, property, from: from, to: group[group.count - 1].to, delay: delay, duration: duration,
                                 curve: curve, kind: .view, scrubsLinearly: scrubsLinearly)
            }
            var stops = [Keyframe(time: 0, value: from)]
            var current = from
            for change in group {
                let window = change.window ?? (0, 1)
                // Within 1e-9 a window starts where the last one ended: 0.7 + 0.1 falls short of
                // 0.8 in binary, and a key time of its own there would bend a cubic path.
                if window.start > stops[stops.count - 1].time + 1e-9 { stops.append(Keyframe(time: window.start, value: current)) }
                stops.append(Keyframe(time: window.start + window.length, value: change.to))
                current = change.to
            }
            if stops[stops.count - 1].time < 1 { stops.append(Keyframe(time: 1, value: current)) }
            let calculation = group.first { $0.window != nil }?.calculation ?? .linear
            return Animation(node, property, keyframes: stops, delay: delay, duration: duration, curve: curve,
                             kind: .view, scrubsLinearly: scrubsLinearly, calculation: calculation)
        }
    }
}

extension World {
    /// Runs `body` recording its property changes; nested blocks join the outer recording.
    func record(_ body: () -> Void) -> AnimationRecording {
        if let recording {
            body()
            return recording
        }
        let recording = AnimationRecording()
        self.recording = recording
        body()
        self.recording = nil
        return recording
    }

    func add(_ animations: [Animation]) {
        mutate { stage in for animation in animations { stage.add(animation) } }
    }
}

extension UIView {
    public enum AnimationCurve: Int {
        case easeInOut, easeIn, easeOut, linear

        var timing: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    public struct KeyframeAnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The modes the core runs; the paced and discrete ones are never emitted (the checker
        /// rejects them, T0633) and run linearly here.
        var calculation: KeyframeCalculation {
            (rawValue >> 10) & 7 == 3 ? .cubic : .linear
        }
    }

    private static func run(delay: Double, duration: Double, curve: TransitionCore.AnimationCurve, animations: () -> Void,
                            completion: ((Bool) -> Void)?) {
        let world = World.shared
        let recording = world.record(animations)
        world.add(recording.animations(delay: delay, duration: duration, curve: curve, scrubsLinearly: false))
        if let completion { world.afterTransition { _ in completion(true) } }
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(delay: delay, duration: duration, curve: .timing(options.curve), animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(delay: 0, duration: duration, curve: .timing(.easeInOut), animations: animations, completion: completion)
    }

    /// `usingSpringWithDamping:`: the spring settles within the duration (UIKit's documented meaning of the
    /// damping ratio spelling), the core's `Spring(duration:dampingRatio:initialVelocity:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping ratio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        run(delay: delay, duration: duration, curve: .spring(spring), animations: animations, completion: completion)
    }

    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(duration: duration, bounce: bounce, initialVelocity: initialSpringVelocity)
        run(delay: delay, duration: duration, curve: .spring(spring), animations: animations, completion: completion)
    }

    /// Inside a property animator's block the keyframes take the animator's timing (UIKit
    /// inherits the enclosing animation's duration and curve); alone, ease-in-out over `duration`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let calculation = options.calculation
        run(delay: delay, duration: duration, curve: .timing(.easeInOut), animations: {
            guard let recording = World.shared.recording else { return animations() }
            let outer = recording.calculation
            recording.calculation = calculation
            animations()
            recording.calculation = outer
        }, completion: completion)
    }

    public class func addKeyframe(withRelativeStartTime start: Double, relativeDuration length: Double,
                                  animations: @escaping () -> Void) {
        guard let recording = World.shared.recording else { return animations() }
        let outer = recording.window
        recording.window = (start, length)
        animations()
        recording.window = outer
    }

    public class func performWithoutAnimation(_ actions: () -> Void) {
        let world = World.shared
        let outer = world.recording
        world.recording = nil
        actions()
        world.recording = outer
    }
}

// MARK: - Property animators

public enum UIViewAnimatingState: Int {
    case inactive, active, stopped
}

public enum UIViewAnimatingPosition: Int {
    case end, start, current
}

@MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

public protocol UITimingCurveProvider: AnyObject {
    /// The core curve over an animator of `duration` seconds.
    func curve(duration: Double) -> AnimationCurve
}

public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    let timing: TimingCurve
    public init(animationCurve: UIView.AnimationCurve) { timing = animationCurve.timing }
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        timing = TimingCurve(x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
    }
    public override init() { timing = .easeInOut }
    public func curve(duration: Double) -> AnimationCurve { .timing(timing) }
}

/// UIKit's three spellings of a spring, each the core's `Spring`. The velocity is a fraction of
/// the distance per second; emitted code gives the same number in both components, `dx` is read.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Form {
        /// The spring settles within the animator's duration.
        case ratio(Double, velocity: Double)
        case bounce(duration: Double, Double, velocity: Double)
        case physical(Spring)
    }
    let form: Form
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .ratio(ratio, velocity: velocity.dx)
    }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        form = .bounce(duration: duration, bounce, velocity: velocity.dx)
    }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(Spring(stiffness: stiffness / mass, damping: damping / mass, initialVelocity: velocity.dx))
    }
    /// UIKit's `settlingDuration`: 0 for the damping-ratio form (its duration is the animator's),
    /// else the core's `Spring.settlingDuration` (docs/uikit-model.md S2). The velocity's two
    /// components are one here, so UIKit's larger of the two is that one.
    public var settlingDuration: TimeInterval {
        switch form {
        case .ratio: 0
        case let .bounce(length, bounce, velocity): Spring(duration: length, bounce: bounce, initialVelocity: velocity).settlingDuration
        case let .physical(spring): spring.settlingDuration
        }
    }
    /// As the timing curve of a percent-driven transition's completion: the damping-ratio form
    /// over the remaining time; the others keep their own length, which the core's completion
    /// does not model (transc emits only the damping-ratio form there).
    var completionTiming: CompletionTiming? {
        switch form {
        case let .ratio(ratio, velocity): .spring(dampingRatio: ratio, initialVelocity: velocity)
        case .bounce, .physical: nil
        }
    }
    public func curve(duration: Double) -> AnimationCurve {
        switch form {
        case let .ratio(ratio, velocity): .spring(Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
        case let .bounce(length, bounce, velocity): .spring(Spring(duration: length, bounce: bounce, initialVelocity: velocity))
        case let .physical(spring): .spring(spring)
        }
    }
}

/// `UIViewPropertyAnimator` as a builder: starting it runs its blocks and adds their animations
/// to the stage (on the running transition's timeline when there is one), a block added with a
/// delay factor starting that share of the duration late and running for the rest of it; its
/// completions run when that timeline ends, with `.start` after a cancel.
///
/// A percent-driven interaction drives it as UIKit does an animator that vends an interruptible
/// animator: paused at the start, `fractionComplete` a fraction of this animator's own duration
/// (the core holds the transition's timeline there), and released with
/// `continueAnimation(withTimingParameters:durationFactor:)` (the new timing over
/// `durationFactor × duration` seconds) or `startAnimation()` (its own timeline resumed), backwards
/// when `isReversed`.
@MainActor
public final class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    let timing: UITimingCurveProvider
    private var blocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations its blocks added: what a stop takes off and a finish after it sets.
    private var added: [Animation] = []
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isRunning: Bool { state == .active && !paused }
    private var paused = false
    public var isReversed = false
    public var isInterruptible = true
    /// UIKit's default is true: a held interaction shows the held fraction of each change.
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    /// The animator the runtime's default `interruptibleAnimator(using:)` returns for an animator
    /// class that does not implement it (an Objective-C optional requirement UIKit would not call).
    var standsForNoInterruptibleAnimator = false

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timing = parameters
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { blocks.append((animations, 0)) }
    }
    public convenience init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { blocks.append((animations, 0)) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { blocks.append((animations, 0)) }
    }

    public func addAnimations(_ animation: @escaping () -> Void) { blocks.append((animation, 0)) }
    /// "Multiply this value by the animator's remaining duration to determine the actual delay":
    /// added before the animator starts, the block waits `delayFactor × duration` and runs for the
    /// rest, with the animator's timing over that rest.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        blocks.append((animation, min(max(delayFactor, 0), 1)))
    }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animator; a paused one (held by a finger) resumes its own timeline from where
    /// it is, forwards or, when `isReversed`, back.
    public func startAnimation() {
        guard state == .active, paused else { return startAnimation(afterDelay: 0) }
        let fraction = fractionComplete
        resume(.resume, length: (isReversed ? fraction : 1 - fraction) * duration)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        paused = false
        guard state == .inactive else { return }
        state = .active
        let world = World.shared
        // Blocks of one delay factor are one recording, in the order first added.
        var factors: [Double] = []
        for block in blocks where !factors.contains(block.delayFactor) { factors.append(block.delayFactor) }
        for factor in factors {
            let recording = world.record { for block in blocks where block.delayFactor == factor { block.animations() } }
            let running = duration * (1 - factor)
            let animations = recording.animations(delay: delay + duration * factor, duration: running, curve: timing.curve(duration: running),
                                                  scrubsLinearly: scrubsLinearly)
            added += animations
            world.add(animations)
        }
        world.afterTransition { [self] cancelled in finish(at: cancelled ? .start : .end) }
    }

    public func pauseAnimation() {
        if state == .inactive { startAnimation() }
        paused = true
    }

    /// The share of this animator's duration played: the running transition's media time over it.
    public var fractionComplete: CGFloat {
        get {
            World.shared.read { stage in
                guard stage.context != nil, duration > 0 else { return state == .inactive ? 0 : 1 }
                return min(max(stage.transitionMediaTime / duration, 0), 1)
            }
        }
        set {
            if state == .inactive { pauseAnimation() }
            let fraction = min(max(newValue, 0), 1)
            try? World.shared.mutate { stage in
                guard let context = stage.context, context.duration > 0 else { return }
                try stage.updateInteractiveTransition(fraction * duration / context.duration)
            }
        }
    }

    /// The rest of a held animator over `durationFactor × duration` seconds, with `parameters` (nil:
    /// its own timing), towards the end or, when `isReversed`, back to the start.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        let timing: CompletionTiming = switch parameters {
        case let cubic as UICubicTimingParameters: .curve(cubic.timing)
        case let spring as UISpringTimingParameters: spring.completionTiming ?? .resume
        default: .resume
        }
        resume(timing, length: max(durationFactor, 0) * duration)
    }

    private func resume(_ timing: CompletionTiming, length: Double) {
        paused = false
        let reversed = isReversed
        try? World.shared.mutate { stage in
            if reversed {
                try stage.cancelInteractiveTransition(timing: timing, length: length)
            } else {
                try stage.finishInteractiveTransition(timing: timing, length: length)
            }
        }
    }

    /// "Stops the animations at their current values": each view keeps what it shows, its animation
    /// removed. Without finishing, the animator is done (`.inactive`) and its completions never run;
    /// otherwise it waits, `.stopped`, for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        World.shared.mutate { stage in
            for animation in added {
                let shown = stage.presentedValue(of: animation.target, animation.property)
                stage.removeAnimation(of: animation.target, animation.property)
                stage.setValue(shown, for: animation.property, of: animation.target)
            }
        }
        if withoutFinishing {
            added = []
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their end values (`.end`), start values (`.start`) or
    /// keep where they stopped (`.current`), and the completions run with that position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .stopped {
            let stopped = added
            added = []
            World.shared.mutate { stage in
                for animation in stopped {
                    switch finalPosition {
                    case .end: stage.setValue(animation.to, for: animation.property, of: animation.target)
                    case .start: stage.setValue(animation.from, for: animation.property, of: animation.target)
                    case .current: break
                    }
                }
            }
        }
        finish(at: finalPosition)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        guard state != .inactive || !completions.isEmpty else { return }
        state = .inactive
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}

// MARK: - Core Animation

public struct CAMediaTimingFunctionName: Hashable {
    let timing: TimingCurve
    public static let linear = CAMediaTimingFunctionName(timing: .linear)
    public static let easeIn = CAMediaTimingFunctionName(timing: .easeIn)
    public static let easeOut = CAMediaTimingFunctionName(timing: .easeOut)
    public static let easeInEaseOut = CAMediaTimingFunctionName(timing: .easeInOut)
    public static let `default` = CAMediaTimingFunctionName(timing: .default)
}

public final class CAMediaTimingFunction: NSObject {
    let timing: TimingCurve
    public init(name: CAMediaTimingFunctionName) { timing = name.timing }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        timing = TimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }
}

/// `CALayerCornerCurve`: `.circular` (the default) or `.continuous`.
public struct CALayerCornerCurve: Hashable {
    let name: String
    public static let circular = CALayerCornerCurve(name: "circular")
    public static let continuous = CALayerCornerCurve(name: "continuous")
}

public struct CAMediaTimingFillMode: Hashable {
    let mode: FillMode
    public static let removed = CAMediaTimingFillMode(mode: .removed)
    public static let forwards = CAMediaTimingFillMode(mode: .forwards)
    public static let backwards = CAMediaTimingFillMode(mode: .backwards)
    public static let both = CAMediaTimingFillMode(mode: .both)
}

public struct CAAnimationCalculationMode: Hashable {
    let name: String
    public static let linear = CAAnimationCalculationMode(name: "linear")
    public static let discrete = CAAnimationCalculationMode(name: "discrete")
    public static let paced = CAAnimationCalculationMode(name: "paced")
    public static let cubic = CAAnimationCalculationMode(name: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(name: "cubicPaced")

    /// The core's calculation, or nil for the modes it does not model.
    var calculation: KeyframeCalculation? {
        switch name {
        case "linear": .linear
        case "cubic": .cubic
        default: nil
        }
    }
}

public protocol CAAnimationDelegate: AnyObject {}

/// The stage time, which is Core Animation's media time here.
public func CACurrentMediaTime() -> CFTimeInterval { World.shared.read { $0.time } }
public typealias CFTimeInterval = Double

open class CAAnimation: NSObject {
    public var duration: CFTimeInterval = 0
    public var beginTime: CFTimeInterval = 0
    public var timingFunction: CAMediaTimingFunction?
    public var fillMode: CAMediaTimingFillMode = .removed
    public var isRemovedOnCompletion = true
    public weak var delegate: CAAnimationDelegate?
    public override init() {}

    /// The core animation of this one on `node`, or nil for a key path the core does not model.
    func coreAnimation(on node: NodeID) -> Animation? { nil }

    /// Core Animation's defaults: 0.25 s when unset, linear pacing without a timing function, and
    /// a begin time in media time (0: now).
    var timingParts: (delay: Double, duration: Double, curve: AnimationCurve, kind: AnimationKind) {
        let now = CACurrentMediaTime()
        let delay = beginTime > 0 ? beginTime - now : 0
        return (delay, duration > 0 ? duration : 0.25, .timing(timingFunction?.timing ?? .linear),
                .layer(fillMode: fillMode.mode, isRemovedOnCompletion: isRemovedOnCompletion))
    }
}

open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    public init(keyPath path: String?) { keyPath = path }

    var property: Property? {
        switch keyPath {
        case "transform": .layerTransform
        case "opacity": .alpha
        case "cornerRadius": .cornerRadius
        case "shadowOpacity": .shadowOpacity
        case "shadowRadius": .shadowRadius
        case "shadowOffset": .shadowOffset
        case "shadowColor": .shadowColor
        case "shadowPath": .shadowPath
        default: nil
        }
    }

    static func value(_ any: Any?, for property: Property) -> AnimatableValue? {
        switch any {
        case let value as NSValue: return value.value
        case let number as NSNumber: return .scalar(number.double)
        case let number as Double: return .scalar(number)
        case let number as Float: return .scalar(Double(number))
        case let number as Int: return .scalar(Double(number))
        case let transform as CATransform3D: return .transform3D(transform.core)
        case let color as CGColor: return .color(color.core)
        case let path as CGPath: return .path(path.roundedRect)
        default: return nil
        }
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    var curveOverride: AnimationCurve? { nil }

    override func coreAnimation(on node: NodeID) -> Animation? {
        guard let property, var from = Self.value(fromValue, for: property), let to = Self.value(toValue, for: property) else { return nil }
        if let fromPath = fromValue as? CGPath, let toPath = toValue as? CGPath, fromPath.structure != toPath.structure {
            from = to  // undefined between two structures (see `CGPath`): a jump to the end
        }
        let parts = timingParts
        return Animation(node, property, from: from, to: to, delay: parts.delay, duration: parts.duration,
                         curve: curveOverride ?? parts.curve, kind: parts.kind)
    }
}

/// `CASpringAnimation`: mass, stiffness, damping and initial velocity are the core's `Spring`
/// (per unit mass); it runs for `duration`, ignoring the timing function, as Core Animation does.
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var settlingDuration: CFTimeInterval {
        Spring(stiffness: stiffness / mass, damping: damping / mass, initialVelocity: initialVelocity).settlingTime()
    }
    override var curveOverride: AnimationCurve? {
        .spring(Spring(stiffness: stiffness / mass, damping: damping / mass, initialVelocity: initialVelocity))
    }
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var calculationMode: CAAnimationCalculationMode = .linear

    override func coreAnimation(on node: NodeID) -> Animation? {
        guard let property, let values, let keyTimes, values.count == keyTimes.count, values.count >= 2,
              let calculation = calculationMode.calculation else { return nil }
        var keyframes: [Keyframe] = []
        for (value, time) in zip(values, keyTimes) {
            guard let v = Self.value(value, for: property) else { return nil }
            keyframes.append(Keyframe(time: time.double, value: v))
        }
        let parts = timingParts
        return Animation(node, property, keyframes: keyframes, delay: parts.delay, duration: parts.duration,
                         curve: parts.curve, kind: parts.kind, calculation: calculation)
    }
}

extension NSNumber: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public convenience init(floatLiteral value: Double) { self.init(value: value) }
    public convenience init(integerLiteral value: Int) { self.init(value: Double(value)) }
}

/// `CATransaction`: a completion block set inside begin/commit runs when the animations added
/// in it have finished, which for a transition's animations is when its timeline ends.
public final class CATransaction {
    public class func begin() { World.shared.transactionDepth += 1 }
    public class func setCompletionBlock(_ block: (() -> Void)?) { World.shared.pendingTransactionCompletion = block }
    public class func setAnimationDuration(_ duration: CFTimeInterval) {}
    /// Implicit animations are not modelled: every change the core animates is explicit.
    public class func setDisableActions(_ flag: Bool) {}
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public class func commit() {
        let world = World.shared
        world.transactionDepth -= 1
        guard world.transactionDepth == 0, let block = world.pendingTransactionCompletion else { return }
        world.pendingTransactionCompletion = nil
        world.afterTransition { _ in block() }
    }
}
