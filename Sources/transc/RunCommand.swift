import Foundation
import TransitionLanguage

/// `transc run`.
enum RunCommand {
    static let command = Command(
        name: "run",
        summary: "Run a spec on the headless core and print the trace",
        usage: "transc run",
        help: "",
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        Output.error("transc run: not available in this build")
        return ExitStatus.usage
    }
}
