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

    /// UIKit's constants for `usingSpringWithDamping:initialSpringVelocity:` (docs/uikit-model.md
    /// S1), printed by `python3 scripts/uikit-spring.py`: `parametersOfSpringAnimation` from the
    /// public decompile of UIKitCore, Newton's method in double precision, written out here so
    /// that a change to the Swift solver cannot move them.
    func testFixedDurationSpringHasUIKitsConstants() {
        let pinned: [(duration: Double, ratio: Double, velocity: Double, stiffness: Double, damping: Double)] = [
            (0.5, 0.5, 0, 646.87800636651116, 25.433796538592329),
            (0.5, 0.9, 0, 287.6989176098898, 30.531041466940543),
            (0.5, 0.95, 0, 285.1059575387124, 32.081653740335014),
            (0.5, 1, 0, 341.02369770847105, 36.933653905806345),
            (0.3, 0.8, 0, 898.8596992779577, 47.969582342892792),
            (0.5, 0.5, 0.8, 633.58407347525167, 25.171095992730464),
            (0.35, 0.7, 0.5, 784.43862138786369, 39.210964001414354),
            (0.25, 0.6, 3, 1876.2868705887934, 51.979352570495358),
            // Newton's method reaches the slow root: UIKit cuts this spring far from its target.
            (0.5, 0.1, 0.8, 62.152062193612231, 1.5767315839243183),
            // UIKit clips the duration to 10 s.
            (20, 0.5, 0, 1.6171950159162778, 1.2716898269296164),
        ]
        for row in pinned {
            let spring = Spring(duration: row.duration, dampingRatio: row.ratio, initialVelocity: row.velocity)
            XCTAssertEqual(spring.stiffness, row.stiffness, accuracy: 1e-9 * row.stiffness, "\(row)")
            XCTAssertEqual(spring.damping, row.damping, accuracy: 1e-9 * row.damping, "\(row)")
        }
        // Above 1: UIKit clips the ratio to 1, the critically damped spring.
        let over = Spring(duration: 0.5, dampingRatio: 1.5)
        XCTAssertEqual(over, Spring(duration: 0.5, dampingRatio: 1))
        XCTAssertEqual(over.dampingRatio, 1, accuracy: 1e-12)
        // Below: to 1.19e-7, not 0.01.
        XCTAssertEqual(Spring.clippedDampingRatio(0.005), 0.005)
        XCTAssertEqual(Spring.clippedDampingRatio(0), 1.1920929e-7)
    }

    /// The old public model (envelope e^(−ζω₀t) at 1/1500 by the duration, ω₀ = ln(1500)/(ζD)) is
    /// not UIKit's: over 0.5 s at ζ 0.5 the two are 12 % of the distance apart 68 ms in.
    func testFixedDurationSpringIsNotTheOneFifteenHundredthModel() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.5)
        let old = log(1500.0) / (0.5 * 0.5)
        let oldSpring = Spring(stiffness: old * old, damping: 2 * 0.5 * old)
        XCTAssertEqual(oldSpring.value(at: 0.068) - spring.value(at: 0.068), 0.118, accuracy: 0.001)
        // UIKit's spring meets its own equation at the duration: the sine term's envelope is 0.001.
        let omega = spring.stiffness.squareRoot()
        let envelope = abs((0.5 * omega) / (omega * (1 - 0.25).squareRoot())) * exp(-0.5 * 0.5 * omega)
        XCTAssertEqual(envelope, 0.001, accuracy: 1e-12)
    }

    /// Where UIKit's Newton iteration divides by a zero derivative (ζ at its floor, no velocity:
    /// the envelope never reaches the threshold), the core falls back to ω = ln(1000)/(ζD) rather
    /// than a spring of NaNs; a negative root is UIKit's |ω|.
    func testFixedDurationSpringSurvivesUIKitsBreakdowns() {
        for (ratio, velocity) in [(1e-9, 0.0), (0.6, 2.25), (0.12, 0.25), (1, 5)] {
            let spring = Spring(duration: 1, dampingRatio: ratio, initialVelocity: velocity)
            XCTAssertTrue(spring.stiffness.isFinite && spring.stiffness > 0, "\(ratio) \(velocity): \(spring)")
            XCTAssertTrue(spring.damping.isFinite && spring.damping > 0, "\(ratio) \(velocity): \(spring)")
            XCTAssertTrue(spring.value(at: 0.5).isFinite)
        }
    }

    /// UIKit's `settlingDuration` (docs/uikit-model.md S2), from `python3 scripts/uikit-spring.py`:
    /// the example, duration 0.5 and bounce 0.3, runs 0.863 s (the exact settle is 0.819 s).
    func testSettlingDurationIsUIKits() {
        let example = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(example.settlingDuration, 0.8629552831744205, accuracy: 1e-12)
        XCTAssertEqual(example.settlingTime(), 0.819, accuracy: 0.001)
        // Critically damped: Barry et al.'s W₋₁, as UIKit evaluates it.
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0).settlingDuration, 0.73490086307296743, accuracy: 1e-12)
        // Overdamped: UIKit's bound is the critically damped one, whatever the ratio.
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).settlingDuration, 0.73490086307296743, accuracy: 1e-12)
        XCTAssertGreaterThan(Spring(duration: 0.5, bounce: -0.5).settlingTime(), 2)
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.999).settlingDuration, 549.78123690863549, accuracy: 1e-6)
        XCTAssertEqual(Spring(duration: 0.4, bounce: 0.2, initialVelocity: 1.5).settlingDuration, 0.6115056094050596, accuracy: 1e-12)
        // Outside W₋₁'s domain (a velocity just above ω₀) the exact settling time stands in.
        let launched = Spring(duration: 0.5, bounce: 0, initialVelocity: 13)
        XCTAssertEqual(launched.settlingDuration, launched.settlingTime())
        XCTAssertEqual(Spring(stiffness: 100, damping: 0).settlingDuration, .infinity)
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
        XCTAssertLessThan(curve.progress(at: 0.4999, duration: 0.5), 0.9995)
        XCTAssertEqual(curve.progress(at: 0.5, duration: 0.5), 1)
        // UIKit's solver leaves the critically damped spring 0.1 % short at its duration.
        XCTAssertEqual(1 - spring.value(at: 0.5), 0.001, accuracy: 1e-9)
    }
}
