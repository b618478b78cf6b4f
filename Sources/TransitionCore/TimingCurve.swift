import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UIView.AnimationOptions.curve…`: it maps the fraction of time elapsed to the fraction of
/// the change shown.
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// First control point.
    public let x1: Double, y1: Double
    /// Second control point.
    public let x2: Double, y2: Double

    /// `cubic(x1, y1, x2, y2)`, as `CAMediaTimingFunction(controlPoints:)`. The x values are
    /// clamped to 0…1 (CoreAnimation does the same) so that time never runs backwards.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// A cubic curve through the given control points (`cubic(x1, y1, x2, y2)` in specs).
    public static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// `kCAMediaTimingFunctionLinear` / `.curveLinear`.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseIn` / `.curveEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `kCAMediaTimingFunctionEaseOut` / `.curveEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut` / `.curveEaseInOut`, UIView's default: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `kCAMediaTimingFunctionDefault`, what a bare `CABasicAnimation` uses: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The curve played backwards: `reversed.value(at: t) == 1 − value(at: 1 − t)`. A reversed
    /// animator (a pop mirroring a push) runs its curve this way.
    public var reversed: TimingCurve {
        TimingCurve(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }

    /// The curve as Core Animation holds it: `CAMediaTimingFunction(controlPoints:)` takes its four
    /// numbers as `Float`, so a layer animation runs with each one rounded to single precision
    /// (0.9 becomes 0.899999976…), a difference of about 1e-8 in what it shows.
    public var singlePrecision: TimingCurve {
        TimingCurve(x1: Double(Float(x1)), y1: Double(Float(y1)), x2: Double(Float(x2)), y2: Double(Float(y2)))
    }

    /// Whether this is the identity map, so callers can skip solving.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The fraction of change shown when `t` of the time has elapsed (`t` clamped to 0…1).
    ///
    /// Solves x(s) = t for the curve parameter s to 1e-7 with Newton's method and falls back to
    /// bisection, then returns y(s): the same algorithm as WebKit's `UnitBezier`, which is what
    /// CoreAnimation's curves are reproduced with in practice.
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if isLinear { return t }
        let s = solveCurveX(t)
        return sampleY(s)
    }

    // Polynomial coefficients of x(s) = ((ax·s + bx)·s + cx)·s, likewise for y.
    @inline(__always) private var cx: Double { 3 * x1 }
    @inline(__always) private var bx: Double { 3 * (x2 - x1) - cx }
    @inline(__always) private var ax: Double { 1 - cx - bx }
    @inline(__always) private var cy: Double { 3 * y1 }
    @inline(__always) private var by: Double { 3 * (y2 - y1) - cy }
    @inline(__always) private var ay: Double { 1 - cy - by }

    @inline(__always) private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inline(__always) private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inline(__always) private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    private func solveCurveX(_ x: Double) -> Double {
        let epsilon = 1e-7
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon, s >= 0, s <= 1 { return s }
            let slope = slopeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        while low < high {
            let value = sampleX(s)
            if abs(value - x) < epsilon { return s }
            if x > value { low = s } else { high = s }
            let next = (low + high) / 2
            if next == s { break }
            s = next
        }
        return s
    }

    /// The spec spelling: a named curve's name, else `cubic(x1, y1, x2, y2)`.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .default: "default"
        default: "cubic(\([x1, y1, x2, y2].map(formatNumber).joined(separator: ", ")))"
        }
    }
}
