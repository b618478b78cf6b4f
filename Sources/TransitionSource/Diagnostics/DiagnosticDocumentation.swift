import Foundation

/// Where each diagnostic code is explained: the link that JSON, SARIF and the language server
/// attach to a diagnostic, and the meaning and fix that SARIF's rules carry. The text comes from
/// the code tables of docs/diagnostics.md (`DiagnosticHelp.swift`, written by
/// `scripts/diagnostic-help.py`).
public enum DiagnosticDocumentation {
    /// The published docs/diagnostics.md. A code's link is this plus the anchor of the section
    /// that lists it (`#names-t02xx` for T0201); a fork that publishes its own documentation
    /// changes this line.
    public static let baseURL = "https://github.com/transc/transc/blob/main/docs/diagnostics.md"

    /// The link to the section of docs/diagnostics.md that explains `code`.
    public static func url(for code: String) -> String {
        if let entry = entry(for: code) { return "\(baseURL)#\(entry.section)" }
        if code.hasPrefix("R"), !runtimeSection.isEmpty { return "\(baseURL)#\(runtimeSection)" }
        return baseURL
    }

    /// A documented code: what it means and how to fix it, as Markdown.
    public struct Entry: Sendable {
        /// The stable code, such as `T0201`.
        public let code: String
        /// The severity the code is reported with; a code that can be either says `error`.
        public let severity: Severity
        /// What the code means (Markdown, from the table's Meaning column).
        public let meaning: String
        /// How to fix it (Markdown, from the table's Fix column).
        public let fix: String
        /// The anchor of its section in docs/diagnostics.md, as GitHub names headings.
        public let section: String
    }

    /// Every documented T code, in code order.
    public static let entries: [Entry] = rows.map { row in
        Entry(
            code: row.code, severity: row.severity.hasPrefix("error") ? .error : .warning, meaning: row.meaning, fix: row.fix,
            section: row.section)
    }

    /// The entry for `code`, nil for codes outside the checker's table (the runtime's R codes).
    public static func entry(for code: String) -> Entry? {
        entries.first { $0.code == code }
    }

    /// Markdown made readable as plain text: `<br>` line breaks become "; ".
    public static func plainText(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "<br>", with: "; ")
    }
}
