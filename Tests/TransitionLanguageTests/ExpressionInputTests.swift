import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `ExpressionInput.named` reads a dotted name without building a string; it must agree with the
/// spelling every input documents (its raw value).
final class ExpressionInputTests: XCTestCase {
    func testEveryInputIsFoundByItsSpelling() {
        for input in ExpressionInput.allCases {
            let parts = input.rawValue.split(separator: ".").map { Identifier(String($0), .at(0)) }
            XCTAssertEqual(ExpressionInput.named(parts), input, input.rawValue)
        }
    }

    func testOtherNamesAreNotInputs() {
        for name in ["widths", "translation", "translation.z", "velocity.x.y", "location.X", "x", ""] {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { Identifier(String($0), .at(0)) }
            XCTAssertNil(ExpressionInput.named(parts), name)
        }
    }
}
