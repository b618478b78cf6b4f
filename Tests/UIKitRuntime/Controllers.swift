// View controllers, the navigation controller, presentations and the transitioning protocols.
// Every operation is the core's: `Stage.begin` with a core `Animator` whose two steps call the
// app's `UIViewControllerAnimatedTransitioning` (animateTransition at the start, or for an
// interactive start the interruptible animator, paused; the property animators' and Core Animation
// transactions' completions when the timeline ends), and a `PercentDrivenInteraction` when the
// delegate hands back a UIPercentDrivenInteractiveTransition.
import TransitionCore

public enum UIModalPresentationStyle: Int {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
    case automatic = -2

    /// The core's presentation style. Styles the core does not model keep the presenter's view when
    /// UIKit does (over-full-screen, over-current-context, the sheets, popover) and replace it otherwise.
    var core: PresentationStyle {
        switch self {
        case .fullScreen, .currentContext, .none, .automatic: .fullScreen
        case .overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .popover: .overFullScreen
        case .custom: .custom
        }
    }
}

/// What a transition coordinator's blocks are told: the running transition's context.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The running transition's coordinator (docs/uikit-model.md R3). Alongside blocks registered
/// before the animator starts (from `presentationTransitionWillBegin`, say) are added to the
/// animator's interruptible animator, "in the same animation group as the transition animations",
/// so they run with its duration and timing and a percent-driven interaction scrubs them; an
/// animator that vends none gets them run at once, unanimated. Completions run when the
/// transition's timeline ends, after the animator's own, told whether it was cancelled.
final class TransitionCoordinatorObject: UIViewControllerTransitionCoordinator {
    weak var context: TransitionContextObject?
    var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    var isCancelled: Bool { context?.coreContext?.transitionWasCancelled ?? false }
    var isInteractive: Bool { context?.coreContext?.isInteractive ?? false }
    var transitionDuration: TimeInterval { context?.coreContext?.duration ?? 0 }
    var containerView: UIView { context?.containerView ?? World.shared.window }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context?.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
}

/// The orientations a view controller supports (UIApplication.h).
public struct UIInterfaceOrientationMask: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

public enum UIInterfaceOrientation: Int {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

@MainActor
open class UIViewController: UIResponder {
    /// The core controller; nil for a navigation controller, which the core models as its stack.
    let controller: ControllerID?
    public var view: UIView!
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    public var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// Set on the controller a presentation presented, and on the one that presents it.
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?
    /// As documented: "If the view controller is not presented, but one of its ancestors is being
    /// presented, this property holds the view controller presenting the nearest ancestor" (P3).
    public internal(set) var presentingViewController: UIViewController? {
        get { presentingStorage ?? parent?.presentingViewController }
        set { presentingStorage = newValue }
    }
    /// The controller presented from this one, or from the ancestor that presented for it (P2).
    public internal(set) var presentedViewController: UIViewController? {
        get { presentedStorage ?? parent?.presentedViewController }
        set { presentedStorage = newValue }
    }
    /// Whether a current-context presentation from a descendant covers this controller (P2).
    public var definesPresentationContext = false
    /// The presentation controller of a `.custom` presentation, from the transitioning delegate.
    public internal(set) var presentationController: UIPresentationController?
    weak var owningNavigation: UINavigationController?
    /// The tab bar controller this controller is a tab of.
    weak var owningContainer: UIViewController?
    public var title: String?
    open override var next: UIResponder? { view?.superview }

    public override init() {
        let world = World.shared
        let id = world.mutate { $0.makeController(named: "screen") }
        controller = id
        super.init()
        view = UIView(node: world.read { $0.controller(id).view })
        world.controllers[id.rawValue] = self
    }

    nonisolated init(container: UIView) {
        controller = nil
        super.init()
        view = container
    }

    /// The core controller this one stands for: itself, or the screen a container shows (a navigation
    /// controller's top, a tab bar controller's selected tab).
    var screenController: ControllerID? { controller ?? shownChild?.screenController }

    /// The child a container shows: nil for a screen.
    var shownChild: UIViewController? { nil }

    /// A container's children: a navigation controller's stack, a tab bar controller's tabs.
    open var children: [UIViewController] { [] }

    /// `UIContentContainer`: "UIKit calls this method before changing the size of a presented view
    /// controller's view"; a view controller "forwards the size change message to its views and
    /// child view controllers" (docs/uikit-model.md C6).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    public var navigationController: UINavigationController? { owningNavigation ?? (self as? UINavigationController) }

    /// The running transition's coordinator when this controller or one of its ancestors takes part
    /// in it, else nil: as documented, "If there is no in-progress transition associated with the
    /// current view controller, UIKit checks the view controller's ancestors" (docs/uikit-model.md N7).
    /// A push or pop involves the navigation controller and the two screens, a presentation the
    /// presented and the presenting controller.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        guard let running = World.shared.transition else { return nil }
        var controller: UIViewController? = self
        while let current = controller {
            if running.participants.contains(ObjectIdentifier(current)) { return running.coordinator }
            controller = current.parent
        }
        return nil
    }

    /// The container this controller is a child of: the navigation controller of a screen in a stack,
    /// the tab bar controller of a tab.
    public var parent: UIViewController? { owningNavigation ?? owningContainer }

    /// The presenting view controller UIKit picks for a presentation from this controller (P2): "the
    /// root view controller of the window, a parent view controller that is marked as defining the
    /// current context, or the last view controller that was presented". Full-screen styles walk up
    /// to the root or the presented controller this one is in; the current-context styles stop at an
    /// ancestor that defines the presentation context.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current = self
        while true {
            if style == .currentContext || style == .overCurrentContext, current.definesPresentationContext { return current }
            if current.presentingStorage != nil { return current }
            guard let parent = current.parent else { return current }
            current = parent
        }
    }

    /// The controller a presentation presented that this one is, or is inside (a screen of a
    /// presented navigation controller); else itself.
    var presentedAncestor: UIViewController {
        var current = self
        while current.presentingStorage == nil, let parent = current.parent { current = parent }
        return current.presentingStorage == nil ? self : current
    }

    public func present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let id = presented.screenController else { return }
        let presenter = presentationContext(for: presented.modalPresentationStyle)
        let source = self
        let world = World.shared
        let delegate = presented.transitioningDelegate
        // A custom presentation asks its delegate for the presentation controller, which places
        // the presented view (`frameOfPresentedViewInContainerView`).
        var frame: CGRect?
        if presented.modalPresentationStyle == .custom,
           let controller = delegate?.presentationController(forPresented: presented, presenting: presenter, source: source) {
            presented.presentationController = controller
            frame = controller.frameOfPresentedViewInContainerView
        }
        world.mutate { $0.setPresentationStyle(presented.modalPresentationStyle.core, of: id, frame: frame?.core) }
        presented.presentingViewController = presenter
        presenter.presentedViewController = presented
        // Without animation UIKit asks the animator only of a `.custom` presentation (C4).
        let asks = animated || presented.modalPresentationStyle.core.asksAnimatorWithoutAnimation
        let animator = asks ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
        let interaction = animated ? animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil
        let presentation = presented.presentationController
        let started = world.begin(.present(id), animated: animated, animator: animator, interaction: interaction,
                                  participants: [presented, presenter],
                                  willBegin: { world.asPresentationController { presentation?.presentationTransitionWillBegin() } }) { completed in
            world.asPresentationController { presentation?.presentationTransitionDidEnd(completed) }
            if !completed {
                presented.presentingViewController = nil
                presenter.presentedViewController = nil
            }
            completion?()
        }
        if !started {
            presented.presentingViewController = nil
            presenter.presentedViewController = nil
        }
    }

    /// Dismisses the topmost presentation of this controller's chain, as UIKit does when the
    /// presented controller itself asks.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let dismissed = presentedViewController ?? presentedAncestor
        guard let presenter = dismissed.presentingStorage else { return }
        let world = World.shared
        let delegate = dismissed.transitioningDelegate
        let asks = animated || dismissed.modalPresentationStyle.core.asksAnimatorWithoutAnimation
        let animator = asks ? delegate?.animationController(forDismissed: dismissed) : nil
        let interaction = animated ? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
        let presentation = dismissed.presentationController
        _ = world.begin(.dismiss, animated: animated, animator: animator, interaction: interaction,
                        participants: [dismissed, presenter],
                        willBegin: { world.asPresentationController { presentation?.dismissalTransitionWillBegin() } }) { completed in
            world.asPresentationController { presentation?.dismissalTransitionDidEnd(completed) }
            if completed {
                dismissed.presentingViewController = nil
                presenter.presentedViewController = nil
            }
            completion?()
        }
    }
}

@MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int {
        case none, push, pop
    }

    public weak var delegate: UINavigationControllerDelegate?
    /// UIKit's swipe-back: a leading-edge pan on the navigation controller's view (the window here),
    /// whose delegate is UIKit's own (`swipeBackDelegate`, N1). Its handler pops the top screen with
    /// the delegate's animator, or UIKit's own held by the finger (`interactivePop`).
    public let interactivePopGestureRecognizer: UIGestureRecognizer?
    /// iOS 26's content swipe-back: a pan from the leading edge's side anywhere in the content, with
    /// the same delegate and handler, which waits for the edge swipe-back to fail (N3).
    public let interactiveContentPopGestureRecognizer: UIGestureRecognizer?
    /// The delegate UIKit gives both (`_UINavigationInteractiveTransition`), held by the navigation
    /// controller as UIKit's is.
    private let swipeBackDelegate = NavigationInteractiveTransition()
    /// The swipe-back's own percent-driven interaction while the finger holds UIKit's pop.
    private var interactivePop: UIPercentDrivenInteractiveTransition?

    /// The root screen of a navigation controller that is not the window's (a presented screen's
    /// wrapper): the core has one navigation stack, the window's, so this one holds its root only.
    private var wrappedRoot: UIViewController?
    /// Whether this is the navigation controller of the window, whose stack is the core's.
    var isWindowNavigation: Bool { wrappedRoot == nil }

    /// The first navigation controller of a world is the window's (its view is the core's
    /// container, its stack the core's); a later one is the navigation controller a screen is
    /// presented in, which shows its root screen and pushes nothing.
    public init(rootViewController: UIViewController) {
        let world = World.shared
        let isWindow = world.windowNavigation == nil
        let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        recognizer.edges = .left
        interactivePopGestureRecognizer = recognizer
        let contentPop = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        contentPop.edges = .left
        contentPop.require(toFail: recognizer)
        interactiveContentPopGestureRecognizer = contentPop
        super.init(container: world.window)
        swipeBackDelegate.navigationController = self
        for popRecognizer in [recognizer, contentPop] {
            popRecognizer.delegate = swipeBackDelegate
            popRecognizer.addTarget(self, action: Selector { [weak self] (sender: UIScreenEdgePanGestureRecognizer) in
                self?.followInteractivePop(sender)
            })
            if isWindow { world.window.addGestureRecognizer(popRecognizer) }
        }
        rootViewController.owningNavigation = self
        // "Some system-provided view controllers, such as UINavigationController, change the default value to true."
        definesPresentationContext = true
        guard isWindow else {
            wrappedRoot = rootViewController
            return
        }
        world.windowNavigation = self
        if let id = rootViewController.controller { try? world.mutate { stage in try stage.setRoot(id) } }
    }

    override var shownChild: UIViewController? { topViewController }

    /// What the navigation controller supports: its delegate's answer when the delegate implements
    /// `navigationControllerSupportedInterfaceOrientations(_:)` (`responds(to:)`), else UIKit's
    /// documented default for the iPhone idiom, all but upside down (N4).
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate, delegate.responds(to: Selector(named: "navigationControllerSupportedInterfaceOrientations(_:)")) {
            return delegate.navigationControllerSupportedInterfaceOrientations(self)
        }
        return .allButUpsideDown
    }

    /// The delegate's answer when it implements the method, else portrait.
    public var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let delegate, delegate.responds(to: Selector(named: "navigationControllerPreferredInterfaceOrientationForPresentation(_:)")) {
            return delegate.navigationControllerPreferredInterfaceOrientationForPresentation(self)
        }
        return .portrait
    }

    /// UIKit's private swipe-back handler: the finger's progress and the finish rule are
    /// `UIKitTestWorld.interactivePopRule` (UIKit does not publish its own), the pop the delegate's
    /// animator driven by the delegate's interaction controller, or without an animator UIKit's pop
    /// driven by the swipe-back's own interaction.
    private func followInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let rule = UIKitTestWorld.interactivePopRule else { return }
        let bounds = World.shared.window.bounds
        let translation = recognizer.translation(in: nil), velocity = recognizer.velocity(in: nil)
        let fraction = rule.progress(translation, bounds.width, bounds.height)
        let progress = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        switch recognizer.state {
        case .began:
            let stack = viewControllers
            guard stack.count > 1 else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionSpeed = rule.completionSpeed
            interaction.completionCurve = rule.completionCurve
            interactivePop = interaction
            navigate(.pop, operation: .pop, from: stack[stack.count - 1], to: stack[stack.count - 2], animated: true, systemInteraction: interaction)
        case .changed:
            interactivePop?.update(progress)
        case .ended:
            if rule.finishes(translation, velocity, bounds.width, bounds.height, progress) { interactivePop?.finish() } else { interactivePop?.cancel() }
            interactivePop = nil
        case .cancelled, .failed:
            interactivePop?.cancel()
            interactivePop = nil
        case .possible:
            break
        }
    }

    /// The core models a navigation controller as its stack, with the top screen's view in the
    /// window: that view stands for the navigation controller's own.
    public override var view: UIView! {
        get { topViewController?.view }
        set {}
    }

    public var viewControllers: [UIViewController] {
        if let wrappedRoot { return [wrappedRoot] }
        return World.shared.read { $0.navigation?.controllers ?? [] }.compactMap { World.shared.controller($0) }
    }
    public var topViewController: UIViewController? { viewControllers.last }
    open override var children: [UIViewController] { viewControllers }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isWindowNavigation, let id = viewController.controller, let top = topViewController else { return }
        viewController.owningNavigation = self
        navigate(.push(id), operation: .push, from: top, to: viewController, animated: animated)
    }

    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        let stack = viewControllers
        guard isWindowNavigation, stack.count > 1 else { return nil }
        navigate(.pop, operation: .pop, from: stack[stack.count - 1], to: stack[stack.count - 2], animated: animated)
        return stack.last
    }

    @discardableResult
    public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let stack = viewControllers
        guard let id = viewController.controller, let index = stack.firstIndex(where: { $0 === viewController }),
              index < stack.count - 1 else { return nil }
        navigate(.popTo(id), operation: .pop, from: stack[stack.count - 1], to: viewController, animated: animated)
        return Array(stack[(index + 1)...])
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let stack = viewControllers
        guard stack.count > 1 else { return nil }
        navigate(.popToRoot, operation: .pop, from: stack[stack.count - 1], to: stack[0], animated: animated)
        return Array(stack.dropFirst())
    }

    /// `systemInteraction`: the swipe-back's interaction, which holds UIKit's own pop when the
    /// delegate gives no animator (a delegate's animator is driven by the delegate's interaction).
    private func navigate(_ core: TransitionOperation, operation: Operation, from: UIViewController, to: UIViewController,
                          animated: Bool, systemInteraction: UIPercentDrivenInteractiveTransition? = nil) {
        let delegate = delegate
        let animator = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let interaction: UIViewControllerInteractiveTransitioning?
        if let animator {
            interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        } else {
            interaction = systemInteraction
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        _ = World.shared.begin(core, animated: animated, animator: animator, interaction: interaction,
                               participants: [self, from, to]) { [weak self] completed in
            guard let self, completed else { return }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
    }
}

/// A tab bar controller, the window's root of many apps (P1): its view shows the selected tab's.
/// The core has one navigation stack, the window's navigation controller's, so that is the tab whose
/// screens the core models; a presentation from any screen of it is presented by the tab bar controller.
@MainActor
open class UITabBarController: UIViewController {
    public override init() {
        super.init(container: World.shared.window)
    }

    /// As UIKit's setter does: the tabs' parent is this controller, and a selection no longer among
    /// them becomes the first tab.
    public var viewControllers: [UIViewController]? {
        didSet {
            for tab in oldValue ?? [] where tab.owningContainer === self { tab.owningContainer = nil }
            for tab in viewControllers ?? [] { tab.owningContainer = self }
            if let selectedViewController, viewControllers?.contains(where: { $0 === selectedViewController }) == true { return }
            selectedViewController = viewControllers?.first
        }
    }
    public weak var selectedViewController: UIViewController?
    public var selectedIndex: Int {
        get { viewControllers?.firstIndex { $0 === selectedViewController } ?? Int.max }
        set { if let tabs = viewControllers, tabs.indices.contains(newValue) { selectedViewController = tabs[newValue] } }
    }

    override var shownChild: UIViewController? { selectedViewController }
    open override var children: [UIViewController] { viewControllers ?? [] }

    public override var view: UIView! {
        get { selectedViewController?.view }
        set {}
    }
}

/// A split view controller, as far as finding the screen a presentation starts from asks: its
/// columns (`viewControllers`, primary first). On the runtime's iPhone-sized window it is collapsed,
/// showing one column, as UIKit's is in a compact width.
@MainActor
open class UISplitViewController: UIViewController {
    public enum Column: Int {
        case primary, supplementary, secondary, compact, inspector
    }

    public override init() {
        super.init(container: World.shared.window)
    }

    public var viewControllers: [UIViewController] = [] {
        didSet {
            for column in oldValue where column.owningContainer === self { column.owningContainer = nil }
            for column in viewControllers { column.owningContainer = self }
        }
    }
    public var isCollapsed: Bool { true }
    public func viewController(for column: Column) -> UIViewController? {
        switch column {
        case .primary, .compact: viewControllers.first
        case .secondary: viewControllers.count > 1 ? viewControllers.last : nil
        case .supplementary, .inspector: nil
        }
    }

    override var shownChild: UIViewController? { viewControllers.first }

    public override var view: UIView! {
        get { shownChild?.view }
        set {}
    }
}

// MARK: - Protocols

public struct UITransitionContextViewControllerKey: Hashable {
    let rawValue: String
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

public struct UITransitionContextViewKey: Hashable {
    let rawValue: String
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Optional in UIKit (an Objective-C optional requirement): animators that do not implement it
    /// are not interruptible, and UIKit does not call it (`respondsToSelector:`). Here it answers
    /// an animator marked as standing for none, which the runtime does not drive.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let animator = UIViewPropertyAnimator(duration: 0, curve: .linear)
        animator.standsForNoInterruptibleAnimator = true
        return animator
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// Optional requirements are Objective-C's: here they are requirements with UIKit's
/// do-nothing/nil defaults, and the harness rewrites the optional-chaining call `x?(` at call
/// sites of these methods to `x(` (see `ObjCSpellings`).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Called only when `responds(to:)` says the delegate implements it.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }
}

/// UIKit's delegate of its swipe-backs (`_UINavigationInteractiveTransition`, decompiled from
/// UIKitCore of iOS 18.2 and 26.1): what the runtime can model of it. It refuses with nothing to
/// pop and while a transition of the navigation controller runs (its private
/// `_gestureRecognizer:shouldReceiveEvent:` asks `_isTransitioning` and the transition coordinator),
/// and a pan that starts back towards its edge (`gestureRecognizerShouldBegin:` wants a translation
/// away from the edge); it never recognises alongside another recogniser. What it also does and the
/// runtime has nothing to model with: touches on the navigation bar and the toolbar
/// (`gestureRecognizer:shouldReceiveTouch:`), a keyboard transition (`UIPeripheralHost`), other
/// recognisers made to wait for the edge pan (`_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`).
@MainActor
final class NavigationInteractiveTransition: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
              navigationController.transitionCoordinator == nil,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return pan.translation(in: pan.view).x >= 0
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// What places a `.custom` presentation's presented view. Its container is the presentation's own
/// view above the presenter's (the presenter's view is not in it: `shouldRemovePresentersView` is
/// false), the window's content until the present begins; a subclass says where the presented
/// view goes.
@MainActor
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    public var containerView: UIView? {
        let world = World.shared
        guard let id = presentedViewController.controller, let node = world.read({ $0.controller(id).presentationContainer }) else { return world.window }
        return world.containerView(node)
    }
    public var presentedView: UIView? { presentedViewController.view }
    /// UIKit's default: the whole container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// UIKit's default is false: the presenter's view stays (the core's `.custom`).
    open var shouldRemovePresentersView: Bool { false }
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// "Presentation controllers forward size changes to their presented view controller" (C6).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
    /// Called by an animated present and dismiss as UIKit does for `.custom`: `WillBegin` once the
    /// transition's coordinator exists (its `animate(alongsideTransition:)` joins the animator),
    /// before the animator runs; `DidEnd` when the transition completes, finished or cancelled.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

// MARK: - The context

/// `UIViewControllerContextTransitioning` over the core's `TransitionContext`, which the stage
/// hands to each animator step (so `transitionWasCancelled` is current in the completion).
@MainActor
final class TransitionContextObject: NSObject, UIViewControllerContextTransitioning {
    /// Nil until the core runs the animator's first step (`transitionDuration(using:)` comes first).
    var coreContext: TransitionContext?
    override init() {}
    private var core: TransitionContext { coreContext! }

    /// The window's content, or the presentation's own container when it keeps the presenter.
    var containerView: UIView { World.shared.containerView(core.containerView) }
    var isAnimated: Bool { core.isAnimated }
    var isInteractive: Bool { core.isInteractive }
    var transitionWasCancelled: Bool { core.transitionWasCancelled }

    /// The core's endpoints, except that a presentation's presenter is the presenting view
    /// controller, as UIKit documents: the window's root (the navigation controller, a tab bar
    /// controller) or the presented controller the presentation starts from (P1, P2).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let world = World.shared
        let from = world.controller(core.fromController), to = world.controller(core.toController)
        // The presented controller is the screen's wrapper when it was presented inside a navigation
        // controller of its own (`presentedAncestor`).
        switch (core.operation.kind, key) {
        case (.present, .from): return to?.presentedAncestor.presentingViewController ?? from
        case (.present, .to): return to?.presentedAncestor
        case (.dismiss, .from): return from?.presentedAncestor
        case (.dismiss, .to): return from?.presentedAncestor.presentingViewController ?? to
        default: return key == .from ? from : to
        }
    }

    /// Nil for the presenter's view of a presentation that keeps it (`TransitionContext.handsOver`),
    /// as UIKit documents for `.overFullScreen`.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let node = key == .from ? core.fromView : core.toView
        return core.handsOver(node) ? World.shared.view(node) : nil
    }

    /// A navigation controller's frames are its top screen's (the core has no view of its own for it).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc.screenController.map { CGRect(core.initialFrame(for: $0)) } ?? .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc.screenController.map { CGRect(core.finalFrame(for: $0)) } ?? .zero
    }
    func completeTransition(_ didComplete: Bool) { World.shared.mutate { $0.completeTransition(didComplete) } }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        try? World.shared.mutate { stage in try stage.updateInteractiveTransition(percentComplete) }
    }
    func finishInteractiveTransition() { try? World.shared.mutate { stage in try stage.finishInteractiveTransition() } }
    func cancelInteractiveTransition() { try? World.shared.mutate { stage in try stage.cancelInteractiveTransition() } }
    func pauseInteractiveTransition() {}
}

// MARK: - Percent-driven interaction

/// `UIPercentDrivenInteractiveTransition`, as UIKit's `UIViewControllerTransitioning.m` runs it
/// (docs/uikit-model.md, I1–I3). For an animator that vends an interruptible animator (every
/// animator transc emits) the transition started by pausing that animator, `update` sets its
/// `fractionComplete`, and `finish`/`cancel` set `isReversed` and continue it:
/// `continueAnimation(withTimingParameters: timingCurve, durationFactor: (1 − p) / completionSpeed)`
/// (`p / completionSpeed` back) when `timingCurve` is set or `completionSpeed` is not 1, else
/// `startAnimation()`; `completionCurve` is not read. For any other animator (UIKit's own pop) the
/// core holds the transition and plays the rest along `completionCurve` (`timingCurve` is not
/// read there).
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat = 1
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    public var timingCurve: UITimingCurveProvider?
    public var wantsInteractiveStart = true
    /// The animator's interruptible animator, from the transition's start until it is continued.
    var interruptibleAnimator: UIViewImplicitlyAnimating?
    /// The percent last passed to `update(_:)` (UIKit's `_previousPercentComplete`).
    private var lastPercent: CGFloat = 0
    public override init() {}

    /// The non-interruptible path's settings: `completionSpeed` and `completionCurve`.
    var settings: PercentDrivenInteraction {
        PercentDrivenInteraction(completionSpeed: completionSpeed, completionCurve: completionCurve.timing)
    }

    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    public var percentComplete: CGFloat { lastPercent }

    public func update(_ percentComplete: CGFloat) {
        lastPercent = min(max(percentComplete, 0), 1)
        if let interruptibleAnimator {
            interruptibleAnimator.fractionComplete = percentComplete
            return
        }
        try? World.shared.mutate { stage in try stage.updateInteractiveTransition(percentComplete) }
    }
    public func finish() { release(reversed: false) }
    public func cancel() { release(reversed: true) }

    private func release(reversed: Bool) {
        if let animator = interruptibleAnimator {
            interruptibleAnimator = nil
            animator.isReversed = reversed
            if timingCurve != nil || completionSpeed != 1 {
                let speed = completionSpeed > 0 ? completionSpeed : 1
                animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: (reversed ? lastPercent : 1 - lastPercent) / speed)
            } else {
                animator.startAnimation()
            }
        } else if reversed {
            try? World.shared.mutate { stage in try stage.cancelInteractiveTransition() }
        } else {
            try? World.shared.mutate { stage in try stage.finishInteractiveTransition() }
        }
        World.shared.settle()
    }
    public func pause() {}
}

// MARK: - Running transitions

extension World {
    /// Starts a core transition for a UIKit operation; false when the core refuses it (UIKit
    /// would too: a transition already running, a pop at the root, ...). Without animation and
    /// without an animator the views change at once; with an animator (a `.custom` presentation,
    /// C4) it runs in a transition of no length, its context's `isAnimated` false.
    func begin(_ operation: TransitionOperation, animated: Bool, animator: UIViewControllerAnimatedTransitioning?,
               interaction: UIViewControllerInteractiveTransitioning?, participants: [UIViewController],
               willBegin: () -> Void = {}, finished: @escaping (Bool) -> Void) -> Bool {
        guard transition == nil else { return false }
        guard animated || animator != nil else {
            let done = (try? mutate { stage in try stage.performWithoutAnimation(operation) }) != nil
            if done { finished(true) }
            return done
        }
        let percentDriven = interaction as? UIPercentDrivenInteractiveTransition
        var coreAnimator: Animator?
        var running: RunningTransition?
        if let animator {
            coreAnimator = Animator(name: "\(type(of: animator))", duration: 0) { stage, context in
                World.shared.lend(&stage) {
                    MainActor.assumeIsolated {
                        guard let running = World.shared.transition else { return }
                        running.context.coreContext = context
                        let coordinator = running.coordinator
                        // Alongside blocks join the interruptible animator before it starts (R3).
                        if !coordinator.alongside.isEmpty {
                            let vended = animator.interruptibleAnimator(using: running.context)
                            let blocks = coordinator.alongside
                            coordinator.alongside = []
                            if let property = vended as? UIViewPropertyAnimator, !property.standsForNoInterruptibleAnimator {
                                for block in blocks { property.addAnimations { World.shared.asPresentationController { block(coordinator) } } }
                            } else {
                                for block in blocks { World.shared.asPresentationController { block(coordinator) } }
                            }
                        }
                        defer {
                            for completion in coordinator.completions {
                                running.endHandlers.append { _ in World.shared.asPresentationController { completion(coordinator) } }
                            }
                            coordinator.completions = []
                        }
                        // An interactive start never calls animateTransition(using:) when the
                        // animator vends an interruptible animator: UIKit pauses that animator.
                        if let percentDriven {
                            let vended = animator.interruptibleAnimator(using: running.context)
                            if !((vended as? UIViewPropertyAnimator)?.standsForNoInterruptibleAnimator ?? false) {
                                percentDriven.interruptibleAnimator = vended
                                vended.pauseAnimation()
                                return
                            }
                        }
                        animator.animateTransition(using: running.context)
                    }
                }
            } completion: { stage, context in
                World.shared.lend(&stage) {
                    MainActor.assumeIsolated {
                        guard let running = World.shared.transition else { return }
                        running.context.coreContext = context
                        let handlers = running.endHandlers
                        running.endHandlers = []
                        for handler in handlers { handler(context.transitionWasCancelled) }
                    }
                }
            }
        }
        // The context is the core's; its duration is the animator's `transitionDuration`.
        let contextObject = MainActor.assumeIsolated { TransitionContextObject() }
        running = RunningTransition(context: contextObject, animator: animator, interaction: percentDriven,
                                    participants: participants.map(ObjectIdentifier.init), finished: finished)
        if let animator, var core = coreAnimator {
            core.duration = MainActor.assumeIsolated { animator.transitionDuration(using: contextObject) }
            coreAnimator = core
        }
        transition = running
        MainActor.assumeIsolated {
            running?.coordinator.context = contextObject
            willBegin()
        }
        let interactionSettings = interaction == nil ? nil : (percentDriven.map { p in MainActor.assumeIsolated { p.settings } } ?? PercentDrivenInteraction())
        do {
            try mutate { stage in try stage.begin(operation, animator: coreAnimator, interaction: interactionSettings, animated: animated) }
        } catch {
            transition = nil
            return false
        }
        if animator != nil { animatorTransitions += 1 }
        settle()
        return true
    }

    /// Registers work for the end of the running transition's timeline (`true`: cancelled); with
    /// no transition running it runs now.
    func afterTransition(_ handler: @escaping (Bool) -> Void) {
        if let transition { transition.endHandlers.append(handler) } else { handler(false) }
    }

    /// Ends the UIKit side of a transition the core has finished: `animationEnded` and the
    /// operation's own completion (the navigation delegate's `didShow`).
    func settle() {
        guard let running = transition, read({ $0.isIdle }) else { return }
        transition = nil
        let completed = read { stage in
            stage.events.reversed().lazy.compactMap { event -> Bool? in
                if case let .transitionEnded(_, completed) = event.event { return completed }
                return nil
            }.first ?? false
        }
        MainActor.assumeIsolated {
            running.animator?.animationEnded(completed)
            running.finished(completed)
        }
    }
}
