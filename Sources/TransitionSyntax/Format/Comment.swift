import TransitionSource
import TransitionModel
/// A comment found in a token's leading trivia, with how it sat in the source: whether a line break
/// came before it decides whether it keeps a line of its own or trails the code before it.
struct Comment: Equatable {
    /// The comment as it will be printed: `\r\n` becomes `\n`, trailing spaces of each line go.
    var text: String
    /// `// …` (which ends the line) rather than `/* … */`.
    var isLine: Bool
    /// Line breaks between the previous token or comment and this comment.
    var newlinesBefore: Int

    /// The comments in `bytes[range]` (a token's trivia), and the line breaks after the last one.
    /// The lexer has already checked the trivia: it holds only whitespace, comments and a leading
    /// byte-order mark, which the formatter drops.
    static func scan(_ bytes: [UInt8], _ range: SourceRange) -> (comments: [Comment], newlinesAfter: Int) {
        var comments: [Comment] = []
        var newlines = 0
        var position = range.start
        if position == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while position < range.end {
            let byte = bytes[position]
            let next = position + 1 < range.end ? bytes[position + 1] : 0
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                let start = position
                while position < range.end && bytes[position] != 0x0A { position += 1 }
                let text = trimmingTrailingWhitespace(bytes[start..<position])
                comments.append(Comment(text: text, isLine: true, newlinesBefore: newlines))
                newlines = 0
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                let start = position
                position = blockCommentEnd(bytes, from: position, limit: range.end)
                let lines = splitLines(bytes[start..<position]).map(trimmingTrailingWhitespace)
                comments.append(Comment(text: lines.joined(separator: "\n"), isLine: false, newlinesBefore: newlines))
                newlines = 0
            } else {
                if byte == 0x0A { newlines += 1 }
                position += 1
            }
        }
        return (comments, newlines)
    }

    /// The offset just past the `*/` that closes the (nesting) block comment at `start`.
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var position = start + 2
        var depth = 1
        while position < limit && depth > 0 {
            let pair = (bytes[position], position + 1 < limit ? bytes[position + 1] : 0)
            if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                depth -= 1
                position += 2
            } else if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
                depth += 1
                position += 2
            } else {
                position += 1
            }
        }
        return position
    }

    private static func splitLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    /// Drops spaces, tabs and carriage returns at the end of a line.
    private static func trimmingTrailingWhitespace(_ line: ArraySlice<UInt8>) -> String {
        var end = line.endIndex
        while end > line.startIndex && [0x20, 0x09, 0x0D, 0x0B, 0x0C].contains(line[end - 1]) { end -= 1 }
        return String(decoding: line[line.startIndex..<end], as: UTF8.self)
    }
}
