import TransitionCore
import XCTest

final class ViewTreeTests: XCTestCase {
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)

    func testZOrderOperations() throws {
        var tree = ViewTree()
        let root = tree.makeView(named: "root", frame: frame)
        let (a, b, c, d) = (
            tree.makeView(named: "a", frame: frame), tree.makeView(named: "b", frame: frame),
            tree.makeView(named: "c", frame: frame), tree.makeView(named: "d", frame: frame))
        for view in [a, b, c] { try tree.addSubview(view, to: root) }
        XCTAssertEqual(tree[root].subviews, [a, b, c])
        try tree.insertSubview(d, below: b)
        XCTAssertEqual(tree[root].subviews, [a, d, b, c])
        try tree.insertSubview(a, above: c)
        XCTAssertEqual(tree[root].subviews, [d, b, c, a])
        try tree.addSubview(d, to: root)  // re-adding brings to front
        XCTAssertEqual(tree[root].subviews, [b, c, a, d])
        tree.removeFromSuperview(b)
        XCTAssertEqual(tree[root].subviews, [c, a, d])
        XCTAssertNil(tree[b].superview)
        try tree.insertSubview(b, at: 0, in: root)
        XCTAssertEqual(tree[root].subviews, [b, c, a, d])
        XCTAssertEqual(tree[b].superview, root)
    }

    func testMovingBetweenParents() throws {
        var tree = ViewTree()
        let (p, q, child) = (
            tree.makeView(named: "p", frame: frame), tree.makeView(named: "q", frame: frame),
            tree.makeView(named: "child", frame: frame))
        try tree.addSubview(child, to: p)
        try tree.addSubview(child, to: q)
        XCTAssertEqual(tree[p].subviews, [])
        XCTAssertEqual(tree[q].subviews, [child])
        XCTAssertTrue(tree.isDescendant(child, of: q))
        XCTAssertFalse(tree.isDescendant(child, of: p))
    }

    func testInvalidOperationsAreErrors() throws {
        var tree = ViewTree()
        let (p, child, loose) = (
            tree.makeView(named: "p", frame: frame), tree.makeView(named: "child", frame: frame),
            tree.makeView(named: "loose", frame: frame))
        try tree.addSubview(child, to: p)
        XCTAssertThrowsError(try tree.addSubview(p, to: child)) { XCTAssertEqual($0 as? TreeError, .wouldCreateCycle(p)) }
        XCTAssertThrowsError(try tree.addSubview(p, to: p)) { XCTAssertEqual($0 as? TreeError, .wouldCreateCycle(p)) }
        XCTAssertThrowsError(try tree.insertSubview(child, below: loose)) {
            XCTAssertEqual($0 as? TreeError, .siblingHasNoSuperview(loose))
        }
        XCTAssertThrowsError(try tree.addSubview(NodeID(99), to: p)) { XCTAssertEqual($0 as? TreeError, .unknownNode(NodeID(99))) }
    }

    func testSnapshotCopiesVisualStateAndStaysIndependent() throws {
        var tree = ViewTree()
        let source = tree.makeView(named: "Timeline", frame: Rect(x: 10, y: 20, width: 300, height: 500))
        tree[source].alpha = 0.5
        tree[source].transform = Transform2D(scaleX: 0.6, y: 0.6)
        tree[source].cornerRadius = 12
        let shot = try tree.snapshotView(of: source)
        XCTAssertNotEqual(shot, source)
        XCTAssertEqual(tree[shot].frame, tree[source].frame)
        XCTAssertEqual(tree[shot].alpha, 0.5)
        XCTAssertEqual(tree[shot].transform, Transform2D(scaleX: 0.6, y: 0.6))
        XCTAssertEqual(tree[shot].cornerRadius, 12)
        XCTAssertEqual(tree[shot].snapshotOf, source)
        XCTAssertNil(tree[shot].superview)
        XCTAssertEqual(tree[shot].name, "snapshot of Timeline")
        tree[source].alpha = 1
        XCTAssertEqual(tree[shot].alpha, 0.5)
    }

    func testMaskIsNotAChild() throws {
        var tree = ViewTree()
        let view = tree.makeView(named: "Detail", frame: frame)
        let mask = tree.makeLayer(named: "logo mask", frame: frame, kind: .shapeLayer)
        try tree.addSubview(mask, to: view)
        try tree.setMask(mask, of: view)
        XCTAssertEqual(tree[view].mask, mask)
        XCTAssertEqual(tree[view].subviews, [])
        try tree.setMask(nil, of: view)
        XCTAssertNil(tree[view].mask)
    }

    func testSubscriptAssignmentKeepsHierarchy() throws {
        var tree = ViewTree()
        let (p, child) = (tree.makeView(named: "p", frame: frame), tree.makeView(named: "child", frame: frame))
        try tree.addSubview(child, to: p)
        var copy = tree[p]
        copy.alpha = 0.25
        tree[child] = copy  // a node value from elsewhere changes model values only
        XCTAssertEqual(tree[child].superview, p)
        XCTAssertEqual(tree[child].alpha, 0.25)
    }

    func testFrameFollowsCenterAndBounds() {
        var tree = ViewTree()
        let view = tree.makeView(named: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(tree[view].center, Point(x: 60, y: 45))
        XCTAssertEqual(tree[view].bounds, Rect(x: 0, y: 0, width: 100, height: 50))
        tree[view].frame = Rect(x: 0, y: 667, width: 375, height: 667)
        XCTAssertEqual(tree[view].center, Point(x: 187.5, y: 1000.5))
    }

    func testStageReportsInvalidOperationsAsIssues() {
        var stage = Stage()
        let loose = stage.makeView(named: "loose", frame: frame)
        let other = stage.makeView(named: "other", frame: frame)
        stage.insertSubview(other, below: loose)
        XCTAssertEqual(stage.issues, [.invalidTreeOperation(.siblingHasNoSuperview(loose))])
        XCTAssertNil(stage.snapshotView(of: NodeID(500)))
        XCTAssertEqual(stage.issues.count, 2)
    }
}
