// Seed 003: a UINavigationController subclass that is its own delegate; a fade animator that removes
// the destination again when the interactive pop is cancelled; the edge pan rebuilt for swipe-back.
import UIKit

final class FadeAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  private let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    TimeInterval(UINavigationController.hideShowBarDuration)
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
          let toView = transitionContext.view(forKey: .to) else { return }
    let duration = transitionDuration(using: transitionContext)
    let container = transitionContext.containerView
    if presenting {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    toView.alpha = presenting ? 0 : 1
    UIView.animate(withDuration: duration, animations: {
      if self.presenting { toView.alpha = 1 } else { fromView.alpha = 0 }
    }, completion: { _ in
      let success = !transitionContext.transitionWasCancelled
      if !success {
        toView.removeFromSuperview()
      }
      transitionContext.completeTransition(success)
    })
  }
}

final class CustomNavigationController: UINavigationController, UINavigationControllerDelegate {
  private var interactionController: UIPercentDrivenInteractiveTransition?
  private var edgeSwipeGestureRecognizer: UIScreenEdgePanGestureRecognizer?

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
    recognizer.edges = .left
    view.addGestureRecognizer(recognizer)
    edgeSwipeGestureRecognizer = recognizer
  }

  @objc func handleSwipe(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
    guard let gestureRecognizerView = gestureRecognizer.view else {
      interactionController = nil
      return
    }
    let percent = gestureRecognizer.translation(in: gestureRecognizerView).x / gestureRecognizerView.bounds.size.width

    if gestureRecognizer.state == .began {
      interactionController = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
    } else if gestureRecognizer.state == .changed {
      interactionController?.update(percent)
    } else if gestureRecognizer.state == .ended {
      if percent > 0.5 && gestureRecognizer.state != .cancelled {
        interactionController?.finish()
      } else {
        interactionController?.cancel()
      }
      interactionController = nil
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimationController(presenting: operation == .push)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interactionController
  }
}
