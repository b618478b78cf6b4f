import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Drives a `LanguageServer` in process the way an editor would, keeping the notifications it
/// sends.
final class TestClient {
    let server: LanguageServer
    private(set) var notifications: [JSONValue] = []
    private var nextID = 1

    init(
        positionEncodings: [String]? = nil,
        format: @escaping @Sendable (SourceFile) -> String? = { _ in nil },
        files: [String: String] = [:],
        initialize: Bool = true
    ) {
        let disk = files
        server = LanguageServer(configuration: .init(
            version: "test", format: format, diskLoader: { path in disk[path].map { Array($0.utf8) } }
        ))
        if initialize {
            let general = positionEncodings.map { #"{"general":{"positionEncodings":\#(json($0))}}"# } ?? "{}"
            let response = request("initialize", #"{"processId":null,"rootUri":null,"capabilities":\#(general)}"#)
            XCTAssertNotNil(response["result"], "\(response)")
            notify("initialized", "{}")
        }
    }

    /// The labels completion offers at the marker `here` of `text`, opened as `uri`.
    static func completionLabels(_ text: String, uri: String) -> [String] {
        let source = MarkedSource(text)
        let client = TestClient()
        client.open(uri, source.text)
        let result = client.request("textDocument/completion", textDocument(uri, source.position("here")))
        return result["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    /// Sends a request and returns the whole response object.
    @discardableResult
    func request(_ method: String, _ params: String) -> JSONValue {
        let id = nextID
        nextID += 1
        let outgoing = server.handle(parse(#"{"jsonrpc":"2.0","id":\#(id),"method":\#(json(method)),"params":\#(params)}"#))
        var response: JSONValue = .null
        for message in outgoing {
            if message["id"]?.intValue == id { response = message } else { notifications.append(message) }
        }
        return response
    }

    func notify(_ method: String, _ params: String) {
        notifications += server.handle(parse(#"{"jsonrpc":"2.0","method":\#(json(method)),"params":\#(params)}"#))
    }

    /// Opens a document and returns the diagnostics published for it.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(json(uri)),"languageId":"transition","version":\#(version),"text":\#(json(text))}}"#)
        return latestDiagnostics(uri)
    }

    /// Replaces `range` (protocol positions) with `text`.
    @discardableResult
    func change(_ uri: String, version: Int, from start: LSPPosition, to end: LSPPosition, with text: String) -> [JSONValue] {
        let range = #"{"start":{"line":\#(start.line),"character":\#(start.character)},"end":{"line":\#(end.line),"character":\#(end.character)}}"#
        notify("textDocument/didChange", #"{"textDocument":{"uri":\#(json(uri)),"version":\#(version)},"contentChanges":[{"range":\#(range),"text":\#(json(text))}]}"#)
        return latestDiagnostics(uri)
    }

    func latestDiagnostics(_ uri: String) -> [JSONValue] {
        let publication = notifications.last {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
        return publication?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    func text(_ uri: String) -> String? {
        server.documents[uri].map { String(decoding: $0.source.bytes, as: UTF8.self) }
    }

    /// The text a hover at `position` in `uri` shows; empty when it shows none.
    func hoverText(_ uri: String, _ position: LSPPosition) -> String {
        request("textDocument/hover", TestClient.textDocument(uri, position))["result"]?["contents"]?["value"]?.stringValue ?? ""
    }

    static func textDocument(_ uri: String, _ position: LSPPosition) -> String {
        #"{"textDocument":{"uri":\#(json(uri))},"position":{"line":\#(position.line),"character":\#(position.character)}}"#
    }
}

func json(_ string: String) -> String { JSONValue.string(string).serialized() }
func json(_ strings: [String]) -> String { JSONValue.array(strings.map { .string($0) }).serialized() }

func parse(_ text: String) -> JSONValue {
    do { return try JSONParser.parse(text) } catch {
        XCTFail("test JSON does not parse: \(error) in \(text)")
        return .null
    }
}

/// A source text with named markers `⟪name⟫` that the test refers to instead of counted columns.
struct MarkedSource {
    let text: String
    /// Byte offsets of the markers in `text`.
    let offsets: [String: Int]

    init(_ marked: String) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while let open = rest.range(of: "⟪") {
            text += rest[..<open.lowerBound]
            let close = rest.range(of: "⟫", range: open.upperBound..<rest.endIndex)!
            offsets[String(rest[open.upperBound..<close.lowerBound])] = text.utf8.count
            rest = rest[close.upperBound...]
        }
        text += rest
        self.text = text
        self.offsets = offsets
    }

    /// The protocol position of a marker, counted here independently of the server: the line is
    /// the number of line breaks before it, the character the UTF-16 (or UTF-8) length of the
    /// line's text before it.
    func position(_ name: String, utf8: Bool = false) -> LSPPosition {
        let offset = offsets[name]!
        let before = Array(text.utf8)[..<offset]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let prefix = String(decoding: before[lineStart...], as: UTF8.self)
        return LSPPosition(line: before.filter { $0 == UInt8(ascii: "\n") }.count, character: utf8 ? prefix.utf8.count : prefix.utf16.count)
    }

    func range(_ start: String, _ end: String, utf8: Bool = false) -> JSONValue {
        let a = position(start, utf8: utf8), b = position(end, utf8: utf8)
        return parse(#"{"start":{"line":\#(a.line),"character":\#(a.character)},"end":{"line":\#(b.line),"character":\#(b.character)}}"#)
    }
}
