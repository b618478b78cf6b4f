@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Every comment in `bytes`, found with the lexer's trivia, with `\r\n` as `\n` and trailing
/// whitespace of each line removed (the only changes the formatter makes inside a comment).
func commentTexts(in bytes: [UInt8]) -> [String] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var found: [String] = []
    for token in Lexer.tokenize(bytes).tokens {
        var i = token.triviaStart
        while i + 1 < token.start {
            guard bytes[i] == slash, bytes[i + 1] == slash || bytes[i + 1] == star else {
                i += 1
                continue
            }
            let start = i
            if bytes[i + 1] == slash {
                while i < token.start && bytes[i] != 0x0A { i += 1 }
            } else {
                var depth = 0
                repeat {
                    if bytes[i] == slash && bytes[i + 1] == star {
                        depth += 1
                        i += 2
                    } else if bytes[i] == star && bytes[i + 1] == slash {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while depth > 0 && i + 1 < token.start
            }
            let lines = bytes[start..<i].split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                String(decoding: line.reversed().drop { [0x20, 0x09, 0x0D].contains($0) }.reversed(), as: UTF8.self)
            }
            found.append(lines.joined(separator: "\n"))
        }
    }
    return found
}
