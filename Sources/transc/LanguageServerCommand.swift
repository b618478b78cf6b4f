import Foundation
import TransitionLanguage

/// `transc lsp`.
enum LanguageServerCommand {
    static let command = Command(
        name: "lsp",
        summary: "Run the language server on stdin/stdout",
        usage: "transc lsp",
        help: "",
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        Output.error("transc lsp: not available in this build")
        return ExitStatus.usage
    }
}
