import TransitionCore
import TransitionModel
import TransitionSource

/// Turns the checked model's values, curves and windows into the core's, for one container size.
struct ModelValues {
    let width: Double
    let height: Double

    func number(_ expression: ModelExpression) -> Double {
        expression.evaluate(ModelExpression.containerReader(Size(width: width, height: height)))
    }

    /// Steps apply to the view's points left to right, as `CATransform3DConcat(a, b)` and
    /// `a.concatenating(b)` do: `translate(0, -10) scale(150)` moves, then scales the moved points
    /// (seed 000's mask), while `scale(0.6) translate(270, 0)` scales, then moves by 270 pt
    /// (seed 001's `CGAffineTransformScale(translation, 0.6, 0.6)`). The emitter writes the same
    /// chain with `concatenating`. A chain that leaves the screen's plane is a `Transform3D`
    /// (`transform3D(_:)`); the checker gives it to no affine property.
    func transform(_ steps: [TransformStep]) -> Transform2D {
        var result = Transform2D.identity
        for step in steps {
            switch step {
            case let .translate(x, y): result = result.concatenating(Transform2D(translationX: number(x), y: number(y)))
            case let .scale(x, y): result = result.concatenating(Transform2D(scaleX: number(x), y: number(y)))
            case let .rotate(angle): result = result.concatenating(Transform2D(rotationAngle: number(angle)))
            case .rotateX, .rotateY, .perspective: break
            }
        }
        return result
    }

    /// The chain as a layer transform, steps concatenated left to right (`CATransform3DConcat`);
    /// a perspective is the identity with `m34 = -1 / distance`.
    func transform3D(_ steps: [TransformStep]) -> Transform3D {
        var result = Transform3D.identity
        for step in steps {
            let next: Transform3D = switch step {
            case let .translate(x, y): Transform3D(translationX: number(x), y: number(y))
            case let .scale(x, y): Transform3D(scaleX: number(x), y: number(y))
            case let .rotate(angle): Transform3D(rotationAngle: number(angle))
            case let .rotateX(angle): Transform3D(rotationAngle: number(angle), x: 1, y: 0, z: 0)
            case let .rotateY(angle): Transform3D(rotationAngle: number(angle), x: 0, y: 1, z: 0)
            case let .perspective(distance): Transform3D(perspectiveDistance: number(distance))
            }
            result = result.concatenating(next)
        }
        return result
    }

    /// `final.offset(0, height)`: the context frame named by the value, or the element frame
    /// measured as the transition started, moved.
    func frame(_ value: FrameValue, initial: Rect, final: Rect, measured: [Measurement: AnimatableValue]) -> Rect {
        let base: Rect
        switch value.base {
        case .initial: base = initial
        case .final: base = final
        case let .element(reference):
            guard case let .rect(frame)? = measured[Measurement(element: reference, quantity: .frame)] else { return .zero }
            base = frame
        }
        return base.offsetBy(dx: number(value.dx), dy: number(value.dy))
    }

    /// A track's end value for `property`, in the core's kinds: transforms in 3D (a layer's, or
    /// a view's that the plan animates as `transform3D`) take a `CATransform3D`, other view
    /// transforms a `CGAffineTransform`. `measured` holds what the transition read from elements
    /// as it started.
    /// `current` is the target's bounds and corner radius now: what a shadow's path holds where
    /// neither its frame nor its corner radius animates.
    func value(_ value: AnimatedValue, in3D: Bool, initial: Rect, final: Rect, measured: [Measurement: AnimatableValue],
               current: RoundedRect = RoundedRect(rect: .zero, cornerRadius: 0)) -> AnimatableValue {
        switch value {
        case let .scalar(expression): .scalar(number(expression))
        case let .transform(steps): in3D ? .transform3D(transform3D(steps)) : .affine(transform(steps))
        case let .frame(frameValue): .rect(frame(frameValue, initial: initial, final: final, measured: measured))
        case let .cornerRadius(of: reference): measured[Measurement(element: reference, quantity: .cornerRadius)] ?? .scalar(0)
        case let .size(width, height): .size(Size(width: number(width), height: number(height)))
        case let .color(color): .color(color.components)
        case let .roundedBounds(size, radius):
            .path(roundedBounds(size: size, cornerRadius: radius, initial: initial, final: final, measured: measured, current: current))
        }
    }

    /// The support file's `roundedShadowPath(bounds, cornerRadius: r)`: bounds at the origin, the size of the
    /// frame value (or the current bounds), the radius value (or the current radius).
    private func roundedBounds(size: FrameValue?, cornerRadius: AnimatedValue?, initial: Rect, final: Rect,
                               measured: [Measurement: AnimatableValue], current: RoundedRect) -> RoundedRect {
        let rect = size.map { Rect(origin: .zero, size: frame($0, initial: initial, final: final, measured: measured).size) } ?? current.rect
        let radius = cornerRadius.flatMap { value($0, in3D: false, initial: initial, final: final, measured: measured).scalar } ?? current.cornerRadius
        return RoundedRect.outline(of: rect, cornerRadius: radius)
    }

    /// The core's property: a transform in 3D is the layer's transform, which for a view is what
    /// `UIView.transform3D` sets.
    static func property(_ property: AnimatedProperty, in3D: Bool) -> Property {
        switch property {
        case .alpha: .alpha
        case .transform: in3D ? .layerTransform : .transform
        case .frame: .frame
        case .cornerRadius: .cornerRadius
        case .shadowOpacity: .shadowOpacity
        case .shadowRadius: .shadowRadius
        case .shadowOffset: .shadowOffset
        case .shadowColor: .shadowColor
        case .shadowPath: .shadowPath
        }
    }

    /// The Bézier a percent-driven completion runs along (the checker allows no spring there).
    static func timingCurve(_ curve: Curve) -> TimingCurve { curve.timingCurve ?? .easeInOut }
}
