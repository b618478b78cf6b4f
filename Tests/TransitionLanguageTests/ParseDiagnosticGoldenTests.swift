import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Malformed inputs in `Tests/Fixtures/parse/NAME.transition` and the exact diagnostics they give,
/// in `NAME.diagnostics`. Run with `GOLDEN_UPDATE=1` to regenerate the `.diagnostics` files.
final class ParseDiagnosticGoldenTests: XCTestCase {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/parse")

    /// How many diagnostics each fixture gives. One typo, one diagnostic: every fixture holds a
    /// single mistake unless it is listed here with another count.
    static let expectedCounts: [String: Int] = [
        "empty": 0,
        "only-comments": 0,
    ]

    private func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".transition") }
            .map { String($0.dropLast(".transition".count)) }
            .sorted()
    }

    /// The rendered diagnostics of one fixture, with the path shown as just its file name.
    private func render(_ name: String) throws -> (text: String, count: Int) {
        let url = Self.fixtures.appendingPathComponent(name + ".transition")
        let source = SourceFile(path: name + ".transition", bytes: try Array(Data(contentsOf: url)))
        let diagnostics = Parser.parse(source).diagnostics
        return (DiagnosticRenderer().render(diagnostics, in: source), diagnostics.sortedForOutput().count)
    }

    func testGoldenDiagnostics() throws {
        let names = try fixtureNames()
        XCTAssertGreaterThanOrEqual(names.count, 25)
        for name in names {
            let (text, _) = try render(name)
            Golden.assertMatches(text, golden: Self.fixtures.appendingPathComponent(name + ".diagnostics"))
        }
    }

    func testOneTypoGivesOneDiagnostic() throws {
        for name in try fixtureNames() {
            let (text, count) = try render(name)
            XCTAssertEqual(count, Self.expectedCounts[name] ?? 1, "\(name).transition:\n\(text)")
        }
    }

    func testEveryGoldenFileHasAFixture() throws {
        let names = Set(try fixtureNames())
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".diagnostics") }
        for golden in goldens {
            XCTAssertTrue(names.contains(String(golden.dropLast(".diagnostics".count))), "\(golden) has no .transition")
        }
    }

    func testLineDiffShowsExpectedAndActual() {
        let diff = Golden.lineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
        XCTAssertEqual(diff, "  a\n- b\n+ B\n  c\n  \n")
    }
}
