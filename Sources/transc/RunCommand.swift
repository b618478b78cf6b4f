import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime

/// `transc run FILE`: interprets a spec on the headless core and prints the trace.
enum RunCommand {
    static let command = Command(
        name: "run",
        summary: "Run a spec on the headless core and print what every view does, frame by frame",
        usage: "transc run [--graph NAME] [--do STEPS | --scenario NAME] [--fps N] [--size WxH] [--format text|json] [--benchmark] [--stdin-filename NAME] FILE",
        help: """
        With neither --do nor --scenario, runs a tour: every edge of every graph (or of --graph)
        forward and back once, from a stack set up without animation along a path from the root.

        options:
          --graph NAME        the navigation graph to run (default: every graph for a tour, the
                              first graph for --do)
          --do STEPS          steps to run, as in a scenario, separated by ';' or line breaks:
                              "push Detail; wait 0.2; pop", "drag back to 0.6 over 0.3; release",
                              "expect Detail.alpha == 1"
          --scenario NAME     run one scenario of the spec (see 'transc test' to run them all)
          --fps N             frames sampled per second (default 60)
          --size WxH          container size in points (default 390x844)
          --format text|json  text (default): a table per transition for people; json: the
                              stable document described in docs/trace-format.md
          --benchmark         run the same work repeatedly for at least a second and report
                              property samples per second instead of the trace
          --plans             print the motion plan of every animator instead of running: what
                              both this interpreter and the emitted Swift do, one fact a line
          --stdin-filename NAME
                              the path standard input ('-') stands for: imports resolve beside
                              it and messages name it

        The trace goes to standard output. Spec errors, step errors, failed expectations and broken
        invariants (completeTransition not called exactly once, stacks that do not match the
        operations, a cancel that does not restore the views, masks, snapshots or layer animations
        left behind) are printed on standard error as path:line:col: error: … and exit 1. A
        --scenario or --graph the spec does not have is a usage error (exit 2).
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(
        valued: [
            "--graph": "graph", "--do": "do", "--scenario": "scenario", "--fps": "fps", "--size": "size", "--format": "format",
            "--stdin-filename": "stdinName",
        ],
        flags: ["--benchmark": "benchmark", "--plans": "plans"],
        choices: ["format": ["text", "json"]])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        let format: String
        let options: RunOptions
        do throws(Arguments.Problem) {
            try args.parse(arguments)
            format = try args.choice("format", default: "text")
            options = try RunArguments.options(args)
            guard args.positional.count == 1 else {
                throw Arguments.Problem(message: args.positional.isEmpty ? "no input file" : "give one spec file, not \(args.positional.count)")
            }
            if args.value("do") != nil && args.value("scenario") != nil {
                throw Arguments.Problem(message: "use --do or --scenario, not both")
            }
        } catch {
            Output.error("transc run: \(error.message); usage: \(command.usage)")
            return ExitStatus.usage
        }
        let loaded: (source: SourceFile, compilation: Compilation)
        do { loaded = try RunArguments.compile(args.positional[0], stdinName: args.value("stdinName")) } catch { return error.status }
        guard let spec = loaded.compilation.model else {
            RunArguments.printErrors(loaded.compilation.diagnostics, in: loaded.source)
            return ExitStatus.failure
        }
        if args.has("plans") {
            Output.raw(spec.plans.map { $0.text + "\n" }.joined(separator: "\n"))
            return ExitStatus.ok
        }

        // What to run: a list of (title, graph, steps, source) or tours.
        var work: [Workload] = []
        if let name = args.value("scenario") {
            guard let scenario = spec.scenarios.first(where: { $0.name == name }) else {
                let known = spec.scenarios.map { "\"\($0.name)\"" }.joined(separator: ", ")
                Output.error("transc run: no scenario named \"\(name)\" in \(loaded.source.path)\(known.isEmpty ? "" : "; scenarios: \(known)")")
                return ExitStatus.usage
            }
            work.append(.scenario(scenario))
        } else {
            var graphs = Array(spec.graphs.indices)
            if let name = args.value("graph") {
                guard let index = spec.graphs.firstIndex(where: { $0.name == name }) else {
                    Output.error("transc run: no navigation graph '\(name)' in \(loaded.source.path); graphs: \(spec.graphs.map(\.name).joined(separator: ", "))")
                    return ExitStatus.usage
                }
                graphs = [index]
            }
            if let text = args.value("do") {
                guard let graph = graphs.first else { return ExitStatus.failure }
                let steps = StepsText(text, graph: graph, in: loaded.compilation)
                if steps.diagnostics.hasErrors {
                    Output.rawError(DiagnosticRenderer().render(steps.diagnostics.filter { $0.severity == .error }, in: steps.source))
                    return ExitStatus.failure
                }
                work.append(.steps(steps, graph: graph))
            } else {
                work += graphs.map { .tour(graph: $0) }
            }
        }

        if args.has("benchmark") {
            Output.print(Benchmark.run(work.map { $0.job(spec, loaded.source) }, options: options).report)
            return ExitStatus.ok
        }

        let results = work.map { $0.job(spec, loaded.source)(options) }
        let sources = [loaded.source] + work.compactMap(\.stepsSource)
        if format == "json" {
            Output.print(TraceJSON(sources: sources).document(results.map(\.trace)).serialized())
        } else {
            Output.raw(results.map { TraceTextRenderer().render($0.trace) }.joined(separator: "\n"))
        }
        var failed = false
        for result in results {
            for issue in result.trace.issues {
                failed = true
                Output.rawError(RunArguments.render(issue, sources: sources))
            }
            for failure in result.failures {
                failed = true
                Output.rawError(RunArguments.render(failure, sources: sources))
            }
        }
        return failed ? ExitStatus.failure : ExitStatus.ok
    }

    /// One thing `transc run` was asked to run.
    enum Workload {
        case tour(graph: Int)
        case scenario(Scenario)
        case steps(StepsText, graph: Int)

        var stepsSource: SourceFile? {
            if case let .steps(steps, _) = self { return steps.source }
            return nil
        }

        func job(_ spec: CheckedSpec, _ source: SourceFile) -> @Sendable (RunOptions) -> RunResult {
            switch self {
            case let .tour(graph):
                return { SpecRunner.tour(spec, graph: graph, source: source, options: $0) }
            case let .scenario(scenario):
                return { SpecRunner.scenario(scenario, in: spec, source: source, options: $0) }
            case let .steps(steps, graph):
                return { SpecRunner.run(steps.actions, graph: graph, in: spec, source: steps.source, title: "steps", options: $0) }
            }
        }
    }
}

/// What `run` and `test` share: options, loading a spec, printing located problems.
enum RunArguments {
    static func options(_ args: Arguments) throws(Arguments.Problem) -> RunOptions {
        var options = RunOptions()
        if let fps = args.value("fps") {
            guard let value = Double(fps), value > 0, value <= 10_000 else {
                throw Arguments.Problem(message: "--fps takes a number of frames per second above 0 (at most 10000), not '\(fps)'")
            }
            options.framesPerSecond = value
        }
        if let size = args.value("size") {
            let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
                  width.isFinite, height.isFinite else {
                throw Arguments.Problem(message: "--size takes WIDTHxHEIGHT in points, such as 390x844, not '\(size)'")
            }
            options.width = width
            options.height = height
        }
        return options
    }

    static func compile(_ path: String, stdinName: String? = nil) throws(InputFiles.Unreadable) -> (source: SourceFile, compilation: Compilation) {
        let source = try InputFiles.source(path, stdinName: stdinName)
        return (source, Compilation.compile(source))
    }

    static func printErrors(_ diagnostics: [Diagnostic], in source: SourceFile) {
        let errors = diagnostics.filter { $0.severity == .error }
        Output.rawError(DiagnosticRenderer().render(errors, in: source))
        Output.error("\(errors.count) error\(errors.count == 1 ? "" : "s") in \(source.path); see 'transc check \(source.path)'")
    }

    static func render(_ issue: RuntimeIssue, sources: [SourceFile]) -> String {
        guard let source = sources.first(where: { $0.path == issue.path }) else {
            return "\(issue.path): error: \(issue.message) [\(issue.code.rawValue)]\n"
        }
        return DiagnosticRenderer().render(issue.diagnostic, in: source)
    }

    static func render(_ failure: ExpectationResult, sources: [SourceFile]) -> String {
        let location = sources.first { $0.path == failure.path }?.lines.location(of: failure.range.start)
        let at = location.map { "\(failure.path):\($0.line):\($0.column)" } ?? failure.path
        return "\(at): error: expectation failed: \(failure.text)\n    expected: \(failure.expected)\n    actual:   \(failure.actual)\n"
    }
}
