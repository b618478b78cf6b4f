import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionPictures
import TransitionRuntime

/// `transc preview FILE -o PAGE.html`: one self-contained page that plays the spec's traces.
enum PreviewCommand {
    static let command = Command(
        name: "preview",
        summary: "Write an HTML page that plays a spec's transitions from the interpreter's trace",
        usage: "transc preview [--fps N] [--size WxH] -o PAGE.html FILE",
        help: """
        Runs the tour of every graph and every scenario (as 'transc run' does) and writes one HTML
        file with no external resources that plays them: choose an edge and direction or a
        scenario, play, pause, scrub, change speed, step frame by frame. Screens, elements,
        snapshots and masks are drawn as labelled boxes with the trace's alpha, transform, frame
        and corner radius; interactive transitions show the finger and the finish/cancel decision;
        the animator's curve is plotted beside the stage.

        The URL fragment selects a frame on load: #scenario=NAME&t=SECONDS (stage time),
        #graph=G&edge=A->B&dir=forward|backward&t=SECONDS (since that transition started), or
        #t=SECONDS (the first edge, forward). Drawn views carry data-view, data-alpha,
        data-transform, data-frame and data-corner-radius attributes with the trace's values.

        options:
          -o, --output PAGE.html   the page to write (required; '-o -' writes to standard output)
          --fps N                  frames sampled per second (default 60)
          --size WxH               container size in points (default 390x844)

        A spec with errors, or a run that breaks an invariant, prints its diagnostics, exits 1
        and writes nothing. An output that is the spec or a file it imports (by any name) is
        refused. Exit 2: usage or I/O.
        """,
        arguments: arguments,
        run: run
    )

    static let arguments = Arguments(valued: ["-o": "output", "--output": "output", "--fps": "fps", "--size": "size"])

    static func run(_ arguments: [String]) -> Int32 {
        var args = Self.arguments
        let options: RunOptions
        let output: String
        do throws(Arguments.Problem) {
            try args.parse(arguments)
            options = try RunArguments.options(args)
            guard args.positional.count == 1 else {
                throw Arguments.Problem(message: args.positional.isEmpty ? "no input file" : "give one spec file, not \(args.positional.count)")
            }
            guard let path = args.value("output") else { throw Arguments.Problem(message: "no output page; give -o PAGE.html") }
            output = path
        } catch {
            Output.error("transc preview: \(error.message); usage: \(command.usage)")
            return ExitStatus.usage
        }
        let loaded: (source: SourceFile, compilation: Compilation)
        do { loaded = try RunArguments.compile(args.positional[0]) } catch { return error.status }
        Output.rawError(DiagnosticRenderer().render(loaded.compilation.diagnostics.filter { $0.severity != .error }, in: loaded.source))
        guard let spec = loaded.compilation.model else {
            RunArguments.printErrors(loaded.compilation.diagnostics, in: loaded.source)
            return ExitStatus.failure
        }
        let preview = Preview(spec, source: loaded.source, options: options)
        guard preview.issues.isEmpty else {
            for issue in preview.issues { Output.rawError(RunArguments.render(issue, sources: [loaded.source])) }
            Output.error("transc preview: the run broke \(preview.issues.count == 1 ? "an invariant" : "invariants"); nothing written")
            return ExitStatus.failure
        }
        let title = (loaded.source.path as NSString).lastPathComponent
        return OutputFile.write(preview.page(title: title), to: output, command: "preview",
                                reading: SpecRead.all(args.positional[0], loaded.compilation))
    }
}
