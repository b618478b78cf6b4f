import Foundation
import SpecGenerator
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Properties of the front end on valid specs made by `SpecGenerator`: each checks without
/// errors; formatting it (after re-spacing it at random) is idempotent and keeps the tree; and
/// the formatted text checks to the same diagnostics.
final class GeneratedSpecTests: XCTestCase {
    static let count = 120

    private static let spaces = ["", " ", " ", "  ", "\t"]
    private static let lineBreaks = ["\n", "\n\n", "\n\t  ", " \n", "\r\n"]

    /// `source` with the whitespace between its tokens chosen at random; line breaks (which end
    /// statements) stay line breaks, and tokens that were apart stay apart. Comments are dropped.
    private func respaced(_ source: SourceFile, _ random: inout SplitMix64) -> String {
        var text = ""
        for token in Lexer.tokenize(source.bytes).tokens {
            let trivia = source.bytes[token.triviaStart..<token.start]
            if trivia.contains(UInt8(ascii: "\n")) {
                text += Self.lineBreaks[Int(random.next() % UInt64(Self.lineBreaks.count))]
            } else if !trivia.isEmpty {
                text += Self.spaces[1 + Int(random.next() % UInt64(Self.spaces.count - 1))]
            } else {
                text += Self.spaces[Int(random.next() % 2)]
            }
            text += source.text(token.range)
        }
        return text
    }

    /// What a diagnostic says, without where: formatting moves every range.
    private func summary(_ compilation: Compilation) -> [String] {
        compilation.diagnostics.map { "\($0.severity) \($0.code): \($0.message)" }
    }

    func testGeneratedSpecsCheckFormatAndRecheckAlike() throws {
        var generator = SpecGenerator(seed: 0x7370_6563)
        var random = SplitMix64(seed: 7)
        for index in 0..<Self.count {
            let text = generator.spec()
            let compilation = CheckerGolden.compile(text, name: "generated\(index).transition")
            guard !compilation.hasErrors else {
                XCTFail("generated spec \(index) has errors:\n\(CheckerGolden.rendered(compilation))\n\(text)")
                continue
            }
            let scrambled = SourceFile(path: "generated\(index).transition", text: respaced(compilation.source, &random))
            guard let formatted = Formatter.format(scrambled) else {
                XCTFail("spec \(index) does not format:\n\(CheckerGolden.rendered(Compilation.compile(scrambled, loader: CheckerGolden.loader)))")
                continue
            }
            let again = Formatter.format(SourceFile(path: scrambled.path, text: formatted))
            XCTAssertEqual(again, formatted, "spec \(index): formatting is not idempotent")
            XCTAssertEqual(SyntaxDump(parse(formatted).file).text, SyntaxDump(compilation.syntax).text, "spec \(index): formatting changed the tree")
            XCTAssertEqual(summary(CheckerGolden.compile(formatted, name: scrambled.path)), summary(compilation),
                           "spec \(index): the formatted text checks differently")
        }
    }
}
