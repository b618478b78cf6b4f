import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Completion and hover in an element's block (`element thumbnail: view { frame: …, cornerRadius: … }`),
/// from `ElementSetting`.
final class ElementGeometryTests: XCTestCase {
    let uri = "file:///specs/photos.transition"

    private func spec(_ block: String) -> String {
        """
        navigation Photos {
            screen Grid: GridViewController {
                element ⟪thumbnail⟫thumbnail: view \(block)
                element badge: layer
            }
            screen Viewer: ViewerViewController
            root Grid
            Grid -> Viewer { push: Zoom  pop: reverse }
        }

        animator Zoom(duration: 0.4) {
            order: to below from
            from.thumbnail.alpha: 1 -> 0
        }

        """
    }

    private func completions(_ text: String) -> [String] { TestClient.completionLabels(text, uri: uri) }

    private func hover(_ text: String, _ marker: String) -> String {
        let source = MarkedSource(text)
        let client = TestClient(positionEncodings: nil)
        client.open(uri, source.text)
        return client.hoverText(uri, source.position(marker))
    }

    func testCompletionOffersTheSettingsInsideAnElementsBlock() {
        XCTAssertEqual(completions(spec("{ ⟪here⟫ }")), ["frame", "cornerRadius"])
        XCTAssertEqual(completions(spec("{\n            frame: rect(16, 120, 100, 100)\n            ⟪here⟫\n        }")), ["frame", "cornerRadius"])
        XCTAssertEqual(completions(spec("{ cornerRadius: 8, ⟪here⟫ }")), ["frame", "cornerRadius"])
        // In the screen's block, outside any element's, the screen's keyword.
        XCTAssertEqual(completions(spec("{ cornerRadius: 8 }\n        ⟪here⟫")), ["element"])
    }

    func testCompletionOffersRectAfterFrameAndTheContainerInsideIt() {
        XCTAssertEqual(completions(spec("{ frame: ⟪here⟫ }")), ["rect", "width", "height"])
        XCTAssertEqual(completions(spec("{ frame: rect(⟪here⟫) }")), ["width", "height"])
        XCTAssertEqual(completions(spec("{ cornerRadius: ⟪here⟫ }")), ["width", "height"])
        // `frame:` in an animator is a frame value, not a rectangle.
        XCTAssertFalse(completions(spec("").replacingOccurrences(of: "from.thumbnail.alpha: 1 -> 0", with: "to.frame: ⟪here⟫")).contains("rect"))
    }

    func testHoverOnASettingSaysWhatItMeansAndThatItIsAStandIn() {
        let text = spec("{ ⟪frame⟫frame: rect(16, 120, 100, 100), ⟪radius⟫cornerRadius: 8 }")
        let frame = hover(text, "frame")
        XCTAssertTrue(frame.contains("`frame: rect(x, y, width, height)`"), frame)
        XCTAssertTrue(frame.contains("on a device the app's layout decides"), frame)
        XCTAssertTrue(hover(text, "radius").contains("`cornerRadius: r`"), hover(text, "radius"))
    }

    func testHoverOnAnElementShowsItsGeometryOnTheReferenceScreen() {
        let text = hover(spec("{ frame: rect(0, 0.2 * height, width, width), cornerRadius: 8 }"), "thumbnail")
        XCTAssertTrue(text.contains("`frame: rect(0, 0.2 * height, width, width)`, `cornerRadius: 8`"), text)
        XCTAssertTrue(text.contains("(on the 390 × 844 pt reference screen: x 0, y 168.8, 390 × 390 pt, corner radius 8 pt)"), text)
        // Without a block, the kind alone.
        XCTAssertTrue(hover(spec(""), "thumbnail").hasSuffix("view, a `UIView`\n\nReferenced on line 13"), hover(spec(""), "thumbnail"))
    }
}
