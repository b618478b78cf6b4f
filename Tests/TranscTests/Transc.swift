import Foundation
import XCTest

/// The built `transc` and the repository, for tests that run the command line as a user does.
enum Transc {
    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where SwiftPM put the test bundle, and beside it the `transc` executable.
    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("transc")
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL.appendingPathComponent("transc")
        #endif
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `transc arguments` in `directory` with `input` on standard input.
    static func run(_ arguments: [String], in directory: URL, input: String = "") throws -> Result {
        try run(executable, arguments, in: directory, input: input)
    }

    /// Runs any program, for the helpers tests drive (bash, python3).
    static func run(_ program: URL, _ arguments: [String], in directory: URL, input: String = "",
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes at once so neither fills while the other is drained.
        let errorData = LockedData()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
            done.signal()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A program on PATH, or nil.
    static func onPath(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Standard error's bytes, handed from the reader thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}
