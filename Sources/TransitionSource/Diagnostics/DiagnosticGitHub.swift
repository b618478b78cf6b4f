/// The `--format github` lines: GitHub Actions workflow commands that a job prints to annotate
/// the spec in the run's summary and the pull request's diff.
///
///     ::error file=app.transition,line=3,col=5,endLine=3,endColumn=11,title=T0201::undefined screen 'Detial'; did you mean 'Detail'?
///
/// One line per diagnostic (`error`, `warning`; a note-severity diagnostic is a `notice`); its
/// notes follow the message on lines of their own, as the text form prints them. `col` and
/// `endColumn` are the text form's 1-based byte columns, and GitHub accepts them only on a
/// one-line range, so a range over several lines gives its lines alone. Escaping is GitHub's:
/// `%`, CR and LF in the message; those and `:` and `,` in property values.
public enum DiagnosticGitHub {
    /// Every diagnostic of one file, in output order, one workflow command a line.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.sortedForOutput().map { line($0, in: file) }.joined()
    }

    /// One diagnostic as one workflow command, its notes inside the (escaped) message.
    public static func line(_ d: Diagnostic, in file: SourceFile) -> String {
        let start = DiagnosticRenderer.location(of: d.range.start, in: file)
        let end = DiagnosticRenderer.location(of: d.range.end, in: file)
        var properties = [("file", file.path), ("line", String(start.line))]
        if start.line == end.line {
            properties.append(("col", String(start.column)))
            properties += [("endLine", String(end.line)), ("endColumn", String(max(end.column, start.column)))]
        } else {
            properties.append(("endLine", String(end.line)))
        }
        properties.append(("title", d.code))
        var message = d.message
        for note in d.notes {
            if let other = note.path, other != file.path {
                message += "\n\(other): note: \(note.message)"
            } else {
                let at = DiagnosticRenderer.location(of: note.range.start, in: file)
                message += "\n\(file.path):\(at.line):\(at.column): note: \(note.message)"
            }
        }
        let fields = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command(d.severity)) \(fields)::\(escapeData(message))\n"
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A command's message: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: what `escapeData` encodes, and `:` and `,`, which end a property.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
