import Foundation
import SwiftEmitter
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `transc emit-swift FILE…`: UIKit Swift generated from each spec. A spec with errors prints its
/// diagnostics and writes nothing, so an existing output stays as it was; an output whose bytes
/// would not change is not rewritten, so its modification time (and a build's view of it) stays.
enum EmitSwiftCommand {
    static let command = Command(
        name: "emit-swift",
        summary: "Generate UIKit Swift from specs",
        usage: """
            transc emit-swift [-o FILE | --output-dir DIR] [--access internal|public] [--guard-uikit] [--no-support] \
            [--check] [--stdin-filename NAME] FILE…\n       transc emit-swift --support (-o FILE | --output-dir DIR) \
            [--access internal|public] [--guard-uikit] [--check]
            """,
        help: """
        Writes one Swift file per spec beside it (foo.transition -> foo.swift): element protocols for
        the screens, one coordinator per navigation graph, one animator class per animator. Beside
        them goes TransitionSupport.swift, which every generated file builds with (the base class
        of the animators); it is the same for every spec, so a module needs it once. An output
        whose contents would not change is left untouched (same modification time).

        options:
          -o, --output FILE       write to FILE (one input only); '-o -' writes to standard output
          --output-dir DIR        write each FILE.swift into DIR instead of beside its spec (DIR is
                                  made if missing; two specs of one base name are refused)
          --access internal|public
                                  access level of the generated declarations (default internal)
          --guard-uikit           wrap the generated code in '#if canImport(UIKit)', so it compiles
                                  to nothing on platforms without UIKit (macOS, Linux)
          --no-support            do not write TransitionSupport.swift (a build that writes it once
                                  with --support)
          --support               write only TransitionSupport.swift, to -o FILE or into
                                  --output-dir DIR; takes no input files
          --check                 write nothing; print each output that is missing or out of date,
                                  one per line, and exit 1 if there are any
          --stdin-filename NAME   the path standard input ('-') stands for: imports resolve beside
                                  it, messages and the header name it

        An output path that is a spec (.transition), an input, or a spec an input imports (by any
        name: a symbolic or hard link to it) is refused. A spec with errors prints its diagnostics
        (as 'transc check' does), exits 1 and writes nothing. Every output is written in full to a
        temporary file before any replaces its old file, so a failure leaves them all; '-o -'
        writes no support file (its header says how to get one). Exit 2: usage or I/O.
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(
        valued: ["-o": "output", "--output": "output", "--output-dir": "dir", "--access": "access", "--stdin-filename": "stdinName"],
        flags: ["--check": "check", "--guard-uikit": "guardUIKit", "--no-support": "noSupport", "--support": "supportOnly"],
        choices: ["access": SwiftAccessLevel.allCases.map(\.rawValue)])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        let access: SwiftAccessLevel
        do {
            try args.parse(arguments)
            access = SwiftAccessLevel(rawValue: try args.choice("access", default: "internal")) ?? .internal
        } catch {
            Output.error("transc emit-swift: \(error.message)")
            return ExitStatus.usage
        }
        let mode: Mode = args.has("check") ? .check : .write
        let options = SwiftEmitterOptions(sourceName: "", transcVersion: transcVersion, access: access, guardsUIKit: args.has("guardUIKit"))
        if args.has("supportOnly") {
            return emitSupportOnly(args, options: options, mode: mode)
        }
        guard !args.positional.isEmpty else {
            Output.error("transc emit-swift: no input files; usage: \(command.usage)")
            return ExitStatus.usage
        }
        if args.value("output") != nil, args.value("dir") != nil {
            Output.error("transc emit-swift: use either -o or --output-dir, not both")
            return ExitStatus.usage
        }
        if args.value("output") != nil, args.positional.count > 1 {
            Output.error("transc emit-swift: -o takes one input file; use --output-dir for several")
            return ExitStatus.usage
        }
        if args.positional.contains("-"), args.value("output") == nil {
            Output.error("transc emit-swift: standard input needs -o FILE or -o -")
            return ExitStatus.usage
        }
        if args.has("check"), args.value("output") == "-" {
            Output.error("transc emit-swift: --check compares files; it cannot check '-o -'")
            return ExitStatus.usage
        }
        let outputs = args.positional.map { outputPath(for: $0, args) }
        if let problem = collision(inputs: args.positional, outputs: outputs) {
            Output.error("transc emit-swift: \(problem)")
            return ExitStatus.usage
        }
        for output in outputs where output != "-" {
            if !args.has("noSupport"), (output as NSString).lastPathComponent == SwiftEmitter.supportFileName {
                Output.error("transc emit-swift: '\(output)' is where the support file goes; give the output another name with -o, or pass --no-support")
                return ExitStatus.usage
            }
            if let problem = refusal(of: output, inputs: args.positional) {
                Output.error("transc emit-swift: \(problem)")
                return ExitStatus.usage
            }
        }
        // Everything is generated first and written together (or, checking, compared) at the end,
        // so a refused or failed output leaves every old one.
        var status = ExitStatus.ok
        var pending: [(path: String, text: String)] = []
        var read: [SpecRead] = []
        var directories: [String] = []
        for (path, output) in zip(args.positional, outputs) {
            var options = options
            options.supportIsBeside = output != "-"
            switch emit(path, stdinName: args.value("stdinName"), options: options) {
            case let .unreadable(failure):
                status = max(status, failure)
                continue
            case let .errors(compilation):
                status = max(status, ExitStatus.failure)
                read += SpecRead.all(path, compilation)
                // Checking still compares the support file where this output would go.
                guard mode == .check, output != "-" else { continue }
            case let .swift(swift, compilation):
                read += SpecRead.all(path, compilation)
                guard output != "-" else {
                    Output.raw(swift)
                    continue
                }
                pending.append((output, swift))
            }
            // The support goes where a spec's output went.
            let directory = PathText.directory(of: output)
            if !directories.contains(directory) { directories.append(directory) }
        }
        if !args.has("noSupport") {
            let support = SwiftEmitter.support(options: options)
            for directory in directories {
                pending.append(((directory as NSString).appendingPathComponent(SwiftEmitter.supportFileName), support))
            }
        }
        for output in pending {
            if let problem = refusal(of: output.path, reading: read) {
                Output.error("transc emit-swift: \(problem)")
                return ExitStatus.usage
            }
        }
        return max(status, write(pending, mode: mode, creating: args.value("dir")))
    }

    /// Why two inputs cannot be emitted together: they would write one file (`--output-dir` with
    /// two specs of one base name), the second replacing the first.
    static func collision(inputs: [String], outputs: [String]) -> String? {
        var seen: [String: String] = [:]
        for (input, output) in zip(inputs, outputs) where output != "-" {
            let key = OutputFile.resolved(output)
            if let first = seen[key] {
                guard OutputFile.resolved(first) != OutputFile.resolved(input) else {
                    return "'\(input)' is given twice"
                }
                return "'\(first)' and '\(input)' would both be written to '\(output)'; emit them into different directories, or rename one"
            }
            seen[key] = input
        }
        return nil
    }

    /// `--support`: the support file alone, to `-o FILE` or into `--output-dir DIR`.
    private static func emitSupportOnly(_ args: Arguments, options: SwiftEmitterOptions, mode: Mode) -> Int32 {
        guard args.positional.isEmpty else {
            Output.error("transc emit-swift: --support takes no input files")
            return ExitStatus.usage
        }
        let target: String
        switch (args.value("output"), args.value("dir")) {
        case let (output?, nil): target = output
        case let (nil, directory?): target = (directory as NSString).appendingPathComponent(SwiftEmitter.supportFileName)
        case (nil, nil), (.some, .some):
            Output.error("transc emit-swift: --support needs either -o FILE or --output-dir DIR")
            return ExitStatus.usage
        }
        let support = SwiftEmitter.support(options: options)
        if target == "-" {
            guard mode == .write else {
                Output.error("transc emit-swift: --check compares files; it cannot check '-o -'")
                return ExitStatus.usage
            }
            Output.raw(support)
            return ExitStatus.ok
        }
        if let problem = refusal(of: target, inputs: []) {
            Output.error("transc emit-swift: \(problem)")
            return ExitStatus.usage
        }
        return write([(target, support)], mode: mode, creating: args.value("dir"))
    }

    /// Write the outputs, or only report the stale ones.
    private enum Mode {
        case write, check
    }

    /// Where the Swift for `input` goes: `-o`, else `--output-dir`, else beside the spec.
    static func outputPath(for input: String, _ args: Arguments) -> String {
        if let output = args.value("output") { return output }
        let base = ((input as NSString).lastPathComponent as NSString).deletingPathExtension + ".swift"
        if let directory = args.value("dir") { return (directory as NSString).appendingPathComponent(base) }
        return (PathText.directory(of: input) as NSString).appendingPathComponent(base)
    }

    /// Why `output` must not be written: it is a spec, or it is one of the inputs (by path or, when
    /// both exist, by file identity, so a link or `./x` does not slip through).
    static func refusal(of output: String, inputs: [String]) -> String? {
        if (output as NSString).pathExtension == "transition" {
            return "refusing to write Swift to '\(output)': it is a spec (.transition); give a .swift output path"
        }
        let resolved = (try? AtomicFile.resolvingLinks(output)) ?? output
        if (resolved as NSString).pathExtension == "transition" {
            return "refusing to write Swift to '\(output)': it is a link to the spec '\(resolved)'; give a .swift output path"
        }
        let target = OutputFile.Identity(path: output)
        for input in inputs where input != "-" {
            let same = OutputFile.resolved(input) == OutputFile.resolved(output) || (target != nil && OutputFile.Identity(path: input) == target)
            if same {
                return "refusing to write Swift to '\(output)': it is the input '\(input)'; give a .swift output path"
            }
        }
        return nil
    }

    /// Why `output` must not be written: it is a spec this command read or imported.
    private static func refusal(of output: String, reading: [SpecRead]) -> String? {
        if let problem = refusal(of: output, inputs: []) { return problem }
        return OutputFile.refusal(of: output, reading: reading).map {
            "refusing to write Swift to '\(output)': \($0); give a .swift output path"
        }
    }

    /// What one spec gave.
    private enum Emitted {
        case swift(String, Compilation)
        /// Diagnostics printed, nothing to write.
        case errors(Compilation)
        /// The spec could not be read (the message is printed), with the exit status that calls for.
        case unreadable(Int32)
    }

    private static func emit(_ path: String, stdinName: String?, options: SwiftEmitterOptions) -> Emitted {
        let source: SourceFile
        do { source = try InputFiles.source(path, stdinName: stdinName) } catch { return .unreadable(error.status) }
        let compilation = Compilation.compile(source)
        Output.rawError(DiagnosticRenderer().render(compilation.diagnostics, in: source))
        guard let model = compilation.model else {
            let errors = compilation.diagnostics.filter { $0.severity == .error }.count
            Output.error("transc emit-swift: \(errors) error\(errors == 1 ? "" : "s") in \(source.path); nothing written")
            return .errors(compilation)
        }
        var options = options
        options.sourceName = (source.path as NSString).lastPathComponent
        return .swift(SwiftEmitter.emit(model, options: options), compilation)
    }

    /// Writes every output whose file does not already hold its bytes, all or none (into
    /// `directory`, made first when it does not exist); in check mode, prints each output that
    /// differs and fails when any does.
    private static func write(_ outputs: [(path: String, text: String)], mode: Mode, creating directory: String?) -> Int32 {
        let changed = outputs.filter { output in
            AtomicFile.currentContents(of: output.path).map { !$0.elementsEqual(output.text.utf8) } ?? true
        }
        switch mode {
        case .check:
            changed.forEach { Output.print($0.path) }
            return changed.isEmpty ? ExitStatus.ok : ExitStatus.failure
        case .write:
            guard !changed.isEmpty else { return ExitStatus.ok }
            if let directory {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    Output.error("transc emit-swift: cannot create the output directory '\(directory)': \(error.localizedDescription)")
                    return ExitStatus.usage
                }
            }
            do {
                try AtomicFile.write(changed)
            } catch let failure as AtomicFile.Failure {
                Output.error("transc emit-swift: cannot write '\(failure.path)': \(failure.localizedDescription)")
                return ExitStatus.usage
            } catch {
                Output.error("transc emit-swift: cannot write: \(error.localizedDescription)")
                return ExitStatus.usage
            }
            return ExitStatus.ok
        }
    }
}
