import Foundation
import TestSupport
import XCTest

/// Type-checks Swift source against the UIKit stub in `Tests/UIKitStub`, the way an iOS build would
/// (Objective-C interop on, `import UIKit` re-exporting Foundation, CoreGraphics and QuartzCore), so
/// tests on Linux can prove that emitted code compiles in the Swift 5 and Swift 6 language modes.
///
/// The commands live in one place, `Tests/UIKitStub/typecheck.sh`; this type runs it. The stub's
/// overlays are built once (``shared()``) into a cache under the system temp dir keyed by the stub
/// sources and the compiler version (`UIKIT_STUB_CACHE` overrides the directory), so later test
/// processes reuse them. The compiler is `SWIFTC` if set, else `swiftc` on `PATH`.
struct SwiftTypeChecker: Sendable {
  /// Why a check could not run at all (as opposed to code that does not type-check).
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  /// `Tests/UIKitStub`.
  static let stubDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("UIKitStub")

  /// `Tests/Fixtures/emit`: hand-written (`handwritten/`) and must-fail (`wrong/`) samples.
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/emit")

  let script: URL
  let swiftc: String
  /// The built overlay modules.
  let moduleDirectory: String

  private static let sharedResult = Result { try SwiftTypeChecker() }

  /// The checker for this process, building the stub's overlays on first use.
  static func shared() throws -> SwiftTypeChecker {
    try sharedResult.get()
  }

  private init() throws {
    script = Self.stubDirectory.appendingPathComponent("typecheck.sh")
    swiftc = try Self.findSwiftc()
    let build = try Self.run(script: script, swiftc: swiftc, arguments: ["--build-only"])
    if build.status == 77 {
      // macOS: the stand-in's modules are the SDK's own names (typecheck.sh says why).
      throw XCTSkip(build.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard build.status == 0 else {
      throw SetupError(description: "building the UIKit stub failed:\n\(build.output)")
    }
    moduleDirectory = build.output.split(separator: "\n").last.map(String.init) ?? ""
  }

  /// Type-checks `source` as one file in the given language mode (5 or 6). `ok` is whether it
  /// type-checks; `diagnostics` is what swiftc printed (errors, warnings, notes). With
  /// `flowDiagnostics`, SILGen and the mandatory passes run too (`-emit-sil`), adding what
  /// `-typecheck` cannot see: missing returns, use before initialisation, Swift 6 region isolation.
  func typecheck(_ source: String, swiftVersion: Int, warningsAsErrors: Bool = false,
                 flowDiagnostics: Bool = false) throws -> (ok: Bool, diagnostics: String)
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("typecheck-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try typecheck(fileAt: file, swiftVersion: swiftVersion, warningsAsErrors: warningsAsErrors,
                         flowDiagnostics: flowDiagnostics)
  }

  /// Seconds one `swiftc -typecheck -swift-version 6 -wmo` of `files` (one module) takes, with the
  /// stub's flags, swiftc run directly (no script around it); throws when they do not type-check.
  /// With `cpu`, the processor time (user and system) of swiftc and the frontend it runs, which
  /// other work on a busy machine changes far less than the wall-clock time.
  func time(_ files: [URL], cpu: Bool = false) throws -> Double {
    let arguments = [swiftc, "-wmo", "-typecheck", "-swift-version", "6", "-Xfrontend", "-enable-objc-interop", "-Xcc", "-fblocks",
                     "-I", Self.stubDirectory.appendingPathComponent("Headers").path, "-I", moduleDirectory,
                     "-module-cache-path", (moduleDirectory as NSString).deletingLastPathComponent + "/clang"] + files.map(\.path)
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = Self.childrenCPUTime()
    let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, mergingStandardError: true)
    let seconds = cpu ? Self.childrenCPUTime() - startCPU : Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard result.status == 0 else {
      throw SetupError(description: "type-checking \(files.map(\.lastPathComponent)) failed:\n\(result.stdout)")
    }
    return seconds
  }

  /// Processor seconds (user and system) of this process's children that have finished and been
  /// waited for, with theirs: swiftc's, the frontend's included once swiftc has exited.
  private static func childrenCPUTime() -> Double {
    #if os(Linux)
    let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
    let children = RUSAGE_CHILDREN
    #endif
    var usage = rusage()
    getrusage(children, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Type-checks `sources` as the files of one module, as an app target compiles them.
  func typecheck(module sources: [String], swiftVersion: Int, warningsAsErrors: Bool = false,
                 flowDiagnostics: Bool = false) throws -> (ok: Bool, diagnostics: String)
  {
    let directory = try TemporaryDirectory.create("typecheck")
    defer { try? TemporaryDirectory.remove(directory) }
    var arguments = ["--mode", String(swiftVersion), "--together"]
    if warningsAsErrors { arguments.append("--warnings-as-errors") }
    if flowDiagnostics { arguments.append("--sil") }
    for (index, source) in sources.enumerated() {
      let file = directory.appendingPathComponent("File\(index).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      arguments.append(file.path)
    }
    return try check(arguments)
  }

  /// Builds `sources` into a module named `module` (Swift 6) and type-checks `client`, a file of
  /// another module that imports it: what an app sees of a framework built with `--access public`.
  func typecheck(client: String, importing sources: [String], module: String) throws -> (ok: Bool, diagnostics: String) {
    let directory = try TemporaryDirectory.create("typecheck")
    defer { try? TemporaryDirectory.remove(directory) }
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let file = directory.appendingPathComponent("File\(index).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let clientFile = directory.appendingPathComponent("Client.swift")
    try client.write(to: clientFile, atomically: true, encoding: .utf8)
    let flags = ["-swift-version", "6", "-Xfrontend", "-enable-objc-interop", "-Xcc", "-fblocks",
                 "-I", Self.stubDirectory.appendingPathComponent("Headers").path, "-I", moduleDirectory,
                 "-module-cache-path", (moduleDirectory as NSString).deletingLastPathComponent + "/clang"]
    let build = try Self.runSwiftc(swiftc, ["-emit-module", "-parse-as-library", "-module-name", module,
                                            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path] + flags + files)
    guard build.status == 0 else { return (false, build.output) }
    let check = try Self.runSwiftc(swiftc, ["-typecheck", "-I", directory.path] + flags + [clientFile.path])
    return (check.status == 0, check.output)
  }

  /// Type-checks the Swift file at `url` in the given language mode (5 or 6).
  func typecheck(fileAt url: URL, swiftVersion: Int, warningsAsErrors: Bool = false,
                 flowDiagnostics: Bool = false) throws -> (ok: Bool, diagnostics: String)
  {
    var arguments = ["--mode", String(swiftVersion)]
    if warningsAsErrors { arguments.append("--warnings-as-errors") }
    if flowDiagnostics { arguments.append("--sil") }
    arguments.append(url.path)
    return try check(arguments)
  }

  /// Runs typecheck.sh: whether everything type-checked, and what swiftc printed.
  private func check(_ arguments: [String]) throws -> (ok: Bool, diagnostics: String) {
    let result = try Self.run(script: script, swiftc: swiftc, arguments: arguments)
    guard result.status == 0 || result.status == 1 else {
      throw SetupError(description: "typecheck.sh failed (status \(result.status)):\n\(result.output)")
    }
    let diagnostics = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("ok    swift ") && !$0.hasPrefix("FAIL  swift ") }
      .joined(separator: "\n")
    return (result.status == 0, diagnostics)
  }

  private static func findSwiftc() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"], !explicit.isEmpty { return explicit }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw SetupError(description: "swiftc not found: set SWIFTC or put it on PATH")
  }

  /// Runs swiftc with stdout and stderr merged.
  private static func runSwiftc(_ swiftc: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try runMerged("/usr/bin/env", [swiftc] + arguments)
  }

  /// Runs typecheck.sh with stdout and stderr merged, so diagnostics and verdicts keep their order.
  private static func run(script: URL, swiftc: String, arguments: [String]) throws -> (status: Int32, output: String) {
    try runMerged("/bin/bash", [script.path] + arguments, environment: ["SWIFTC": swiftc])
  }

  /// Runs a program with stdout and stderr in one pipe and waits for it.
  private static func runMerged(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let result = try ProcessRunner.run(URL(fileURLWithPath: executable), arguments, environment: environment, mergingStandardError: true)
    return (result.status, result.stdout)
  }
}
