// Wrong: UIView.transform is a CGAffineTransform, not a scale factor.
// Fails in Swift 5 and 6: cannot assign value of type 'CGFloat' to type 'CGAffineTransform'
import UIKit

@MainActor
func shrink(_ view: UIView) {
  let scale: CGFloat = 0.01
  view.transform = scale
}
