import Foundation
import TransitionLanguage

/// `transc test`.
enum TestCommand {
    static let command = Command(
        name: "test",
        summary: "Run the scenarios written in specs",
        usage: "transc test",
        help: "",
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        Output.error("transc test: not available in this build")
        return ExitStatus.usage
    }
}
