import Foundation
import TestSupport
import XCTest

/// `transc fmt`, run as the built binary on files in a temporary directory.
final class FormatCommandTests: XCTestCase {
    private let messy = "animator Fade(duration:0.5){to.alpha:0->1}\n"
    private let tidy = "animator Fade(duration: 0.5) {\n    to.alpha: 0 -> 1\n}\n"
    private let broken = "animator Fade { to.alpha: 0 }\n"
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-fmt")
        try write(messy, "messy.transition")
        try write(tidy, "tidy.transition")
        try write(broken, "broken.transition")
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    func testCheckListsUnformattedFilesAndRewritesNothing() throws {
        let run = try transc(["fmt", "--check", "messy.transition", "tidy.transition"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "messy.transition\n")
        XCTAssertEqual(try read("messy.transition"), messy)

        let clean = try transc(["fmt", "--check", "tidy.transition"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    func testRewritesOnlyFilesThatChange() throws {
        let tidyInode = try inode("tidy.transition")
        let run = try transc(["fmt", "messy.transition", "tidy.transition"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try read("messy.transition"), tidy)
        XCTAssertEqual(try inode("tidy.transition"), tidyInode, "an already formatted file was rewritten")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testFileWithSyntaxErrorsIsLeftUntouchedAndReported() throws {
        let run = try transc(["fmt", "broken.transition", "messy.transition"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try read("broken.transition"), broken)
        XCTAssertEqual(try read("messy.transition"), tidy, "the other file is still formatted")
        XCTAssertTrue(run.stderr.contains("broken.transition:1:29: error: expected '->'"), run.stderr)

        let check = try transc(["fmt", "--check", "broken.transition"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "")
    }

    func testStandardInputIsFormattedToStandardOutput() throws {
        let run = try transc(["fmt", "-"], input: messy)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, tidy)
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try transc(["fmt"]).status, 2)
        XCTAssertEqual(try transc(["fmt", "--bogus", "tidy.transition"]).status, 2)
        XCTAssertEqual(try transc(["fmt", "missing.transition"]).status, 2)
        let help = try transc(["fmt", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--check"))
    }

    // MARK: - Helpers

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    private func inode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
        return try XCTUnwrap(attributes[.systemFileNumber] as? Int)
    }

    /// Runs the built `transc` in the temporary directory.
    private func transc(_ arguments: [String], input: String = "") throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try Transc.run(arguments, in: directory, input: input)
        return (run.status, run.stdout, run.stderr)
    }
}
