import TestSupport
import TransitionCore
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `resize to W x H`: the window takes a new size at rest (Grammar.md §8, docs/uikit-model.md C6).
final class ResizeStepTests: XCTestCase {
    private let graph = """
        navigation Shop {
            screen Cart: CartViewController
            screen Checkout: CheckoutViewController
            root Cart
            Cart => Checkout { present: Rise  dismiss: reverse  style: sheet(height: 0.55 * height) }
            gesture pull: pan(down) on Checkout drives dismiss {
                progress: translation.y / height
                finish when progress > 0.4
            }
        }

        animator Rise(duration: 0.4) {
            to.frame: final.offset(0, height) -> final
        }
        """

    /// What parses, what checks, and the code of each mistake: a missing `to` or `x` is a syntax
    /// error; a size not above zero, or a resize under a finger, is T1009.
    func testResizeSteps() {
        let rows: [(steps: String, codes: [String])] = [
            ("resize to 844 x 390", []),
            ("resize to height x width", []),
            ("present Checkout\n    resize to 1.5 * width x 0.5 * height", []),
            ("present Checkout\n    drag pull to 0.3 over 0.2\n    release\n    resize to 844 x 390", []),
            ("resize to 0 x 390", ["T1009"]),
            ("resize to 844 x -390", ["T1009"]),
            ("present Checkout\n    drag pull to 0.3 over 0.2\n    resize to 844 x 390\n    release", ["T1009"]),
            ("resize 844 x 390", ["T0101"]),
            ("resize to 844 390", ["T0101"]),
            ("resize to 844 x", ["T0101"]),
            ("resize to 844 x 390deg", ["T0708"]),
        ]
        for row in rows {
            let text = graph + "\nscenario \"s\" in Shop {\n    \(row.steps)\n}\n"
            let compilation = CheckerGolden.compile(text)
            XCTAssertEqual(compilation.diagnostics.map(\.code), row.codes, "\(row.steps)\n\(CheckerGolden.rendered(compilation))")
        }
    }

    /// The checked step keeps its sizes as expressions of the container before it.
    func testTheCheckedStepKeepsItsExpressions() throws {
        let compilation = CheckerGolden.compile(graph + "\nscenario \"s\" in Shop {\n    resize to height x 0.5 * width\n}\n")
        let model = try XCTUnwrap(compilation.model, CheckerGolden.rendered(compilation))
        guard case let .resize(width, height)? = model.scenarios.first?.steps.first?.kind else {
            return XCTFail("not a resize: \(String(describing: model.scenarios.first?.steps.first?.kind))")
        }
        let reader = ModelExpression.containerReader(Size(width: 390, height: 844))
        XCTAssertEqual(width.evaluate(reader), 844)
        XCTAssertEqual(height.evaluate(reader), 195)
    }

    /// The formatter spaces the step as Grammar.md writes it, and its output parses to the same step.
    func testFormattingRoundTrips() throws {
        let text = "scenario \"s\" in Shop {\n    resize   to 844   x\t390\n}\n"
        let formatted = try XCTUnwrap(Formatter.format(SourceFile(path: "test.transition", text: text)))
        XCTAssertEqual(formatted, "scenario \"s\" in Shop {\n    resize to 844 x 390\n}\n")
        XCTAssertEqual(parseClean(formatted).scenarios[0].steps.map(describe), ["resize to 844 x 390"])
        XCTAssertEqual(Formatter.format(SourceFile(path: "test.transition", text: formatted)), formatted)
    }
}
