import TransitionCore
import TransitionModel
import TransitionSource

/// What `transc run` does with no steps: every edge of a graph forward and back once, each
/// from a stack set up without animation along the shortest path from the root to the edge's
/// source (the root for `* -> C`), so the trace shows exactly the edges' own transitions.
struct Tour {
    var interpreter: Interpreter

    mutating func run() -> RunResult {
        let graph = interpreter.graph
        for edge in graph.edges {
            let source = edge.source ?? graph.root
            // A push needs its source on the navigation stack: reach it by pushes alone (the
            // checker warns about push edges from screens only ever presented).
            guard let path = Self.path(in: graph, to: source, pushesOnly: edge.kind == .push) else { continue }
            interpreter.setUp(path)
            let forward: ScenarioAction.Kind = edge.kind == .push ? .push(edge.destination) : .present(edge.destination, animated: true)
            interpreter.perform(ScenarioAction(kind: forward, range: edge.range))
            guard interpreter.lastOutcome == true, interpreter.stage.isIdle else { continue }
            interpreter.perform(ScenarioAction(kind: edge.kind == .push ? .pop : .dismiss(animated: true), range: edge.range))
        }
        interpreter.trace.endTime = interpreter.stage.time
        return RunResult(trace: interpreter.trace, expectations: [])
    }

    /// The shortest list of moves from the root to `target`, preferring edges in declaration
    /// order, through push edges alone when `pushesOnly`; nil when `target` cannot be reached.
    static func path(in graph: NavigationGraph, to target: Int, pushesOnly: Bool = false) -> [(kind: EdgeKind, screen: Int)]? {
        var previous: [Int: (from: Int, kind: EdgeKind)] = [:]
        var queue = [graph.root]
        var seen: Set<Int> = [graph.root]
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            if screen == target { break }
            for edge in graph.edges where graph.edge(edge, leavesFrom: screen) && !seen.contains(edge.destination)
                && (!pushesOnly || edge.kind == .push) {
                seen.insert(edge.destination)
                previous[edge.destination] = (screen, edge.kind)
                queue.append(edge.destination)
            }
        }
        guard seen.contains(target) else { return nil }
        var moves: [(EdgeKind, Int)] = []
        var screen = target
        while let step = previous[screen] {
            moves.append((step.kind, screen))
            screen = step.from
        }
        return moves.reversed()
    }
}

extension SpecRunner {
    /// The moves a tour makes, without animation, to reach `target` from the root (pushes only
    /// when a push edge leaves it): what another driver of the same tour replays.
    public static func tourPath(in graph: NavigationGraph, to target: Int, pushesOnly: Bool) -> [(kind: EdgeKind, screen: Int)]? {
        Tour.path(in: graph, to: target, pushesOnly: pushesOnly)
    }
}

extension Interpreter {
    /// Resets the stacks to the root, then pushes and presents along `path` without animation.
    mutating func setUp(_ path: [(kind: EdgeKind, screen: Int)]) {
        let before = actualStack
        while !stage.modal.presented.isEmpty { try? stage.performWithoutAnimation(.dismiss) }
        if (stage.navigation?.controllers.count ?? 0) > 1 { try? stage.performWithoutAnimation(.popToRoot) }
        var top = graph.root
        for (kind, screen) in path {
            let instance = screens.available(screen, excluding: actualStack, stage: &stage)
            if kind == .modal {
                // Presented in its edge's style, as the app's `prepareForPresentation` sets it.
                setPresentation(graph.edge(from: top, to: screen, kind: .modal), of: instance.controller)
            }
            if kind == .modal, stage.controller(instance.controller).presentationStyle.asksAnimatorWithoutAnimation {
                presentInSetUp(instance, from: top)
            } else {
                try? stage.performWithoutAnimation(kind == .push ? .push(instance.controller) : .present(instance.controller))
            }
            top = screen
        }
        drainEvents()
        let onStacks = actualStack
        for entry in kept where !onStacks.contains(entry.owner) { stage.removeFromSuperview(entry.node) }
        kept.removeAll { !onStacks.contains($0.owner) }
        expectedNavigation = stage.navigation?.controllers ?? []
        expectedModal = stage.modal.presented
        if onStacks != before { record(.setUp(labels(onStacks))) }
    }

    /// A present without animation in the set-up whose animator UIKit asks anyway (a sheet, C4): it
    /// runs, told `isAnimated` is false, and keeps what it keeps (a sheet's dim), as the app's
    /// `present(_:animated: false)` would; the trace records no transition for it.
    private mutating func presentInSetUp(_ arriving: ScreenInstance, from source: Int) {
        guard let visible = stage.visibleController, let leaving = screens.instance(for: visible) else { return }
        let plan = choose(.present, leaving: source, arriving: arriving.screen).choice.animatorName.flatMap { spec.plan(named: $0) }
        guard let plan else {
            try? stage.performWithoutAnimation(.present(arriving.controller))
            return
        }
        let scratch = TransitionScratch()
        let animator = AnimatorBuilder(plan: plan, from: leaving, to: arriving, adopted: [:], values: values, faults: options.faults,
                                       scratch: scratch).build()
        guard (try? stage.begin(.present(arriving.controller), animator: animator, animated: false)) != nil else { return }
        for (node, label) in scratch.labels { screens.label(node, label) }
        snapshotNodes += scratch.snapshots
        keepSnapshots(of: scratch, plan: plan, for: arriving.controller, at: plan.range)
    }
}
