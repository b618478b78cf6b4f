import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// The invariants every run checks, provoked on purpose: animators built with a mistake, and
/// checked models broken by hand the way the checker would never let through.
final class InvariantTests: XCTestCase {
    func testEveryAnimatorMistakeIsReported() throws {
        let fade = try SpecCompiler.compile("specs/swift4-navigation.transition")
        let spring = try SpecCompiler.compile("specs/modal-spring.transition")
        let cases: [(AnimatorFault, (SourceFile, Compilation, CheckedSpec), String, [RuntimeIssueCode], String)] = [
            (.skipsCompleteTransition, fade, "push Detail", [.completeTransition], "never called completeTransition"),
            (.completesTwice, fade, "push Detail", [.completeTransition], "more than once"),
            (.completesCancelledAsFinished, fade, "push Detail; drag back to 0.2 over 0.1; release",
             [.completeTransition, .leftover, .stackMismatch], "completeTransition(true) after the pop was cancelled"),
            (.keepsDestinationOnCancel, fade, "push Detail; drag back to 0.2 over 0.1; release", [.cancelNotRestored], "still in the container"),
            (.keepsSnapshots, spring, "present Menu; dismiss", [.leftover], "snapshot 'shot' is still in the container after the dismiss"),
        ]
        for (fault, spec, steps, codes, message) in cases {
            let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: steps, options: RunOptions(faults: [fault]))
            XCTAssertEqual(result.codes, codes, "\(fault)")
            XCTAssertTrue(result.trace.issues.first?.message.contains(message) == true, "\(fault): \(result.trace.issues.map(\.message))")
            XCTAssertFalse(result.passed)
        }
        // The same steps without the mistake are clean.
        for (spec, steps) in [(fade, "push Detail; drag back to 0.2 over 0.1; release; pop"), (spring, "present Menu; dismiss")] {
            XCTAssertEqual(try RuntimeTestSupport.interpreter(spec, steps: steps).1.trace.issues, [])
        }
    }

    /// C3: a cancelled dismiss that leaves a kept backdrop at the dismiss's start value (the sheet
    /// still up, its dimming gone) is reported, though the screens' own views are put back.
    func testCancelThatLeavesAKeptBackdropChangedIsReported() throws {
        let spec = try SpecCompiler.compile("Tests/Fixtures/scenarios/cancel-restores-kept-backdrop.transition")
        let steps = "present Sheet; drag pull by 0, 60 over 0.2; release velocity (0, 0)"
        let (_, broken) = try RuntimeTestSupport.interpreter(spec, steps: steps, options: RunOptions(faults: [.skipsRestore]))
        XCTAssertEqual(broken.codes, [.cancelNotRestored])
        XCTAssertTrue(broken.trace.issues.first?.message.contains("dim.alpha is 0 (was 0.4)") == true, "\(broken.trace.issues.map(\.message))")
        XCTAssertEqual(try RuntimeTestSupport.interpreter(spec, steps: steps).1.trace.issues, [])
    }

    func testStackMismatchPointsAtTheStep() throws {
        let spec = try SpecCompiler.compile("specs/swift4-navigation.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(
            spec, steps: "push Detail; drag back to 0.2 over 0.1; release", options: RunOptions(faults: [.completesCancelledAsFinished]))
        let mismatch = try XCTUnwrap(result.trace.issues.first { $0.code == .stackMismatch })
        XCTAssertEqual(interpreter.stepsSource.text(mismatch.range), "drag back to 0.2 over 0.1")
        XCTAssertTrue(mismatch.message.contains("the stacks hold [Home], but the operations that completed give [Home, Detail]"), mismatch.message)
    }

    func testSnapshotKeptUntilDismissButNeverAdoptedIsReportedAtTheSnapshot() throws {
        var spec = try SpecCompiler.compile("specs/modal-spring.transition")
        // The checker rejects a kept snapshot whose dismiss is the system one (T0607); break the model by hand.
        spec.2.graphs[0].edges[0].backward = .system
        let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: "present Menu; dismiss")
        XCTAssertEqual(result.codes, [.leftover])
        let issue = result.trace.issues[0]
        XCTAssertTrue(issue.message.hasPrefix("snapshot 'shot' is kept until the dismiss, but the dismiss from 'Menu' did not remove it"), issue.message)
        let rendered = DiagnosticRenderer().render(issue.diagnostic, in: spec.0)
        let line = try XCTUnwrap(Self.line(containing: "snapshot from as shot until dismiss", in: spec.0))
        let declared = try XCTUnwrap(spec.2.plan(named: "SlideAway")?.snapshots.first?.range)
        XCTAssertEqual(issue.range, declared)
        XCTAssertTrue(rendered.hasPrefix("specs/modal-spring.transition:\(line):"), rendered)
        XCTAssertTrue(rendered.contains(": error: snapshot 'shot' is kept"), rendered)
        XCTAssertTrue(rendered.contains("[R0104]"))
    }

    func testCancelThatDoesNotRestoreAViewIsReportedAtTheAnimator() throws {
        var spec = try SpecCompiler.compile("specs/swift4-navigation.transition")
        // The pop fades Detail from 0.5 instead of its resting 1 and saves nothing to put back:
        // after a cancel UIKit leaves it at 0.5.
        let pop = try XCTUnwrap(spec.2.plans.firstIndex { $0.animator == "DetailToHomePop" })
        spec.2.plans[pop].tracks[0].from = .scalar(.constant(0.5))
        spec.2.plans[pop].saved = []
        let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail; drag back to 0.3 over 0.1; release")
        XCTAssertEqual(result.codes, [.cancelNotRestored])
        let issue = result.trace.issues[0]
        XCTAssertTrue(issue.message.contains("Detail.alpha is 0.5 (was 1)"), issue.message)
        XCTAssertEqual(issue.path, "specs/swift4-navigation.transition")
        XCTAssertEqual(issue.range, spec.2.plans[pop].range)
    }

    /// C6: a size the checker cannot see (it reads the container) that comes to nothing is
    /// refused where the step is, and the window keeps its size; a resize changes what `width`
    /// reads after it.
    func testAResizeToNothingIsRefusedAtTheStep() throws {
        let spec = try SpecCompiler.compile("specs/half-sheet.transition")
        let steps = StepsText("resize to width - 390 x height; resize to height x width", graph: 0, in: spec.1, path: "<steps>")
        XCTAssertEqual(steps.diagnostics, [], "the checker cannot tell")
        let source = steps.source
        let result = SpecRunner.run(steps.actions, graph: 0, in: spec.2, source: source, title: "steps")
        XCTAssertEqual(result.codes, [.operationRefused])
        XCTAssertEqual(source.text(result.trace.issues[0].range), "resize to width - 390 x height")
        XCTAssertTrue(result.trace.events.contains { if case .resized(width: 844, height: 390) = $0.kind { true } else { false } },
                      "the second resize reads the window the first left: 390 x 844")
    }

    func testOperationTheCoreRefusesIsReportedAtTheStep() throws {
        let spec = try SpecCompiler.compile("specs/fade-interactive.transition")
        let graph = spec.2.graphs[0]
        let source = SourceFile(path: "<steps>", text: "push Second; present Sheet; push First")
        let steps = [
            ScenarioAction(kind: .push(graph.screenIndex(named: "Second")!), range: SourceRange(0, 11)),
            ScenarioAction(kind: .present(graph.screenIndex(named: "Sheet")!, animated: true), range: SourceRange(13, 26)),
            ScenarioAction(kind: .push(graph.screenIndex(named: "First")!), range: SourceRange(28, 38)),
        ]
        let result = SpecRunner.run(steps, graph: 0, in: spec.2, source: source, title: "steps")
        XCTAssertEqual(result.codes, [.operationRefused])
        XCTAssertEqual(source.text(result.trace.issues[0].range), "push First")
        XCTAssertTrue(result.trace.issues[0].message.contains("a presented screen covers the navigation stack"))
    }

    func testFailedExpectationsReportExpectedAndActual() throws {
        let spec = try SpecCompiler.compile("specs/fade-interactive.transition")
        let (_, result) = try RuntimeTestSupport.interpreter(
            spec, steps: "push Second; expect Second.alpha == 0.5 at 0.1; expect stack [First]; expect cancelled; expect Second.alpha == 1")
        XCTAssertEqual(result.expectations.map(\.passed), [false, false, false, true])
        XCTAssertEqual(result.failures.map(\.expected), ["0.5 ± 0.001", "[First]", "cancelled"])
        XCTAssertEqual(result.failures.map(\.actual), ["0.08166", "[First, Second]", "completed"])
        XCTAssertEqual(result.failures[0].text, "expect Second.alpha == 0.5 at 0.1")
    }

    static func line(containing text: String, in source: SourceFile) -> Int? {
        let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }
}
