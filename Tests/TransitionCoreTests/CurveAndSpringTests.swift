import Foundation
import TransitionCore
import XCTest

final class CurveAndSpringTests: XCTestCase {
    func testCurveEndpointsAndClamping() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default, .cubic(0.68, -0.55, 0.27, 1.55)] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            XCTAssertEqual(curve.value(at: -3), 0)
            XCTAssertEqual(curve.value(at: 7), 1)
        }
        XCTAssertLessThan(TimingCurve.easeIn.value(at: 0.5), 0.5)
        XCTAssertGreaterThan(TimingCurve.easeOut.value(at: 0.5), 0.5)
    }

    func testReversedCurveMirrors() {
        for curve in [TimingCurve.easeIn, .default, .cubic(0.9, 0.1, 0.2, 0.9)] {
            let reversed = curve.reversed
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                XCTAssertEqual(reversed.value(at: t), 1 - curve.value(at: 1 - t), accuracy: 1e-6)
            }
        }
        func points(_ c: TimingCurve) -> [Double] { [c.x1, c.y1, c.x2, c.y2] }
        for (a, b) in zip(points(TimingCurve.easeIn.reversed), points(.easeOut)) { XCTAssertEqual(a, b, accuracy: 1e-15) }
        for (a, b) in zip(points(TimingCurve.easeInOut.reversed), points(.easeInOut)) { XCTAssertEqual(a, b, accuracy: 1e-15) }
    }

    func testCurveSpelling() {
        XCTAssertEqual(TimingCurve.easeIn.description, "easeIn")
        XCTAssertEqual(TimingCurve.cubic(0.1, 0.7, 0.1, 1).description, "cubic(0.1, 0.7, 0.1, 1)")
    }

    func testApplesBounceExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
    }

    func testUIKitSpringEnvelopeReachesOneFifteenHundredthAtDuration() {
        for ratio in [0.3, 0.5, 0.8] {
            let spring = Spring(duration: 0.5, dampingRatio: ratio)
            let decay = spring.damping / 2
            XCTAssertEqual(exp(-decay * 0.5), 1.0 / 1500, accuracy: 1e-12)
        }
        // Above 1: UIKit's documented range ends at 1, and the model runs the critically damped spring.
        let over = Spring(duration: 0.5, dampingRatio: 1.5)
        XCTAssertEqual(over, Spring(duration: 0.5, dampingRatio: 1))
        XCTAssertEqual(over.dampingRatio, 1, accuracy: 1e-12)
    }

    func testSpringStartsAtZeroWithItsVelocity() {
        for ratio in [0.3, 1.0, 1.5] {
            let spring = Spring(duration: 0.5, dampingRatio: ratio, initialVelocity: 0.8)
            XCTAssertEqual(spring.value(at: 0), 0)
            XCTAssertEqual(spring.value(at: 1e-9), 0.8e-9, accuracy: 1e-12)
            XCTAssertEqual(spring.velocity(at: 1e-12), 0.8, accuracy: 1e-6)
        }
    }

    func testVelocityIsTheDerivative() {
        for spring in [Spring(duration: 0.5, dampingRatio: 0.3), Spring(duration: 0.5, dampingRatio: 1), Spring(duration: 0.5, dampingRatio: 2, initialVelocity: -1)] {
            for t in [0.01, 0.1, 0.3] {
                let h = 1e-6
                let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), numeric, accuracy: 1e-4)
            }
        }
    }

    func testSettlingTimeIsTheLastExitFromTheBand() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8)
        let settle = spring.settlingTime(tolerance: 0.001)
        XCTAssertEqual(abs(spring.value(at: settle) - 1), 0.001, accuracy: 1e-9)
        for step in 0...2000 {
            let t = settle + Double(step) * 0.001
            XCTAssertLessThanOrEqual(abs(spring.value(at: t) - 1), 0.001 + 1e-12)
        }
        // Just before, it was outside the band.
        XCTAssertGreaterThan(abs(spring.value(at: settle - 1e-4) - 1), 0.001)
    }

    func testOvershoot() {
        XCTAssertEqual(Spring(duration: 0.5, dampingRatio: 1).maxOvershoot(), 0)
        XCTAssertEqual(Spring(duration: 0.5, dampingRatio: 1.5).maxOvershoot(), 0)
        let bouncy = Spring(duration: 0.5, dampingRatio: 0.3)
        let overshoot = bouncy.maxOvershoot()
        // Compare with a fine scan.
        var scanned = 0.0
        for step in 0...50_000 { scanned = max(scanned, bouncy.value(at: Double(step) * 1e-5) - 1) }
        XCTAssertEqual(overshoot, scanned, accuracy: 1e-6)
        XCTAssertGreaterThan(overshoot, 0.3)
        // A critically damped spring launched fast does overshoot, once.
        let launched = Spring(duration: 0.5, dampingRatio: 1, initialVelocity: 40)
        XCTAssertGreaterThan(launched.maxOvershoot(), 0)
        XCTAssertEqual(bouncy.maxOvershoot(before: 0.01), max(0, bouncy.value(at: 0.01) - 1))
    }

    func testUndampedSpringNeverSettles() {
        XCTAssertEqual(Spring(stiffness: 100, damping: 0).settlingTime(), .infinity)
    }

    func testSpringCurveIsCutAtTheDuration() {
        let spring = Spring(duration: 0.5, dampingRatio: 1)
        let curve = AnimationCurve.spring(spring)
        XCTAssertEqual(curve.progress(at: 0.25, duration: 0.5), spring.value(at: 0.25))
        XCTAssertLessThan(curve.progress(at: 0.4999, duration: 0.5), 0.995)
        XCTAssertEqual(curve.progress(at: 0.5, duration: 0.5), 1)
        XCTAssertGreaterThan(spring.settlingTime(), 0.5)  // why the checker warns about ζ = 1
    }
}
