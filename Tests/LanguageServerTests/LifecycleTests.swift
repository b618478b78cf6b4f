import Foundation
import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

final class LifecycleTests: XCTestCase {
    private func errorCode(_ response: JSONValue) -> Int? { response["error"]?["code"]?.intValue }

    func testRequestsBeforeInitializeAreRefused() {
        let client = TestClient(initialize: false)
        XCTAssertEqual(errorCode(client.request("textDocument/hover", "{}")), -32002)
        // Notifications before initialize are dropped, not answered.
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///a","languageId":"transition","version":1,"text":""}}"#)
        XCTAssertTrue(client.notifications.isEmpty)
        XCTAssertNil(client.server.documents["file:///a"])
    }

    func testInitializeAdvertisesCapabilities() throws {
        let client = TestClient(initialize: false)
        let result = try XCTUnwrap(client.request("initialize", #"{"capabilities":{}}"#)["result"])
        let capabilities = try XCTUnwrap(result["capabilities"])
        XCTAssertEqual(capabilities["positionEncoding"], .string("utf-16"))
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"]?.intValue, 2)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            XCTAssertEqual(capabilities[provider], .bool(true), provider)
        }
        XCTAssertEqual(capabilities["codeActionProvider"]?["codeActionKinds"], .array([.string("quickfix")]))
        XCTAssertNotNil(capabilities["completionProvider"]?["triggerCharacters"])
        XCTAssertEqual(result["serverInfo"]?["name"], .string("transc"))
        XCTAssertEqual(errorCode(client.request("initialize", #"{"capabilities":{}}"#)), -32600)
    }

    func testUnknownMethodsAndNotifications() {
        let client = TestClient()
        XCTAssertEqual(errorCode(client.request("workspace/frobnicate", "{}")), -32601)
        client.notify("workspace/frobnicated", "{}")
        client.notify("$/setTrace", #"{"value":"off"}"#)
        XCTAssertTrue(client.notifications.isEmpty)
    }

    func testWrongParamsAreInvalidParams() {
        let client = TestClient()
        client.open("file:///a.transition", "")
        XCTAssertEqual(errorCode(client.request("textDocument/hover", #"{"textDocument":{"uri":"file:///a.transition"}}"#)), -32602)
        XCTAssertEqual(errorCode(client.request("textDocument/hover", #"{"textDocument":{"uri":"file:///a.transition"},"position":{"line":"one","character":0}}"#)), -32602)
        XCTAssertEqual(errorCode(client.request("textDocument/hover", #"{"textDocument":{"uri":"file:///unopened"},"position":{"line":0,"character":0}}"#)), -32602)
        XCTAssertEqual(errorCode(client.request("textDocument/documentSymbol", "[1,2]")), -32602)
        // The server still serves.
        XCTAssertEqual(client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///a.transition"}}"#)["result"], .array([]))
    }

    func testInvalidMessages() {
        let client = TestClient()
        XCTAssertEqual(client.server.handle(.array([]))[0]["error"]?["code"]?.intValue, -32600)
        let noMethod = client.server.handle(parse(#"{"jsonrpc":"2.0","id":7}"#))[0]
        XCTAssertEqual(noMethod["error"]?["code"]?.intValue, -32600)
        XCTAssertEqual(noMethod["id"]?.intValue, 7)
        XCTAssertEqual(client.server.handle(parse(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#))[0]["id"], .null)
        // A response to a request the server never sent is ignored.
        XCTAssertTrue(client.server.handle(parse(#"{"jsonrpc":"2.0","id":99,"result":null}"#)).isEmpty)
    }

    func testShutdownThenExitIsZero() {
        let client = TestClient()
        XCTAssertEqual(client.request("shutdown", "null")["result"], .null)
        XCTAssertEqual(errorCode(client.request("textDocument/hover", "{}")), -32600)
        XCTAssertNil(client.server.exitStatus)
        client.notify("exit", "null")
        XCTAssertEqual(client.server.exitStatus, 0)
    }

    func testExitWithoutShutdownIsOne() {
        let client = TestClient()
        client.notify("exit", "null")
        XCTAssertEqual(client.server.exitStatus, 1)
    }

    func testCancelledRequestInTheSameBatchIsAnsweredRequestCancelled() {
        let server = TestClient().server
        let frames = [
            #"{"jsonrpc":"2.0","id":"slow","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///x"}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"slow"}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":12345}}"#,
        ].map { MessageFramer.Event.message(Array($0.utf8)) }
        var sent: [JSONValue] = []
        server.process(frames) { sent.append($0) }
        XCTAssertEqual(sent.count, 2)
        XCTAssertEqual(sent[0]["id"], .string("slow"))
        XCTAssertEqual(sent[0]["error"]?["code"]?.intValue, -32800)
        XCTAssertEqual(sent[1]["id"]?.intValue, 5)
        XCTAssertEqual(sent[1]["result"], .null)
    }

    func testBadJSONIsAParseErrorWithNullID() {
        let server = TestClient().server
        var sent: [JSONValue] = []
        server.process([.message(Array("{not json".utf8)), .error("dropped a header block"),
                        .message(Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8))]) { sent.append($0) }
        XCTAssertEqual(sent.count, 2)
        XCTAssertEqual(sent[0]["id"], .null)
        XCTAssertEqual(sent[0]["error"]?["code"]?.intValue, -32700)
        XCTAssertEqual(sent[1]["id"]?.intValue, 1)
    }

    /// The whole stdio loop over pipes: malformed frames in between, then the end of input.
    func testConnectionSurvivesMalformedInputAndEndsAtEndOfInput() throws {
        var bytes = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        bytes += Data("Content-Length: nope\r\n\r\n{}".utf8)
        bytes += Data("X-Nothing: 1\r\n\r\n".utf8)
        bytes += Self.frame("{\"jsonrpc\":")
        bytes += Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        let (status, replies) = try Self.serve(bytes)
        // Shut down, then input ended without `exit`: a clean end.
        XCTAssertEqual(status, 0)
        XCTAssertEqual(replies.map { $0["id"] }, [.int(1), .null, .int(2)])
        XCTAssertEqual(replies[1]["error"]?["code"]?.intValue, -32700)
    }

    /// A `Content-Length` of 10^12 over the stdio loop: answered with a parse error (id null),
    /// and the requests after it are answered.
    func testHugeContentLengthIsAnsweredAndTheSessionGoesOn() throws {
        var bytes = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        bytes += Data("Content-Length: 999999999999\r\n\r\n".utf8)
        bytes += Data(#"{"jsonrpc":"2.0","id":99,"method":"textDocument/hover"}"#.utf8)
        bytes += Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        let (status, replies) = try Self.serve(bytes)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(replies.map { $0["id"] }, [.int(1), .null, .int(2)])
        XCTAssertEqual(replies[1]["error"]?["code"]?.intValue, -32700)
    }

    private static func frame(_ body: String) -> Data { Data(MessageFramer.frame(Array(body.utf8))) }

    /// Runs the stdio loop on `bytes` as its whole input: its exit status and every reply it wrote.
    private static func serve(_ bytes: Data) throws -> (status: Int32, replies: [JSONValue]) {
        let input = Pipe(), output = Pipe()
        input.fileHandleForWriting.write(bytes)
        try input.fileHandleForWriting.close()
        let server = LanguageServer(configuration: .init(version: "test"))
        let status = ServerConnection(server: server, input: input.fileHandleForReading.fileDescriptor,
                                      output: output.fileHandleForWriting.fileDescriptor).run()
        try output.fileHandleForWriting.close()
        var framer = MessageFramer()
        let replies = framer.feed(output.fileHandleForReading.readDataToEndOfFile()).compactMap { event -> JSONValue? in
            guard case let .message(body) = event else { return nil }
            return try? JSONParser.parse(body)
        }
        return (status, replies)
    }

    func testEndOfInputWithoutShutdownIsOne() throws {
        let input = Pipe(), output = Pipe()
        try input.fileHandleForWriting.close()
        let server = LanguageServer(configuration: .init(version: "test"))
        XCTAssertEqual(ServerConnection(server: server, input: input.fileHandleForReading.fileDescriptor,
                                        output: output.fileHandleForWriting.fileDescriptor).run(), 1)
    }
}
