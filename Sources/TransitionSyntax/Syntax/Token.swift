import TransitionSource
import TransitionModel
/// The kinds of token. Keywords that are reserved everywhere get a kind of their own; words that are
/// keywords only in one place (`push`, `from`, `below`, …) are identifiers the parser reads in
/// context, so they stay free for screen and element names.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier
    case number
    case string

    // Reserved words.
    case kwNavigation, kwScreen, kwElement, kwRoot, kwAnimator, kwGesture, kwScenario, kwImport
    case kwTrue, kwFalse, kwAnd, kwOr, kwNot

    // Punctuation.
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case colon, comma, dot, semicolon, star, plus, minus, slash, equal
    case arrow          // ->
    case modalArrow     // =>
    case less, greater, lessEqual, greaterEqual, equalEqual, bangEqual

    /// Bytes that start no token; the lexer has reported them.
    case unknown
    case endOfFile

    /// The spelling of a reserved word, keyed by kind.
    public static let reservedWords: [String: TokenKind] = [
        "navigation": .kwNavigation, "screen": .kwScreen, "element": .kwElement, "root": .kwRoot,
        "animator": .kwAnimator, "gesture": .kwGesture, "scenario": .kwScenario, "import": .kwImport,
        "true": .kwTrue, "false": .kwFalse, "and": .kwAnd, "or": .kwOr, "not": .kwNot,
    ]

    /// Words that the grammar gives meaning in context (`push: Reveal`, `to below from`). They are
    /// listed for highlighting and completion; the lexer returns them as identifiers.
    public static let contextualKeywords: [String] = [
        "above", "animation", "as", "at", "backdrop", "below", "by", "completed", "cancelled", "dismiss", "drag", "drives",
        "end", "expect", "finish", "from", "hide", "in", "keyframe", "mask", "on", "order", "over", "place", "pop",
        "present", "progress", "push", "release", "resize", "reverse", "share", "snapshot", "stack", "system", "tap", "to",
        "until", "velocity", "wait", "when", "with", "within", "without",
    ]

    public var isReservedWord: Bool {
        switch self {
        case .kwNavigation, .kwScreen, .kwElement, .kwRoot, .kwAnimator, .kwGesture, .kwScenario,
             .kwImport, .kwTrue, .kwFalse, .kwAnd, .kwOr, .kwNot:
            true
        default:
            false
        }
    }

    /// Starts a top-level declaration: where the parser re-synchronises after an error.
    public var startsDeclaration: Bool {
        self == .kwNavigation || self == .kwAnimator || self == .kwScenario || self == .kwImport
    }

    /// How the token reads in a diagnostic ("expected '{'").
    public var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .string: "string"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .colon: "':'"
        case .comma: "','"
        case .dot: "'.'"
        case .semicolon: "';'"
        case .star: "'*'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .slash: "'/'"
        case .equal: "'='"
        case .arrow: "'->'"
        case .modalArrow: "'=>'"
        case .less: "'<'"
        case .greater: "'>'"
        case .lessEqual: "'<='"
        case .greaterEqual: "'>='"
        case .equalEqual: "'=='"
        case .bangEqual: "'!='"
        case .unknown: "unknown character"
        case .endOfFile: "end of file"
        default:
            "'" + (Self.reservedWords.first { $0.value == self }?.key ?? "?") + "'"
        }
    }
}

/// One token: its kind and its bytes. Its leading trivia (spaces, line breaks, comments) runs from
/// the end of the previous token to `start`, so tokens and trivia together reproduce the source.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var start: Int
    public var end: Int
    /// Where this token's leading trivia starts: the previous token's end.
    public var triviaStart: Int

    /// Whether the leading trivia holds a line break: the token starts a later line than the
    /// previous token ends on. The grammar is line-sensitive in a few places (a value left out at
    /// the end of a line must not take the next statement), and this answers it without a lookup.
    public var isFirstOnLine: Bool

    public init(kind: TokenKind, start: Int, end: Int, triviaStart: Int, isFirstOnLine: Bool = false) {
        self.kind = kind
        self.start = start
        self.end = end
        self.triviaStart = triviaStart
        self.isFirstOnLine = isFirstOnLine
    }

    public var range: SourceRange { SourceRange(start, end) }
    public var triviaRange: SourceRange { SourceRange(triviaStart, start) }
}
