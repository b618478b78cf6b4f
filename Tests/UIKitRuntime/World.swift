// The one stage every UIKit object of the runtime lives on, and the way in while the core runs an
// animator step (it hands that step its stage `inout`; UIKit calls made inside go to that copy).
import TransitionCore

/// The runtime's state: the core's `Stage` (clock, view tree, stacks, animations, interaction)
/// and the objects that stand for its nodes and controllers. Test code reaches it through
/// `UIKitTestWorld` in `TestHooks.swift`.
final class World {
    nonisolated(unsafe) static var shared = World(screen: Size(width: 390, height: 844))

    private var stage: Stage
    /// Set while the core runs an animator step: the stage that step mutates.
    private var lent: UnsafeMutablePointer<Stage>?
    var views: [Int: UIView] = [:]
    var layers: [Int: CALayer] = [:]
    var controllers: [Int: UIViewController] = [:]
    /// The animation block being recorded (`UIView.animate`, a property animator starting).
    var recording: AnimationRecording?
    /// `CATransaction` nesting and the completion block set inside it.
    var transactionDepth = 0
    var pendingTransactionCompletion: (() -> Void)?
    /// The transition in flight, as UIKit objects.
    var transition: RunningTransition?
    /// The screen as each `snapshotView(afterScreenUpdates: true)` committed it.
    var screenCommits: [Stage] = []
    /// How many transitions ran an animator (made with animation, or without it for `.custom`):
    /// what a driver counts to tell a transition from a change made at once.
    var animatorTransitions = 0
    /// The window's view is the core's container (made on first use, once this world is shared).
    lazy var window: UIWindow = UIWindow(node: read { $0.containerView })
    /// The navigation controller whose stack is the core's: the first one made in this world.
    weak var windowNavigation: UINavigationController?

    init(screen: Size) {
        stage = Stage(screen: screen)
    }

    /// Starts over on a fresh stage (one scenario each).
    static func reset(width: Double, height: Double) {
        shared = World(screen: Size(width: width, height: height))
        _ = shared.window
    }

    func mutate<R, E: Error>(_ body: (inout Stage) throws(E) -> R) throws(E) -> R {
        if let lent { return try body(&lent.pointee) }
        return try body(&stage)
    }

    func read<R>(_ body: (Stage) -> R) -> R {
        if let lent { return body(lent.pointee) }
        return body(stage)
    }

    /// Runs `body` with `stage` (the one the core is mutating) as the runtime's stage.
    func lend(_ stage: inout Stage, _ body: () -> Void) {
        let outer = lent
        withUnsafeMutablePointer(to: &stage) { pointer in
            lent = pointer
            body()
        }
        lent = outer
    }

    func model(_ node: NodeID, _ property: Property) -> AnimatableValue {
        read { $0.modelValue(of: node, property) }
    }

    /// Assigns a property: recorded when inside an animation block (the block's animations are
    /// added when it ends), else the model value changes at once.
    func set(_ value: AnimatableValue, _ property: Property, of node: NodeID) {
        noteWriteToViewNotHandedOver(property, of: node)
        if let recording {
            recording.record(node: node, property: property, from: model(node, property), to: value)
        }
        mutate { $0.setValue(value, for: property, of: node) }
    }

    /// The presentation controller's code is running (its transition hooks, the blocks it gave the
    /// transition coordinator): what it sets on the presenter's view is its own to set.
    var presentationControllerDepth = 0
    /// Properties set, while a transition runs, on the view its context does not hand over (the
    /// presenter's view of a presentation that keeps it) by anything but the presentation
    /// controller: by the animator, which "should not manipulate" that view (docs/uikit-model.md R3).
    var writesToViewsNotHandedOver: [String] = []

    /// Runs the presentation controller's `body`.
    func asPresentationController<R>(_ body: () -> R) -> R {
        presentationControllerDepth += 1
        defer { presentationControllerDepth -= 1 }
        return body()
    }

    private func noteWriteToViewNotHandedOver(_ property: Property, of node: NodeID) {
        guard presentationControllerDepth == 0, transition != nil, let context = read({ $0.context }),
              node == context.fromView || node == context.toView, !context.handsOver(node) else { return }
        let name = read { $0.tree[node].name }
        writesToViewsNotHandedOver.append("\(property) of \(name)")
    }

    func view(_ node: NodeID?) -> UIView? { node.flatMap { views[$0.rawValue] } }
    /// The view standing for a node the core made itself (a presentation's container), made on
    /// first use.
    func containerView(_ node: NodeID) -> UIView { views[node.rawValue] ?? UIView(node: node) }
    func controller(_ id: ControllerID) -> UIViewController? { controllers[id.rawValue] }
}

/// The transition the navigation or presentation machinery started, as UIKit objects.
final class RunningTransition {
    let context: TransitionContextObject
    let animator: UIViewControllerAnimatedTransitioning?
    let interaction: UIPercentDrivenInteractiveTransition?
    let finished: (Bool) -> Void
    /// The controllers the transition is associated with (`UIViewController.transitionCoordinator`).
    let participants: [ObjectIdentifier]
    /// What their `transitionCoordinator` returns while it runs.
    let coordinator = MainActor.assumeIsolated { TransitionCoordinatorObject() }
    /// What runs when its timeline ends (property animator and transaction completions), in the
    /// order registered, told whether the transition was cancelled.
    var endHandlers: [(Bool) -> Void] = []

    init(context: TransitionContextObject, animator: UIViewControllerAnimatedTransitioning?,
         interaction: UIPercentDrivenInteractiveTransition?, participants: [ObjectIdentifier], finished: @escaping (Bool) -> Void) {
        self.context = context
        self.participants = participants
        self.animator = animator
        self.interaction = interaction
        self.finished = finished
    }
}

/// Foundation's `Thread`, as far as emitted code asks: the runtime runs everything on the one
/// thread its driver starts on, which is UIKit's main thread.
public enum Thread {
    public static var isMainThread: Bool { true }
}
