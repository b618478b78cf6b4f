import Foundation
import TransitionLanguage

/// `transc emit-swift`.
enum EmitSwiftCommand {
    static let command = Command(
        name: "emit-swift",
        summary: "Generate UIKit Swift from specs",
        usage: "transc emit-swift",
        help: "",
        run: run
    )

    static func run(_ arguments: [String]) -> Int32 {
        Output.error("transc emit-swift: not available in this build")
        return ExitStatus.usage
    }
}
