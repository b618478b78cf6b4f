import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// A driver that checks rows of `docs/uikit-model.md` on the runtime UIKit: a `main` written
/// against it prints `FAIL <row>: …` for each expectation that does not hold and `DONE <row>` once
/// a row has run to its end. It is compiled and run once, on first use; every test of a row reads
/// the same output.
final class ModelRowDriver: @unchecked Sendable {
    private let path: String
    private let spec: String
    private let main: String
    private let lock = NSLock()
    private var output: Result<String, Error>?

    /// `spec` is the transition source the driver's emitted code comes from (named `path`).
    init(path: String, spec: String, main: String) {
        self.path = path
        self.spec = spec
        self.main = main
    }

    /// Fails for each `FAIL <row>:` line, and when `DONE <row>` is missing.
    func assertRow(_ row: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let lines = try run().split(separator: "\n").map(String.init)
        for failure in lines where failure.hasPrefix("FAIL \(row):") { XCTFail(failure, file: file, line: line) }
        XCTAssertTrue(lines.contains("DONE \(row)"), "row \(row) did not finish:\n\(lines.suffix(20).joined(separator: "\n"))", file: file, line: line)
    }

    private func run() throws -> String {
        #if !os(Linux)
        throw XCTSkip("the runtime UIKit runs on Linux")
        #else
        lock.lock()
        defer { lock.unlock() }
        if let output { return try output.get() }
        let result = Result {
            let toolchain = try DifferentialTests.toolchain.get()
            let source = SourceFile(path: path, text: spec)
            let model = try XCTUnwrap(Compilation.compile(source).model)
            return try Differential.run(model, source: source, main: main, toolchain: toolchain)
        }
        output = result
        return try result.get()
        #endif
    }
}
