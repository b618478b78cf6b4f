import TransitionSource
import TransitionModel
/// Turns UTF-8 bytes into tokens, one at a time, reporting lexical errors as it goes.
///
/// The lexer works on bytes, never on `Character`s. It never fails: a byte that starts no token
/// becomes an `.unknown` token after one diagnostic, and an unterminated string or comment ends at
/// the line's (or file's) end. Trivia — spaces, line breaks, comments, a leading byte-order mark —
/// is skipped but kept addressable through `Token.triviaStart`.
public struct Lexer {
    public let bytes: [UInt8]
    public private(set) var diagnostics: [Diagnostic] = []
    /// The diagnostic for `&&`, `||` or `!` last reported and what it asks for so far: the next
    /// one on the same line joins it.
    private var symbolicOperatorsOnThisLine: (index: Int, uses: [String])?
    private var position: Int
    private var lastEnd: Int = 0
    /// Whether the trivia being skipped holds a line break.
    private var sawLineBreak = false

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark at the very start is trivia.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Every token up to and including `.endOfFile`.
    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(bytes: bytes)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        return (tokens, lexer.diagnostics)
    }

    /// The next token; `.endOfFile` forever once the bytes run out.
    public mutating func next() -> Token {
        let triviaStart = lastEnd
        sawLineBreak = false
        skipTrivia()
        let start = position
        let kind = scanToken()
        lastEnd = position
        return Token(kind: kind, start: start, end: position, triviaStart: triviaStart, isFirstOnLine: sawLineBreak)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x0A:
                sawLineBreak = true
                position += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case 0x00:
                // A run of NUL bytes (a file padded or truncated by a tool) is one problem.
                let start = position
                while position < bytes.count && bytes[position] == 0x00 { position += 1 }
                report(.nulByte, "NUL byte in source; delete it", at: SourceRange(start, position))
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipLineComment() {
        while position < bytes.count && bytes[position] != 0x0A {
            if bytes[position] >= 0x80 {
                skipNonASCII(inIdentifier: false)
            } else {
                position += 1
            }
        }
    }

    /// Block comments nest, as in Swift, so a commented-out block that holds a comment stays out.
    private mutating func skipBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else if b == 0x0A {
                sawLineBreak = true
                position += 1
            } else if b >= 0x80 {
                skipNonASCII(inIdentifier: false)
            } else {
                position += 1
            }
        }
        report(
            .unterminatedComment, "unterminated '/*' comment; close it with '*/'",
            at: SourceRange(start, start + 2)
        )
    }

    // MARK: - Tokens

    private mutating func scanToken() -> TokenKind {
        guard position < bytes.count else { return .endOfFile }
        let b = bytes[position]
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return scanIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber()
        case UInt8(ascii: "\""):
            return scanString()
        case UInt8(ascii: "{"): return single(.leftBrace)
        case UInt8(ascii: "}"): return single(.rightBrace)
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: "["): return single(.leftBracket)
        case UInt8(ascii: "]"): return single(.rightBracket)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "."): return single(.dot)
        case UInt8(ascii: ";"): return single(.semicolon)
        case UInt8(ascii: "*"): return single(.star)
        case UInt8(ascii: "+"): return single(.plus)
        case UInt8(ascii: "/"): return single(.slash)
        case UInt8(ascii: "-"):
            return peek(1) == UInt8(ascii: ">") ? double(.arrow) : single(.minus)
        case UInt8(ascii: "="):
            if peek(1) == UInt8(ascii: ">") { return double(.modalArrow) }
            if peek(1) == UInt8(ascii: "=") { return double(.equalEqual) }
            return single(.equal)
        case UInt8(ascii: "<"):
            return peek(1) == UInt8(ascii: "=") ? double(.lessEqual) : single(.less)
        case UInt8(ascii: ">"):
            return peek(1) == UInt8(ascii: "=") ? double(.greaterEqual) : single(.greater)
        case UInt8(ascii: "!") where peek(1) == UInt8(ascii: "="):
            return double(.bangEqual)
        case UInt8(ascii: "&") where peek(1) == UInt8(ascii: "&"):
            return symbolicLogicalOperator(length: 2, spelled: "and", kind: .kwAnd)
        case UInt8(ascii: "|") where peek(1) == UInt8(ascii: "|"):
            return symbolicLogicalOperator(length: 2, spelled: "or", kind: .kwOr)
        case UInt8(ascii: "!"):
            return symbolicLogicalOperator(length: 1, spelled: "not", kind: .kwNot)
        case 0x80...0xFF:
            return scanNonASCIIStart()
        default:
            let start = position
            position += 1
            let shown = b < 0x20 || b == 0x7F ? "control character" : "'\(Character(Unicode.Scalar(b)))'"
            report(.invalidCharacter, "unexpected \(shown) in source; delete it", at: SourceRange(start, position))
            return .unknown
        }
    }

    /// `&&`, `||` and `!`, a Swift habit: one diagnostic per line, whose fix-it turns every such
    /// operator of the line into the word the language spells, and the token the word would have
    /// been, so the expression parses on as intended.
    private mutating func symbolicLogicalOperator(length: Int, spelled word: String, kind: TokenKind) -> TokenKind {
        let range = SourceRange(position, position + length)
        let symbol = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        position += length
        let fix = FixIt(range: range, replacement: word == "not" ? "not " : word)
        let use = "'\(word)' instead of '\(symbol)'"
        if let (index, uses) = symbolicOperatorsOnThisLine, index < diagnostics.count,
           let last = diagnostics[index].fixIts.last, !bytes[last.range.end..<range.start].contains(UInt8(ascii: "\n")) {
            let all = uses.contains(use) ? uses : uses + [use]
            diagnostics[index].message = "conditions are written with words: use " + Lexer.listed(all)
            diagnostics[index].fixIts.append(fix)
            diagnostics[index].fixItTitle = "Use words for the conditions"
            symbolicOperatorsOnThisLine = (index, all)
            return kind
        }
        report(Diagnostic.error(
            .symbolicLogicalOperator, "conditions are written with words: use \(use)", at: range,
            fixIts: [fix], fixItTitle: "Use '\(word)'"
        ))
        symbolicOperatorsOnThisLine = (diagnostics.count - 1, [use])
        return kind
    }

    /// "a", "a and b", "a, b and c".
    private static func listed(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    private mutating func single(_ kind: TokenKind) -> TokenKind {
        position += 1
        return kind
    }

    private mutating func double(_ kind: TokenKind) -> TokenKind {
        position += 2
        return kind
    }

    private mutating func scanIdentifier() -> TokenKind {
        let start = position
        var sawNonASCII = false
        while position < bytes.count {
            let b = bytes[position]
            if Lexer.isIdentifierByte(b) {
                position += 1
            } else if b >= 0x80, let scalar = decodeScalar(at: position), scalar.0.properties.isXIDContinue {
                position += scalar.1
                sawNonASCII = true
            } else {
                break
            }
        }
        if sawNonASCII { return .identifier }
        return Lexer.reservedKind(bytes, start, position) ?? .identifier
    }

    /// A non-ASCII byte outside trivia: the start of a Unicode identifier, or an error.
    private mutating func scanNonASCIIStart() -> TokenKind {
        let start = position
        guard let (scalar, length) = decodeScalar(at: position) else {
            skipNonASCII(inIdentifier: true)
            return .unknown
        }
        if scalar.properties.isXIDStart {
            return scanIdentifier()
        }
        position += length
        if scalar.value == 0xFEFF {
            report(.invalidCharacter, "byte-order mark in the middle of the file; delete it", at: SourceRange(start, position))
        } else {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            report(
                .invalidCharacter,
                "unexpected character '\(scalar)' (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)) in source; identifiers use letters, digits and '_'",
                at: SourceRange(start, position)
            )
        }
        return .unknown
    }

    /// Numbers are decimal: `2`, `0.5`, `1e-3`, with an optional unit suffix (`0.5s`, `300ms`,
    /// `90deg`, `1.2rad`, `10pt`).
    private mutating func scanNumber() -> TokenKind {
        let start = position
        skipDigits()
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            if let next = peek(1), Lexer.isDigit(next) {
                position += 1
                skipDigits()
            } else if peek(1).map(Lexer.isIdentifierStartByte) != true {
                position += 1
                report(.malformedNumber, "expected digits after '.' in number; write '\(String(decoding: bytes[start..<position], as: UTF8.self))0'", at: SourceRange(start, position))
                return .number
            }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            var look = position + 1
            if look < bytes.count && (bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-")) { look += 1 }
            if look < bytes.count && Lexer.isDigit(bytes[look]) {
                position = look
                skipDigits()
            }
        }
        let suffixStart = position
        while position < bytes.count && Lexer.isIdentifierByte(bytes[position]) { position += 1 }
        if position > suffixStart && !Lexer.isUnit(bytes[suffixStart..<position]) {
            report(
                .malformedNumber,
                "malformed number '\(String(decoding: bytes[start..<position], as: UTF8.self))'; numbers are decimal, with an optional unit s, ms, deg, rad or pt",
                at: SourceRange(start, position)
            )
        } else if position < bytes.count && bytes[position] == UInt8(ascii: "."), let next = peek(1), Lexer.isDigit(next) {
            while position < bytes.count && (Lexer.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".")) { position += 1 }
            report(
                .malformedNumber,
                "malformed number '\(String(decoding: bytes[start..<position], as: UTF8.self))'; a number has at most one '.'",
                at: SourceRange(start, position)
            )
        }
        return .number
    }

    /// The unit suffixes a number may carry.
    public static let units: Set<String> = ["s", "ms", "deg", "rad", "pt"]

    /// Whether `suffix` spells one of `units`, without building a string.
    static func isUnit(_ suffix: ArraySlice<UInt8>) -> Bool {
        switch suffix.count {
        case 1: return suffix.first == UInt8(ascii: "s")
        case 2: return suffix.elementsEqual("ms".utf8) || suffix.elementsEqual("pt".utf8)
        case 3: return suffix.elementsEqual("deg".utf8) || suffix.elementsEqual("rad".utf8)
        default: return false
        }
    }

    private mutating func skipDigits() {
        while position < bytes.count && (Lexer.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_")) {
            position += 1
        }
    }

    /// Strings are one line: `"…"` with escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\u{…}`.
    private mutating func scanString() -> TokenKind {
        let start = position
        position += 1
        while position < bytes.count {
            let b = bytes[position]
            switch b {
            case UInt8(ascii: "\""):
                position += 1
                return .string
            case 0x0A, 0x0D:
                report(.unterminatedString, "unterminated string; add '\"' before the end of the line", at: SourceRange(start, start + 1))
                return .string
            case UInt8(ascii: "\\"):
                scanEscape()
            case 0x80...0xFF:
                skipNonASCII(inIdentifier: false)
            case 0x00:
                report(.nulByte, "NUL byte in string; delete it", at: SourceRange(position, position + 1))
                position += 1
            default:
                position += 1
            }
        }
        report(.unterminatedString, "unterminated string; add '\"' before the end of the file", at: SourceRange(start, start + 1))
        return .string
    }

    private mutating func scanEscape() {
        let start = position
        position += 1
        guard position < bytes.count else { return }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"):
            position += 1
        case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
            position += 2
            var value: UInt32 = 0
            var digits = 0
            while position < bytes.count, let digit = Lexer.hexValue(bytes[position]), digits < 8 {
                value = value * 16 + UInt32(digit)
                digits += 1
                position += 1
            }
            if position < bytes.count && bytes[position] == UInt8(ascii: "}") && digits > 0 && Unicode.Scalar(value) != nil {
                position += 1
            } else {
                report(.invalidEscape, "invalid Unicode escape; write \\u{1F600} with 1 to 8 hex digits naming a valid scalar", at: SourceRange(start, position))
            }
        case 0x0A, 0x0D:
            return
        default:
            let end = bytes[position] < 0x80 ? position + 1 : position
            report(.invalidEscape, "invalid escape sequence in string; use \\\", \\\\, \\n, \\t, \\r, \\0 or \\u{…}", at: SourceRange(start, end))
            if bytes[position] < 0x80 { position += 1 }
        }
    }

    // MARK: - UTF-8

    /// Decodes one scalar at `offset`: the scalar and its byte length, or nil for invalid UTF-8.
    private func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        for i in 1..<length {
            let b = bytes[offset + i]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        // Reject overlong forms and surrogates.
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// Skips one valid scalar, or a run of invalid bytes with one diagnostic.
    private mutating func skipNonASCII(inIdentifier: Bool) {
        if let (_, length) = decodeScalar(at: position) {
            position += length
            return
        }
        let start = position
        position += 1
        while position < bytes.count && bytes[position] >= 0x80 && decodeScalar(at: position) == nil {
            position += 1
        }
        report(.invalidUTF8, "invalid UTF-8 in source; save the file as UTF-8", at: SourceRange(start, position))
    }

    // MARK: - Helpers

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange) {
        report(.error(code, message, at: range))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        // One more than the parser shows is enough for it to say there were too many; a file of
        // garbage must not hold a diagnostic per byte in memory.
        guard diagnostics.count <= Parser.maximumErrors else { return }
        diagnostics.append(diagnostic)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func isIdentifierStartByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        isIdentifierStartByte(b) || isDigit(b)
    }

    static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: Int(b - 0x30)
        case 0x41...0x46: Int(b - 0x41 + 10)
        case 0x61...0x66: Int(b - 0x61 + 10)
        default: nil
        }
    }

    /// Reserved words are all lower-case ASCII of 2…10 letters; check length and first byte before
    /// building a string.
    static func reservedKind(_ bytes: [UInt8], _ start: Int, _ end: Int) -> TokenKind? {
        let length = end - start
        guard length >= 2 && length <= 10 else { return nil }
        // Compare bytes in place: no string is built and nothing is hashed for the common case of
        // an ordinary name.
        for (word, kind) in reservedSpellings[length] where word[0] == bytes[start] {
            var i = 1
            while i < length && word[i] == bytes[start + i] { i += 1 }
            if i == length { return kind }
        }
        return nil
    }

    /// The reserved words as bytes, indexed by length.
    private static let reservedSpellings: [[([UInt8], TokenKind)]] = {
        var table = Array(repeating: [([UInt8], TokenKind)](), count: 11)
        for (word, kind) in TokenKind.reservedWords.sorted(by: { $0.key < $1.key }) {
            table[word.utf8.count].append((Array(word.utf8), kind))
        }
        return table
    }()
}
