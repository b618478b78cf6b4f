import TransitionCore
import XCTest

/// docs/uikit-model.md C6–C8: the window changes size at rest, and every view follows its
/// autoresizing mask.
final class AutoresizingTests: XCTestCase {
    /// C7: with both margins and the size flexible the change is shared in proportion to their
    /// lengths; with the size alone the margins stay; with no flag the frame stays.
    func testC7AutoresizingSharesTheChangeAmongTheFlexibleParts() {
        let frame = Rect(x: 20, y: 100, width: 100, height: 40)
        let old = Size(width: 320, height: 480), new = Size(width: 480, height: 320)
        XCTAssertEqual(AutoresizingMask([]).frame(frame, from: old, to: new), frame)
        XCTAssertEqual(AutoresizingMask.fillsSuperview.frame(frame, from: old, to: new), Rect(x: 20, y: 100, width: 260, height: -120))
        // Left margin 20, right 200: the 160 pt go 20/220 and 200/220 of the way.
        let margins = AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).frame(frame, from: old, to: new)
        XCTAssertEqual(margins.minX, 20 + 160 * 20 / 220, accuracy: 1e-9)
        XCTAssertEqual(margins.width, 100)
        // All zero-length flexible parts share evenly: a view that fills its superview keeps its size, centred.
        let full = Rect(x: 0, y: 0, width: 320, height: 480)
        XCTAssertEqual(AutoresizingMask.keepsSize.frame(full, from: old, to: new), Rect(x: 80, y: -80, width: 320, height: 480))
    }

    /// C6, C7: screens' views fill the new bounds; a plain view made the way `UIView(frame:)` makes
    /// it keeps its old rectangle (the dim that covered only the old window), one given
    /// `fillsSuperview` keeps covering; a size change while a transition runs is refused.
    func testC6TheWindowsViewsFollowTheirMasks() throws {
        var stage = Stage(screen: Size(width: 390, height: 844))
        let main = stage.makeController(named: "Main")
        let sheet = stage.makeController(named: "Sheet")
        try stage.setRoot(main)
        let plain = stage.makeView(named: "plain", frame: stage.screenBounds)
        let dim = stage.makeView(named: "dim", frame: stage.screenBounds)
        stage.modify(dim) { $0.autoresizingMask = .fillsSuperview }
        stage.addSubview(plain, to: stage.containerView)
        stage.addSubview(dim, to: stage.containerView)
        stage.setPresentationStyle(.custom, of: sheet, frame: Rect(x: 0, y: 379.8, width: 390, height: 464.2))
        try stage.begin(.present(sheet))
        stage.runUntilIdle()
        XCTAssertTrue(stage.resize(to: Size(width: 844, height: 390)))
        let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(stage.screenBounds, landscape)
        XCTAssertEqual(stage.tree[stage.containerView].frame, landscape)
        XCTAssertEqual(stage.tree[stage.controller(main).view].frame, landscape)
        XCTAssertEqual(stage.tree[plain].frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(stage.tree[dim].frame, landscape)
        let container = try XCTUnwrap(stage.controller(sheet).presentationContainer)
        XCTAssertEqual(stage.tree[container].frame, landscape)
        // The sheet's view keeps its margins until its presentation controller places it.
        let sheetFrame = stage.tree[stage.controller(sheet).view].frame
        for (value, expected) in zip([sheetFrame.minX, sheetFrame.minY, sheetFrame.width, sheetFrame.height], [0, 379.8, 844, 10.2]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }

        try stage.begin(.dismiss)
        XCTAssertFalse(stage.resize(to: Size(width: 390, height: 844)), "refused while a transition runs")
        XCTAssertEqual(stage.screenBounds, landscape)
        var fresh = Stage()
        XCTAssertFalse(fresh.resize(to: Size(width: 0, height: 100)))
    }
}
