import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// Running steps for the interpreter's tests (`SpecCompiler` loads the specs).
enum RuntimeTestSupport {
    /// Parses and checks `steps` on the spec's first graph (or `graph`), then runs them on an
    /// interpreter the test can inspect afterwards.
    static func interpreter(
        _ spec: SpecCompiler.Compiled, steps: String, graph: Int = 0, options: RunOptions = RunOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (Interpreter, RunResult) {
        let text = StepsText(steps, graph: graph, in: spec.1)
        XCTAssertFalse(text.diagnostics.hasErrors, "steps: \(text.diagnostics.map(\.message))", file: file, line: line)
        var run = ScenarioRun(
            interpreter: Interpreter(spec: spec.2, graph: spec.2.graphs[graph], options: options, title: "steps", stepsSource: text.source),
            steps: text.actions)
        let result = run.run()
        return (run.interpreter, result)
    }
}

extension Interpreter {
    /// A screen's newest instance's view.
    func view(_ screen: String) -> NodeID {
        screens.latest(of: graph.screenIndex(named: screen)!).view
    }

    /// Presented scalar value now.
    func shown(_ node: NodeID, _ property: Property) -> Double {
        stage.presentedValue(of: node, property).scalar ?? .nan
    }
}

extension RunResult {
    var codes: [RuntimeIssueCode] { trace.issues.map(\.code) }
}
