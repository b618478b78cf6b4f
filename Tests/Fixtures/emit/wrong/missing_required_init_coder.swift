// Wrong: a UIViewController subclass with its own designated initialiser must provide init(coder:)
// (NSCoding's initialiser is required).
// Fails in Swift 5 and 6: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit

final class ScreenViewController: UIViewController {
  let screenName: String

  init(screenName: String) {
    self.screenName = screenName
    super.init(nibName: nil, bundle: nil)
  }
}
