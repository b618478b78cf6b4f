import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `textDocument/publishDiagnostics`: the front end's diagnostics, exactly as `transc check`
/// reports them (same messages, same codes, the same link to the code's documentation as
/// `codeDescription`), with ranges in the negotiated encoding.
enum DiagnosticsFeature {
    /// The notification for one document's current compilation.
    /// An empty list (for a closed document) when there is no context.
    static func publication(uri: String, version: Int?, context: FeatureContext?) -> JSONValue {
        let diagnostics = context.map { context in context.compilation.diagnostics.map { lspDiagnostic($0, context: context) } } ?? []
        return notification(uri: uri, version: version, diagnostics: diagnostics)
    }

    /// The notification for diagnostics put together without a compilation of the whole file
    /// (`IncrementalDiagnostics`): a file without imports, whose notes all lie in it.
    static func publication(uri: String, version: Int?, diagnostics: [Diagnostic], source: SourceFile, encoding: PositionEncoding) -> JSONValue {
        notification(uri: uri, version: version, diagnostics: diagnostics.map { diagnostic in
            lspDiagnostic(diagnostic, range: { source.range($0, encoding: encoding) }, location: { _, range in
                .object([("uri", .string(uri)), ("range", source.range(range, encoding: encoding))])
            })
        })
    }

    private static func notification(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        return Outgoing.notification("textDocument/publishDiagnostics", .object(params))
    }

    /// One diagnostic in the protocol's shape; notes become related information.
    static func lspDiagnostic(_ diagnostic: Diagnostic, context: FeatureContext) -> JSONValue {
        lspDiagnostic(diagnostic, range: { context.source.range($0, encoding: context.encoding) },
                      location: { path, range in context.location(range, path: path) })
    }

    /// `range` converts a range of the document, `location` a note's place (its file's path, nil
    /// for the document) to the protocol's shapes.
    private static func lspDiagnostic(
        _ diagnostic: Diagnostic, range: (SourceRange) -> JSONValue, location: (String?, SourceRange) -> JSONValue
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", range(diagnostic.range)),
            ("severity", .int(severity(diagnostic.severity))),
            ("code", .string(diagnostic.code)),
            ("codeDescription", .object([("href", .string(DiagnosticDocumentation.url(for: diagnostic.code)))])),
            ("source", .string("transc")),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedInformation", .array(diagnostic.notes.map { note in
                .object([("location", location(note.path, note.range)), ("message", .string(note.message))])
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
