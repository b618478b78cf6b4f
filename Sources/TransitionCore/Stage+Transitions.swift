import Foundation

/// Where the running transition's media time comes from.
enum TransitionPhase {
    /// Clock-driven: media time is the time since `start`.
    case running(start: Double)
    /// Held by a percent-driven interaction at `percent × duration`.
    case scrubbing(percent: Double)
    /// Released towards the end: media goes from `media` to the end over `length` seconds.
    case finishing(start: Double, media: Double, length: Double, easing: ReleaseEasing)
    /// Released back: media goes from `media` to 0 over `length` seconds.
    case cancelling(start: Double, media: Double, length: Double, easing: ReleaseEasing)
    /// The completion step is running with media held at `media`.
    case completing(media: Double)
}

/// How the running transition's animations are sampled.
///
/// While a finger holds a percent-driven interaction, each animation shows its scrubbed progress
/// (`Animation.scrubbedProgress`). When the finger lets go, UIKit continues the paused
/// animations with the interaction's timing curve over the remaining duration divided by the
/// completion speed (`UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`,
/// which `UIPercentDrivenInteractiveTransition` calls with its `timingCurve` and
/// `completionSpeed`): the progress moves from where it was at release to its end (or back to 0)
/// along that curve, and the animation's own curve no longer applies.
enum Playhead {
    /// Clock-driven, or held at the end: media time in seconds.
    case media(Double)
    /// Held by a finger at this media time.
    case held(media: Double)
    /// Let go at media time `released`, moving towards progress `target` (1 or 0); `eased` is the
    /// completion curve's value so far.
    case resuming(released: Double, target: Double, eased: Double)
}

/// The transition in flight: its context, its animator and its timeline.
struct ActiveTransition {
    var context: TransitionContext
    let animator: Animator
    let serial: Int
    var phase: TransitionPhase
    var interaction: PercentDrivenInteraction?
    /// Media time at which the animations are over: the animator's duration, or the end of its
    /// longest animation if that is later.
    var end: Double
    /// The animator's own duration (0 for a transition made without animation): what `end` starts
    /// at, and comes back to when the animations that made it later are removed (a property
    /// animator stopped and finished at once).
    var ownEnd: Double { context.isAnimated ? max(animator.duration, 0) : 0 }
    /// The stage time at which the layer animations that run on the clock under a finger
    /// (`Timeline.transitionClock`) are over; the transition does not end before.
    var clockEnd = -Double.infinity

    var isCompleting: Bool {
        if case .completing = phase { true } else { false }
    }

    /// The stage time at which the timeline reaches its end (or start, when cancelling).
    var deadline: Double? {
        switch phase {
        case let .running(start): max(start + end, clockEnd)
        case .scrubbing, .completing: nil
        case let .finishing(start, _, length, _), let .cancelling(start, _, length, _): max(start + length, clockEnd)
        }
    }

    /// Where the transition's animations are at `time`: on the clock's media time, held by a
    /// finger, or resuming from where the finger let go.
    func playhead(at time: Double) -> Playhead {
        switch phase {
        case .running, .completing:
            return .media(mediaTime(at: time))
        case let .scrubbing(percent):
            return .held(media: percent * context.duration)
        case let .finishing(start, media, _, easing):
            if easing.playsTimeline { return .media(mediaTime(at: time)) }
            return .resuming(released: media, target: 1, eased: easing.fraction(elapsed: time - start))
        case let .cancelling(start, media, _, easing):
            if easing.playsTimeline { return .media(mediaTime(at: time)) }
            return .resuming(released: media, target: 0, eased: easing.fraction(elapsed: time - start))
        }
    }

    func mediaTime(at time: Double) -> Double {
        switch phase {
        case let .running(start):
            return min(max(time - start, 0), end)
        case let .scrubbing(percent):
            return percent * context.duration
        case let .finishing(start, media, length, easing):
            guard length > 0 else { return end }
            return media + (end - media) * easing.fraction(elapsed: time - start)
        case let .cancelling(start, media, length, easing):
            guard length > 0 else { return 0 }
            return media * (1 - easing.fraction(elapsed: time - start))
        case let .completing(media):
            return media
        }
    }
}

extension Stage {
    /// The running transition's context, as the animator sees it; nil when idle.
    public var context: TransitionContext? { active?.context }

    /// Whether no transition is running: scenarios advance until this is true.
    public var isIdle: Bool { active == nil }

    /// The percent a percent-driven interaction is held at, nil when none is being scrubbed.
    public var interactionPercent: Double? {
        if case let .scrubbing(percent) = active?.phase { percent } else { nil }
    }

    /// The stage time at which the running transition's timeline reaches its end (or its start,
    /// when cancelling), so a driver can advance exactly there; nil when idle or while a
    /// percent-driven interaction holds the timeline.
    public var transitionDeadline: Double? { active?.deadline }

    /// Media time of the running transition (0 when idle): the time its animations are sampled at.
    public var transitionMediaTime: Double { active?.mediaTime(at: time) ?? 0 }

    /// How the running transition's animations are sampled now.
    var transitionPlayhead: Playhead { active?.playhead(at: time) ?? .media(0) }

    /// Starts a transition: validates the operation against the stacks, builds the context and
    /// runs the animator's `animate` step (UIKit's default when `animator` is nil). With an
    /// `interaction` the timeline is held at 0 until `updateInteractiveTransition`; otherwise it
    /// runs with the clock. The stacks change only when the transition completes.
    ///
    /// `animated: false` is a present or dismiss made without animation whose animator UIKit still
    /// asks (`PresentationStyle.asksAnimatorWithoutAnimation`): the context says so (`isAnimated`)
    /// and the timeline has no length of its own, so an animator that honours it (`add(in:_:)`)
    /// ends the transition, with its completion step, before `begin` returns; one that adds
    /// animations anyway plays them, as UIKit lets it (C4).
    public mutating func begin(
        _ operation: TransitionOperation, animator: Animator? = nil,
        interaction: PercentDrivenInteraction? = nil, animated: Bool = true
    ) throws(NavigationError) {
        guard active == nil else { throw .transitionInProgress }
        let (from, to) = try endpoints(of: operation)
        let animator = animator ?? .system(operation.kind)
        // No finger drives a transition that is not animated.
        let interaction = animated ? interaction : nil
        var context = TransitionContext(
            operation: operation, containerView: transitionContainer(of: operation, from: from, to: to), containerBounds: screenBounds,
            fromController: from, toController: to,
            fromView: controllers[from.rawValue].view, toView: controllers[to.rawValue].view,
            duration: animator.duration, isInteractive: interaction != nil)
        context.isAnimated = animated
        switch operation.kind {
        case .present:
            context.presenterStays = controllers[to.rawValue].presentationStyle.keepsPresenter
            context.presentedFrame = controllers[to.rawValue].presentedFrame
        case .dismiss:
            context.presenterStays = controllers[from.rawValue].presentationStyle.keepsPresenter
            context.presentedFrame = controllers[from.rawValue].presentedFrame
        case .push, .pop: break
        }
        transitionCount += 1
        var transition = ActiveTransition(
            context: context, animator: animator, serial: transitionCount,
            phase: interaction == nil ? .running(start: time) : .scrubbing(percent: 0),
            interaction: interaction, end: 0)
        transition.end = transition.ownEnd
        active = transition
        record(.transitionBegan(operation, from: from, to: to, interactive: context.isInteractive))
        let animate = animator.animate
        animate(&self, context)
        advance(to: time)
    }

    /// Performs an operation with `animated: false`: the views swap and the stacks change now.
    public mutating func performWithoutAnimation(_ operation: TransitionOperation) throws(NavigationError) {
        guard active == nil else { throw .transitionInProgress }
        let (from, to) = try endpoints(of: operation)
        record(.transitionBegan(operation, from: from, to: to, interactive: false))
        // A presented view goes into its presentation's container; a revealed one into the window.
        let container = operation.kind == .present ? transitionContainer(of: operation, from: from, to: to) : containerView
        removeFromSuperview(controllers[from.rawValue].view)
        if operation.kind == .present, let frame = controllers[to.rawValue].presentedFrame {
            setValue(.rect(frame), for: .frame, of: controllers[to.rawValue].view)
        }
        addSubview(controllers[to.rawValue].view, to: container)
        if operation.kind == .dismiss { closePresentationContainer(of: from) }
        commit(operation)
        record(.transitionEnded(operation, completed: true))
    }

    /// `completeTransition(_:)`: the animator reports that it is done. The first call decides
    /// whether the operation is committed; later calls are reported and ignored.
    public mutating func completeTransition(_ didComplete: Bool) {
        guard active != nil else {
            record(.issue(.completeTransitionWithoutTransition))
            return
        }
        active?.context.completeCalls.append(didComplete)
        record(.completeTransitionCalled(didComplete))
        if active?.context.completeCalls.count == 2 {
            record(.issue(.completeTransitionCalledTwice))
        }
    }

    /// Moves the clock forward to `target` (never backwards), ending the transition at the
    /// exact time its timeline reaches its end, if that falls within the step.
    public mutating func advance(to target: Double) {
        while let deadline = active?.deadline, deadline <= max(target, time) {
            time = max(time, deadline)
            endTransition()
        }
        time = max(time, target)
        dropFinishedClockAnimations()
    }

    /// Moves the clock forward by `seconds`.
    public mutating func advance(by seconds: Double) {
        advance(to: time + seconds)
    }

    // MARK: Percent-driven interaction

    /// `updateInteractiveTransition(_:)`: holds the timeline at `percent` (clamped to 0…1) of
    /// the transition's duration; every animation shows its value at that media time, so delays,
    /// keyframes and curves apply as they would at that moment of the plain transition.
    public mutating func updateInteractiveTransition(_ percent: Double) throws(NavigationError) {
        guard case .scrubbing = active?.phase else { throw .noInteractiveTransition }
        let clamped = min(max(percent, 0), 1)
        active?.phase = .scrubbing(percent: clamped)
        record(.interactionUpdated(percent: clamped))
    }

    /// `finishInteractiveTransition()`: plays the rest of the timeline, the remaining
    /// (1 − p) × duration over (1 − p) × duration / completionSpeed seconds (or `length` seconds,
    /// when the caller knows them: a property animator continued with a duration factor), along
    /// `timing` (the interaction's `timingCurve` at release) or, when nil, its completion curve;
    /// then the completion step runs.
    public mutating func finishInteractiveTransition(timing: CompletionTiming? = nil, length: Double? = nil) throws(NavigationError) {
        guard let transition = active, case let .scrubbing(percent) = transition.phase else {
            throw .noInteractiveTransition
        }
        let settings = transition.interaction ?? PercentDrivenInteraction()
        let media = percent * transition.context.duration
        let length = max(length ?? (transition.end - media) / speed(settings), 0)
        let easing = (timing ?? .curve(settings.completionCurve)).easing(length: length)
        active?.phase = .finishing(start: time, media: media, length: length, easing: easing)
        record(.interactionFinished(percent: percent))
        advance(to: time)
    }

    /// `cancelInteractiveTransition()`: sets `transitionWasCancelled`, plays the timeline back
    /// to its start over p × duration / completionSpeed seconds (or `length`), along `timing` or,
    /// when nil, the completion curve, then runs the completion step, which must put the views
    /// back and call `completeTransition(false)`.
    public mutating func cancelInteractiveTransition(timing: CompletionTiming? = nil, length: Double? = nil) throws(NavigationError) {
        guard let transition = active, case let .scrubbing(percent) = transition.phase else {
            throw .noInteractiveTransition
        }
        let settings = transition.interaction ?? PercentDrivenInteraction()
        let media = percent * transition.context.duration
        let length = max(length ?? media / speed(settings), 0)
        active?.context.transitionWasCancelled = true
        let easing = (timing ?? .curve(settings.completionCurve)).easing(length: length)
        active?.phase = .cancelling(start: time, media: media, length: length, easing: easing)
        record(.interactionCancelled(percent: percent))
        advance(to: time)
    }

    private func speed(_ settings: PercentDrivenInteraction) -> Double {
        settings.completionSpeed > 0 ? settings.completionSpeed : 1
    }

    // MARK: Ending

    /// Runs when the timeline reaches its end: retires the transition's animations, runs the
    /// completion step, then applies what `completeTransition` decided and reports mistakes.
    private mutating func endTransition() {
        guard let transition = active else { return }
        let cancelled = transition.context.transitionWasCancelled
        let finalMedia = cancelled ? 0 : transition.end
        active?.phase = .completing(media: finalMedia)
        retireAnimations(of: transition.serial, cancelled: cancelled, at: finalMedia)

        let completion = transition.animator.completion
        completion(&self, active?.context ?? transition.context)

        let context = active?.context ?? transition.context
        if context.completeCalls.isEmpty { record(.issue(.completeTransitionNeverCalled)) }
        let didComplete = context.completeCalls.first ?? !cancelled
        if cancelled && didComplete { record(.issue(.completedCancelledTransition)) }
        let toViewInContainer = tree.isDescendant(context.toView, of: context.containerView)
        if didComplete {
            // A presenter that stays is below the presentation's container, never in it.
            if !toViewInContainer && context.handsOver(context.toView) {
                if context.operation.kind != .dismiss {
                    record(.issue(.toViewNotInContainer(context.toView)))
                }
                let container = context.containerView
                edit { (tree: inout ViewTree) throws(TreeError) in
                    try tree.insertSubview(context.toView, at: 0, in: container)
                }
            }
            if context.handsOver(context.fromView) { removeFromSuperview(context.fromView) }
            if context.operation.kind == .dismiss { closePresentationContainer(of: context.fromController) }
            commit(context.operation)
        } else {
            if toViewInContainer && context.handsOver(context.toView) {
                record(.issue(.toViewLeftAfterCancel(context.toView)))
            }
            // A present that did not happen leaves no container behind.
            if context.operation.kind == .present { closePresentationContainer(of: context.toController) }
        }
        reportLeftovers(of: transition.serial)
        reportOrphanedKeptViews(keptFor: didComplete ? context.toController : nil)
        active = nil
        record(.transitionEnded(context.operation, completed: didComplete))
    }

    /// View animations end with their transition (after a cancel their model values go back
    /// to `from`); layer animations kept on completion stay, held at the final media time.
    private mutating func retireAnimations(of serial: Int, cancelled: Bool, at media: Double) {
        var kept: [ScheduledAnimation] = []
        for var scheduled in animations {
            if case let .transitionClock(start, owner) = scheduled.timeline, owner == serial {
                // It goes on by itself; one Core Animation removes at its end is the clock's now.
                if scheduled.animation.isRemovedAtEnd { scheduled.timeline = .clock(start: start) }
                kept.append(scheduled)
                continue
            }
            guard scheduled.timeline == .transition(serial: serial) else {
                kept.append(scheduled)
                continue
            }
            let animation = scheduled.animation
            if cancelled && animation.kind == .view {
                tree[animation.target].setValue(animation.from, for: animation.property)
            }
            if !animation.isRemovedAtEnd {
                scheduled.timeline = .frozen(at: media, serial: serial)
                kept.append(scheduled)
            }
        }
        animations = kept
        rebuildSlots()
    }

    private mutating func reportLeftovers(of serial: Int) {
        for node in tree.subtree(of: containerView) {
            if tree[node].mask != nil { record(.issue(.maskLeftBehind(view: node))) }
            if tree[node].snapshotOf != nil { record(.issue(.snapshotLeftBehind(node))) }
        }
        let reachable = reachableNodes()
        for scheduled in animations where reachable[scheduled.animation.target.rawValue] {
            switch scheduled.timeline {
            case let .frozen(_, owner) where owner == serial, let .transitionClock(_, owner) where owner == serial:
                record(.issue(.layerAnimationLeftBehind(scheduled.animation.target, scheduled.animation.property)))
            case .frozen, .transitionClock, .transition, .clock:
                break
            }
        }
    }

    /// Records the views a completed transition leaves in the container besides the screens as kept
    /// for its destination (`keptFor`), forgets the ones gone, and reports each kept view whose
    /// controller is on neither stack: it left without the transition that removes its views (a pop
    /// to root past it), and nothing will remove them now.
    private mutating func reportOrphanedKeptViews(keptFor owner: ControllerID?) {
        let screens = Set(controllers.map(\.view.rawValue))
        let inContainer = tree[containerView].subviews.filter { !screens.contains($0.rawValue) }
        keptViews.removeAll { kept in !inContainer.contains(kept.node) }
        if let owner {
            for node in inContainer where !keptViews.contains(where: { $0.node == node }) {
                keptViews.append((node, owner))
            }
        }
        let shown = Set(((navigation?.controllers ?? []) + modal.presented).map(\.rawValue))
        for kept in keptViews where !shown.contains(kept.owner.rawValue) {
            record(.issue(.keptViewOrphaned(kept.node)))
        }
        keptViews.removeAll { !shown.contains($0.owner.rawValue) }
    }

    /// Nodes that can still be seen, now or when their screen comes back: everything under
    /// the container or a controller's view, masks included. An animation left on a mask
    /// that has been removed from its view is harmless; one left on a screen's element is not.
    private func reachableNodes() -> [Bool] {
        var seen = [Bool](repeating: false, count: tree.nodes.count)
        var pending = [containerView] + controllers.map(\.view)
        while let id = pending.popLast() {
            guard !seen[id.rawValue] else { continue }
            seen[id.rawValue] = true
            let node = tree[id]
            pending.append(contentsOf: node.subviews)
            if let mask = node.mask { pending.append(mask) }
        }
        return seen
    }

    /// The view a transition runs in (`containerView`). A present whose style keeps the presenter
    /// gets a container of its own, added to the window above everything (so above the
    /// presenter's view, which stays where it is: only `shouldRemovePresentersView` moves it into
    /// the container); its dismiss runs in that container. Every other transition runs in the
    /// window's content view, where the presenter of a full-screen presentation is handed over.
    private mutating func transitionContainer(of operation: TransitionOperation, from: ControllerID, to: ControllerID) -> NodeID {
        switch operation.kind {
        case .push, .pop:
            return containerView
        case .present:
            guard controllers[to.rawValue].presentationStyle.keepsPresenter else { return containerView }
            let container = makeView(named: "\(controllers[to.rawValue].name).presentation", frame: screenBounds)
            addSubview(container, to: containerView)
            controllers[to.rawValue].presentationContainer = container
            return container
        case .dismiss:
            return controllers[from.rawValue].presentationContainer ?? containerView
        }
    }

    /// Takes a dismissed (or never presented) controller's presentation container out of the
    /// window, with whatever is still in it.
    private mutating func closePresentationContainer(of controller: ControllerID) {
        guard let container = controllers[controller.rawValue].presentationContainer else { return }
        removeFromSuperview(container)
        controllers[controller.rawValue].presentationContainer = nil
    }

    /// The window's views back to front as the eye sees them: a presentation's own container
    /// stands for the views in it. What traces list as the container's content.
    public var stackedViews: [NodeID] {
        tree[containerView].subviews.flatMap { node in
            controllers.contains { $0.presentationContainer == node } ? tree[node].subviews : [node]
        }
    }

    /// From and to controllers of an operation, or why UIKit would not run it.
    private func endpoints(of operation: TransitionOperation) throws(NavigationError) -> (ControllerID, ControllerID) {
        guard let navigation else { throw .noRoot }
        switch operation {
        case let .push(target), let .popTo(target), let .present(target):
            try check(target)
        case .pop, .popToRoot, .dismiss:
            break
        }
        switch operation {
        case .push, .pop, .popTo, .popToRoot:
            guard modal.presented.isEmpty else { throw .coveredByPresentation }
            if case let .push(target) = operation, modal.presented.contains(target) {
                throw .alreadyShown(target)
            }
            return (navigation.top, try navigation.destination(of: operation))
        case let .present(target):
            guard !modal.presented.contains(target), !navigation.controllers.contains(target) else {
                throw .alreadyShown(target)
            }
            return (visibleController ?? navigation.top, target)
        case .dismiss:
            guard let top = modal.presented.last else { throw .nothingPresented }
            return (top, modal.presented.dropLast().last ?? navigation.top)
        }
    }

    /// Applies a completed operation to the stacks (validated by `endpoints` at the start).
    private mutating func commit(_ operation: TransitionOperation) {
        do throws(NavigationError) {
            switch operation {
            case let .push(target): try navigation?.push(target)
            case .pop: try navigation?.pop()
            case let .popTo(target): try navigation?.pop(to: target)
            case .popToRoot: try navigation?.popToRoot()
            case let .present(target): try modal.present(target)
            case .dismiss: try modal.dismiss()
            }
        } catch {
            // Unreachable: `endpoints` validated the operation and nothing else changes the stacks.
        }
    }
}
