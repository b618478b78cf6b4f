import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md A11 on the runtime UIKit: `snapshotView(afterScreenUpdates: true)` commits
/// the screen as it stands before it draws the picture, and that commit shows for a frame. The
/// emitted animators of a zoom that pictures an element of the arriving screen, and of a flip that
/// pictures the whole arriving screen, must commit what the transition's first frame shows: the
/// driver compares what each commit shows with the first frame and prints `FAIL A11: …` where
/// they differ, `DONE A11` at the end.
final class ScreenCommitTests: XCTestCase {
    static let spec = """
        navigation App {
            screen Grid: GridViewController { element thumb: view }
            screen Photo: PhotoViewController { element thumb: view }
            screen Card: CardViewController
            root Grid

            Grid -> Photo { push: Zoom  pop: system }
            Grid => Card { present: Flip  dismiss: system }
        }

        animator Zoom(duration: 0.4) {
            snapshot to.thumb as picture
            hide from.thumb
            hide to.thumb
            to.alpha: 0 -> 1
            picture.frame: from.thumb.frame -> to.thumb.frame
        }

        animator Flip(duration: 0.6) {
            snapshot to as picture
            hide to
            picture.alpha: 0 -> 1
            from.transform: identity -> rotateY(-90deg) perspective(500pt)
        }
        """

    static let main = #"""
        import TransitionCore
        import UIKit

        final class GridViewController: UIViewController, GridViewControllerElements {
            let thumb = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        }
        final class PhotoViewController: UIViewController, PhotoViewControllerElements {
            let thumb = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 390))
        }
        final class CardViewController: UIViewController {}

        nonisolated(unsafe) var failures = 0
        func expect(_ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL A11: \(what)")
                failures += 1
            }
        }

        /// What a frame shows, back to front: each view neither hidden nor transparent, with its
        /// frame, alpha and transforms, and nothing behind a view that covers the whole container
        /// opaquely. Pictures are left out (a commit comes before its picture exists), and so is
        /// what a picture shows on the first frame (the picture stands in for it).
        @MainActor func shown(_ stage: Stage, leavingOut pictured: Set<NodeID>) -> [String] {
            let tree = stage.tree
            let bounds = Rect(origin: .zero, size: tree[stage.containerView].bounds.size)
            func opaque(_ id: NodeID) -> Bool { stage.presentedValue(of: id, .alpha) == .scalar(1) }
            func covers(_ id: NodeID) -> Bool {
                opaque(id) && stage.presentedValue(of: id, .frame) == .rect(bounds)
                    && stage.presentedValue(of: id, .transform) == .affine(.identity)
                    && flat(stage.presentedValue(of: id, .layerTransform))
            }
            // A perspective alone (m34) moves no point of the view's own plane.
            func flat(_ value: AnimatableValue) -> Bool {
                guard case let .transform3D(t) = value else { return false }
                return t.row1 == [1, 0, 0, 0] && t.row2 == [0, 1, 0, 0] && t.row4 == [0, 0, 0, 1]
            }
            func visit(_ id: NodeID, _ lines: inout [String]) {
                let node = tree[id]
                guard !node.isHidden, stage.presentedValue(of: id, .alpha) != .scalar(0),
                      node.snapshotOf == nil, !pictured.contains(id) else { return }
                let values = [Property.frame, .alpha, .transform, .layerTransform].map { "\(stage.presentedValue(of: id, $0))" }
                lines.append("\(node.name): " + values.joined(separator: " "))
                for child in node.subviews { visit(child, &lines) }
            }
            var lines: [String] = []
            let children = tree[stage.containerView].subviews
            let cover = children.lastIndex(where: { !tree[$0].isHidden && covers($0) }) ?? 0
            for child in children[cover...] { visit(child, &lines) }
            return lines
        }

        @MainActor func pictured(in stage: Stage) -> Set<NodeID> {
            Set(stage.tree.nodes.compactMap(\.snapshotOf))
        }

        @MainActor func check(_ what: String, commitsBefore: Int) {
            let commits = UIKitTestWorld.screenCommits
            expect(commits.count == commitsBefore + 1, "\(what): one commit for its picture, not \(commits.count - commitsBefore)")
            guard let commit = commits.last else { return }
            let first = UIKitTestWorld.stage
            let leftOut = pictured(in: first)
            let committed = shown(commit, leavingOut: leftOut)
            let firstFrame = shown(first, leavingOut: leftOut)
            expect(committed == firstFrame, "\(what): the commit shows\n  \(committed.joined(separator: "\n  "))\nbut the first frame\n  \(firstFrame.joined(separator: "\n  "))")
        }

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let grid = GridViewController()
            grid.view.addSubview(grid.thumb)
            UIKitTestWorld.name(grid.view, "Grid")
            UIKitTestWorld.name(grid.thumb, "Grid.thumb")
            let navigation = UINavigationController(rootViewController: grid)
            let coordinator = AppTransitionCoordinator()
            coordinator.install(on: navigation)

            let photo = PhotoViewController()
            photo.view.addSubview(photo.thumb)
            UIKitTestWorld.name(photo.view, "Photo")
            UIKitTestWorld.name(photo.thumb, "Photo.thumb")
            var before = UIKitTestWorld.screenCommits.count
            navigation.pushViewController(photo, animated: true)
            check("the zoom that pictures Photo.thumb", commitsBefore: before)
            UIKitTestWorld.advance(to: 2)
            expect(navigation.viewControllers.count == 2, "the zoom completes")
            navigation.popViewController(animated: false)
            UIKitTestWorld.advance(to: 3)

            let card = CardViewController()
            UIKitTestWorld.name(card.view, "Card")
            coordinator.prepareForPresentation(card)
            before = UIKitTestWorld.screenCommits.count
            navigation.present(card, animated: true)
            check("the flip that pictures Card", commitsBefore: before)
            UIKitTestWorld.advance(to: 5)
            expect(card.view.superview != nil, "the flip completes")
            withExtendedLifetime(coordinator) {}
            print("DONE A11")
            print("END \(failures)")
        }
        """#

    func testA11APictureAfterScreenUpdatesCommitsTheTransitionsFirstFrame() throws {
        try ModelRowDriver(path: "screen-commit.transition", spec: Self.spec, main: Self.main).assertRow("A11")
    }
}
