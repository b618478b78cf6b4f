import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Definition and references reach the names a scenario's `place` and `tap` steps write: the
/// screen and element of `place Grid.thumbnail at …`, and the gesture of `tap close`.
final class ScenarioStepDefinitionTests: XCTestCase {
    let uri = "file:///specs/steps.transition"
    let marked = MarkedSource("""
    navigation Shop {
        screen ⟪gridDecl⟫Grid: GridViewController {
            element ⟪thumbnailDecl⟫thumbnail: view {
                frame: rect(16, 120, 116, 116)
            }
        }
        screen Checkout: CheckoutSheetViewController
        root Grid

        Grid => Checkout {
            present: RiseOverDim
            dismiss: reverse
        }

        gesture ⟪closeDecl⟫close: tap(dim) on Checkout drives dismiss
    }

    animator RiseOverDim(duration: 0.45, curve: easeOut) {
        backdrop black as dim until dismiss below to
        dim.alpha: 0 -> 0.4
    }

    scenario "a tap on the dimmed grid closes the sheet" in Shop {
        place ⟪gridRef⟫Grid.⟪thumbnailRef⟫thumbnail at rect(258, 500, 116, 116)
        present Checkout
        tap ⟪closeRef⟫close
        expect stack [Grid]
    }

    """)

    private func opened() -> TestClient {
        let client = TestClient()
        XCTAssertEqual(client.open(uri, marked.text), [])
        return client
    }

    func testDefinitionFromThePlaceAndTapSteps() {
        let client = opened()
        for (reference, declaration, length) in [("gridRef", "gridDecl", 4), ("thumbnailRef", "thumbnailDecl", 9), ("closeRef", "closeDecl", 5)] {
            let result = client.request("textDocument/definition", TestClient.textDocument(uri, marked.position(reference)))["result"]
            let start = marked.position(declaration)
            let expected = parse(#"[{"uri":"\#(uri)","range":{"start":{"line":\#(start.line),"character":\#(start.character)},"end":{"line":\#(start.line),"character":\#(start.character + length)}}}]"#)
            XCTAssertEqual(result, expected, reference)
        }
    }

    func testReferencesIncludeThePlaceAndTapSteps() {
        let client = opened()
        func references(_ declaration: String) -> [JSONValue] {
            let position = parse(TestClient.textDocument(uri, marked.position(declaration)))["position"]!.serialized()
            let params = #"{"textDocument":{"uri":"\#(uri)"},"position":\#(position),"context":{"includeDeclaration":false}}"#
            return client.request("textDocument/references", params)["result"]?.arrayValue ?? []
        }
        func lines(_ names: String...) -> [Int] { names.map { marked.position($0).line } }
        XCTAssertEqual(references("thumbnailDecl").compactMap { $0["range"]?["start"]?["line"]?.intValue }, lines("thumbnailRef"))
        XCTAssertEqual(references("closeDecl").compactMap { $0["range"]?["start"]?["line"]?.intValue }, lines("closeRef"))
        XCTAssertTrue(references("gridDecl").contains { $0["range"]?["start"]?["line"]?.intValue == marked.position("gridRef").line })
    }
}
