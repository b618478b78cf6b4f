import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokenize(Array(text.utf8)).tokens.map(\.kind)
    }

    private func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        Lexer.tokenize(Array(text.utf8))
    }

    private func texts(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return Lexer.tokenize(bytes).tokens.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    // MARK: - Token table

    func testPunctuation() {
        let (tokens, diagnostics) = lex("{ } ( ) [ ] : , . ; * + - / = -> => < > <= >= == !=")
        XCTAssertEqual(tokens.map(\.kind), [
            .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
            .colon, .comma, .dot, .semicolon, .star, .plus, .minus, .slash, .equal,
            .arrow, .modalArrow, .less, .greater, .lessEqual, .greaterEqual, .equalEqual, .bangEqual,
            .endOfFile,
        ])
        XCTAssertEqual(diagnostics.count, 0)
    }

    func testPunctuationWithoutSpaces() {
        XCTAssertEqual(kinds("a->b=>c<=d>=e==f!=g"), [
            .identifier, .arrow, .identifier, .modalArrow, .identifier, .lessEqual, .identifier,
            .greaterEqual, .identifier, .equalEqual, .identifier, .bangEqual, .identifier, .endOfFile,
        ])
        // `-` followed by a digit is a minus and a number; `- >` is a minus and a greater-than.
        XCTAssertEqual(kinds("-1 - >"), [.minus, .number, .minus, .greater, .endOfFile])
        XCTAssertEqual(texts("x: 0->1"), ["x", ":", "0", "->", "1"])
    }

    func testLiteralKinds() {
        XCTAssertEqual(kinds(#"name 12 0.5s "text""#), [.identifier, .number, .number, .string, .endOfFile])
    }

    func testEndOfFileRepeatsForever() {
        var lexer = Lexer(bytes: Array("a".utf8))
        XCTAssertEqual(lexer.next().kind, .identifier)
        for _ in 0..<3 {
            let end = lexer.next()
            XCTAssertEqual(end.kind, .endOfFile)
            XCTAssertEqual(end.range, SourceRange(1, 1))
        }
    }

    func testLoneBangIsAnErrorThatReadsAsNot() {
        let (tokens, diagnostics) = lex("!")
        XCTAssertEqual(tokens.map(\.kind), [.kwNot, .endOfFile])
        XCTAssertEqual(diagnostics.map(\.code), ["T0008"])
    }

    func testLoneAmpersandIsAnUnknownCharacter() {
        let (tokens, diagnostics) = lex("&")
        XCTAssertEqual(tokens.map(\.kind), [.unknown, .endOfFile])
        XCTAssertEqual(diagnostics.map(\.code), ["T0001"])
    }

    // MARK: - Reserved words and contextual keywords

    func testEveryReservedWordHasItsOwnKind() {
        for (word, kind) in TokenKind.reservedWords {
            XCTAssertEqual(kinds(word), [kind, .endOfFile], word)
            XCTAssertTrue(kind.isReservedWord, word)
            XCTAssertEqual(kind.spelling, "'\(word)'")
        }
        let reservedKinds = Set(TokenKind.reservedWords.values)
        for kind in TokenKind.allCases where kind.isReservedWord {
            XCTAssertTrue(reservedKinds.contains(kind), "\(kind) has no spelling")
        }
        XCTAssertEqual(
            TokenKind.reservedWords.keys.sorted(),
            ["and", "animator", "element", "false", "gesture", "import", "navigation", "not", "or", "root",
             "scenario", "screen", "true"]
        )
    }

    func testContextualKeywordsAreIdentifiers() {
        for word in TokenKind.contextualKeywords {
            XCTAssertEqual(kinds(word), [.identifier, .endOfFile], word)
            XCTAssertNil(TokenKind.reservedWords[word], "\(word) is listed as both reserved and contextual")
        }
    }

    func testWordsThatOnlyResembleReservedWords() {
        for word in ["Navigation", "SCREEN", "navigation_", "screens", "root2", "an", "o", "import_x", "_and", "rootView"] {
            XCTAssertEqual(kinds(word), [.identifier, .endOfFile], word)
        }
    }

    func testContextualKeywordsCanNameScreens() {
        let file = parseClean("""
            navigation G {
                screen push: A
                screen from: B
                screen to: C
                root push
                push -> from { push: system pop: system }
            }
            """)
        XCTAssertEqual(file.navigations[0].screens.map(\.name.name), ["push", "from", "to"])
        XCTAssertEqual(file.navigations[0].edges[0].roles.map(\.role.name), ["push", "pop"])
    }

    // MARK: - Numbers

    /// The value and unit of `text` read as an animator parameter's value.
    private func number(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> (Double, String?)? {
        let spec = parseClean("animator A(x: \(text)) {}", file: file, line: line)
        guard case let .number(value, unit) = spec.animators.first?.parameters.first?.value.kind else { return nil }
        return (value, unit)
    }

    func testNumbers() {
        let cases: [(String, Double, String?)] = [
            ("0", 0, nil), ("2", 2, nil), ("0.5", 0.5, nil), ("150", 150, nil),
            ("1e3", 1000, nil), ("1E3", 1000, nil), ("2.5e-2", 0.025, nil), ("4e+1", 40, nil),
            ("1_000", 1000, nil), ("1_000_000.25", 1_000_000.25, nil), ("0.000_1", 0.0001, nil),
            ("0.5s", 0.5, "s"), ("300ms", 300, "ms"), ("90deg", 90, "deg"), ("1.2rad", 1.2, "rad"),
            ("10pt", 10, "pt"), ("1e3ms", 1000, "ms"), ("2.5e1pt", 25, "pt"), ("1_0s", 10, "s"),
        ]
        for (text, value, unit) in cases {
            XCTAssertEqual(kinds(text), [.number, .endOfFile], text)
            guard let (v, u) = number(text) else {
                XCTFail("\(text) did not parse as a number")
                continue
            }
            XCTAssertEqual(v, value, accuracy: value * 1e-12, text)
            XCTAssertEqual(u, unit, text)
        }
    }

    func testMalformedNumbersAreOneTokenAndOneDiagnostic() {
        for text in ["1.2.3", "0x1F", "3px", "2e", "1.", "5sec", "1.2.3.4"] {
            let (tokens, diagnostics) = lex(text + " ")
            XCTAssertEqual(tokens.map(\.kind), [.number, .endOfFile], text)
            XCTAssertEqual(tokens[0].range, SourceRange(0, text.utf8.count), text)
            XCTAssertEqual(diagnostics.map(\.code), ["T0005"], text)
        }
    }

    func testDotAfterNumberBeforeANameIsMemberAccess() {
        // `1.foo` is not a malformed number: the dot belongs to what follows.
        XCTAssertEqual(kinds("1.foo"), [.number, .dot, .identifier, .endOfFile])
        XCTAssertEqual(lex("1.foo").diagnostics.count, 0)
    }

    // MARK: - Strings

    private func stringValue(_ literal: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        parseClean("scenario \(literal) in G {}", file: file, line: line).scenarios.first?.name.value
    }

    func testStringEscapesDecode() {
        XCTAssertEqual(stringValue(#""plain""#), "plain")
        XCTAssertEqual(stringValue(#""""#), "")
        XCTAssertEqual(stringValue(#""say \"hi\"""#), "say \"hi\"")
        XCTAssertEqual(stringValue(#""back\\slash""#), "back\\slash")
        XCTAssertEqual(stringValue(#""a\nb\tc\rd\0e""#), "a\nb\tc\rd\u{0}e")
        XCTAssertEqual(stringValue(#""\u{e9}t\u{E9}""#), "été")
        XCTAssertEqual(stringValue(#""\u{1F600}""#), "😀")
        XCTAssertEqual(stringValue(#""\u{0}""#), "\u{0}")
        XCTAssertEqual(stringValue(#""écran 画面 😀""#), "écran 画面 😀")
        XCTAssertEqual(stringValue(#""\\n""#), "\\n")
    }

    func testStringRangeIncludesQuotes() {
        let source = MarkedSource(#"scenario 1️⃣"a\"b"2️⃣ in G {}"#)
        XCTAssertEqual(parseClean(source.text).scenarios[0].name.range, source.range(1, 2))
    }

    func testInvalidEscapes() {
        for body in [#"\q"#, #"\u{}"#, #"\u{110000}"#, #"\u{D800}"#, #"\u{123456789}"#, #"\u41"#, #"\x41"#] {
            let (tokens, diagnostics) = lex("\"\(body)\"")
            XCTAssertEqual(tokens.first?.kind, .string, body)
            XCTAssertEqual(diagnostics.map(\.code), ["T0006"], body)
        }
    }

    func testUnterminatedStringStopsAtTheLineBreak() {
        let (tokens, diagnostics) = lex("\"abc\nroot")
        XCTAssertEqual(tokens.map(\.kind), [.string, .kwRoot, .endOfFile])
        XCTAssertEqual(tokens[0].range, SourceRange(0, 4))
        XCTAssertEqual(diagnostics.map(\.code), ["T0002"])
        XCTAssertEqual(lex("\"abc\r\nroot").tokens.map(\.kind), [.string, .kwRoot, .endOfFile])
        XCTAssertEqual(lex("\"abc").diagnostics.map(\.code), ["T0002"])
    }

    // MARK: - Identifiers

    func testUnicodeIdentifiers() {
        for name in ["écran", "画面", "naïve", "Écran2", "x_1", "_private", "ñ_ü", "Ελληνικά", "экран", "a\u{301}"] {
            let (tokens, diagnostics) = lex(name)
            XCTAssertEqual(tokens.map(\.kind), [.identifier, .endOfFile], name)
            XCTAssertEqual(tokens[0].range, SourceRange(0, name.utf8.count), name)
            XCTAssertEqual(diagnostics.count, 0, name)
        }
        let file = parseClean("navigation 画面 { screen écran: ÉcranViewController  root écran }")
        XCTAssertEqual(file.navigations[0].name.name, "画面")
        XCTAssertEqual(file.navigations[0].screens[0].name.name, "écran")
        XCTAssertEqual(file.navigations[0].screens[0].typeName.name, "ÉcranViewController")
    }

    func testNonLetterScalarsAreNotIdentifiers() {
        // An emoji, a combining mark with nothing to combine with, a non-breaking space.
        for text in ["😀", "\u{301}a", "\u{A0}", "€"] {
            let (tokens, diagnostics) = lex(text)
            XCTAssertEqual(tokens.first?.kind, .unknown, text)
            XCTAssertEqual(diagnostics.first?.code, "T0001", text)
        }
    }

    func testSymbolicLogicalOperatorsReadAsTheirWords() {
        let text = "a && !b || c"
        XCTAssertEqual(kinds(text), [.identifier, .kwAnd, .kwNot, .identifier, .kwOr, .identifier, .endOfFile])
        // One habit, one diagnostic per line: its fix-it changes every operator of the line.
        let diagnostics = lex(text).diagnostics
        XCTAssertEqual(diagnostics.map(\.code), ["T0008"])
        XCTAssertEqual(diagnostics.first?.message, "conditions are written with words: use 'and' instead of '&&', 'not' instead of '!' and 'or' instead of '||'")
        XCTAssertEqual(diagnostics.flatMap { $0.fixIts.map(\.replacement) }, ["and", "not ", "or"])
        XCTAssertEqual(lex("a && b && c").diagnostics.first?.message, "conditions are written with words: use 'and' instead of '&&'")
        // Another line is another expression, with a diagnostic of its own.
        XCTAssertEqual(lex("a && b\nc || d").diagnostics.map(\.fixIts.count), [1, 1])
        XCTAssertEqual(kinds("a != b"), [.identifier, .bangEqual, .identifier, .endOfFile])
    }

    func testDigitsThenLettersAreNotAnIdentifier() {
        XCTAssertEqual(kinds("2x"), [.number, .endOfFile])
        XCTAssertEqual(lex("2x").diagnostics.map(\.code), ["T0005"])
    }

    // MARK: - Trivia

    func testCommentsAndWhitespaceAreTrivia() {
        let text = "\u{FEFF}// line\n/* block /* nested */ still */\t\r\n\u{0B}\u{0C}root // tail"
        let (tokens, diagnostics) = lex(text)
        XCTAssertEqual(tokens.map(\.kind), [.kwRoot, .endOfFile])
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(tokens[0].triviaStart, 0)
    }

    func testUnterminatedNestedComment() {
        let (tokens, diagnostics) = lex("/* outer /* inner */ root")
        XCTAssertEqual(tokens.map(\.kind), [.endOfFile])
        XCTAssertEqual(diagnostics.map(\.code), ["T0003"])
        XCTAssertEqual(diagnostics[0].range, SourceRange(0, 2))
    }

    func testByteOrderMarkOnlyAtTheStart() {
        XCTAssertEqual(lex("\u{FEFF}root").diagnostics.count, 0)
        let late = lex("root \u{FEFF}root")
        XCTAssertEqual(late.tokens.map(\.kind), [.kwRoot, .unknown, .kwRoot, .endOfFile])
        XCTAssertEqual(late.diagnostics.map(\.code), ["T0001"])
    }

    func testInvalidUTF8() {
        // A stray continuation byte, an overlong encoding, a truncated sequence, a surrogate.
        for bytes: [UInt8] in [[0x80], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xFF, 0xFE]] {
            let (tokens, diagnostics) = Lexer.tokenize([0x61, 0x20] + bytes + [0x20, 0x62])
            XCTAssertEqual(tokens.map(\.kind), [.identifier, .unknown, .identifier, .endOfFile], "\(bytes)")
            XCTAssertEqual(diagnostics.map(\.code), ["T0004"], "\(bytes)")
        }
    }

    func testNULBytes() {
        let (tokens, diagnostics) = Lexer.tokenize([0x61, 0x00, 0x00, 0x00, 0x62])
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .identifier, .endOfFile])
        XCTAssertEqual(diagnostics.map(\.code), ["T0007"], "a run of NUL bytes is one diagnostic")
        XCTAssertEqual(diagnostics.first?.range, SourceRange(1, 4))
    }

    // MARK: - Round trip

    /// Every token's trivia followed by its text, concatenated.
    private func reassemble(_ bytes: [UInt8]) -> [UInt8] {
        let tokens = Lexer.tokenize(bytes).tokens
        var out: [UInt8] = []
        var previousEnd = 0
        for token in tokens {
            XCTAssertEqual(token.triviaStart, previousEnd, "trivia must start where the previous token ended")
            XCTAssertLessThanOrEqual(token.triviaStart, token.start)
            out += bytes[token.triviaRange.start..<token.triviaRange.end]
            out += bytes[token.range.start..<token.range.end]
            previousEnd = token.end
        }
        XCTAssertEqual(tokens.last?.kind, .endOfFile)
        XCTAssertEqual(tokens.last?.end, bytes.count, "the end-of-file token's trivia covers the tail")
        return out
    }

    func testEverySpecRoundTrips() throws {
        let specs = try specFiles()
        XCTAssertFalse(specs.isEmpty)
        for url in specs {
            let bytes = try Array(Data(contentsOf: url))
            XCTAssertEqual(reassemble(bytes), bytes, url.lastPathComponent)
        }
    }

    func testMessyInputsRoundTrip() {
        let messy: [[UInt8]] = [
            [],
            Array("\u{FEFF}".utf8),
            Array("\u{FEFF}navigation A { }\r\n".utf8),
            Array("/**/navigation/**/A/**/{/*x*/screen/* y */B:C//z\r\n}//end".utf8),
            Array("navigation A {\r\n    screen B: C\r\n    root B\r\n}\r\n".utf8),
            Array("/* never closed /* nested */ ".utf8),
            Array("\"never closed\nroot \"also\\".utf8),
            Array("animator A { to.alpha: 1.2.3 -> 0x1F 3px }".utf8),
            Array("@#$ 😀 € \u{301}".utf8),
            [0x6E, 0x80, 0xFF, 0x20, 0xC3, 0x00, 0x00, 0x2F, 0x2F, 0xFE, 0x0A, 0x22, 0xE2, 0x82, 0x22],
            Array("// comment with invalid bytes: ".utf8) + [0xC0, 0xAF] + Array("\n/* and here \u{0} */".utf8),
            Array("   \n\t  // only trivia".utf8),
            Array("écran 画面 \"\\u{1F600}\" 1_000.5e-3ms".utf8),
        ]
        for bytes in messy {
            XCTAssertEqual(reassemble(bytes), bytes, String(decoding: bytes, as: UTF8.self))
        }
    }
}

/// The example specs shipped in `specs/`.
func specFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
        at: repositoryRoot.appendingPathComponent("specs"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "transition" }.sorted { $0.path < $1.path }
}
