import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Every example in Grammar.md marked as a `transition` code block parses without a diagnostic,
/// so the reference cannot drift from the parser.
final class GrammarExampleTests: XCTestCase {
    func testEveryGrammarExampleParses() throws {
        let url = repositoryRoot.appendingPathComponent("Grammar.md")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        var examples: [(line: Int, source: String)] = []
        var current: [String]?
        var startLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil && line == "```transition" {
                current = []
                startLine = index + 2
            } else if current != nil && line == "```" {
                examples.append((startLine, current!.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        XCTAssertNil(current, "an unclosed code block in Grammar.md")
        XCTAssertGreaterThanOrEqual(examples.count, 15)
        for example in examples {
            let source = SourceFile(path: "Grammar.md:\(example.line)", text: example.source)
            let result = Parser.parse(source)
            XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics, in: source), "", "example at Grammar.md line \(example.line)")
        }
    }
}
