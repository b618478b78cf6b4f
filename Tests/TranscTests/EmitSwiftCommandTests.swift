import Foundation
import XCTest

/// `transc emit-swift` as builds use it: unchanged outputs are not rewritten, `--check` lists
/// stale ones, a spec is never an output, `--guard-uikit` wraps the code.
final class EmitSwiftCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Transc.temporaryDirectory("transc-emit")
        let spec = Transc.root.appendingPathComponent("specs/fade-interactive.transition")
        try FileManager.default.copyItem(at: spec, to: directory.appendingPathComponent("fade.transition"))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func modificationDate(_ name: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
        return try XCTUnwrap(attributes[.modificationDate] as? Date)
    }

    func testASecondRunLeavesTheOutputUntouched() throws {
        let first = try Transc.run(["emit-swift", "fade.transition"], in: directory)
        XCTAssertEqual(first.status, 0, first.stderr)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory.appendingPathComponent("fade.swift").path)
        let second = try Transc.run(["emit-swift", "fade.transition"], in: directory)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try modificationDate("fade.swift"), old, "an unchanged output was rewritten")

        // A different option changes the bytes, so the file is written.
        let public_ = try Transc.run(["emit-swift", "--access", "public", "fade.transition"], in: directory)
        XCTAssertEqual(public_.status, 0, public_.stderr)
        XCTAssertNotEqual(try modificationDate("fade.swift"), old)
    }

    func testCheckListsStaleOutputsAndWritesNothing() throws {
        let missing = try Transc.run(["emit-swift", "--check", "fade.transition"], in: directory)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "fade.swift\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("fade.swift").path))

        XCTAssertEqual(try Transc.run(["emit-swift", "fade.transition"], in: directory).status, 0)
        let fresh = try Transc.run(["emit-swift", "--check", "fade.transition"], in: directory)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertEqual(fresh.stdout, "")

        try "// edited by hand\n".write(to: directory.appendingPathComponent("fade.swift"), atomically: true, encoding: .utf8)
        let stale = try Transc.run(["emit-swift", "--check", "fade.transition"], in: directory)
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.stdout, "fade.swift\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("fade.swift"), encoding: .utf8), "// edited by hand\n")

        XCTAssertEqual(try Transc.run(["emit-swift", "--check", "-o", "-", "fade.transition"], in: directory).status, 2)
    }

    func testASpecOrAnInputIsNeverAnOutput() throws {
        let original = try Data(contentsOf: directory.appendingPathComponent("fade.transition"))
        try Data("animator A(duration: 1) { to.alpha: 0 -> 1 }\n".utf8).write(to: directory.appendingPathComponent("other.transition"))
        for arguments in [
            ["emit-swift", "-o", "other.transition", "fade.transition"],
            ["emit-swift", "-o", "fade.transition", "fade.transition"],
            ["emit-swift", "-o", "./fade.transition", "fade.transition"],
            ["emit-swift", "-o", "new.transition", "fade.transition"],
        ] {
            let run = try Transc.run(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.contains("refusing to write Swift to"), run.stderr)
        }
        // An input that is not a .transition file, named again as the output.
        try FileManager.default.copyItem(at: directory.appendingPathComponent("fade.transition"), to: directory.appendingPathComponent("fade.spec"))
        let same = try Transc.run(["emit-swift", "-o", "fade.spec", "fade.spec"], in: directory)
        XCTAssertEqual(same.status, 2)
        XCTAssertTrue(same.stderr.contains("it is the input 'fade.spec'"), same.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("fade.transition")), original)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("new.transition").path))
    }

    func testGuardUIKitWrapsTheCode() throws {
        let run = try Transc.run(["emit-swift", "--guard-uikit", "-o", "-", "fade.transition"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\n#if canImport(UIKit)\nimport UIKit\n"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("\n#endif\n"))
        let plain = try Transc.run(["emit-swift", "-o", "-", "fade.transition"], in: directory)
        XCTAssertFalse(plain.stdout.contains("#if canImport(UIKit)"))
    }
}
