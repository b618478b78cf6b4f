import Foundation
import SpecGenerator
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `IncrementalDiagnostics` must say exactly what compiling the whole file says, after any edit:
/// specs and fixtures edited at random, edit after edit, compared with `Compilation.compile`.
final class IncrementalDiagnosticsTests: XCTestCase {
    /// Every bundled spec and the differential, checker, run and mistake fixtures, and generated specs.
    private func files() throws -> [(String, [UInt8])] {
        var found: [(String, [UInt8])] = []
        for (directory, every) in [("specs", 1), ("Tests/Fixtures/differential", 1), ("Tests/Fixtures/check", 1), ("Tests/Fixtures/run", 1), ("Tests/Fixtures/mistakes", 1)] {
            let url = repositoryRoot.appendingPathComponent(directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".transition") }.sorted()
            for (index, name) in names.enumerated() where index % every == 0 {
                found.append(("\(directory)/\(name)", Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        var generator = SpecGenerator(seed: 17)
        for n in 0..<20 { found.append(("generated \(n)", Array(generator.spec().utf8))) }
        for count in [4, 8, 12] { found.append(("\(count) units", Array(Self.units(count).utf8))) }
        return found
    }

    /// Edits a user makes while typing: a digit changed, a space or a line break added, a
    /// character deleted, a line deleted or doubled, a name's letter changed; with `parsing`, only
    /// the first two, a line indented rather than a space anywhere, so the file still parses.
    private func edited(_ bytes: [UInt8], _ random: inout SplitMix64, parsing: Bool = false) -> [UInt8] {
        guard !bytes.isEmpty else { return Array("animator A(duration: 1) { to.alpha: 0 -> 1 }\n".utf8) }
        var bytes = bytes
        let at = Int(random.next() % UInt64(bytes.count))
        let lineStart = bytes[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[at...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        switch random.next() % (parsing ? 2 : 6) {
        case 0:
            if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) { bytes[digit] = UInt8(0x30 + random.next() % 10) }
        case 1 where parsing: bytes.insert(contentsOf: Array("    ".utf8), at: lineStart)
        case 1: bytes.insert(UInt8(ascii: random.next() % 2 == 0 ? " " : "\n"), at: at)
        case 2: bytes.remove(at: at)
        case 3: bytes.removeSubrange(lineStart..<lineEnd)
        case 4: bytes.insert(contentsOf: bytes[lineStart..<lineEnd], at: lineStart)
        default:
            if let letter = bytes[at...].firstIndex(where: { (0x61...0x7A).contains($0) }) { bytes[letter] = UInt8(0x61 + random.next() % 26) }
        }
        return bytes
    }

    func testEditsGiveTheDiagnosticsOfTheWholeFile() throws {
        var random = SplitMix64(seed: 2026)
        var reused = 0, alone = 0, reparsed = 0
        for (name, original) in try files() {
            var incremental = IncrementalDiagnostics()
            var bytes = original
            for step in 0..<12 {
                let source = SourceFile(path: name, bytes: bytes)
                let expected = Compilation.compile(source).diagnostics
                let got = incremental.diagnostics(of: source)
                if got != expected {
                    XCTFail("\(name), edit \(step): incremental diagnostics differ\n\(String(decoding: bytes, as: UTF8.self))\n"
                        + "expected:\n\(DiagnosticRenderer().render(expected, in: source))\ngot:\n\(DiagnosticRenderer().render(got, in: source))")
                    break
                }
                // The declarations found by parsing only what an edit changed are the parser's.
                let parsed = Parser.parse(source)
                if parsed.diagnostics.isEmpty, !parsed.file.declarations.contains(where: { if case .importFile = $0 { true } else { false } }) {
                    XCTAssertEqual(incremental.lastDeclarationRanges, parsed.file.declarations.map(\.range), "\(name), edit \(step)")
                }
                if incremental.lastParsedOnlyTheChange { reparsed += 1 }
                if case let .groups(checked, count) = incremental.lastReuse {
                    if count > 0 { reused += 1 }
                    if checked > 0 { alone += 1 }
                }
                // A large file is mostly typed into without breaking it: numbers and spaces.
                bytes = edited(bytes, &random, parsing: name.hasSuffix("units") && step % 4 != 3)
            }
        }
        // The test means something only if edits were answered from groups checked before, and
        // groups were checked on their own.
        XCTAssertGreaterThan(reused, 100)
        XCTAssertGreaterThan(alone, 500)
        XCTAssertGreaterThan(reparsed, 100)
        print("IncrementalDiagnosticsTests: \(reused) edits reused groups, \(alone) checked groups on their own, \(reparsed) parsed only the change")
    }

    /// One unit of a large spec, `#` standing for its number.
    private static let unit = """
        navigation Graph# {
            screen Home#: HomeViewController
            screen Detail#: DetailViewController
            root Home#
            Home# -> Detail# { push: Reveal#  pop: reverse(duration: 0.4) }
            gesture back#: edgePan(left) on Detail# drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
        }

        animator Reveal#(duration: 0.5, curve: easeOut) {
            to.alpha: 0 -> 1
            from.transform: identity -> scale(0.9)
        }

        scenario "unit # swipes back" in Graph# {
            push Detail#
            drag back# to 0.6 over 0.3
            release velocity 100
            expect completed
            expect stack [Home#]
        }


        """

    private static func units(_ count: Int) -> String {
        (0..<count).map { unit.replacingOccurrences(of: "#", with: "\($0)") }.joined()
    }

    /// On a large spec a change inside one animator, which moves everything after it, checks
    /// that animator's group alone and moves the rest.
    func testAnEditInOneAnimatorChecksOneGroup() throws {
        let text = (0..<10).map { Self.unit.replacingOccurrences(of: "#", with: "\($0)") }.joined()
        var incremental = IncrementalDiagnostics()
        let source = SourceFile(path: "big.transition", text: text)
        XCTAssertEqual(incremental.diagnostics(of: source), Compilation.compile(source).diagnostics)
        XCTAssertEqual(incremental.lastReuse, .wholeFile)
        // Unit 3's duration, a byte longer, and a mistake in it.
        let third = try XCTUnwrap(text.range(of: "animator Reveal3(duration: 0.5"))
        let edited = text.replacingCharacters(in: third, with: "animator Reveal3(duration: -0.55")
        let after = SourceFile(path: "big.transition", text: edited)
        let expected = Compilation.compile(after).diagnostics
        XCTAssertEqual(expected.map(\.code), ["T0701"])
        XCTAssertEqual(incremental.diagnostics(of: after), expected)
        XCTAssertEqual(incremental.lastReuse, .groups(checked: 1, reused: 9))
    }

    /// A group is reused only while it holds everything its check read: an edge naming an
    /// animator nothing declares read every animator (for its suggestion), so declaring one far
    /// from the graph, in a group of its own, changes that graph's diagnostics.
    func testAGroupThatReadEveryAnimatorIsCheckedAgainWhenOneIsDeclared() throws {
        let text = (0..<10).map { Self.unit.replacingOccurrences(of: "#", with: "\($0)") }.joined()
            .replacingOccurrences(of: "push: Reveal3 ", with: "push: Slide3 ")
        var incremental = IncrementalDiagnostics()
        let source = SourceFile(path: "big.transition", text: text)
        XCTAssertEqual(incremental.diagnostics(of: source).map(\.code), ["T0205"])
        let declaredText = text + "animator Slide3(duration: 0.3) { to.alpha: 0 -> 1 }\n"
        let declared = SourceFile(path: "big.transition", text: declaredText)
        XCTAssertEqual(Compilation.compile(declared).diagnostics, [])
        XCTAssertEqual(incremental.diagnostics(of: declared), [])
        // An edit elsewhere reuses the graph's group again, now without the diagnostic.
        let edited = SourceFile(path: "big.transition", text: declaredText.replacingOccurrences(of: "duration: 0.3)", with: "duration: 0.35)"))
        XCTAssertEqual(incremental.diagnostics(of: edited), Compilation.compile(edited).diagnostics)
        guard case let .groups(checked, reused) = incremental.lastReuse else { return XCTFail("compiled whole: \(incremental.lastReuse)") }
        XCTAssertEqual(checked, 1)
        XCTAssertEqual(reused, 10)
    }
}
