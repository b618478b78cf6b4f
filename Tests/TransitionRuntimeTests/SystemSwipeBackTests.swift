import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// UIKit's own swipe-back, dragged by a scenario: the core's system pop held by the finger and
/// released by the model's rule (`Gesture.SystemSwipeBack`); refused where the model refuses it.
final class SystemSwipeBackTests: XCTestCase {
    /// `A -> B` is UIKit's push and pop; B has no gesture of its own.
    private func spec() throws -> (SourceFile, Compilation, CheckedSpec) {
        try SpecCompiler.compile("specs/present-like-push.transition")
    }

    func testReleaseFinishesPastHalfOrMovingForwardAndCancelsOtherwise() throws {
        let spec = try spec()
        // (fraction dragged, release velocity, finishes): progress > 0.5 or velocity.x > 0.
        let cases: [(Double, Double, Bool)] = [
            (0.6, -10, true), (0.51, -1, true), (0.2, 300, true), (0.0, 1, true),
            (0.5, 0, false), (0.3, -50, false), (0.49, 0, false),
        ]
        for (fraction, velocity, finishes) in cases {
            let (interpreter, result) = try RuntimeTestSupport.interpreter(
                spec, steps: "push B; drag system to \(fraction) over 0.2; release velocity \(velocity)")
            let label = "drag to \(fraction), release at \(velocity) pt/s"
            XCTAssertEqual(interpreter.lastOutcome, finishes, label)
            XCTAssertEqual(interpreter.stackScreens, finishes ? [0] : [0, 1], label)
            XCTAssertEqual(result.trace.issues, [], label)
            // UIKit's pop, completed at speed 1: (1 − p) × 0.35 s to finish, p × 0.35 s to cancel.
            let pop = try XCTUnwrap(result.trace.transitions.last)
            XCTAssertNil(pop.animator, label)
            XCTAssertEqual(pop.gesture, Gesture.SystemSwipeBack.name, label)
            let released = Animator.systemNavigationDuration + 0.2
            let expectedEnd = released + (finishes ? (1 - fraction) : fraction) * Animator.systemNavigationDuration
            XCTAssertEqual(try XCTUnwrap(pop.end), expectedEnd, accuracy: 1e-9, label)
        }
    }

    /// Held, the leaving screen's edge is under the finger (UIKit's pop scrubs linearly) and the
    /// screen under it comes from a third of the way out.
    func testTheHeldPopFollowsTheFinger() throws {
        let (interpreter, _) = try RuntimeTestSupport.interpreter(try spec(), steps: "push B; drag to 0.3 over 0.2")
        let width = RunOptions().width
        XCTAssertEqual(interpreter.stage.interactionPercent ?? -1, 0.3, accuracy: 1e-12)
        XCTAssertEqual(interpreter.stage.presentedValue(of: interpreter.view("B"), .frame).rect?.minX ?? .nan, 0.3 * width, accuracy: 1e-9)
        XCTAssertEqual(interpreter.stage.presentedValue(of: interpreter.view("A"), .frame).rect?.minX ?? .nan,
                       -Animator.systemParallaxFraction * width * 0.7, accuracy: 1e-9)
    }

    /// A cancel puts both screens back: B where it was, A out of the container at its own frame.
    func testACancelRestoresBothScreens() throws {
        let (interpreter, result) = try RuntimeTestSupport.interpreter(try spec(), steps: "push B; drag to 0.4 over 0.2; release velocity -20")
        XCTAssertEqual(interpreter.lastOutcome, false)
        XCTAssertEqual(result.trace.issues, [])
        XCTAssertEqual(interpreter.containerLabels, ["B"])
        let bounds = interpreter.stage.screenBounds
        XCTAssertEqual(interpreter.stage.modelValue(of: interpreter.view("A"), .frame), .rect(bounds))
        XCTAssertEqual(interpreter.stage.modelValue(of: interpreter.view("B"), .frame), .rect(bounds))
    }

    /// Drags the checker rejects (T1007), run anyway: the interpreter refuses them as UIKit would,
    /// starting nothing.
    func testWhereTheModelRefusesItNothingBegins() throws {
        let spec = try spec()
        let graph = spec.2.graphs[0]
        let (a, b, c) = (graph.screenIndex(named: "A")!, graph.screenIndex(named: "B")!, graph.screenIndex(named: "C")!)
        func run(_ actions: [ScenarioAction.Kind]) -> Trace {
            var run = ScenarioRun(
                interpreter: Interpreter(spec: spec.2, graph: graph, options: RunOptions(), title: "refused", stepsSource: spec.0),
                steps: actions.map { ScenarioAction(kind: $0, range: .at(0)) })
            return run.run().trace
        }
        func drag(on screen: Int) -> ScenarioAction.Kind { .drag(gesture: .systemSwipeBack(on: screen), amount: .fraction(0.7), duration: 0.2) }
        let release = ScenarioAction.Kind.release(velocityX: 0, velocityY: 0)
        let onRoot = run([drag(on: a), release])
        XCTAssertEqual(onRoot.transitions.count, 0)
        XCTAssertEqual(onRoot.issues.map(\.message), ["UIKit's swipe-back would not begin: only the root is on the stack"])
        let underCustomPop = run([.push(b), .push(c), drag(on: c), release])
        XCTAssertEqual(underCustomPop.transitions.map(\.operation), ["push", "push"])
        XCTAssertEqual(underCustomPop.issues.map(\.message),
                       ["UIKit's swipe-back would not begin: the pop is the custom animator of '* -> C', which replaces it"])
    }
}
