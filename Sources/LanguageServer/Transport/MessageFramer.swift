/// Splits the byte stream a client writes into LSP messages, each a header block
/// (`Content-Length: N\r\n`, other headers ignored, then `\r\n`) followed by exactly N bytes of
/// JSON.
///
/// Bytes arrive in arbitrary pieces: a message may be split across reads and one read may carry
/// several messages. Broken input never stops the stream: a header block without a usable
/// `Content-Length` is dropped and reading resumes at the next `Content-Length` header. So is a
/// `Content-Length` larger than `maximumContentLength` (64 MiB): its body is neither buffered nor
/// counted off (a length of 10^12 would otherwise swallow the session), and the server answers
/// it with an error, since the request it may have carried will never be answered otherwise.
public struct MessageFramer: Sendable {
    /// What one call to `feed` found, in stream order.
    public enum Event: Equatable, Sendable {
        /// A complete body.
        case message([UInt8])
        /// Input that had to be dropped, and why (for the log).
        case error(String)
        /// A header block whose `Content-Length` is over the limit, and why: the server answers
        /// it with a parse error (id null), as it cannot know the request's id.
        case refused(String)
    }

    /// Bodies larger than this are refused: no editor sends a 64 MiB document.
    public static let maximumContentLength = 64 * 1024 * 1024
    /// A header block longer than this is garbage, not headers.
    public static let maximumHeaderLength = 16 * 1024

    private var buffer: [UInt8] = []
    /// The length of the body whose header block has been consumed from `buffer`.
    private var pendingBodyLength: Int?
    /// Set after a broken header block: discard input up to the next `Content-Length`.
    private var resynchronizing = false

    public init() {}

    /// Consumes `bytes` and returns every message and error they complete.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Event] {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        var position = 0
        // An empty body completes with no bytes left to read.
        while position < buffer.count || pendingBodyLength == 0 {
            if resynchronizing {
                guard let next = Self.find(Self.contentLengthName, in: buffer, from: position, caseInsensitive: true) else {
                    // Keep a tail that could be the start of a header split across reads.
                    position = max(position, buffer.count - (Self.contentLengthName.count - 1))
                    break
                }
                position = next
                resynchronizing = false
            }
            if let length = pendingBodyLength {
                guard buffer.count - position >= length else { break }
                events.append(.message(Array(buffer[position..<position + length])))
                position += length
                pendingBodyLength = nil
                continue
            }
            guard let headerEnd = Self.find(Self.headerTerminator, in: buffer, from: position, caseInsensitive: false) else {
                if buffer.count - position > Self.maximumHeaderLength {
                    events.append(.error("dropped \(buffer.count - position) bytes with no end of headers"))
                    resynchronizing = true
                    position += 1
                    continue
                }
                break
            }
            let header = buffer[position..<headerEnd]
            switch Self.contentLength(in: header) {
            case let .success(length) where length > Self.maximumContentLength:
                events.append(.refused("Content-Length \(length) is more than the limit of \(Self.maximumContentLength) bytes (64 MiB); the message was dropped"))
                position = headerEnd + Self.headerTerminator.count
                resynchronizing = true
            case let .success(length):
                position = headerEnd + Self.headerTerminator.count
                pendingBodyLength = length
            case let .failure(problem):
                events.append(.error("dropped a header block: \(problem.reason)"))
                resynchronizing = true
                position += 1
            }
        }
        buffer.removeFirst(min(position, buffer.count))
        return events
    }

    /// The header block and body of one outgoing message.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    // MARK: - Headers

    struct HeaderProblem: Error {
        let reason: String
    }

    private static let headerTerminator = Array("\r\n\r\n".utf8)
    private static let contentLengthName = Array("content-length".utf8)

    /// The value of the `Content-Length` header; every other header is ignored.
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var found: Int?
        for line in header.split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard let colon = trimmed.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: trimmed[..<colon], as: UTF8.self).trimmingSpaces().lowercased()
            guard name == "content-length" else { continue }
            let value = String(decoding: trimmed[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            guard !value.isEmpty, value.count <= 12, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let length = Int(value) else {
                return .failure(HeaderProblem(reason: "Content-Length '\(value.prefix(40))' is not a byte count"))
            }
            found = length
        }
        guard let found else { return .failure(HeaderProblem(reason: "no Content-Length header")) }
        return .success(found)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, caseInsensitive: Bool) -> Int? {
        guard let first = needle.first, haystack.count - start >= needle.count else { return nil }
        var i = start
        let last = haystack.count - needle.count
        while i <= last {
            let byte = caseInsensitive ? lowercase(haystack[i]) : haystack[i]
            if byte == first {
                var j = 1
                while j < needle.count && (caseInsensitive ? lowercase(haystack[i + j]) : haystack[i + j]) == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (header values).
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
