import TransitionLanguage

/// `textDocument/publishDiagnostics`: the front end's diagnostics, exactly as `transc check`
/// reports them (same messages, same codes, the same link to the code's documentation as
/// `codeDescription`), with ranges in the negotiated encoding.
enum DiagnosticsFeature {
    /// The notification for one document's current compilation.
    /// An empty list (for a closed document) when there is no context.
    static func publication(uri: String, version: Int?, context: FeatureContext?) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        let diagnostics = context.map { context in context.compilation.diagnostics.map { lspDiagnostic($0, context: context) } } ?? []
        params.append(("diagnostics", .array(diagnostics)))
        return Outgoing.notification("textDocument/publishDiagnostics", .object(params))
    }

    /// One diagnostic in the protocol's shape; notes become related information.
    static func lspDiagnostic(_ diagnostic: Diagnostic, context: FeatureContext) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", context.source.range(diagnostic.range, encoding: context.encoding)),
            ("severity", .int(severity(diagnostic.severity))),
            ("code", .string(diagnostic.code)),
            ("codeDescription", .object([("href", .string(DiagnosticDocumentation.url(for: diagnostic.code)))])),
            ("source", .string("transc")),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedInformation", .array(diagnostic.notes.map { note in
                let file = context.file(note.path)
                return .object([
                    ("location", .object([
                        ("uri", .string(context.uri(forPath: note.path))),
                        ("range", file.range(note.range, encoding: context.encoding)),
                    ])),
                    ("message", .string(note.message)),
                ])
            })))
        }
        return .object(members)
    }

    /// LSP `DiagnosticSeverity`: Error 1, Warning 2, Information 3.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// What every feature needs to answer for one document: its text, its compilation, the
/// negotiated encoding, and how to name the other files the compilation mentions.
struct FeatureContext {
    let document: OpenDocument
    let compilation: Compilation
    let encoding: PositionEncoding
    /// Maps a path the compilation mentions to the URI the client knows it by.
    let uriForPath: (String) -> String

    var source: SourceFile { document.source }
    var uri: String { document.uri }

    /// The file a note or symbol lives in: this document when `path` is nil or its own path, else
    /// one of its imports.
    func file(_ path: String?) -> SourceFile {
        guard let path, path != source.path else { return source }
        return compilation.imports.first { $0.source.path == path }?.source ?? source
    }

    func uri(forPath path: String?) -> String {
        guard let path, path != source.path else { return uri }
        return uriForPath(path)
    }

    func location(_ range: SourceRange, path: String?) -> JSONValue {
        .object([("uri", .string(uri(forPath: path))), ("range", file(path).range(range, encoding: encoding))])
    }
}
