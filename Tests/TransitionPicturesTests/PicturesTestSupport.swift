import Foundation
import TransitionLanguage
import XCTest

/// Specs and fixtures of the repository, compiled with paths relative to its root so pictures
/// do not depend on where the checkout lives; and golden files (`GOLDEN_UPDATE=1` rewrites them).
enum PicturesTestSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `specs/*.transition` and `Tests/Fixtures/graph/*.transition`, relative to the root.
    static func graphInputs() -> [String] {
        ["specs", "Tests/Fixtures/graph"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".transition") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func compile(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> (SourceFile, Compilation, CheckedSpec) {
        let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
        let source = SourceFile(path: relativePath, bytes: Array(data))
        let compilation = Compilation.compile(source) { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { Array($0) }
        }
        let model = try XCTUnwrap(compilation.model, "\(relativePath) has errors: \(compilation.diagnostics.map(\.message))", file: file, line: line)
        return (source, compilation, model)
    }

    static func compile(text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (SourceFile, Compilation, CheckedSpec) {
        let source = SourceFile(path: "test.transition", text: text)
        let compilation = Compilation.compile(source)
        let model = try XCTUnwrap(compilation.model, "spec has errors: \(compilation.diagnostics.map(\.message))", file: file, line: line)
        return (source, compilation, model)
    }

    /// Compares `actual` with the golden file `Tests/Fixtures/<name>`, or writes it with
    /// `GOLDEN_UPDATE=1`; a mismatch shows the first differing line.
    static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = root.appendingPathComponent("Tests/Fixtures/\(name)")
        if ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1" {
            XCTAssertNoThrow(try Data(actual.utf8).write(to: url), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(name); run with GOLDEN_UPDATE=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0 ..< min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        XCTFail("""
            \(name) differs (GOLDEN_UPDATE=1 regenerates); line \(index + 1):
              expected: \(index < a.count ? String(a[index]) : "<end>")
              actual:   \(index < b.count ? String(b[index]) : "<end>")
            """, file: file, line: line)
    }
}
