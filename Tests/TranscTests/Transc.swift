import Foundation
import TestSupport

/// The built `transc` and the repository, for tests that run the command line as a user does.
enum Transc {
    /// The repository root.
    static let root = SpecCompiler.root

    /// The `transc` SwiftPM built beside the test bundle; throws, saying where it looked, when it
    /// is not there.
    static var executable: URL {
        get throws { try ProcessRunner.builtProduct("transc") }
    }

    typealias Result = ProcessRunner.Result

    /// Runs `transc arguments` in `directory` with `input` on standard input.
    static func run(_ arguments: [String], in directory: URL, input: String = "") throws -> Result {
        try ProcessRunner.run(try executable, arguments, in: directory, input: .text(input))
    }
}
