import TransitionModel
import TransitionSource

/// The interpreter's entry points: what `transc run` and `transc test` call. Each run starts
/// from a fresh stage (every graph's root alone on its stack, time 0), so runs are independent
/// and deterministic.
public enum SpecRunner {
    /// Every edge of `graph` forward and back once.
    public static func tour(_ spec: CheckedSpec, graph: Int, source: SourceFile, options: RunOptions = RunOptions()) -> RunResult {
        var tour = Tour(interpreter: Interpreter(spec: spec, graph: spec.graphs[graph], options: options, title: "tour", stepsSource: source))
        return tour.run()
    }

    /// Checked steps (a scenario's, or `--do`'s from `Checker.checkSteps`) on `graph`; `source`
    /// is the text their ranges point into.
    public static func run(
        _ steps: [ScenarioAction], graph: Int, in spec: CheckedSpec, source: SourceFile, title: String,
        options: RunOptions = RunOptions()
    ) -> RunResult {
        var run = ScenarioRun(
            interpreter: Interpreter(spec: spec, graph: spec.graphs[graph], options: options, title: title, stepsSource: source),
            steps: steps)
        return run.run()
    }

    /// One scenario of the spec.
    public static func scenario(_ scenario: Scenario, in spec: CheckedSpec, source: SourceFile, options: RunOptions = RunOptions()) -> RunResult {
        run(scenario.steps, graph: scenario.graph, in: spec, source: source, title: "scenario \"\(scenario.name)\"", options: options)
    }

    /// Every scenario of the spec, in source order, without recording frames.
    public static func test(_ spec: CheckedSpec, source: SourceFile, options: RunOptions = RunOptions(recordsFrames: false)) -> [ScenarioReport] {
        spec.scenarios.map { ScenarioReport(scenario: $0, result: scenario($0, in: spec, source: source, options: options)) }
    }
}

/// One scenario's verdict for `transc test`.
public struct ScenarioReport: Sendable {
    /// The scenario, for its name and range.
    public var scenario: Scenario
    /// Its trace and expectations.
    public var result: RunResult
    /// No failed expectation and no broken invariant.
    public var passed: Bool { result.passed }
}
