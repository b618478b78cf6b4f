import Foundation

/// How a keyframe animation computes the values between its keyframes: the part of
/// `CAKeyframeAnimation.calculationMode` (and `UIView.KeyframeAnimationOptions`'
/// `.calculationMode…`) the core runs.
///
/// Apple documents `.cubic` as "a Catmull-Rom spline that passes through the keyframes", adjustable
/// by tension, continuity and bias "using the standard Kochanek-Bartels form" (all 0 when not given,
/// `CAKeyframeAnimation.tensionValues`), and `UIView.KeyframeAnimationOptions.calculationModeCubic`
/// as "a default Catmull-Rom spline that passes through the keyframe values. You can't adjust the
/// parameters of this algorithm." Its tangents for unevenly spaced key times and at the two ends are
/// not public; `KeyframeSpline` states the model the core uses.
public enum KeyframeCalculation: Hashable, Sendable {
    /// `.linear`: straight from one keyframe to the next.
    case linear
    /// `.cubic`: a Kochanek–Bartels spline with tension, continuity and bias 0 through the values
    /// at their key times (see `KeyframeSpline`).
    case cubic

    /// How far a path of this mode through keyframes at `times` leaves the value it holds from
    /// key time `piece` to the next, as a fraction of the move to the neighbouring keyframe: 0
    /// for a linear path, `KeyframeSpline.holdSwing` for a cubic one.
    public func holdSwing(times: [Double], piece: Int) -> Double {
        switch self {
        case .linear: 0
        case .cubic: KeyframeSpline.holdSwing(times: times, piece: piece)
        }
    }
}

/// The cubic path through a keyframe animation's values: Hermite pieces between consecutive key
/// times, with tangents (value per unit of paced progress):
///
/// - at a keyframe with a neighbour on each side: (next value − previous value) / (next time −
///   previous time), the Catmull-Rom tangent (Kochanek–Bartels with tension, continuity and bias 0)
///   in its form for uneven key times;
/// - at a keyframe with one neighbour (the first, the last, either side of a jump where two
///   keyframes share a time): the straight line to that neighbour.
///
/// So keyframes on one straight line in time give that line, and two keyframes give the linear
/// path. Numbers and rectangles are splined per component; transforms per component of their
/// decomposition (translation, scale, skew, rotation; a 3D rotation's quaternion is splined per
/// component and normalised), the same parts the linear mode interpolates.
struct KeyframeSpline: Sendable {
    /// The values in the one form they are combined in.
    enum Points: Sendable {
        case scalar([Double])
        case rect([Rect])
        case affine([Decomposition2D])
        case transform3D([Decomposition3D])
        case matrix([Transform3D])
    }

    let times: [Double]
    let points: Points

    /// The spline through `keyframes`, or nil when their values are of different kinds (the path
    /// then stays linear, jumping between kinds).
    init?(_ keyframes: [Keyframe]) {
        times = keyframes.map(\.time)
        let values = keyframes.map(\.value)
        if let numbers = Self.all(values, \.scalar) {
            points = .scalar(numbers)
        } else if let rects = Self.all(values, \.rect) {
            points = .rect(rects)
        } else if let affines = Self.all(values, \.affine) {
            points = .affine(affines.map(\.decomposed))
        } else if let matrices = Self.all(values, \.transform3D) {
            let parts = matrices.compactMap(Decomposition3D.init)
            points = parts.count == matrices.count ? .transform3D(parts) : .matrix(matrices)
        } else {
            return nil
        }
    }

    /// Every value's `part`, or nil when one has none (another kind).
    private static func all<T>(_ values: [AnimatableValue], _ part: (AnimatableValue) -> T?) -> [T]? {
        var found: [T] = []
        found.reserveCapacity(values.count)
        for value in values {
            guard let p = part(value) else { return nil }
            found.append(p)
        }
        return found
    }

    /// The spline's shape for `times` alone: the weights it gives keyframes depend on the key
    /// times, not on the values.
    private init(times: [Double]) {
        self.times = times
        points = .scalar(times.map { _ in 0 })
    }

    /// How far a cubic path through keyframes at `times` leaves a value it holds over the piece
    /// from key time `piece` to the next (two keyframes of one value): the largest weight the
    /// keyframes before and after the piece get inside it, that is the swing as a fraction of the
    /// move to the neighbouring keyframe (0 where the piece has no neighbour to be pulled by). A
    /// linear path holds exactly; a cubic one overshoots next to a value it holds (Late: a hold
    /// from 0 to 0.5 before a move of 100 over 0.25 swings back by 8.3).
    static func holdSwing(times: [Double], piece: Int) -> Double {
        guard times.count >= 2, piece >= 0, piece + 1 < times.count, times[piece + 1] > times[piece] else { return 0 }
        let spline = KeyframeSpline(times: times)
        var largest = 0.0
        for step in 1 ..< 64 {
            let w = spline.weights(piece: piece, fraction: Double(step) / 64)
            largest = max(largest, piece > 0 ? abs(w.x) : 0, piece + 2 < times.count ? abs(w.w) : 0)
        }
        return largest
    }

    /// The value at paced progress `progress`, held at the first and last values outside 0…1.
    func value(_ progress: Double) -> AnimatableValue {
        let p = min(max(progress, 0), 1)
        var index = times.count - 2
        while index > 0 && times[index] > p { index -= 1 }
        let span = times[index + 1] - times[index]
        guard span > 0 else { return combined(SIMD4(0, 0, 1, 0), piece: index) }
        return combined(weights(piece: index, fraction: min((p - times[index]) / span, 1)), piece: index)
    }

    /// The weights of keyframes `i − 1`, `i`, `i + 1` and `i + 2` in the value at `fraction` of
    /// the piece from keyframe `i` to `i + 1`: the Hermite basis with both tangents written as
    /// differences of keyframes (the weights sum to 1).
    func weights(piece i: Int, fraction s: Double) -> SIMD4<Double> {
        let span = times[i + 1] - times[i]
        let s2 = s * s, s3 = s2 * s
        let start = tangent(at: i) * ((s3 - 2 * s2 + s) * span)
        let end = tangent(at: i + 1) * ((s3 - s2) * span)
        return SIMD4(start.x, 2 * s3 - 3 * s2 + 1 + start.y + end.x, -2 * s3 + 3 * s2 + start.z + end.y, end.z)
    }

    /// The tangent at keyframe `i` as weights of keyframes `i − 1`, `i` and `i + 1` (they sum to
    /// 0); a neighbour at the same time (a jump), or none, does not count.
    func tangent(at i: Int) -> SIMD3<Double> {
        let hasPrevious = i > 0 && times[i - 1] < times[i]
        let hasNext = i + 1 < times.count && times[i + 1] > times[i]
        switch (hasPrevious, hasNext) {
        case (true, true):
            let d = times[i + 1] - times[i - 1]
            return SIMD3(-1 / d, 0, 1 / d)
        case (false, true):
            let d = times[i + 1] - times[i]
            return SIMD3(0, -1 / d, 1 / d)
        case (true, false):
            let d = times[i] - times[i - 1]
            return SIMD3(-1 / d, 1 / d, 0)
        case (false, false):
            return .zero
        }
    }

    /// The keyframes around piece `i` (from `i − 1` to `i + 2`) combined with `weights`; angles
    /// and quaternions are first aligned to keyframe `i`'s.
    private func combined(_ weights: SIMD4<Double>, piece i: Int) -> AnimatableValue {
        // A keyframe beyond either end has weight 0: the range leaves it out.
        let indices = max(i - 1, 0)...min(i + 2, times.count - 1)
        func weight(_ k: Int) -> Double { weights[k - i + 1] }
        switch points {
        case let .scalar(values):
            return .scalar(indices.reduce(0) { $0 + values[$1] * weight($1) })
        case let .rect(values):
            var x = 0.0, y = 0.0, w = 0.0, h = 0.0
            for k in indices {
                let a = weight(k)
                x += values[k].minX * a; y += values[k].minY * a
                w += values[k].width * a; h += values[k].height * a
            }
            return .rect(Rect(x: x, y: y, width: w, height: h))
        case let .affine(values):
            var result = Decomposition2D(.identity)
            result.scaleX = 0; result.scaleY = 0
            for k in indices {
                let (v, a) = (values[k], weight(k))
                result.translationX += v.translationX * a; result.translationY += v.translationY * a
                result.rotation += Self.angle(v.rotation, near: values[i].rotation) * a
                result.scaleX += v.scaleX * a; result.scaleY += v.scaleY * a
                result.skew += v.skew * a
            }
            return .affine(result.recomposed)
        case let .transform3D(values):
            var result = values[i]
            result.perspective = .zero; result.translation = .zero; result.scale = .zero; result.skew = .zero
            var q = SIMD4<Double>.zero
            for k in indices {
                let (v, a) = (values[k], weight(k))
                result.perspective += v.perspective * a; result.translation += v.translation * a
                result.scale += v.scale * a; result.skew += v.skew * a
                q += ((v.quaternion * values[i].quaternion).sum() < 0 ? -v.quaternion : v.quaternion) * a
            }
            let length = (q * q).sum().squareRoot()
            result.quaternion = length > 0 ? q / length : values[i].quaternion
            return .transform3D(result.recomposed)
        case let .matrix(values):
            var rows = (SIMD4<Double>.zero, SIMD4<Double>.zero, SIMD4<Double>.zero, SIMD4<Double>.zero)
            for k in indices {
                let a = weight(k)
                rows.0 += values[k].row1 * a; rows.1 += values[k].row2 * a
                rows.2 += values[k].row3 * a; rows.3 += values[k].row4 * a
            }
            return .transform3D(Transform3D(row1: rows.0, row2: rows.1, row3: rows.2, row4: rows.3))
        }
    }

    /// `angle` moved by whole turns to within half a turn of `reference`: the shorter way round,
    /// as the linear mode turns.
    private static func angle(_ angle: Double, near reference: Double) -> Double {
        var a = angle
        while a - reference > .pi { a -= 2 * .pi }
        while a - reference < -.pi { a += 2 * .pi }
        return a
    }
}
