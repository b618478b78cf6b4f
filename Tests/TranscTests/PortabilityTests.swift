import Foundation
import XCTest

/// transc builds wherever Swift does (macOS, Linux), so no Swift source of the package names a
/// platform's own module (the C library, an Apple UI framework) outside an `#if canImport(That)`
/// branch. Comments and string literals do not count: the emitter writes `import UIKit` as text.
///
/// `Tests/UIKitStub` and `Tests/UIKitRuntime` (the UIKit stand-ins, whose modules are those
/// names; the runtime's driver imports it) and `Tests/Fixtures` (iOS code compiled only against
/// those stand-ins) are iOS code on purpose and are not scanned.
final class PortabilityTests: XCTestCase {
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "Darwin", "ObjectiveC",
        "UIKit", "AppKit", "Cocoa", "SwiftUI", "WatchKit", "CoreGraphics", "QuartzCore", "XcodeProjectPlugin",
    ]
    static let scanned = ["Sources", "Tests", "Plugins", "Examples"]
    static let exempt = ["Tests/UIKitStub", "Tests/UIKitRuntime", "Tests/Fixtures"]

    func testNoSourceNamesAPlatformModuleOutsideACanImportGuard() throws {
        var files = 0
        var problems: [String] = []
        for folder in Self.scanned {
            let base = Transc.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let relative = String(url.path.dropFirst(Transc.root.path.count + 1))
                if url.lastPathComponent.hasPrefix(".") || Self.exempt.contains(where: { relative.hasPrefix($0 + "/") }) {
                    walker.skipDescendants()
                    continue
                }
                guard url.pathExtension == "swift" else { continue }
                files += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                problems += PlatformNameScanner.unguarded(in: text, modules: Self.platformModules).map { "\(relative):\($0.line): \($0.name)" }
            }
        }
        XCTAssertGreaterThan(files, 100, "the scan found the sources")
        XCTAssertEqual(problems, [], "platform modules named outside '#if canImport(…)'")
    }

    /// Calls that behave differently on macOS and Linux, found once each and replaced by one owner:
    /// `standardizingPath` drops `/private` on macOS only and leaves `..` in relative paths
    /// (`PathText.normalized` is the one path spelling); a script's `sha256sum` is GNU's, which
    /// macOS lacks (it has `shasum -a 256`), so a script that uses it must fall back; BSD `mv`
    /// has no `-T`.
    func testNoSourceOrScriptUsesAKnownPlatformTrap() throws {
        var problems: [String] = []
        let sources = Transc.root.appendingPathComponent("Sources")
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(Transc.root.path.count + 1))
            problems += PlatformNameScanner.unguarded(in: text, modules: ["standardizingPath"]).map { "\(relative):\($0.line): \($0.name)" }
        }
        var scripts = 0
        for folder in [".ci", "scripts", "Tests"] {
            let base = Transc.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "sh" || url.path.hasSuffix("/.ci/run") {
                scripts += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                let name = url.path.dropFirst(Transc.root.path.count + 1)
                if text.contains("sha256sum"), !text.contains("shasum") {
                    problems.append("\(name): sha256sum without a shasum fallback")
                }
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
                if code.contains(where: { $0.contains("mv -T") }) { problems.append("\(name): mv -T (GNU only)") }
            }
        }
        XCTAssertGreaterThan(scripts, 2, "the scan found the scripts")
        XCTAssertEqual(problems, [], "calls that differ between macOS and Linux")
    }

    func testTheScannerSeesCodeAndSkipsCommentsAndStrings() {
        let modules: Set<String> = ["Glibc", "Darwin", "UIKit"]
        let source = #"""
        import Foundation
        import Glibc
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        let n = Darwin.read(0, nil, 0)
        #else
        let m = Darwin.read(0, nil, 0)
        #endif
        // import UIKit
        /* import UIKit /* nested */ UIKit */
        let a = "import UIKit"
        let b = """
            import UIKit
            """
        let c = #"a "UIKit" string"#
        #if os(Linux)
        let d = Glibc.errno
        #endif
        """#
        XCTAssertEqual(PlatformNameScanner.unguarded(in: source, modules: modules).map(\.line), [2, 8, 18])
    }
}

/// Finds identifiers that name a platform module, outside comments, string literals and
/// `#if canImport(Module)` branches, by walking the source once.
enum PlatformNameScanner {
    static func unguarded(in text: String, modules: Set<String>) -> [(line: Int, name: String)] {
        let bytes = Array(text.utf8)
        var found: [(Int, String)] = []
        // The condition of the branch each open `#if` is in.
        var conditions: [String] = []
        var line = 1
        var index = 0
        var atLineStart = true

        func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func restOfLine() -> String {
            var end = index
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            defer { index = end }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1; index += 1; atLineStart = true; continue }
            if byte == 0x20 || byte == 0x09 { index += 1; continue }
            defer { atLineStart = false }
            if atLineStart && byte == UInt8(ascii: "#") && peek(1).map(isIdentifierByte) == true {
                let directive = restOfLine().trimmingCharacters(in: .whitespaces)
                let word = directive.prefix { !$0.isWhitespace }
                let condition = String(directive.dropFirst(word.count))
                switch word {
                case "#if": conditions.append(condition)
                case "#elseif": if !conditions.isEmpty { conditions[conditions.count - 1] = condition }
                case "#else": if !conditions.isEmpty { conditions[conditions.count - 1] = "!(" + conditions[conditions.count - 1] + ")" }
                case "#endif": _ = conditions.popLast()
                default: break
                }
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { _ = restOfLine(); continue }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if bytes[index] == 0x0A { line += 1 }
                    if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    index += 1
                } while depth > 0 && index < bytes.count
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    line += skipString(bytes, &index, hashes: hashes)
                    continue
                }
            }
            if isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39) {
                let start = index
                while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                let previous = start > 0 ? bytes[start - 1] : 0
                if modules.contains(name), previous != UInt8(ascii: "."),
                   !conditions.contains(where: { $0.contains("canImport(\(name))") && !$0.hasPrefix("!(") }) {
                    found.append((line, name))
                }
                continue
            }
            index += 1
        }
        return found
    }

    /// Skips a string literal starting at its opening quote (after any `#`s); returns the line
    /// breaks it held.
    static func skipString(_ bytes: [UInt8], _ index: inout Int, hashes: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let delimiter = multiline ? 3 : 1
        index += delimiter
        var lines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { lines += 1; if !multiline { index += 1; return lines } }
            if byte == UInt8(ascii: "\\") && hashes == 0 { index += 2; continue }
            if byte == quote {
                var closing = 0
                while closing < delimiter && index + closing < bytes.count && bytes[index + closing] == quote { closing += 1 }
                var trailing = 0
                while trailing < hashes && index + closing + trailing < bytes.count && bytes[index + closing + trailing] == UInt8(ascii: "#") { trailing += 1 }
                if closing == delimiter && trailing == hashes {
                    index += closing + trailing
                    return lines
                }
                index += 1
                continue
            }
            index += 1
        }
        return lines
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}
