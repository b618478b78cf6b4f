import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md R3 on the runtime UIKit: a `.custom` presentation's controller is told
/// `presentationTransitionWillBegin`/`DidEnd` and `dismissalTransitionWillBegin`/`DidEnd`, and the
/// blocks it gives the transition coordinator (`animate(alongsideTransition:completion:)`) run on the
/// animator's own timeline, scrubbed by a percent-driven interaction, their completion told of a
/// cancel. A hand-written presentation controller dims the presenter's view there, as the
/// presentation controller of a presenter that stays does; its driver prints `FAIL R3: …` for a
/// broken expectation and `DONE R3` at the end.
final class AlongsideTransitionTests: XCTestCase {
    static let main = #"""
        import TransitionCore
        import UIKit

        final class FeedViewController: UIViewController {}
        final class StoryViewController: UIViewController {}

        nonisolated(unsafe) var failures = 0
        nonisolated(unsafe) var calls: [String] = []
        @MainActor func shown(_ view: UIView) -> Double {
            if case let .scalar(alpha) = UIKitTestWorld.stage.presentedValue(of: UIKitTestWorld.node(of: view), .alpha) { return alpha }
            return .nan
        }
        func expect(_ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL R3: \(what)")
                failures += 1
            }
        }

        final class DimmingPresentation: UIPresentationController {
            override func presentationTransitionWillBegin() {
                calls.append("presentation will begin")
                let presenter = presentingViewController.view!
                let coordinator = presentedViewController.transitionCoordinator
                expect(coordinator != nil, "a coordinator when the presentation begins")
                coordinator?.animate(alongsideTransition: { _ in presenter.alpha = 0.5 }, completion: { context in
                    calls.append("presentation alongside done, cancelled \(context.isCancelled)")
                    if context.isCancelled { presenter.alpha = 1 }
                })
            }
            override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("presentation did end \(completed)") }
            override func dismissalTransitionWillBegin() {
                calls.append("dismissal will begin")
                let presenter = presentingViewController.view!
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in presenter.alpha = 1 }, completion: { context in
                    if context.isCancelled { presenter.alpha = 0.5 }
                })
            }
            override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissal did end \(completed)") }
        }

        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool
            var running: UIViewPropertyAnimator?
            init(presenting: Bool) { self.presenting = presenting }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                if let running { return running }
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                let container = transitionContext.containerView
                let key: UITransitionContextViewKey = presenting ? .to : .from
                expect(transitionContext.view(forKey: presenting ? .from : .to) == nil, "the presenter's view is not handed over")
                if let view = transitionContext.view(forKey: key) {
                    if presenting {
                        view.frame = container.bounds
                        container.addSubview(view)
                        view.alpha = 0
                    }
                    let end: CGFloat = presenting ? 1 : 0
                    animator.addAnimations { view.alpha = end }
                }
                animator.addCompletion { _ in
                    self.running = nil
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                running = animator
                return animator
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }
        }

        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            var interaction: UIPercentDrivenInteractiveTransition?
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Slide(presenting: true) }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { Slide(presenting: false) }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                DimmingPresentation(presentedViewController: presented, presenting: presenting)
            }
        }

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let feed = FeedViewController()
            let navigation = UINavigationController(rootViewController: feed)
            let delegate = Delegate()
            let story = StoryViewController()
            story.modalPresentationStyle = .custom
            story.transitioningDelegate = delegate
            navigation.present(story, animated: true)
            expect(calls == ["presentation will begin"], "willBegin before the animation: \(calls)")
            UIKitTestWorld.advance(to: 0.5)
            expect(abs(shown(feed.view) - 0.75) < 1e-6, "half way the presenter is half dimmed, on the animator's timing: \(shown(feed.view))")
            UIKitTestWorld.advance(to: 2)
            expect(feed.view.alpha == 0.5, "the present leaves the presenter dimmed: \(feed.view.alpha)")
            expect(calls == ["presentation will begin", "presentation alongside done, cancelled false", "presentation did end true"],
                   "the alongside completion, then didEnd: \(calls)")
            calls = []
            // A finger holds the dismiss half way and lets go: the alongside block follows it and the cancel puts it back.
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            story.dismiss(animated: true)
            interaction.update(0.5)
            UIKitTestWorld.advance(to: 3)
            expect(abs(shown(feed.view) - 0.75) < 1e-6, "held half way, the presenter is half undimmed: \(shown(feed.view))")
            interaction.cancel()
            UIKitTestWorld.advance(to: 6)
            expect(feed.view.alpha == 0.5 && shown(feed.view) == 0.5, "the cancelled dismiss leaves the presenter dimmed: \(shown(feed.view))")
            expect(calls == ["dismissal will begin", "dismissal did end false"], "the dismissal's calls: \(calls)")
            withExtendedLifetime(delegate) {}
            print("DONE R3")
            print("END \(failures)")
        }
        """#

    func testR3AlongsideBlocksRunOnTheAnimatorsTimelineAndFollowTheFinger() throws {
        try ModelRowDriver(path: "alongside.transition", spec: PresenterContainerTests.spec, main: Self.main).assertRow("R3")
    }
}
