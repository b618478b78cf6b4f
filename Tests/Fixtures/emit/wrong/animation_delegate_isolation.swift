// Wrong in Swift 6 only: the animator is main-actor isolated (it adopts UIViewControllerAnimatedTransitioning,
// which is @MainActor), CAAnimationDelegate is not, so its witnesses cross into main-actor code.
// Swift 5: type-checks. Swift 6: conformance of 'LayerAnimator' to protocol 'CAAnimationDelegate' crosses into
// main actor-isolated code and can cause data races
import UIKit

final class LayerAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
  weak var storedContext: UIViewControllerContextTransitioning?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    storedContext = transitionContext
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    fade.delegate = self
    transitionContext.containerView.layer.add(fade, forKey: nil)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    storedContext?.completeTransition(flag)
  }
}
