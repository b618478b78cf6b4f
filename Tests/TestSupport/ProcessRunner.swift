import Foundation

/// Runs programs for the tests: the built `transc`, the tools it is checked with (bash, python3,
/// swiftc, mount) and the built test tools, capturing what they print.
public enum ProcessRunner {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        public let status: Int32
        /// Standard output; with `mergingStandardError`, standard error too, in the order written.
        public let stdout: String
        /// Standard error; empty with `mergingStandardError`.
        public let stderr: String
    }

    /// What the program reads on standard input.
    public enum Input: Sendable, ExpressibleByStringLiteral {
        /// These bytes, then the end of input.
        case text(String)
        /// The file's contents, the file itself as standard input.
        case file(URL)

        public init(stringLiteral value: String) { self = .text(value) }
    }

    /// A program built with the tests (`transc`, `transc-differential`): SwiftPM puts executables
    /// in the folder that holds the test bundle. Throws, naming the place looked at, when it is not
    /// there: no test skips because a product is missing.
    public static func builtProduct(_ name: String) throws -> URL {
        #if os(macOS)
        guard let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) else {
            throw Missing(description: "no .xctest bundle is loaded, so the built \(name) cannot be found beside it")
        }
        let directory = bundle.bundleURL.deletingLastPathComponent()
        #else
        let directory = Bundle.main.bundleURL
        #endif
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing(description: "\(name) is not built beside the test bundle (\(url.path)); `swift build --build-tests` builds it")
        }
        return url
    }

    /// A product the tests need that was not built.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// A program on PATH, or nil.
    public static func onPath(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `program arguments` in `directory` (the current one when nil) with `input` on standard
    /// input and `environment` over this process's, and waits for it.
    public static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, input: Input = .text(""),
        environment: [String: String] = [:], mergingStandardError: Bool = false
    ) throws -> Result {
        let process = configured(program, arguments, in: directory, environment: environment)
        let stdout = Pipe()
        let stderr = mergingStandardError ? stdout : Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        var writer: Pipe?
        switch input {
        case .text: writer = Pipe(); process.standardInput = writer
        case let .file(url): process.standardInput = try FileHandle(forReadingFrom: url)
        }
        try process.run()
        if case let .text(text) = input, let writer {
            writer.fileHandleForWriting.write(Data(text.utf8))
            try writer.fileHandleForWriting.close()
        }
        // Read both pipes at once so neither fills while the other is drained.
        let errorData = LockedData()
        let done = DispatchSemaphore(value: 0)
        if !mergingStandardError {
            DispatchQueue.global().async {
                errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
                done.signal()
            }
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if !mergingStandardError { done.wait() }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Starts `program arguments` in `directory` with nothing on standard input and its output
    /// discarded, and returns at once: for tests that signal or time the running process.
    public static func start(_ program: URL, _ arguments: [String], in directory: URL? = nil) throws -> Process {
        let process = configured(program, arguments, in: directory, environment: [:])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func configured(_ program: URL, _ arguments: [String], in directory: URL?, environment: [String: String]) -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return process
    }
}

/// Standard error's bytes, handed from the reader thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}
