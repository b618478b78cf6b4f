import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The TextMate grammar in editors/ follows the lexer and checker: every reserved word,
/// contextual keyword, curve name and animated property is highlighted, and every pattern
/// compiles. A word added to the language without the grammar fails here.
final class EditorGrammarTests: XCTestCase {
    /// One rule of the grammar: its scope name and regular expressions.
    private struct Rule {
        var name: String?
        var match: String?
        var begin: String?
        var end: String?
    }

    private func grammar() throws -> [String: Any] {
        let url = repositoryRoot.appendingPathComponent("editors/transition.tmLanguage.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try XCTUnwrap(object as? [String: Any])
    }

    /// Every rule at any depth: top-level patterns, the repository, nested patterns.
    private func rules() throws -> [Rule] {
        var found: [Rule] = []
        var pending: [Any] = [try grammar()]
        while let next = pending.popLast() {
            if let list = next as? [Any] {
                pending += list
            } else if let dictionary = next as? [String: Any] {
                if dictionary["match"] != nil || dictionary["begin"] != nil {
                    found.append(Rule(
                        name: dictionary["name"] as? String, match: dictionary["match"] as? String,
                        begin: dictionary["begin"] as? String, end: dictionary["end"] as? String
                    ))
                }
                pending += Array(dictionary.values)
            }
        }
        return found
    }

    /// Whether some `match` rule with a scope starting with one of `scopes` matches exactly `word`,
    /// alone or where it stands in `context` (for rules that look around the word).
    private func highlights(_ word: String, within context: String? = nil, as scopes: [String], in rules: [Rule]) throws -> Bool {
        let text = context ?? word
        let target = try XCTUnwrap(text.range(of: word).map { NSRange($0, in: text) })
        for rule in rules {
            guard let name = rule.name, scopes.contains(where: { name.hasPrefix($0) }), let pattern = rule.match else { continue }
            let regex = try NSRegularExpression(pattern: pattern)
            let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if matches.contains(where: { $0.range == target }) { return true }
        }
        return false
    }

    func testScopeAndFileType() throws {
        let grammar = try grammar()
        XCTAssertEqual(grammar["scopeName"] as? String, "source.transition")
        XCTAssertEqual(grammar["fileTypes"] as? [String], ["transition"])
    }

    func testEveryPatternCompiles() throws {
        let rules = try rules()
        XCTAssertGreaterThan(rules.count, 20)
        for rule in rules {
            for pattern in [rule.match, rule.begin, rule.end].compactMap({ $0 }) {
                XCTAssertNoThrow(try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]), pattern)
            }
        }
    }

    func testEveryReservedWordIsHighlighted() throws {
        let rules = try rules()
        for word in TokenKind.reservedWords.keys.sorted() {
            XCTAssertTrue(
                try highlights(word, as: ["storage.type", "keyword", "constant.language"], in: rules),
                "reserved word '\(word)' is missing from editors/transition.tmLanguage.json"
            )
        }
    }

    func testEveryContextualKeywordIsHighlighted() throws {
        let rules = try rules()
        for word in TokenKind.contextualKeywords {
            XCTAssertTrue(
                try highlights(word, as: ["keyword.other.contextual"], in: rules),
                "contextual keyword '\(word)' is missing from editors/transition.tmLanguage.json"
            )
        }
    }

    func testCurvesAndPropertiesAreHighlighted() throws {
        let rules = try rules()
        for curve in Curve.words {
            XCTAssertTrue(try highlights(curve, as: ["support.function.curve"], in: rules), curve)
        }
        for property in AnimatedProperty.allCases.map(\.rawValue) {
            XCTAssertTrue(try highlights(property, within: "to.\(property): a -> b", as: ["variable.other.property"], in: rules), property)
            XCTAssertTrue(try highlights(property, within: "\(property): a -> b", as: ["variable.other.property"], in: rules), property)
        }
        // An element's block: its settings are properties, `rect` a function.
        for setting in ElementSetting.allCases.map(\.rawValue) {
            XCTAssertTrue(try highlights(setting, within: "{ \(setting): 8 }", as: ["variable.other.property"], in: rules), setting)
        }
        XCTAssertTrue(try highlights(ElementSetting.rectFunction, within: "frame: rect(16, 120, 100, 100)", as: ["support.function.geometry"], in: rules))
        // A shadow's offset, `size(w, h)`, is its regular sibling.
        XCTAssertTrue(try highlights(AnimatedProperty.sizeFunction, within: "to.shadowOffset: size(0, 2) -> size(0, 12)", as: ["support.function.geometry"], in: rules))
    }

    /// The gesture rule lists exactly the spelling table's keywords (`GestureKind.Keyword`), and
    /// highlights each of them as a gesture kind written in a declaration.
    func testGestureKeywordsAreTheSpellingTables() throws {
        let rules = try rules()
        let gestureRules = rules.filter { $0.name?.hasPrefix("support.type.gesture") == true }
        XCTAssertEqual(gestureRules.count, 1)
        let pattern = try XCTUnwrap(gestureRules.first?.match)
        let alternatives = try XCTUnwrap(pattern.range(of: "(?:").flatMap { open in
            pattern[open.upperBound...].range(of: ")").map { pattern[open.upperBound ..< $0.lowerBound] }
        }, pattern)
        XCTAssertEqual(Set(alternatives.split(separator: "|").map(String.init)), Set(GestureKind.Keyword.words),
                       "the gesture keywords in editors/transition.tmLanguage.json are not GestureKind.Keyword's")
        for kind in GestureKind.allCases {
            let line = "gesture back: \(kind.spelling) on Detail drives pop"
            XCTAssertTrue(try highlights(kind.keyword.rawValue, within: line, as: ["support.type.gesture"], in: rules), kind.spelling)
        }
    }

    func testNumbersCarryTheirUnits() throws {
        let rule = try XCTUnwrap(try rules().first { $0.match?.contains("ms|s|deg|rad|pt") == true })
        let regex = try NSRegularExpression(pattern: try XCTUnwrap(rule.match))
        for (text, number, unit) in [("0.5s", "0.5", "s"), ("300ms", "300", "ms"), ("90deg", "90", "deg"), ("1e-3", "1e-3", ""), ("1_000pt", "1_000", "pt")] {
            let match = try XCTUnwrap(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), text)
            XCTAssertEqual(Range(match.range(at: 1), in: text).map { String(text[$0]) }, number, text)
            XCTAssertEqual(Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? "", unit, text)
        }
        // Digits inside a name are not a number.
        XCTAssertNil(regex.firstMatch(in: "A0", range: NSRange(location: 0, length: 2)))
    }
}
