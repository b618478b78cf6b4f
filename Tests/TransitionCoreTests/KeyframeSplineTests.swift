import TransitionCore
import XCTest

/// Cubic keyframes (`calculationMode = .cubic`) on every value kind: transforms spline through
/// their decomposition, keyframes on one straight line in time stay on it, jumps stay jumps.
final class KeyframeSplineTests: XCTestCase {
    private func animation(_ stops: [(Double, AnimatableValue)], _ property: Property, _ calculation: KeyframeCalculation) -> Animation {
        Animation(NodeID(0), property, keyframes: stops.map { Keyframe(time: $0.0, value: $0.1) }, duration: 1,
                  curve: .timing(.linear), calculation: calculation)
    }

    func testTurnsAtAnEvenRateStayLinear() {
        let stops: [(Double, AnimatableValue)] = [
            (0, .affine(.identity)), (0.25, .affine(Transform2D(rotationAngle: 0.5))), (1, .affine(Transform2D(rotationAngle: 2))),
        ]
        let cubic = animation(stops, .transform, .cubic)
        for t in stride(from: 0.0, to: 1.0, by: 0.05) {
            let expected = Transform2D(rotationAngle: 2 * t)
            let shown = cubic.presentedValue(at: t)?.affine ?? .identity
            for (x, y) in zip([shown.a, shown.b, shown.c, shown.d], [expected.a, expected.b, expected.c, expected.d]) {
                XCTAssertEqual(x, y, accuracy: 1e-9, "at \(t)")
            }
        }
    }

    func testCubicPassesThroughEveryKeyframeAndCurvesBetween() {
        let stops: [(Double, AnimatableValue)] = [
            (0, .transform3D(.identity)), (0.5, .transform3D(Transform3D(translationX: 100, y: 0))),
            (1, .transform3D(Transform3D(translationX: 100, y: 50))),
        ]
        let cubic = animation(stops, .layerTransform, .cubic)
        let linear = animation(stops, .layerTransform, .linear)
        XCTAssertEqual(cubic.presentedValue(at: 0.5)?.transform3D?.row4.x ?? .nan, 100, accuracy: 1e-9)
        // The x tangent at 0.5 is (100 − 0) / (1 − 0): the path keeps moving right after 0.5.
        let x = cubic.presentedValue(at: 0.75)?.transform3D?.row4.x ?? .nan
        XCTAssertGreaterThan(x, 100)
        XCTAssertEqual(linear.presentedValue(at: 0.75)?.transform3D?.row4.x ?? .nan, 100, accuracy: 1e-9)
        // Hermite by hand on [0.5, 1]: h10(0.5) · 0.5 · 100 = 0.125 · 50 = 6.25 past 100.
        XCTAssertEqual(x, 106.25, accuracy: 1e-9)
    }

    func testFramesSplinePerComponent() {
        let stops: [(Double, AnimatableValue)] = [
            (0, .rect(Rect(x: 0, y: 0, width: 10, height: 10))), (0.5, .rect(Rect(x: 10, y: 0, width: 20, height: 10))),
            (1, .rect(Rect(x: 10, y: 0, width: 20, height: 10))),
        ]
        let shown = animation(stops, .frame, .cubic).presentedValue(at: 0.25)?.rect
        // First piece: tangents 20 at 0 (chord) and 10 at 0.5 (neighbours 0 and 10 over 1 s).
        // x(0.25) = h01(0.5) · 10 + h10(0.5) · 0.5 · 20 + h11(0.5) · 0.5 · 10 = 5 + 1.25 − 0.625.
        XCTAssertEqual(shown?.minX ?? .nan, 5.625, accuracy: 1e-9)
        XCTAssertEqual(shown?.width ?? .nan, 15.625, accuracy: 1e-9)
    }

    func testAJumpStaysAJump() {
        let stops: [(Double, AnimatableValue)] = [(0, .scalar(0)), (0.5, .scalar(1)), (0.5, .scalar(0)), (1, .scalar(1))]
        let cubic = animation(stops, .alpha, .cubic)
        // Either side of the jump is a piece with one neighbour: a straight line.
        XCTAssertEqual(cubic.presentedValue(at: 0.25)?.scalar ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(cubic.presentedValue(at: 0.5)?.scalar ?? .nan, 0, accuracy: 1e-9)
        XCTAssertEqual(cubic.presentedValue(at: 0.75)?.scalar ?? .nan, 0.5, accuracy: 1e-9)
    }

    func testTwoKeyframesAreTheSameEitherWay() {
        let stops: [(Double, AnimatableValue)] = [(0, .scalar(0)), (1, .scalar(1))]
        let spring = Spring(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        var cubic = animation(stops, .alpha, .cubic)
        cubic.curve = .spring(spring)
        var linear = animation(stops, .alpha, .linear)
        linear.curve = .spring(spring)
        for t in stride(from: 0.0, to: 1.0, by: 0.1) {
            XCTAssertEqual(cubic.presentedValue(at: t), linear.presentedValue(at: t))
        }
    }

    /// A cubic path does not hold still where its keyframes hold a value: the spline runs through
    /// the held key times too, and `holdSwing` is the swing the path makes there, as a fraction of
    /// the move next to it (what T0637 reports). Pinned against the path itself.
    func testAHeldValueSwingsByTheFractionHoldSwingGives() {
        let times = [0, 0.5, 0.75, 1.0]
        let stops: [(Double, AnimatableValue)] = zip(times, [0.0, 0, 100, 200]).map { ($0, .scalar($1)) }
        let cubic = animation(stops, .alpha, .cubic)
        // Hermite by hand on [0, 0.5]: the tangent at 0.5 is (100 − 0) / (0.75 − 0), so at the
        // middle the path is h11(0.5) · 0.5 · 133.3 = −0.125 · 66.7 = −8.33.
        XCTAssertEqual(cubic.presentedValue(at: 0.25)?.scalar ?? .nan, -100.0 / 12, accuracy: 1e-9)
        let deepest = (1 ..< 500).map { cubic.presentedValue(at: Double($0) / 1000)?.scalar ?? 0 }.min() ?? 0
        XCTAssertEqual(KeyframeCalculation.cubic.holdSwing(times: times, piece: 0), -deepest / 100, accuracy: 1e-3)
        XCTAssertEqual(KeyframeCalculation.linear.holdSwing(times: times, piece: 0), 0)
        // A piece with no neighbour to pull it (two keyframes) holds.
        XCTAssertEqual(KeyframeCalculation.cubic.holdSwing(times: [0, 1], piece: 0), 0)
    }
}
