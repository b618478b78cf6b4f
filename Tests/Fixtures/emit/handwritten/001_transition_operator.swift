// Seed 001: modal present/dismiss through a UIViewControllerTransitioningDelegate; a snapshot of the
// source springs away (damping 0.5, velocity 0.8) on present and springs back (damping 0.8) on dismiss.
import UIKit

final class TransitionOperator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
  private var snapshot: UIView?
  private var isPresenting = true

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if isPresenting {
      presentNavigation(transitionContext)
    } else {
      dismissNavigation(transitionContext)
    }
  }

  private func presentNavigation(_ transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.viewController(forKey: .from)?.view,
          let toView = transitionContext.viewController(forKey: .to)?.view,
          let snapshot = fromView.snapshotView(afterScreenUpdates: true) else {
      transitionContext.completeTransition(false)
      return
    }
    let size = toView.frame.size
    let offsetTransform = CGAffineTransform(translationX: size.width - 120, y: 0).scaledBy(x: 0.6, y: 0.6)
    self.snapshot = snapshot
    container.addSubview(toView)
    container.addSubview(snapshot)

    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0,
                   usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8, options: [],
                   animations: { snapshot.transform = offsetTransform },
                   completion: { _ in transitionContext.completeTransition(true) })
  }

  private func dismissNavigation(_ transitionContext: UIViewControllerContextTransitioning) {
    let snapshot = self.snapshot
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0,
                   usingSpringWithDamping: 0.8, initialSpringVelocity: 0.8, options: [],
                   animations: { snapshot?.transform = .identity },
                   completion: { _ in
                     transitionContext.completeTransition(true)
                     snapshot?.removeFromSuperview()
                   })
  }

  func animationController(
    forPresented presented: UIViewController,
    presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    isPresenting = false
    return self
  }
}

final class TimelineViewController: UIViewController {
  let transitionOperator = TransitionOperator()

  func presentNavigation() {
    let menu = NavigationViewController()
    menu.modalPresentationStyle = .custom
    menu.transitioningDelegate = transitionOperator
    present(menu, animated: true)
  }
}

final class NavigationViewController: UIViewController {}
