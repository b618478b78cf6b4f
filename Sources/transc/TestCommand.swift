import Foundation
import TransitionLanguage
import TransitionRuntime

/// `transc test FILE…`: runs every scenario of every file and reports each one.
enum TestCommand {
    static let command = Command(
        name: "test",
        summary: "Run the scenarios written in specs and check their expectations",
        usage: "transc test [--size WxH] FILE…",
        help: """
        Prints one line per scenario, 'pass' or 'FAIL' with the file and the scenario's name; under
        a failure, each failed expectation as path:line:col with the expected and the actual value,
        and each broken invariant as a located error. Ends with 'N passed, N failed'.

        Expectations: 'expect stack [A, B]', 'expect completed' / 'expect cancelled' (the last
        transition), 'expect Screen.alpha == 1 within 0.01 at 0.25' (a value 0.25 s after the
        previous action started; without 'at', or with 'at end', once that action has played
        out). The tolerance defaults to 0.001.

        options:
          --size WxH    container size in points (default 390x844)

        Exit status: 0 when every scenario passes, 1 when any fails or a spec has errors, 2 on
        usage or I/O errors.
        """,
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        var args = Arguments(valued: ["--size": "size"])
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
        var passed = 0
        var failed = 0
        var ioFailure = false
        for path in args.positional {
            guard let loaded = RunArguments.compile(path) else {
                ioFailure = true
                continue
            }
            guard let spec = loaded.compilation.model else {
                RunArguments.printErrors(loaded.compilation.diagnostics, in: loaded.source)
                Output.print("FAIL  \(loaded.source.path): the spec has errors")
                failed += 1
                continue
            }
            for report in SpecRunner.test(spec, source: loaded.source, options: options) {
                let name = "\(loaded.source.path): \(report.scenario.name)"
                guard !report.passed else {
                    Output.print("pass  \(name)")
                    passed += 1
                    continue
                }
                failed += 1
                var text = "FAIL  \(name)\n"
                for failure in report.result.failures {
                    text += RunArguments.render(failure, sources: [loaded.source])
                }
                for issue in report.result.trace.issues {
                    text += RunArguments.render(issue, sources: [loaded.source])
                }
                Output.raw(text)
            }
        }
        Output.print("\(passed) passed, \(failed) failed")
        if ioFailure { return ExitStatus.usage }
        return failed > 0 ? ExitStatus.failure : ExitStatus.ok
    }
}
