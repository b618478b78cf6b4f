import Foundation
import XCTest

/// The VS Code problem matcher in editors/vscode/package.json reads what `transc check` prints:
/// every diagnostic and note line, and nothing of the source excerpts between them.
final class ProblemMatcherTests: XCTestCase {
    func testTheMatcherReadsDiagnosticsAndNotes() throws {
        let manifest = Transc.root.appendingPathComponent("editors/vscode/package.json")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        let contributes = try XCTUnwrap(json["contributes"] as? [String: Any])
        let matcher = try XCTUnwrap((contributes["problemMatchers"] as? [[String: Any]])?.first { $0["name"] as? String == "transc" })
        let pattern = try XCTUnwrap(matcher["pattern"] as? [String: Any])
        let regex = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))
        XCTAssertEqual(pattern["file"] as? Int, 1)
        XCTAssertEqual(pattern["code"] as? Int, 6)

        let fixtures = Transc.root.appendingPathComponent("Tests/Fixtures/check")
        let run = try Transc.run(
            ["check", "T0202-duplicate-screen.transition", "T0201-undefined-screen.transition", "T0302-push-with-system-pop.transition"],
            in: fixtures)
        var matched: [[String]] = []
        for line in run.stderr.split(separator: "\n").map(String.init) {
            guard let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
            matched.append((1...6).map { index in
                Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
            })
        }
        XCTAssertEqual(matched, [
            ["T0202-duplicate-screen.transition", "6", "12", "error", "screen 'Detail' is declared twice in 'App'; rename one", "T0202"],
            ["T0202-duplicate-screen.transition", "5", "12", "note", "first declared here", ""],
            ["T0201-undefined-screen.transition", "8", "13", "error", "no screen 'Detial' in 'App'; did you mean 'Detail'?", "T0201"],
            ["T0302-push-with-system-pop.transition", "9", "9", "warning",
             "custom push 'FadeIn' on 'Home -> Detail' has the system pop, which will not mirror it; add 'pop: reverse' or say 'pop: system' to keep UIKit's",
             "T0302"],
        ], run.stderr)
    }
}
