import TransitionCore
import XCTest

final class NavigationTests: XCTestCase {
    let (a, b, c, d) = (ControllerID(0), ControllerID(1), ControllerID(2), ControllerID(3))

    func testStackOperations() throws {
        var stack = NavigationStack(root: a)
        try stack.push(b)
        try stack.push(c)
        try stack.push(d)
        XCTAssertEqual(stack.controllers, [a, b, c, d])
        XCTAssertEqual(try stack.pop(), d)
        XCTAssertEqual(try stack.pop(to: b), [c])
        try stack.push(c)
        try stack.push(d)
        XCTAssertEqual(try stack.popToRoot(), [b, c, d])
        XCTAssertEqual(stack.controllers, [a])
        XCTAssertEqual(stack.top, a)
        XCTAssertEqual(stack.root, a)
    }

    func testRefusedOperationsAreErrorValues() throws {
        var stack = NavigationStack(root: a)
        XCTAssertThrowsError(try stack.pop()) { XCTAssertEqual($0 as? NavigationError, .popAtRoot) }
        XCTAssertThrowsError(try stack.popToRoot()) { XCTAssertEqual($0 as? NavigationError, .popAtRoot) }
        XCTAssertThrowsError(try stack.push(a)) { XCTAssertEqual($0 as? NavigationError, .alreadyShown(a)) }
        try stack.push(b)
        XCTAssertThrowsError(try stack.pop(to: c)) { XCTAssertEqual($0 as? NavigationError, .notInStack(c)) }
        XCTAssertThrowsError(try stack.pop(to: b)) { XCTAssertEqual($0 as? NavigationError, .alreadyOnTop(b)) }
        XCTAssertEqual(stack.controllers, [a, b])
        var modal = ModalStack()
        XCTAssertThrowsError(try modal.dismiss()) { XCTAssertEqual($0 as? NavigationError, .nothingPresented) }
    }

    func testStageRefusesPopAtRootWithoutSideEffects() throws {
        var stage = Stage()
        let main = stage.makeController(named: "Main")
        XCTAssertThrowsError(try stage.begin(.pop)) { XCTAssertEqual($0 as? NavigationError, .noRoot) }
        try stage.setRoot(main)
        let before = stage.events
        XCTAssertThrowsError(try stage.begin(.pop)) { XCTAssertEqual($0 as? NavigationError, .popAtRoot) }
        XCTAssertEqual(stage.events, before)
        XCTAssertTrue(stage.isIdle)
        XCTAssertThrowsError(try stage.begin(.push(ControllerID(40)))) {
            XCTAssertEqual($0 as? NavigationError, .unknownController(ControllerID(40)))
        }
    }

    func testPushPopToAndPopToRootOnTheStage() throws {
        var stage = Stage()
        let ids = ["A", "B", "C", "D"].map { stage.makeController(named: $0) }
        try stage.setRoot(ids[0])
        for id in ids.dropFirst() {
            try stage.begin(.push(id))
            stage.runUntilIdle()
        }
        XCTAssertEqual(stage.navigation?.controllers, ids)
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(ids[3]).view])

        try stage.begin(.popTo(ids[1]))
        XCTAssertEqual(stage.context?.fromController, ids[3])
        XCTAssertEqual(stage.context?.toController, ids[1])
        stage.runUntilIdle()
        XCTAssertEqual(stage.navigation?.controllers, Array(ids[0...1]))

        try stage.begin(.popToRoot)
        XCTAssertEqual(stage.context?.toController, ids[0])
        stage.runUntilIdle()
        XCTAssertEqual(stage.navigation?.controllers, [ids[0]])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(ids[0]).view])
        XCTAssertEqual(stage.issues, [])
    }

    func testModalPresentAndDismiss() throws {
        var stage = Stage()
        let timeline = stage.makeController(named: "Timeline")
        let menu = stage.makeController(named: "Menu")
        let other = stage.makeController(named: "Other")
        try stage.setRoot(timeline)
        XCTAssertThrowsError(try stage.begin(.dismiss)) { XCTAssertEqual($0 as? NavigationError, .nothingPresented) }
        try stage.begin(.present(menu))
        XCTAssertThrowsError(try stage.begin(.dismiss)) { XCTAssertEqual($0 as? NavigationError, .transitionInProgress) }
        stage.runUntilIdle()
        XCTAssertEqual(stage.modal.presented, [menu])
        XCTAssertEqual(stage.visibleController, menu)
        XCTAssertThrowsError(try stage.begin(.push(other))) { XCTAssertEqual($0 as? NavigationError, .coveredByPresentation) }
        try stage.begin(.dismiss)
        XCTAssertEqual(stage.context?.toController, timeline)
        stage.runUntilIdle()
        XCTAssertEqual(stage.modal.presented, [])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(timeline).view])
        XCTAssertEqual(stage.issues, [])
    }

    func testPerformWithoutAnimation() throws {
        var stage = Stage()
        let (main, detail) = (stage.makeController(named: "Main"), stage.makeController(named: "Detail"))
        try stage.setRoot(main)
        try stage.performWithoutAnimation(.push(detail))
        XCTAssertEqual(stage.navigation?.controllers, [main, detail])
        XCTAssertEqual(stage.tree[stage.containerView].subviews, [stage.controller(detail).view])
        XCTAssertEqual(stage.time, 0)
    }
}
