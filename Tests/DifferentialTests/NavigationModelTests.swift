import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The rows of docs/uikit-model.md, "Navigation, the swipe-back and transition coordinators": the
/// emitted coordinator, run on the runtime UIKit by a driver of its own (`main` below), does what
/// UIKit does. One driver runs every row (each on a fresh world) and prints `FAIL <row>: …` for a
/// broken expectation and `DONE <row>` for each row it finished; each test reads its row.
final class NavigationModelTests: XCTestCase {
    /// Home, then Story with UIKit's pop and a pan(right) of the spec that pushes Comments (which
    /// races iOS 26's content swipe-back, T0819), then Comments with the spec's own pop and gesture.
    static let spec = """
        navigation App {
            screen Home: HomeViewController
            screen Story: StoryViewController
            screen Comments: CommentsViewController
            root Home

            Home -> Story
            Story -> Comments {
                push: FadeIn
                pop: FadeOut
            }

            gesture next: pan(right) on Story drives push Comments {
                progress: translation.x / width
                finish when progress > 0.5
            }

            gesture back: edgePan(leading) on Comments drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
        }

        animator FadeIn(duration: 0.3) {
            to.alpha: 0 -> 1
        }

        animator FadeOut(duration: 0.3) {
            order: to below from
            from.alpha: 1 -> 0
        }
        """

    static let main = #"""
        import TransitionCore
        import UIKit

        final class HomeViewController: UIViewController {}
        final class StoryViewController: UIViewController {}
        final class CommentsViewController: UIViewController {}
        final class PlainViewController: UIViewController {}

        final class Maker: AppScreenMaker {
            func makeComments() -> CommentsViewController { CommentsViewController() }
        }

        /// An animator of the app's own, for an edge the spec leaves to UIKit.
        final class AppAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            var animated = false
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                animated = true
                if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
                UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in transitionContext.completeTransition(true) })
            }
        }

        /// The app's navigation delegate, which implements the orientation methods and animates
        /// the push to Story (an edge the spec leaves to UIKit).
        final class AppDelegate: NSObject, UINavigationControllerDelegate {
            let animator = AppAnimator()
            var shown: [String] = []
            override func responds(to aSelector: Selector!) -> Bool {
                aSelector == Selector({ (_: AnyObject) in }, named: "navigationControllerSupportedInterfaceOrientations(_:)")
            }
            func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
                .portrait
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                toVC is StoryViewController ? animator : nil
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append("\(type(of: viewController))")
            }
        }

        nonisolated(unsafe) var failures = 0
        func expect(_ row: String, _ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL \(row): \(what)")
                failures += 1
            }
        }

        MainActor.assumeIsolated {
            UIKitTestWorld.interactivePopRule = InteractivePopRule(progress: { translation, width, _ in translation.x / width },
                                                                   finishes: { _, velocity, _, _, progress in progress > 0.5 || velocity.x > 0 })
            var clock = 0.0
            @MainActor func settle() {
                clock += 5
                UIKitTestWorld.advance(to: clock)
            }
            /// A fresh world: Home at the root, the coordinator installed (the app's delegate first when given).
            @MainActor func world(delegate: UINavigationControllerDelegate? = nil) -> (UINavigationController, AppTransitionCoordinator, Maker) {
                UIKitTestWorld.reset(width: 390, height: 844)
                clock = 0
                let navigation = UINavigationController(rootViewController: HomeViewController())
                navigation.delegate = delegate
                let coordinator = AppTransitionCoordinator()
                let maker = Maker()
                coordinator.screenMaker = maker
                coordinator.install(on: navigation)
                return (navigation, coordinator, maker)
            }
            @MainActor func recognizer(_ name: String, on viewController: UIViewController) -> UIGestureRecognizer? {
                viewController.view.gestureRecognizers?.first { $0.name == name }
            }
            @MainActor func begin(_ recognizer: UIGestureRecognizer?, x: CGFloat = 10) -> Bool {
                guard let recognizer else { return false }
                return UIKitTestWorld.drive(recognizer, state: .began, translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: 100, y: 0))
            }
            @MainActor func release(_ recognizer: UIGestureRecognizer?) {
                guard let recognizer else { return }
                UIKitTestWorld.drive(recognizer, state: .ended, translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 100, y: 0))
                settle()
            }

            do {
                // N1: the swipe-backs keep UIKit's delegate, which refuses on the root and a pan towards the edge.
                let probe = UINavigationController(rootViewController: HomeViewController())
                let uikitDelegate = probe.interactivePopGestureRecognizer?.delegate
                let (navigation, coordinator, maker) = world()
                let swipeBack = navigation.interactivePopGestureRecognizer
                expect("N1", swipeBack?.delegate != nil && swipeBack?.delegate !== coordinator, "the swipe-back's delegate is UIKit's, not the coordinator")
                expect("N1", uikitDelegate != nil && type(of: swipeBack!.delegate!) == type(of: uikitDelegate!), "the swipe-back's delegate is UIKit's own kind")
                expect("N1", navigation.interactiveContentPopGestureRecognizer?.delegate === swipeBack?.delegate, "the content swipe-back shares it")
                expect("N1", !begin(swipeBack), "no swipe-back on the root")
                navigation.pushViewController(StoryViewController(), animated: false)
                expect("N1", !begin(swipeBack, x: -10), "no swipe-back that moves towards its edge")
                expect("N1", begin(swipeBack), "the swipe-back above the root")
                release(swipeBack)
                expect("N1", navigation.viewControllers.count == 1, "the swipe-back popped Story")
                withExtendedLifetime((probe, coordinator, maker)) {}
                print("DONE N1")
            }

            do {
                // N2: the edge swipe-back is off where the spec's animator pops, on where UIKit's does; off stays off.
                let (navigation, coordinator, _) = world()
                let swipeBack = navigation.interactivePopGestureRecognizer!
                navigation.pushViewController(StoryViewController(), animated: false)
                expect("N2", swipeBack.isEnabled, "on above Story's UIKit pop")
                navigation.pushViewController(CommentsViewController(), animated: false)
                expect("N2", !swipeBack.isEnabled, "off under Comments' custom pop")
                expect("N2", !begin(swipeBack), "the swipe-back does not begin under a custom pop")
                navigation.popViewController(animated: false)
                expect("N2", swipeBack.isEnabled, "on again on Story")
                withExtendedLifetime(coordinator) {}
                let (other, second, _) = world()
                second.uninstall()
                other.interactivePopGestureRecognizer?.isEnabled = false
                second.install(on: other)
                other.pushViewController(StoryViewController(), animated: false)
                expect("N2", other.interactivePopGestureRecognizer?.isEnabled == false, "an app's swipe-back it turned off stays off")
                second.uninstall()
                expect("N2", other.interactivePopGestureRecognizer?.isEnabled == false, "and uninstall() leaves it as the app had it")
                withExtendedLifetime(coordinator) {}
                print("DONE N2")
            }

            do {
                // N3: iOS 26's content swipe-back: off under a custom pop and where a pan of the spec takes its touch.
                let (navigation, coordinator, _) = world()
                let contentPop = navigation.interactiveContentPopGestureRecognizer!
                expect("N3", contentPop.failureRequirements.contains { $0 === navigation.interactivePopGestureRecognizer }, "it waits for the edge swipe-back")
                navigation.pushViewController(StoryViewController(), animated: false)
                expect("N3", !contentPop.isEnabled, "off on Story, whose pan(right) takes the same touch")
                expect("N3", navigation.interactivePopGestureRecognizer?.isEnabled == true, "Story keeps the edge swipe-back")
                navigation.pushViewController(CommentsViewController(), animated: false)
                expect("N3", !contentPop.isEnabled, "off under Comments' custom pop")
                navigation.popViewController(animated: false)
                navigation.popViewController(animated: false)
                navigation.pushViewController(PlainViewController(), animated: false)
                expect("N3", contentPop.isEnabled, "on above a screen the spec leaves to UIKit")
                expect("N3", begin(contentPop), "and it begins there")
                release(contentPop)
                expect("N3", navigation.viewControllers.count == 1, "the content swipe-back popped the screen")
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N3")
            }

            do {
                // N4: the app's delegate answers the orientations; without one UIKit's default stands.
                let appDelegate = AppDelegate()
                let (navigation, coordinator, _) = world(delegate: appDelegate)
                expect("N4", coordinator.responds(to: Selector({ (_: AnyObject) in }, named: "navigationControllerSupportedInterfaceOrientations(_:)")),
                       "the coordinator has the orientation method the app's delegate has")
                expect("N4", navigation.supportedInterfaceOrientations == .portrait, "the app's delegate says portrait")
                expect("N4", navigation.preferredInterfaceOrientationForPresentation == .portrait, "UIKit's default preferred orientation")
                let (plain, plainCoordinator, _) = world()
                expect("N4", plain.supportedInterfaceOrientations == .allButUpsideDown, "without the app's delegate UIKit's default stands")
                withExtendedLifetime(plainCoordinator) {}
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N4")
            }

            do {
                // N5: an edge the spec leaves to UIKit runs the app's delegate's animator; didShow still reaches it.
                let appDelegate = AppDelegate()
                let (navigation, coordinator, _) = world(delegate: appDelegate)
                navigation.pushViewController(StoryViewController(), animated: true)
                settle()
                expect("N5", appDelegate.animator.animated, "the app's animator ran the push the spec leaves to UIKit")
                expect("N5", appDelegate.shown == ["StoryViewController"], "didShow reached the app's delegate: \(appDelegate.shown)")
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N5")
            }

            do {
                // N6: with another navigation delegate, the spec's gestures do not begin.
                let (navigation, coordinator, _) = world()
                let story = StoryViewController()
                navigation.pushViewController(story, animated: false)
                navigation.delegate = AppDelegate()
                expect("N6", !begin(recognizer("App.next", on: story)), "the spec's pan does not begin once the app set another delegate")
                expect("N6", !UIKitTestWorld.isTransitioning && navigation.viewControllers.count == 2, "nothing was pushed")
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N6")
            }

            do {
                // N7: a controller's transitionCoordinator is its own transition's or its ancestors'.
                let (navigation, coordinator, _) = world()
                let story = StoryViewController()
                navigation.pushViewController(story, animated: true)
                expect("N7", navigation.transitionCoordinator != nil && story.transitionCoordinator != nil, "a push: the navigation controller and the screen")
                settle()
                expect("N7", navigation.transitionCoordinator == nil && story.transitionCoordinator == nil, "none once it ended")
                let first = PlainViewController(), second = PlainViewController(), third = PlainViewController()
                navigation.present(first, animated: false)
                first.present(second, animated: false)
                second.present(third, animated: true)
                expect("N7", second.transitionCoordinator != nil && third.transitionCoordinator != nil, "the presenting and the presented controller")
                expect("N7", navigation.transitionCoordinator == nil && story.transitionCoordinator == nil && first.transitionCoordinator == nil,
                       "not the controllers below it in the chain")
                settle()
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N7")
            }

            do {
                // N8: no gesture of the spec begins during a transition of a presentation two levels up.
                let (navigation, coordinator, _) = world()
                let story = StoryViewController(), comments = CommentsViewController()
                navigation.pushViewController(story, animated: false)
                navigation.pushViewController(comments, animated: false)
                let first = PlainViewController(), second = PlainViewController()
                navigation.present(first, animated: false)
                first.present(second, animated: false)
                second.present(PlainViewController(), animated: true)
                expect("N8", coordinator.isTransitioning, "the coordinator sees the transition of the third presentation")
                expect("N8", !begin(recognizer("App.back", on: comments)), "the spec's pop does not begin during it")
                settle()
                withExtendedLifetime(coordinator) {}
                withExtendedLifetime(coordinator) {}
                print("DONE N8")
            }

            do {
                // N9: a coordinator released without uninstall() puts back UIKit's swipe-back and the app's delegate.
                UIKitTestWorld.reset(width: 390, height: 844)
                let navigation = UINavigationController(rootViewController: HomeViewController())
                let appDelegate = AppDelegate()
                navigation.delegate = appDelegate
                do {
                    let coordinator = AppTransitionCoordinator()
                    coordinator.install(on: navigation)
                    navigation.pushViewController(StoryViewController(), animated: false)
                    navigation.pushViewController(CommentsViewController(), animated: false)
                    expect("N9", navigation.interactivePopGestureRecognizer?.isEnabled == false, "off under the custom pop while installed")
                }
                let swipeBack = navigation.interactivePopGestureRecognizer
                expect("N9", swipeBack?.delegate != nil, "the swipe-back still has UIKit's delegate")
                expect("N9", swipeBack?.isEnabled == true, "and is on again")
                expect("N9", navigation.delegate === appDelegate, "the app's navigation delegate is back")
                navigation.popToRootViewController(animated: false)
                expect("N9", !begin(swipeBack), "so the swipe-back on the root refuses (no frozen navigation)")
                print("DONE N9")
            }
            print("END \(failures)")
        }
        """#

    static let rows = ModelRowDriver(path: "navigation-model.transition", spec: spec, main: main)

    private func assertRow(_ row: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Self.rows.assertRow(row, file: file, line: line)
    }

    func testN1TheSwipeBacksKeepUIKitsDelegate() throws { try assertRow("N1") }
    func testN2TheEdgeSwipeBackIsOffUnderACustomPop() throws { try assertRow("N2") }
    func testN3TheContentSwipeBackIsOffUnderACustomPopAndARacingPan() throws { try assertRow("N3") }
    func testN4TheAppsDelegateAnswersTheOrientations() throws { try assertRow("N4") }
    func testN5AnEdgeLeftToUIKitRunsTheAppsAnimator() throws { try assertRow("N5") }
    func testN6NoSpecGestureBeginsUnderAnotherNavigationDelegate() throws { try assertRow("N6") }
    func testN7TransitionCoordinatorIsTheControllersOrItsAncestors() throws { try assertRow("N7") }
    func testN8NoGestureBeginsDuringASecondLevelPresentation() throws { try assertRow("N8") }
    func testN9AReleasedCoordinatorPutsBackWhatItChanged() throws { try assertRow("N9") }
}
