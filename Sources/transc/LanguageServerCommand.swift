import Foundation
import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `transc lsp`: the language server on standard input and output.
enum LanguageServerCommand {
    static let command = Command(
        name: "lsp",
        summary: "Run the language server on stdin/stdout",
        usage: "transc lsp [--stdio]",
        help: """
        Speaks the Language Server Protocol (3.17) on standard input and output, for any editor:
        diagnostics as 'transc check' reports them, hover, go to definition, references, document
        symbols, completion, formatting and quick fixes. Positions are UTF-16 unless the client
        offers UTF-8. Logs go to standard error. Exit status: 0 after 'shutdown', 1 otherwise.
        --stdio is accepted, and the default, for clients that pass it.
        See README.md, "Editors", for editor set-up.
        """,
        arguments: Arguments(flags: ["--stdio": "stdio"]),
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            Output.error("transc lsp: unexpected argument '\(arguments[0])'; usage: \(command.usage)")
            return ExitStatus.usage
        }
        let server = LanguageServer(configuration: .init(version: transcVersion), log: { Output.error($0) })
        return ServerConnection(server: server).run()
    }
}
