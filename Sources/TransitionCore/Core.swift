import Foundation

/// The headless model of UIKit's navigation and animation machinery: the one stateful type of
/// TransitionCore. It knows nothing of the transition language.
///
/// ## Overview
///
/// Values (pure, `Sendable`):
/// - geometry: `Point`, `Size`, `Rect`, `Transform2D` (UIView.transform),
///   `Transform3D` (CALayer.transform);
/// - timing: `TimingCurve` (CAMediaTimingFunction Béziers), `Spring` (damped oscillator, UIKit
///   damping-ratio and SwiftUI bounce spellings), `AnimationCurve` (either);
/// - `Animation`: one `Property` of one node from an `AnimatableValue` to another, with delay,
///   duration, curve, optional `KeyframeWindow` and `AnimationKind` (UIView or CABasicAnimation
///   semantics, fill mode, removed on completion);
/// - `ViewTree` and `Node`: views and layers with model values, z-ordered children, masks and
///   snapshots; `NavigationStack`, `ModalStack`, `TransitionOperation`;
/// - `TransitionContext` (UIViewControllerContextTransitioning), `TransitionIssue`, `StageEvent`;
/// - `Animator`: a duration plus `animate` and `completion` closures; `Animator.system(_:)`
///   models UIKit's default push, pop, present and dismiss.
///
/// Running a transition:
/// ```swift
/// let fadeIn = Animator(name: "FadeIn", duration: 0.5) { stage, context in
///     stage.addSubview(context.toView, to: context.containerView)
///     stage.add(Animation(context.toView, .alpha, from: .scalar(0), to: .scalar(1),
///                         duration: 0.5, curve: .timing(.easeIn)))
/// } completion: { stage, context in
///     if context.transitionWasCancelled { stage.removeFromSuperview(context.toView) }
///     stage.completeTransition(!context.transitionWasCancelled)
/// }
/// var stage = Stage(screen: Size(width: 375, height: 667))
/// let main = stage.makeController(named: "Main")
/// let detail = stage.makeController(named: "Detail")
/// try stage.setRoot(main)
/// try stage.begin(.push(detail), animator: fadeIn)       // runs fadeIn.animate now
/// let clock = FrameClock(framesPerSecond: 60)
/// var samples: [PropertySample] = []
/// for frame in 1...clock.frames(in: 0.5) {
///     stage.advance(to: clock.time(ofFrame: frame))       // runs fadeIn.completion at 0.5 s
///     stage.sample(into: &samples)                        // presented value of every animation
/// }
/// stage.navigation?.controllers                           // [main, detail]
/// stage.events                                            // began, completeTransition, ended, issues
/// ```
/// - `begin(_:animator:interaction:)` validates against the stacks (`NavigationError`: pop at
///   the root, pushing a controller already shown, a transition already running); a nil
///   animator is `Animator.system(operation.kind)`. The stacks change only when the transition
///   completes; `performWithoutAnimation` changes them at once.
/// - Animations added while a transition runs are on its timeline (its media time); animations
///   added when idle run on the stage clock. `presentedValue(of:_:)` is what is on screen,
///   `modelValue(of:_:)` what code would read.
/// - Mistakes are values, never traps: `completeTransition` twice or never, a destination left
///   after a cancel, masks, snapshots or kept layer animations left behind, a kept view left in the
///   container after its screen has gone (`keptViewOrphaned`) are `TransitionIssue` events in
///   `events`; hierarchy misuse is `.invalidTreeOperation`.
/// - Interactive: `begin(.pop, animator:, interaction: PercentDrivenInteraction())`, then
///   `updateInteractiveTransition(0.3)` (every animation shows its value at 0.3 × duration of
///   media time, delays and curves included), then `finishInteractiveTransition()` (the rest
///   over (1 − p)·duration / completionSpeed) or `cancelInteractiveTransition()` (back over
///   p·duration / completionSpeed, then `transitionWasCancelled` is true in the completion
///   step), and `advance` until `isIdle`. Both take the `timingCurve` of the moment,
///   `CompletionTiming`: a cubic, or a damping-ratio spring with an initial velocity relative to
///   the distance left (`finishInteractiveTransition(timing: .spring(dampingRatio: 0.8, initialVelocity: 2))`).
///
/// Determinism: ids are handed out in creation order, time is virtual and only moves through
/// `advance`, and nothing depends on hashing order, so the same calls give the same samples.
public struct Stage {
    /// Every view and layer with its model values.
    public internal(set) var tree = ViewTree()
    /// The transition container (the window's content): screens live here at rest and
    /// animators add their views here.
    public let containerView: NodeID
    /// The window's bounds: the size the stage was made with, until `resize(to:)`; full-screen
    /// frames are these bounds.
    public internal(set) var screenBounds: Rect
    /// Every controller made, indexed by `ControllerID.rawValue`.
    public internal(set) var controllers: [Controller] = []
    /// The navigation stack, nil until `setRoot`.
    public internal(set) var navigation: NavigationStack?
    /// The modal presentations above the navigation stack.
    public internal(set) var modal = ModalStack()
    /// The virtual clock, in seconds; only `advance` moves it.
    public internal(set) var time: Double = 0
    /// Everything that happened, in order.
    public internal(set) var events: [TimedEvent] = []

    var animations: [ScheduledAnimation] = []
    /// `slots[node * propertyCount + property]` is the index in `animations` of the animation
    /// presenting that property, or -1: the O(1) lookup behind `presentedValue`.
    var slots: [Int32] = []
    var active: ActiveTransition?
    var transitionCount = 0
    /// Views a completed transition left in the container besides the screens (kept snapshots and
    /// backdrops), with the controller they stay for: the transition's destination. One still there
    /// once that controller is on neither stack is `TransitionIssue.keptViewOrphaned`.
    var keptViews: [(node: NodeID, owner: ControllerID)] = []

    /// A stage with an empty container the size of the screen.
    public init(screen: Size = Size(width: 375, height: 667)) {
        screenBounds = Rect(origin: .zero, size: screen)
        containerView = NodeID(0)
        _ = makeView(named: "container", frame: screenBounds)
    }

    // MARK: Controllers

    /// Makes a view controller whose view is detached and the size of the screen. Its view fills
    /// its superview as the window changes size (`AutoresizingMask.fillsSuperview`, C7), as the
    /// view `UIViewController.loadView` makes does.
    public mutating func makeController(named name: String) -> ControllerID {
        let id = ControllerID(controllers.count)
        let view = makeView(named: name, frame: screenBounds)
        tree[view].autoresizingMask = .fillsSuperview
        controllers.append(Controller(id: id, name: name, view: view))
        return id
    }

    /// A controller by id.
    public func controller(_ id: ControllerID) -> Controller { controllers[id.rawValue] }

    /// `viewController.modalPresentationStyle = style`, set before presenting it, with the frame a
    /// `.custom` presentation controller gives the presented view (nil: the container's bounds).
    public mutating func setPresentationStyle(_ style: PresentationStyle, of controller: ControllerID, frame: Rect? = nil) {
        controllers[controller.rawValue].presentationStyle = style
        controllers[controller.rawValue].presentedFrame = frame
    }

    /// Makes `controller` the navigation root and puts its view in the container.
    public mutating func setRoot(_ controller: ControllerID) throws(NavigationError) {
        guard navigation == nil else { throw .rootAlreadySet }
        try check(controller)
        navigation = NavigationStack(root: controller)
        addSubview(controllers[controller.rawValue].view, to: containerView)
    }

    /// The controller on screen at rest: the topmost presentation, else the navigation top.
    public var visibleController: ControllerID? { modal.presented.last ?? navigation?.top }

    func check(_ controller: ControllerID) throws(NavigationError) {
        guard controller.rawValue >= 0, controller.rawValue < controllers.count else {
            throw .unknownController(controller)
        }
    }

    // MARK: Views and layers

    /// Makes a detached view.
    public mutating func makeView(named name: String, frame: Rect) -> NodeID {
        let id = tree.makeView(named: name, frame: frame)
        slots.append(contentsOf: repeatElement(-1, count: Property.allCases.count))
        return id
    }

    /// Makes a detached layer: a named element (`.layer`) or a mask shape (`.shapeLayer`).
    public mutating func makeLayer(named name: String, frame: Rect, kind: NodeKind = .layer) -> NodeID {
        let id = tree.makeLayer(named: name, frame: frame, kind: kind)
        slots.append(contentsOf: repeatElement(-1, count: Property.allCases.count))
        return id
    }

    /// `snapshotView(afterScreenUpdates:)` of the source's model state (see
    /// `ViewTree.snapshotView`); nil, with an issue recorded, for an unknown source.
    public mutating func snapshotView(of source: NodeID) -> NodeID? {
        do throws(TreeError) {
            let id = try tree.snapshotView(of: source)
            slots.append(contentsOf: repeatElement(-1, count: Property.allCases.count))
            return id
        } catch {
            record(.issue(.invalidTreeOperation(error)))
            return nil
        }
    }

    /// `addSubview` / `addSublayer`.
    public mutating func addSubview(_ child: NodeID, to parent: NodeID) {
        edit { (tree: inout ViewTree) throws(TreeError) in try tree.addSubview(child, to: parent) }
    }

    /// `insertSubview(_:belowSubview:)`.
    public mutating func insertSubview(_ child: NodeID, below sibling: NodeID) {
        edit { (tree: inout ViewTree) throws(TreeError) in try tree.insertSubview(child, below: sibling) }
    }

    /// `insertSubview(_:aboveSubview:)`.
    public mutating func insertSubview(_ child: NodeID, above sibling: NodeID) {
        edit { (tree: inout ViewTree) throws(TreeError) in try tree.insertSubview(child, above: sibling) }
    }

    /// `insertSubview(_:at:)`: index 0 is the back.
    public mutating func insertSubview(_ child: NodeID, at index: Int, in parent: NodeID) {
        edit { (tree: inout ViewTree) throws(TreeError) in try tree.insertSubview(child, at: index, in: parent) }
    }

    /// `removeFromSuperview`.
    public mutating func removeFromSuperview(_ child: NodeID) {
        tree.removeFromSuperview(child)
    }

    /// `layer.mask = mask`; nil removes the mask (the cleanup seed 000 forgets at its peril).
    public mutating func setMask(_ mask: NodeID?, of view: NodeID) {
        edit { (tree: inout ViewTree) throws(TreeError) in try tree.setMask(mask, of: view) }
    }

    /// Sets a model value, as assigning the property outside an animation block does.
    public mutating func setValue(_ value: AnimatableValue, for property: Property, of node: NodeID) {
        guard tree.contains(node) else {
            record(.issue(.invalidTreeOperation(.unknownNode(node))))
            return
        }
        tree[node].setValue(value, for: property)
    }

    /// Changes other model state (hidden, name, bounds, center) of a node.
    public mutating func modify(_ node: NodeID, _ body: (inout Node) -> Void) {
        guard tree.contains(node) else {
            record(.issue(.invalidTreeOperation(.unknownNode(node))))
            return
        }
        body(&tree[node])
    }

    mutating func edit(_ operation: (inout ViewTree) throws(TreeError) -> Void) {
        do throws(TreeError) {
            try operation(&tree)
        } catch {
            record(.issue(.invalidTreeOperation(error)))
        }
    }

    mutating func record(_ event: StageEvent) {
        events.append(TimedEvent(time: time, event: event))
    }
}
