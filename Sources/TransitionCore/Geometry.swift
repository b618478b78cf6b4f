import Foundation

/// A position in points, as `CGPoint`: the core speaks UIKit's units so traces read like UIKit code.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points, growing to the right.
    public var x: Double
    /// Vertical position in points, growing downwards (UIKit's flipped coordinates).
    public var y: Double

    /// Makes a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, the usual starting place for frames in a container.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` with up to three decimals, as traces print it.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and height in points, as `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Makes a size from its dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, used where UIKit returns `CGSize.zero`.
    public static let zero = Size(width: 0, height: 0)

    /// `w×h`, as traces print it.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// An axis-aligned rectangle, as `CGRect`: frames, bounds and the transition context's
/// initial and final frames are all rectangles.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Top-left corner.
    public var origin: Point
    /// Extent from the origin.
    public var size: Size

    /// Makes a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Makes a rectangle from its four numbers, the way `CGRect(x:y:width:height:)` reads.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// `CGRect.zero`: what UIKit's transition context answers for a frame it does not know.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Width, as `CGRect.width`.
    public var width: Double { size.width }
    /// Height, as `CGRect.height`.
    public var height: Double { size.height }
    /// Smallest x, as `CGRect.minX`.
    public var minX: Double { origin.x }
    /// Smallest y, as `CGRect.minY`.
    public var minY: Double { origin.y }
    /// Largest x, as `CGRect.maxX`.
    public var maxX: Double { origin.x + size.width }
    /// Largest y, as `CGRect.maxY`.
    public var maxY: Double { origin.y + size.height }
    /// Centre point: a view's `center` is its frame's centre when its transform is identity.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The same rectangle moved, as `CGRect.offsetBy(dx:dy:)`: animators start a view one
    /// screen away with `finalFrame.offsetBy(dx: 0, dy: finalFrame.height)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether two rectangles share any area, used to tell if a view is still on screen.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// `{x, y, w×h}`, as traces print it.
    public var description: String { "{\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(size)}" }
}

/// Prints a number with at most three decimals and no trailing zeros, so traces are stable
/// and readable (`0.5`, `-120`, `0.333`).
func formatNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }  // also folds -0
    if rounded == rounded.rounded(), let whole = Int(checked: rounded) {
        return String(whole)
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
