// Wrong: calls a main-actor UIKit API from a nonisolated synchronous context.
// UIKit's declarations come from Objective-C and are implicitly @preconcurrency, so against the real SDK
// this is silent in Swift 5 and a warning (not an error) in Swift 6:
//   call to main actor-isolated instance method 'completeTransition' in a synchronous nonisolated context
// It fails only when warnings are errors.
import UIKit

final class TransitionFinisher {
  func finish(_ context: UIViewControllerContextTransitioning) {
    context.completeTransition(true)
  }
}
