import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

final class DocumentStoreTests: XCTestCase {
    let uri = "file:///work/edit.transition"
    /// An emoji (two UTF-16 units, four bytes), CJK (one unit, three bytes each) and a combining
    /// acute accent (one unit, two bytes) before the text that gets edited.
    let marked = MarkedSource("// 😀 ⟪a⟫x 日本⟪b⟫y e\u{301}⟪c⟫z\nsecond ⟪d⟫line\n")

    func testNegotiatesUTF16ByDefaultAndUTF8WhenOfferedFirst() {
        XCTAssertEqual(TestClient().server.encoding, .utf16)
        XCTAssertEqual(TestClient(positionEncodings: ["utf-16", "utf-8"]).server.encoding, .utf16)
        XCTAssertEqual(TestClient(positionEncodings: ["utf-32", "utf-8", "utf-16"]).server.encoding, .utf8)
        XCTAssertEqual(TestClient(positionEncodings: ["utf-32"]).server.encoding, .utf16)
        let response = TestClient(initialize: false).request("initialize", #"{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}"#)
        XCTAssertEqual(response["result"]?["capabilities"]?["positionEncoding"], .string("utf-8"))
    }

    func testIncrementalEditsInUTF16() {
        editEachMarker(TestClient(), utf8: false)
    }

    func testIncrementalEditsInUTF8() {
        editEachMarker(TestClient(positionEncodings: ["utf-8"]), utf8: true)
    }

    /// Replaces the one-letter word after each marker, last first, and checks the text.
    private func editEachMarker(_ client: TestClient, utf8: Bool) {
        client.open(uri, marked.text)
        var version = 2
        for (name, replacement) in [("d", "L"), ("c", "Z"), ("b", "Y"), ("a", "X")] {
            var end = marked.position(name, utf8: utf8)
            end.character += 1
            client.change(uri, version: version, from: marked.position(name, utf8: utf8), to: end, with: replacement)
            version += 1
        }
        XCTAssertEqual(client.text(uri), "// 😀 X 日本Y e\u{301}Z\nsecond Line\n")
        XCTAssertEqual(client.server.documents[uri]?.version, 5)
    }

    func testUTF16AndUTF8ColumnsDiffer() {
        let source = SourceFile(path: "x", text: marked.text)
        for name in ["a", "b", "c", "d"] {
            let offset = marked.offsets[name]!
            XCTAssertEqual(source.position(of: offset, encoding: .utf16), marked.position(name), name)
            XCTAssertEqual(source.position(of: offset, encoding: .utf8), marked.position(name, utf8: true), name)
            XCTAssertEqual(source.offset(of: marked.position(name), encoding: .utf16), offset, name)
            XCTAssertEqual(source.offset(of: marked.position(name, utf8: true), encoding: .utf8), offset, name)
        }
        XCTAssertEqual(marked.position("a"), LSPPosition(line: 0, character: 6))
        XCTAssertEqual(marked.position("a", utf8: true), LSPPosition(line: 0, character: 8))
        XCTAssertEqual(marked.position("c"), LSPPosition(line: 0, character: 14))
        XCTAssertEqual(marked.position("c", utf8: true), LSPPosition(line: 0, character: 21))
    }

    func testPositionsOutsideTheTextAreClamped() {
        let source = SourceFile(path: "x", text: "ab\r\ncd")
        // Past the end of a line: the end of that line's text, before its line break.
        XCTAssertEqual(source.offset(of: LSPPosition(line: 0, character: 99), encoding: .utf16), 2)
        XCTAssertEqual(source.offset(of: LSPPosition(line: 0, character: 99), encoding: .utf8), 2)
        // Past the last line: the end of the text.
        XCTAssertEqual(source.offset(of: LSPPosition(line: 7, character: 0), encoding: .utf16), 6)
        // A UTF-8 column inside a multi-byte scalar moves back to the scalar's start.
        let emoji = SourceFile(path: "x", text: "a😀b")
        XCTAssertEqual(emoji.offset(of: LSPPosition(line: 0, character: 3), encoding: .utf8), 1)
    }

    func testSeveralChangesApplyInOrderAndFullTextReplaces() {
        let client = TestClient()
        client.open(uri, "one\ntwo\n")
        client.notify("textDocument/didChange", #"""
        {"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[
          {"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":3}},"text":"ONE\nand a half"},
          {"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":3}},"text":"TWO"}]}
        """#)
        XCTAssertEqual(client.text(uri), "ONE\nand a half\nTWO\n")
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"text":"fresh"}]}"#)
        XCTAssertEqual(client.text(uri), "fresh")
    }

    func testMalformedChangeLeavesTheDocumentAlone() {
        let client = TestClient()
        client.open(uri, "keep\n")
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":-1}},"text":"x"}]}"#)
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":"nope"}"#)
        XCTAssertEqual(client.text(uri), "keep\n")
        XCTAssertEqual(client.server.documents[uri]?.version, 1)
    }

    func testFileURIsArePercentDecoded() {
        XCTAssertEqual(DocumentURI.path(of: "file:///tmp/My%20Specs/a.transition"), "/tmp/My Specs/a.transition")
        XCTAssertEqual(DocumentURI.path(of: "untitled:Untitled-1"), "untitled:Untitled-1")
        XCTAssertEqual(DocumentURI.fileURI("/tmp/My Specs/a.transition"), "file:///tmp/My%20Specs/a.transition")
    }
}
