// Wrong: the label is `belowSubview:`, not `below:`.
// Fails in Swift 5 and 6: no exact matches in call to instance method 'insertSubview'
// (with notes listing insertSubview(_:belowSubview:) and insertSubview(_:aboveSubview:)).
import UIKit

@MainActor
func order(_ context: UIViewControllerContextTransitioning) {
  guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
  context.containerView.insertSubview(toView, below: fromView)
}
