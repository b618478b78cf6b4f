// Wrong: animateTransition(using:) is a required requirement of UIViewControllerAnimatedTransitioning.
// Fails in Swift 5 and 6: type 'HalfAnimator' does not conform to protocol 'UIViewControllerAnimatedTransitioning'
import UIKit

final class HalfAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
}
