import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md C4 and C5 on the runtime UIKit, through the differential fixture
/// `without-animation.transition`: its scenarios present and dismiss a sheet, a full-screen
/// screen and an over-full-screen one without animation. The fixture agrees (`DifferentialTests`);
/// each test here takes away one thing the emitted code does for it and expects a difference.
final class NonAnimatedPresentationTests: XCTestCase {
    private static let fixture = "Tests/Fixtures/differential/without-animation.transition"

    private func assertDiffers(_ mutation: String, expecting fragment: String, file: StaticString = #filePath, line: UInt = #line,
                               emitted: @escaping (String) -> String = { $0 }, support: @escaping (String) -> String = { $0 }) throws {
        #if !os(Linux)
        throw XCTSkip("the runtime UIKit runs on Linux")
        #else
        var changed = false
        let report = try Differential.compare(
            path: Toolchain.root.appendingPathComponent(Self.fixture).path, toolchain: try DifferentialTests.toolchain.get(),
            mutate: { source in
                let result = emitted(source)
                changed = changed || result != source
                return result
            },
            mutateSupport: { source in
                let result = support(source)
                changed = changed || result != source
                return result
            })
        XCTAssertTrue(changed, "the mutation '\(mutation)' changed nothing", file: file, line: line)
        let difference = try XCTUnwrap(report.difference, "'\(mutation)' went unnoticed", file: file, line: line)
        XCTAssertTrue(difference.contains(fragment), "\(mutation): \(difference)", file: file, line: line)
        #endif
    }

    /// C4: UIKit asks a `.custom` presentation's animator even without animation, `isAnimated`
    /// false; an animator that plays its animation anyway slides the sheet in over its duration.
    func testC4AnAnimatorThatIgnoresIsAnimatedDiffers() throws {
        try assertDiffers("ignore isAnimated", expecting: "without animation", support: {
            $0.replacingOccurrences(of: "guard transitionContext.isAnimated else {", with: "guard transitionContext.isAnimated || true else {")
        })
    }

    /// C4: without animation no Core Animation animation is added; one that is (the dim's corner)
    /// still runs on the clock after the transition has ended.
    func testC4ACoreAnimationAnimationAddedWithoutAnimationDiffers() throws {
        try assertDiffers("add Core Animation without animation", expecting: "without animation", support: {
            $0.replacingOccurrences(of: "guard isAnimated else {", with: "guard isAnimated || true else {")
        })
    }

    /// C5: any other style asks no animator without animation, so the gestures a screen gets when
    /// its animator is asked are not there: the coordinator attaches them as the screen is prepared.
    func testC5GesturesAttachedOnlyWhenTheAnimatorIsAskedDiffer() throws {
        try assertDiffers("attach gestures only with the animator", expecting: "pulled down", emitted: {
            $0.replacingOccurrences(of: "attachGestures(to: Self.screen(of: viewController))", with: "")
        })
    }
}
