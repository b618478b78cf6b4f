import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// A transform that turns in 3D is decided once, in the lowering: which values carry the
/// perspective, and that a view animates `transform3D`. Both back ends follow the plan.
final class Transform3DTests: XCTestCase {
    private func spec(_ body: String, elements: String = "") throws -> BothBackEnds {
        try BothBackEnds(pushGraph(push: "Turn", pop: "reverse", elements: elements) + "animator Turn(duration: 0.5, curve: linear) {\n\(body)\n}\n")
    }

    func testTheFirstPerspectiveWrittenIsTheWholeAnimations() throws {
        let plan = try spec("""
            from.transform: identity -> rotateY(-90deg) perspective(500pt)
            to.alpha: 0 -> 1
        """).plan("Turn")
        let track = try XCTUnwrap(plan.tracks.first { $0.property == .transform })
        XCTAssertTrue(track.transformIs3D)
        XCTAssertEqual(track.from, .transform([.perspective(.constant(500))]))
        XCTAssertEqual(track.to, .transform([.rotateY(.negate(.constant(.pi / 2))), .perspective(.constant(500))]))
        XCTAssertEqual(plan.saved.first { $0.property == .transform }?.transformIs3D, true)
        XCTAssertTrue(plan.usesPerspective)
    }

    func testAFlatTransformStaysAnAffineViewTransform() throws {
        let backEnds = try spec("    to.transform: scale(0.9) rotate(10deg) -> identity")
        let plan = try backEnds.plan("Turn")
        XCTAssertEqual(plan.tracks.map(\.transformIs3D), [false])
        XCTAssertFalse(plan.usesPerspective)
        let swift = backEnds.swift
        XCTAssertTrue(swift.contains("toView.transform = CGAffineTransform"), swift)
        XCTAssertFalse(swift.contains("transform3D"), swift)
        XCTAssertFalse(swift.contains("func perspective"), swift)
    }

    func testBothBackEndsTurnTheViewHalfwayAtHalfTime() throws {
        let backEnds = try spec("    to.transform: rotateY(90deg) perspective(500pt) -> identity")
        let (interpreter, result) = backEnds.run("push B")
        XCTAssertEqual(result.codes, [])
        // Halfway through a linear half second the view has turned half of 90°, under the same
        // perspective: a decomposition, not entry-by-entry interpolation (which would shrink it).
        let plan = try backEnds.plan("Turn")
        let track = try XCTUnwrap(plan.tracks.first)
        let values = ModelValues(width: 390, height: 844)
        let start = values.value(track.from, in3D: true, initial: .zero, final: .zero, measured: [:])
        let end = values.value(track.to, in3D: true, initial: .zero, final: .zero, measured: [:])
        let half = try XCTUnwrap(start.interpolated(to: end, fraction: 0.5).transform3D)
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 500))
        for (a, b) in zip([half.row1, half.row2, half.row3, half.row4], [expected.row1, expected.row2, expected.row3, expected.row4]) {
            for i in 0 ..< 4 { XCTAssertEqual(a[i], b[i], accuracy: 1e-12) }
        }
        XCTAssertEqual(Interpreter.read(.transformRotationY, of: half)!, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(Interpreter.read(.transformScale, of: half)!, 1, accuracy: 1e-12)
        // At the end the view is the identity as written: the perspective it turned under is
        // not left behind on a flat view, in either back end.
        XCTAssertEqual(track.settledValue, .transform([]))
        XCTAssertEqual(interpreter.shown(interpreter.node("B"), .layerTransform).transform3D, .identity)
        let swift = try backEnds.swiftClass("TurnAnimator")
        XCTAssertTrue(swift.contains("toView.transform3D = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0.0, 1.0, 0.0), perspective(500.0))"), swift)
        XCTAssertTrue(swift.contains("toView.transform3D = perspective(500.0)"), swift)
        XCTAssertTrue(swift.contains("let savedToViewTransform = toView.transform3D"), swift)
        XCTAssertTrue(swift.contains("} else {\n                toView.transform3D = CATransform3DIdentity\n            }"), swift)
    }

    func testACancelledTurnPutsTheTransform3DBack() throws {
        let backEnds = try spec("    from.transform: identity -> rotateX(45deg) perspective(800pt)")
        // The pop plays the push backwards: A, arriving, turns back flat as the finger moves.
        let (held, _) = backEnds.run("push B; drag back to 0.4 over 0.2")
        let turning = held.shown(held.node("A"), .layerTransform).transform3D!
        XCTAssertEqual(Interpreter.read(.transformRotationX, of: turning)!, 0.6 * .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(turning.parts?.perspectiveDistance ?? 0, 800, accuracy: 1e-9)
        let (interpreter, result) = backEnds.run("push B; drag back to 0.4 over 0.2; release velocity -10")
        XCTAssertEqual(result.codes, [])
        let a = interpreter.shown(interpreter.node("A"), .layerTransform).transform3D!
        XCTAssertEqual(a, .identity, "the cancel puts back the transform3D A had before the pop")
    }

    func testALayerElementTurnsWithCoreAnimation() throws {
        let backEnds = try spec("    from.badge.transform: identity -> rotateX(180deg) perspective(400pt)", elements: "element badge: layer")
        let plan = try backEnds.plan("Turn")
        XCTAssertEqual(plan.tracks.map(\.isLayer), [true])
        XCTAssertEqual(plan.tracks.map(\.transformIs3D), [true])
        let swift = try backEnds.swiftClass("TurnAnimator")
        XCTAssertTrue(swift.contains("NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeRotation(.pi, 1.0, 0.0, 0.0), perspective(400.0)))"), swift)
    }
}
