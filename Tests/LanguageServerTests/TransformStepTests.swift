import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Completion and hover know the steps of a transform chain, 3D ones included, from
/// `TransformStepKind`.
final class TransformStepTests: XCTestCase {
    let uri = "file:///specs/cube.transition"

    private func spec(_ statement: String) -> String {
        """
        navigation Stories {
            screen A: AViewController
            screen B: BViewController
            root A
            A -> B { push: Cube  pop: reverse }
        }

        animator Cube(duration: 0.5) {
            \(statement)
        }

        scenario "turns" in Stories {
            push B
            expect B.⟪expect⟫transform.rotationY == 0
        }

        """
    }

    private func completions(_ text: String, at marker: String = "here") -> [String] {
        let source = MarkedSource(text)
        let client = TestClient()
        client.open(uri, source.text)
        let result = client.request("textDocument/completion", TestClient.textDocument(uri, source.position(marker)))
        return result["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    private let steps = ["identity", "translate", "scale", "rotate", "rotateX", "rotateY", "perspective"]

    func testCompletionOffersEveryStepAfterTheColonTheArrowAndAStep() {
        XCTAssertEqual(completions(spec("from.transform: ⟪here⟫")), steps)
        XCTAssertEqual(completions(spec("from.transform: identity -> ⟪here⟫")), steps)
        XCTAssertEqual(completions(spec("from.transform: identity -> rotateY(-90deg) ⟪here⟫")), steps)
        // Not after another property's arrow.
        XCTAssertFalse(completions(spec("from.alpha: 1 -> ⟪here⟫")).contains("rotateY"))
    }

    func testCompletionOffersTheRotationsAnExpectationReads() {
        let items = completions(spec("from.alpha: 1 -> 0").replacingOccurrences(of: "B.⟪expect⟫transform.rotationY", with: "B.transform.⟪here⟫"))
        XCTAssertEqual(items, ["scale", "scaleX", "scaleY", "tx", "ty", "rotation", "rotationX", "rotationY"])
    }

    func testHoverOnAStepSaysWhatItDoesInUIKit() {
        let source = MarkedSource(spec("to.transform: ⟪rotate⟫rotateY(90deg) ⟪perspective⟫perspective(500pt) -> identity"))
        let client = TestClient(positionEncodings: nil)
        client.open(uri, source.text)
        func hover(_ marker: String) -> String {
            client.hoverText(uri, source.position(marker))
        }
        XCTAssertTrue(hover("rotate").contains("`rotateY(angle)`"), hover("rotate"))
        XCTAssertTrue(hover("rotate").contains("CATransform3DMakeRotation(angle, 0, 1, 0)"), hover("rotate"))
        XCTAssertTrue(hover("perspective").contains("m34 = -1 / distance"), hover("perspective"))
        XCTAssertEqual(client.request("textDocument/hover", TestClient.textDocument(uri, source.position("expect")))["result"], .null)
    }
}
