import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, named apart from XCTest's methods of the same name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Nothing is lost when `fmt` and `emit-swift` write: a full disk leaves the old file and no
/// temporary file, and a rewritten file keeps its mode, its symbolic links and its hard links.
final class AtomicWriteTests: XCTestCase {
    private let messy = "animator Fade(duration:0.5){to.alpha:0->1}\n"
    private let tidy = "animator Fade(duration: 0.5) {\n    to.alpha: 0 -> 1\n}\n"
    private let spec = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail { push: Fade  pop: reverse }
            gesture edgePan(left) on Detail drives pop {
                progress: translation.x / width
                finish when progress > 0.5
            }
        }
        animator Fade(duration: 0.3) { to.alpha: 0 -> 1 }

        """
    private var directory: URL!
    private var mounted = false

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-write")
    }

    override func tearDownWithError() throws {
        if mounted { _ = try? run("/bin/umount", [directory.path]) }
        try TemporaryDirectory.remove(directory)
    }

    func testFormattingKeepsTheFileMode() throws {
        try write(messy, "private.transition", mode: 0o600)
        try write(messy, "shared.transition", mode: 0o664)
        let result = try transc(["fmt", "private.transition", "shared.transition"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read("private.transition"), tidy)
        XCTAssertEqual(try mode("private.transition"), 0o600)
        XCTAssertEqual(try mode("shared.transition"), 0o664)
    }

    func testFormattingThroughASymbolicLinkFormatsItsTarget() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
        try write(messy, "real/spec.transition")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.transition").path, withDestinationPath: "real/spec.transition")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("chain.transition").path, withDestinationPath: "link.transition")
        let result = try transc(["fmt", "chain.transition"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read("real/spec.transition"), tidy)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("link.transition").path)
        XCTAssertEqual(destination, "real/spec.transition", "the link was replaced")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("chain.transition").path), "link.transition")
        XCTAssertEqual(try leftovers(), [])
    }

    func testFormattingKeepsHardLinks() throws {
        try write(messy, "one.transition")
        XCTAssertEqual(link(directory.appendingPathComponent("one.transition").path, directory.appendingPathComponent("two.transition").path), 0)
        let before = try inode("one.transition")
        let result = try transc(["fmt", "two.transition"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read("one.transition"), tidy)
        XCTAssertEqual(try read("two.transition"), tidy)
        XCTAssertEqual(try inode("one.transition"), before)
        XCTAssertEqual(try inode("two.transition"), before)
        XCTAssertEqual(try leftovers(), [])
    }

    func testEmittingThroughASymbolicLinkKeepsTheLink() throws {
        try write(spec, "app.transition")
        try write("old\n", "generated.swift", mode: 0o640)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("out.swift").path, withDestinationPath: "generated.swift")
        let result = try transc(["emit-swift", "app.transition", "-o", "out.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try read("generated.swift").contains("UIViewControllerAnimatedTransitioning"))
        XCTAssertEqual(try mode("generated.swift"), 0o640)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("out.swift").path))
    }

    /// On a full file system (a 64 KiB tmpfs, filled up), `fmt` and `emit-swift` fail with a
    /// message, the old files are intact and no temporary file is left behind, for a plain file,
    /// a hard-linked one and one reached through a symbolic link.
    func testAFullFileSystemLosesNothingAndLeavesNoTemporaryFile() throws {
        try mountSmallFileSystem()
        try write(spec, "app.transition")
        try write(messy, "messy.transition")
        try write(messy, "linked.transition")
        XCTAssertEqual(link(directory.appendingPathComponent("linked.transition").path, directory.appendingPathComponent("other-name.transition").path), 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("symbolic.transition").path, withDestinationPath: "messy.transition")
        let oldSwift = String(repeating: "// generated before\n", count: 100)
        try write(oldSwift, "app.swift")
        try fill()

        for name in ["messy.transition", "linked.transition", "symbolic.transition"] {
            let result = try transc(["fmt", name])
            XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("cannot write"), result.stderr)
        }
        XCTAssertEqual(try read("messy.transition"), messy)
        XCTAssertEqual(try read("linked.transition"), messy)
        XCTAssertEqual(try read("other-name.transition"), messy)

        let emitted = try transc(["emit-swift", "app.transition", "-o", "app.swift"])
        XCTAssertEqual(emitted.status, 2, emitted.stderr)
        XCTAssertEqual(try read("app.swift"), oldSwift)
        XCTAssertEqual(try leftovers(), [])
    }

    // MARK: - Helpers

    /// Mounts a 64 KiB tmpfs on the test's directory, or skips: only root can mount.
    private func mountSmallFileSystem() throws {
        guard getuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root") }
        let result = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", directory.path])
        guard result == 0 else { throw XCTSkip("cannot mount a tmpfs here (mount exited \(result))") }
        mounted = true
    }

    /// Writes a filler file until the file system has no space left.
    private func fill() throws {
        let path = directory.appendingPathComponent("filler").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 1024)
        while block.withUnsafeBytes({ systemWrite(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        var single: UInt8 = 0
        while systemWrite(descriptor, &single, 1) > 0 {}
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        try ProcessRunner.run(URL(fileURLWithPath: executable), arguments).status
    }

    private func write(_ text: String, _ name: String, mode: Int? = nil) throws {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path) }
    }

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    private func mode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
        return try XCTUnwrap(attributes[.posixPermissions] as? Int)
    }

    private func inode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
        return try XCTUnwrap(attributes[.systemFileNumber] as? Int)
    }

    /// Temporary files left in the directory (and its subdirectories).
    private func leftovers() throws -> [String] {
        FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }.sorted() ?? []
    }

    /// Runs the built `transc` in the test's directory.
    private func transc(_ arguments: [String]) throws -> Transc.Result {
        try Transc.run(arguments, in: directory)
    }
}
