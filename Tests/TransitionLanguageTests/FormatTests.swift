import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `Formatter.format`: the messy corpus in Tests/Fixtures/format against its goldens, and the
/// promises every formatting keeps on the corpus and on every spec — idempotent, meaning
/// preserved, every comment kept, nothing but canonical whitespace.
final class FormatTests: XCTestCase {
    private static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/format")

    /// The deliberately messy inputs.
    private func corpus() throws -> [URL] {
        let urls = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
            .sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(urls.count, 10)
        return urls
    }

    /// The corpus and every spec, as sources.
    private func everyValidFile() throws -> [SourceFile] {
        try (corpus() + specFiles()).map { url in
            SourceFile(path: url.lastPathComponent, bytes: try Array(Data(contentsOf: url)))
        }
    }

    private func formatted(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(Formatter.format(source), "\(source.path) did not format", file: file, line: line)
    }

    // MARK: - Goldens

    func testCorpusMatchesGoldens() throws {
        for url in try corpus() {
            let source = SourceFile(path: url.lastPathComponent, bytes: try Array(Data(contentsOf: url)))
            let golden = url.deletingPathExtension().appendingPathExtension("formatted")
            Golden.assertMatches(try formatted(source), golden: golden)
        }
    }

    // MARK: - Promises kept on every file

    func testFormattingIsIdempotent() throws {
        for source in try everyValidFile() {
            let once = try formatted(source)
            let twice = try formatted(SourceFile(path: source.path, text: once))
            XCTAssertEqual(twice, once, "\(source.path): formatting the formatted text changed it:\n"
                + Golden.lineDiff(expected: once, actual: twice))
        }
    }

    func testFormattingPreservesTheSyntaxTree() throws {
        for source in try everyValidFile() {
            let before = Parser.parse(source)
            XCTAssertFalse(before.diagnostics.hasErrors, source.path)
            let after = Parser.parse(SourceFile(path: source.path, text: try formatted(source)))
            XCTAssertEqual(DiagnosticRenderer().render(after.diagnostics, in: source), "", source.path)
            let expected = SyntaxDump(before.file).text
            let actual = SyntaxDump(after.file).text
            XCTAssertEqual(actual, expected, "\(source.path): the tree changed:\n"
                + Golden.lineDiff(expected: expected, actual: actual))
        }
    }

    func testEveryCommentIsKeptInOrder() throws {
        for source in try everyValidFile() {
            let output = try formatted(source)
            let input = source.text(SourceRange(0, source.bytes.count))
            XCTAssertEqual(occurrences("//", in: output), occurrences("//", in: input), "\(source.path): '//' count")
            XCTAssertEqual(occurrences("/*", in: output), occurrences("/*", in: input), "\(source.path): '/*' count")
            let before = commentTexts(in: source.bytes)
            let after = commentTexts(in: Array(output.utf8))
            XCTAssertEqual(after, before, "\(source.path): comments lost, changed or reordered")
            for comment in before {
                XCTAssertTrue(output.contains(comment), "\(source.path): lost \(comment)")
            }
        }
    }

    func testOutputHasOnlyCanonicalWhitespace() throws {
        for source in try everyValidFile() {
            let output = try formatted(source)
            guard !output.isEmpty else { continue }
            XCTAssertTrue(output.hasSuffix("\n") && !output.hasSuffix("\n\n"), "\(source.path): must end with one newline")
            XCTAssertFalse(output.contains("\r"), "\(source.path): carriage return")
            XCTAssertFalse(output.contains("\t"), "\(source.path): tab")
            XCTAssertFalse(output.contains("\n\n\n"), "\(source.path): two blank lines in a row")
            XCTAssertFalse(output.hasPrefix("\n"), "\(source.path): starts with a blank line")
            XCTAssertFalse(output.utf8.starts(with: [0xEF, 0xBB, 0xBF]), "\(source.path): byte-order mark")
            // Lines inside a multi-line block comment keep the author's indentation.
            var openBlockComments = 0
            for (number, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                XCTAssertFalse(line.hasSuffix(" "), "\(source.path):\(number + 1): trailing space")
                if openBlockComments == 0 {
                    let indent = line.prefix { $0 == " " }.count
                    XCTAssertEqual(indent % 4, 0, "\(source.path):\(number + 1): indentation not a multiple of 4")
                }
                openBlockComments += occurrences("/*", in: String(line)) - occurrences("*/", in: String(line))
            }
        }
    }

    func testLayoutNeverFallsBackToTheSource() throws {
        // The printer checks its own output; the fallback must stay a safety net.
        for source in try everyValidFile() {
            let parsed = Parser.parse(source)
            XCTAssertNotNil(Formatter.layOut(source, parsed.file), "\(source.path) fell back to minimal normalisation")
        }
    }

    func testEverySpecIsFormatted() throws {
        for url in try specFiles() {
            let bytes = try Array(Data(contentsOf: url))
            let output = try formatted(SourceFile(path: url.lastPathComponent, bytes: bytes))
            XCTAssertEqual(output, String(decoding: bytes, as: UTF8.self),
                           "specs/\(url.lastPathComponent) is not formatted; run 'transc fmt specs/*.transition'")
        }
    }

    // MARK: - Syntax errors

    func testFilesWithSyntaxErrorsAreNotFormatted() throws {
        let parseFixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/parse")
        let urls = try FileManager.default.contentsOfDirectory(at: parseFixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
        var withErrors = 0
        for url in urls {
            let source = SourceFile(path: url.lastPathComponent, bytes: try Array(Data(contentsOf: url)))
            if Parser.parse(source).diagnostics.hasErrors {
                withErrors += 1
                XCTAssertNil(Formatter.format(source), "\(url.lastPathComponent) has syntax errors but was formatted")
            } else {
                XCTAssertNotNil(Formatter.format(source), url.lastPathComponent)
            }
        }
        XCTAssertGreaterThan(withErrors, 20)
        for text in [
            "navigation A { screen B: C",
            "animator A { to.alpha: 0 }",
            "animator A { to.alpha: 0 -> 1 } /* unterminated",
            "animator A { to.alpha: 0 -> 1 } @",
            "scenario \"unterminated in A { }",
            "animator A(duration: 0.5.5) { to.alpha: 0 -> 1 }",
        ] {
            XCTAssertNil(Formatter.format(SourceFile(path: "t", text: text)), text)
        }
    }

    // MARK: - Rules worth naming

    func testMinusIsSpacedByItsRole() throws {
        let text = "scenario \"s\" in G { drag by -12, 3 - 4 over 0.2  release velocity -50  wait (width-120)*-1 }"
        let output = try formatted(SourceFile(path: "t", text: text))
        XCTAssertEqual(output, """
        scenario "s" in G {
            drag by -12, 3 - 4 over 0.2
            release velocity -50
            wait (width - 120) * -1
        }

        """)
    }

    func testArgumentListsHugTheirNameAndGroupingParenthesesDoNot() throws {
        let text = "scenario \"s\" in G { expect A.alpha == max (1, 2) + (3) within (0.1) at (1)  release velocity (1, 2) }"
        let output = try formatted(SourceFile(path: "t", text: text))
        XCTAssertEqual(output, """
        scenario "s" in G {
            expect A.alpha == max(1, 2) + (3) within (0.1) at (1)
            release velocity (1, 2)
        }

        """)
    }

    func testCommentBeforeABraceMovesAfterIt() throws {
        let text = "navigation G {\n    A -> B // the edge\n    {\n        push: X\n    }\n}\n"
        XCTAssertEqual(try formatted(SourceFile(path: "t", text: text)), """
        navigation G {
            A -> B { // the edge
                push: X
            }
        }

        """)
    }

    func testEmptyFileStaysEmpty() throws {
        XCTAssertEqual(try formatted(SourceFile(path: "t", text: "")), "")
        XCTAssertEqual(try formatted(SourceFile(path: "t", text: "\n\n  \r\n")), "")
    }

    // MARK: - Limits

    func testDeeplyNestedExpressionsFormat() throws {
        let depth = 60
        let value = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let source = SourceFile(path: "t", text: "animator A { to.alpha: 0 -> \(value) }")
        XCTAssertEqual(try formatted(source), "animator A {\n    to.alpha: 0 -> \(value)\n}\n")
        let tooDeep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        XCTAssertNil(Formatter.format(SourceFile(path: "t", text: "animator A { to.alpha: 0 -> \(tooDeep) }")))
    }

    func testLargeFileFormatsQuickly() throws {
        var text = ""
        for index in 0..<2_000 {
            text += "animator A\(index)(duration:0.5){to.alpha:0->1 // \(index)\nfrom.transform:identity->translate(0,-10)scale(2)}\n"
        }
        let started = Date()
        let output = try formatted(SourceFile(path: "t", text: text))
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(output.split(separator: "\n", omittingEmptySubsequences: false).count, 2_000 * 5)
    }

    // MARK: - Helpers

    private func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
