import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

final class FramingTests: XCTestCase {
    private func framed(_ body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }

    private func messages(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case let .message(bytes) = $0 { return String(decoding: bytes, as: UTF8.self) }; return nil }
    }

    private func errors(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case let .error(text) = $0 { return text }; return nil }
    }

    private func refusals(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case let .refused(text) = $0 { return text }; return nil }
    }

    func testOneMessageSplitIntoSingleBytes() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in framed(#"{"a":"ünï"}"#) { events += framer.feed([byte]) }
        XCTAssertEqual(messages(events), [#"{"a":"ünï"}"#])
    }

    func testContentLengthCountsBytesNotCharacters() {
        let body = #"{"t":"😀 日本"}"#
        XCTAssertEqual(Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8), framed(body))
        var framer = MessageFramer()
        XCTAssertEqual(messages(framer.feed(framed(body))), [body])
    }

    func testSeveralMessagesInOneRead() {
        var framer = MessageFramer()
        let events = framer.feed(framed("[1]") + framed("[2]") + framed("[3]").prefix(10))
        XCTAssertEqual(messages(events), ["[1]", "[2]"])
        XCTAssertEqual(messages(framer.feed(framed("[3]").dropFirst(10))), ["[3]"])
    }

    func testOtherHeadersAreIgnoredAndNamesAreCaseInsensitive() {
        var framer = MessageFramer()
        let input = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:   2\r\n\r\n{}"
        XCTAssertEqual(messages(framer.feed(Array(input.utf8))), ["{}"])
    }

    func testMissingContentLengthDropsTheFrameAndResynchronises() {
        var framer = MessageFramer()
        let input = Array("Content-Type: x\r\n\r\n{\"lost\":1}".utf8) + framed("[1]")
        let events = framer.feed(input)
        XCTAssertEqual(messages(events), ["[1]"])
        XCTAssertEqual(errors(events).count, 1)
        XCTAssertTrue(errors(events)[0].contains("no Content-Length"), errors(events)[0])
    }

    func testNonNumericContentLengthDropsTheFrame() {
        var framer = MessageFramer()
        var events = framer.feed(Array("Content-Length: twelve\r\n\r\n{\"lost\":1}".utf8))
        // The next header arrives in a later read, split in the middle of its name.
        let next = framed("[2]")
        events += framer.feed(next.prefix(7))
        events += framer.feed(next.dropFirst(7))
        XCTAssertEqual(messages(events), ["[2]"])
        XCTAssertEqual(errors(events).count, 1)
        XCTAssertTrue(errors(events)[0].contains("twelve"), errors(events)[0])
    }

    func testNegativeContentLengthIsNotAByteCount() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Length: -5\r\n\r\n".utf8) + framed("[3]"))
        XCTAssertEqual(messages(events), ["[3]"])
        XCTAssertEqual(errors(events).count, 1)
    }

    func testOversizedFrameIsRefusedWithoutBuffering() {
        var framer = MessageFramer()
        let length = MessageFramer.maximumContentLength + 1
        var events = framer.feed(Array("Content-Length: \(length)\r\n\r\n".utf8))
        XCTAssertEqual(refusals(events).count, 1)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        var remaining = length
        while remaining > chunk.count {
            events += framer.feed(chunk)
            remaining -= chunk.count
        }
        // The last piece of the skipped body and the next message arrive together.
        events += framer.feed(chunk.prefix(remaining) + framed("[4]"))
        XCTAssertEqual(messages(events), ["[4]"])
        XCTAssertEqual(refusals(events).count, 1)
        XCTAssertEqual(errors(events), [])
    }

    /// A length of 10^12 is not counted off (the session would never answer again): the framer
    /// refuses it and reads the next header, whether it comes in the same read or later ones.
    func testHugeContentLengthIsRefusedAndTheNextHeaderIsRead() {
        for split in [false, true] {
            var framer = MessageFramer()
            let huge = Array("Content-Length: 999999999999\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"x\"}".utf8)
            var events = framer.feed(split ? huge : huge + framed("[6]"))
            if split {
                let next = framed("[6]")
                events += framer.feed(next.prefix(3))
                events += framer.feed(next.dropFirst(3))
            }
            XCTAssertEqual(messages(events), ["[6]"], "split: \(split)")
            XCTAssertEqual(refusals(events).count, 1, "split: \(split)")
            XCTAssertTrue(refusals(events)[0].contains("999999999999") && refusals(events)[0].contains("64 MiB"), refusals(events)[0])
            XCTAssertEqual(errors(events), [], "split: \(split)")
        }
        // Just over the limit is refused; the limit itself is read.
        var framer = MessageFramer()
        XCTAssertEqual(refusals(framer.feed(Array("Content-Length: \(MessageFramer.maximumContentLength + 1)\r\n\r\n".utf8))).count, 1)
        var atLimit = MessageFramer()
        XCTAssertEqual(atLimit.feed(Array("Content-Length: \(MessageFramer.maximumContentLength)\r\n\r\n{}".utf8)), [])
    }

    func testGarbageWithoutHeadersIsEventuallyDropped() {
        var framer = MessageFramer()
        let garbage = [UInt8](repeating: UInt8(ascii: "z"), count: MessageFramer.maximumHeaderLength + 10)
        var events = framer.feed(garbage)
        events += framer.feed(framed("[5]"))
        XCTAssertEqual(messages(events), ["[5]"])
        XCTAssertEqual(errors(events).count, 1)
    }

    func testEmptyBody() {
        var framer = MessageFramer()
        XCTAssertEqual(messages(framer.feed(Array("Content-Length: 0\r\n\r\n".utf8))), [""])
    }
}

final class JSONParserTests: XCTestCase {
    func testRoundTripKeepsMemberOrder() throws {
        let text = #"{"b":1,"a":[true,false,null,-2.5e3,"x"],"c":{}}"#
        XCTAssertEqual(try JSONParser.parse(text).serialized(), #"{"b":1,"a":[true,false,null,-2500,"x"],"c":{}}"#)
    }

    func testEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#)
        XCTAssertEqual(value, .string("a\"b\\c/d\n\té😀"))
        // A lone surrogate cannot be represented; it becomes U+FFFD instead of failing.
        XCTAssertEqual(try JSONParser.parse(#""\ud800x""#), .string("\u{FFFD}x"))
    }

    func testTrueIsNotOne() throws {
        let value = try JSONParser.parse(#"{"a":true,"b":1}"#)
        XCTAssertEqual(value["a"], .bool(true))
        XCTAssertEqual(value["b"]?.intValue, 1)
        XCTAssertNil(value["a"]?.intValue)
    }

    func testMalformedDocumentsAreRejectedWithAnOffset() {
        for text in ["", "{", #"{"a"}"#, "[1,]", "tru", "01x", #""unterminated"#, "{} {}", "\"\u{1}\"", "-"] {
            XCTAssertThrowsError(try JSONParser.parse(text), text)
        }
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
            XCTAssertTrue("\(error)".contains("nested"), "\(error)")
        }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        XCTAssertNoThrow(try JSONParser.parse(fine))
    }
}
