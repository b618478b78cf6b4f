#if canImport(UIKit)
import UIKit

// The view controllers Fading.transition names. The generated FadingTransitionCoordinator picks
// an animator by these types; set it as the navigation controller's delegate:
//
//     let coordinator = FadingTransitionCoordinator()
//     navigationController.delegate = coordinator

final class ViewController: UIViewController {}
final class SecondViewController: UIViewController {}
final class SheetViewController: UIViewController {}
#endif
