import TransitionCore
import TransitionModel
import TransitionSource

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
    /// A cancel does not put back the values the plan saves (a kept backdrop stays at the dismiss's start value).
    case skipsRestore
}

/// What an animator made while it ran, for the interpreter to label, keep and check.
final class TransitionScratch {
    /// Nodes made during `animate` and their trace labels.
    var labels: [(node: NodeID, label: String)] = []
    /// Snapshots taken by this transition, by name.
    var snapshots: [(name: String, node: NodeID)] = []
    /// Mask layers installed by this transition.
    var masks: [NodeID] = []
    /// The plan's saved properties with their nodes and values before the transition.
    var saved: [(property: SavedProperty, node: NodeID, value: AnimatableValue)] = []
    /// Snapshots kept after the transition for a later backward operation: name and node.
    var kept: [(name: String, node: NodeID)] = []
    /// Names of adopted snapshots removed because the transition completed.
    var released: [String] = []
    /// What `hide` hid, and whether each was hidden before.
    var hidden: [(node: NodeID, wasHidden: Bool)] = []
    /// What the plan reads from elements as the transition starts.
    var measured: [Measurement: AnimatableValue] = [:]
}

/// Builds the core `Animator` (UIKit's `UIViewControllerAnimatedTransitioning`) that executes a
/// motion plan between two screen instances; the emitter prints the same plan as UIKit.
///
/// `animate`: saves the plan's saved properties, places the arriving view (`order`), gives it its
/// final frame, takes snapshots above both views, installs masks shaped like their element, and
/// adds one animation per track — `UIView` animations for views and snapshots (scrubbed as the
/// plan says), `CABasicAnimation`s (the plan's `layerFillMode`, not removed on completion, as seed 000)
/// for masks and layer elements — all paced by the plan's curve over its running time.
/// `completion`: removes the layer animations and masks, the snapshots that end with the
/// transition (keeping those the plan keeps for a backward operation, and removing adopted ones),
/// removes the arriving view after a cancel, restores the saved values the plan names, and calls
/// `completeTransition(!cancelled)` once.
struct AnimatorBuilder {
    let plan: MotionPlan
    let from: ScreenInstance
    let to: ScreenInstance
    /// Nodes of the snapshots this animator adopts, by name.
    let adopted: [String: NodeID]
    let values: ModelValues
    let faults: Set<AnimatorFault>
    let scratch: TransitionScratch

    func build() -> Animator {
        Animator(name: plan.animator, duration: plan.transitionDuration) { stage, context in
            animate(&stage, context)
        } completion: { stage, context in
            complete(&stage, context)
        }
    }

    private func instance(_ role: ViewRole) -> ScreenInstance { role == .from ? from : to }

    private func animate(_ stage: inout Stage, _ context: TransitionContext) {
        for saved in plan.saved {
            guard let node = target(of: saved.target, snapshots: adopted) else { continue }
            let property = ModelValues.property(saved.property, in3D: saved.transformIs3D)
            scratch.saved.append((saved, node, stage.modelValue(of: node, property)))
        }
        // A view the context does not hand over (the presenter under an over-full-screen
        // presentation) stays where it is.
        if context.handsOver(context.toView) {
            switch plan.order {
            case .toAboveFrom: stage.addSubview(context.toView, to: context.containerView)
            case .toBelowFrom: stage.insertSubview(context.toView, below: context.fromView)
            }
            stage.setValue(.rect(context.finalFrame(for: context.toController)), for: .frame, of: context.toView)
        }

        // Read before anything moves, with both views where the context puts them; a value the
        // transition only lands on, with its screen where the transition leaves it
        // (`MotionPlan.settlingTracks(of:)`): set there, read, and put back at once.
        for measurement in plan.measurements {
            guard let node = instance(measurement.element.role).element(measurement.element.element) else { continue }
            let undo = settle(plan.settlingTracks(of: measurement), &stage, context)
            switch measurement.quantity {
            case .frame: scratch.measured[measurement] = .rect(stage.tree.convert(stage.tree[node].bounds, from: node, to: context.containerView))
            case .cornerRadius: scratch.measured[measurement] = .scalar(stage.tree[node].cornerRadius)
            case let .maskFrame(in: role):
                scratch.measured[measurement] = .rect(stage.tree.convert(stage.tree[node].bounds, from: node, to: instance(role).view))
            }
            for node in undo { stage.modify(node.id) { $0 = node } }
        }

        var snapshots = adopted
        for snapshot in plan.snapshots {
            var made: NodeID?
            switch snapshot.source {
            case let .picture(role): made = stage.snapshotView(of: instance(role).view)
            case let .element(reference):
                // A picture of the element goes over it: at its frame in the container.
                if let element = instance(reference.role).element(reference.element), let picture = stage.snapshotView(of: element),
                   case let .rect(frame)? = scratch.measured[Measurement(element: reference, quantity: .frame)] {
                    stage.setValue(.rect(frame), for: .frame, of: picture)
                    made = picture
                }
            case .backdrop: made = stage.makeView(named: snapshot.name, frame: stage.tree[context.containerView].bounds)
            }
            guard let node = made else { continue }
            stage.modify(node) { $0.autoresizingMask = snapshot.source.autoresizingMask }
            switch snapshot.placement {
            case .top: stage.addSubview(node, to: context.containerView)
            case let .below(role): stage.insertSubview(node, below: instance(role).view)
            case let .above(role): stage.insertSubview(node, above: instance(role).view)
            }
            snapshots[snapshot.name] = node
            scratch.snapshots.append((snapshot.name, node))
            scratch.labels.append((node, snapshot.name))
        }
        // Hidden once the snapshots have pictured it, for the whole transition.
        for hidden in plan.hidden {
            guard let node = target(of: hidden, snapshots: [:]) else { continue }
            scratch.hidden.append((node, stage.tree[node].isHidden))
            stage.modify(node) { $0.isHidden = true }
        }
        for mask in plan.masks {
            let view = instance(mask.target).view
            // Where the shape's bounds are in the masked view, measured as the transition started.
            guard case let .rect(frame)? = scratch.measured[mask.frame] else { continue }
            let node = stage.makeLayer(named: "\(instance(mask.target).label).\(ExpectationSubject.maskWord)", frame: frame, kind: .shapeLayer)
            stage.setMask(node, of: view)
            scratch.masks.append(node)
            scratch.labels.append((node, "\(instance(mask.target).label).\(ExpectationSubject.maskWord)"))
            for track in mask.tracks {
                add(track, on: node, stage: &stage, context: context)
            }
        }
        // Values read from a node (its own frame, its rounded bounds) are read as the transition
        // starts, before any track moves it, as the emitted code reads them before the property
        // animator runs its blocks.
        let start = stage
        for track in plan.tracks {
            guard let node = target(of: track.target, snapshots: snapshots) else { continue }
            add(track, on: node, stage: &stage, context: context, start: start)
        }
    }

    /// Sets each track's target to the value the track ends on; returns the nodes as they were,
    /// to put back whole (a frame set under a transform is put back as its bounds and center, as
    /// the emitted code does).
    private func settle(_ tracks: [TrackPlan], _ stage: inout Stage, _ context: TransitionContext) -> [Node] {
        var saved: [Node] = []
        // End values that read a node's own frame read it as it is before any of them is set, as
        // the emitted code reads the values it saved first.
        let before = stage
        for track in tracks {
            guard let node = target(of: track.target, snapshots: [:]) else { continue }
            if !saved.contains(where: { $0.id == node }) { saved.append(stage.tree[node]) }
            let (initial, final) = contextFrames(track.target, node: node, stage: before, context: context)
            let end = values.value(track.finalValue, in3D: track.transformIs3D, initial: initial, final: final, measured: scratch.measured,
                                   current: Self.roundedBounds(of: node, in: before))
            stage.setValue(end, for: ModelValues.property(track.property, in3D: track.transformIs3D), of: node)
        }
        return saved
    }

    private func target(of target: TrackTarget, snapshots: [String: NodeID]) -> NodeID? {
        switch target {
        case let .view(role): instance(role).view
        case let .element(role, name, _): instance(role).element(name)
        case let .snapshot(name): snapshots[name]
        case let .mask(role): instance(role).view
        }
    }

    /// `start` is the stage as the transition started, where the node's own values are read.
    private func add(_ track: TrackPlan, on node: NodeID, stage: inout Stage, context: TransitionContext, start: Stage? = nil) {
        let (initial, final) = contextFrames(track.target, node: node, stage: start ?? stage, context: context)
        let current = Self.roundedBounds(of: node, in: start ?? stage)
        let keyframes = track.keyframes.map { stop in
            Keyframe(time: stop.time, value: values.value(stop.value, in3D: track.transformIs3D, initial: initial, final: final, measured: scratch.measured,
                                                          current: current))
        }
        stage.add(in: context, Animation(
            node, ModelValues.property(track.property, in3D: track.transformIs3D), keyframes: keyframes,
            delay: plan.delay, duration: plan.runTime, curve: plan.pacing(of: track).animationCurve,
            kind: track.isLayer ? .layer(fillMode: plan.layerFillMode, isRemovedOnCompletion: false) : .view,
            scrubsLinearly: !track.isLayer && plan.scrubbing == .linear, calculation: plan.calculation(of: track)))
    }

    /// Frames of the transition's views come from the context; other nodes keep their own.
    private func contextFrames(_ target: TrackTarget, node: NodeID, stage: Stage, context: TransitionContext) -> (initial: Rect, final: Rect) {
        let controller: ControllerID? = switch target {
        case let .view(role): instance(role).controller
        case .element, .snapshot, .mask: nil
        }
        let own = stage.tree[node].frame
        return (controller.map { context.initialFrame(for: $0) } ?? own, controller.map { context.finalFrame(for: $0) } ?? own)
    }

    /// A node's bounds with its corner radius now: the path a shadow holds when neither moves.
    private static func roundedBounds(of node: NodeID, in stage: Stage) -> RoundedRect {
        RoundedRect.outline(of: stage.tree[node].bounds, cornerRadius: stage.tree[node].cornerRadius)
    }

    private func complete(_ stage: inout Stage, _ context: TransitionContext) {
        let cancelled = context.transitionWasCancelled
        if !faults.contains(.keepsLayerAnimations) {
            for node in layerNodes() { stage.removeAllAnimations(of: node) }
        }
        if !faults.contains(.keepsMasks) {
            for mask in plan.masks { stage.setMask(nil, of: instance(mask.target).view) }
        }
        for snapshot in plan.snapshots {
            guard let node = scratch.snapshots.first(where: { $0.name == snapshot.name })?.node else { continue }
            if !cancelled, snapshot.keptUntil != nil {
                scratch.kept.append((snapshot.name, node))
            } else if !faults.contains(.keepsSnapshots) {
                stage.removeFromSuperview(node)
            }
        }
        if !cancelled {
            let made = madeSnapshots
            for track in plan.layerTracks where track.keepsEndValue {
                guard let node = target(of: track.target, snapshots: made) else { continue }
                let (initial, final) = contextFrames(track.target, node: node, stage: stage, context: context)
                let end = values.value(track.finalValue, in3D: true, initial: initial, final: final, measured: scratch.measured,
                                       current: Self.roundedBounds(of: node, in: stage))
                stage.setValue(end, for: ModelValues.property(track.property, in3D: true), of: node)
            }
            for track in plan.viewTracks {
                guard let settled = track.settledValue, let node = target(of: track.target, snapshots: made) else { continue }
                let frame = stage.tree[node].frame
                stage.setValue(values.value(settled, in3D: track.transformIs3D, initial: frame, final: frame, measured: scratch.measured),
                               for: ModelValues.property(track.property, in3D: track.transformIs3D), of: node)
            }
            for snapshot in plan.adoptedSnapshots {
                guard let node = adopted[snapshot.name] else { continue }
                if !faults.contains(.keepsSnapshots) { stage.removeFromSuperview(node) }
                scratch.released.append(snapshot.name)
            }
        }
        if cancelled, context.handsOver(context.toView), !faults.contains(.keepsDestinationOnCancel) {
            stage.removeFromSuperview(context.toView)
        }
        let restored = plan.restored(cancelled: cancelled, leavesWindow: context.handsOver(context.fromView))
        for saved in scratch.saved where restored.contains(saved.property) && !faults.contains(.skipsRestore) {
            stage.setValue(saved.value, for: ModelValues.property(saved.property.property, in3D: saved.property.transformIs3D), of: saved.node)
        }
        for hidden in scratch.hidden { stage.modify(hidden.node) { $0.isHidden = hidden.wasHidden } }
        if faults.contains(.skipsCompleteTransition) { return }
        stage.completeTransition(faults.contains(.completesCancelledAsFinished) || !cancelled)
        if faults.contains(.completesTwice) { stage.completeTransition(!cancelled) }
    }

    /// The snapshots this transition adopted and took, by name.
    private var madeSnapshots: [String: NodeID] {
        var made = adopted
        for (name, node) in scratch.snapshots { made[name] = node }
        return made
    }

    /// What carries Core Animation animations: the targets of layer tracks (layer elements, and
    /// views, elements and snapshots whose shadow animates), and the masks.
    private func layerNodes() -> [NodeID] {
        let made = madeSnapshots
        var nodes: [NodeID] = []
        for track in plan.layerTracks {
            if let node = target(of: track.target, snapshots: made), !nodes.contains(node) { nodes.append(node) }
        }
        return nodes + scratch.masks
    }
}
