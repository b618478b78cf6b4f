// Wrong: transitionDuration(using:) does not return on every path.
// Passes -typecheck (the check is a SIL pass); fails with typecheck.sh --sil in Swift 5 and 6:
// missing return in instance method expected to return 'TimeInterval' (aka 'Double')
import UIKit

final class MaybeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    if transitionContext?.isAnimated == true {
      return 0.3
    }
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(true)
  }
}
