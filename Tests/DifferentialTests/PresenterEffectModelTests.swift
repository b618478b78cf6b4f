import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md R3 and R4 on the runtime UIKit, for the emitted code: what a present does to
/// the presenter that stays (and its dismiss undoes) is set by the emitted presentation controller,
/// alongside the transition, never by the animator, to which UIKit does not hand that view; the
/// effect still shows with the transition's timing, follows a finger and is put back on a cancel;
/// the edge is presented `.custom` so that UIKit asks for that controller; and a transform the
/// present left is off the presenter while the container lays out for a new size. The runtime
/// UIKit lists what was set on a view the context did not hand over by other code than the
/// presentation controller's (`UIKitTestWorld.writesToViewsNotHandedOver`). A driver of its own
/// prints `FAIL R3: …` (or `R4`) for a broken expectation and `DONE R3`, `DONE R4` at the end.
final class PresenterEffectModelTests: XCTestCase {
    static let spec = """
        navigation App {
            screen Feed: FeedViewController
            screen Story: StoryViewController
            root Feed

            Feed => Story {
                present: Open
                dismiss: Close
                style: overFullScreen
            }

            gesture open: pan(up) on Feed drives present Story {
                progress: -translation.y / height
                finish when progress > 0.5
            }

            gesture close: pan(down) on Story drives dismiss {
                progress: translation.y / height
                finish when progress > 0.5
            }
        }

        animator Open(duration: 1, curve: linear) {
            to.alpha: 0 -> 1
            from.alpha: 1 -> 0.85
            from.transform: identity -> scale(0.94)
        }

        animator Close(duration: 1, curve: linear) {
            from.alpha: 1 -> 0
            to.alpha: 0.85 -> 1
            to.transform: scale(0.94) -> identity
        }
        """

    /// What both drivers check with: `expect` counts the failures, `shown` reads a view's alpha on
    /// screen, `near` compares to a millionth.
    static let checks = #"""
        nonisolated(unsafe) var failures = 0
        func expect(_ row: String, _ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL \(row): \(what)")
                failures += 1
            }
        }
        @MainActor func shown(_ view: UIView) -> Double {
            if case let .scalar(alpha) = UIKitTestWorld.stage.presentedValue(of: UIKitTestWorld.node(of: view), .alpha) { return alpha }
            return .nan
        }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        /// The check every driver ends with (nothing but the presentation controller set a view UIKit did not
        /// hand over), then the rows it played and the count of failures.
        @MainActor func finish(_ rows: [String]) {
            let writes = UIKitTestWorld.writesToViewsNotHandedOver
            expect("R3", writes.isEmpty, "the animator set properties of a view UIKit did not hand over: \(writes)")
            for row in rows { print("DONE \(row)") }
            print("END \(failures)")
        }
        """#

    static let main = #"""
        import TransitionCore
        import UIKit

        final class FeedViewController: UIViewController {}
        final class StoryViewController: UIViewController {}
        final class Maker: AppScreenMaker {
            func makeStory() -> StoryViewController { StoryViewController() }
        }

        \#(checks)

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let feed = FeedViewController()
            let navigation = UINavigationController(rootViewController: feed)
            let coordinator = AppTransitionCoordinator()
            let maker = Maker()
            coordinator.screenMaker = maker
            coordinator.install(on: navigation)
            UIKitTestWorld.name(feed.view, "Feed")

            // A plain present: the effect shows on the transition's timing, and stays.
            let story = StoryViewController()
            coordinator.prepareForPresentation(story)
            expect("R4", story.modalPresentationStyle == .custom, "an over-full-screen edge with presenter effects is presented .custom")
            navigation.present(story, animated: true)
            expect("R4", story.presentationController != nil, "UIKit asked the coordinator for its presentation controller")
            expect("R4", story.presentationController?.shouldRemovePresentersView == false, "the presenter's view stays")
            UIKitTestWorld.advance(to: 0.5)
            expect("R3", near(shown(feed.view), 0.925), "half way the presenter is half dimmed: \(shown(feed.view))")
            UIKitTestWorld.advance(to: 2)
            expect("R3", near(feed.view.alpha, 0.85), "the present leaves the presenter dimmed: \(feed.view.alpha)")
            expect("R3", near(feed.view.transform.a, 0.94), "and pushed back: \(feed.view.transform)")
            expect("R4", story.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the presented view covers the container: \(story.view.frame)")
            expect("R4", feed.view.superview != nil && feed.view.superview !== story.view.superview, "the presenter's view stays outside the container")

            // A size change: the transform is off the presenter while the container lays out, then back.
            if let presentation = story.presentationController {
                presentation.containerViewWillLayoutSubviews()
                expect("R3", feed.view.transform3D.m11 == 1 && feed.view.transform3D.m22 == 1, "no transform while UIKit sets the presenter's frame: \(feed.view.transform3D)")
                presentation.containerViewDidLayoutSubviews()
                expect("R3", near(feed.view.transform.a, 0.94), "the transform is back after the layout: \(feed.view.transform)")
            }

            // A dismiss held half way and let go short of its threshold: the effect follows the finger and is put back.
            let close = story.view.gestureRecognizers?.first { $0.name == "App.close" }
            if let close {
                UIKitTestWorld.drive(close, state: .began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
                UIKitTestWorld.drive(close, state: .changed, translation: CGPoint(x: 0, y: 422), velocity: CGPoint(x: 0, y: 100))
                expect("R3", near(shown(feed.view), 0.925), "held half way, the presenter is half undimmed: \(shown(feed.view))")
                UIKitTestWorld.drive(close, state: .ended, translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0))
                UIKitTestWorld.advance(to: 6)
                expect("R3", story.presentingViewController != nil, "the dismiss was cancelled")
                expect("R3", near(feed.view.alpha, 0.85) && near(shown(feed.view), 0.85), "the cancelled dismiss leaves the presenter dimmed: \(feed.view.alpha)")
                expect("R3", near(feed.view.transform.a, 0.94), "and pushed back: \(feed.view.transform)")
            } else {
                expect("R3", false, "the dismiss gesture is on the story")
            }

            // The dismiss undoes it.
            story.dismiss(animated: true)
            UIKitTestWorld.advance(to: 10)
            expect("R3", story.presentingViewController == nil, "the dismiss completed")
            expect("R3", near(feed.view.alpha, 1), "the dismiss undims the presenter: \(feed.view.alpha)")
            expect("R3", feed.view.transform == .identity, "and brings it back: \(feed.view.transform)")

            // A present a finger begins and lets go short of its threshold puts the presenter back.
            let open = feed.view.gestureRecognizers?.first { $0.name == "App.open" }
            if let open {
                UIKitTestWorld.drive(open, state: .began, translation: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -100))
                UIKitTestWorld.drive(open, state: .changed, translation: CGPoint(x: 0, y: -422), velocity: CGPoint(x: 0, y: -100))
                expect("R3", near(shown(feed.view), 0.925), "held half way, the presenter is half dimmed: \(shown(feed.view))")
                UIKitTestWorld.drive(open, state: .ended, translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: 0))
                UIKitTestWorld.advance(to: 14)
                expect("R3", feed.presentedViewController == nil, "the present was cancelled")
                expect("R3", near(feed.view.alpha, 1) && feed.view.transform == .identity, "the cancelled present puts the presenter back: \(feed.view.alpha), \(feed.view.transform)")
            } else {
                expect("R3", false, "the present gesture is on the feed")
            }

            withExtendedLifetime((coordinator, maker)) {}
            finish(["R3", "R4"])
        }
        """#

    private static let driver = ModelRowDriver(path: "presenter-effects.transition", spec: spec, main: main)

    func testR3TheEmittedAnimatorLeavesThePresenterToThePresentationController() throws { try Self.driver.assertRow("R3") }
    func testR4AnOverFullScreenEdgeWithPresenterEffectsIsPresentedCustom() throws { try Self.driver.assertRow("R4") }

    /// One animator on an edge that keeps the presenter and on one that hands it over (two-modals' `Fade` presents
    /// the alert and dismisses it onto the sheet): where UIKit does not hand the presenter's view over, the
    /// presentation controller runs the tracks on it as effects; where it does, the animator animates it, and
    /// nothing but the controller ever sets a view that was not handed over.
    static let sometimesSpec = """
        navigation App {
            screen Feed: FeedViewController
            screen Story: StoryViewController
            screen Card: CardViewController
            root Feed

            Feed => Story {
                present: Dip
                dismiss: Dip
                style: overFullScreen
            }

            Feed => Card {
                present: Dip
                dismiss: Dip
            }
        }

        animator Dip(duration: 1, curve: linear) {
            from.alpha: 1 -> 0.85
            to.alpha: 0.5 -> 1
        }
        """

    static let sometimesMain = #"""
        import TransitionCore
        import UIKit

        final class FeedViewController: UIViewController {}
        final class StoryViewController: UIViewController {}
        final class CardViewController: UIViewController {}

        \#(checks)

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let feed = FeedViewController()
            let navigation = UINavigationController(rootViewController: feed)
            let coordinator = AppTransitionCoordinator()
            coordinator.install(on: navigation)
            UIKitTestWorld.name(feed.view, "Feed")

            // Over full screen the feed stays: the controller dims it, the animator fades the story in.
            let story = StoryViewController()
            coordinator.prepareForPresentation(story)
            expect("R3", story.modalPresentationStyle == .custom, "the over-full-screen edge is presented .custom")
            navigation.present(story, animated: true)
            UIKitTestWorld.advance(to: 0.5)
            expect("R3", near(shown(feed.view), 0.925), "half way the staying feed is half dimmed: \(shown(feed.view))")
            expect("R3", near(shown(story.view), 0.75), "and the story half faded in: \(shown(story.view))")
            UIKitTestWorld.advance(to: 2)
            expect("R3", near(feed.view.alpha, 0.85), "the present leaves the staying feed dimmed: \(feed.view.alpha)")
            expect("R3", near(story.view.alpha, 1), "and the story shown: \(story.view.alpha)")

            // Its dismiss: the feed, the presenter that stays, is the dismiss's `to`, the controller's again.
            story.dismiss(animated: true)
            UIKitTestWorld.advance(to: 2.5)
            expect("R3", near(shown(feed.view), 0.75), "half way back the feed is at 0.75: \(shown(feed.view))")
            UIKitTestWorld.advance(to: 4)
            expect("R3", story.presentingViewController == nil, "the dismiss completed")
            expect("R3", near(feed.view.alpha, 1), "the dismiss leaves the feed at its end value: \(feed.view.alpha)")

            // Full screen: UIKit hands the feed over, and the animator animates it.
            let card = CardViewController()
            coordinator.prepareForPresentation(card)
            navigation.present(card, animated: true)
            UIKitTestWorld.advance(to: 4.5)
            expect("R3", near(shown(feed.view), 0.925), "the animator dims the handed-over feed: \(shown(feed.view))")
            UIKitTestWorld.advance(to: 6)
            expect("R3", card.presentingViewController != nil, "the card is presented")
            expect("R3", near(feed.view.alpha, 1), "the feed that left is back as it was: \(feed.view.alpha)")
            card.dismiss(animated: true)
            UIKitTestWorld.advance(to: 6.5)
            expect("R3", near(shown(feed.view), 0.75), "the animator brings the handed-over feed back: \(shown(feed.view))")
            UIKitTestWorld.advance(to: 8)
            expect("R3", card.presentingViewController == nil && near(feed.view.alpha, 1), "the card is dismissed: \(feed.view.alpha)")

            withExtendedLifetime(coordinator) {}
            finish(["R3"])
        }
        """#

    private static let sometimesDriver = ModelRowDriver(path: "presenter-handed-over-sometimes.transition", spec: sometimesSpec, main: sometimesMain)

    func testR3APresenterHandedOverOnlySometimesIsTheAnimatorsOnlyWhereItIsHandedOver() throws {
        try Self.sometimesDriver.assertRow("R3")
    }

    /// A dismiss that flies a picture onto an element of the presenter that stays, which the present pushed
    /// back (music-player's artwork onto the mini player): the animator measures the element where the
    /// transition leaves it, with the presenter's transform as the dismiss ends it, and works that frame out
    /// without setting the presenter's transform, which is the presentation controller's even for a moment.
    static let measuredSpec = """
        navigation App {
            screen Feed: FeedViewController {
                element mini: view { frame: rect(16, 770, 48, 48) }
            }
            screen Story: StoryViewController {
                element art: view { frame: rect(40, 100, 310, 310) }
            }
            root Feed

            Feed => Story {
                present: Grow
                dismiss: reverse
                style: overFullScreen
            }
        }

        animator Grow(duration: 1, curve: linear) {
            share from.mini -> to.art
            to.alpha: 0 -> 1
            from.transform: identity -> scale(0.9)
        }
        """

    static let measuredMain = #"""
        import TransitionCore
        import UIKit

        final class FeedViewController: UIViewController, FeedViewControllerElements {
            let mini = UIView(frame: CGRect(x: 16, y: 770, width: 48, height: 48))
        }
        final class StoryViewController: UIViewController, StoryViewControllerElements {
            let art = UIView(frame: CGRect(x: 40, y: 100, width: 310, height: 310))
        }

        \#(checks)

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let feed = FeedViewController()
            feed.view.addSubview(feed.mini)
            let navigation = UINavigationController(rootViewController: feed)
            let coordinator = AppTransitionCoordinator()
            coordinator.install(on: navigation)
            UIKitTestWorld.name(feed.view, "Feed")

            let story = StoryViewController()
            story.view.addSubview(story.art)
            coordinator.prepareForPresentation(story)
            navigation.present(story, animated: true)
            UIKitTestWorld.advance(to: 2)
            expect("R3", near(feed.view.transform.a, 0.9), "the present leaves the presenter pushed back: \(feed.view.transform)")

            // The dismiss: the picture flies to where the mini player is once the presenter is back to identity.
            story.dismiss(animated: true)
            UIKitTestWorld.advance(to: 2.5)
            let container = story.view.superview
            let picture = container?.subviews.first { $0 !== story.view && $0 !== feed.view && $0.frame.width < 100 }
            expect("R3", picture != nil, "the dismiss flies a picture of the artwork")
            if let picture {
                let frame = picture.frame
                expect("R3", near(frame.minX, 16) && near(frame.minY, 770) && near(frame.width, 48) && near(frame.height, 48),
                       "the picture lands on the mini player as the dismiss leaves it, not as it is pushed back now: \(frame)")
            }
            expect("R3", near(feed.view.transform.a, 1), "the controller runs the presenter back to identity: \(feed.view.transform)")
            UIKitTestWorld.advance(to: 4)
            expect("R3", story.presentingViewController == nil, "the dismiss completed")
            expect("R3", feed.view.transform == .identity && !feed.mini.isHidden, "the presenter and its mini player are back: \(feed.view.transform)")

            withExtendedLifetime(coordinator) {}
            finish(["R3"])
        }
        """#

    private static let measuredDriver = ModelRowDriver(path: "presenter-measured.transition", spec: measuredSpec, main: measuredMain)

    func testR3AnElementOfTheStayingPresenterIsMeasuredWithoutMovingThePresenter() throws {
        try Self.measuredDriver.assertRow("R3")
    }
}
