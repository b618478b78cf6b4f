import TransitionSource
/// The steps a transform chain may use: the one owner of their names, signatures and meanings,
/// read by the checker, the language server's completion and hover, and the documentation.
public enum TransformStepKind: String, Sendable, CaseIterable {
    case translate, scale, rotate, rotateX, rotateY, perspective

    /// How the step is written, with its operands named.
    public var signature: String {
        switch self {
        case .translate: "translate(x, y)"
        case .scale: "scale(s) or scale(sx, sy)"
        case .rotate: "rotate(angle)"
        case .rotateX: "rotateX(angle)"
        case .rotateY: "rotateY(angle)"
        case .perspective: "perspective(distance)"
        }
    }

    /// What the step does, and its UIKit form, for hover and completion.
    public var meaning: String {
        switch self {
        case .translate: "move by x, y points (`CGAffineTransform(translationX:y:)`)"
        case .scale: "scale about the centre (`CGAffineTransform(scaleX:y:)`)"
        case .rotate: "rotate clockwise in the screen's plane (`CGAffineTransform(rotationAngle:)`)"
        case .rotateX: "rotate about the horizontal axis through the centre; a positive angle tips the top edge away (`CATransform3DMakeRotation(angle, 1, 0, 0)`)"
        case .rotateY: "rotate about the vertical axis through the centre; a positive angle tips the right edge away (`CATransform3DMakeRotation(angle, 0, 1, 0)`)"
        case .perspective: "look at the result from `distance` points away, so that nearer edges grow (`m34 = -1 / distance`); the last step of a chain"
        }
    }

    /// Steps that leave the screen's plane: a view with one animates `transform3D`.
    public var isThreeDimensional: Bool {
        switch self {
        case .translate, .scale, .rotate: false
        case .rotateX, .rotateY, .perspective: true
        }
    }

    /// Steps that turn the view out of the screen's plane, which a perspective makes visible.
    public var tilts: Bool {
        switch self {
        case .rotateX, .rotateY: true
        case .translate, .scale, .rotate, .perspective: false
        }
    }
}
