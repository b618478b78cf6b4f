import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// After edits, the server publishes what it publishes for the same text opened afresh: the
/// diagnostics it puts together from the declarations an edit did not touch are the whole file's.
final class IncrementalPublishTests: XCTestCase {
    private static let unit = """
        navigation Graph# {
            screen Home#: HomeViewController
            screen Detail#: DetailViewController { element logo: view }
            root Home#
            Home# -> Detail# { push: Reveal#  pop: reverse }
            gesture back#: edgePan(left) on Detail# drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
        }

        animator Reveal#(duration: 0.5, curve: easeOut) {
            to.alpha: 0 -> 1
            to.logo.transform: scale(0.8) -> identity
        }

        scenario "unit #" in Graph# {
            push Detail#
            expect stack [Home#, Detail#]
        }


        """

    func testEditsPublishWhatOpeningTheSameTextPublishes() throws {
        let uri = "file:///specs/units.transition"
        var text = (0..<12).map { Self.unit.replacingOccurrences(of: "#", with: "\($0)") }.joined()
        let client = TestClient()
        XCTAssertEqual(client.open(uri, text), [])
        // Each edit: (line, character range, replacement), as an editor sends them.
        let edits: [(String, String)] = [
            ("animator Reveal3(duration: 0.5", "animator Reveal3(duration: -0.55"),  // a mistake, one byte longer
            ("to.logo.transform: scale(0.8)", "to.lgo.transform: scale(0.8)"),      // a misspelt element in unit 0
            ("animator Reveal3(duration: -0.55", "animator Reveal3(duration: 0.5"),  // the first mistake mended
            ("push Detail7", "push Detail7\n        pop"),                           // a line added
        ]
        var version = 1
        for (old, new) in edits {
            let range = try XCTUnwrap(text.range(of: old))
            let start = position(of: range.lowerBound, in: text), end = position(of: range.upperBound, in: text)
            text.replaceSubrange(range, with: new)
            version += 1
            let published = client.change(uri, version: version, from: start, to: end, with: new)
            let fresh = TestClient().open(uri, text)
            XCTAssertEqual(published, fresh, "after replacing '\(old)'")
        }
        XCTAssertEqual(client.latestDiagnostics(uri).count, 1, "the misspelt element is still there")
    }

    private func position(of index: String.Index, in text: String) -> LSPPosition {
        let before = text[..<index]
        let line = before.count { $0 == "\n" }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return LSPPosition(line: line, character: text[lineStart..<index].utf16.count)
    }
}
