import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime

/// `transc test FILE…`: runs every scenario of every file and reports each one.
enum TestCommand {
    static let command = Command(
        name: "test",
        summary: "Run the scenarios written in specs and check their expectations",
        usage: "transc test [--scenario NAME] [--junit FILE] [--size WxH] [--stdin-filename NAME] FILE…",
        help: """
        Prints one line per scenario, 'pass' or 'FAIL' with the file and the scenario's name; under
        a failure, each failed expectation as path:line:col with the expected and the actual value,
        and each broken invariant as a located error. Ends with 'N passed, N failed'.

        Expectations: 'expect stack [A, B]', 'expect completed' / 'expect cancelled' (the last
        transition), 'expect Screen.alpha == 1 within 0.01 at 0.25' (a value 0.25 s after the
        previous action started; without 'at', or with 'at end', once that action has played
        out). The tolerance defaults to 0.001.

        options:
          --scenario NAME         run only the scenarios with this name (a name no spec has is a
                                  usage error)
          --junit FILE            also write the results as JUnit XML to FILE, for CI (never a
                                  spec the command reads or imports, by any name)
          --size WxH              container size in points (default 390x844)
          --stdin-filename NAME   the path standard input ('-') stands for: imports resolve beside
                                  it and messages name it

        Exit status: 0 when every scenario passes, 1 when any fails or a spec has errors, 2 on
        usage or I/O errors.
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(valued: ["--size": "size", "--scenario": "scenario", "--junit": "junit", "--stdin-filename": "stdinName"])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        var options: RunOptions
        do {
            try args.parse(arguments)
            options = try RunArguments.options(args)
        } catch {
            Output.error("transc test: \(error.message); usage: \(command.usage)")
            return ExitStatus.usage
        }
        guard !args.positional.isEmpty else {
            Output.error("transc test: no input files; usage: \(command.usage)")
            return ExitStatus.usage
        }
        options.recordsFrames = false
        var loadedFiles: [(source: SourceFile, compilation: Compilation)] = []
        var read: [SpecRead] = []
        var inputStatus = ExitStatus.ok
        for path in args.positional {
            let loaded: (source: SourceFile, compilation: Compilation)
            do { loaded = try RunArguments.compile(path, stdinName: args.value("stdinName")) } catch {
                inputStatus = max(inputStatus, error.status)
                continue
            }
            loadedFiles.append(loaded)
            read += SpecRead.all(path, loaded.compilation)
        }
        if let path = args.value("junit"), let problem = OutputFile.refusal(of: path, reading: read) {
            Output.error("transc test: refusing to write '\(path)': \(problem); give another --junit path")
            return ExitStatus.usage
        }
        let only = args.value("scenario")
        if let only {
            let specs = loadedFiles.compactMap(\.compilation.model)
            if !specs.contains(where: { $0.scenarios.contains { $0.name == only } }) {
                let known = specs.flatMap(\.scenarios).map { "\"\($0.name)\"" }
                Output.error("transc test: no scenario named \"\(only)\"\(known.isEmpty ? "" : "; scenarios: \(known.joined(separator: ", "))")")
                return ExitStatus.usage
            }
        }
        var passed = 0
        var failed = 0
        var junit = JUnitReport()
        for loaded in loadedFiles {
            var suite = JUnitReport.Suite(name: loaded.source.path)
            defer { junit.suites.append(suite) }
            guard let spec = loaded.compilation.model else {
                RunArguments.printErrors(loaded.compilation.diagnostics, in: loaded.source)
                Output.print("FAIL  \(loaded.source.path): the spec has errors")
                let errors = loaded.compilation.diagnostics.filter { $0.severity == .error }
                suite.cases.append(JUnitReport.Case(name: "spec", problem: JUnitReport.Problem(
                    element: "error", message: "the spec has errors",
                    detail: DiagnosticRenderer().render(errors, in: loaded.source))))
                failed += 1
                continue
            }
            for report in SpecRunner.test(spec, source: loaded.source, options: options) where only.map({ report.scenario.name == $0 }) ?? true {
                let name = "\(loaded.source.path): \(report.scenario.name)"
                guard !report.passed else {
                    Output.print("pass  \(name)")
                    suite.cases.append(JUnitReport.Case(name: report.scenario.name, problem: nil))
                    passed += 1
                    continue
                }
                failed += 1
                var detail = ""
                for failure in report.result.failures {
                    detail += RunArguments.render(failure, sources: [loaded.source])
                }
                for issue in report.result.trace.issues {
                    detail += RunArguments.render(issue, sources: [loaded.source])
                }
                Output.raw("FAIL  \(name)\n" + detail)
                suite.cases.append(JUnitReport.Case(name: report.scenario.name, problem: JUnitReport.Problem(
                    element: "failure", message: "scenario failed", detail: detail)))
            }
        }
        Output.print("\(passed) passed, \(failed) failed")
        if let path = args.value("junit") {
            do {
                try AtomicFile.write(junit.xml, to: path)
            } catch {
                Output.error("transc test: cannot write '\(path)': \(error.localizedDescription)")
                return ExitStatus.usage
            }
        }
        return max(inputStatus, failed > 0 ? ExitStatus.failure : ExitStatus.ok)
    }
}
