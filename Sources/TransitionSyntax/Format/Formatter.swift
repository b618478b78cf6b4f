import TransitionSource
import TransitionModel
/// Canonical formatting of a spec: one layout for every file, so diffs show changes of meaning
/// and reviewers never argue about whitespace. The style is described in Grammar.md, "Canonical formatting".
///
/// Formatting changes only whitespace, drops `;` and `,` that merely separate items, and moves a
/// comment written just before a block's `{` to just after it. Every comment is kept, and the
/// result parses to the same tree.
public enum Formatter {
    /// The canonical text of `source`, or nil when it has syntax errors (a file that does not parse
    /// is never rewritten).
    public static func format(_ source: SourceFile) -> String? {
        let parsed = Parser.parse(source)
        guard !parsed.diagnostics.hasErrors else { return nil }
        return layOut(source, parsed.file) ?? minimallyNormalized(source)
    }

    /// The canonical layout, or nil if the printed text would not lex back to the same tokens and
    /// comments, or would not parse cleanly: a safety net that should never catch anything, so that
    /// a formatter bug costs the author canonical layout, never a token or a comment.
    static func layOut(_ source: SourceFile, _ file: SpecFile) -> String? {
        let (tokens, lexical) = Lexer.tokenize(source.bytes)
        guard !lexical.hasErrors else { return nil }
        var printer = Printer(bytes: source.bytes, tokens: tokens, plan: LayoutPlan(file))
        let printed = printer.print()
        let bytes = Array(printed.text.utf8)
        let (relexed, _) = Lexer.tokenize(bytes)
        let relexedTokens = relexed.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        let relexedComments = relexed.flatMap { Comment.scan(bytes, $0.triviaRange).comments.map(\.text) }
        guard relexedTokens == printed.tokens, relexedComments == printed.comments else { return nil }
        let reparsed = Parser.parse(SourceFile(path: source.path, bytes: bytes))
        guard !reparsed.diagnostics.hasErrors else { return nil }
        return printed.text
    }

    /// The source as written, with only what can never change its meaning normalised: `\n` line
    /// endings, no trailing whitespace, no byte-order mark, one newline at the end.
    static func minimallyNormalized(_ source: SourceFile) -> String {
        var bytes = source.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            var end = line.endIndex
            while end > line.startIndex && [0x20, 0x09, 0x0D, 0x0B, 0x0C].contains(line[end - 1]) { end -= 1 }
            return String(decoding: line[line.startIndex..<end], as: UTF8.self)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
