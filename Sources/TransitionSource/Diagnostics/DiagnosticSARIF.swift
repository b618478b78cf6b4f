import Foundation

/// The `--format sarif` document: SARIF 2.1.0, the format code-scanning services (GitHub's among
/// them) read. One run; its tool lists every documented code as a rule (meaning, fix, link to
/// docs/diagnostics.md); each diagnostic is a result with its region, notes as related locations
/// and fix-its as fixes.
///
/// Regions give 1-based lines and UTF-16 columns (SARIF's default `columnKind`) and the UTF-8
/// byte offset and length, which address the same text. Paths are relative URI references as
/// given on the command line, so a checkout's root resolves them.
public enum DiagnosticSARIF {
    /// The log for a whole run: every file's diagnostics, in command-line order, as one SARIF run.
    public static func document(_ files: [(SourceFile, [Diagnostic])], toolVersion: String) -> JSONValue {
        let rules = DiagnosticDocumentation.entries
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.code] = index }
        var results: [JSONValue] = []
        var artifacts: [JSONValue] = []
        for (file, diagnostics) in files {
            artifacts.append(.object([("location", .object([("uri", .string(uri(file.path)))]))]))
            for diagnostic in diagnostics.sortedForOutput() {
                results.append(result(diagnostic, in: file, ruleIndex: ruleIndex[diagnostic.code]))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("transc")),
            ("version", .string(toolVersion)),
            ("informationUri", .string(DiagnosticDocumentation.baseURL)),
            ("rules", .array(rules.map(rule))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("artifacts", .array(artifacts)),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    private static func rule(_ entry: DiagnosticDocumentation.Entry) -> JSONValue {
        let name = DiagnosticCode(rawValue: entry.code).map { String(describing: $0) } ?? entry.code
        return .object([
            ("id", .string(entry.code)),
            ("name", .string(name.prefix(1).uppercased() + name.dropFirst())),
            ("shortDescription", .object([("text", .string(DiagnosticDocumentation.plainText(entry.meaning)))])),
            ("helpUri", .string(DiagnosticDocumentation.url(for: entry.code))),
            ("help", .object([
                ("text", .string(DiagnosticDocumentation.plainText(entry.fix))),
                ("markdown", .string(entry.fix)),
            ])),
            ("defaultConfiguration", .object([("level", .string(level(entry.severity)))])),
        ])
    }

    private static func result(_ d: Diagnostic, in file: SourceFile, ruleIndex: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(d.code))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([location(file.path, region(d.range, in: file))])),
        ]
        if !d.notes.isEmpty {
            members.append(("relatedLocations", .array(d.notes.enumerated().map { index, note in
                // A note in another file (an imported animator) names the file; its range is not
                // addressable through this file's lines.
                let elsewhere = note.path.map { $0 != file.path } ?? false
                var related = location(note.path ?? file.path, elsewhere ? nil : region(note.range, in: file))
                if case var .object(fields) = related {
                    fields.insert(("id", .int(index)), at: 0)
                    fields.append(("message", .object([("text", .string(note.message))])))
                    related = .object(fields)
                }
                return related
            })))
        }
        if !d.fixIts.isEmpty {
            let description = d.fixItTitle ?? d.fixIts.map { fix in
                fix.range.isEmpty ? "Insert '\(fix.replacement)'" : "Replace with '\(fix.replacement)'"
            }.joined(separator: "; ")
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(description))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", .object([("uri", .string(uri(file.path)))])),
                    ("replacements", .array(d.fixIts.map { fix in
                        .object([
                            ("deletedRegion", region(fix.range, in: file)),
                            ("insertedContent", .object([("text", .string(fix.replacement))])),
                        ])
                    })),
                ])])),
            ])])))
        }
        members.append(("properties", .object([("helpUri", .string(DiagnosticDocumentation.url(for: d.code)))])))
        return .object(members)
    }

    private static func location(_ path: String, _ region: JSONValue?) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(path)))]))]
        if let region { physical.append(("region", region)) }
        return .object([("physicalLocation", .object(physical))])
    }

    /// A half-open range as a SARIF region: lines and UTF-16 columns (1-based, end exclusive),
    /// and the same text as UTF-8 bytes.
    static func region(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        let start = utf16Location(range.start, in: file)
        let end = utf16Location(range.end, in: file)
        return .object([
            ("startLine", .int(start.line)),
            ("startColumn", .int(start.column)),
            ("endLine", .int(end.line)),
            ("endColumn", .int(end.column)),
            ("byteOffset", .int(range.start)),
            ("byteLength", .int(range.length)),
        ])
    }

    /// A byte-order mark is not a column an editor shows.
    private static func utf16Location(_ offset: Int, in file: SourceFile) -> LineColumn {
        var at = file.lines.utf16Location(of: offset)
        if at.line == 1 && DiagnosticRenderer.hasByteOrderMark(file) { at.column = max(1, at.column - 1) }
        return at
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file://`
    /// URIs; characters outside a URI path are percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;?#[]@")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
