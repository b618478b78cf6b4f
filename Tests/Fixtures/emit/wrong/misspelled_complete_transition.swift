// Wrong: `completeTranstion` is not a member of UIViewControllerContextTransitioning.
// Fails in Swift 5 and 6: value of type 'any UIViewControllerContextTransitioning' has no member 'completeTranstion'
import UIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in
      transitionContext.completeTranstion(!transitionContext.transitionWasCancelled)
    })
  }
}
