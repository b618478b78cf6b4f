import Foundation

/// A colour as Core Animation stores one in a `CGColor`: red, green, blue and alpha, each 0…1.
/// A layer's `shadowColor` animates component by component, as Core Animation interpolates
/// colours in one colour space.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var alpha: Double

    /// Makes a colour from its components, as `CGColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black: `CALayer.shadowColor`'s default.
    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)

    /// `rgba(r, g, b, a)`, as traces print it.
    public var description: String {
        "rgba(\([red, green, blue, alpha].map(formatNumber).joined(separator: ", ")))"
    }
}

/// A rounded rectangle: the shape of the support file's `roundedShadowPath`, the path a
/// layer's `shadowPath` is given so Core Animation need not find the shadow's shape from the
/// layer's contents every frame. transc's paths are only these, so a path is a value the core
/// can interpolate and a trace can print.
public struct RoundedRect: Hashable, Sendable, CustomStringConvertible {
    /// The rectangle, in the layer's own coordinates (its bounds, usually).
    public var rect: Rect
    /// The radius of every corner.
    public var cornerRadius: Double

    /// Makes a rounded rectangle.
    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// The outline a shadow path of `rect` with corners of `cornerRadius` has: the radius held to
    /// 0…half the shorter side, past which a corner has no room. The generated code draws every
    /// shadow path in one structure (a line and the corner's curve on each side, whatever the
    /// radius), so Core Animation's point-by-point interpolation between two of them is the
    /// outline of the interpolated rectangle and radius: what the core animates (model row A10).
    public static func outline(of rect: Rect, cornerRadius: Double) -> RoundedRect {
        RoundedRect(rect: rect, cornerRadius: max(0, min(cornerRadius, min(rect.width, rect.height) / 2)))
    }

    /// `{x, y, w×h} r`, as traces print it.
    public var description: String { "\(rect) r\(formatNumber(cornerRadius))" }
}
