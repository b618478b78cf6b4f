import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `GestureKind` owns its spellings: every kind it lists reads back from its keyword and argument,
/// and the checker turns each spelling into that kind with the rules the table calls usual.
final class GestureKindTests: XCTestCase {
    func testEverySpellingReadsBackAsItsKind() {
        let kinds = GestureKind.allCases
        XCTAssertEqual(kinds.count, ScreenEdge.allCases.count + 1 + PanDirection.allCases.count + 1)
        XCTAssertEqual(Set(kinds.map(\.spelling)).count, kinds.count)
        for kind in kinds {
            XCTAssertEqual(GestureKind.Keyword(rawValue: kind.keyword.rawValue)?.kind(kind.argument), kind, kind.spelling)
        }
        XCTAssertEqual(kinds.map(\.spelling).prefix(2), ["edgePan(left)", "edgePan(right)"])
        XCTAssertTrue(kinds.map(\.spelling).contains("pan"))
        XCTAssertNil(GestureKind.Keyword.edgePan.kind(nil))
        XCTAssertNil(GestureKind.Keyword.pinch.kind("left"))
    }

    func testTheCheckerReadsEveryKindWithItsUsualRules() {
        for kind in GestureKind.allCases {
            let rules = kind.usualRules
            let text = """
            navigation App {
                screen Home: HomeViewController
                screen Detail: DetailViewController
                root Home
                Home -> Detail { push: Slide  pop: reverse }
                gesture back: \(kind.spelling) on Detail drives pop {
                    progress: \(rules.progress)
                    finish when \(rules.finish)
                }
            }
            animator Slide(duration: 0.3) { to.alpha: 0 -> 1 }
            """
            let compiled = Compilation.compile(SourceFile(path: "kind.transition", text: text))
            XCTAssertEqual(compiled.diagnostics.map(\.code), [], kind.spelling)
            XCTAssertEqual(compiled.model?.graphs.first?.gestures.first?.kind, kind, kind.spelling)
        }
    }

    func testAnUnknownKindListsTheTable() {
        let text = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail { push: Slide  pop: reverse }
            gesture back: wobble on Detail drives pop { progress: translation.x / width  finish when progress > 0.5 }
        }
        animator Slide(duration: 0.3) { to.alpha: 0 -> 1 }
        """
        let messages = Compilation.compile(SourceFile(path: "kind.transition", text: text)).diagnostics.map(\.message)
        let choices = GestureKind.Keyword.allCases.map(\.template) + ["\(Tap.kindName)(view)"]
        XCTAssertEqual(messages, ["unknown gesture 'wobble'; use \(GestureKind.Keyword.orList(choices))"])
        XCTAssertEqual(GestureKind.Keyword.orList(choices), "edgePan(edge), pan, pinch or tap(view)")
    }
}
