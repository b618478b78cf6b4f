/// Accumulates Swift source line by line with four-space indentation, so emitters say what to
/// write and never count spaces.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty string writes an empty line.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Several lines at the current indentation.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `header {`, the body one level deeper, then `}` (or `footer`).
    mutating func block(_ header: String, footer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(footer)
    }

    /// `header { statement }` on one line when there is one statement and the line fits in
    /// `SwiftWriter.width` columns, else a `block`.
    mutating func compactBlock(_ header: String, _ statements: [String]) {
        let oneLine = "\(header) { \(statements.first ?? "") }"
        if statements.count == 1, fits(oneLine) {
            line(oneLine)
        } else {
            block(header) { w in w.lines(statements) }
        }
    }

    /// The columns a line written on one line instead of several may take.
    static let width = 120

    /// Whether `content` at the current indentation fits in `width` columns.
    func fits(_ content: String) -> Bool {
        depth * 4 + content.count <= Self.width
    }

    /// `header` written as is (it opens its own brace, as `animator.addCompletion { _ in` does), the
    /// body one level deeper, then `footer`.
    mutating func closure(_ header: String, footer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header)
        depth += 1
        body(&self)
        depth -= 1
        line(footer)
    }

    /// `///` doc comment lines.
    mutating func doc(_ contents: String...) {
        for content in contents { line("/// " + content) }
    }

    /// Lines one level deeper without braces (for `case` bodies and `guard` conditions).
    /// A function whose parameters go one per line: `head(`, the parameters, `) -> result {`, the
    /// body, `}`.
    mutating func function(_ head: String, parameters: [String], returns result: String, _ body: (inout SwiftWriter) -> Void) {
        line(head + "(")
        indented { w in
            for (index, parameter) in parameters.enumerated() {
                w.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
        block(") -> " + result, body)
    }

    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
