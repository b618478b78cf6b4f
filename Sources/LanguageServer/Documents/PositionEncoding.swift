import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// How an LSP `Position.character` counts: UTF-16 code units (the protocol's default) or UTF-8
/// bytes, agreed at `initialize`. The server keeps byte offsets and converts only here.
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The first encoding in the client's `general.positionEncodings` that the server supports;
    /// UTF-16 when the client states none.
    public static func negotiate(_ offered: [String]) -> PositionEncoding {
        offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }
}

/// A zero-based line and character, as the protocol writes them.
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    var json: JSONValue { .object([("line", .int(line)), ("character", .int(character))]) }

    init(_ params: Params) throws(ResponseError) {
        line = try params.member("line").index()
        character = try params.member("character").index()
    }
}

extension SourceFile {
    /// The protocol position of a byte offset.
    public func position(of offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let at = encoding == .utf16 ? lines.utf16Location(of: offset) : lines.location(of: offset)
        return LSPPosition(line: at.line - 1, character: at.column - 1)
    }

    /// The byte offset of a protocol position. A line past the end means the end of the text; a
    /// character past the end of its line means the end of the line (as the protocol asks); a
    /// UTF-8 character inside a multi-byte scalar moves back to the scalar's start.
    public func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line < lines.lineCount else { return bytes.count }
        switch encoding {
        case .utf16:
            return lines.offset(line: position.line, utf16Column: position.character)
        case .utf8:
            let line = lines.lineRange(position.line)
            var offset = min(line.start + position.character, line.end)
            while offset > line.start && offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        }
    }

    func range(_ range: SourceRange, encoding: PositionEncoding) -> JSONValue {
        .object([
            ("start", position(of: range.start, encoding: encoding).json),
            ("end", position(of: range.end, encoding: encoding).json),
        ])
    }

    /// A protocol `Range` as byte offsets, start before end.
    func sourceRange(_ params: Params, encoding: PositionEncoding) throws(ResponseError) -> SourceRange {
        let start = offset(of: try LSPPosition(params.member("start")), encoding: encoding)
        let end = offset(of: try LSPPosition(params.member("end")), encoding: encoding)
        return SourceRange(min(start, end), max(start, end))
    }

    /// Everything: for whole-document edits.
    var wholeRange: SourceRange { SourceRange(0, bytes.count) }
}
