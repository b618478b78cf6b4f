/// Renders diagnostics in the LLVM layout that swiftc and clang print:
///
///     specs/logo.transition:12:30: error: scale of exactly 0 cannot be inverted [T0703]
///         from.transform: identity -> scale(0)
///                                     ^~~~~~~~
///                                     scale(0.01)
///     specs/logo.transition:3:5: note: animator declared here
///
/// Columns are 1-based UTF-8 byte columns.
public struct DiagnosticRenderer: Sendable {
    public init() {}

    /// The whole report for one file: every diagnostic, in output order.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        for diagnostic in diagnostics.sortedForOutput() {
            out += render(diagnostic, in: file)
        }
        return out
    }

    public func render(_ d: Diagnostic, in file: SourceFile) -> String {
        let at = DiagnosticRenderer.location(of: d.range.start, in: file)
        var out = "\(file.path):\(at.line):\(at.column): \(d.severity.rawValue): \(d.message) [\(d.code)]\n"
        out += excerpt(d.range, fixIts: d.fixIts, in: file)
        for note in d.notes {
            if let other = note.path, other != file.path {
                out += "\(other): note: \(note.message)\n"
                continue
            }
            let n = DiagnosticRenderer.location(of: note.range.start, in: file)
            out += "\(file.path):\(n.line):\(n.column): note: \(note.message)\n"
        }
        return out
    }

    /// The source line, a caret under the range's first byte and tildes under the rest of it on that
    /// line, then the replacement text of a fix-it on that line.
    private func excerpt(_ range: SourceRange, fixIts: [FixIt], in file: SourceFile) -> String {
        guard !file.bytes.isEmpty else { return "" }
        let lineIndex = file.lines.lineIndex(of: min(range.start, file.bytes.count))
        var fullLine = file.lines.lineRange(lineIndex)
        if lineIndex == 0 && DiagnosticRenderer.hasByteOrderMark(file) {
            fullLine = SourceRange(min(3, fullLine.end), fullLine.end)
        }
        let caretStart = min(max(range.start, fullLine.start), fullLine.end)
        let line = window(of: fullLine, around: caretStart, in: file)
        let lead = line.start > fullLine.start ? "…" : ""
        let trail = line.end < fullLine.end ? "…" : ""
        let lineText = lead + displayable(file.text(line)) + trail
        let caretEnd = min(max(range.end, caretStart + 1), max(line.end, caretStart + 1))
        let prefix = (lead.isEmpty ? "" : " ") + padding(for: file.text(SourceRange(line.start, caretStart)))
        let underlined = max(1, displayWidth(file.text(SourceRange(caretStart, min(caretEnd, line.end)))))
        var out = lineText + "\n" + prefix + "^" + String(repeating: "~", count: underlined - 1) + "\n"
        for fix in fixIts where line.contains(fix.range.start) || fix.range.start == line.end {
            guard !fix.replacement.contains("\n") else { continue }
            let fixPrefix = (lead.isEmpty ? "" : " ") + padding(for: file.text(SourceRange(line.start, fix.range.start)))
            out += fixPrefix + fix.replacement + "\n"
        }
        return out
    }

    /// Line and 1-based byte column as an editor shows them: a byte-order mark at the start of the
    /// file is invisible there, so it does not count towards line 1's columns.
    static func location(of offset: Int, in file: SourceFile) -> LineColumn {
        var at = file.lines.location(of: offset)
        if at.line == 1 && hasByteOrderMark(file) { at.column = max(1, at.column - 3) }
        return at
    }

    static func hasByteOrderMark(_ file: SourceFile) -> Bool {
        file.bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// Very long lines (a minified or generated file) are shown as a window around the caret.
    private func window(of line: SourceRange, around offset: Int, in file: SourceFile) -> SourceRange {
        let limit = 160
        guard line.length > limit else { return line }
        var start = max(line.start, offset - limit / 2)
        var end = min(line.end, start + limit)
        start = max(line.start, min(start, end - limit))
        while start > line.start && file.bytes[start] & 0xC0 == 0x80 { start -= 1 }
        while end < line.end && file.bytes[end] & 0xC0 == 0x80 { end += 1 }
        return SourceRange(start, end)
    }

    /// Keeps tabs so the caret lines up under tab-indented code; one space per other character.
    private func padding(for text: String) -> String {
        var pad = ""
        for scalar in text.unicodeScalars {
            pad += scalar == "\t" ? "\t" : String(repeating: " ", count: width(of: scalar))
        }
        return pad
    }

    private func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// East Asian wide characters and emoji take two terminal cells.
    private func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F:
            return 0
        default:
            return 1
        }
    }

    /// Control characters (a NUL byte, say) would corrupt a terminal; show them as U+FFFD.
    private func displayable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map {
            ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? "\u{FFFD}" : $0
        }))
    }
}

/// The `--format json` document: one object for the whole run.
///
///     {"version":1,"files":[{"path":…,"diagnostics":[{"severity":"error","code":"T0201",
///       "url":"…/docs/diagnostics.md#names-t02xx","message":…,"range":{"start":{"line":1,"column":5,"offset":4},"end":{…}},
///       "notes":[{"message":…,"path":…,"range":…}],"fixIts":[{"range":…,"replacement":…}]}]}],
///      "errors":1,"warnings":0}
public enum DiagnosticJSON {
    public static func document(_ files: [(SourceFile, [Diagnostic])]) -> JSONValue {
        var errors = 0
        var warnings = 0
        let fileValues: [JSONValue] = files.map { file, diagnostics in
            let sorted = diagnostics.sortedForOutput()
            errors += sorted.filter { $0.severity == .error }.count
            warnings += sorted.filter { $0.severity == .warning }.count
            return .object([
                ("path", .string(file.path)),
                ("diagnostics", .array(sorted.map { encode($0, in: file) })),
            ])
        }
        return .object([
            ("version", .int(1)),
            ("files", .array(fileValues)),
            ("errors", .int(errors)),
            ("warnings", .int(warnings)),
        ])
    }

    public static func encode(_ d: Diagnostic, in file: SourceFile) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(d.severity.rawValue)),
            ("code", .string(d.code)),
            ("url", .string(DiagnosticDocumentation.url(for: d.code))),
            ("message", .string(d.message)),
            ("range", encode(d.range, in: file)),
            ("notes", .array(d.notes.map { note in
                .object([
                    ("message", .string(note.message)),
                    ("path", .string(note.path ?? file.path)),
                    ("range", encode(note.range, in: file)),
                ])
            })),
            ("fixIts", .array(d.fixIts.map { fix in
                .object([("range", encode(fix.range, in: file)), ("replacement", .string(fix.replacement))])
            })),
        ]
        if let title = d.fixItTitle { members.append(("fixItTitle", .string(title))) }
        return .object(members)
    }

    static func encode(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        func point(_ offset: Int) -> JSONValue {
            let at = DiagnosticRenderer.location(of: offset, in: file)
            return .object([("line", .int(at.line)), ("column", .int(at.column)), ("offset", .int(offset))])
        }
        return .object([("start", point(range.start)), ("end", point(range.end))])
    }
}
