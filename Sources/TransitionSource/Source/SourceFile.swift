#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A span of source text as UTF-8 byte offsets, half open: `start..<end`.
///
/// Offsets are the only positions the front end stores; line and column exist only at the edges
/// (the command line, the language server), computed from a `LineTable`. Every syntax node holds
/// one, so it is stored in 32 bits per offset (8 bytes, not 16): sources are limited to 4 GiB.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var lower: UInt32
    private var upper: UInt32

    public var start: Int {
        get { Int(lower) }
        set { lower = SourceRange.offset(newValue) }
    }

    public var end: Int {
        get { Int(upper) }
        set { upper = SourceRange.offset(newValue) }
    }

    public init(_ start: Int, _ end: Int) {
        lower = SourceRange.offset(start)
        upper = SourceRange.offset(max(start, end))
    }

    private static func offset(_ value: Int) -> UInt32 {
        UInt32(clamping: value)
    }

    /// An empty range at `offset`, for a token the parser had to synthesise.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(offset, offset) }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}

/// A 1-based line and a 1-based column.
///
/// The column unit depends on who asks: UTF-8 bytes for the command line (as swiftc and clang
/// print them), UTF-16 code units for the language server.
public struct LineColumn: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Converts byte offsets to lines and columns lazily, from the offsets at which lines start.
///
/// A line ends at `\n`; a `\r` before it belongs to the line break, not to the line's text.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line, in 32 bits as every offset (`SourceRange`).
    private let starts: [UInt32]
    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 16 + 1)
        // `memchr` finds each line break with vector instructions: the table is made for every
        // file a command reads and every edit the language server receives.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(UInt32(clamping: index + 1))
                offset = index + 1
            }
        }
        self.starts = starts
        self.bytes = bytes
    }

    public var lineCount: Int { starts.count }

    @inline(__always) private func start(_ line: Int) -> Int { Int(starts[line]) }

    /// The 0-based index of the line containing `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if start(mid) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Line and 1-based UTF-8 byte column of `offset`.
    public func location(of offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(of: clamped)
        return LineColumn(line: line + 1, column: clamped - start(line) + 1)
    }

    /// Line and 1-based UTF-16 column of `offset`, for editors.
    public func utf16Location(of offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(of: clamped)
        return LineColumn(line: line + 1, column: utf16Length(from: start(line), to: clamped) + 1)
    }

    /// The byte offset of a 0-based line and 0-based UTF-16 column, clamped to the line.
    public func offset(line: Int, utf16Column: Int) -> Int {
        if line < 0 { return 0 }
        if line >= starts.count { return bytes.count }
        let end = lineContentEnd(line)
        var offset = start(line)
        var units = 0
        while offset < end && units < utf16Column {
            let (length, width) = Self.scalarShape(bytes[offset])
            units += width
            offset += length
        }
        return min(offset, end)
    }

    /// The byte range of a 0-based line's text, without its line break.
    public func lineRange(_ line: Int) -> SourceRange {
        SourceRange(start(line), lineContentEnd(line))
    }

    private func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = start(line + 1) - 1  // the "\n"
        if end > start(line) && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    private func utf16Length(from start: Int, to end: Int) -> Int {
        var units = 0
        var i = start
        while i < end {
            let (length, width) = Self.scalarShape(bytes[i])
            units += width
            i += length
        }
        return units
    }

    /// Byte length and UTF-16 width of the scalar whose lead byte is `lead`.
    /// Invalid bytes count as one byte, one unit (they are rendered as U+FFFD).
    private static func scalarShape(_ lead: UInt8) -> (Int, Int) {
        switch lead {
        case 0xF0...0xF4: return (4, 2)
        case 0xE0...0xEF: return (3, 1)
        case 0xC2...0xDF: return (2, 1)
        default: return (1, 1)
        }
    }
}

/// One source text: its name as the user gave it, its bytes and its line table.
public struct SourceFile: Sendable {
    /// What diagnostics print: the path as given on the command line, `<stdin>`, or a URI's path.
    public let path: String
    public let bytes: [UInt8]
    public let lines: LineTable

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The source text in `range`, with invalid UTF-8 repaired.
    public func text(_ range: SourceRange) -> String { SourceFile.text(range, in: bytes) }

    /// The text of `range` in `bytes`, clamped to them, with invalid UTF-8 repaired: the one
    /// reading of source text for the file, its syntax tree and the parser's messages.
    public static func text(_ range: SourceRange, in bytes: [UInt8]) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
