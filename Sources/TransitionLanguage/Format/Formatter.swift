/// Canonical formatting of a spec.
public enum Formatter {
    /// The canonical text of `source`, or nil when it has syntax errors (a file that does not parse
    /// is never rewritten).
    public static func format(_ source: SourceFile) -> String? {
        nil
    }
}
