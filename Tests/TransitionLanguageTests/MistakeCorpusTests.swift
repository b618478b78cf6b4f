import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Realistic specs in `Tests/Fixtures/mistakes/`, each with the one slip an iOS engineer makes,
/// marked at the end of the line where it is with `// mistake: <code>`. `transc check` must give
/// exactly that diagnostic on that line, and applying its fix-it (where there is one) must give a
/// clean check.
final class MistakeCorpusTests: XCTestCase {
    private static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/mistakes")

    private func corpus() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The code the marker names and the 0-based line it is on.
    private func marker(in text: String) -> (code: String, line: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let found = line.range(of: "// mistake: ") else { continue }
            return (String(line[found.upperBound...].prefix(5)), index)
        }
        return nil
    }

    func testEachMistakeGivesOneDiagnosticOnItsLine() throws {
        let files = try corpus()
        XCTAssertGreaterThanOrEqual(files.count, 20)
        for url in files {
            let name = url.lastPathComponent
            let compilation = try CheckerGolden.compile(fixture: url)
            let text = String(decoding: compilation.source.bytes, as: UTF8.self)
            guard let expected = marker(in: text) else { XCTFail("\(name): no '// mistake:' marker"); continue }
            XCTAssertEqual(compilation.diagnostics.map(\.code), [expected.code], "\(name):\n\(CheckerGolden.rendered(compilation))")
            guard compilation.diagnostics.count == 1, let d = compilation.diagnostics.first else { continue }
            XCTAssertEqual(compilation.source.lines.lineIndex(of: d.range.start), expected.line, "\(name): on the wrong line")
            XCTAssertFalse(d.message.count > 240, "\(name): advice belongs in notes, not a \(d.message.count)-character message")
        }
    }

    func testApplyingTheFixItGivesACleanCheck() throws {
        var applied = 0
        for url in try corpus() {
            let compilation = try CheckerGolden.compile(fixture: url)
            guard let d = compilation.diagnostics.first, !d.fixIts.isEmpty else { continue }
            applied += 1
            let fixed = CheckerGolden.applying(d.fixIts, to: compilation.source.bytes)
            let after = CheckerGolden.compile(fixed, name: url.lastPathComponent)
            XCTAssertEqual(CheckerGolden.rendered(after), "", "\(url.lastPathComponent) after its fix-it:\n\(fixed)")
        }
        XCTAssertGreaterThanOrEqual(applied, 8)
    }
}
