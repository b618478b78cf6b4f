import Foundation

/// Builds the runtime UIKit (a module literally named `UIKit`, on TransitionCore compiled as a
/// module of its own) with `swiftc`, once per content: the cache directory is keyed by the
/// compiler version and every source, so concurrent and later runs share it. Then compiles and
/// runs one driver: the emitted file (its Objective-C spellings rewritten), `Player.swift` and
/// the generated `main.swift`.
public struct Toolchain: Sendable {
    /// The repository root (found from this file's path).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let swiftc: String
    public let cache: URL

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Builds the runtime if this content has not been built yet.
    public static func prepared() throws -> Toolchain {
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        let version = try run([swiftc, "--version"]).output
        var hasher = StableHash()
        hasher.add(version)
        for directory in ["Sources/TransitionCore", "Tests/UIKitRuntime"] {
            for file in try sources(in: directory) { hasher.add(file.lastPathComponent); hasher.add(try String(contentsOf: file, encoding: .utf8)) }
        }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        let cache = URL(fileURLWithPath: temporary).appendingPathComponent("transc-uikit-runtime-\(hasher.hex)")
        let toolchain = Toolchain(swiftc: swiftc, cache: cache)
        if !FileManager.default.fileExists(atPath: cache.appendingPathComponent("complete").path) {
            try toolchain.build()
        }
        return toolchain
    }

    private static func sources(in directory: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(directory), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    private func build() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        let work = cache.deletingLastPathComponent().appendingPathComponent("\(cache.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: work) }
        for (module, directory) in [("TransitionCore", "Sources/TransitionCore"), ("UIKit", "Tests/UIKitRuntime")] {
            let files = try Self.sources(in: directory).map(\.path)
            let result = try Self.run([swiftc, "-emit-module", "-emit-library", "-static", "-parse-as-library", "-swift-version", "5",
                                       "-module-name", module, "-I", work.path,
                                       "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path,
                                       "-o", work.appendingPathComponent("lib\(module).a").path] + files)
            guard result.status == 0 else { throw Failure(description: "building \(module) failed:\n\(result.output)") }
        }
        fm.createFile(atPath: work.appendingPathComponent("complete").path, contents: Data())
        if (try? fm.moveItem(at: work, to: cache)) == nil, !fm.fileExists(atPath: cache.appendingPathComponent("complete").path) {
            throw Failure(description: "could not publish the runtime build to \(cache.path)")
        }
    }

    /// Compiles a driver from emitted Swift and a generated main (in the Swift 6 language mode, the
    /// stricter of the two the emitted code supports), runs it, and returns its output.
    public func runDriver(emitted: [String], main: String) throws -> String {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("transc-driver-\(UUID().uuidString)")
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        // TRANSC_DIFFERENTIAL_KEEP=1 keeps the driver's sources and binary for a closer look.
        let keep = ProcessInfo.processInfo.environment["TRANSC_DIFFERENTIAL_KEEP"] != nil
        defer { if keep { FileHandle.standardError.write(Data("driver kept in \(work.path)\n".utf8)) } else { try? fm.removeItem(at: work) } }
        var emittedFiles: [String] = []
        for (index, text) in emitted.enumerated() {
            let file = work.appendingPathComponent("Emitted\(index).swift")
            try ObjCSpellings.rewrite(text).write(to: file, atomically: true, encoding: .utf8)
            emittedFiles.append(file.path)
        }
        let mainFile = work.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let player = Self.root.appendingPathComponent("Tests/UIKitRuntime/Driver/Player.swift").path
        let binary = work.appendingPathComponent("driver").path
        let compile = try Self.run([swiftc, "-swift-version", "6", "-Onone", "-I", cache.path, "-L", cache.path, "-lUIKit", "-lTransitionCore",
                                    "-module-name", "Driver"] + emittedFiles + [player, mainFile.path, "-o", binary])
        guard compile.status == 0 else { throw Failure(description: "the driver did not compile:\n\(compile.output)") }
        // A driver that loops is stopped after two minutes (status 124 from timeout).
        let result = try Self.run(["timeout", "120", binary])
        guard result.status == 0 else { throw Failure(description: "the driver failed (status \(result.status)):\n\(result.output.suffix(4000))") }
        return result.output
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// FNV-1a over the sources: a cache key that does not depend on the process (unlike `Hasher`).
struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0xff
    }
    var hex: String { String(value, radix: 16) }
}
