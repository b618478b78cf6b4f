import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The formatter's promises on many layouts nobody would write by hand: every spec and corpus file
/// re-spaced at random, with comments of every kind dropped between random tokens. Whatever still
/// parses must format idempotently, to the same tree, keeping every comment, without falling back.
final class FormatScrambleTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so a failure reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    private static let separators = [
        " ", " ", " ", "\n", "\n", "\n\n", "\n\n\n", "\t", "  \r\n", " /* c */ ", "\n/* own line */\n",
        " // trailing\n", "\n// own line\n", "\n\n// after a blank line\n", "/*x*/", " /* multi\n   line */ ",
        " /* outer /* nested */ */ ", "\n    // indented\n\n",
    ]

    /// `source` with the trivia between its tokens replaced at random.
    private func scrambled(_ source: SourceFile, _ generator: inout Generator) -> String {
        let tokens = Lexer.tokenize(source.bytes).tokens
        var text = ""
        for token in tokens {
            if token.triviaStart > 0 || token.start > 0 {
                text += Self.separators[generator.next(Self.separators.count)]
            }
            text += source.text(token.range)
        }
        return text
    }

    func testScrambledLayoutsFormatFaithfully() throws {
        let urls = try specFiles() + FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/format"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "transition" }
        var generator = Generator(state: 20_261_129)
        var checked = 0
        for url in urls {
            let original = SourceFile(path: url.lastPathComponent, bytes: try Array(Data(contentsOf: url)))
            for round in 0..<40 {
                let text = scrambled(original, &generator)
                let source = SourceFile(path: "\(url.lastPathComponent) #\(round)", text: text)
                let parsed = Parser.parse(source)
                // A line break can end a transform chain, so some layouts no longer parse.
                guard !parsed.diagnostics.hasErrors else { continue }
                checked += 1
                XCTAssertNotNil(Formatter.layOut(source, parsed.file), "\(source.path) fell back:\n\(text)")
                let once = try XCTUnwrap(Formatter.format(source), source.path)
                let twice = Formatter.format(SourceFile(path: source.path, text: once))
                XCTAssertEqual(twice, once, "\(source.path) is not idempotent; input:\n\(text)")
                let reparsed = Parser.parse(SourceFile(path: source.path, text: once))
                XCTAssertEqual(SyntaxDump(reparsed.file).text, SyntaxDump(parsed.file).text, "\(source.path): tree changed; input:\n\(text)")
                XCTAssertEqual(commentTexts(in: Array(once.utf8)), commentTexts(in: source.bytes),
                               "\(source.path): comments changed; input:\n\(text)")
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }
}
