// Seed 002: push/pop fade animators, completing with !transitionWasCancelled, and an interactive pop
// driven by a left screen-edge pan through a UIPercentDrivenInteractiveTransition.
import UIKit

final class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toViewController.view)
    toViewController.view.alpha = 0.0
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toViewController.view.alpha = 1.0
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toViewController = transitionContext.viewController(forKey: .to),
          let fromViewController = transitionContext.viewController(forKey: .from) else { return }
    transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      fromViewController.view.alpha = 0.0
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class FirstViewController: UIViewController, UINavigationControllerDelegate {
  private var interactionController: UIPercentDrivenInteractiveTransition?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleSwipeFromLeftEdge(_:)))
    edge.edges = .left
    navigationController?.view.addGestureRecognizer(edge)
  }

  @objc func handleSwipeFromLeftEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
    guard let view = gesture.view else { return }
    let translate = gesture.translation(in: view)
    let percent = translate.x / view.bounds.size.width

    switch gesture.state {
    case .began:
      interactionController = UIPercentDrivenInteractiveTransition()
      navigationController?.popViewController(animated: true)
    case .changed:
      interactionController?.update(percent)
    case .ended:
      let velocity = gesture.velocity(in: view)
      if percent > 0.5 || velocity.x > 0 {
        interactionController?.finish()
      } else {
        interactionController?.cancel()
      }
      interactionController = nil
    case .cancelled:
      interactionController?.cancel()
      interactionController = nil
    default:
      break
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    switch operation {
    case .push: return PushAnimator()
    case .pop: return PopAnimator()
    default: return nil
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interactionController
  }
}
