// What a test needs beyond UIKit's API: a fresh world, the clock, the core state to sample, and
// the finger. Not part of the SDK surface; emitted code never names it.
import TransitionCore

@MainActor
public enum UIKitTestWorld {
    /// A new, empty world with a window of this size (one per scenario).
    public static func reset(width: Double, height: Double) { World.reset(width: width, height: height) }

    /// The window, whose view is the core's container.
    public static var window: UIWindow { World.shared.window }

    /// The stage as it is now (a copy), for sampling and labelling.
    public static var stage: Stage { World.shared.read { $0 } }

    /// The window changes size (`World.resize`, docs/uikit-model.md C6); false while a transition runs.
    @discardableResult
    public static func resize(width: Double, height: Double) -> Bool { World.shared.resize(to: Size(width: width, height: height)) }

    /// Moves the clock, then lets UIKit finish a transition the core ended.
    public static func advance(to time: Double) {
        World.shared.mutate { $0.advance(to: time) }
        World.shared.settle()
    }

    /// The screen as each `snapshotView(afterScreenUpdates: true)` committed it before drawing its
    /// picture, oldest first: what shows for a frame before the transition's first (A11).
    public static var screenCommits: [Stage] { World.shared.screenCommits }

    /// The controller the running transition brings in.
    public static var arrivingController: UIViewController? {
        stage.context.flatMap { World.shared.controller($0.toController) }
    }

    /// What was set, while a transition ran, on a view its context did not hand over, by other code
    /// than the presentation controller's (docs/uikit-model.md R3): "the animator should not
    /// manipulate" that view. Oldest first, as `property of name`.
    public static var writesToViewsNotHandedOver: [String] { World.shared.writesToViewsNotHandedOver }

    /// Whether a transition is running, as UIKit sees it.
    public static var isTransitioning: Bool { World.shared.transition != nil }
    /// How many transitions have run an animator since the world was reset.
    public static var animatorTransitions: Int { World.shared.animatorTransitions }

    /// Names a node for traces: a screen's view, an element, a snapshot.
    public static func name(_ view: UIView, _ name: String) { World.shared.mutate { $0.modify(view.node) { $0.name = name } } }
    public static func name(_ layer: CALayer, _ name: String) { World.shared.mutate { $0.modify(layer.node) { $0.name = name } } }
    public static func node(of view: UIView) -> NodeID { view.node }
    public static func node(of layer: CALayer) -> NodeID { layer.node }
    public static func controller(of viewController: UIViewController) -> ControllerID? { viewController.controller }
    public static func viewController(_ id: ControllerID) -> UIViewController? { World.shared.controller(id) }

    /// The rule of UIKit's swipe-back, which UIKit keeps private: a test sets the model it plays
    /// (the differential driver sets transc's, `Gesture.SystemSwipeBack`, from the checked model).
    /// Without one, the swipe-back pops nothing.
    public static var interactivePopRule: InteractivePopRule?

    /// The recognisers attached to a view and to its subviews.
    public static func recognizers(on view: UIView) -> [UIGestureRecognizer] { view.gestureRecognizers ?? [] }

    /// The recognisers of every view in the window, depth first: what a finger could touch.
    public static func recognizersInWindow() -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            found += view.gestureRecognizers ?? []
            pending += view.subviews.reversed()
        }
        return found
    }

    /// A tap: as UIKit's discrete recognisers do, it asks its delegate whether it may begin, then
    /// recognises (`.ended`) and sends its action once. Returns whether the action was sent.
    @discardableResult
    public static func tap(_ recognizer: UITapGestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.view?.isUserInteractionEnabled ?? false else { return false }
        recognizer.state = .possible
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.state = .failed
            return false
        }
        recognizer.state = .ended
        recognizer.sendActions()
        World.shared.settle()
        return true
    }

    /// The finger: sets what the recogniser reports and sends its action. A recogniser that
    /// would begin asks its delegate first (`gestureRecognizerShouldBegin`); false fails it and
    /// no action is sent. Returns whether the action was sent.
    @discardableResult
    public static func drive(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State,
                             translation: CGPoint = .zero, velocity: CGPoint = .zero, scale: CGFloat = 1,
                             scaleVelocity: CGFloat = 0, location: CGPoint = .zero) -> Bool {
        if let pan = recognizer as? UIPanGestureRecognizer {
            pan.translation = translation
            pan.velocity = velocity
        }
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            pinch.scale = scale
            pinch.velocity = scaleVelocity
        }
        recognizer.location = location
        if state == .began {
            recognizer.state = .possible
            if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
                recognizer.state = .failed
                return false
            }
        }
        guard recognizer.isEnabled else { return false }
        recognizer.state = state
        recognizer.sendActions()
        World.shared.settle()
        return true
    }
}

/// How UIKit's swipe-back follows the finger, in the container's points: the fraction of the pop
/// done for a translation (clamped to 0…1 by the handler), whether lifting the finger finishes it,
/// and the completion of the rest (`UIPercentDrivenInteractiveTransition`'s `completionSpeed` and
/// `completionCurve`).
public struct InteractivePopRule {
    public var progress: (_ translation: CGPoint, _ width: CGFloat, _ height: CGFloat) -> CGFloat
    public var finishes: (_ translation: CGPoint, _ velocity: CGPoint, _ width: CGFloat, _ height: CGFloat, _ progress: CGFloat) -> Bool
    public var completionSpeed: CGFloat
    public var completionCurve: UIView.AnimationCurve

    public init(progress: @escaping (CGPoint, CGFloat, CGFloat) -> CGFloat,
                finishes: @escaping (CGPoint, CGPoint, CGFloat, CGFloat, CGFloat) -> Bool,
                completionSpeed: CGFloat = 1, completionCurve: UIView.AnimationCurve = .easeInOut) {
        self.progress = progress
        self.finishes = finishes
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }
}
