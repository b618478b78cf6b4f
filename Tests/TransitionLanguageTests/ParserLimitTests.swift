import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Inputs built to exhaust the parser: deep nesting and very large files. They must end with a
/// few precise diagnostics, never a crash or a hang. (Timing is measured by the benchmark, not here.)
final class ParserLimitTests: XCTestCase {
    private func render(_ text: String) -> (lines: [String], count: Int) {
        let source = SourceFile(path: "big.transition", text: text)
        let diagnostics = Parser.parse(source).diagnostics.sortedForOutput()
        let rendered = DiagnosticRenderer().render(diagnostics, in: source)
        return (rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), diagnostics.count)
    }

    func testDeepParentheses() {
        let depth = 100_000
        let text = "animator A {\n    to.alpha: " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + " -> 1\n}\n"
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.first, "big.transition:2:79: error: expression nested more than 64 levels deep; simplify it [T0103]")
    }

    /// A long operator chain is parsed by a loop but would build a tree as deep as the chain,
    /// which the checker, the formatter and deallocation walk recursively.
    func testLongOperatorChainsAreCutOffAndTheCheckerSurvives() {
        for op in ["+", "-", "*", "and", "<"] {
            let text = "animator A {\n    to.alpha: 0" + String(repeating: " \(op) 0", count: 200_000) + " -> 1\n}\n"
            let (lines, count) = render(text)
            XCTAssertEqual(count, 1, op)
            XCTAssertTrue(lines.first?.hasSuffix("error: expression has more than 256 operators; split it into simpler values [T0103]") ?? false, op)
            let compilation = Compilation.compile(SourceFile(path: "big.transition", text: text))
            XCTAssertTrue(compilation.hasErrors, op)
        }
        let fine = "animator A {\n    to.alpha: 0" + String(repeating: " + 0", count: 256) + " -> 1\n}\n"
        XCTAssertEqual(render(fine).count, 0)
    }

    func testDeepUnclosedParentheses() {
        let text = "animator A {\n    to.alpha: " + String(repeating: "(", count: 100_000) + "\n}\n"
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.first, "big.transition:2:79: error: expression nested more than 64 levels deep; simplify it [T0103]")
    }

    func testDeepBraces() {
        let text = "navigation A " + String(repeating: "{", count: 100_000) + "\n"
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.first, "big.transition:1:15: error: expected 'screen', 'root', 'gesture' or an edge like 'A -> B' in a navigation graph, found '{' [T0105]")
    }

    func testDeepBracesAtTopLevel() {
        let (lines, count) = render(String(repeating: "{", count: 100_000))
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.first, "big.transition:1:1: error: expected a declaration ('navigation', 'animator', 'scenario' or 'import'), found '{' [T0102]")
    }

    func testDeepBrackets() {
        let text = "scenario \"deep\" in G {\n    wait " + String(repeating: "[", count: 100_000) + "\n}\n"
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.first, "big.transition:2:74: error: expression nested more than 64 levels deep; simplify it [T0103]")
    }

    func testDeepPrefixOperators() {
        let text = "animator A {\n    to.alpha: " + String(repeating: "-", count: 100_000) + "1 -> " + String(repeating: "not ", count: 100_000) + "1\n}\n"
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertTrue(lines.first?.hasSuffix("expression nested more than 64 levels deep; simplify it [T0103]") == true, lines.first ?? "")
    }

    /// About 10 MB of valid graphs, animators and scenarios.
    private func largeSpec(mistakeAt mistake: Int? = nil) -> (text: String, mistakeLine: Int) {
        var text = ""
        text.reserveCapacity(10_500_000)
        var line = 1
        var mistakeLine = 0
        var i = 0
        while text.utf8.count < 10_000_000 {
            let chunk = """
                // Graph \(i)
                navigation Graph\(i) {
                    screen First\(i): FirstViewController { element logo: shape }
                    screen Second\(i): SecondViewController
                    root First\(i)
                    First\(i) -> Second\(i) { push: Fade\(i)  pop: reverse(curve: spring(damping: 0.8, velocity: 0.8)) }
                    gesture back: edgePan(left) on Second\(i) drives pop {
                        progress: translation.x / width
                        finish when progress > 0.5 or velocity.x > 0
                    }
                }
                animator Fade\(i)(duration: 0.5, curve: easeInOut) {
                    order: to below from
                    \(i == mistake ? "to.alpha 0 -> 1" : "to.alpha: 0 -> 1")
                    from.transform: identity -> translate(0, -10) scale(1.5)
                }
                scenario "swipe \(i)" in Graph\(i) {
                    push Second\(i)
                    drag back to 0.6 over 0.3
                    release velocity 300
                    expect stack [First\(i)]
                }

                """
            if i == mistake { mistakeLine = line + 13 }
            text += chunk
            line += 22
            i += 1
        }
        return (text, mistakeLine)
    }

    func testTenMegabytesParseCleanly() {
        let (text, _) = largeSpec()
        XCTAssertGreaterThanOrEqual(text.utf8.count, 10_000_000)
        let result = Parser.parse(SourceFile(path: "big.transition", text: text))
        XCTAssertTrue(result.diagnostics.isEmpty)
        XCTAssertEqual(result.file.declarations.count % 3, 0)
        XCTAssertGreaterThan(result.file.declarations.count, 30_000)
    }

    func testTenMegabytesWithOneMistake() {
        let (text, line) = largeSpec(mistakeAt: 7_000)
        let (lines, count) = render(text)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(lines.prefix(3), [
            "big.transition:\(line):14: error: expected ':' after the property 'to.alpha' (write 'to.alpha: from -> to'), found '0' [T0101]",
            "    to.alpha 0 -> 1",
            "             ^",
        ])
    }

    func testTenMegabytesOfGarbageStopsReporting() {
        let text = String(repeating: "navigation { screen : -> => @ }\n", count: 330_000)
        let (lines, count) = render(text)
        XCTAssertEqual(count, Parser.maximumErrors + 1)
        XCTAssertEqual(lines.first, "big.transition:1:12: error: expected a name for the navigation graph, found '{' [T0101]")
    }
}
