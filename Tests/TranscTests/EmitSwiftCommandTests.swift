import Foundation
import TestSupport
import XCTest

/// `transc emit-swift` as builds use it: unchanged outputs are not rewritten, `--check` lists
/// stale ones, a spec is never an output, `--guard-uikit` wraps the code.
final class EmitSwiftCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-emit")
        let spec = Transc.root.appendingPathComponent("specs/fade-interactive.transition")
        try FileManager.default.copyItem(at: spec, to: directory.appendingPathComponent("fade.transition"))
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
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
        XCTAssertEqual(missing.stdout, "fade.swift\nTransitionSupport.swift\n")
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

    func testTheSupportFileGoesOnceBesideTheOutputs() throws {
        let second = directory.appendingPathComponent("second.transition")
        try FileManager.default.copyItem(at: Transc.root.appendingPathComponent("specs/logo-reveal.transition"), to: second)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let run = try Transc.run(["emit-swift", "--output-dir", "Generated", "fade.transition", "second.transition"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let generated = directory.appendingPathComponent("Generated")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted(),
                       ["TransitionSupport.swift", "fade.swift", "second.swift"])
        let alone = try Transc.run(["emit-swift", "--support", "-o", "-"], in: directory)
        XCTAssertEqual(alone.status, 0, alone.stderr)
        XCTAssertTrue(alone.stdout.contains("class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {"), alone.stdout)
        XCTAssertEqual(try String(contentsOf: generated.appendingPathComponent("TransitionSupport.swift"), encoding: .utf8), alone.stdout)

        // A build that writes the support once passes --no-support to each spec's command.
        let bare = try Transc.run(["emit-swift", "--no-support", "-o", "bare.swift", "fade.transition"], in: directory)
        XCTAssertEqual(bare.status, 0, bare.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("TransitionSupport.swift").path))
        let supportOnly = try Transc.run(["emit-swift", "--support", "--guard-uikit", "--output-dir", "Generated"], in: directory)
        XCTAssertEqual(supportOnly.status, 0, supportOnly.stderr)
        XCTAssertTrue(try String(contentsOf: generated.appendingPathComponent("TransitionSupport.swift"), encoding: .utf8)
            .contains("#if canImport(UIKit)\nimport UIKit\n"))

        // The support's own name is not a spec's output, and --support reads no spec.
        let clash = try Transc.run(["emit-swift", "-o", "TransitionSupport.swift", "fade.transition"], in: directory)
        XCTAssertEqual(clash.status, 2)
        XCTAssertTrue(clash.stderr.contains("is where the support file goes"), clash.stderr)
        let withInput = try Transc.run(["emit-swift", "--support", "-o", "-", "fade.transition"], in: directory)
        XCTAssertEqual(withInput.status, 2)
        XCTAssertTrue(withInput.stderr.contains("--support takes no input files"), withInput.stderr)
    }

    /// Foundation's deletingLastPathComponent traps on a one-character path on Linux; a spec may be
    /// called `b`, and may import.
    func testOneLetterFileNames() throws {
        try FileManager.default.copyItem(at: directory.appendingPathComponent("fade.transition"), to: directory.appendingPathComponent("b"))
        let emitted = try Transc.run(["emit-swift", "b"], in: directory)
        XCTAssertEqual(emitted.status, 0, emitted.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.swift").path))
        try "import \"missing.transition\"\n".write(to: directory.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        let checked = try Transc.run(["check", "a"], in: directory)
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.stderr.contains("a:1:8: error: cannot read imported file"), checked.stderr)
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
