import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `transc check FILE…`: lex, parse and check, printing diagnostics as swiftc does.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Validate specs and print diagnostics",
        usage: "transc check [--format text|json|github|sarif] [--warnings-as-errors] [--stdin-filename NAME] FILE… (- reads standard input)",
        help: """
        options:
          --format text|json|github|sarif
                                  text (default) prints path:line:col diagnostics on stderr;
                                  json prints one document on stdout (see docs/diagnostics.md);
                                  github prints GitHub Actions annotations (::error file=…) on
                                  stdout; sarif prints a SARIF 2.1.0 log on stdout for code
                                  scanning
          --warnings-as-errors, -Werror
                                  exit 1 when there are warnings
          --stdin-filename NAME   the path standard input ('-') stands for: imports resolve beside
                                  it and messages name it
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(
        valued: ["--format": "format", "--stdin-filename": "stdinName"],
        flags: ["--warnings-as-errors": "werror", "-Werror": "werror"],
        choices: ["format": ["text", "json", "github", "sarif"]])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        let format: String
        do {
            try args.parse(arguments)
            format = try args.choice("format", default: "text")
        } catch {
            Output.error("transc check: \(error.message)")
            return ExitStatus.usage
        }
        guard !args.positional.isEmpty else {
            Output.error("transc check: no input files; usage: \(command.usage)")
            return ExitStatus.usage
        }
        var results: [(SourceFile, [Diagnostic])] = []
        var inputStatus = ExitStatus.ok
        for path in args.positional {
            let source: SourceFile
            do { source = try InputFiles.source(path, stdinName: args.value("stdinName")) } catch {
                inputStatus = max(inputStatus, error.status)
                continue
            }
            let compilation = Compilation.compile(source)
            // Freeing a large tree takes a tenth of a check's time; the process is about to exit.
            CompilationsKeptUntilExit.keep(compilation)
            var diagnostics = compilation.diagnostics
            if args.has("werror") {
                diagnostics = diagnostics.map { d in
                    var d = d
                    if d.severity == .warning { d.severity = .error }
                    return d
                }
            }
            results.append((source, diagnostics))
            if format == "text" {
                Output.rawError(DiagnosticRenderer().render(diagnostics, in: source))
            } else if format == "github" {
                Output.raw(DiagnosticGitHub.render(diagnostics, in: source))
            }
        }
        if format == "json" {
            Output.print(DiagnosticJSON.document(results).serialized())
        } else if format == "sarif" {
            Output.print(DiagnosticSARIF.document(results, toolVersion: transcVersion).serialized(pretty: true))
        } else if format == "text" {
            let errors = results.reduce(0) { $0 + $1.1.filter { $0.severity == .error }.count }
            let warnings = results.reduce(0) { $0 + $1.1.filter { $0.severity == .warning }.count }
            if errors + warnings > 0 {
                Output.error("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") generated.")
            }
        }
        return max(inputStatus, results.contains { $0.1.hasErrors } ? ExitStatus.failure : ExitStatus.ok)
    }
}

/// Compilations the command line does not free: the operating system reclaims them at exit faster
/// than releasing every node of a large tree one by one.
enum CompilationsKeptUntilExit {
    nonisolated(unsafe) private static var kept: [Compilation] = []

    static func keep(_ compilation: Compilation) {
        kept.append(compilation)
    }
}
