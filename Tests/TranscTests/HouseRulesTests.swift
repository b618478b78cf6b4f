import Foundation
import XCTest

/// The house rules of `Sources/` that a scan can check, so that they stay true.
///
/// **No `default:` in a switch over a model enum.** A new case of the model must be a compile error
/// at every switch over it, not a silent fall into a catch-all. A *model enum* is an enum with cases
/// declared in the folders and files that hold the language's and the core's data:
/// `Sources/TransitionCore`, `Sources/TransitionModel/Model`, `…/Plan`, `…/Syntax/AST.swift`,
/// `…/Syntax/SyntaxTree.swift`, `…/Diagnostics/DiagnosticCode.swift` and the runtime's trace
/// (`Sources/TransitionRuntime/Trace.swift`); the scan reads their `enum X { case … }` declarations.
/// A switch in `Sources/` (outside comments and string literals: the emitter writes Swift, the preview
/// JavaScript) is over a model enum when
/// - it switches over `self` inside a model enum (or an extension of one), or
/// - its case patterns, or the patterns in one position of a tuple pattern `(p0, p1, …)`, name
///   cases (`.name`, `.name(…)`) all of which one model enum has, and which are not all cases of
///   the lexer's `TokenKind`.
///
/// Legitimate, and not counted: switches over strings, characters, bytes and numbers (their patterns
/// are literals), over the lexer's token kinds (a parser or printer looks at a few of 40 kinds), over
/// enums that are not the model's (JSON values, the protocol's messages, command-line options), over
/// `self` in a struct whose values are static members (`Dimension`, `TimingCurve`: such a switch
/// cannot be exhaustive). A tuple switch over model enums states its mismatches exhaustively
/// (`case (.a, _), (.b, _): …`), so a new case is a compile error there too. The scan goes by case
/// names, not types: a switch over another enum whose cases are all spelt as a model enum's (the
/// language server's `Block`: `.navigation`, `.scenario`) counts too, and lists its cases as well.
/// There is no allow-list.
///
/// **No line of `Sources/` is longer than `maximumLineLength` characters.** A long message is a
/// multi-line string literal whose lines end in `\` (joined without a line break); the generated
/// `DiagnosticHelp.swift` is written that way by its script.
final class HouseRulesTests: XCTestCase {
    static let modelPlaces = [
        "Sources/TransitionCore/",
        "Sources/TransitionModel/Model/",
        "Sources/TransitionModel/Plan/",
        "Sources/TransitionSyntax/Syntax/AST.swift",
        "Sources/TransitionSyntax/Syntax/SyntaxTree.swift",
        "Sources/TransitionSource/Diagnostics/DiagnosticCode.swift",
        "Sources/TransitionRuntime/Trace.swift",
    ]
    static let tokenKindFile = "Sources/TransitionSyntax/Syntax/Token.swift"
    static let maximumLineLength = 200

    func testNoSwitchOverAModelEnumHasADefault() throws {
        let files = try Self.sources()
        XCTAssertGreaterThan(files.count, 100, "the scan found the sources")
        var model: [String: Set<String>] = [:]
        for (path, text) in files where Self.modelPlaces.contains(where: { path.hasPrefix($0) }) {
            for declaration in SwitchScanner.enums(in: text) where !declaration.cases.isEmpty {
                model[declaration.name, default: []].formUnion(declaration.cases)
            }
        }
        XCTAssertNotNil(model["Declaration"], "the scan read the AST's enums")
        XCTAssertNotNil(model["AnimatableValue"], "the scan read the core's enums")
        let tokenKinds = files.first { $0.path == Self.tokenKindFile }.map { SwitchScanner.enums(in: $0.text).flatMap(\.cases) } ?? []
        XCTAssertTrue(tokenKinds.contains("identifier"), "the scan read the token kinds")
        var problems: [String] = []
        for (path, text) in files {
            for found in SwitchScanner.defaultedSwitches(in: text) {
                if let over = SwitchScanner.modelEnum(of: found, model: model, tokenKinds: Set(tokenKinds)) {
                    problems.append("\(path):\(found.line): switch \(found.subject) over \(over) has a default:")
                }
            }
        }
        XCTAssertEqual(problems, [], "list every case, so that a new case of the model is a compile error here")
    }

    func testTheScannerFindsADefaultOverAModelEnum() {
        let model: [String: Set<String>] = ["Kind": ["place", "tap", "drag"], "Value": ["scalar", "rect"]]
        let source = #"""
        func f(step: Step, a: Value, b: Value) {
            switch step.kind {
            case let .place(name): print(name) // default: in a comment
            case .tap:
                if case .drag = step.kind { print("default:") }
            default: break
            }
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): print(x, y)
            default: break
            }
            switch step.kind {
            case .place, .tap, .drag: break
            }
            switch name {
            case "place": break
            default: break
            }
            switch token.kind {
            case .identifier: break
            default: break
            }
        }
        extension Value {
            var isScalar: Bool {
                switch self {
                case .scalar: true
                default: false
                }
            }
        }
        let emitted = """
            switch recognizer.state {
            case .tap: break
            default: break
            }
            """
        """#
        let model2 = model.merging(["Other": ["identifier", "number"]]) { $1 }
        let found = SwitchScanner.defaultedSwitches(in: source).compactMap { s in
            SwitchScanner.modelEnum(of: s, model: model2, tokenKinds: ["identifier", "number", "comma"]).map { "\(s.line) \($0)" }
        }
        XCTAssertEqual(found, ["2 Kind", "8 Value", "26 Value"])
    }

    /// The owners of spellings (`ownedSpellings`): an enum whose case names are words of the
    /// language, and the file that declares it.
    static let spellingOwners: [(file: String, enumName: String)] = [
        ("Sources/TransitionModel/Model/AnimatedProperty.swift", "AnimatedProperty"),
        ("Sources/TransitionModel/Model/GestureKind.swift", "Keyword"),
        ("Sources/TransitionCore/AnimatableValue.swift", "Property"),
        ("Sources/TransitionModel/Model/ElementSetting.swift", "ElementSetting"),
    ]

    /// The same letters meaning another thing, each with what it means there. An allowance no
    /// literal uses fails the test, so the list cannot go stale.
    static let otherMeanings: [String: [String: String]] = [
        "Sources/TransitionRuntime/TraceTextRenderer.swift": ["alpha": "a colour's component, as UIColor's getRed(_:green:blue:alpha:) names it"],
    ]

    /// **No string literal spells an owner's word outside its owner.** `"cornerRadius"` in a checker
    /// rule or `"pinch"` in a completion list is a site a new case slips past; such code reads the
    /// owner (`AnimatedProperty.cornerRadius.rawValue`, `GestureKind.Keyword.words`). A word two owners
    /// spell (the model's `AnimatedProperty` and the core's `Property`) may be spelt in either file.
    func testNoStringLiteralSpellsAnOwnersWordOutsideItsOwner() throws {
        let files = try Self.sources()
        var owners: [String: Set<String>] = [:]
        for owner in Self.spellingOwners {
            let text = try XCTUnwrap(files.first { $0.path == owner.file }?.text, owner.file)
            let cases = try XCTUnwrap(SwitchScanner.enums(in: text).first { $0.name == owner.enumName }?.cases, owner.enumName)
            for word in cases { owners[word, default: []].insert(owner.file) }
        }
        XCTAssertNotNil(owners["cornerRadius"], "the scan read the properties")
        XCTAssertNotNil(owners["pinch"], "the scan read the gesture keywords")
        var problems: [String] = []
        var used: Set<String> = []
        for (path, text) in files {
            for found in SwitchScanner.stringLiterals(in: text) {
                if Self.otherMeanings[path]?[found.text] != nil {
                    used.insert(path + " " + found.text)
                } else if let files = owners[found.text], !files.contains(path) {
                    problems.append("\(path):\(found.line): \"\(found.text)\" is spelt by \(files.sorted().joined(separator: " and "))")
                }
            }
        }
        XCTAssertEqual(problems, [], "read the word from its owner")
        let allowed = Self.otherMeanings.flatMap { path, words in words.keys.map { path + " " + $0 } }
        XCTAssertEqual(Set(allowed).subtracting(used), [], "an allowance no literal uses")
    }

    func testTheScannerFindsStringLiterals() {
        let source = #"""
        let a = "frame" // "alpha" in a comment
        let b = "x\(y)", c = #"raw"#
        let d = """
            "cornerRadius"
            """
        """#
        XCTAssertEqual(SwitchScanner.stringLiterals(in: source).map { "\($0.line) \($0.text)" }, ["1 frame", "2 raw"])
    }

    func testNoLineOfTheSourcesIsLongerThanTheLimit() throws {
        var problems: [String] = []
        for (path, text) in try Self.sources() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > Self.maximumLineLength {
                problems.append("\(path):\(number + 1): \(line.count) characters")
            }
        }
        XCTAssertEqual(problems, [], "wrap lines longer than \(Self.maximumLineLength) characters")
    }

    /// **A code is reported at the severity docs/diagnostics.md gives it.** The table is where a
    /// code's severity is declared (`error`, `warning`, or `error / warning` for the few that are
    /// either, by the value); every site in `Sources/` that reports a code by name, `error(.code`
    /// or `warning(.code`, must use a severity its row allows.
    func testEveryCodeIsReportedAtTheSeverityItsRowDeclares() throws {
        let codes = try Self.diagnosticCodes()
        let docs = try String(contentsOf: Transc.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        var declared: [String: String] = [:]
        for line in docs.split(separator: "\n") where line.hasPrefix("| T") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count > 1 { declared[cells[0]] = cells[1] }
        }
        let site = try NSRegularExpression(pattern: #"\b(error|warning)\(\s*\.([A-Za-z]+)\b"#)
        var problems: [String] = [], sites = 0
        for (path, text) in try Self.sources() {
            let code = String(decoding: SwitchScanner.blanked(text), as: UTF8.self)
            for match in site.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let severity = Range(match.range(at: 1), in: code).map({ String(code[$0]) }),
                      let name = Range(match.range(at: 2), in: code).map({ String(code[$0]) }),
                      let raw = codes[name] else { continue }
                sites += 1
                let line = code[..<code.index(code.startIndex, offsetBy: match.range.location)].count { $0 == "\n" } + 1
                guard let allowed = declared[raw] else { problems.append("\(path):\(line): \(raw) has no row in docs/diagnostics.md"); continue }
                if !allowed.contains(severity) { problems.append("\(path):\(line): \(raw) reported as \(severity), declared '\(allowed)'") }
            }
        }
        XCTAssertGreaterThan(sites, 200, "the scan found the sites that report a code")
        XCTAssertEqual(problems, [], "report each code at the severity its row of docs/diagnostics.md declares, or change the row")
    }

    /// `DiagnosticCode`'s cases: name to code.
    static func diagnosticCodes() throws -> [String: String] {
        let text = try String(contentsOf: Transc.root.appendingPathComponent("Sources/TransitionSource/Diagnostics/DiagnosticCode.swift"), encoding: .utf8)
        let declaration = try NSRegularExpression(pattern: #"case ([A-Za-z]+) = "(T[0-9]{4})""#)
        var codes: [String: String] = [:]
        for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            codes[String(text[Range(match.range(at: 1), in: text)!])] = String(text[Range(match.range(at: 2), in: text)!])
        }
        return codes
    }

    /// Every Swift file under `Sources/`, by path relative to the package.
    static func sources() throws -> [(path: String, text: String)] {
        let base = Transc.root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(Transc.root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }
}

/// Reads switches and enum declarations out of Swift source with comments and string literals
/// blanked: enough of the language for the house rules, not a parser.
enum SwitchScanner {
    struct Switch {
        var line: Int
        var subject: String
        /// The innermost type declaration around the switch (`enum X`, `struct X`, `extension X`).
        var enclosingType: String?
        /// Each case label's patterns, as written.
        var patterns: [String]
    }

    /// The switches with a `default:` label of their own.
    static func defaultedSwitches(in text: String) -> [Switch] {
        let code = blanked(text)
        let braces = matchingBraces(code)
        let types = typeBodies(code, braces: braces)
        var found: [Switch] = []
        var index = 0
        while let start = nextWord("switch", in: code, from: index) {
            index = start + 6
            guard let open = subjectEnd(code, from: index), let close = braces[open] else { continue }
            let subject = String(decoding: code[index..<open], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            var patterns: [String] = []
            var hasDefault = false
            for label in labels(code, from: open + 1, to: close) {
                if let pattern = label { patterns.append(pattern) } else { hasDefault = true }
            }
            guard hasDefault else { continue }
            let enclosing = types.last { $0.open < start && start < $0.close }?.name
            found.append(Switch(line: line(of: start, in: code), subject: subject, enclosingType: enclosing, patterns: patterns))
        }
        return found
    }

    /// The model enum a defaulted switch is over, if it is over one.
    static func modelEnum(of s: Switch, model: [String: Set<String>], tokenKinds: Set<String>) -> String? {
        if s.subject == "self" {
            return s.enclosingType.flatMap { model[$0] != nil ? $0 : nil }
        }
        var positions: [Int: Set<String>] = [:]
        for label in s.patterns {
            for pattern in split(label, at: ",") {
                let body = split(pattern, at: " where ").first ?? pattern
                let stripped = strippingBinding(body)
                if stripped.hasPrefix("("), stripped.hasSuffix(")") {
                    for (position, element) in split(String(stripped.dropFirst().dropLast()), at: ",").enumerated() {
                        if let name = caseName(strippingBinding(element)) { positions[position, default: []].insert(name) }
                    }
                } else if let name = caseName(stripped) {
                    positions[0, default: []].insert(name)
                }
            }
        }
        for position in positions.keys.sorted() {
            let names = positions[position]!
            if names.isSubset(of: tokenKinds) { continue }
            if let owner = model.keys.sorted().first(where: { names.isSubset(of: model[$0]!) }) { return owner }
        }
        return nil
    }

    /// The enums a source declares, by simple name, with the cases declared directly in each.
    static func enums(in text: String) -> [(name: String, cases: Set<String>)] {
        let code = blanked(text)
        let braces = matchingBraces(code)
        return typeBodies(code, braces: braces).filter(\.isEnum).map { body in
            var cases: Set<String> = []
            var depth = 0
            var index = body.open + 1
            while index < body.close {
                let byte = code[index]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth -= 1 }
                if depth == 0, isWordStart(code, index, "case") {
                    var end = index + 4
                    while end < body.close, code[end] != 0x0A, code[end] != UInt8(ascii: ";"), code[end] != UInt8(ascii: "}") { end += 1 }
                    let declaration = String(decoding: code[(index + 4)..<end], as: UTF8.self)
                    for item in split(declaration, at: ",") {
                        let name = item.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
                        if !name.isEmpty { cases.insert(String(name).trimmingCharacters(in: CharacterSet(charactersIn: "`"))) }
                    }
                    index = end
                    continue
                }
                index += 1
            }
            return (body.name, cases)
        }
    }

    // MARK: - Reading

    /// The source's bytes with every comment and string literal turned into spaces (line breaks kept).
    static func blanked(_ text: String) -> [UInt8] { blanked(text) { _, _ in } }

    /// The one-line string literals of a source without interpolation, by line, as their text.
    static func stringLiterals(in text: String) -> [(line: Int, text: String)] {
        let original = Array(text.utf8)
        var found: [(line: Int, text: String)] = []
        _ = blanked(text) { range, hashes in
            let quote = UInt8(ascii: "\"")
            let body = (range.lowerBound + hashes + 1)..<(range.upperBound - hashes - 1)
            guard body.lowerBound <= body.upperBound, original[range.lowerBound + hashes] == quote, original[range.upperBound - hashes - 1] == quote,
                  !original[body].contains(0x0A), !original[body].contains(UInt8(ascii: "\\")) else { return }
            found.append((line(of: range.lowerBound, in: original), String(decoding: original[body], as: UTF8.self)))
        }
        return found
    }

    /// `blanked`, telling `literal` each string literal's range and its delimiter's hashes.
    private static func blanked(_ text: String, literal: (Range<Int>, Int) -> Void) -> [UInt8] {
        var bytes = Array(text.utf8)
        var index = 0
        func blank(_ range: Range<Int>) {
            for i in range where bytes[i] != 0x0A { bytes[i] = 0x20 }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                let start = index
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                blank(start..<index)
                continue
            }
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                let start = index
                var depth = 0
                repeat {
                    let b = bytes[index], n = index + 1 < bytes.count ? bytes[index + 1] : 0
                    if b == UInt8(ascii: "/") && n == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if b == UInt8(ascii: "*") && n == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    index += 1
                } while depth > 0 && index < bytes.count
                blank(start..<min(index, bytes.count))
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if index + hashes < bytes.count && bytes[index + hashes] == UInt8(ascii: "\"") {
                    let start = index
                    index += hashes
                    _ = PlatformNameScanner.skipString(bytes, &index, hashes: hashes)
                    literal(start..<min(index, bytes.count), hashes)
                    blank(start..<min(index, bytes.count))
                    continue
                }
            }
            index += 1
        }
        return bytes
    }

    /// For each `{`, the offset of its `}`.
    static func matchingBraces(_ code: [UInt8]) -> [Int: Int] {
        var open: [Int] = []
        var pairs: [Int: Int] = [:]
        for (index, byte) in code.enumerated() {
            if byte == UInt8(ascii: "{") { open.append(index) }
            if byte == UInt8(ascii: "}"), let start = open.popLast() { pairs[start] = index }
        }
        return pairs
    }

    /// The bodies of `enum`, `struct`, `class`, `actor` and `extension` declarations, outermost first.
    static func typeBodies(_ code: [UInt8], braces: [Int: Int]) -> [(name: String, isEnum: Bool, open: Int, close: Int)] {
        var bodies: [(String, Bool, Int, Int)] = []
        for keyword in ["enum", "struct", "class", "actor", "extension"] {
            var index = 0
            while let start = nextWord(keyword, in: code, from: index) {
                index = start + keyword.utf8.count
                var name = index
                while name < code.count, code[name] == 0x20 { name += 1 }
                var end = name
                while end < code.count, isIdentifierByte(code[end]) || code[end] == UInt8(ascii: ".") { end += 1 }
                guard end > name else { continue }
                var open = end
                while open < code.count, code[open] != UInt8(ascii: "{"), code[open] != UInt8(ascii: "}"), code[open] != UInt8(ascii: ";") { open += 1 }
                guard open < code.count, code[open] == UInt8(ascii: "{"), let close = braces[open] else { continue }
                let qualified = String(decoding: code[name..<end], as: UTF8.self)
                bodies.append((String(qualified.split(separator: ".").last ?? ""), keyword == "enum", open, close))
            }
        }
        return bodies.sorted { $0.2 < $1.2 }.map { (name: $0.0, isEnum: $0.1, open: $0.2, close: $0.3) }
    }

    /// The `{` that opens a switch's body: the first one outside parentheses and brackets.
    private static func subjectEnd(_ code: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return index
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The labels of a switch body that begin a line at its own nesting level: a case label's
    /// patterns, or nil for `default:`.
    private static func labels(_ code: [UInt8], from start: Int, to end: Int) -> [String?] {
        var labels: [String?] = []
        var depth = 0
        var index = start
        var lineStart = true
        while index < end {
            let byte = code[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 { index += 1; continue }
            defer { lineStart = false }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 && lineStart {
                if isWordStart(code, index, "default") {
                    var colon = index + 7
                    while colon < end, code[colon] == 0x20 { colon += 1 }
                    if colon < end, code[colon] == UInt8(ascii: ":") { labels.append(nil) }
                } else if isWordStart(code, index, "case") {
                    var colon = index + 4
                    var nesting = 0
                    while colon < end {
                        let c = code[colon]
                        if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { nesting += 1 }
                        if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { nesting -= 1 }
                        if c == UInt8(ascii: ":") && nesting == 0 { break }
                        colon += 1
                    }
                    labels.append(String(decoding: code[(index + 4)..<colon], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                    index = colon
                    continue
                }
            }
            index += 1
        }
        return labels
    }

    private static func caseName(_ pattern: String) -> String? {
        guard pattern.hasPrefix("."), let first = pattern.dropFirst().first, first.isLetter || first == "_" else { return nil }
        return String(pattern.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func strippingBinding(_ pattern: String) -> String {
        var text = pattern.trimmingCharacters(in: .whitespacesAndNewlines)
        for binding in ["let ", "var "] where text.hasPrefix(binding) { text = String(text.dropFirst(binding.count)).trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// Splits at a separator outside parentheses and brackets.
    private static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var rest = Substring(text)
        while let character = rest.first {
            if depth == 0 && rest.hasPrefix(separator) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
                continue
            }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            current.append(character)
            rest = rest.dropFirst()
        }
        parts.append(current)
        return parts
    }

    private static func nextWord(_ word: String, in code: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < code.count {
            if isWordStart(code, index, word) { return index }
            index += 1
        }
        return nil
    }

    private static func isWordStart(_ code: [UInt8], _ index: Int, _ word: String) -> Bool {
        let bytes = word.utf8
        guard index + bytes.count <= code.count, code[index] == bytes.first,
              code[index..<(index + bytes.count)].elementsEqual(bytes) else { return false }
        if index > 0 && (isIdentifierByte(code[index - 1]) || code[index - 1] == UInt8(ascii: ".")) { return false }
        return index + bytes.count == code.count || !isIdentifierByte(code[index + bytes.count])
    }

    private static func line(of offset: Int, in code: [UInt8]) -> Int {
        var line = 1
        for index in 0..<offset where code[index] == 0x0A { line += 1 }
        return line
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}
