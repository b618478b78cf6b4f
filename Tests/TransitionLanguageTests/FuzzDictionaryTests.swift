import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `Fuzz/transc.dict`, the words libFuzzer splices into inputs, is made from the lexer's and the
/// checker's own lists, so a word added to the language reaches the fuzzer. It is a golden file:
/// `GOLDEN_UPDATE=1` rewrites it.
final class FuzzDictionaryTests: XCTestCase {
    /// Names the grammar reads in arguments and expressions that no enum of the front end lists.
    private static let vocabulary = [
        "edgePan", "pan", "pinch", "left", "right", "top", "bottom", "up", "down", "translation", "width", "height",
        "x", "y", "scale", "identity", "translate", "rotate", "shape", "layer", "view", "duration", "delay", "curve",
        "damping", "bounce", "start", "length", "from", "to", "speed", "style", "fullScreen", "overFullScreen", "scrub",
    ]

    static func dictionary() -> String {
        var words = Set(TokenKind.reservedWords.keys)
        words.formUnion(TokenKind.contextualKeywords)
        words.formUnion(Curve.words)
        words.formUnion(Scrubbing.allCases.map(\.rawValue))
        words.formUnion(KeyframeMode.allCases.map(\.rawValue) + [KeyframeMode.parameter])
        words.formUnion(ScreenEdge.allCases.map(\.rawValue))
        words.formUnion(AnimatedProperty.allCases.map(\.rawValue) + [AnimatedProperty.sizeFunction] + NamedColor.allCases.map(\.rawValue))
        words.formUnion(ExpectedProperty.allCases.map(\.rawValue))
        words.formUnion(GestureSetting.allCases.map(\.rawValue))
        words.formUnion(ElementSetting.allCases.map(\.rawValue) + [ElementSetting.rectFunction])
        words.formUnion(TransformStepKind.allCases.map(\.rawValue))
        words.formUnion(vocabulary)
        // Punctuation: every token kind whose spelling is quoted text, e.g. '->'.
        var punctuation: Set<String> = []
        for kind in TokenKind.allCases where !kind.isReservedWord {
            let spelling = kind.spelling
            if spelling.count >= 3, spelling.hasPrefix("'"), spelling.hasSuffix("'") { punctuation.insert(String(spelling.dropFirst().dropLast())) }
        }
        var lines = ["# Words and punctuation of the transition language, for libFuzzer's -dict.",
                     "# Made by FuzzDictionaryTests from the lexer's and checker's lists; GOLDEN_UPDATE=1 swift test rewrites it."]
        for word in words.sorted() { lines.append("\"\(escaped(word))\"") }
        for mark in punctuation.sorted() { lines.append("\"\(escaped(mark))\"") }
        for extra in ["//", "/*", "*/", "\\\"", "\\x0A", "0.5", "1e9", "-1"] { lines.append("\"\(extra)\"") }
        // Escapes of control characters, which an import path refuses (T0219), in libFuzzer's
        // escaping: the spec text is `\0`, `\n`, `\u{1B}`, `\u{7F}`.
        for escape in ["\\\\0", "\\\\n", "\\\\u{1B}", "\\\\u{7F}", "import \\\"a\\\\0.transition\\\""] { lines.append("\"\(escape)\"") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    func testDictionaryFollowsTheLanguage() {
        Golden.assertMatches(Self.dictionary(), golden: repositoryRoot.appendingPathComponent("Fuzz/transc.dict"))
    }
}
