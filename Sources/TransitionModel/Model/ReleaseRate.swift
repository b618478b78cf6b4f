import TransitionSource
/// How fast a gesture's progress moves when the finger lifts: the derivative of its `progress`
/// expression along the finger's movement, as a model expression over the recogniser's inputs
/// (`translation.x / width` → `velocity.x / width`, a pinch's `1 - scale` → `-scaleVelocity`).
/// The checker derives it once for a `spring(…, velocity: release)` completion; the interpreter
/// evaluates it and the emitted handler prints it, so neither back end differentiates anything.
public enum ReleaseRate {
    /// Why a progress expression has no rate the recogniser can give.
    public enum Failure: Error, Equatable, Sendable {
        /// It reads an input whose rate of change no recogniser reports (a velocity, whose rate
        /// is an acceleration; a pinch's location).
        case unmeasuredRate(ExpressionInput)
        /// It is a condition, not a number.
        case condition
    }

    /// The progress per second at release of `progress`, for a gesture of `kind`.
    public static func derive(_ progress: ModelExpression, kind: GestureKind) -> Result<ModelExpression, Failure> {
        do throws(Failure) {
            return .success(try rate(of: progress, kind: kind))
        } catch {
            return .failure(error)
        }
    }

    /// The rate of change of one input while the finger moves: a position's is the finger's
    /// velocity on that axis, a pinch's scale's is its `velocity`, the container's size holds still.
    static func rate(of input: ExpressionInput, kind: GestureKind) throws(Failure) -> ModelExpression {
        switch input {
        case .width, .height: return .constant(0)
        case .translationX: return .input(.velocityX)
        case .translationY: return .input(.velocityY)
        case .locationX, .locationY:
            guard kind.locationFollowsVelocity else { throw .unmeasuredRate(input) }
            return .input(input == .locationX ? .velocityX : .velocityY)
        case .scale: return .input(.scaleVelocity)
        case .velocityX, .velocityY, .scaleVelocity, .progress: throw .unmeasuredRate(input)
        }
    }

    private static func rate(of e: ModelExpression, kind: GestureKind) throws(Failure) -> ModelExpression {
        switch e {
        case .constant: return .constant(0)
        case let .input(input): return try rate(of: input, kind: kind)
        case let .negate(inner): return negate(try rate(of: inner, kind: kind))
        case .not: throw .condition
        case let .function(function, arguments): return try rate(of: function, arguments, kind: kind)
        case let .binary(op, a, b):
            switch op {
            case .add: return sum(try rate(of: a, kind: kind), try rate(of: b, kind: kind))
            case .subtract: return sum(try rate(of: a, kind: kind), negate(try rate(of: b, kind: kind)))
            case .multiply:
                // (a·b)' = a'·b + a·b'
                return sum(product(try rate(of: a, kind: kind), b), product(a, try rate(of: b, kind: kind)))
            case .divide:
                // (a/b)' = a'/b − a·b'/b²; with a constant b (the usual `/ width`) simply a'/b.
                let (da, db) = (try rate(of: a, kind: kind), try rate(of: b, kind: kind))
                return sum(quotient(da, b), negate(quotient(product(a, db), product(b, b))))
            case .or, .and, .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual:
                throw .condition
            }
        }
    }

    /// A function's rate is that of the side the finger is on when it lifts, decided then: `abs(u)`
    /// moves at `u'` where `u` is positive and `-u'` where it is negative (0 exactly at the kink),
    /// `min` and `max` at the rate of the argument that is the least (greatest) there, the first
    /// of equal ones. So `abs(translation.y) / (height / 2)`, a viewer pulled either way, hands the
    /// spring `sign(translation.y) · velocity.y / (height / 2)`.
    private static func rate(of function: ExpressionFunction, _ arguments: [ModelExpression], kind: GestureKind) throws(Failure) -> ModelExpression {
        guard let first = arguments.first else { return .constant(0) }
        switch function {
        case .abs:
            let du = try rate(of: first, kind: kind)
            let sign = sum(.binary(.greater, first, .constant(0)), negate(.binary(.less, first, .constant(0))))
            return du == .constant(0) ? du : product(sign, du)
        case .min, .max:
            // Folded from the left, as `ModelExpression.evaluate` takes the least (greatest) of all.
            var chosen = first
            var rate = try rate(of: first, kind: kind)
            for next in arguments.dropFirst() {
                let nextRate = try Self.rate(of: next, kind: kind)
                let keeps: ModelExpression = .binary(function == .min ? .lessEqual : .greaterEqual, chosen, next)
                rate = sum(product(keeps, rate), product(.not(keeps), nextRate))
                chosen = .function(function, [chosen, next])
            }
            return rate
        }
    }

    // Building blocks that drop the zeros and ones differentiation leaves, so the rate reads as
    // a person would write it.

    private static func negate(_ e: ModelExpression) -> ModelExpression {
        if case let .constant(v) = e { return .constant(v == 0 ? 0 : -v) }
        if case let .negate(inner) = e { return inner }
        return .negate(e)
    }

    private static func sum(_ a: ModelExpression, _ b: ModelExpression) -> ModelExpression {
        if a == .constant(0) { return b }
        if b == .constant(0) { return a }
        if case let .negate(inner) = b { return .binary(.subtract, a, inner) }
        return .binary(.add, a, b)
    }

    private static func product(_ a: ModelExpression, _ b: ModelExpression) -> ModelExpression {
        if a == .constant(0) || b == .constant(0) { return .constant(0) }
        if a == .constant(1) { return b }
        if b == .constant(1) { return a }
        if a == .constant(-1) { return negate(b) }
        if b == .constant(-1) { return negate(a) }
        return .binary(.multiply, a, b)
    }

    private static func quotient(_ a: ModelExpression, _ b: ModelExpression) -> ModelExpression {
        if a == .constant(0) { return .constant(0) }
        if b == .constant(1) { return a }
        return .binary(.divide, a, b)
    }

    /// The spring's initial velocity UIKit expects (`UISpringTimingParameters.initialVelocity`,
    /// "normalized to the total distance of the animation"): the progress `rate` over the
    /// distance still to go, `1 − progress` when finishing, `progress` (run backwards, so the
    /// rate's sign flips) when cancelling. When less than `restingDistance` of the transition is
    /// left, the spring starts at rest (0): there is nothing to carry the finger's momentum
    /// through, and dividing by the sliver left would throw it off the screen. The emitted
    /// `springVelocity(rate:progress:finishing:)` (TransitionSupport.swift) is this function.
    public static func relativeVelocity(rate: Double, progress: Double, finishing: Bool) -> Double {
        let distance = finishing ? 1 - progress : progress
        guard distance >= restingDistance, rate.isFinite else { return 0 }
        return (finishing ? rate : -rate) / distance
    }

    /// Below this share of the transition left to play, a release spring starts at rest.
    public static let restingDistance = 0.001
}

extension Gesture {
    /// The spring the rest of the transition follows when the finger lifts at `sample` with the
    /// transition at `progress` (clamped, as given to `update(_:)`), finishing or cancelling; nil
    /// when the completion is a cubic. Its velocity is `ReleaseRate.relativeVelocity` of the
    /// release rate, or the spring's own number.
    public func completionSpring(at sample: GestureSample, progress: Double, finishing: Bool) -> (dampingRatio: Double, initialVelocity: Double)? {
        guard case let .spring(damping, velocity) = completionCurve else { return nil }
        guard let releaseRate else { return (damping, velocity) }
        let rate = releaseRate.evaluate { sample.value($0) }
        return (damping, ReleaseRate.relativeVelocity(rate: rate, progress: progress, finishing: finishing))
    }
}

extension Gesture {
    /// The completion curve as the spec writes it: `spring(damping: 0.8, velocity: release)` when
    /// the velocity is the finger's, else the curve's own spelling.
    public func completionSpelling(_ number: (Double) -> String) -> String {
        guard releaseRate != nil, case let .spring(damping, _) = completionCurve else { return completionCurve.spelling(number) }
        return "spring(damping: \(number(damping)), velocity: release)"
    }
}
