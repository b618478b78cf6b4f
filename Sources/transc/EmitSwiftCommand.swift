import Foundation
import SwiftEmitter
import TransitionLanguage

/// `transc emit-swift FILE…`: UIKit Swift generated from each spec. A spec with errors prints its
/// diagnostics and writes nothing, so an existing output stays as it was.
enum EmitSwiftCommand {
    static let command = Command(
        name: "emit-swift",
        summary: "Generate UIKit Swift from specs",
        usage: "transc emit-swift [-o FILE | --output-dir DIR] [--access internal|public] FILE…",
        help: """
        Writes one Swift file per spec beside it (foo.transition -> foo.swift): element protocols for
        the screens, one coordinator per navigation graph, one animator class per animator.

        options:
          -o, --output FILE       write to FILE (one input only); '-o -' writes to standard output
          --output-dir DIR        write each FILE.swift into DIR instead of beside its spec
          --access internal|public
                                  access level of the generated declarations (default internal)

        A spec with errors prints its diagnostics (as 'transc check' does), exits 1 and writes
        nothing; existing outputs are replaced only by a complete new file. Exit 2: usage or I/O.
        """,
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        var args = Arguments(valued: ["-o": "output", "--output": "output", "--output-dir": "dir", "--access": "access"])
        let access: SwiftAccessLevel
        do {
            try args.parse(arguments)
            access = SwiftAccessLevel(rawValue: try args.choice("access", SwiftAccessLevel.allCases.map(\.rawValue), default: "internal")) ?? .internal
        } catch {
            Output.error("transc emit-swift: \(error.message)")
            return ExitStatus.usage
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
        var status = ExitStatus.ok
        for path in args.positional {
            let outcome = emit(path, output: outputPath(for: path, args), access: access)
            status = max(status, outcome)
        }
        return status
    }

    /// Where the Swift for `input` goes: `-o`, else `--output-dir`, else beside the spec.
    static func outputPath(for input: String, _ args: Arguments) -> String {
        if let output = args.value("output") { return output }
        let base = ((input as NSString).lastPathComponent as NSString).deletingPathExtension + ".swift"
        if let directory = args.value("dir") { return (directory as NSString).appendingPathComponent(base) }
        return ((input as NSString).deletingLastPathComponent as NSString).appendingPathComponent(base)
    }

    private static func emit(_ path: String, output: String, access: SwiftAccessLevel) -> Int32 {
        guard let source = InputFiles.source(path) else { return ExitStatus.usage }
        let compilation = Compilation.compile(source)
        Output.rawError(DiagnosticRenderer().render(compilation.diagnostics, in: source))
        guard let model = compilation.model else {
            let errors = compilation.diagnostics.filter { $0.severity == .error }.count
            Output.error("transc emit-swift: \(errors) error\(errors == 1 ? "" : "s") in \(source.path); nothing written")
            return ExitStatus.failure
        }
        let options = SwiftEmitterOptions(sourceName: (source.path as NSString).lastPathComponent, transcVersion: transcVersion, access: access)
        let swift = SwiftEmitter.emit(model, options: options)
        if output == "-" {
            Output.raw(swift)
            return ExitStatus.ok
        }
        do {
            try AtomicFile.write(swift, to: output)
        } catch {
            Output.error("transc emit-swift: cannot write '\(output)': \(error.localizedDescription)")
            return ExitStatus.usage
        }
        return ExitStatus.ok
    }
}
