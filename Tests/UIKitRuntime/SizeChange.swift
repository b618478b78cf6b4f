// A size change of the window (a rotation, an iPad window resized), as UIKit delivers it
// (docs/uikit-model.md C6): the view controllers are told first, then the views are laid out.
import TransitionCore

/// The coordinator of a size change. The runtime changes the size at once (an unanimated size
/// change): alongside blocks run right after the new layout, then the completions.
@MainActor
final class SizeChangeCoordinator: UIViewControllerTransitionCoordinator {
    var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var containerView: UIView { World.shared.window }
    /// A size change moves no view controller: UIKit's coordinator answers nil for both keys.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
}

extension World {
    /// The window's root view controller: the container the window's navigation controller is a
    /// tab of, else that navigation controller.
    @MainActor var rootViewController: UIViewController? { windowNavigation.map { $0.parent ?? $0 } }

    /// The presented controllers, bottom first.
    @MainActor var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var current = rootViewController?.presentedViewController
        while let presented = current, !chain.contains(where: { $0 === presented }) {
            chain.append(presented)
            current = presented.presentedViewController
        }
        return chain
    }

    /// The size change, in UIKit's order: `viewWillTransition(to:with:)` on the window's root
    /// (which forwards it to its children) and down the chain of presentations (a presentation
    /// controller forwards it to its presented controller); then the window and every view in it
    /// take their new frames (the core's `resize`: containers, autoresizing masks); then each
    /// presentation controller's `containerViewWillLayoutSubviews` and
    /// `containerViewDidLayoutSubviews`, and the frame it gives the presented view becomes the
    /// one later transitions start from. False, with nothing changed, while a transition runs.
    @MainActor func resize(to size: Size) -> Bool {
        guard transition == nil, read({ $0.isIdle }), size.width > 0, size.height > 0 else { return false }
        let coordinator = SizeChangeCoordinator()
        let newSize = CGSize(width: size.width, height: size.height)
        rootViewController?.viewWillTransition(to: newSize, with: coordinator)
        let chain = presentationChain
        for presented in chain {
            if let presentation = presented.presentationController {
                presentation.viewWillTransition(to: newSize, with: coordinator)
            } else {
                presented.viewWillTransition(to: newSize, with: coordinator)
            }
        }
        guard mutate({ $0.resize(to: size) }) else { return false }
        for presented in chain {
            guard let presentation = presented.presentationController else { continue }
            presentation.containerViewWillLayoutSubviews()
            presentation.containerViewDidLayoutSubviews()
            if let id = presented.screenController {
                let style = read { $0.controller(id).presentationStyle }
                let frame = presentation.frameOfPresentedViewInContainerView.core
                mutate { $0.setPresentationStyle(style, of: id, frame: frame) }
            }
        }
        for block in coordinator.alongside { block(coordinator) }
        for block in coordinator.completions { block(coordinator) }
        return true
    }
}

