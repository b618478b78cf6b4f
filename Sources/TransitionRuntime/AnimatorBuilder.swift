import TransitionCore
import TransitionLanguage

/// A deliberate mistake in the animators the interpreter builds, to show that the invariant
/// checks catch what the seeds warn about (used by tests; never set by the command line).
public enum AnimatorFault: Sendable, Hashable, CaseIterable {
    /// The completion block returns without `completeTransition`.
    case skipsCompleteTransition
    /// `completeTransition` twice.
    case completesTwice
    /// `completeTransition(true)` even after a cancel, so UIKit commits an operation the screen undid.
    case completesCancelledAsFinished
    /// The mask stays on the view.
    case keepsMasks
    /// Snapshots stay in the container.
    case keepsSnapshots
    /// Layer animations (fill forwards, not removed on completion) stay attached.
    case keepsLayerAnimations
    /// A cancelled transition leaves the destination view in the container (seed 003's bug).
    case keepsDestinationOnCancel
}

/// What an animator made while it ran, for the interpreter to label, keep and check.
final class TransitionScratch {
    /// Nodes made during `animate` and their trace labels.
    var labels: [(node: NodeID, label: String)] = []
    /// Snapshots taken by this transition, by name.
    var snapshots: [(name: String, node: NodeID)] = []
    /// Mask layers installed by this transition.
    var masks: [NodeID] = []
    /// The leaving view's model values before the transition, restored when it completes.
    var leavingValues: [AnimatableValue] = []
    /// Snapshots kept after the transition for a later backward operation: name and node.
    var kept: [(name: String, node: NodeID)] = []
    /// Names of adopted snapshots removed because the transition completed.
    var released: [String] = []
}

/// Builds the core `Animator` (UIKit's `UIViewControllerAnimatedTransitioning`) that runs a
/// spec's `ResolvedAnimator` between two screen instances.
///
/// `animate`: places the arriving view (`order`), gives it its final frame, takes snapshots above
/// both views, installs masks shaped like their element, and adds one animation per track —
/// `UIView` animations for views and snapshots, `CABasicAnimation`s (fill mode forwards, not
/// removed on completion, as seed 000) for masks and layer elements.
/// `completion`: removes the layer animations and masks, the snapshots that end with the
/// transition (keeping those the model keeps `until` a backward operation, and removing adopted
/// ones), removes the arriving view after a cancel, resets the leaving view to how it was before
/// (so the controller can come back), and calls `completeTransition(!cancelled)` once.
struct AnimatorBuilder {
    let animator: ResolvedAnimator
    let from: ScreenInstance
    let to: ScreenInstance
    /// Nodes of the snapshots this animator adopts, by name.
    let adopted: [String: NodeID]
    let values: ModelValues
    let faults: Set<AnimatorFault>
    let scratch: TransitionScratch

    func build() -> Animator {
        let timing = animator.timing
        return Animator(name: animator.name, duration: timing.delay + timing.runningDuration) { stage, context in
            animate(&stage, context)
        } completion: { stage, context in
            complete(&stage, context)
        }
    }

    private func instance(_ role: ViewRole) -> ScreenInstance { role == .from ? from : to }

    private func animate(_ stage: inout Stage, _ context: TransitionContext) {
        scratch.leavingValues = Property.allCases.map { stage.modelValue(of: context.fromView, $0) }
        switch animator.order {
        case .toAboveFrom: stage.addSubview(context.toView, to: context.containerView)
        case .toBelowFrom: stage.insertSubview(context.toView, below: context.fromView)
        }
        stage.setValue(.rect(context.finalFrame(for: context.toController)), for: .frame, of: context.toView)

        var snapshots = adopted
        for snapshot in animator.snapshots {
            guard let node = stage.snapshotView(of: instance(snapshot.source).view) else { continue }
            stage.addSubview(node, to: context.containerView)
            snapshots[snapshot.name] = node
            scratch.snapshots.append((snapshot.name, node))
            scratch.labels.append((node, snapshot.name))
        }
        for mask in animator.masks {
            let shape = instance(mask.shape.role).element(mask.shape.element)
            let frame = shape.map { stage.tree[$0].frame } ?? Rect.zero
            let view = instance(mask.target).view
            let node = stage.makeLayer(named: "\(instance(mask.target).label).mask", frame: frame, kind: .shapeLayer)
            stage.setMask(node, of: view)
            scratch.masks.append(node)
            scratch.labels.append((node, "\(instance(mask.target).label).mask"))
            for track in mask.tracks {
                add(track, on: node, isLayer: true, stage: &stage, context: context)
            }
        }
        for track in animator.tracks {
            guard let node = target(of: track.target, snapshots: snapshots) else { continue }
            add(track, on: node, isLayer: track.target.isLayer, stage: &stage, context: context)
        }
    }

    private func target(of target: TrackTarget, snapshots: [String: NodeID]) -> NodeID? {
        switch target {
        case let .view(role): instance(role).view
        case let .element(role, name, _): instance(role).element(name)
        case let .snapshot(name): snapshots[name]
        case let .mask(role): instance(role).view
        }
    }

    private func add(_ track: Track, on node: NodeID, isLayer: Bool, stage: inout Stage, context: TransitionContext) {
        let timing = animator.timing
        // Frames of the transition's views come from the context; other nodes keep their own.
        let controller: ControllerID? = switch track.target {
        case let .view(role): instance(role).controller
        default: nil
        }
        let own = stage.tree[node].frame
        let initial = controller.map { context.initialFrame(for: $0) } ?? own
        let final = controller.map { context.finalFrame(for: $0) } ?? own
        let window = track.window.map { KeyframeWindow(relativeStart: $0.start, relativeDuration: $0.length) }
        let activeDuration = timing.duration * (track.window?.length ?? 1)
        stage.add(Animation(
            node, ModelValues.property(track.property, isLayer: isLayer),
            from: values.value(track.from, isLayer: isLayer, initial: initial, final: final),
            to: values.value(track.to, isLayer: isLayer, initial: initial, final: final),
            delay: timing.delay, duration: timing.runningDuration,
            curve: ModelValues.curve(timing.curve, duration: activeDuration),
            keyframe: window,
            kind: isLayer ? .layer(fillMode: .forwards, isRemovedOnCompletion: false) : .view))
    }

    private func complete(_ stage: inout Stage, _ context: TransitionContext) {
        let cancelled = context.transitionWasCancelled
        if !faults.contains(.keepsLayerAnimations) {
            for node in layerNodes() { stage.removeAllAnimations(of: node) }
        }
        if !faults.contains(.keepsMasks) {
            for mask in animator.masks { stage.setMask(nil, of: instance(mask.target).view) }
        }
        for snapshot in animator.snapshots {
            guard let node = scratch.snapshots.first(where: { $0.name == snapshot.name })?.node else { continue }
            if !cancelled, snapshot.removal != .endOfTransition {
                scratch.kept.append((snapshot.name, node))
            } else if !faults.contains(.keepsSnapshots) {
                stage.removeFromSuperview(node)
            }
        }
        if !cancelled {
            for snapshot in animator.adoptedSnapshots {
                guard let node = adopted[snapshot.name] else { continue }
                if !faults.contains(.keepsSnapshots) { stage.removeFromSuperview(node) }
                scratch.released.append(snapshot.name)
            }
        }
        if cancelled {
            if !faults.contains(.keepsDestinationOnCancel) { stage.removeFromSuperview(context.toView) }
        } else {
            for (property, value) in zip(Property.allCases, scratch.leavingValues) {
                stage.setValue(value, for: property, of: context.fromView)
            }
        }
        if faults.contains(.skipsCompleteTransition) { return }
        stage.completeTransition(faults.contains(.completesCancelledAsFinished) || !cancelled)
        if faults.contains(.completesTwice) { stage.completeTransition(!cancelled) }
    }

    /// Layer elements with tracks, and the masks: what carries Core Animation animations.
    private func layerNodes() -> [NodeID] {
        var nodes: [NodeID] = []
        for track in animator.tracks {
            if case let .element(role, name, kind) = track.target, kind != .view,
               let node = instance(role).element(name), !nodes.contains(node) {
                nodes.append(node)
            }
        }
        return nodes + scratch.masks
    }
}
