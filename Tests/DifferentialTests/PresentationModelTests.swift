import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The rows of docs/uikit-model.md, "Presentations: who presents, and who is revealed": the emitted
/// coordinator, run on the runtime UIKit by a driver of its own (`main` below) under the app shapes
/// real apps have, finds the screens its edges name and the presenter UIKit picks. One driver runs
/// every row (each on a fresh world) and prints `FAIL <row>: …` for a broken expectation and
/// `DONE <row>` for each row it finished; each test reads its row.
final class PresentationModelTests: XCTestCase {
    /// Home presents Card over full screen, dimming itself (an effect on the presenter the dismiss
    /// undoes), with a pull on Card that dismisses it.
    static let spec = """
        navigation App {
            screen Home: HomeViewController {
                element badge: view {
                    frame: rect(20, 100, 80, 80)
                }
            }
            screen Card: CardViewController
            root Home

            Home => Card {
                present: Rise
                dismiss: Sink
                style: overFullScreen
            }

            gesture pull: pan(down) on Card drives dismiss {
                progress: translation.y / height
                finish when progress > 0.5
            }
        }

        animator Rise(duration: 0.3) {
            to.frame: from.badge.frame -> final
            from.alpha: 1 -> 0.5
        }

        animator Sink(duration: 0.3) {
            order: to below from
            from.alpha: 1 -> 0
            to.alpha: 0.5 -> 1
        }
        """

    static let main = #"""
        import TransitionCore
        import UIKit

        final class HomeViewController: UIViewController, HomeViewControllerElements {
            let badge = UIView()
        }
        final class CardViewController: UIViewController {}
        final class PlainViewController: UIViewController {}

        nonisolated(unsafe) var failures = 0
        func expect(_ row: String, _ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL \(row): \(what)")
                failures += 1
            }
        }

        MainActor.assumeIsolated {
            var clock = 0.0
            @MainActor func settle() {
                clock += 5
                UIKitTestWorld.advance(to: clock)
            }
            /// A fresh world: Home at the root of the navigation controller, itself the selected tab of a
            /// tab bar controller (the window's root) when `tabs`, the coordinator installed.
            @MainActor func world(tabs: Bool) -> (UINavigationController, UITabBarController?, HomeViewController, AppTransitionCoordinator) {
                UIKitTestWorld.reset(width: 390, height: 844)
                clock = 0
                let home = HomeViewController()
                home.view.addSubview(home.badge)
                let navigation = UINavigationController(rootViewController: home)
                var tabBar: UITabBarController?
                if tabs {
                    let root = UITabBarController()
                    root.viewControllers = [navigation]
                    tabBar = root
                }
                let coordinator = AppTransitionCoordinator()
                coordinator.install(on: navigation)
                return (navigation, tabBar, home, coordinator)
            }

            do {
                // P1: under a tab bar root, UIKit's presenter is the tab bar controller; the spec's animators
                // still run (the element cast finds Home through the selected tab), and the dismiss finds its
                // animator, which undoes what the present did to the presenter.
                let (navigation, tabBar, home, coordinator) = world(tabs: true)
                let card = CardViewController()
                coordinator.prepareForPresentation(card)
                // The edge is over full screen; its presenter effect (Home dims) makes it .custom, so that UIKit
                // asks for the presentation controller that runs it (R4).
                expect("P1", card.modalPresentationStyle == .custom, "the edge's style")
                home.present(card, animated: true)
                settle()
                expect("P1", card.presentingViewController === tabBar, "the tab bar controller presents")
                expect("P1", tabBar?.presentedViewController === card && navigation.presentedViewController === card, "and its tab answers it")
                expect("P1", home.view.alpha == 0.5, "Rise ran to its end (not the fallback): Home at 0.5, not \(home.view.alpha)")
                card.dismiss(animated: true)
                settle()
                expect("P1", card.presentingViewController == nil && tabBar?.presentedViewController == nil, "the dismiss completed")
                expect("P1", home.view.alpha == 1, "Sink ran and put Home back: \(home.view.alpha)")
                print("DONE P1")
            }

            do {
                // P2: who presents. Full screen: the window's root, or the presented controller the
                // presentation starts in; a current-context style: the nearest ancestor that defines the
                // presentation context (a navigation controller does by default).
                let (navigation, tabBar, home, _) = world(tabs: true)
                expect("P2", navigation.definesPresentationContext && tabBar?.definesPresentationContext == false, "UIKit's defaults")
                let first = PlainViewController()
                home.present(first, animated: false)
                expect("P2", first.presentingViewController === tabBar, "a full-screen present from a tab's screen: the root")
                let second = PlainViewController()
                first.present(second, animated: false)
                expect("P2", second.presentingViewController === first, "from a presented screen: the last one presented")
                second.dismiss(animated: false)
                first.dismiss(animated: false)
                let inContext = PlainViewController()
                inContext.modalPresentationStyle = .overCurrentContext
                home.present(inContext, animated: false)
                expect("P2", inContext.presentingViewController === navigation, "over the current context: the navigation controller")
                inContext.dismiss(animated: false)
                navigation.definesPresentationContext = false
                let noContext = PlainViewController()
                noContext.modalPresentationStyle = .currentContext
                home.present(noContext, animated: false)
                expect("P2", noContext.presentingViewController === tabBar, "no ancestor defines the context: the root")
                print("DONE P2")
            }

            do {
                // P3: a child answers for its ancestors' presentations, and its dismiss dismisses the presented
                // controller it is inside.
                let (_, tabBar, home, _) = world(tabs: true)
                let screen = PlainViewController()
                let wrapper = UINavigationController(rootViewController: screen)
                home.present(wrapper, animated: false)
                expect("P3", home.presentedViewController === wrapper, "the presenting root's child answers the presentation")
                expect("P3", screen.presentingViewController === tabBar, "a child of the presented controller answers its presenter")
                screen.dismiss(animated: false)
                expect("P3", tabBar?.presentedViewController == nil && wrapper.presentingViewController == nil, "the child's dismiss dismissed its wrapper")
                print("DONE P3")
            }

            do {
                // P4: a screen presented inside a navigation controller of its own: the wrapper gets the edge's
                // style and the coordinator, the animators are the edge's, the gestures go on the screen.
                let (navigation, _, home, coordinator) = world(tabs: false)
                let card = CardViewController()
                let wrapper = UINavigationController(rootViewController: card)
                coordinator.prepareForPresentation(wrapper)
                expect("P4", wrapper.modalPresentationStyle == .custom, "the wrapper gets the edge's style (.custom for its presenter effect, R4)")
                expect("P4", wrapper.transitioningDelegate === coordinator, "and the coordinator")
                home.present(wrapper, animated: true)
                settle()
                expect("P4", wrapper.presentingViewController != nil, "presented")
                expect("P4", home.view.alpha == 0.5, "Rise ran: Home at \(home.view.alpha)")
                expect("P4", card.view.gestureRecognizers?.contains { $0.name == "App.pull" } == true, "the screen has the spec's gesture")
                wrapper.dismiss(animated: true)
                settle()
                expect("P4", wrapper.presentingViewController == nil, "dismissed")
                expect("P4", home.view.alpha == 1, "Sink ran: Home at \(home.view.alpha)")
                withExtendedLifetime(navigation) {}
                print("DONE P4")
            }

            do {
                // P5: the dismiss reveals the screen its presentation started from, remembered by the
                // coordinator, even when the controller UIKit's presenter shows is another by then (the tab
                // bar controller's selection moved).
                let (navigation, tabBar, home, coordinator) = world(tabs: true)
                let other = PlainViewController()
                tabBar?.viewControllers = [navigation, other]
                let card = CardViewController()
                coordinator.prepareForPresentation(card)
                home.present(card, animated: true)
                settle()
                tabBar?.selectedIndex = 1
                let animator = coordinator.animationController(forDismissed: card)
                expect("P5", animator.map { "\(type(of: $0))" } == "SinkAnimator", "the dismiss reveals Home: \(String(describing: animator))")
                card.dismiss(animated: false)
                // Presented without animation, the coordinator was not asked and remembers no source: the
                // dismiss reveals the screen UIKit's presenter shows, Home on the selected tab again.
                tabBar?.selectedIndex = 0
                coordinator.prepareForPresentation(card)
                home.present(card, animated: false)
                let fallback = coordinator.animationController(forDismissed: card)
                expect("P5", fallback.map { "\(type(of: $0))" } == "SinkAnimator", "the presenter's screen: \(String(describing: fallback))")
                withExtendedLifetime(other) {}
                print("DONE P5")
            }
            print("END \(failures)")
        }
        """#

    static let rows = ModelRowDriver(path: "presentation-model.transition", spec: spec, main: main)

    private func assertRow(_ row: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Self.rows.assertRow(row, file: file, line: line)
    }

    func testP1UnderATabBarRootTheSpecsAnimatorsRunAndTheDismissUndoesThePresent() throws { try assertRow("P1") }
    func testP2ThePresenterIsTheRootThePresentedOrTheContextDefiningAncestor() throws { try assertRow("P2") }
    func testP3AChildAnswersForItsAncestorsPresentation() throws { try assertRow("P3") }
    func testP4AScreenPresentedInItsOwnNavigationControllerGetsItsEdge() throws { try assertRow("P4") }
    func testP5TheDismissRevealsTheScreenThePresentationStartedFrom() throws { try assertRow("P5") }
}
