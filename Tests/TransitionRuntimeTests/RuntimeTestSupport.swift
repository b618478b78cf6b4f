import Foundation
import TransitionCore
import TransitionLanguage
@testable import TransitionRuntime
import XCTest

/// Loading specs and running steps for the interpreter's tests.
enum RuntimeTestSupport {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func specPaths() -> [String] {
        let specs = root.appendingPathComponent("specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []
        return names.filter { $0.hasSuffix(".transition") }.sorted().map { "specs/\($0)" }
    }

    /// A spec of the repository, compiled; the path stays relative so traces do not depend on
    /// where the checkout lives.
    static func compile(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> (SourceFile, Compilation, CheckedSpec) {
        let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
        let source = SourceFile(path: relativePath, bytes: Array(data))
        let compilation = Compilation.compile(source) { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { Array($0) }
        }
        let model = try XCTUnwrap(compilation.model, "\(relativePath) has errors: \(compilation.diagnostics.map(\.message))", file: file, line: line)
        return (source, compilation, model)
    }

    /// A spec given as text.
    static func compile(text: String, path: String = "test.transition", file: StaticString = #filePath, line: UInt = #line) throws -> (SourceFile, Compilation, CheckedSpec) {
        let source = SourceFile(path: path, text: text)
        let compilation = Compilation.compile(source)
        let model = try XCTUnwrap(compilation.model, "spec has errors: \(compilation.diagnostics.map(\.message))", file: file, line: line)
        return (source, compilation, model)
    }

    /// Parses and checks `steps` on the spec's first graph (or `graph`), then runs them on an
    /// interpreter the test can inspect afterwards.
    static func interpreter(
        _ spec: (SourceFile, Compilation, CheckedSpec), steps: String, graph: Int = 0, options: RunOptions = RunOptions(),
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
