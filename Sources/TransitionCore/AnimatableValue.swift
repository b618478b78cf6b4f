import Foundation

/// A property of a view or layer that transitions animate. Each has one value kind (see
/// `kind`), and a node stores a model value for each.
public enum Property: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `UIView.alpha` / `CALayer.opacity`.
    case alpha
    /// `UIView.transform` (affine).
    case transform
    /// `CALayer.transform` (3D): what layer animations on masks and element layers change.
    case layerTransform
    /// `UIView.frame`: animating it moves `center` and resizes `bounds`, as in UIKit.
    case frame
    /// `CALayer.cornerRadius`.
    case cornerRadius
    /// `CALayer.shadowOpacity`.
    case shadowOpacity
    /// `CALayer.shadowRadius`.
    case shadowRadius
    /// `CALayer.shadowOffset`, a `CGSize`.
    case shadowOffset
    /// `CALayer.shadowColor`, a `CGColor`.
    case shadowColor
    /// `CALayer.shadowPath`: a rounded rectangle, or none.
    case shadowPath

    /// The kind of value this property holds, for validating animations.
    public var kind: AnimatableValue.Kind {
        switch self {
        case .alpha, .cornerRadius, .shadowOpacity, .shadowRadius: .scalar
        case .transform: .affine
        case .layerTransform: .transform3D
        case .frame: .rect
        case .shadowOffset: .size
        case .shadowColor: .color
        case .shadowPath: .path
        }
    }

    /// The unit of a scalar, as a text trace titles its column: lengths are in points; a ratio
    /// has none.
    public var unit: String? {
        switch self {
        case .cornerRadius, .shadowRadius: "pt"
        case .alpha, .shadowOpacity, .transform, .layerTransform, .frame, .shadowOffset, .shadowColor, .shadowPath: nil
        }
    }

    /// The name a trace gives the channel: a view's transform and its layer's are one value in
    /// UIKit, so both are `transform`.
    public var traceName: String {
        switch self {
        case .transform, .layerTransform: "transform"
        case .alpha, .frame, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: description
        }
    }

    /// UIKit's spelling (`alpha`, `transform`, `layer.transform`, `frame`, `cornerRadius`).
    public var description: String {
        switch self {
        case .alpha: "alpha"
        case .transform: "transform"
        case .layerTransform: "layer.transform"
        case .frame: "frame"
        case .cornerRadius: "cornerRadius"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowColor: "shadowColor"
        case .shadowPath: "shadowPath"
        }
    }
}

/// A value an animation moves between: one enum so that one animation list, one sample buffer
/// and one trace format serve every property.
public enum AnimatableValue: Hashable, Sendable, CustomStringConvertible {
    /// Alpha, corner radius.
    case scalar(Double)
    /// A view transform.
    case affine(Transform2D)
    /// A layer transform.
    case transform3D(Transform3D)
    /// A frame.
    case rect(Rect)
    /// A shadow's offset.
    case size(Size)
    /// A shadow's colour.
    case color(Color)
    /// A shadow's path: a rounded rectangle, or nil for none (the layer's contents shape it).
    case path(RoundedRect?)

    /// The kinds of value, for checking that an animation's ends match its property, and how a
    /// trace stores each (its raw value names the kind in `transc run --format json`).
    public enum Kind: String, Hashable, Sendable {
        /// `Double`: alpha or corner radius, one number.
        case scalar
        /// `Transform2D`, `UIView.transform`: a, b, c, d, tx, ty.
        case affine
        /// `Transform3D`, `CALayer.transform`: 16 numbers, row-major (m11 … m44).
        case transform3D
        /// `Rect`, a frame: x, y, width, height.
        case rect
        /// `Size`, a shadow's offset: width, height.
        case size
        /// `Color`, a shadow's colour: red, green, blue, alpha.
        case color
        /// `RoundedRect?`, a shadow's path: x, y, width, height, corner radius (all 0 for none).
        case path

        /// Numbers per value, in the order above.
        public var width: Int {
            switch self {
            case .scalar: 1
            case .affine: 6
            case .transform3D: 16
            case .rect: 4
            case .size: 2
            case .color: 4
            case .path: 5
            }
        }
    }

    /// Which kind this value is.
    public var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .affine: .affine
        case .transform3D: .transform3D
        case .rect: .rect
        case .size: .size
        case .color: .color
        case .path: .path
        }
    }

    /// The number inside a `.scalar`, else nil: the common case in expectations.
    public var scalar: Double? {
        if case let .scalar(value) = self { value } else { nil }
    }

    /// The transform inside an `.affine`, else nil.
    public var affine: Transform2D? {
        if case let .affine(value) = self { value } else { nil }
    }

    /// The transform inside a `.transform3D`, else nil.
    public var transform3D: Transform3D? {
        if case let .transform3D(value) = self { value } else { nil }
    }

    /// The size inside a `.size`, else nil.
    public var size: Size? {
        if case let .size(value) = self { value } else { nil }
    }

    /// The rectangle inside a `.rect`, else nil.
    public var rect: Rect? {
        if case let .rect(value) = self { value } else { nil }
    }

    /// The value shown at `fraction` of the way to `target` (fraction may leave 0…1 for springs).
    /// Numbers and rectangles interpolate linearly; transforms by decomposition (see
    /// `Transform2D.interpolated` and `Transform3D.interpolated`). Mismatched kinds jump
    /// to `target` at the end.
    public func interpolated(to target: AnimatableValue, fraction: Double) -> AnimatableValue {
        Interpolation(self, target).value(fraction)
    }

    /// The value as traces print it.
    public var description: String {
        switch self {
        case let .scalar(value): formatNumber(value)
        case let .affine(value): value.description
        case let .transform3D(value): value.description
        case let .rect(value): value.description
        case let .size(value): value.description
        case let .color(value): value.description
        case let .path(value): value?.description ?? "none"
        }
    }
}
