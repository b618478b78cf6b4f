import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// One fixture per semantic rule, walked from `Tests/Fixtures/check/`:
///
/// - `<code>-<slug>.transition` makes exactly one mistake; its golden `<code>-<slug>.diagnostics`
///   holds the exact text `transc check` prints, which must be one diagnostic with that code.
/// - `<code>-<slug>.ok.transition` is the near miss: the same spec done right, with no diagnostic.
/// - Applying a diagnostic's fix-its removes it and adds nothing.
final class CheckerRuleTests: XCTestCase {
    private func ruleFixtures() throws -> [URL] {
        try CheckerGolden.files { $0.hasPrefix("T") && $0.hasSuffix(".transition") && !$0.hasSuffix(".ok.transition") }
    }

    private func nearMisses() throws -> [URL] {
        try CheckerGolden.files { $0.hasPrefix("T") && $0.hasSuffix(".ok.transition") }
    }

    private func code(of url: URL) -> String { String(url.lastPathComponent.prefix(5)) }

    func testEveryRuleFixtureMatchesItsGolden() throws {
        let fixtures = try ruleFixtures()
        XCTAssertGreaterThan(fixtures.count, 50)
        for url in fixtures {
            let compilation = try CheckerGolden.compile(fixture: url)
            let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
            Golden.assertMatches(CheckerGolden.rendered(compilation), golden: golden)
            let name = url.lastPathComponent
            XCTAssertEqual(compilation.diagnostics.map(\.code), [code(of: url)], "\(name): one mistake, one diagnostic")
            XCTAssertEqual(compilation.model == nil, compilation.hasErrors, "\(name): a model exactly when there is no error")
            for d in compilation.diagnostics {
                XCTAssertFalse(d.message.isEmpty, name)
                XCTAssertFalse(d.range.isEmpty && d.fixIts.isEmpty, "\(name): an empty range needs a fix-it that inserts there")
            }
        }
    }

    func testEveryNearMissIsClean() throws {
        let nearMisses = try nearMisses()
        XCTAssertEqual(nearMisses.count, try ruleFixtures().count, "every rule fixture has a near miss")
        for url in nearMisses {
            let compilation = try CheckerGolden.compile(fixture: url)
            XCTAssertEqual(CheckerGolden.rendered(compilation), "", url.lastPathComponent)
            XCTAssertNotNil(compilation.model, url.lastPathComponent)
        }
    }

    /// Every code from names (T02xx) to scenarios (T10xx) is exercised by a fixture and its near miss.
    func testEveryCheckerCodeHasAFixture() throws {
        let covered = Set(try ruleFixtures().map(code(of:)))
        let nearMissCovered = Set(try nearMisses().map(code(of:)))
        for code in DiagnosticCode.allCases where code.rawValue >= "T0200" {
            XCTAssertTrue(covered.contains(code.rawValue), "no fixture triggers \(code.rawValue) (\(code))")
            XCTAssertTrue(nearMissCovered.contains(code.rawValue), "no near miss for \(code.rawValue) (\(code))")
        }
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        XCTAssertTrue(covered.isSubset(of: known), "fixtures named after unknown codes: \(covered.subtracting(known).sorted())")
    }

    /// docs/diagnostics.md has one table row per code, and no row for a code that does not exist.
    func testDiagnosticsDocumentListsEveryCode() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let documented = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| T"), line.count > 7 else { return nil }
            return String(line.dropFirst(2).prefix(5))
        }
        XCTAssertEqual(documented.count, Set(documented).count, "a code documented twice")
        let codes = Set(DiagnosticCode.allCases.map(\.rawValue))
        XCTAssertEqual(codes.subtracting(documented).sorted(), [], "codes docs/diagnostics.md does not document")
        XCTAssertEqual(Set(documented).subtracting(codes).sorted(), [], "documented codes DiagnosticCode does not have")
    }

    /// A fix-it is one edit away and right: applying it removes its diagnostic and adds no other.
    func testApplyingEachFixItRemovesItsDiagnostic() throws {
        var applied = 0
        for url in try ruleFixtures() {
            let compilation = try CheckerGolden.compile(fixture: url)
            for d in compilation.diagnostics where !d.fixIts.isEmpty {
                applied += 1
                let fixed = CheckerGolden.applying(d.fixIts, to: compilation.source.bytes)
                let after = CheckerGolden.compile(fixed, name: url.lastPathComponent)
                let before = Set(compilation.diagnostics.map { "\($0.code) \($0.message)" })
                let remaining = after.diagnostics.map { "\($0.code) \($0.message)" }
                XCTAssertFalse(remaining.contains("\(d.code) \(d.message)"), "\(url.lastPathComponent): the fix-it left \(d.code) in place:\n\(fixed)")
                XCTAssertEqual(after.diagnostics.filter { $0.code == d.code }.count, 0, "\(url.lastPathComponent): \(d.code) remains after its fix-it")
                let new = remaining.filter { !before.contains($0) }
                XCTAssertEqual(new, [], "\(url.lastPathComponent): the fix-it introduced diagnostics:\n\(CheckerGolden.rendered(after))\n\(fixed)")
            }
        }
        XCTAssertGreaterThan(applied, 20)
    }
}
