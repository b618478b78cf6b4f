// Seed 004: A pushes B with the system animation; any push to C slides up from below its final
// frame, and popping C slides it down; one shared delegate chooses by operation and type.
import UIKit

final class PresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to) else { return }
    let containerView = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
    containerView.addSubview(toVC.view)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toVC.view.frame = finalFrame
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class DismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to) else { return }
    let containerView = transitionContext.containerView
    let initialFrame = transitionContext.initialFrame(for: fromVC)
    toVC.view.frame = initialFrame
    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      fromVC.view.frame = initialFrame.offsetBy(dx: 0, dy: initialFrame.height)
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class CustomNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    if operation == .push, toVC is ViewControllerC {
      return PresentAnimationController()
    } else if operation == .pop, fromVC is ViewControllerC {
      return DismissAnimationController()
    }
    return nil
  }
}

final class ViewControllerA: UIViewController {
  @objc func pushToB() { navigationController?.pushViewController(ViewControllerB(), animated: true) }
}

final class ViewControllerB: UIViewController {
  @objc func pushToC() { navigationController?.pushViewController(ViewControllerC(), animated: true) }
}

final class ViewControllerC: UIViewController {
  @objc func popToB() { navigationController?.popViewController(animated: true) }
}

@MainActor
func makeRootNavigationController(delegate: CustomNavigationControllerDelegate) -> UINavigationController {
  let navigationController = UINavigationController(rootViewController: ViewControllerA())
  navigationController.delegate = delegate
  return navigationController
}
