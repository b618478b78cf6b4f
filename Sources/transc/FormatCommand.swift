import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `transc fmt FILE…`: rewrites specs in the canonical layout, or with `--check` lists the ones
/// that are not in it (for CI).
enum FormatCommand {
    static let command = Command(
        name: "fmt",
        summary: "Format specs canonically",
        usage: "transc fmt [--check] [--stdin-filename NAME] FILE… (- formats standard input to standard output)",
        help: """
        Rewrites each file in place in the canonical layout (Grammar.md, "Canonical formatting"),
        and only when that changes it. Formatting changes whitespace and layout only and keeps
        every comment. A file with syntax errors is left untouched; its diagnostics are printed
        on stderr.

        options:
          --check     rewrite nothing; print the files that are not formatted, one per line,
                      and exit 1 if there are any
          --stdin-filename NAME
                      the path standard input ('-') stands for in messages

        exit status: 0 all files formatted (or already so); 1 a file has syntax errors, or with
        --check a file is not formatted; 2 usage or I/O errors.
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(valued: ["--stdin-filename": "stdinName"], flags: ["--check": "check"])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        do {
            try args.parse(arguments)
        } catch {
            Output.error("transc fmt: \(error.message)")
            return ExitStatus.usage
        }
        guard !args.positional.isEmpty else {
            Output.error("transc fmt: no input files; usage: \(command.usage)")
            return ExitStatus.usage
        }
        let checkOnly = args.has("check")
        var status = ExitStatus.ok
        for path in args.positional {
            // The worst outcome wins: I/O problems (2) over unformattable files (1).
            status = max(status, format(path, stdinName: args.value("stdinName"), checkOnly: checkOnly))
        }
        return status
    }

    /// Formats one file; returns its exit status.
    private static func format(_ path: String, stdinName: String?, checkOnly: Bool) -> Int32 {
        let source: SourceFile
        do { source = try InputFiles.source(path, stdinName: stdinName) } catch { return error.status }
        guard let formatted = Formatter.format(source) else {
            let diagnostics = Parser.parse(source).diagnostics.sortedForOutput()
            Output.rawError(DiagnosticRenderer().render(diagnostics, in: source))
            Output.error("transc fmt: \(source.path) not formatted: it has syntax errors")
            return ExitStatus.failure
        }
        let changed = Array(formatted.utf8) != source.bytes
        if checkOnly {
            if changed { Output.print(source.path) }
            return changed ? ExitStatus.failure : ExitStatus.ok
        }
        if path == "-" {
            Output.raw(formatted)
            return ExitStatus.ok
        }
        guard changed else { return ExitStatus.ok }
        do {
            try AtomicFile.write(formatted, to: path)
        } catch {
            Output.error("transc fmt: cannot write '\(path)': \(error.localizedDescription)")
            return ExitStatus.usage
        }
        return ExitStatus.ok
    }
}
