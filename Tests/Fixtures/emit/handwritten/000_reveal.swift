// Seed 000 (Logo Reveal): one animator for push and pop; the push grows a logo-shaped mask
// with a CABasicAnimation and completes from animationDidStop; the pop shrinks the source.
// CAAnimationDelegate is not main-actor isolated while the animator is (it adopts a UIKit
// protocol that is): Swift 6 rejects a main-actor animationDidStop, so it is nonisolated and
// asserts the main actor, on which Core Animation calls it.
import UIKit

final class MainViewController: UIViewController {
  let logo = CAShapeLayer()
  let transition = RevealAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.layer.addSublayer(logo)
    navigationController?.delegate = self
  }
}

final class DetailViewController: UIViewController {}

extension MainViewController: UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    transition.operation = operation
    return transition
  }
}

final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
  let animationDuration = 2.0
  var operation: UINavigationController.Operation = .push
  weak var storedContext: UIViewControllerContextTransitioning?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    animationDuration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    storedContext = transitionContext
    if operation == .push,
       let fromVC = transitionContext.viewController(forKey: .from) as? MainViewController,
       let toVC = transitionContext.viewController(forKey: .to) as? DetailViewController {
      transitionContext.containerView.addSubview(toVC.view)
      toVC.view.frame = transitionContext.finalFrame(for: toVC)

      let animation = CABasicAnimation(keyPath: "transform")
      animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
      animation.toValue = NSValue(caTransform3D: CATransform3DConcat(
        CATransform3DMakeTranslation(0.0, -10.0, 0.0),
        CATransform3DMakeScale(150.0, 150.0, 1.0)
      ))
      animation.duration = animationDuration
      animation.delegate = self
      animation.fillMode = .forwards
      animation.isRemovedOnCompletion = false
      animation.timingFunction = CAMediaTimingFunction(name: .easeIn)

      let maskLayer = CAShapeLayer()
      maskLayer.path = fromVC.logo.path
      maskLayer.position = fromVC.logo.position
      toVC.view.layer.mask = maskLayer
      maskLayer.add(animation, forKey: nil)
      fromVC.logo.add(animation, forKey: nil)

      let fadeIn = CABasicAnimation(keyPath: "opacity")
      fadeIn.fromValue = 0.0
      fadeIn.toValue = 1.0
      fadeIn.duration = animationDuration
      toVC.view.layer.add(fadeIn, forKey: nil)
    } else if let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) {
      transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
      UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseIn, animations: {
        fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
      }, completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    }
  }

  nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    MainActor.assumeIsolated {
      if let context = storedContext {
        context.completeTransition(!context.transitionWasCancelled)
        let fromVC = context.viewController(forKey: .from) as? MainViewController
        fromVC?.logo.removeAllAnimations()
        let toVC = context.viewController(forKey: .to) as? DetailViewController
        toVC?.view.layer.mask = nil
      }
      storedContext = nil
    }
  }
}
