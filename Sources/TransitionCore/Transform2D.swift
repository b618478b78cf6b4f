import Foundation

/// A 2D affine transform with `CGAffineTransform`'s layout and semantics: `UIView.transform`.
///
/// Points are row vectors, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, and
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, exactly as in CoreGraphics. The
/// "…By" helpers (`translatedBy`, `scaledBy`, `rotated`) follow `CGAffineTransformTranslate`
/// and friends: the new operation is applied *before* the receiver.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entries, named as in `CGAffineTransform`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Makes a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `CGAffineTransform.identity`: every view's resting transform.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `CGAffineTransform(scaleX:y:)`. A zero scale is allowed but cannot be inverted, which is
    /// why UIKit code scales to 0.01 instead.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(rotationAngle:)`, radians, positive turns clockwise on screen.
    public init(rotationAngle angle: Double) {
        let (s, k) = (sin(angle), cos(angle))
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// Whether this is the identity, the state every transition is expected to restore.
    public var isIdentity: Bool { self == .identity }

    /// `a·d − b·c`: zero means the transform flattens the view and has no inverse.
    public var determinant: Double { a * d - b * c }

    /// `t1.concatenating(t2)`: apply `self`, then `other` (CoreGraphics' order).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `CGAffineTransformTranslate(self, x, y)`: translate first, then `self`.
    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// `CGAffineTransformScale(self, sx, sy)`: scale first, then `self`.
    public func scaledBy(x sx: Double, y sy: Double) -> Transform2D {
        Transform2D(scaleX: sx, y: sy).concatenating(self)
    }

    /// `CGAffineTransformRotate(self, angle)`: rotate first, then `self`.
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the determinant is zero (CoreGraphics would silently return the
    /// input; the core says so instead, since a scale of exactly 0 is a classic transition bug).
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    /// Where a point lands, as `CGPoint.applying(_:)`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform as translation, rotation, scale and skew, the parts an animation
    /// interpolates (see `interpolated(to:fraction:)`).
    public var decomposed: Decomposition2D { Decomposition2D(self) }

    /// The value an animation from `self` to `target` shows at `fraction` (0 → self, 1 → target).
    ///
    /// Model: both ends are decomposed into translation, rotation, scale and skew; each part
    /// is interpolated linearly (rotation along the shorter arc) and the result is recomposed.
    /// This is how UIKit animates `UIView.transform`, so `identity → scale(0.01)` shrinks
    /// smoothly instead of passing through the component-wise average of two matrices.
    public func interpolated(to target: Transform2D, fraction: Double) -> Transform2D {
        Decomposition2D.interpolate(decomposed, target.decomposed, fraction).recomposed
    }

    /// `[a b c d tx ty]` with up to three decimals.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatNumber).joined(separator: " "))]"
    }
}

/// An affine transform split into the parts that interpolate well: scale, then skew, then
/// rotation, then translation. Kept public so the interpreter can precompute both ends once
/// per animation instead of once per frame.
public struct Decomposition2D: Hashable, Sendable {
    /// Translation, applied last.
    public var translationX: Double, translationY: Double
    /// Rotation in radians, in `(-π, π]`.
    public var rotation: Double
    /// Scale along x (negative for a mirrored transform) and along y.
    public var scaleX: Double, scaleY: Double
    /// Shear of the y axis towards x, as a factor (0 for transforms without skew).
    public var skew: Double

    /// Splits a transform; zero scales decompose with rotation 0 so they still interpolate.
    public init(_ t: Transform2D) {
        translationX = t.tx
        translationY = t.ty
        var sx = (t.a * t.a + t.b * t.b).squareRoot()
        if t.determinant < 0 { sx = -sx }
        let (r0x, r0y) = sx == 0 ? (1.0, 0.0) : (t.a / sx, t.b / sx)
        let skewRaw = r0x * t.c + r0y * t.d
        let (r1x, r1y) = (t.c - skewRaw * r0x, t.d - skewRaw * r0y)
        let sy = (r1x * r1x + r1y * r1y).squareRoot()
        scaleX = sx
        scaleY = sy
        skew = sy == 0 ? 0 : skewRaw / sy
        rotation = atan2(r0y, r0x)
    }

    /// The transform these parts describe.
    public var recomposed: Transform2D {
        let (s, k) = (sin(rotation), cos(rotation))
        return Transform2D(
            a: scaleX * k, b: scaleX * s,
            c: scaleY * (-s + skew * k), d: scaleY * (k + skew * s),
            tx: translationX, ty: translationY)
    }

    /// Linear interpolation of every part, with rotation taking the shorter way round.
    public static func interpolate(
        _ from: Decomposition2D, _ to: Decomposition2D, _ fraction: Double
    ) -> Decomposition2D {
        var delta = to.rotation - from.rotation
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        var result = from
        result.translationX = lerp(from.translationX, to.translationX, fraction)
        result.translationY = lerp(from.translationY, to.translationY, fraction)
        result.rotation = from.rotation + delta * fraction
        result.scaleX = lerp(from.scaleX, to.scaleX, fraction)
        result.scaleY = lerp(from.scaleY, to.scaleY, fraction)
        result.skew = lerp(from.skew, to.skew, fraction)
        return result
    }
}

/// Linear interpolation; `fraction` may leave 0…1 (springs overshoot).
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
    a + (b - a) * fraction
}
