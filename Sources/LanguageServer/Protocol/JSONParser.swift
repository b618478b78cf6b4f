import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// Reads JSON text into a `JSONValue`, keeping object members in the order they were written.
///
/// A parser of our own rather than `JSONSerialization`: it reads bytes straight into the same
/// value type the server writes with, never confuses `true` with `1`, and bounds nesting depth so
/// a hostile message cannot exhaust the stack.
public struct JSONParser {
    /// Deeper nesting than this is rejected; LSP messages nest a handful of levels.
    public static let maximumDepth = 256

    /// Why a text is not JSON, with the byte offset where reading stopped.
    public struct SyntaxError: Error, Equatable {
        public var message: String
        public var offset: Int
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document; whitespace may surround it, nothing else.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    /// Parses JSON written as a Swift string (tests and fixtures).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func failure(_ message: String) -> SyntaxError {
        SyntaxError(message: message, offset: position)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard position < bytes.count else { throw failure("unexpected end of JSON") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count else { throw failure("unexpected end of JSON") }
        guard bytes[position..<position + expected.count].elementsEqual(expected) else { throw failure("unexpected word") }
        position += expected.count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        position += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [(String, JSONValue)] = []
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            if try !continuesList(closer: UInt8(ascii: "}")) { return .object(members) }
        }
    }

    /// After an item: consumes `,` and returns true, or consumes `closer` and returns false.
    private mutating func continuesList(closer: UInt8) throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of JSON") }
        if bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
            return true
        }
        guard bytes[position] == closer else { throw failure("expected ',' or '\(Character(Unicode.Scalar(closer)))'") }
        position += 1
        return false
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var items: [JSONValue] = []
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try parseValue())
            if try !continuesList(closer: UInt8(ascii: "]")) { return .array(items) }
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count, isNumberByte(bytes[position]) { position += 1 }
        guard position > digitsStart, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
              value.isFinite else {
            throw SyntaxError(message: "malformed number", offset: start)
        }
        return .number(value)
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        position += 1  // the opening quote
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("control character in a string") }
            position += 1
        }
        var scalars = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                scalars.append(byte)
                position += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(SyntaxError) {
        guard position < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var unit = try parseHex4()
            var scalar: Unicode.Scalar?
            if (0xD800...0xDBFF).contains(unit), bytes.count - position >= 6,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try parseHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    scalar = Unicode.Scalar(unit)
                } else {
                    out.append(contentsOf: Array("\u{FFFD}".utf8))
                    scalar = Unicode.Scalar(low)
                }
            } else {
                scalar = Unicode.Scalar(unit)
            }
            // A lone surrogate becomes U+FFFD, as String(decoding:) would make of it.
            out.append(contentsOf: Array(String(scalar ?? "\u{FFFD}").utf8))
        default:
            throw failure("invalid escape")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}

extension JSONValue {
    /// The string, or nil for any other kind of value.
    public var stringValue: String? {
        if case let .string(s) = self { return s }
        return nil
    }

    /// The number when it is a whole number that fits an `Int`.
    public var intValue: Int? {
        if case let .number(n) = self, n == n.rounded(), abs(n) < 9.0e15 { return Int(checked: n) }
        return nil
    }

    /// The boolean, or nil for any other kind of value (never a number).
    public var boolValue: Bool? {
        if case let .bool(b) = self { return b }
        return nil
    }

    /// The elements, or nil for any other kind of value.
    public var arrayValue: [JSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    /// Whether the value is JSON `null` (a missing optional member reads as nil, not null).
    public var isNull: Bool { self == .null }

    /// The UTF-8 bytes of the compact serialization: what goes on the wire.
    var wireBytes: [UInt8] { Array(serialized().utf8) }
}
