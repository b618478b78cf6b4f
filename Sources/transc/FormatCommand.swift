import Foundation
import TransitionLanguage

/// `transc fmt`.
enum FormatCommand {
    static let command = Command(
        name: "fmt",
        summary: "Format specs canonically",
        usage: "transc fmt",
        help: "",
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        Output.error("transc fmt: not available in this build")
        return ExitStatus.usage
    }
}
