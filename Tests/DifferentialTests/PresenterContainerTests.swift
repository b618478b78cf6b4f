import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md R1 on the runtime UIKit: the emitted animator of an over-full-screen present
/// runs in the presentation's own container, above the presenter's view, which stays in the window
/// and is not handed over; its backdrop `below to` is in that container. A driver of its own prints
/// `FAIL R1: …` for a broken expectation and `DONE R1` at the end.
final class PresenterContainerTests: XCTestCase {
    static let spec = """
        navigation App {
            screen Feed: FeedViewController
            screen Story: StoryViewController
            root Feed

            Feed => Story {
                present: Open
                dismiss: reverse
                style: overFullScreen
            }
        }

        animator Open(duration: 0.3) {
            backdrop black as dim below to
            dim.alpha: 0 -> 0.4
            to.alpha: 0 -> 1
        }
        """

    static let main = #"""
        import TransitionCore
        import UIKit

        final class FeedViewController: UIViewController {}
        final class StoryViewController: UIViewController {}

        nonisolated(unsafe) var failures = 0
        func expect(_ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL R1: \(what)")
                failures += 1
            }
        }

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let feed = FeedViewController()
            let navigation = UINavigationController(rootViewController: feed)
            let coordinator = AppTransitionCoordinator()
            coordinator.install(on: navigation)
            let story = StoryViewController()
            coordinator.prepareForPresentation(story)
            navigation.present(story, animated: true)
            let container = story.view.superview
            expect(container != nil, "the presented view is in a container")
            expect(feed.view.superview != nil && feed.view.superview !== container, "the presenter's view is not in the presentation's container")
            expect(container?.superview === feed.view.superview, "the container is beside the presenter's view, in the window")
            if let siblings = feed.view.superview?.subviews, let below = siblings.firstIndex(where: { $0 === feed.view }),
               let above = siblings.firstIndex(where: { $0 === container }) {
                expect(below < above, "the container is above the presenter's view")
            } else {
                expect(false, "the presenter's view and the container share the window")
            }
            expect(container?.subviews.count == 2 && container?.subviews.last === story.view, "the backdrop below the presented view, in the container")
            UIKitTestWorld.advance(to: 5)
            expect(story.view.superview === container, "the presented view stays in its container")
            navigation.dismiss(animated: true)
            UIKitTestWorld.advance(to: 10)
            expect(story.view.superview == nil, "the dismissed view leaves")
            expect(container?.superview == nil, "and its container with it")
            expect(feed.view.superview != nil, "the presenter's view stays in the window")
            withExtendedLifetime(coordinator) {}
            print("DONE R1")
            print("END \(failures)")
        }
        """#

    func testR1TheEmittedAnimatorRunsInAContainerAboveThePresenter() throws {
        try ModelRowDriver(path: "presenter-container.transition", spec: Self.spec, main: Self.main).assertRow("R1")
    }
}
