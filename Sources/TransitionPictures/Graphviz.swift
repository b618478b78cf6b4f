import Foundation

/// Graphviz's `dot`, found on PATH and run on DOT text: `transc graph --format svg`.
public enum Graphviz {
    /// Why no SVG came out.
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// The `dot` executable on PATH, if any.
    public static func executable(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(directory)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `dot -Tsvg` on `source`; the SVG text, or what went wrong (no `dot`, or `dot` failed).
    public static func svg(_ source: String) throws(Failure) -> String {
        guard let dot = executable() else {
            throw Failure(message: "Graphviz's 'dot' is not on PATH; install Graphviz (Debian: apt-get install graphviz) or use --format dot or --format mermaid")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(dot): \(error.localizedDescription)")
        }
        // Write and read on separate threads so neither pipe fills up and blocks the other.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(source.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = errorText.text()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(message: "\(dot) -Tsvg failed (status \(process.terminationStatus))\(message.isEmpty ? "" : ": \(message)")")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
