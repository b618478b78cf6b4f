import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// The language server's protocol logic: lifecycle, documents and features, one message at a
/// time, with no I/O. `ServerConnection` feeds it bytes from standard input and writes what it
/// returns; tests call it directly.
public final class LanguageServer {
    /// What the server says about itself and how it formats.
    public struct Configuration: Sendable {
        public var name: String
        public var version: String
        /// The canonical text of a document, or nil when it cannot be formatted.
        public var format: @Sendable (SourceFile) -> String?
        /// Reads files that are not open in the editor (imports).
        public var diskLoader: Compilation.Loader

        public init(
            name: String = "transc", version: String,
            format: @escaping @Sendable (SourceFile) -> String? = { Formatter.format($0) },
            diskLoader: @escaping Compilation.Loader = Compilation.diskLoader
        ) {
            self.name = name
            self.version = version
            self.format = format
            self.diskLoader = diskLoader
        }
    }

    private enum Phase {
        case awaitingInitialize, running, shutDown
    }

    private let configuration: Configuration
    private var phase = Phase.awaitingInitialize
    /// How positions count characters, agreed at `initialize`.
    public private(set) var encoding = PositionEncoding.utf16
    /// The documents the editor has open and their compilations.
    public private(set) var documents: DocumentStore
    /// Symbol indexes by URI, for the document version they were built from.
    private var indexes: [String: (version: Int, index: WorkspaceIndex)] = [:]
    /// Requests the client cancelled before the server reached them.
    private var cancelled: Set<JSONValue> = []
    /// Documents changed by a `didChange` whose diagnostics wait for a later change in the same
    /// batch: only the latest version is checked and published.
    private var unpublished: Set<String> = []
    /// Set while handling a `didChange` that a later one in the same batch supersedes.
    private var deferringPublication = false
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?
    /// Where the server logs (standard error in `transc lsp`).
    private let log: (String) -> Void

    /// A server waiting for `initialize`; `log` receives what goes to standard error.
    public init(configuration: Configuration, log: @escaping (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.documents = DocumentStore(diskLoader: configuration.diskLoader)
        self.log = log
    }

    /// Whether `shutdown` was received: decides the exit status when input ends.
    public var isShutDown: Bool { phase == .shutDown }

    // MARK: - Batches

    /// Handles framed input in order, calling `send` with each outgoing message as soon as it is
    /// ready. Cancellations anywhere in the batch apply to the requests before them that are still
    /// waiting, so a request cancelled while queued is answered `RequestCancelled`. Edits to a
    /// document are applied in order, but only the last `didChange` of the batch for that document
    /// checks it and publishes diagnostics: while a large document is being checked, the edits
    /// typed meanwhile queue up and are checked once, as the latest version.
    public func process(_ events: [MessageFramer.Event], send: (JSONValue) -> Void) {
        var decoded: [Result<JSONValue, JSONParser.SyntaxError>?] = []
        var lastChange: [String: Int] = [:]
        for (position, event) in events.enumerated() {
            guard case let .message(bytes) = event else {
                decoded.append(nil)
                continue
            }
            let parsed = Result { () throws(JSONParser.SyntaxError) in try JSONParser.parse(bytes) }
            if case let .success(json) = parsed, json["method"]?.stringValue == "$/cancelRequest", let id = json["params"]?["id"] {
                cancelled.insert(id)
            }
            if case let .success(json) = parsed, let uri = Self.changedDocument(json) { lastChange[uri] = position }
            decoded.append(parsed)
        }
        for (position, (event, parsed)) in zip(events, decoded).enumerated() {
            if exitStatus != nil { break }
            switch (event, parsed) {
            case let (.error(problem), _):
                log("transc lsp: \(problem)")
            case let (.refused(problem), _):
                log("transc lsp: \(problem)")
                send(Outgoing.response(id: .null, error: ResponseError(.parseError, problem)))
            case let (_, .success(json)?):
                guard let uri = Self.changedDocument(json) else {
                    handle(json).forEach(send)
                    continue
                }
                deferringPublication = lastChange[uri] != position
                defer { deferringPublication = false }
                handle(json).forEach(send)
                // The last change of the batch failed (a range outside the document): the earlier
                // ones still need their diagnostics.
                if !deferringPublication, unpublished.contains(uri) { (publish(uri) + republishImporters(of: uri)).forEach(send) }
            case let (_, .failure(error)?):
                log("transc lsp: unreadable message: \(error.message) at byte \(error.offset)")
                send(Outgoing.response(id: .null, error: ResponseError(.parseError, "invalid JSON: \(error.message) at byte \(error.offset)")))
            case (.message, nil):
                break
            }
        }
        cancelled.removeAll()
        if exitStatus == nil {
            for uri in unpublished.sorted() { (publish(uri) + republishImporters(of: uri)).forEach(send) }
        }
        unpublished.removeAll()
    }

    /// The document a `didChange` notification edits, or nil for any other message.
    private static func changedDocument(_ json: JSONValue) -> String? {
        guard json["id"] == nil, json["method"]?.stringValue == "textDocument/didChange" else { return nil }
        return json["params"]?["textDocument"]?["uri"]?.stringValue
    }

    // MARK: - Messages

    /// Handles one message and returns what to send: a response for a request, notifications
    /// (diagnostics) for document changes.
    public func handle(_ message: JSONValue) -> [JSONValue] {
        switch IncomingMessage.decode(message) {
        case let .failure(problem):
            return [Outgoing.response(id: problem.id, error: problem.error)]
        case .success(.response):
            return []
        case let .success(.notification(method, params)):
            return notification(method, params: params)
        case let .success(.request(id, method, params)):
            if cancelled.remove(id) != nil {
                return [Outgoing.response(id: id, error: ResponseError(.requestCancelled, "'\(method)' was cancelled"))]
            }
            var notifications: [JSONValue] = []
            let result: Result<JSONValue, ResponseError>
            do {
                result = .success(try request(method, params: params, notifications: &notifications))
            } catch {
                result = .failure(error)
            }
            switch result {
            case let .success(value): return [Outgoing.response(id: id, result: value)] + notifications
            case let .failure(error): return [Outgoing.response(id: id, error: error)]
            }
        }
    }

    private func request(_ method: String, params: JSONValue, notifications: inout [JSONValue]) throws(ResponseError) -> JSONValue {
        let params = Params(params)
        switch phase {
        case .awaitingInitialize:
            guard method == "initialize" else { throw ResponseError(.serverNotInitialized, "the server has not been initialized") }
            return initialize(params)
        case .shutDown:
            throw ResponseError(.invalidRequest, "the server is shutting down")
        case .running:
            break
        }
        switch method {
        case "initialize":
            throw ResponseError(.invalidRequest, "the server is already initialized")
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/hover":
            let (context, offset) = try located(params)
            return HoverFeature(context: context, index: index(context)).hover(at: offset)
        case "textDocument/definition":
            let (context, offset) = try located(params)
            return NavigationFeatures.definition(at: offset, index: index(context), context: context)
        case "textDocument/references":
            let (context, offset) = try located(params)
            let includeDeclaration = params.optionalMember("context")?.optionalMember("includeDeclaration")?.value.boolValue ?? false
            return NavigationFeatures.references(at: offset, includeDeclaration: includeDeclaration, index: index(context), context: context)
        case "textDocument/documentSymbol":
            let context = try featureContext(params)
            return DocumentSymbolFeature.symbols(context.compilation.syntax, context: context)
        case "textDocument/completion":
            let (context, offset) = try located(params)
            return CompletionFeature(context: context).complete(at: offset)
        case "textDocument/formatting":
            let context = try featureContext(params)
            return EditFeatures.formatting(context: context, format: configuration.format)
        case "textDocument/codeAction":
            let context = try featureContext(params)
            let range = try context.source.sourceRange(params.member("range"), encoding: encoding)
            var only: [String]?
            if let kinds = params.optionalMember("context")?.optionalMember("only") {
                only = []
                for kind in try kinds.array() { only?.append(try kind.string()) }
            }
            return EditFeatures.codeActions(in: range, only: only, context: context)
        default:
            throw ResponseError(.methodNotFound, "unknown method '\(method)'")
        }
    }

    private func notification(_ method: String, params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        let params = Params(params)
        do {
            switch method {
            case "textDocument/didOpen":
                let item = try params.member("textDocument")
                let uri = try item.member("uri").string()
                let text = try item.member("text").string()
                let version = item.optionalMember("version")?.value.intValue ?? 0
                documents.open(OpenDocument(uri: uri, path: DocumentURI.path(of: uri), version: version, bytes: Array(text.utf8)))
                return publish(uri) + republishImporters(of: uri)
            case "textDocument/didChange":
                let identifier = try params.member("textDocument")
                let uri = try identifier.member("uri").string()
                guard let document = documents[uri] else { throw ResponseError.invalidParams("'\(uri)' is not open") }
                let version = identifier.optionalMember("version")?.value.intValue ?? document.version + 1
                let changed = try document.applying(try params.member("contentChanges").array(), version: version, encoding: encoding)
                documents.open(changed)
                if deferringPublication {
                    unpublished.insert(uri)
                    return []
                }
                return publish(uri) + republishImporters(of: uri)
            case "textDocument/didClose":
                let uri = try params.member("textDocument").member("uri").string()
                let affected = republishImporters(of: uri)
                documents.close(uri)
                indexes[uri] = nil
                return [DiagnosticsFeature.publication(uri: uri, version: nil, context: nil)] + affected
            case "textDocument/didSave":
                let uri = try params.member("textDocument").member("uri").string()
                return republishImporters(of: uri)
            default:
                // `initialized`, `$/cancelRequest` (handled per batch), `$/setTrace` and anything
                // unknown need nothing.
                return []
            }
        } catch let error as ResponseError {
            log("transc lsp: ignored '\(method)': \(error.message)")
            return []
        } catch {
            log("transc lsp: ignored '\(method)': \(error)")
            return []
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ params: Params) -> JSONValue {
        let offered = (try? params.member("capabilities").member("general").member("positionEncodings").array())?
            .compactMap(\.value.stringValue) ?? []
        encoding = PositionEncoding.negotiate(offered)
        phase = .running
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),  // incremental
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([".", ":", ">"].map { .string($0) }))])),
            ("documentFormattingProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string(configuration.name)), ("version", .string(configuration.version))])),
        ])
    }

    // MARK: - Documents

    private func publish(_ uri: String) -> [JSONValue] {
        unpublished.remove(uri)
        guard let document = documents[uri], let outcome = documents.publishable(uri) else { return [] }
        indexes[uri] = nil
        switch outcome {
        case let .compiled(compilation):
            let context = FeatureContext(document: document, compilation: compilation, encoding: encoding, uriForPath: { [documents] in documents.uri(forPath: $0) })
            return [DiagnosticsFeature.publication(uri: uri, version: document.version, context: context)]
        case let .diagnostics(diagnostics):
            // Put together from groups of declarations: a file without imports, so every note is in it.
            return [DiagnosticsFeature.publication(uri: uri, version: document.version, diagnostics: diagnostics, source: document.source, encoding: encoding)]
        }
    }

    /// Open documents that import the one at `uri` see its new text: check them again.
    private func republishImporters(of uri: String) -> [JSONValue] {
        documents.invalidateImporters(of: DocumentURI.path(of: uri)).flatMap { publish($0) }
    }

    private func featureContext(_ params: Params) throws(ResponseError) -> FeatureContext {
        let uri = try params.member("textDocument").member("uri").string()
        guard let document = documents[uri], let compilation = documents.compilation(of: uri) else {
            throw ResponseError.invalidParams("'\(uri)' is not open")
        }
        return FeatureContext(document: document, compilation: compilation, encoding: encoding, uriForPath: { [documents] in documents.uri(forPath: $0) })
    }

    /// The document and the byte offset of `params.position`.
    private func located(_ params: Params) throws(ResponseError) -> (FeatureContext, Int) {
        let context = try featureContext(params)
        let position = try LSPPosition(params.member("position"))
        return (context, context.source.offset(of: position, encoding: encoding))
    }

    private func index(_ context: FeatureContext) -> WorkspaceIndex {
        if let cached = indexes[context.uri], cached.version == context.document.version { return cached.index }
        let index = WorkspaceIndex(context.compilation)
        indexes[context.uri] = (context.document.version, index)
        return index
    }
}
