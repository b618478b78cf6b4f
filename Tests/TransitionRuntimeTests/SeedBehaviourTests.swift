import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// Each seed's behaviour, run through the interpreter. Expected numbers come from outside the
/// core: Bézier curves and springs solved independently (bisection and the closed form in
/// Python), written here as constants.
final class SeedBehaviourTests: XCTestCase {
    // MARK: Seed 002: the finish rule of the left-edge swipe

    func testSwipeFinishesWhenPastHalfOrFlickedForwardAndCancelsOtherwise() throws {
        let spec = try SpecCompiler.compile("specs/fade-interactive.transition")
        // (fraction dragged, release velocity, finishes): progress > 0.5 or velocity.x > 0.
        let cases: [(Double, Double, Bool)] = [
            (0.6, -10, true), (0.51, -1, true), (0.9, -500, true),
            (0.2, 300, true), (0.0, 1, true), (0.5, 0.5, true),
            (0.5, 0, false), (0.3, -50, false), (0.49, 0, false), (0.1, -0.1, false),
        ]
        for (fraction, velocity, finishes) in cases {
            let (interpreter, result) = try RuntimeTestSupport.interpreter(
                spec, steps: "push Second; drag swipeBack to \(fraction) over 0.2; release velocity \(velocity)")
            let label = "drag to \(fraction), release at \(velocity) pt/s"
            XCTAssertEqual(interpreter.lastOutcome, finishes, label)
            XCTAssertEqual(interpreter.stackScreens, finishes ? [0] : [0, 1], label)
            XCTAssertEqual(result.trace.issues, [], label)
            // Finishing plays the rest, cancelling the elapsed part: (1 − p) × 0.5 s or p × 0.5 s.
            let pop = try XCTUnwrap(result.trace.transitions.last)
            let released = 0.5 + 0.2
            let expectedEnd = released + (finishes ? (1 - fraction) : fraction) * 0.5
            XCTAssertEqual(try XCTUnwrap(pop.end), expectedEnd, accuracy: 1e-9, label)
        }
    }

    func testHeldSwipeShowsTheFadeAtItsPercent() throws {
        let spec = try SpecCompiler.compile("specs/fade-interactive.transition")
        let (interpreter, _) = try RuntimeTestSupport.interpreter(spec, steps: "push Second; drag swipeBack to 0.3 over 0.2")
        // FadeOut is ease-in-out: 1 − easeInOut(0.3) = 0.812604…
        XCTAssertEqual(interpreter.shown(interpreter.view("Second"), .alpha), 0.8126040932946874, accuracy: 1e-6)
        XCTAssertEqual(interpreter.stage.interactionPercent ?? -1, 0.3, accuracy: 1e-12)
    }

    // MARK: Seed 003: cleanup on cancel

    func testCancelledSwipeRemovesTheDestinationAndRestoresTheSource() throws {
        let spec = try SpecCompiler.compile("specs/swift4-navigation.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail; drag back to 0.4 over 0.25; release")
        XCTAssertEqual(interpreter.lastOutcome, false)
        XCTAssertEqual(result.trace.issues, [])
        XCTAssertEqual(interpreter.containerLabels, ["Detail"], "Home is out of the container again")
        let detail = interpreter.view("Detail")
        XCTAssertEqual(interpreter.shown(detail, .alpha), 1)
        XCTAssertEqual(interpreter.stage.modelValue(of: detail, .alpha), .scalar(1))
        XCTAssertTrue(interpreter.stage.runningAnimations.isEmpty)
        XCTAssertEqual(interpreter.stackScreens, [0, 1])
    }

    func testCancelThatKeepsTheDestinationIsReported() throws {
        let spec = try SpecCompiler.compile("specs/swift4-navigation.transition")
        let (_, result) = try RuntimeTestSupport.interpreter(
            spec, steps: "push Detail; drag back to 0.4 over 0.25; release", options: RunOptions(faults: [.keepsDestinationOnCancel]))
        XCTAssertEqual(result.codes, [.cancelNotRestored])
        XCTAssertTrue(result.trace.issues[0].message.contains("the destination 'Home' is still in the container"), result.trace.issues[0].message)
    }

    // MARK: Seed 004: any screen pushing C

    func testAnyScreenPushingCSlidesUpWhileAToBStaysSystem() throws {
        let spec = try SpecCompiler.compile("specs/present-like-push.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: "push C; pop; push B; push C; pop; pop")
        XCTAssertEqual(result.trace.issues, [])
        let chosen = result.trace.transitions.map { "\($0.operation) \($0.from)->\($0.to): \($0.animator ?? "system") [\($0.edge ?? "-")]" }
        XCTAssertEqual(chosen, [
            "push A->C: SlideUp [* -> C]", "pop C->A: SlideDown [* -> C]",
            "push A->B: system [A -> B]", "push B->C: SlideUp [* -> C]",
            "pop C->B: SlideDown [* -> C]", "pop B->A: system [A -> B]",
        ])
        XCTAssertEqual(interpreter.stackScreens, [0])
        // C's frame starts one height down and arrives at 0; halfway along ease-in-out it is at 422.
        let push = result.trace.transitions[3]
        XCTAssertEqual(push.channels, [Channel(node: "C", property: "frame", kind: .rect)])
        let y = (0 ..< push.frameCount).map { push.value(row: $0, channel: 0)[push.value(row: $0, channel: 0).startIndex + 1] }
        XCTAssertEqual(y.first, 844)
        XCTAssertEqual(y.last, 0)
        let middle = try XCTUnwrap(push.frameTimes.firstIndex { abs($0 - (push.start + 0.25)) < 1e-9 })
        XCTAssertEqual(y[middle], 422, accuracy: 1e-9)
        XCTAssertTrue(zip(y, y.dropFirst()).allSatisfy { $0 >= $1 }, "slides up monotonically")
    }

    func testPopToRootRemovesIntermediatesWithoutAnimationAndAnimatesTheTop() throws {
        let spec = try SpecCompiler.compile("specs/present-like-push.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: "push B; push C; pop to root")
        let last = try XCTUnwrap(result.trace.transitions.last)
        XCTAssertEqual([last.operation, last.from, last.to, last.animator], ["pop to root", "C", "A", "SlideDown"])
        XCTAssertTrue(result.trace.events.contains { $0.transition == last.index && $0.kind == .removedWithoutAnimation(["B"]) })
        XCTAssertEqual(last.channels.map(\.node), ["C"], "only the top screen animates")
        XCTAssertEqual(interpreter.stackScreens, [0])
        XCTAssertEqual(interpreter.containerLabels, ["A"])
        XCTAssertEqual(result.trace.issues, [])
    }

    // MARK: Seed 000: the reveal

    func testRevealRunsTwoSecondsOnEaseInThenRemovesLogoAnimationsAndMask() throws {
        let spec = try SpecCompiler.compile("specs/logo-reveal.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(
            spec,
            steps: "push Detail; expect Detail.alpha == 0.0934647 within 0.000001 at 0.5; expect Detail.alpha == 0.3153568 within 0.000001 at 1.0; expect Detail.alpha == 0.6218619 within 0.000001 at 1.5; expect Main.logo.transform.scale == 47.988165 within 0.00001 at 1.0")
        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(result.trace.issues, [])
        let push = try XCTUnwrap(result.trace.transitions.first)
        XCTAssertEqual(push.end, 2.0)
        XCTAssertEqual(push.curve, "easeIn")
        let detail = interpreter.view("Detail")
        let logo = try XCTUnwrap(interpreter.screens.first(of: 0).element("logo"))
        XCTAssertNil(interpreter.stage.tree[detail].mask, "the mask is gone")
        XCTAssertFalse(interpreter.stage.runningAnimations.contains { $0.target == logo }, "the logo's animations are removed")
        XCTAssertEqual(interpreter.stage.presentedValue(of: logo, .layerTransform), .transform3D(.identity))
        XCTAssertEqual(interpreter.shown(detail, .alpha), 1)
        // During the reveal the mask and the logo grow together. The chain moves, then scales, so
        // the translation is scaled too: ty reaches −10 × 150 = −1500; ty −1500 × p, scale 1 + 149 × p.
        let mask = try XCTUnwrap(push.channels.firstIndex { $0.node == "Detail.mask" })
        let middle = try XCTUnwrap(push.frameTimes.firstIndex { abs($0 - 1.0) < 1e-9 })
        let grown = TraceTextRenderer.decompose(push.value(row: middle, channel: mask), kind: .transform3D)
        XCTAssertEqual(grown.scaleX, 1 + 149 * 0.31535681257253945, accuracy: 1e-6)
        XCTAssertEqual(grown.translationY, -1500 * 0.31535681257253945, accuracy: 1e-6)
    }

    func testRevealThatForgetsItsCleanupIsReported() throws {
        let spec = try SpecCompiler.compile("specs/logo-reveal.transition")
        let (_, masks) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail", options: RunOptions(faults: [.keepsMasks]))
        XCTAssertEqual(masks.codes, [.leftover])
        XCTAssertTrue(masks.trace.issues[0].message.contains("a mask is still on 'Detail'"))
        let (_, layers) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail", options: RunOptions(faults: [.keepsLayerAnimations]))
        XCTAssertEqual(layers.codes, [.leftover])
        XCTAssertTrue(layers.trace.issues[0].message.contains("layer animation is still attached to 'Main.logo'"), layers.trace.issues[0].message)
    }

    // MARK: Seed 001: the spring and the snapshot

    func testSnapshotSpringsAsideAndBackThenIsRemoved() throws {
        let spec = try SpecCompiler.compile("specs/modal-spring.transition")
        // Closed form of y'' + c y' + k y = 0 with UIKit's constants for 0.5 s (scripts/uikit-spring.py:
        // ζ 0.5, v0 0.8: k = 633.584073, c = 25.171096; ζ 0.8, v0 0.8 for the dismiss): tx = 270 p, scale = 1 − 0.4 p.
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: """
            present Menu
            expect shot.transform.tx == 134.460091 within 0.00001 at 0.05
            expect shot.transform.tx == 279.870180 within 0.00001 at 0.1
            expect shot.transform.scale == 0.585378 within 0.000001 at 0.1
            expect shot.transform.tx == 266.840742 within 0.00001 at 0.25
            expect shot.transform.tx == 270 at end
            dismiss
            expect shot.transform.tx == 102.598291 within 0.00001 at 0.1
            expect shot.transform.scale == 0.988048 within 0.000001 at 0.2
            """)
        XCTAssertEqual(result.failures, [], result.failures.map { "\($0.text): \($0.actual)" }.joined(separator: "; "))
        XCTAssertEqual(result.trace.issues, [])
        let snapshot = try XCTUnwrap(interpreter.snapshotNodes.first { $0.name == "shot" }?.node)
        XCTAssertNil(interpreter.stage.tree[snapshot].superview, "the snapshot is removed after the dismiss")
        XCTAssertTrue(interpreter.kept.isEmpty)
        XCTAssertEqual(interpreter.containerLabels, ["Timeline"])
    }

    func testSnapshotStaysBetweenPresentAndDismiss() throws {
        let spec = try SpecCompiler.compile("specs/modal-spring.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: "present Menu; wait 1")
        XCTAssertEqual(result.trace.issues, [], "a snapshot kept until dismiss is not a leftover")
        XCTAssertEqual(interpreter.containerLabels, ["Menu", "shot"])
        XCTAssertEqual(interpreter.kept.map(\.name), ["shot"])
    }
}
