// Wrong: `too:` instead of `to:`. UINavigationControllerDelegate's requirements are all @objc optional,
// so on iOS too this is not an error: the method is silently never called. Swift reports only
// a warning in both modes: instance method 'navigationController(_:animationControllerFor:from:too:)'
// nearly matches optional requirement 'navigationController(_:animationControllerFor:from:to:)'
import UIKit

final class Coordinator: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    too toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    nil
  }
}
