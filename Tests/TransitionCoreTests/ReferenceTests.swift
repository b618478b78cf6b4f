import Foundation
import TransitionCore
import XCTest

/// Curves, springs and cubic keyframe paths against values computed outside Swift
/// (Tests/Fixtures/core/make_reference.py: Bézier by bisection, springs by RK4 integration,
/// Kochanek-Bartels splines in the paper's form).
final class ReferenceTests: XCTestCase {
    struct Fixture: Decodable {
        struct Curve: Decodable {
            let name: String
            let points: [Double]
            let t: [Double]
            let value: [Double]
        }
        struct SpringCase: Decodable {
            let model: String
            let duration: Double
            let parameter: Double
            let velocity: Double
            let stiffness: Double
            let damping: Double
            let t: [Double]
            let value: [Double]
            let settlingTime: Double
            /// UIKit's `_durationOfSpringAnimation` for the spring (scripts/uikit-spring.py).
            let settlingDuration: Double
        }
        struct KeyframePath: Decodable {
            let keyTimes: [Double]
            let values: [Double]
            let t: [Double]
            let value: [Double]
        }
        let tolerance: Double
        let curves: [Curve]
        let springs: [SpringCase]
        let keyframes: [KeyframePath]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/core/reference.json")
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode(Fixture.self, from: data)
    }()

    func curve(_ reference: Fixture.Curve) -> TimingCurve {
        switch reference.name {
        case "linear": .linear
        case "easeIn": .easeIn
        case "easeOut": .easeOut
        case "easeInOut": .easeInOut
        case "default": .default
        default: .cubic(reference.points[0], reference.points[1], reference.points[2], reference.points[3])
        }
    }

    func spring(_ reference: Fixture.SpringCase) -> Spring {
        reference.model == "damping"
            ? Spring(duration: reference.duration, dampingRatio: reference.parameter, initialVelocity: reference.velocity)
            : Spring(duration: reference.duration, bounce: reference.parameter, initialVelocity: reference.velocity)
    }

    func testFixtureCoversTheRequiredCases() {
        XCTAssertEqual(Self.fixture.curves.count, 8)
        XCTAssertEqual(Self.fixture.springs.count, 14)
        for reference in Self.fixture.curves { XCTAssertGreaterThanOrEqual(reference.value.count, 50) }
        for reference in Self.fixture.springs { XCTAssertGreaterThanOrEqual(reference.value.count, 50) }
    }

    func testNamedCurvesUseUIKitControlPoints() {
        for reference in Self.fixture.curves where reference.name != "cubic" {
            let c = curve(reference)
            XCTAssertEqual([c.x1, c.y1, c.x2, c.y2], reference.points, reference.name)
        }
    }

    func testTimingCurvesMatchBisectionReference() {
        for reference in Self.fixture.curves {
            let c = curve(reference)
            var worst = 0.0
            for (t, expected) in zip(reference.t, reference.value) {
                worst = max(worst, abs(c.value(at: t) - expected))
            }
            XCTAssertLessThanOrEqual(worst, 1e-4, "\(c)")
        }
    }

    func testSpringParametersMatchTheDocumentedModels() {
        for reference in Self.fixture.springs {
            let s = spring(reference)
            XCTAssertEqual(s.stiffness, reference.stiffness, accuracy: 1e-9 * reference.stiffness)
            XCTAssertEqual(s.damping, reference.damping, accuracy: 1e-9 * reference.damping)
        }
    }

    func testSpringsMatchRK4Reference() {
        for reference in Self.fixture.springs {
            let s = spring(reference)
            var worst = 0.0
            for (t, expected) in zip(reference.t, reference.value) {
                worst = max(worst, abs(s.value(at: t) - expected))
            }
            XCTAssertLessThanOrEqual(worst, 1e-4, "\(reference.model) \(reference.parameter) v\(reference.velocity)")
        }
    }

    func testSettlingTimesMatchRK4Reference() {
        for reference in Self.fixture.springs {
            let settle = spring(reference).settlingTime(tolerance: Self.fixture.tolerance)
            XCTAssertEqual(
                settle, reference.settlingTime, accuracy: 1e-3,
                "\(reference.model) \(reference.parameter) v\(reference.velocity)")
        }
    }

    /// `Spring.settlingDuration` is UIKit's bound (docs/uikit-model.md S2), never shorter than
    /// the exact settling time for an underdamped or critically damped spring.
    func testSettlingDurationsMatchUIKitsFormula() {
        for reference in Self.fixture.springs {
            let s = spring(reference)
            XCTAssertEqual(s.settlingDuration, reference.settlingDuration, accuracy: 1e-9 * reference.settlingDuration,
                           "\(reference.model) \(reference.parameter) v\(reference.velocity)")
            if s.dampingRatio <= 1 + 1e-9 {
                XCTAssertGreaterThanOrEqual(s.settlingDuration, reference.settlingTime - 1e-3)
            }
        }
    }

    /// `calculationMode = .cubic` on a linearly paced animation of one second: the core's spline
    /// at every sample, to 1e-6 of the path's range.
    func testCubicKeyframesMatchKochanekBartels() {
        XCTAssertEqual(Self.fixture.keyframes.count, 4)
        for reference in Self.fixture.keyframes {
            let keyframes = zip(reference.keyTimes, reference.values).map { Keyframe(time: $0, value: .scalar($1)) }
            let animation = Animation(NodeID(0), .alpha, keyframes: keyframes, duration: 1, curve: .timing(.linear), calculation: .cubic)
            let range = (reference.values.max() ?? 1) - (reference.values.min() ?? 0)
            for (t, expected) in zip(reference.t, reference.value) {
                let shown = animation.presentedValue(at: t)?.scalar ?? .nan
                XCTAssertEqual(shown, expected, accuracy: 1e-6 * range, "keyTimes \(reference.keyTimes) at \(t)")
            }
        }
    }
}
