import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// Features that change the text: quick fixes from the diagnostics' fix-its, and formatting.
enum EditFeatures {
    /// `textDocument/codeAction`: one `quickfix` per diagnostic with fix-its whose range touches
    /// the requested range, applying all of that diagnostic's fix-its together.
    static func codeActions(in requested: SourceRange, only kinds: [String]?, context: FeatureContext) -> JSONValue {
        if let kinds, !kinds.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty }) {
            return .array([])
        }
        let actions = context.compilation.diagnostics.filter { diagnostic in
            !diagnostic.fixIts.isEmpty && diagnostic.range.start <= requested.end && requested.start <= diagnostic.range.end
        }.map { diagnostic -> JSONValue in
            .object([
                ("title", .string(diagnostic.fixItTitle ?? title(for: diagnostic.fixIts, in: context.source))),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([DiagnosticsFeature.lspDiagnostic(diagnostic, context: context)])),
                ("isPreferred", .bool(diagnostic.fixIts.count == 1)),
                ("edit", workspaceEdit(diagnostic.fixIts.map { ($0.range, $0.replacement) }, context: context)),
            ])
        }
        return .array(actions)
    }

    /// "Replace 'Detial' with 'Detail'", "Insert 'pop: Shrink'", "Remove 'ms'"; several edits
    /// read "Apply 2 fixes".
    static func title(for fixIts: [FixIt], in source: SourceFile) -> String {
        guard fixIts.count == 1, let fix = fixIts.first else { return "Apply \(fixIts.count) fixes" }
        let old = source.text(fix.range)
        let shortened: (String) -> String = { text in
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
            return line.count > 40 || line != text ? String(line.prefix(40)) + "…" : line
        }
        if old.isEmpty { return "Insert '\(shortened(fix.replacement.trimmingWhitespace()))'" }
        if fix.replacement.isEmpty { return "Remove '\(shortened(old))'" }
        return "Replace '\(shortened(old))' with '\(shortened(fix.replacement.trimmingWhitespace()))'"
    }

    /// `textDocument/formatting`: the canonical text as one whole-document edit; no edits when the
    /// text is already canonical or does not parse (the formatter returns nil).
    static func formatting(context: FeatureContext, format: (SourceFile) -> String?) -> JSONValue {
        guard let formatted = format(context.source), formatted.utf8.elementsEqual(context.source.bytes) == false else {
            return .array([])
        }
        return .array([textEdit(context.source.wholeRange, formatted, context: context)])
    }

    static func textEdit(_ range: SourceRange, _ newText: String, context: FeatureContext) -> JSONValue {
        .object([("range", context.source.range(range, encoding: context.encoding)), ("newText", .string(newText))])
    }

    /// Edits of this document, in the `changes` form every client supports.
    static func workspaceEdit(_ edits: [(SourceRange, String)], context: FeatureContext) -> JSONValue {
        .object([("changes", .object([
            (context.uri, .array(edits.map { textEdit($0.0, $0.1, context: context) })),
        ]))])
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
