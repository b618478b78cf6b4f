import TransitionCore
import TransitionSource

/// `rect(x, y, width, height)`: a rectangle in points whose numbers may read the container's
/// `width` and `height`.
public struct RectExpression: Sendable, Hashable {
    public var x: ModelExpression
    public var y: ModelExpression
    public var width: ModelExpression
    public var height: ModelExpression

    public init(x: ModelExpression, y: ModelExpression, width: ModelExpression, height: ModelExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle for a container of `size`.
    public func evaluate(in size: Size) -> Rect {
        let read = ModelExpression.containerReader(size)
        return Rect(x: x.evaluate(read), y: y.evaluate(read), width: width.evaluate(read), height: height.evaluate(read))
    }
}

extension ModelExpression {
    /// Supplies `width` and `height` from a container's size (other inputs read 0).
    public static func containerReader(_ size: Size) -> (ExpressionInput) -> Double {
        { input in
            switch input {
            case .width: size.width
            case .height: size.height
            case .translationX, .translationY, .velocityX, .velocityY, .locationX, .locationY, .scale, .scaleVelocity, .progress: 0
            }
        }
    }
}

/// Where `transc run`, `transc test`, the differential test's driver and the preview place an
/// element: one answer, so they all agree. On a device the app's layout decides; the emitted
/// code reads the element's real frame.
extension Element {
    /// The element's frame in its screen's view, for a container of `size`: its stated frame, or
    /// without one a square a third of the container's width, centred (the stand-in traces had
    /// before elements had geometry).
    public func frame(in size: Size) -> Rect {
        if let frame { return frame.evaluate(in: size) }
        let side = size.width / 3
        return Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    }

    /// The corner radius of its layer, in points, for a container of `size`.
    public func cornerRadius(in size: Size) -> Double {
        cornerRadius.evaluate(ModelExpression.containerReader(size))
    }
}

extension ReferenceScreen {
    /// The reference container as a size, for what the model evaluates against it.
    public static var size: Size { Size(width: width, height: height) }

    /// Every input at a value it can take on the reference screen: its size, a finger at its far
    /// corner, moved across it, flicked at 1000 pt/s, a pinch at twice the scale, the progress
    /// at its end. What the checker evaluates an expression that reads inputs with to find one
    /// that overflows (`ModelExpression.evaluate` of a product of such values is finite unless
    /// the spec's own numbers make it huge).
    public static func standInInputs(_ input: ExpressionInput) -> Double {
        switch input {
        case .width, .translationX, .locationX: width
        case .height, .translationY, .locationY: height
        case .velocityX, .velocityY: 1000
        case .scale: 2
        case .scaleVelocity: 1
        case .progress: 1
        }
    }
}

/// The size of the container that checks and scenarios assume when nothing else is given: an
/// iPhone in portrait, in points.
public enum ReferenceScreen {
    public static let width = 390.0
    public static let height = 844.0
}
