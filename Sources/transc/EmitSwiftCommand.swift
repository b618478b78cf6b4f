import Foundation
import SwiftEmitter
import TransitionLanguage

/// `transc emit-swift FILE…`: UIKit Swift generated from each spec. A spec with errors prints its
/// diagnostics and writes nothing, so an existing output stays as it was; an output whose bytes
/// would not change is not rewritten, so its modification time (and a build's view of it) stays.
enum EmitSwiftCommand {
    static let command = Command(
        name: "emit-swift",
        summary: "Generate UIKit Swift from specs",
        usage: "transc emit-swift [-o FILE | --output-dir DIR] [--access internal|public] [--guard-uikit] [--no-support] [--check] [--stdin-filename NAME] FILE…\n       transc emit-swift --support (-o FILE | --output-dir DIR) [--access internal|public] [--guard-uikit] [--check]",
        help: """
        Writes one Swift file per spec beside it (foo.transition -> foo.swift): element protocols for
        the screens, one coordinator per navigation graph, one animator class per animator. Beside
        them goes TransitionSupport.swift, which every generated file builds with (the base class
        of the animators); it is the same for every spec, so a module needs it once. An output
        whose contents would not change is left untouched (same modification time).

        options:
          -o, --output FILE       write to FILE (one input only); '-o -' writes to standard output
          --output-dir DIR        write each FILE.swift into DIR instead of beside its spec
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

        An output path that is a spec (.transition) or one of the inputs is refused. A spec with
        errors prints its diagnostics (as 'transc check' does), exits 1 and writes nothing;
        existing outputs are replaced only by a complete new file. Exit 2: usage or I/O.
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
        var status = ExitStatus.ok
        var directories: [String] = []
        for (path, output) in zip(args.positional, outputs) {
            let outcome = emit(path, stdinName: args.value("stdinName"), output: output, options: options, mode: mode)
            status = max(status, outcome)
            // The support goes where a spec's output went (or, checking, where it was compared).
            let reached = mode == .check ? outcome != ExitStatus.usage : outcome == ExitStatus.ok
            guard output != "-", reached else { continue }
            let directory = PathText.directory(of: output)
            if !directories.contains(directory) { directories.append(directory) }
        }
        if !args.has("noSupport") {
            let support = SwiftEmitter.support(options: options)
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(SwiftEmitter.supportFileName)
                status = max(status, write(support, to: path, mode: mode))
            }
        }
        return status
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
        return write(support, to: target, mode: mode)
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
        let target = identity(of: output)
        for input in inputs where input != "-" {
            let same = standardized(input) == standardized(output) || (target != nil && identity(of: input) == target)
            if same {
                return "refusing to write Swift to '\(output)': it is the input '\(input)'; give a .swift output path"
            }
        }
        return nil
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Device and inode of an existing file, nil when it does not exist.
    private static func identity(of path: String) -> [Int]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let device = (attributes[.systemNumber] as? NSNumber)?.intValue,
              let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue else { return nil }
        return [device, inode]
    }

    private static func emit(_ path: String, stdinName: String?, output: String, options: SwiftEmitterOptions, mode: Mode) -> Int32 {
        guard let source = InputFiles.source(path, stdinName: stdinName) else { return ExitStatus.usage }
        let compilation = Compilation.compile(source)
        Output.rawError(DiagnosticRenderer().render(compilation.diagnostics, in: source))
        guard let model = compilation.model else {
            let errors = compilation.diagnostics.filter { $0.severity == .error }.count
            Output.error("transc emit-swift: \(errors) error\(errors == 1 ? "" : "s") in \(source.path); nothing written")
            return ExitStatus.failure
        }
        var options = options
        options.sourceName = (source.path as NSString).lastPathComponent
        let swift = SwiftEmitter.emit(model, options: options)
        if output == "-" {
            Output.raw(swift)
            return ExitStatus.ok
        }
        return write(swift, to: output, mode: mode)
    }

    /// Writes `swift` to `output` unless it already holds those bytes; in check mode, prints the
    /// path and fails when it does not.
    private static func write(_ swift: String, to output: String, mode: Mode) -> Int32 {
        let current = FileManager.default.contents(atPath: output)
        let unchanged = current.map { $0.elementsEqual(swift.utf8) } ?? false
        switch mode {
        case .check:
            guard unchanged else {
                Output.print(output)
                return ExitStatus.failure
            }
            return ExitStatus.ok
        case .write:
            guard !unchanged else { return ExitStatus.ok }
            do {
                try AtomicFile.write(swift, to: output)
            } catch {
                Output.error("transc emit-swift: cannot write '\(output)': \(error.localizedDescription)")
                return ExitStatus.usage
            }
            return ExitStatus.ok
        }
    }
}
