// Swift overlay of the UIKit stub module: the Swift-only UIKit API (the iOS 17 spring animation).
@_exported import UIKit

extension UIView {
  @MainActor @preconcurrency
  public class func animate(
    springDuration duration: TimeInterval = 0.5,
    bounce: CGFloat = 0.0,
    initialSpringVelocity: CGFloat = 0.0,
    delay: TimeInterval = 0.0,
    options: UIView.AnimationOptions = [],
    animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    fatalError("type-check stub")
  }
}

extension UIEdgeInsets: Equatable {
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
    lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
  }
}
