import TransitionCore
import TransitionModel
import TransitionSource

/// Starting and ending transitions: choosing the animator as the model says, building it,
/// recording the transition, and checking the invariants when it ends.
extension Interpreter {
    /// `modalPresentationStyle` as the app's `prepareForPresentation` sets it before presenting
    /// `controller` along `edge` (`CheckedSpec.presentationStyle(of:)`; full screen for none), with
    /// the frame a sheet's presentation controller gives it in this container.
    mutating func setPresentation(_ edge: Edge?, of controller: ControllerID) {
        let presentation = edge?.presentation ?? .fullScreen
        presentations[controller] = presentation
        stage.setPresentationStyle(edge.map(spec.presentationStyle(of:)) ?? presentation.style, of: controller,
                                   frame: presentation.presentedFrame(in: stage.screenBounds.size))
    }

    /// The animator the model selects for an operation between two screens, and the edge that
    /// selected it: the edge's forward animator for push and present, the backward animator of
    /// the edge `revealed -> leaving` (else `* -> leaving`) for pop and dismiss, the system
    /// animation when no edge applies (a pop to a screen with no edge to the top).
    func choose(_ kind: TransitionOperation.Kind, leaving: Int, arriving: Int) -> (choice: AnimatorChoice, edge: Edge?) {
        let edge: Edge?
        switch kind {
        case .push: edge = graph.edge(from: leaving, to: arriving, kind: .push)
        case .present: edge = graph.edge(from: leaving, to: arriving, kind: .modal)
        case .pop: edge = graph.backwardEdge(leaving: leaving, revealing: arriving, kind: .push)
        case .dismiss: edge = graph.backwardEdge(leaving: leaving, revealing: arriving, kind: .modal)
        }
        guard let edge else { return (.system, nil) }
        return (kind == .push || kind == .present ? edge.forward : edge.backward, edge)
    }

    /// Starts `operation` towards `arriving`; false when no transition runs: the core refused (with
    /// a located issue), or the operation was made at once. Without animation (`animated` false, a present or dismiss), UIKit asks the animator only
    /// for a style that calls it anyway (`PresentationStyle.asksAnimatorWithoutAnimation`): its
    /// transition then ends at once (C4); any other style changes the stacks at once, with no
    /// transition (`performWithoutAnimation(_:name:arriving:leaving:at:)`, C5).
    mutating func begin(
        _ operation: TransitionOperation, name: String, arriving: ScreenInstance, gesture: Gesture? = nil,
        removed: [ControllerID] = [], animated: Bool = true, stepRange: SourceRange
    ) -> Bool {
        guard let visible = stage.visibleController, let leaving = screens.instance(for: visible) else { return false }
        purgeKeptViews(leavingWithoutTransition: removed)
        let (choice, edge) = choose(operation.kind, leaving: leaving.screen, arriving: arriving.screen)
        if operation.kind == .present {
            setPresentation(edge, of: arriving.controller)
        }
        let name = animated ? name : "\(name) without animation"
        let presented = operation.kind == .dismiss ? leaving.controller : arriving.controller
        if !animated, !stage.controller(presented).presentationStyle.asksAnimatorWithoutAnimation {
            return performWithoutAnimation(operation, name: name, arriving: arriving, leaving: leaving, at: stepRange)
        }
        let plan = choice.animatorName.flatMap { spec.plan(named: $0) }

        let scratch = TransitionScratch()
        var coreAnimator: Animator?
        if let plan {
            let adopted = Dictionary(
                kept.filter { entry in
                    entry.owner == leaving.controller && plan.adoptedSnapshots.contains { $0.name == entry.name }
                }.map { ($0.name, $0.node) },
                uniquingKeysWith: { first, _ in first })
            coreAnimator = AnimatorBuilder(
                plan: plan, from: leaving, to: arriving, adopted: adopted, values: values, faults: options.faults,
                scratch: scratch
            ).build()
        }
        let before = restorableValues(leaving, arriving, kept: kept.filter { $0.owner == leaving.controller }.map(\.node))
        let interaction = gesture.map {
            PercentDrivenInteraction(completionSpeed: $0.completionSpeed, completionCurve: ModelValues.timingCurve($0.completionCurve))
        }
        do throws(NavigationError) {
            try stage.begin(operation, animator: coreAnimator, interaction: interaction, animated: animated)
        } catch {
            record(.operationStarted(operation: name, target: arriving.label))
            report(.operationRefused, "UIKit would refuse this \(name): \(explain(error))", at: stepRange)
            drainEvents()
            return false
        }
        for (node, label) in scratch.labels { screens.label(node, label) }
        snapshotNodes += scratch.snapshots
        let channels = stage.runningAnimations.map { ($0.target, $0.property) }
        let index = trace.transitions.count + 1
        trace.transitions.append(TransitionRecord(
            index: index, operation: name, from: leaving.label, to: arriving.label, animator: plan?.animator,
            edge: edge.map(graph.spelling(of:)),
            duration: plan?.transitionDuration ?? stage.context?.duration ?? 0,
            curve: plan.map { $0.curve.spelling { "\($0)" } } ?? Animator.systemCurve.description,
            gesture: gesture?.name, start: stage.time,
            channels: channels.map { node, property in
                Channel(node: screens.label(of: node), property: property.traceName, kind: property.kind)
            },
            declaredAnimator: plan.map { $0.declaredName + ($0.isReversed ? " reversed" : $0.animator != $0.declaredName ? " with overrides" : "") }))
        trace.transitions[index - 1].isAnimated = animated
        trace.transitions[index - 1].containerAtStart = containerLabels
        trace.transitions[index - 1].hiddenAtStart = hiddenLabels
        current = RunningTransition(
            record: index, operation: name, kind: operation.kind, leaving: leaving, arriving: arriving, plan: plan,
            scratch: scratch, channels: channels, before: before,
            range: plan?.range ?? stepRange, path: plan == nil ? stepsPath : spec.path, stepRange: stepRange)
        record(.operationStarted(operation: name, target: arriving.label))
        if !removed.isEmpty { record(.removedWithoutAnimation(labels(removed))) }
        record(.animatorChosen(name: plan?.animator, edge: edge.map(graph.spelling(of:))))
        if let gesture { record(.interactionBegan(gesture: gesture.name)) }
        recordRow()
        drainEvents()
        evaluateProbes()
        return true
    }

    /// A present or dismiss without animation that asks no animator: the stacks change at once and
    /// no transition runs, so the trace has no transition for it, only the stack it leaves (C5).
    private mutating func performWithoutAnimation(
        _ operation: TransitionOperation, name: String, arriving: ScreenInstance, leaving: ScreenInstance, at range: SourceRange
    ) -> Bool {
        record(.operationStarted(operation: name, target: arriving.label))
        do throws(NavigationError) {
            try stage.performWithoutAnimation(operation)
        } catch {
            report(.operationRefused, "UIKit would refuse this \(name): \(explain(error))", at: range)
            drainEvents()
            return false
        }
        drainEvents()
        lastOutcome = true
        applyToExpectedStacks(operation.kind, arriving: arriving.controller)
        if operation.kind == .present, !stage.controller(arriving.controller).presentationStyle.keepsPresenter {
            record(.presenterRemoved(screen: leaving.label))
        }
        record(.stack(labels(actualStack)))
        return false
    }

    /// The container's views, back to front, by trace label.
    var containerLabels: [String] { stage.stackedViews.map { screens.label(of: $0) } }

    /// Every hidden node's label, sorted (what `hide` hides while a transition runs).
    var hiddenLabels: [String] { stage.tree.nodes.filter(\.isHidden).map { screens.label(of: $0.id) }.sorted() }

    /// The presented values a cancel must restore: both views and their elements, and the views kept
    /// for the leaving screen, which its animator adopts (a sheet's dimming, U5).
    private func restorableValues(
        _ a: ScreenInstance, _ b: ScreenInstance, kept: [NodeID]
    ) -> [(node: NodeID, property: Property, value: AnimatableValue)] {
        var nodes = [a.view] + a.elements.map(\.node)
        nodes += [b.view] + b.elements.map(\.node) + kept
        return nodes.flatMap { node in
            Property.allCases.map { (node, $0, stage.presentedValue(of: node, $0)) }
        }
    }

    private func explain(_ error: NavigationError) -> String {
        switch error {
        case .coveredByPresentation: "a presented screen covers the navigation stack; dismiss it first"
        case .transitionInProgress: "another transition is running"
        case .popAtRoot: "only the root is on the stack"
        case .nothingPresented: "nothing is presented"
        case let .alreadyShown(controller): "'\(labels([controller])[0])' is already shown"
        case let .notInStack(controller): "'\(labels([controller])[0])' is not on the stack"
        case let .alreadyOnTop(controller): "'\(labels([controller])[0])' is already on top"
        case .noRoot, .rootAlreadySet, .unknownController, .noInteractiveTransition: "\(error)"
        }
    }

    // MARK: - Ending

    /// The core ended the running transition: record it, update the expected stacks, check.
    mutating func endTransition(completed: Bool) {
        guard let running = current else { return }
        let index = running.record - 1
        trace.transitions[index].end = stage.time
        trace.transitions[index].completed = completed
        trace.transitions[index].containerAtEnd = containerLabels
        trace.transitions[index].hiddenAtEnd = hiddenLabels
        recordRow()
        lastOutcome = completed
        record(completed ? .transitionCompleted : .transitionCancelled)
        if !running.cancelled { applyToExpectedStacks(running.kind, arriving: running.arriving.controller) }
        if completed, running.kind == .present, !stage.controller(running.arriving.controller).presentationStyle.keepsPresenter {
            record(.presenterRemoved(screen: running.leaving.label))
        }
        let orphaned = settleSnapshots(running, completed: completed)
        let issues = pendingIssues
        pendingIssues = []
        for issue in issues {
            if case let .snapshotLeftBehind(node) = issue, orphaned.contains(node) || kept.contains(where: { $0.node == node }) {
                continue  // kept on purpose, or already reported as not adopted
            }
            if case let .keptViewOrphaned(node) = issue, orphaned.contains(node) || issues.contains(.snapshotLeftBehind(node)) {
                continue  // already reported as not adopted, or as left behind by this transition
            }
            coreIssue(issue)
        }
        if !completed { checkRestored(running) }
        let actual = actualStack
        if actual != expectedNavigation + expectedModal {
            report(.stackMismatch, """
                after the \(running.operation) the stacks hold [\(labels(actual).joined(separator: ", "))], but the operations \
                that completed give [\(labels(expectedNavigation + expectedModal).joined(separator: ", "))]
                """, at: running.stepRange)
        }
        record(.stack(labels(actual)))
        current = nil
    }

    /// Removes the views kept for screens that leave without their own transition (`removed`: the
    /// screens a pop to root or a pop to a screen takes away at its start) or have already left, as
    /// the emitted coordinator does before it hands out the next animator: nothing would adopt them.
    private mutating func purgeKeptViews(leavingWithoutTransition removed: [ControllerID]) {
        let shown = actualStack
        let purged = kept.filter { removed.contains($0.owner) || !shown.contains($0.owner) }
        for entry in purged {
            stage.removeFromSuperview(entry.node)
            record(.snapshotReleased(name: entry.name))
        }
        kept.removeAll { removed.contains($0.owner) || !shown.contains($0.owner) }
    }

    private mutating func applyToExpectedStacks(_ kind: TransitionOperation.Kind, arriving: ControllerID) {
        switch kind {
        case .push: expectedNavigation.append(arriving)
        case .present: expectedModal.append(arriving)
        case .dismiss: if !expectedModal.isEmpty { expectedModal.removeLast() }
        case .pop:
            if let depth = expectedNavigation.lastIndex(of: arriving) {
                expectedNavigation.removeSubrange((depth + 1)...)
            }
        }
    }

    /// Keeps the snapshots the model keeps, forgets the ones adopted and removed, and reports a
    /// kept snapshot whose backward operation ran without removing it.
    @discardableResult
    private mutating func settleSnapshots(_ running: RunningTransition, completed: Bool) -> [NodeID] {
        for entry in keepSnapshots(of: running.scratch, plan: running.plan, for: running.arriving.controller, at: running.range) {
            record(.snapshotKept(name: entry.name, until: entry.until == .dismiss ? "dismiss" : "pop"))
        }
        for name in running.scratch.released { record(.snapshotReleased(name: name)) }
        kept.removeAll { entry in entry.owner == running.leaving.controller && running.scratch.released.contains(entry.name) }
        guard completed else { return [] }
        let orphaned = kept.filter { $0.owner == running.leaving.controller && $0.until == running.kind }
        for entry in orphaned {
            report(.leftover, """
                snapshot '\(entry.name)' is kept until the \(running.kind == .dismiss ? "dismiss" : "pop"), but the \
                \(running.operation) from '\(running.leaving.label)' did not remove it; give that edge an animator that adopts \
                it ('reverse')
                """, at: entry.range, in: spec.path)
        }
        kept.removeAll { $0.owner == running.leaving.controller && $0.until == running.kind }
        return orphaned.map(\.node)
    }

    /// Keeps, for `owner`, the snapshots a completed transition left that its plan keeps until a
    /// backward operation (`until pop`, `until dismiss`); returns them.
    @discardableResult
    mutating func keepSnapshots(of scratch: TransitionScratch, plan: MotionPlan?, for owner: ControllerID, at range: SourceRange) -> [KeptSnapshot] {
        var added: [KeptSnapshot] = []
        for (name, node) in scratch.kept {
            let declared = plan?.snapshots.first { $0.name == name }
            guard let operation = declared?.keptUntil else { continue }
            added.append(KeptSnapshot(name: name, node: node, until: operation == .dismiss ? .dismiss : .pop, owner: owner,
                                      range: declared?.range ?? range))
        }
        kept += added
        return added
    }

    /// After a cancel, every view still on a stack looks as it did before the transition.
    private mutating func checkRestored(_ running: RunningTransition) {
        let onStacks = Set(actualStack.map(\.rawValue))
        let relevant = [running.leaving, running.arriving].filter { onStacks.contains($0.controller.rawValue) }
        var nodes = Set(relevant.flatMap { [$0.view.rawValue] + $0.elements.map(\.node.rawValue) })
        nodes.formUnion(kept.filter { $0.owner == running.leaving.controller }.map(\.node.rawValue))
        var differences: [String] = []
        for (node, property, value) in running.before where nodes.contains(node.rawValue) {
            let now = stage.presentedValue(of: node, property)
            if !Self.same(now, value) {
                differences.append("\(screens.label(of: node)).\(property.traceName) is \(now) (was \(value))")
            }
        }
        guard !differences.isEmpty else { return }
        report(.cancelNotRestored, """
            after the cancelled \(running.operation), \(differences.prefix(3).joined(separator: "; ")); a cancelled \
            transition must put every view back
            """, at: running.range, in: running.path)
    }

    static func same(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return abs(x - y) < 1e-9
        case let (.affine(x), .affine(y)):
            return zip([x.a, x.b, x.c, x.d, x.tx, x.ty], [y.a, y.b, y.c, y.d, y.tx, y.ty]).allSatisfy { abs($0 - $1) < 1e-9 }
        case let (.rect(x), .rect(y)):
            return zip([x.minX, x.minY, x.width, x.height], [y.minX, y.minY, y.width, y.height]).allSatisfy { abs($0 - $1) < 1e-9 }
        case (.scalar, _), (.affine, _), (.rect, _), (.transform3D, _), (.size, _), (.color, _), (.path, _):
            return a == b
        }
    }

    // MARK: - Core issues

    /// Locates an issue the core reported at the spec text responsible for it.
    mutating func coreIssue(_ issue: TransitionIssue) {
        guard let running = current else {
            report(.operationRefused, issue.description, at: SourceRange.at(0))
            return
        }
        let who = running.plan.map { "animator '\($0.animator)'" } ?? "the system \(running.operation)"
        let at = running.range
        let path = running.path
        switch issue {
        case .completeTransitionNeverCalled:
            report(.completeTransition, "\(who) never called completeTransition during the \(running.operation); UIKit would wait forever with touches disabled", at: at, in: path)
        case .completeTransitionCalledTwice:
            report(.completeTransition, "\(who) called completeTransition more than once during the \(running.operation)", at: at, in: path)
        case .completedCancelledTransition:
            report(.completeTransition, "\(who) called completeTransition(true) after the \(running.operation) was cancelled; pass !transitionWasCancelled", at: at, in: path)
        case .completeTransitionWithoutTransition:
            report(.completeTransition, "\(who) called completeTransition with no transition running", at: at, in: path)
        case let .toViewNotInContainer(node):
            report(.leftover, "'\(screens.label(of: node))' was not in the container when the \(running.operation) completed; \(who) must add the destination view", at: at, in: path)
        case let .toViewLeftAfterCancel(node):
            report(.cancelNotRestored, """
                after the cancelled \(running.operation), the destination '\(screens.label(of: node))' is still in the \
                container; remove it before completeTransition(false)
                """, at: at, in: path)
        case let .maskLeftBehind(view):
            let mask = running.plan?.masks.first.map(\.range) ?? at
            report(.leftover, "a mask is still on '\(screens.label(of: view))' after the \(running.operation); set it to nil when the transition completes", at: mask, in: path)
        case let .keptViewOrphaned(node):
            let name = screens.label(of: node)
            report(.leftover, "'\(name)' is still in the container after the screen it was kept for left without its own transition; "
                + "remove the views kept for a screen when it leaves", at: at, in: path)
        case let .snapshotLeftBehind(node):
            let name = screens.label(of: node)
            let declared = (running.plan?.snapshots ?? []) + (running.plan?.adoptedSnapshots ?? [])
            let range = declared.first { $0.name == name }?.range ?? at
            report(.leftover, "snapshot '\(name)' is still in the container after the \(running.operation); remove it when the transition completes", at: range, in: path)
        case let .layerAnimationLeftBehind(node, property):
            report(.leftover, """
                a \(property.traceName) layer animation is still attached to '\(screens.label(of: node))' after the \
                \(running.operation); remove it when the transition completes
                """, at: at, in: path)
        case let .invalidTreeOperation(error):
            report(.operationRefused, "\(who) made a view hierarchy change UIKit rejects: \(error)", at: at, in: path)
        case let .mistypedAnimation(node, property):
            report(.operationRefused, "\(who) animates \(screens.label(of: node)).\(property.traceName) with a value of the wrong kind", at: at, in: path)
        }
    }
}
