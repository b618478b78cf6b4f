import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The checker's fixtures in `Tests/Fixtures/check/` and the golden files beside them.
///
/// `Golden.assertMatches` compares with them; `GOLDEN_UPDATE=1 swift test --filter
/// TransitionLanguageTests` rewrites every golden from the current output; read the diff before
/// committing it.
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

    /// Reads files relative to the fixture folder, so a fixture named by its bare file name still
    /// resolves its imports; absolute paths are read as they are.
    static let loader = SpecCompiler.loader(relativeTo: fixtures)

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
