// Wrong: #selector names a method that is not exposed to Objective-C (no @objc).
// Fails in Swift 5 and 6: argument of '#selector' refers to instance method 'handlePan' that is not exposed to Objective-C
import UIKit

@MainActor
final class EdgePanController: NSObject {
  func install(on view: UIView) {
    let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    pan.edges = .left
    view.addGestureRecognizer(pan)
  }

  func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {}
}
