import DifferentialHarness
import Foundation
import SwiftEmitter
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// One spec seen by both back ends: its plans, what the interpreter does, what the emitter writes.
struct BothBackEnds {
    let source: SourceFile
    let compilation: Compilation
    let model: CheckedSpec

    init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        (source, compilation, model) = try SpecCompiler.compile(text: text, file: file, line: line)
    }

    init(path: String) throws {
        (source, compilation, model) = try SpecCompiler.compile(path)
    }

    func plan(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> MotionPlan {
        try XCTUnwrap(model.plan(named: name), "no plan '\(name)' among \(model.plans.map(\.animator))", file: file, line: line)
    }

    var swift: String {
        SwiftEmitter.emit(model, options: SwiftEmitterOptions(sourceName: "test.transition", transcVersion: "test"))
    }

    /// The emitted class of one animator, from its declaration to the next top-level declaration.
    func swiftClass(_ className: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let text = swift
        let start = try XCTUnwrap(text.range(of: "final class \(className):"), "no class \(className)", file: file, line: line)
        let rest = text[start.lowerBound...]
        let end = rest.dropFirst().range(of: "\n}\n")?.upperBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Runs `steps` on the first graph.
    func run(_ steps: String, file: StaticString = #filePath, line: UInt = #line) -> (Interpreter, RunResult) {
        let text = StepsText(steps, graph: 0, in: compilation)
        XCTAssertFalse(text.diagnostics.hasErrors, "steps: \(text.diagnostics.map(\.message))", file: file, line: line)
        var run = ScenarioRun(
            interpreter: Interpreter(spec: model, graph: model.graphs[0], options: RunOptions(), title: "steps", stepsSource: text.source),
            steps: text.actions)
        let result = run.run()
        return (run.interpreter, result)
    }
}

extension BothBackEnds {
    static let toolchain = Result { try Toolchain.prepared() }

    /// The differential test on this spec: its emitted Swift, run on the runtime UIKit through
    /// the tour, its scenarios and each of `steps`, gives the interpreter's trace.
    func assertRunsAlike(_ steps: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        #if !os(Linux)
        return  // the runtime UIKit is built with the Linux toolchain
        #endif
        let extra = steps.map { text in
            let parsed = StepsText(text, graph: 0, in: compilation)
            return Differential.ExtraRun(title: text, actions: parsed.actions, source: parsed.source)
        }
        let report = try Differential.compare(spec: model, source: source, toolchain: Self.toolchain.get(), extra: extra)
        XCTAssertNil(report.difference, file: file, line: line)
    }
}

extension Interpreter {
    func node(_ screen: String, _ element: String? = nil) -> NodeID {
        let instance = screens.latest(of: graph.screenIndex(named: screen)!)
        guard let element else { return instance.view }
        return instance.element(element)!
    }

    func shown(_ node: NodeID, _ property: Property) -> AnimatableValue { stage.presentedValue(of: node, property) }
}

/// A graph A -> B (push) with a left-edge swipe back, for animators under test.
func pushGraph(push: String, pop: String, elements: String = "") -> String {
    """
    navigation App {
        screen A: AViewController\(elements.isEmpty ? "" : " { \(elements) }")
        screen B: BViewController
        root A
        A -> B {
            push: \(push)
            pop: \(pop)
        }
        gesture back: edgePan(left) on B drives pop {
            progress: translation.x / width
            finish when progress > 0.5 or velocity.x > 0
        }
    }

    """
}

extension RunResult {
    var codes: [RuntimeIssueCode] { trace.issues.map(\.code) }
}
