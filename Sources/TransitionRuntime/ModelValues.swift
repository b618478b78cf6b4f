import TransitionCore
import TransitionLanguage

/// Turns the checked model's values, curves and windows into the core's, for one container size.
struct ModelValues {
    let width: Double
    let height: Double

    func number(_ expression: ModelExpression) -> Double {
        expression.evaluate { input in
            switch input {
            case .width: width
            case .height: height
            default: 0
            }
        }
    }

    /// Steps apply to the view's points left to right, as `CATransform3DConcat(a, b)` and
    /// `a.concatenating(b)` do: `translate(0, -10) scale(150)` moves, then scales the moved points
    /// (seed 000's mask), while `scale(0.6) translate(270, 0)` scales, then moves by 270 pt
    /// (seed 001's `CGAffineTransformScale(translation, 0.6, 0.6)`). The emitter writes the same
    /// chain with `concatenating`.
    func transform(_ steps: [TransformStep]) -> Transform2D {
        var result = Transform2D.identity
        for step in steps {
            switch step {
            case let .translate(x, y): result = result.concatenating(Transform2D(translationX: number(x), y: number(y)))
            case let .scale(x, y): result = result.concatenating(Transform2D(scaleX: number(x), y: number(y)))
            case let .rotate(angle): result = result.concatenating(Transform2D(rotationAngle: number(angle)))
            }
        }
        return result
    }

    /// `final.offset(0, height)`: the context frame named by the value, moved.
    func frame(_ value: FrameValue, initial: Rect, final: Rect) -> Rect {
        (value.base == .initial ? initial : final).offsetBy(dx: number(value.dx), dy: number(value.dy))
    }

    /// A track's end value for `property`, in the core's kinds: layer targets take a
    /// `CATransform3D`, views a `CGAffineTransform`.
    func value(_ value: AnimatedValue, isLayer: Bool, initial: Rect, final: Rect) -> AnimatableValue {
        switch value {
        case let .scalar(expression): .scalar(number(expression))
        case let .transform(steps): isLayer ? .transform3D(Transform3D(transform(steps))) : .affine(transform(steps))
        case let .frame(frameValue): .rect(frame(frameValue, initial: initial, final: final))
        }
    }

    static func property(_ property: AnimatedProperty, isLayer: Bool) -> Property {
        switch property {
        case .alpha: .alpha
        case .transform: isLayer ? .layerTransform : .transform
        case .frame: .frame
        case .cornerRadius: .cornerRadius
        }
    }

    /// The Bézier a percent-driven completion runs along (the checker allows no spring there).
    static func timingCurve(_ curve: Curve) -> TimingCurve { curve.timingCurve ?? .easeInOut }
}
