import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// libFuzzer entry point: the language server's framing and JSON-RPC dispatch, in process.
///
/// The input is a script of messages separated by the byte 0x1E. The first byte of each message
/// says what it becomes; the rest is its payload:
///
/// | byte % 8 | message |
/// | --- | --- |
/// | 0 | the payload as raw bytes into the framer (broken headers, lengths that overrun) |
/// | 1 | the payload as a framed body (garbage JSON, any JSON-RPC) |
/// | 2 | an incremental `didChange`: four bytes of line/character positions (often out of range), then the new text |
/// | 3 | a full `didChange` with the payload as the text |
/// | 4 | a request at a position: hover, definition, references, completion, symbols, formatting or code actions |
/// | 5 | `didOpen` of a second document with the payload as text, or `didClose` of it |
/// | 6 | `didOpen` of the main document again, with the payload as text |
/// | 7 | a framed request that is cancelled in the same batch |
///
/// Every script starts with `initialize` and the main document's `didOpen`, and ends with
/// `shutdown` and `exit`; messages reach the server in batches, as `ServerConnection` hands them
/// over, so edits coalesce the way they do in the editor.

public func fuzzServer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let server = LanguageServer(configuration: .init(version: "fuzz", diskLoader: { _ in nil }))
    var framer = MessageFramer()
    var version = 1
    var id = 1
    func send(_ wire: [UInt8]) { server.process(framer.feed(wire)) { _ = $0.serialized() } }
    func framed(_ body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }
    func quoted(_ text: String) -> String { JSONValue.string(text).serialized() }
    func nextID() -> Int { id += 1; return id }

    let main = "file:///fuzz/main.transition"
    let other = "file:///fuzz/other.transition"
    send(framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
         + framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
         + framed(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(main)","languageId":"transition","version":1,"text":"navigation A {\n    screen B: B\n    root B\n}\n"}}}"#))

    var batch: [UInt8] = []
    for message in bytes.split(separator: 0x1E, omittingEmptySubsequences: false) {
        guard let kind = message.first else {
            // An empty message ends the batch: what was queued reaches the server now.
            send(batch)
            batch = []
            continue
        }
        let payload = message.dropFirst()
        let text = String(decoding: payload, as: UTF8.self)
        switch kind % 8 {
        case 0:
            batch += payload
        case 1:
            batch += MessageFramer.frame(Array(payload))
        case 2:
            let p = Array(payload.prefix(4)) + [UInt8](repeating: 0, count: max(0, 4 - payload.count))
            let rest = String(decoding: payload.dropFirst(4), as: UTF8.self)
            version += 1
            let range = #"{"start":{"line":\#(Int(p[0]) - 2),"character":\#(Int(p[1]) * 3)},"end":{"line":\#(p[2]),"character":\#(Int(p[3]) * 3)}}"#
            batch += framed(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(main)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":\#(quoted(rest))}]}}"#)
        case 3:
            version += 1
            batch += framed(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(main)","version":\#(version)},"contentChanges":[{"text":\#(quoted(text))}]}}"#)
        case 4:
            let p = Array(payload.prefix(3)) + [UInt8](repeating: 0, count: max(0, 3 - payload.count))
            let methods = ["textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
                           "textDocument/documentSymbol", "textDocument/formatting", "textDocument/codeAction"]
            let method = methods[Int(p[0]) % methods.count]
            let position = #"{"line":\#(p[1]),"character":\#(p[2])}"#
            let params = #"{"textDocument":{"uri":"\#(main)"},"position":\#(position),"range":{"start":\#(position),"end":\#(position)},"context":{"includeDeclaration":true,"diagnostics":[]},"options":{"tabSize":4,"insertSpaces":true}}"#
            batch += framed(#"{"jsonrpc":"2.0","id":\#(nextID()),"method":"\#(method)","params":\#(params)}"#)
        case 5:
            if payload.isEmpty {
                batch += framed(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(other)"}}}"#)
            } else {
                batch += framed(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(other)","languageId":"transition","version":1,"text":\#(quoted(text))}}}"#)
            }
        case 6:
            version += 1
            batch += framed(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(main)","languageId":"transition","version":\#(version),"text":\#(quoted(text))}}}"#)
        default:
            let request = nextID()
            batch += framed(#"{"jsonrpc":"2.0","id":\#(request),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(main)"}}}"#)
            batch += framed(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(request)}}"#)
        }
    }
    send(batch)
    send(framed(#"{"jsonrpc":"2.0","id":\#(nextID()),"method":"shutdown"}"#) + framed(#"{"jsonrpc":"2.0","method":"exit"}"#))
    return 0
}
