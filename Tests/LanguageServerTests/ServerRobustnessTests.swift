import Foundation
import LanguageServer
import SpecGenerator
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The server survives what an editor (or a broken client) can send: thousands of random edits,
/// ranges outside the document, a very large document, garbage JSON and a frame whose
/// Content-Length overruns its body, and it checks only the latest version of a document.
final class ServerRobustnessTests: XCTestCase {
    private let uri = "file:///work/edits.transition"

    private static let spec = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController { element logo: shape }
            root Home
            Home -> Detail { push: FadeIn  pop: FadeOut }
            gesture back: edgePan(left) on Detail drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
        }
        animator FadeIn(duration: 0.3) { to.alpha: 0 -> 1 }
        animator FadeOut(duration: 0.3) { order: to below from  from.alpha: 1 -> 0 }
        scenario "back" in App {
            push Detail
            drag back to 0.7 over 0.2
            release
            expect stack [Home]
        }

        """

    private func frame(_ body: String) -> MessageFramer.Event { .message(Array(body.utf8)) }

    private func change(_ version: Int, _ range: (Int, Int, Int, Int)?, _ text: String) -> MessageFramer.Event {
        let rangeMember = range.map { #""range":{"start":{"line":\#($0.0),"character":\#($0.1)},"end":{"line":\#($0.2),"character":\#($0.3)}},"# } ?? ""
        return frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{\#(rangeMember)"text":\#(json(text))}]}}"#)
    }

    private func publications(_ sent: [JSONValue]) -> [JSONValue] {
        sent.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
    }

    func testEditsQueuedInOneBatchAreCheckedOnceAsTheLatestVersion() {
        let client = TestClient()
        client.open(uri, Self.spec)
        let edits = (2...26).map { change($0, (0, 11, 0, 14), ["Apq", "App", "Apr"][$0 % 3]) }
        var sent: [JSONValue] = []
        client.server.process(edits) { sent.append($0) }
        let published = publications(sent)
        XCTAssertEqual(published.count, 1)
        XCTAssertEqual(published.first?["params"]?["version"]?.intValue, 26)
        XCTAssertEqual(client.text(uri)?.hasPrefix("navigation Apr {"), true)
    }

    func testAFailedLastEditStillPublishesTheEarlierOnes() {
        let client = TestClient()
        client.open(uri, Self.spec)
        var sent: [JSONValue] = []
        // The last change has no text: it is ignored, and version 2 is checked and published.
        let broken = frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"range":{}}]}}"#)
        client.server.process([change(2, (0, 11, 0, 14), "Other"), broken]) { sent.append($0) }
        XCTAssertEqual(publications(sent).map { $0["params"]?["version"]?.intValue }, [2])
        // A request between two edits sees the version before it; diagnostics wait for the last.
        sent = []
        let hover = frame(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":\#(TestClient.textDocument(uri, LSPPosition(line: 0, character: 12)))}"#)
        client.server.process([change(4, (0, 11, 0, 16), "App"), hover, change(5, nil, Self.spec)]) { sent.append($0) }
        XCTAssertEqual(sent.first?["id"]?.intValue, 7)
        XCTAssertEqual(publications(sent).map { $0["params"]?["version"]?.intValue }, [5])
    }

    /// 20,000 random incremental edits, a tenth of them with ranges outside the document or
    /// reversed, in batches as an editor would queue them: the server answers throughout, its
    /// text is the edits applied in order, and its memory does not grow with the edit count.
    func testTwentyThousandRandomEditsIncludingInvalidRanges() {
        let client = TestClient()
        client.open(uri, Self.spec)
        var random = SplitMix64(seed: 0x6564_6974_73)
        var expected = Array(Self.spec.utf8)
        var version = 1
        let pieces = ["", "a", "}", "{", "\n", " screen X: Y\n", "->", "é", "😀", "// c\n", "animator", "\"", "0.5"]
        var residentAfterWarmUp = 0
        for batch in 0..<200 {
            var events: [MessageFramer.Event] = []
            for _ in 0..<100 {
                version += 1
                let text = pieces.randomElement(using: &random)!
                if Int.random(in: 0..<10, using: &random) == 0 {
                    // Out of range or reversed: the server clamps to the document.
                    events.append(change(version, (Int.random(in: -5...500, using: &random), Int.random(in: -5...500, using: &random),
                                                    Int.random(in: -5...500, using: &random), Int.random(in: -5...500, using: &random)), text))
                    // Where a clamped range lands is the server's business (tested with the
                    // document store); carry on from the text it holds.
                    client.server.process(events) { _ in }
                    events = []
                    expected = client.server.documents[uri]?.source.bytes ?? []
                    continue
                }
                // A valid range on a line of the current text, in UTF-16 code units of ASCII-only
                // prefixes: edit at the start of a line, replacing up to its first few bytes.
                let lines = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let line = Int.random(in: 0..<lines.count, using: &random)
                let asciiPrefix = lines[line].prefix { $0 < 0x80 }.count
                let start = Int.random(in: 0...min(asciiPrefix, 8), using: &random)
                let end = Int.random(in: start...min(asciiPrefix, start + 4), using: &random)
                events.append(change(version, (line, start, line, end), text))
                let lineStart = lines[..<line].reduce(0) { $0 + $1.count + 1 }
                expected.replaceSubrange((lineStart + start)..<(lineStart + end), with: Array(text.utf8))
                // Keep the document small: past 8 KB, start over from the spec.
                if expected.count > 8_192 {
                    version += 1
                    events.append(change(version, nil, Self.spec))
                    expected = Array(Self.spec.utf8)
                }
            }
            var published = 0
            client.server.process(events) { if $0["method"]?.stringValue == "textDocument/publishDiagnostics" { published += 1 } }
            XCTAssertEqual(client.server.documents[uri]?.source.bytes, expected, "batch \(batch)")
            if batch == 20 { residentAfterWarmUp = Self.residentBytes() }
        }
        XCTAssertEqual(client.server.documents[uri]?.version, version)
        let symbols = client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":\#(json(uri))}}"#)
        XCTAssertNotNil(symbols["result"])
        if residentAfterWarmUp > 0 {
            XCTAssertLessThan(Self.residentBytes() - residentAfterWarmUp, 64 << 20, "memory grows with the number of edits")
        }
    }

    /// A 5 MB document: opened, edited three times in one batch (checked once), hovered.
    /// It is 300 KB of graphs, animators and scenarios and the rest comments, so that the two
    /// checks stay quick in a debug build.
    func testFiveMegabyteDocument() {
        let client = TestClient()
        var text = ""
        var unit = 0
        while text.utf8.count < 300 << 10 {
            text += Self.spec.replacingOccurrences(of: "App", with: "App\(unit)").replacingOccurrences(of: "FadeIn", with: "FadeIn\(unit)")
                .replacingOccurrences(of: "FadeOut", with: "FadeOut\(unit)").replacingOccurrences(of: "\"back\"", with: "\"back \(unit)\"")
            unit += 1
        }
        let comment = "// " + String(repeating: "a comment line of the large document ", count: 2) + "\n"
        text += String(repeating: comment, count: ((5 << 20) - text.utf8.count) / comment.utf8.count + 1)
        let opened = client.open(uri, text)
        XCTAssertEqual(opened.count, 0, "\(opened.first.map { "\($0)" } ?? "")")
        var sent: [JSONValue] = []
        client.server.process((2...4).map { change($0, (0, 0, 0, 0), "// edit \($0)\n") }) { sent.append($0) }
        XCTAssertEqual(publications(sent).map { $0["params"]?["version"]?.intValue }, [4])
        XCTAssertEqual(client.server.documents[uri]?.source.bytes.count, text.utf8.count + (2...4).map { "// edit \($0)\n".utf8.count }.reduce(0, +))
        let hover = client.request("textDocument/hover", TestClient.textDocument(uri, LSPPosition(line: 30, character: 15)))
        XCTAssertNotNil(hover["result"])
    }

    func testGarbageJSONIsAnsweredAndTheServerCarriesOn() {
        let client = TestClient()
        client.open(uri, Self.spec)
        var random = SplitMix64(seed: 42)
        var events: [MessageFramer.Event] = []
        let fragments = ["{", "}", "[", "]", "\"", ":", ",", "null", "1e999", "-", "\\u12", "\u{0}", "\"jsonrpc\"", "\"method\"", "\"id\"", "\u{FF}"]
        for _ in 0..<500 {
            let body = (0..<Int.random(in: 0...20, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
            events.append(.message(Array(body.utf8)))
        }
        events.append(frame(#"{"jsonrpc":"2.0","id":"after","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#))
        var sent: [JSONValue] = []
        client.server.process(events) { sent.append($0) }
        XCTAssertEqual(sent.last?["id"], .string("after"))
        XCTAssertNotNil(sent.last?["result"])
        XCTAssertNil(client.server.exitStatus)
    }

    /// A Content-Length larger than the body swallows the start of the next message; the framer
    /// resynchronises at a later header and the server answers the messages after it.
    func testContentLengthThatOverrunsTheBody() {
        let client = TestClient()
        var framer = MessageFramer()
        var sent: [JSONValue] = []
        func feed(_ bytes: [UInt8]) { client.server.process(framer.feed(bytes)) { sent.append($0) } }
        let request = { (id: Int) in MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(self.uri)"}}}"#.utf8)) }
        feed(Array("Content-Length: 60\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8) + request(1))
        feed(request(2))
        feed(request(3))
        feed(Array("Content-Length: 1000000\r\n\r\n{".utf8))
        // The overrun body is not JSON (a parse error); request 1 lost its header to it.
        XCTAssertEqual(sent.first?["error"]?["code"]?.intValue, -32700, "\(sent)")
        XCTAssertEqual(sent.compactMap { $0["id"]?.intValue }, [2, 3], "\(sent)")
        // The overrunning frame waits for bytes that never come; its end is only the end of input.
        XCTAssertNil(client.server.exitStatus)
    }

    /// Resident set size from /proc (0 where there is none).
    private static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
