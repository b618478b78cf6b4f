import Foundation
import XCTest
@testable import TransitionLanguage

/// The checker's fixtures in `Tests/Fixtures/check/` and the golden files beside them.
///
/// `GOLDEN_UPDATE=1 swift test --filter TransitionLanguageTests` rewrites every golden from the
/// current output; read the diff before committing it.
enum CheckerGolden {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TransitionLanguageTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/check")

    static let specs = fixtures
        .deletingLastPathComponent()  // Fixtures
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("specs")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1" }

    /// Reads files relative to the fixture folder, so a fixture named by its bare file name still
    /// resolves its imports; absolute paths are read as they are.
    static let loader: Compilation.Loader = { path in
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : fixtures.appendingPathComponent(path)
        return FileManager.default.contents(atPath: url.path).map { Array($0) }
    }

    /// Compiles `text` as a file called `name` in the fixture folder.
    static func compile(_ text: String, name: String = "test.transition") -> Compilation {
        Compilation.compile(SourceFile(path: name, text: text), loader: loader)
    }

    /// Compiles the fixture file at `url`, shown by its bare file name.
    static func compile(fixture url: URL) throws -> Compilation {
        let bytes = try Array(Data(contentsOf: url))
        let relative = String(url.path.dropFirst(fixtures.path.count + 1))
        var source = SourceFile(path: relative, bytes: bytes)
        if !relative.contains("/") { source = SourceFile(path: url.lastPathComponent, bytes: bytes) }
        return Compilation.compile(source, loader: loader)
    }

    /// The text `transc check` prints for a compilation.
    static func rendered(_ compilation: Compilation) -> String {
        DiagnosticRenderer().render(compilation.diagnostics, in: compilation.source)
    }

    /// The fixture files in the folder whose names satisfy `include`, sorted by name.
    static func files(_ include: (String) -> Bool) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            .filter { include($0.lastPathComponent) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Asserts that `actual` equals the golden file, or rewrites the golden when updating.
    static func assertMatches(_ actual: String, golden: URL, file: StaticString = #filePath, line: UInt = #line) {
        if isUpdating {
            XCTAssertNoThrow(try Data(actual.utf8).write(to: golden, options: .atomic), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            XCTFail("missing golden \(golden.lastPathComponent); run with GOLDEN_UPDATE=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        XCTFail("\(golden.lastPathComponent) differs (- golden, + actual); GOLDEN_UPDATE=1 accepts:\n" + diff(expected, actual),
                file: file, line: line)
    }

    /// The differing lines of two short texts, position by position after their common prefix
    /// and suffix: enough to read a golden mismatch.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let removed = a[prefix..<(a.count - suffix)].map { "- \($0)" }
        let added = b[prefix..<(b.count - suffix)].map { "+ \($0)" }
        return "at line \(prefix + 1):\n" + (removed + added).joined(separator: "\n")
    }

    /// `text` with every fix-it applied, last edit first so earlier offsets stay valid.
    static func applying(_ fixIts: [FixIt], to bytes: [UInt8]) -> String {
        var result = bytes
        for fix in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Checks `text` and asserts exactly one diagnostic, `code`, whose range covers the text `at`:
    /// one row of a table of mistakes.
    static func assertOneDiagnostic(_ text: String, code: String, at: String, _ label: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        let compilation = compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), [code], "\(label)\n\(rendered(compilation))", file: file, line: line)
        guard let diagnostic = compilation.diagnostics.first else { return }
        let bytes = Array(text.utf8)[diagnostic.range.start ..< diagnostic.range.end]
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), at, label, file: file, line: line)
    }
}
