import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Which gestures on one screen compete for the same touch (T0803), in both layout directions.
final class GestureClaimTests: XCTestCase {
    private func codes(_ first: String, _ second: String) -> [String] {
        let text = """
        navigation App {
            screen Home: HomeViewController
            screen Pager: PagerViewController
            screen Next: NextViewController
            screen Previous: PreviousViewController
            root Home
            Home -> Pager
            Pager -> Next { push: Slide  pop: reverse }
            Pager -> Previous { push: Slide  pop: reverse }
            Next -> Home
            Previous -> Home
            gesture one: \(first) on Pager drives push Next {
                progress: abs(translation.x) / width
                finish when progress > 0.5
            }
            gesture two: \(second) on Pager drives push Previous {
                progress: abs(translation.x) / width
                finish when progress > 0.5
            }
            gesture nextBack: edgePan(leading) on Next drives pop {
                progress: translation.x / width
                finish when progress > 0.5
            }
            gesture previousBack: edgePan(leading) on Previous drives pop {
                progress: translation.x / width
                finish when progress > 0.5
            }
        }
        animator Slide(duration: 0.3) { to.alpha: 0 -> 1 }
        """
        return Compilation.compile(SourceFile(path: "claims.transition", text: text)).diagnostics.map(\.code)
    }

    func testGesturesCompeteOnlyForTheSameTouch() {
        let table: [(String, String, Bool)] = [
            ("pan(left)", "pan(right)", false),          // a pager: each direction its own transition
            ("pan(left)", "pan(up)", false),
            ("pan", "pan(right)", true),                  // an undirected pan takes every direction
            ("pan(left)", "pan(left)", true),
            ("edgePan(leading)", "edgePan(trailing)", false),
            ("edgePan(leading)", "edgePan(left)", true),  // the same edge left to right
            ("edgePan(leading)", "edgePan(right)", true), // the same edge right to left
            ("edgePan(left)", "edgePan(right)", false),
            ("pinch", "pan(left)", false),
        ]
        for (first, second, competes) in table {
            XCTAssertEqual(codes(first, second).contains("T0803"), competes, "\(first) + \(second): \(codes(first, second))")
        }
    }
}
