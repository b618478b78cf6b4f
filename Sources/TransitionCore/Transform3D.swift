import Foundation

/// A 4×4 layer transform with `CATransform3D`'s layout and semantics: `CALayer.transform`, the
/// value a `CABasicAnimation(keyPath: "transform")` animates (masks and element layers).
///
/// Points are row vectors (`p' = p·M`), translation lives in the fourth row, and
/// `a.concatenating(b)` equals `CATransform3DConcat(a, b)`: apply `a`, then `b`.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// First row: `m11 m12 m13 m14`.
    public var row1: SIMD4<Double>
    /// Second row: `m21 m22 m23 m24`.
    public var row2: SIMD4<Double>
    /// Third row: `m31 m32 m33 m34` (`m34 = -1/distance` gives perspective).
    public var row3: SIMD4<Double>
    /// Fourth row: `m41 m42 m43 m44`, the translation.
    public var row4: SIMD4<Double>

    /// Makes a transform from its rows.
    public init(row1: SIMD4<Double>, row2: SIMD4<Double>, row3: SIMD4<Double>, row4: SIMD4<Double>) {
        (self.row1, self.row2, self.row3, self.row4) = (row1, row2, row3, row4)
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(
        row1: [1, 0, 0, 0], row2: [0, 1, 0, 0], row3: [0, 0, 1, 0], row4: [0, 0, 0, 1])

    /// `CATransform3DMakeTranslation(x, y, z)`.
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        row4 = [x, y, z, 1]
    }

    /// `CATransform3DMakeScale(x, y, z)`.
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self.init(row1: [x, 0, 0, 0], row2: [0, y, 0, 0], row3: [0, 0, z, 0], row4: [0, 0, 0, 1])
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`; about the z axis it matches
    /// `Transform2D(rotationAngle:)`. A zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        self.init(
            row1: [t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0],
            row2: [t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0],
            row3: [t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0],
            row4: [0, 0, 0, 1])
    }

    /// A perspective seen from `distance` points in front of the layer's plane: the identity with
    /// `m34 = -1 / distance`, what UIKit code writes as `transform.m34 = -1.0 / distance`. Applied
    /// after a rotation about x or y (`rotation.concatenating(perspective)`), nearer points grow.
    /// A distance that is not positive gives the identity (no perspective).
    public init(perspectiveDistance distance: Double) {
        self = .identity
        if distance > 0, distance.isFinite { row3.w = -1 / distance }
    }

    /// `CATransform3DMakeTransform2D`: a view's transform seen as its layer's transform.
    public init(_ affine: Transform2D) {
        self.init(
            row1: [affine.a, affine.b, 0, 0], row2: [affine.c, affine.d, 0, 0],
            row3: [0, 0, 1, 0], row4: [affine.tx, affine.ty, 0, 1])
    }

    /// Entry at 1-based `row` and `column`, so `t[3, 4]` reads as `m34`.
    public subscript(row: Int, column: Int) -> Double {
        get { rowVector(row)[column - 1] }
        set {
            switch row {
            case 1: row1[column - 1] = newValue
            case 2: row2[column - 1] = newValue
            case 3: row3[column - 1] = newValue
            default: row4[column - 1] = newValue
            }
        }
    }

    private func rowVector(_ row: Int) -> SIMD4<Double> {
        switch row {
        case 1: row1
        case 2: row2
        case 3: row3
        default: row4
        }
    }

    /// Whether this is `CATransform3DIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// The affine part when the transform is flat (`CATransform3DIsAffine`), else nil.
    public var affine: Transform2D? {
        guard row1.z == 0, row1.w == 0, row2.z == 0, row2.w == 0,
            row3 == [0, 0, 1, 0], row4.z == 0, row4.w == 1
        else { return nil }
        return Transform2D(a: row1.x, b: row1.y, c: row2.x, d: row2.y, tx: row4.x, ty: row4.y)
    }

    /// `CATransform3DConcat(self, other)`: apply `self`, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        func times(_ r: SIMD4<Double>) -> SIMD4<Double> {
            r.x * other.row1 + r.y * other.row2 + r.z * other.row3 + r.w * other.row4
        }
        return Transform3D(row1: times(row1), row2: times(row2), row3: times(row3), row4: times(row4))
    }

    /// `CATransform3DTranslate(self, x, y, z)`: translate first, then `self`.
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, x, y, z)`: scale first, then `self`.
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: rotate first, then `self`.
    public func rotated(by angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse (`CATransform3DInvert`), or nil when the matrix is singular, e.g. a zero scale.
    public func inverted() -> Transform3D? {
        var m = [row1, row2, row3, row4].map { [$0.x, $0.y, $0.z, $0.w] }
        var inv: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1.0 : 0.0 } }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }),
                m[pivot][col] != 0, m[pivot][col].isFinite
            else { return nil }
            m.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let scale = m[col][col]
            for k in 0..<4 {
                m[col][k] /= scale
                inv[col][k] /= scale
            }
            for r in 0..<4 where r != col {
                let factor = m[r][col]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    m[r][k] -= factor * m[col][k]
                    inv[r][k] -= factor * inv[col][k]
                }
            }
        }
        let rows = inv.map { SIMD4<Double>($0[0], $0[1], $0[2], $0[3]) }
        return Transform3D(row1: rows[0], row2: rows[1], row3: rows[2], row4: rows[3])
    }

    /// The value an animation from `self` to `target` shows at `fraction`.
    ///
    /// Model (Apple does not publish how Core Animation interpolates a `CATransform3D`; this is
    /// the decomposition of CSS Transforms Level 2, §"Interpolation of 3D matrices", which
    /// follows Graphics Gems II's `unmatrix`): when neither end flattens an axis to zero, both
    /// are decomposed into a perspective applied last (`m14 m24 m34 m44`), translation, scale,
    /// skew and a rotation quaternion; the perspective, translation, scale and skew interpolate
    /// linearly and the rotation by spherical interpolation, then recompose. Otherwise (a zero
    /// scale) the 16 entries interpolate linearly, which is exact for scale-to-zero and
    /// translation-only animations.
    public func interpolated(to target: Transform3D, fraction: Double) -> Transform3D {
        if let a = Decomposition3D(self), let b = Decomposition3D(target) {
            return Decomposition3D.interpolate(a, b, fraction).recomposed
        }
        return componentwise(to: target, fraction: fraction)
    }

    /// Entry-by-entry linear interpolation, the fallback of `interpolated(to:fraction:)`.
    func componentwise(to target: Transform3D, fraction: Double) -> Transform3D {
        Transform3D(
            row1: row1 + (target.row1 - row1) * fraction,
            row2: row2 + (target.row2 - row2) * fraction,
            row3: row3 + (target.row3 - row3) * fraction,
            row4: row4 + (target.row4 - row4) * fraction)
    }

    /// The four rows with up to three decimals.
    public var description: String {
        "[" + [row1, row2, row3, row4].map { r in
            [r.x, r.y, r.z, r.w].map(formatNumber).joined(separator: " ")
        }.joined(separator: "; ") + "]"
    }
}

/// What a layer transform does, read back the way Core Animation's key paths name it
/// (`transform.translation.x`, `transform.scale.x`, `transform.rotation.y`): the parts of its
/// decomposition (see `Transform3D.interpolated`).
public struct Transform3DParts: Hashable, Sendable {
    /// Translation in points (`m41 m42 m43` once the perspective is divided out).
    public var translation: SIMD3<Double>
    /// Scale along each axis.
    public var scale: SIMD3<Double>
    /// Rotation in radians about x, then y, then z (the order a chain `rotateX(a) rotateY(b)
    /// rotate(c)` applies them); about z it is the 2D `atan2(b, a)`. The y angle lies in
    /// -π/2…π/2, as any Euler reading of a rotation must choose.
    public var rotation: SIMD3<Double>
    /// The perspective distance `-1 / m34` of the perspective applied last, or nil for none.
    public var perspectiveDistance: Double?
}

extension Transform3D {
    /// The transform's parts, or nil when it flattens an axis to zero (a zero scale) or is not
    /// a projective transform of the plane (`m44` zero).
    public var parts: Transform3DParts? {
        guard let d = Decomposition3D(self) else { return nil }
        let (r0, r1, r2) = Decomposition3D.rotationRows(d.quaternion)
        let y = asin(min(1, max(-1, -r0.z)))
        let rotation = SIMD3(atan2(r1.z, r2.z), y, atan2(r0.y, r0.x))
        let m34 = d.perspective.z / d.perspective.w
        return Transform3DParts(
            translation: d.translation, scale: d.scale, rotation: rotation,
            perspectiveDistance: m34 < 0 ? -1 / m34 : nil)
    }
}

/// A layer transform split into a perspective applied last, translation, scale, skew and
/// rotation (unit quaternion). Internal: the interpreter sees only `Transform3D.interpolated`
/// and `Transform3D.parts`.
struct Decomposition3D: Sendable {
    /// The fourth column `m14 m24 m34 m44` of the perspective applied after the rest: (0, 0, 0, 1)
    /// for none, (0, 0, -1/d, 1) for `m34 = -1/d`.
    var perspective: SIMD4<Double>
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// Shears xy, xz, yz, as factors.
    var skew: SIMD3<Double>
    /// Rotation quaternion (x, y, z, w).
    var quaternion: SIMD4<Double>

    init?(_ m: Transform3D) {
        var t = m
        // M = A · P, with A affine (fourth column 0 0 0 1) and P the identity whose fourth
        // column is the perspective p: then M's fourth column is A · p, so p = A⁻¹ · column.
        // (CSS divides M by m44 first, which is the same projection but reads a perspective
        // after a move in depth as a smaller scale; transc keeps A as the chain wrote it.)
        let column = SIMD4(t.row1.w, t.row2.w, t.row3.w, t.row4.w)
        if column == SIMD4(0, 0, 0, 1) {
            perspective = column
        } else {
            t.row1.w = 0
            t.row2.w = 0
            t.row3.w = 0
            t.row4.w = 1
            guard let inverse = t.inverted() else { return nil }
            perspective = SIMD4(
                (inverse.row1 * column).sum(), (inverse.row2 * column).sum(),
                (inverse.row3 * column).sum(), (inverse.row4 * column).sum())
        }
        translation = SIMD3(t.row4.x, t.row4.y, t.row4.z)
        var r0 = SIMD3(t.row1.x, t.row1.y, t.row1.z)
        var r1 = SIMD3(t.row2.x, t.row2.y, t.row2.z)
        var r2 = SIMD3(t.row3.x, t.row3.y, t.row3.z)
        let tiny = 1e-12
        var s = SIMD3<Double>(length(r0), 0, 0)
        guard s.x > tiny else { return nil }
        r0 /= s.x
        var k = SIMD3<Double>(dot(r0, r1), 0, 0)
        r1 -= k.x * r0
        s.y = length(r1)
        guard s.y > tiny else { return nil }
        r1 /= s.y
        k.x /= s.y
        k.y = dot(r0, r2)
        r2 -= k.y * r0
        k.z = dot(r1, r2)
        r2 -= k.z * r1
        s.z = length(r2)
        guard s.z > tiny else { return nil }
        r2 /= s.z
        k.y /= s.z
        k.z /= s.z
        if dot(r0, cross(r1, r2)) < 0 {
            s = -s
            r0 = -r0
            r1 = -r1
            r2 = -r2
        }
        scale = s
        skew = k
        quaternion = Decomposition3D.quaternion(r0, r1, r2)
    }

    var recomposed: Transform3D {
        let (r0, r1, r2) = Decomposition3D.rotationRows(quaternion)
        let row1 = scale.x * r0
        let row2 = scale.y * (r1 + skew.x * r0)
        let row3 = scale.z * (r2 + skew.z * r1 + skew.y * r0)
        let affine = Transform3D(
            row1: SIMD4(row1, 0), row2: SIMD4(row2, 0), row3: SIMD4(row3, 0),
            row4: SIMD4(translation, 1))
        guard perspective != SIMD4(0, 0, 0, 1) else { return affine }
        // A · P: the fourth column becomes A · p.
        var result = affine
        let p = perspective
        result.row1.w = (affine.row1 * p).sum()
        result.row2.w = (affine.row2 * p).sum()
        result.row3.w = (affine.row3 * p).sum()
        result.row4.w = (affine.row4 * p).sum()
        return result
    }

    static func interpolate(_ a: Decomposition3D, _ b: Decomposition3D, _ f: Double) -> Decomposition3D {
        var result = a
        result.perspective = a.perspective + (b.perspective - a.perspective) * f
        result.translation = a.translation + (b.translation - a.translation) * f
        result.scale = a.scale + (b.scale - a.scale) * f
        result.skew = a.skew + (b.skew - a.skew) * f
        result.quaternion = slerp(a.quaternion, b.quaternion, f)
        return result
    }

    private static func quaternion(
        _ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>
    ) -> SIMD4<Double> {
        let trace = r0.x + r1.y + r2.z
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return [(r2.y - r1.z) * s, (r0.z - r2.x) * s, (r1.x - r0.y) * s, 0.25 / s]
        } else if r0.x > r1.y && r0.x > r2.z {
            let s = 2 * (1 + r0.x - r1.y - r2.z).squareRoot()
            return [0.25 * s, (r0.y + r1.x) / s, (r0.z + r2.x) / s, (r2.y - r1.z) / s]
        } else if r1.y > r2.z {
            let s = 2 * (1 + r1.y - r0.x - r2.z).squareRoot()
            return [(r0.y + r1.x) / s, 0.25 * s, (r1.z + r2.y) / s, (r0.z - r2.x) / s]
        } else {
            let s = 2 * (1 + r2.z - r0.x - r1.y).squareRoot()
            return [(r0.z + r2.x) / s, (r1.z + r2.y) / s, 0.25 * s, (r1.x - r0.y) / s]
        }
    }

    static func rotationRows(
        _ q: SIMD4<Double>
    ) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)),
            SIMD3(2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)),
            SIMD3(2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)))
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        if cosine > 0.9995 {
            let q = a + (b - a) * f
            return q / ((q * q).sum()).squareRoot()
        }
        let angle = acos(min(cosine, 1))
        let sine = sin(angle)
        return a * (sin((1 - f) * angle) / sine) + b * (sin(f * angle) / sine)
    }
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
