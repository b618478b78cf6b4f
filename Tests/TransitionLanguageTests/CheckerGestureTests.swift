import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// A scenario's drag and release are judged by the checker with the one definition of what a
/// gesture reports (`Gesture.sample(after:)`, `finishes(at:)`), the definition the interpreter uses.
final class CheckerGestureTests: XCTestCase {
    /// After `release`, the checker's stack says whether the pop finished: a finished pop leaves the
    /// root on top, so pushing the dragged screen again is legal; a cancelled one leaves the dragged
    /// screen on top, which has no edge to itself.
    private func checkerFinishes(_ spec: String, graph: String, screen: String, gesture: String, fraction: Double, velocity: Double) -> Bool {
        let scenario = """

        scenario "drag and release" in \(graph) {
            push \(screen)
            drag \(gesture) to \(fraction) over 0.2
            release velocity \(velocity)
            push \(screen)
        }

        """
        let compilation = CheckerGolden.compile(spec + scenario)
        let codes = compilation.diagnostics.map(\.code)
        XCTAssertTrue(codes == [] || codes == ["T1002"], "\(codes)")
        return codes.isEmpty
    }

    private func assertSameDecisions(spec name: String, graph: String, screen: String, gesture: String) throws {
        let spec = try String(contentsOf: CheckerGolden.specs.appendingPathComponent(name), encoding: .utf8)
        let model = try XCTUnwrap(CheckerGolden.compile(spec).model)
        let g = try XCTUnwrap(model.graph(named: graph)?.gestures.first { $0.name == gesture })
        var finished = 0
        var cancelled = 0
        for step in 0...10 {
            let fraction = Double(step) / 10
            for velocity in [-800.0, -50, 0, 50, 499, 501, 800] {
                var sample = g.sample(after: .fraction(fraction), width: ReferenceScreen.width, height: ReferenceScreen.height)
                if g.axis.y != 0 { sample.velocityY = velocity } else { sample.velocityX = velocity }
                let expected = g.finishes(at: sample)
                let actual = checkerFinishes(spec, graph: graph, screen: screen, gesture: gesture, fraction: fraction, velocity: velocity)
                XCTAssertEqual(actual, expected, "\(name): \(gesture) to \(fraction), velocity \(velocity)")
                if expected { finished += 1 } else { cancelled += 1 }
            }
        }
        // The grid straddles the rule: both outcomes occur.
        XCTAssertGreaterThan(finished, 0)
        XCTAssertGreaterThan(cancelled, 0)
    }

    func testEdgePanReleaseFollowsTheFinishRule() throws {
        try assertSameDecisions(spec: "fade-interactive.transition", graph: "Fading", screen: "Second", gesture: "swipeBack")
    }

    func testVerticalPanReleaseFollowsTheFinishRule() throws {
        try assertSameDecisions(spec: "present-like-push.transition", graph: "PresentLike", screen: "C", gesture: "dismissC")
    }

    /// The seed's own rule, spelt out: more than half finishes; less finishes only when flicked
    /// towards the edge it is leaving to.
    func testFinishRuleAtTheThreshold() throws {
        let spec = try String(contentsOf: CheckerGolden.specs.appendingPathComponent("fade-interactive.transition"), encoding: .utf8)
        XCTAssertTrue(checkerFinishes(spec, graph: "Fading", screen: "Second", gesture: "swipeBack", fraction: 0.6, velocity: -10))
        XCTAssertFalse(checkerFinishes(spec, graph: "Fading", screen: "Second", gesture: "swipeBack", fraction: 0.5, velocity: 0))
        XCTAssertTrue(checkerFinishes(spec, graph: "Fading", screen: "Second", gesture: "swipeBack", fraction: 0.2, velocity: 300))
        XCTAssertFalse(checkerFinishes(spec, graph: "Fading", screen: "Second", gesture: "swipeBack", fraction: 0.3, velocity: -50))
    }
}
