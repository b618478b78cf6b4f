import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `check --format github` and `--format sarif`, and the documentation links every structured
/// diagnostic carries. Goldens in `Tests/Fixtures/reports/`; the SARIF document is validated
/// against the SARIF 2.1.0 schema by `TranscTests` (it needs Python's jsonschema).
final class CIReportTests: XCTestCase {
    static let reports = CheckerGolden.fixtures.deletingLastPathComponent().appendingPathComponent("reports")
    static let docs = CheckerGolden.specs.deletingLastPathComponent().appendingPathComponent("docs/diagnostics.md")

    /// Fixtures with a note, a fix-it, a warning, a multi-line fix-it and an import in another file.
    static let fixtureNames = [
        "T0201-undefined-screen.transition", "T0202-duplicate-screen.transition",
        "T0203-missing-root.transition", "T0302-push-with-system-pop.transition",
        "T0215-import-missing.transition",
    ]

    private func compiledFixtures() throws -> [(SourceFile, [Diagnostic])] {
        try Self.fixtureNames.map { name in
            let compilation = try CheckerGolden.compile(fixture: CheckerGolden.fixtures.appendingPathComponent(name))
            XCTAssertFalse(compilation.diagnostics.isEmpty, name)
            return (compilation.source, compilation.diagnostics)
        }
    }

    func testGitHubAnnotationsGolden() throws {
        let text = try compiledFixtures().map { DiagnosticGitHub.render($0.1, in: $0.0) }.joined()
        Golden.assertMatches(text, golden: Self.reports.appendingPathComponent("github.txt"))
    }

    func testSARIFGolden() throws {
        let document = DiagnosticSARIF.document(try compiledFixtures(), toolVersion: "0.0.0-test")
        Golden.assertMatches(document.serialized(pretty: true) + "\n", golden: Self.reports.appendingPathComponent("sarif.json"))
    }

    func testGitHubEscapesDataAndPropertiesAsTheToolkitDoes() {
        XCTAssertEqual(DiagnosticGitHub.escapeData("100% done\r\nnext: a, b"), "100%25 done%0D%0Anext: a, b")
        XCTAssertEqual(DiagnosticGitHub.escapeProperty("a%b\r\nc:d,e"), "a%25b%0D%0Ac%3Ad%2Ce")
        let source = SourceFile(path: "odd,name:1%.transition", text: "navigation G {\n    screen A: AViewController\n    root B\n}\n")
        let diagnostics = Compilation.compile(source, loader: { _ in nil }).diagnostics
        let line = DiagnosticGitHub.render(diagnostics, in: source)
        XCTAssertEqual(
            line,
            "::error file=odd%2Cname%3A1%25.transition,line=3,col=10,endLine=3,endColumn=11,title=T0201::no screen 'B' in 'G'; did you mean 'A'?\n")
    }

    func testAMultiLineRangeGivesLinesOnly() {
        let source = SourceFile(path: "a.transition", text: "x\ny\n")
        let d = Diagnostic(.warning, code: "T0501", "spans lines", at: SourceRange(0, 3))
        XCTAssertEqual(DiagnosticGitHub.line(d, in: source), "::warning file=a.transition,line=1,endLine=2,title=T0501::spans lines\n")
    }

    func testJSONDiagnosticsLinkToTheirCode() throws {
        let (source, diagnostics) = try XCTUnwrap(compiledFixtures().first)
        let json = DiagnosticJSON.encode(try XCTUnwrap(diagnostics.first), in: source)
        XCTAssertEqual(json["url"], .string(DiagnosticDocumentation.baseURL + "#names-t02xx"))
        XCTAssertEqual(DiagnosticDocumentation.url(for: "R0104"), DiagnosticDocumentation.baseURL + "#runtime-invariants-r-codes")
    }

    /// `DiagnosticHelp.swift` is written from docs/diagnostics.md by scripts/diagnostic-help.py;
    /// the two must agree, every code must be documented, and every link must name a heading.
    func testHelpTableMatchesTheDocumentation() throws {
        let docs = try String(contentsOf: Self.docs, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"^\| (T\d{4}) \| ([a-z /]+) \| (.*?) \| (.*?) \| (.*?) \|$"#, options: .anchorsMatchLines)
        let documented = pattern.matches(in: docs, range: NSRange(docs.startIndex..., in: docs)).map { match in
            (1...5).map { String(docs[Range(match.range(at: $0), in: docs)!]) }
        }
        let rows = DiagnosticDocumentation.rows.map { [$0.code, $0.severity, $0.meaning, $0.fix] }
        XCTAssertEqual(
            rows, documented.map { [$0[0], $0[1], $0[2], $0[4]] },
            "docs/diagnostics.md changed: run scripts/diagnostic-help.py")
        XCTAssertEqual(
            Set(DiagnosticCode.allCases.map(\.rawValue)), Set(rows.map { $0[0] }),
            "every code has a row in docs/diagnostics.md; after adding one, run scripts/diagnostic-help.py")

        // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
        let headings = docs.split(separator: "\n").filter { $0.hasPrefix("##") }.map { line in
            String(line.drop { $0 == "#" }.dropFirst().lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" })
                .replacingOccurrences(of: " ", with: "-")
        }
        for entry in DiagnosticDocumentation.entries {
            XCTAssertTrue(headings.contains(entry.section), "\(entry.code): no heading '#\(entry.section)'")
            XCTAssertTrue(entry.section.hasSuffix(entry.code.prefix(3).lowercased() + "xx"), "\(entry.code) in #\(entry.section)")
        }
        XCTAssertTrue(headings.contains(DiagnosticDocumentation.runtimeSection))
    }
}
