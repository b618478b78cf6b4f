import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// One document the editor has open: the text as the editor has it (which may differ from the
/// disk), and the front end's view of it.
public struct OpenDocument: Sendable {
    public let uri: String
    /// The file-system path of a `file:` URI (what imports resolve against), else the URI itself.
    public let path: String
    public let version: Int
    public let source: SourceFile

    init(uri: String, path: String, version: Int, bytes: [UInt8]) {
        self.init(uri: uri, path: path, version: version, source: SourceFile(path: path, bytes: bytes))
    }

    private init(uri: String, path: String, version: Int, source: SourceFile) {
        self.uri = uri
        self.path = path
        self.version = version
        self.source = source
    }

    /// The document after a `didChange`: each change, in order, replaces a range (converted with
    /// `encoding`) or, without a range, the whole text.
    func applying(_ changes: [Params], version: Int, encoding: PositionEncoding) throws(ResponseError) -> OpenDocument {
        var current = source
        for change in changes {
            let text = Array(try change.member("text").string().utf8)
            if let range = change.optionalMember("range") {
                let replaced = try current.sourceRange(range, encoding: encoding)
                var bytes = current.bytes
                bytes.replaceSubrange(replaced.start..<replaced.end, with: text)
                current = SourceFile(path: path, bytes: bytes)
            } else {
                current = SourceFile(path: path, bytes: text)
            }
        }
        return OpenDocument(uri: uri, path: path, version: version, source: current)
    }
}

/// The documents the editor has open, by URI, and the compilations made from them.
///
/// This is the server's only state besides its lifecycle: every feature reads the latest
/// `Compilation` of a document and never parses or checks on its own.
public struct DocumentStore {
    private(set) var documents: [String: OpenDocument] = [:]
    private var compilations: [String: Compilation] = [:]
    /// Each document's diagnostics by groups of declarations, kept from edit to edit.
    private var incremental: [String: IncrementalDiagnostics] = [:]
    private let diskLoader: Compilation.Loader

    public init(diskLoader: @escaping Compilation.Loader = Compilation.diskLoader) {
        self.diskLoader = diskLoader
    }

    /// The open document with this URI, as the editor last sent it.
    public subscript(uri: String) -> OpenDocument? { documents[uri] }

    /// The open documents' URIs, sorted so every walk over them is deterministic.
    public var uris: [String] { documents.keys.sorted() }

    mutating func open(_ document: OpenDocument) {
        documents[document.uri] = document
        compilations[document.uri] = nil
    }

    mutating func close(_ uri: String) {
        documents[uri] = nil
        compilations[uri] = nil
        incremental[uri] = nil
    }

    /// What to publish for the document's current text: its compilation when there is one (or
    /// one had to be made), else the diagnostics put together from the groups of declarations an
    /// edit did not touch (`IncrementalDiagnostics`), which are the compilation's diagnostics
    /// without waiting for all of it. A feature that needs the model compiles the whole file then.
    mutating func publishable(_ uri: String) -> IncrementalDiagnostics.Outcome? {
        if let cached = compilations[uri] { return .compiled(cached) }
        guard let document = documents[uri] else { return nil }
        let outcome = incremental[uri, default: IncrementalDiagnostics()].update(document.source, loader: loader())
        if case let .compiled(compilation) = outcome { compilations[uri] = compilation }
        return outcome
    }

    /// The document's compilation, made on first use after a change. Imports read open documents
    /// first, then the disk.
    public mutating func compilation(of uri: String) -> Compilation? {
        if let cached = compilations[uri] { return cached }
        guard let document = documents[uri] else { return nil }
        let compilation = Compilation.compile(document.source, loader: loader())
        compilations[uri] = compilation
        return compilation
    }

    /// Forgets the compilations of open documents that import `path`, so the next read sees the
    /// new text; returns their URIs.
    mutating func invalidateImporters(of path: String) -> [String] {
        let normalized = PathText.normalized(path)
        var affected: [String] = []
        for uri in uris where documents[uri]?.path != path {
            guard let compilation = compilations[uri] ?? compilation(of: uri) else { continue }
            guard compilation.imports.contains(where: { $0.source.path == normalized }) else { continue }
            compilations[uri] = nil
            affected.append(uri)
        }
        return affected
    }

    /// Open documents' texts by normalized path, then the disk.
    private func loader() -> Compilation.Loader {
        var open: [String: [UInt8]] = [:]
        for document in documents.values {
            open[PathText.normalized(document.path)] = document.source.bytes
        }
        let disk = diskLoader
        let snapshot = open
        return { path in snapshot[path] ?? disk(path) }
    }

    /// The URI to show for a file the compilation mentions: the open document's own URI, or a
    /// `file:` URI.
    func uri(forPath path: String) -> String {
        if let open = documents.values.first(where: { $0.path == path || PathText.normalized($0.path) == path }) {
            return open.uri
        }
        return DocumentURI.fileURI(path)
    }
}

/// Conversions between `file:` URIs and paths.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; any other URI is returned unchanged, so
    /// unsaved buffers (`untitled:`) still get diagnostics.
    public static func path(of uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// The `file:` URI of an absolute path (a relative one is returned unchanged), for locations
    /// in imported files the editor has not opened.
    public static func fileURI(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
