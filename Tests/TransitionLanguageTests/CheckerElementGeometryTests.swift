import Foundation
import TransitionCore
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// An element's block in the checked model, and the mistakes the fixtures in Tests/Fixtures/check
/// do not spell out: units, labels, sizes that read the container, one mistake per element.
final class CheckerElementGeometryTests: XCTestCase {
    private func spec(_ elements: String) -> String {
        """
        navigation Photos {
            screen Grid: GridViewController {
        \(elements)
            }
            root Grid
        }

        """
    }

    private func diagnostics(_ elements: String) -> [(code: String, message: String)] {
        CheckerGolden.compile(spec(elements)).diagnostics.map { ($0.code, $0.message) }
    }

    func testTheModelHoldsTheGeometryForAnyContainer() throws {
        let compilation = CheckerGolden.compile(spec("""
                element thumbnail: view { frame: rect(16, 120, 100, 100), cornerRadius: 8 }
                element cover: layer { frame: rect(0, 0.2 * height, width, width / 2), cornerRadius: 4pt }
                element cutout: shape { cornerRadius: width / 39 }
                element plain: view
        """))
        XCTAssertEqual(CheckerGolden.rendered(compilation), "")
        let screen = try XCTUnwrap(compilation.model?.graphs.first?.screens.first)
        let size = Size(width: 390, height: 844)
        XCTAssertEqual(screen.element(named: "thumbnail")?.frame(in: size), Rect(x: 16, y: 120, width: 100, height: 100))
        XCTAssertEqual(screen.element(named: "thumbnail")?.cornerRadius(in: size), 8)
        XCTAssertEqual(screen.element(named: "cover")?.frame(in: Size(width: 320, height: 500)), Rect(x: 0, y: 100, width: 320, height: 160))
        XCTAssertEqual(screen.element(named: "cover")?.cornerRadius(in: size), 4)
        XCTAssertEqual(screen.element(named: "cutout")?.cornerRadius(in: size), 10)
        // Without a frame: the centred square a third of the width, as before elements had geometry.
        XCTAssertNil(screen.element(named: "cutout")?.frame)
        XCTAssertEqual(screen.element(named: "plain")?.frame(in: size), Rect(x: 130, y: 357, width: 130, height: 130))
        XCTAssertEqual(screen.element(named: "plain")?.cornerRadius(in: size), 0)
    }

    func testNumbersAreLengths() {
        let found = diagnostics("        element thumbnail: view { frame: rect(16, 120deg, 100, 100) }")
        XCTAssertEqual(found.map(\.code), ["T0708"])
        XCTAssertEqual(diagnostics("        element thumbnail: view { cornerRadius: 0.2s }").map(\.code), ["T0708"])
        XCTAssertEqual(diagnostics("        element thumbnail: view { frame: rect(16pt, 120pt, 100pt, 100pt), cornerRadius: 8pt }").map(\.code), [])
        // A gesture's inputs are not the container's.
        XCTAssertEqual(diagnostics("        element thumbnail: view { frame: rect(translation.x, 0, 10, 10) }").map(\.code), ["T0806"])
        XCTAssertEqual(diagnostics("        element thumbnail: view { cornerRadius: width > 100 }").map(\.code), ["T0604"])
    }

    func testLabelsMustNameTheirPlace() {
        XCTAssertEqual(diagnostics("        element t: view { frame: rect(x: 16, y: 120, width: 100, height: 100) }").map(\.code), [])
        let found = diagnostics("        element t: view { frame: rect(x: 16, y: 120, height: 100, width: 100) }")
        XCTAssertEqual(found.map(\.code), ["T0605"])
        XCTAssertEqual(found.first?.message, "rect takes x, y, width and height in that order, so this argument is 'width', not 'height'")
    }

    func testASizeThatReadsTheContainerIsTakenOnTheReferenceScreen() {
        let found = diagnostics("        element banner: view { frame: rect(0, 0, width - 400, 50) }")
        XCTAssertEqual(found.map(\.code), ["T0713"])
        XCTAssertEqual(found.first?.message, "element 'banner' is -10 pt wide on the 390 × 844 pt reference screen; give its frame a width greater than 0")
        XCTAssertEqual(diagnostics("        element banner: view { frame: rect(0, 0, width - 40, -2) }").first?.message,
                       "element 'banner' is -2 pt tall; give its frame a height greater than 0")
    }

    func testOneMistakeEachAndTheElementStaysDeclared() {
        // Every setting's mistake is reported, once; the element is not reported as undeclared.
        let found = diagnostics("""
                element thumbnail: view { frame: rect(16, 120, 100), cornerRadius: -1, frme: 3 }
                element other: view { frame: initial }
        """)
        XCTAssertEqual(found.map(\.code), ["T0612", "T0710", "T0605", "T0604"])
        let uses = CheckerGolden.compile(spec("        element thumbnail: view { frame: rect(16, 120, 100) }")
            .replacingOccurrences(of: "    root Grid\n", with: "    screen Viewer: ViewerViewController\n    root Grid\n    Grid -> Viewer { push: Zoom  pop: reverse }\n")
            + "animator Zoom(duration: 0.3) { order: to below from\n from.thumbnail.alpha: 1 -> 0 }\n")
        XCTAssertEqual(uses.diagnostics.filter { $0.severity == .error }.map(\.code), ["T0612"])
        XCTAssertNil(uses.model)
        // An unknown kind is the element's one mistake: its block is not read.
        XCTAssertEqual(diagnostics("        element thumbnail: veiw { frme: 3 }").map(\.code), ["T0610"])
    }
}
