import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)`, named apart from this file's helper of the same name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `link(2)`.
private func hardLink(_ existing: String, _ new: String) -> Int32 {
    link(existing, new)
}

/// No command loses a byte: no output replaces a spec the command reads, by any name; a device or
/// FIFO is written to, never renamed over; the outputs of one command are replaced together or
/// not at all; a terminating signal leaves no temporary file; and only regular files and standard
/// input are read as specs.
final class NothingLostTests: XCTestCase {
    private var directory: URL!
    private let spec = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail { push: Fade  pop: system }
        }

        animator Fade(duration: 0.3) {
            to.alpha: 0 -> 1
        }

        scenario "push" in App {
            push Detail
            expect stack [Home, Detail]
        }

        """

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-nothing-lost")
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    // MARK: - Outputs over inputs

    /// `preview -o`, `graph -o`, `test --junit` and `emit-swift` refuse an output that is a spec
    /// they read or import: by its own name, through a symbolic link, through a hard link.
    func testNoOutputReplacesASpecTheCommandReadsOrImports() throws {
        let cases: [(label: String, link: (String, String, Bool)?, arguments: [String])] = [
            ("preview over its spec", nil, ["preview", "-o", "s.transition", "s.transition"]),
            ("graph over its spec", nil, ["graph", "-o", "s.transition", "s.transition"]),
            ("test --junit over its spec", nil, ["test", "--junit", "s.transition", "s.transition"]),
            ("preview over an import", nil, ["preview", "-o", "s.transition", "main.transition"]),
            ("graph over an import, ./", nil, ["graph", "-o", "./s.transition", "main.transition"]),
            ("test --junit over an import", nil, ["test", "--junit", "s.transition", "main.transition"]),
            ("graph through a symbolic link", ("x.dot", "s.transition", true), ["graph", "-o", "x.dot", "s.transition"]),
            ("graph through a hard link", ("x.dot", "s.transition", false), ["graph", "-o", "x.dot", "s.transition"]),
            ("preview through a hard link to an import", ("x.html", "s.transition", false), ["preview", "-o", "x.html", "main.transition"]),
            ("test --junit through a symbolic link", ("x.xml", "s.transition", true), ["test", "--junit", "x.xml", "s.transition"]),
            ("emit-swift through a symbolic link to an import", ("x.swift", "s.transition", true), ["emit-swift", "-o", "x.swift", "main.transition"]),
            ("emit-swift through a hard link to an import", ("x.swift", "s.transition", false), ["emit-swift", "-o", "x.swift", "main.transition"]),
            ("emit-swift, the support file links to the spec", ("TransitionSupport.swift", "s.transition", true), ["emit-swift", "-o", "o.swift", "s.transition"]),
            ("emit-swift, the support file is a hard link to an import",
             ("TransitionSupport.swift", "s.transition", false), ["emit-swift", "-o", "o.swift", "main.transition"]),
        ]
        for (label, link, arguments) in cases {
            try clear()
            try write(spec, "s.transition")
            try write("import \"s.transition\"\n", "main.transition")
            if let (name, target, symbolic) = link {
                if symbolic {
                    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
                } else {
                    XCTAssertEqual(hardLink(path(target), path(name)), 0, label)
                }
            }
            let result = try Transc.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(label): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("refusing to write"), "\(label): \(result.stderr)")
            XCTAssertEqual(try read("s.transition"), spec, label)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("o.swift")), "\(label): an output was written")
            XCTAssertEqual(try leftovers(), [], label)
        }
        // The near miss: another output path is written.
        try clear()
        try write(spec, "s.transition")
        let graph = try Transc.run(["graph", "-o", "s.dot", "s.transition"], in: directory)
        XCTAssertEqual(graph.status, 0, graph.stderr)
        XCTAssertTrue(try read("s.dot").hasPrefix("digraph"))
    }

    // MARK: - Devices and FIFOs

    /// `-o` onto a FIFO writes through it and leaves the FIFO a FIFO; then `/dev/null` is written
    /// to and stays the device it was (only once the FIFO showed that nothing is renamed over it).
    func testAFIFOOrDeviceOutputIsWrittenToNotReplaced() throws {
        try write(spec, "s.transition")
        try write("// old support\n", "TransitionSupport.swift")
        let commands: [(arguments: [String], starts: String)] = [
            (["graph", "-o", "out", "s.transition"], "digraph"),
            (["test", "--junit", "out", "s.transition"], "<?xml"),
            (["emit-swift", "-o", "out", "s.transition"], "// Generated by transc"),
        ]
        var fifoSurvived = true
        for (arguments, starts) in commands {
            XCTAssertEqual(mkfifo(path("out"), 0o644), 0)
            let (result, bytes) = try runReading(fifo: "out", arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasPrefix(starts), "\(arguments): \(bytes.count) bytes came through")
            let isFIFO = try kind("out") == S_IFIFO
            XCTAssertTrue(isFIFO, "\(arguments): the FIFO was replaced")
            fifoSurvived = fifoSurvived && isFIFO
            try FileManager.default.removeItem(atPath: path("out"))
            XCTAssertEqual(try leftovers(), [], "\(arguments)")
        }
        // The support file beside the FIFO was written as a file.
        XCTAssertTrue(try read("TransitionSupport.swift").contains("class TransitionAnimator"))
        guard fifoSurvived else { return }  // never risk renaming over the system's /dev/null
        // Something else on the machine may have replaced it already: then there is nothing to check.
        guard try kind("/dev/null", absolute: true) == S_IFCHR else { return }
        for arguments in [["graph", "-o", "/dev/null", "s.transition"], ["preview", "-o", "/dev/null", "s.transition"]] {
            let result = try Transc.run(arguments, in: directory)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try kind("/dev/null", absolute: true), S_IFCHR)
    }

    // MARK: - Several outputs

    /// When the support file cannot be written, `emit-swift` replaces nothing: the spec's old
    /// Swift stays, and no temporary file is left (here the support path is a link into a
    /// directory that does not exist; a full disk fails the same way).
    func testEmitSwiftReplacesNoOutputUntilEveryOneIsWritten() throws {
        try write(spec, "app.transition")
        try write(spec.replacingOccurrences(of: "Fade", with: "Slide"), "other.transition")
        try write("// old app\n", "app.swift")
        try write("// old other\n", "other.swift")
        try FileManager.default.createSymbolicLink(atPath: path("TransitionSupport.swift"), withDestinationPath: "missing/TransitionSupport.swift")
        for arguments in [["emit-swift", "-o", "app.swift", "app.transition"], ["emit-swift", "app.transition", "other.transition"]] {
            let result = try Transc.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("cannot write 'missing/TransitionSupport.swift'"), result.stderr)
            XCTAssertEqual(try read("app.swift"), "// old app\n", "\(arguments)")
            XCTAssertEqual(try read("other.swift"), "// old other\n", "\(arguments)")
            XCTAssertEqual(try leftovers(), [], "\(arguments)")
        }
        // Once the support file can be written, all are.
        try FileManager.default.createDirectory(atPath: path("missing"), withIntermediateDirectories: false)
        let fixed = try Transc.run(["emit-swift", "app.transition", "other.transition"], in: directory)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(try read("app.swift").contains("class FadeAnimator"))
        XCTAssertTrue(try read("other.swift").contains("class SlideAnimator"))
        XCTAssertTrue(try read("missing/TransitionSupport.swift").contains("class TransitionAnimator"))
    }

    /// `--output-dir` is made when missing (with its parents), for specs and for `--support`.
    func testEmitSwiftMakesTheOutputDirectory() throws {
        try write(spec, "app.transition")
        let result = try Transc.run(["emit-swift", "--output-dir", "Generated/Swift", "app.transition"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try read("Generated/Swift/app.swift").contains("class FadeAnimator"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("Generated/Swift/TransitionSupport.swift")))
        let support = try Transc.run(["emit-swift", "--support", "--output-dir", "Support"], in: directory)
        XCTAssertEqual(support.status, 0, support.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("Support/TransitionSupport.swift")))
        // Checking writes nothing, not even the directory.
        let check = try Transc.run(["emit-swift", "--check", "--output-dir", "Elsewhere", "app.transition"], in: directory)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "Elsewhere/app.swift\nElsewhere/TransitionSupport.swift\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Elsewhere")))
    }

    /// Two specs of one base name into one directory would write one file twice: refused, nothing
    /// written.
    func testTwoSpecsOfOneBaseNameIntoOneDirectoryAreRefused() throws {
        try FileManager.default.createDirectory(atPath: path("a"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: path("b"), withIntermediateDirectories: false)
        try write(spec, "a/flow.transition")
        try write(spec.replacingOccurrences(of: "Fade", with: "Slide"), "b/flow.transition")
        let result = try Transc.run(["emit-swift", "--output-dir", "out", "a/flow.transition", "b/flow.transition"], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("'a/flow.transition' and 'b/flow.transition' would both be written to 'out/flow.swift'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")))
        // Beside their specs they do not collide.
        let beside = try Transc.run(["emit-swift", "a/flow.transition", "b/flow.transition"], in: directory)
        XCTAssertEqual(beside.status, 0, beside.stderr)
    }

    /// `-o -` writes nothing beside the code, so its header does not say it did.
    func testStandardOutputHeaderSaysHowToGetTheSupportFile() throws {
        try write(spec, "app.transition")
        let printed = try Transc.run(["emit-swift", "-o", "-", "app.transition"], in: directory)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertFalse(printed.stdout.contains("written beside it"), printed.stdout)
        XCTAssertTrue(printed.stdout.contains("`transc emit-swift --support -o TransitionSupport.swift` writes"), printed.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["app.transition"])
        let written = try Transc.run(["emit-swift", "app.transition"], in: directory)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(try read("app.swift").contains("Builds with TransitionSupport.swift, written beside it."))
    }

    // MARK: - Signals

    /// SIGTERM, SIGINT or SIGHUP while an output is being written removes the temporary file, the
    /// old output stays, and the process still ends by the signal. `emit-swift -o FIFO` with no
    /// reader holds the command there: the support file's temporary file is written, and the
    /// FIFO's open waits.
    func testTerminatingSignalsRemoveTheTemporaryFiles() throws {
        try write(spec, "app.transition")
        for number in [SIGTERM, SIGINT, SIGHUP] {
            try write("// old support\n", "TransitionSupport.swift")
            XCTAssertEqual(mkfifo(path("out.swift"), 0o644), 0)
            let process = try ProcessRunner.start(try Transc.executable, ["emit-swift", "-o", "out.swift", "app.transition"], in: directory)
            let deadline = Date().addingTimeInterval(20)
            while try leftovers().isEmpty && process.isRunning && Date() < deadline { usleep(2_000) }
            XCTAssertEqual(try leftovers().count, 1, "signal \(number): no temporary file while the output waits")
            kill(process.processIdentifier, number)
            let stop = Date().addingTimeInterval(20)
            while process.isRunning && Date() < stop { usleep(2_000) }
            if process.isRunning {
                // The signal did not end it (ignored where the tests were started): let it finish.
                let reader = open(path("out.swift"), O_RDONLY | O_NONBLOCK)
                process.waitUntilExit()
                close(reader)
                XCTFail("signal \(number) did not end transc")
            }
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(number)")
            XCTAssertEqual(process.terminationStatus, number)
            XCTAssertEqual(try leftovers(), [], "signal \(number)")
            XCTAssertEqual(try read("TransitionSupport.swift"), "// old support\n", "signal \(number)")
            try FileManager.default.removeItem(atPath: path("out.swift"))
        }
    }

    // MARK: - Inputs

    /// A spec is a regular file or standard input: a device (`/dev/zero` never ends), a FIFO or a
    /// directory is refused at once, by name, exit 1; so is a file over the 256 MiB limit.
    func testOnlyRegularFilesAndStandardInputAreRead() throws {
        XCTAssertEqual(mkfifo(path("pipe.transition"), 0o644), 0)
        try FileManager.default.createDirectory(atPath: path("folder.transition"), withIntermediateDirectories: false)
        // A sparse file: its size is over the limit, its blocks take no room.
        XCTAssertTrue(FileManager.default.createFile(atPath: path("huge.transition"), contents: nil))
        XCTAssertEqual(truncate(path("huge.transition"), off_t(257 << 20)), 0)
        let cases = [
            ("/dev/zero", "'/dev/zero': it is a device, not a regular file"),
            ("pipe.transition", "'pipe.transition': it is a FIFO, not a regular file"),
            ("folder.transition", "'folder.transition': it is a directory"),
            ("huge.transition", "'huge.transition': it is larger than 256 MiB"),
        ]
        for (input, message) in cases {
            for command in ["check", "graph", "run", "fmt"] {
                let result = try Transc.run([command, input], in: directory)
                XCTAssertEqual(result.status, 1, "\(command) \(input): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("cannot read \(message)"), "\(command) \(input): \(result.stderr)")
            }
        }
        // Standard input over the limit (here redirected from the sparse file) is refused too.
        let huge = try ProcessRunner.run(try Transc.executable, ["check", "-"], in: directory,
                                         input: .file(directory.appendingPathComponent("huge.transition")))
        let message = huge.stderr
        XCTAssertEqual(huge.status, 1, message)
        XCTAssertTrue(message.contains("cannot read standard input: it is larger than 256 MiB"), message)
        // Standard input and a regular file are read as before.
        try write(spec, "s.transition")
        XCTAssertEqual(try Transc.run(["check", "s.transition"], in: directory).status, 0)
        XCTAssertEqual(try Transc.run(["check", "-"], in: directory, input: spec).status, 0)
        XCTAssertEqual(try Transc.run(["check", "missing.transition"], in: directory).status, 2)
    }

    // MARK: - Helpers

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    private func clear() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            try FileManager.default.removeItem(atPath: path(name))
        }
    }

    /// The file type bits of a path, links not followed.
    private func kind(_ name: String, absolute: Bool = false) throws -> mode_t {
        var status = stat()
        guard lstat(absolute ? name : path(name), &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return status.st_mode & S_IFMT
    }

    /// Temporary files left in the directory (and its subdirectories).
    private func leftovers() throws -> [String] {
        FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }.sorted() ?? []
    }

    /// Runs `transc arguments` while draining the FIFO `fifo` from a reader opened first (so the
    /// command's open does not wait); returns the result and the bytes that came through.
    private func runReading(fifo: String, _ arguments: [String]) throws -> (Transc.Result, Data) {
        let reader = open(path(fifo), O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let outcome = Outcome()
        let directory = self.directory!
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            outcome.set(Result { try Transc.run(arguments, in: directory) })
            done.signal()
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var finished = false
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(reader, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
                continue
            }
            if finished { break }
            finished = done.wait(timeout: .now() + .milliseconds(5)) == .success
        }
        return (try outcome.get(), data)
    }

    /// A command's result, handed from the thread that ran it.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Transc.Result, Error>?

        func set(_ new: Result<Transc.Result, Error>) {
            lock.lock()
            result = new
            lock.unlock()
        }

        func get() throws -> Transc.Result {
            lock.lock()
            defer { lock.unlock() }
            return try result!.get()
        }
    }
}
