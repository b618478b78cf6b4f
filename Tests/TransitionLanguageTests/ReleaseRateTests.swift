import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `ReleaseRate`: the progress's rate at release, derived symbolically once, and the relative
/// velocity UIKit's spring takes.
final class ReleaseRateTests: XCTestCase {
    /// The checked progress and release rate of a pan(down)/pinch gesture with this progress.
    private func rate(_ progress: String, kind: String = "pan(down)") -> (gesture: Gesture?, text: String) {
        let source = """
        navigation N {
            screen A: AViewController
            screen B: BViewController
            root A
            A => B { present: Fade  dismiss: reverse }
            gesture g: \(kind) on B drives dismiss {
                progress: \(progress)
                finish when progress > 0.5
                completionCurve: spring(damping: 0.8, velocity: release)
            }
        }
        animator Fade(duration: 0.5) { to.alpha: 0 -> 1 }
        """
        let compilation = CheckerGolden.compile(source)
        let gesture = compilation.model?.graphs.first?.gestures.first
        return (gesture, gesture?.releaseRate?.text ?? CheckerGolden.rendered(compilation))
    }

    func testTheRateReadsAsAPersonWouldWriteIt() {
        XCTAssertEqual(rate("translation.y / height").text, "velocity.y / height")
        XCTAssertEqual(rate("-translation.y / height").text, "-velocity.y / height")
        XCTAssertEqual(rate("(translation.y - 40) / height").text, "velocity.y / height")
        XCTAssertEqual(rate("2 * translation.y / height").text, "2 * velocity.y / height")
        XCTAssertEqual(rate("location.y / height").text, "velocity.y / height")
        XCTAssertEqual(rate("1 - scale", kind: "pinch").text, "-scaleVelocity")
        XCTAssertEqual(rate("(scale - 1) / 2", kind: "pinch").text, "scaleVelocity / 2")
    }

    /// The symbolic rate is the derivative: it matches a finite difference of the progress along
    /// the finger's velocity, here with the finger in the denominator too.
    func testTheRateIsTheDerivativeAlongTheFingersVelocity() throws {
        let gesture = try XCTUnwrap(rate("translation.y * translation.y / (height * (height + translation.x))").gesture)
        let rateExpression = try XCTUnwrap(gesture.releaseRate)
        var sample = GestureSample(width: 390, height: 844)
        sample.translationX = 30
        sample.translationY = 200
        sample.velocityX = -150
        sample.velocityY = 900
        let h = 1e-6
        var later = sample
        later.translationX += sample.velocityX * h
        later.translationY += sample.velocityY * h
        let raw = { (s: GestureSample) in gesture.progress.evaluate { s.value($0) } }
        let expected = (raw(later) - raw(sample)) / h
        XCTAssertEqual(rateExpression.evaluate { sample.value($0) }, expected, accuracy: 1e-3)
    }

    /// `abs`, `min` and `max` have the rate of the side the finger is on as it lifts: a viewer
    /// pulled either way hands the spring the finger's speed away from where it began.
    func testAKinkTakesTheRateOfTheSideTheFingerIsOn() throws {
        for progress in ["abs(translation.y) / (0.5 * height)", "max(0, translation.y) / height", "min(translation.y, 200) / height",
                         "max(translation.x, -translation.y, 10) / width"] {
            let gesture = try XCTUnwrap(rate(progress).gesture, progress)
            let rateExpression = try XCTUnwrap(gesture.releaseRate, progress)
            for (ty, vy) in [(150.0, 900.0), (-150, 900), (-150, -700), (300, -400), (5, 100)] {
                var sample = GestureSample(width: 390, height: 844)
                sample.translationX = 20
                sample.translationY = ty
                sample.velocityX = 50
                sample.velocityY = vy
                let h = 1e-7
                var later = sample
                later.translationX += sample.velocityX * h
                later.translationY += sample.velocityY * h
                let raw = { (s: GestureSample) in gesture.progress.evaluate { s.value($0) } }
                XCTAssertEqual(rateExpression.evaluate { sample.value($0) }, (raw(later) - raw(sample)) / h, accuracy: 1e-3, "\(progress) at \(ty), \(vy)")
            }
        }
    }

    func testProgressWithoutARateIsRefused() {
        XCTAssertTrue(rate("velocity.y / 2000").text.contains("[T0815]"))
        XCTAssertTrue(rate("location.y / height", kind: "pinch").text.contains("[T0815]"))
    }

    func testRelativeVelocityIsOverTheDistanceLeftAndRestsAtTheEnd() {
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: 2, progress: 0.6, finishing: true), 5, accuracy: 1e-12)
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: 2, progress: 0.4, finishing: false), -5, accuracy: 1e-12)
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: -1, progress: 0.5, finishing: false), 2, accuracy: 1e-12)
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: 3, progress: 0.9995, finishing: true), 0)
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: 3, progress: 0, finishing: false), 0)
        XCTAssertEqual(ReleaseRate.relativeVelocity(rate: .infinity, progress: 0.5, finishing: true), 0)
    }
}
