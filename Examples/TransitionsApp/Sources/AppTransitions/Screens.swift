#if canImport(UIKit)
import UIKit

// The view controllers Fading.transition names. The generated FadingTransitionCoordinator picks
// an animator by these types; keep a strong reference to it and install it once:
//
//     let coordinator = FadingTransitionCoordinator()
//     coordinator.install(on: navigationController)
//     coordinator.prepareForPresentation(sheet)   // before presenting the Sheet screen

final class ViewController: UIViewController {}
final class SecondViewController: UIViewController {}
final class SheetViewController: UIViewController {}
#endif
