import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Expressions are checked by dimension: a table of progress and finish rules, each either clean
/// or one T0708 on the expression that mixes dimensions.
final class DimensionTests: XCTestCase {
    private func codes(progress: String, finish: String = "progress > 0.5", value: String = "scale(0.5)") -> [String] {
        let text = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail {
                push: Grow
                pop: reverse
            }
            gesture back: pan(right) on Detail drives pop {
                progress: \(progress)
                finish when \(finish)
            }
        }
        animator Grow(duration: 0.3) {
            to.transform: \(value) -> identity
        }
        """
        return CheckerGolden.compile(text).diagnostics.map(\.code)
    }

    func testProgressIsAPlainNumber() {
        let table: [(String, [String])] = [
            ("translation.x / width", []),
            ("translation.x / 300", []),
            ("translation.x / 300pt", []),
            ("max(0, translation.x) / width", []),
            ("abs(-translation.x) / width", []),
            ("(translation.x - 20) / (width - 40)", []),
            ("translation.x / width * 2", []),
            ("translation.x", ["T0708"]),
            ("translation.x / width + 2deg", ["T0708"]),
            ("translation.x + 1s", ["T0708"]),
            ("velocity.x / width", ["T0708"]),
            ("min(translation.x, 0.5s) / width", ["T0708"]),
        ]
        for (progress, expected) in table {
            XCTAssertEqual(codes(progress: progress), expected, progress)
        }
    }

    func testComparisonsCompareLikeWithLike() {
        let table: [(String, [String])] = [
            ("progress > 0.5 or velocity.x > 0", []),
            ("velocity.x > 300", []),
            ("abs(translation.y) < 20pt", []),
            ("translation.x > width / 2", []),
            ("velocity.x > 0.2s", ["T0708"]),
            ("translation.x > progress + 1pt", ["T0708"]),
            ("translation.x > 10deg", ["T0708"]),
            // One mistake, one diagnostic: the first mismatch ends the check of the expression.
            ("velocity.x > 1s or translation.x > 1deg", ["T0708"]),
        ]
        for (finish, expected) in table {
            XCTAssertEqual(codes(progress: "translation.x / width", finish: finish), expected, finish)
        }
    }

    func testPropertyValuesTakeTheirDimension() {
        let table: [(String, [String])] = [
            ("scale(0.5) rotate(90deg) translate(width - 20pt, 0)", []),
            ("scale(width / 390)", []),
            ("scale(2pt)", ["T0708"]),
            ("rotate(2pt)", ["T0708"]),
            ("translate(10deg, 0)", ["T0708"]),
        ]
        for (value, expected) in table {
            XCTAssertEqual(codes(progress: "translation.x / width", value: value), expected, value)
        }
    }
}
