import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionPictures

/// `transc graph FILE`: the navigation graph as a picture (DOT, Mermaid, or SVG through Graphviz).
enum GraphCommand {
    static let command = Command(
        name: "graph",
        summary: "Draw a spec's navigation graph (DOT, Mermaid or SVG)",
        usage: "transc graph [-o FILE] [--format dot|mermaid|svg] FILE",
        help: """
        Screens are nodes (the root entered from a dot, the view-controller type under the name);
        push edges are solid, modal edges dashed; each edge is labelled with its push/pop (present/
        dismiss) animators or 'system' and the gestures that drive it; '* -> X' edges leave one
        'any screen' node; warnings are amber with their codes, unreachable screens dashed.

        options:
          -o, --output FILE          write to FILE instead of standard output
          --format dot|mermaid|svg   dot (default): Graphviz source; mermaid: a flowchart GitHub
                                     renders in a ```mermaid block; svg: dot's drawing, which needs
                                     Graphviz's 'dot' on PATH

        Warnings are printed on standard error as 'transc check' prints them. A spec with errors
        prints its diagnostics, exits 1 and writes nothing. An output that is the spec or a file it
        imports (by any name) is refused. Exit 2: usage, I/O, or no 'dot' for svg.
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(
        valued: ["-o": "output", "--output": "output", "--format": "format"],
        choices: ["format": ["dot", "mermaid", "svg"]])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        let format: String
        do throws(Arguments.Problem) {
            try args.parse(arguments)
            format = try args.choice("format", default: "dot")
            guard args.positional.count == 1 else {
                throw Arguments.Problem(message: args.positional.isEmpty ? "no input file" : "give one spec file, not \(args.positional.count)")
            }
        } catch {
            Output.error("transc graph: \(error.message); usage: \(command.usage)")
            return ExitStatus.usage
        }
        let source: SourceFile
        do { source = try InputFiles.source(args.positional[0]) } catch { return error.status }
        let compilation = Compilation.compile(source)
        Output.rawError(DiagnosticRenderer().render(compilation.diagnostics, in: source))
        guard let model = compilation.model else {
            let errors = compilation.diagnostics.filter { $0.severity == .error }.count
            Output.error("transc graph: \(errors) error\(errors == 1 ? "" : "s") in \(source.path); nothing written")
            return ExitStatus.failure
        }
        let picture = GraphPicture(model, diagnostics: compilation.diagnostics, source: source)
        let text: String
        switch format {
        case "mermaid":
            text = MermaidWriter.write(picture)
        case "svg":
            do throws(Graphviz.Failure) {
                text = try Graphviz.svg(DotWriter.write(picture))
            } catch {
                Output.error("transc graph: \(error.message)")
                return ExitStatus.usage
            }
        default:
            text = DotWriter.write(picture)
        }
        return OutputFile.write(text, to: args.value("output") ?? "-", command: "graph", reading: SpecRead.all(args.positional[0], compilation))
    }
}
