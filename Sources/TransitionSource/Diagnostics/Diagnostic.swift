/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, Codable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement of the text in `range` by `replacement`; an empty range inserts.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A secondary location that explains a diagnostic ("push animator declared here").
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange
    /// The file the note points into, when it is not the diagnostic's own file.
    public var path: String?
    public init(_ message: String, at range: SourceRange, path: String? = nil) {
        self.message = message
        self.range = range
        self.path = path
    }
}

/// One problem found in a source file. Diagnostics are data: the text, JSON and language-server
/// renderers all read this same value.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    /// The stable code, like `T0201`, documented in docs/diagnostics.md.
    public var code: String
    /// What is wrong and what to do about it.
    public var message: String
    /// The offending source text.
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    /// The edits that fix the problem, applied together.
    public var fixIts: [FixIt]
    /// What the fix-it does, for an editor's quick-fix menu.
    public var fixItTitle: String?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil
    ) {
        self.init(severity, code: code.rawValue, message, at: range, notes: notes, fixIts: fixIts)
        self.fixItTitle = fixItTitle
    }

    /// A diagnostic with a code from another table than the checker's, such as the runtime's
    /// R codes, so every renderer prints it the same way.
    public init(
        _ severity: Severity, code: String, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
        self.fixItTitle = nil
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle)
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by position (then severity, code, message) with exact duplicates removed: the order
    /// every renderer prints.
    public func sortedForOutput() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted { a, b in
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.severity != b.severity { return a.severity < b.severity }
            if a.code != b.code { return a.code < b.code }
            return a.message < b.message
        }
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
