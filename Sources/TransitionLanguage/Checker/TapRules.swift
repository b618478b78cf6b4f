import TransitionSource
import TransitionModel
import TransitionSyntax
/// Taps on views a transition kept on screen: `gesture close: tap(dim) on Sheet drives dismiss`.
extension Checker {
    /// A tap names a view that every edge into its screen keeps until the operation it drives, and
    /// says nothing a finger could follow; nil after reporting the first mistake.
    mutating func checkTap(_ g: GestureDecl, screen: Int, graph: NavigationGraph, edgeDecls: [EdgeDecl], brokenEdges: Set<Int>) -> Tap? {
        guard let operation = Operation(rawValue: g.role.name) else {
            reportUnknownDrive(g)
            return nil
        }
        guard checkTapDrive(g, operation: operation, screen: screen, graph: graph),
              let into = edgesBack(from: screen, by: operation, for: g, graph: graph, brokenEdges: brokenEdges) else { return nil }
        guard let view = checkTapView(g, operation: operation, edges: into.map { (graph.edges[$0], edgeDecls[$0]) }, graph: graph) else { return nil }
        guard checkTapHasNoRules(g) else { return nil }
        let name = g.name?.name ?? Tap.defaultName(screen: graph.screens[screen].name, view: view)
        return Tap(name: name, screen: screen, operation: operation, view: view, range: g.range)
    }

    /// A tap goes back from the screen whose transition kept the view: a dismiss, or a pop.
    private mutating func checkTapDrive(_ g: GestureDecl, operation: Operation, screen: Int, graph: NavigationGraph) -> Bool {
        switch operation {
        case .dismiss, .pop: return true
        case .push, .present:
            let into = graph.edges.filter { $0.destination == screen }
            let back: Operation? = into.isEmpty ? nil : into.allSatisfy { $0.kind == .modal } ? .dismiss : into.allSatisfy { $0.kind == .push } ? .pop : nil
            let removal = g.role.range.union(g.target?.range ?? g.role.range)
            error(.tapDrive,
                  """
                      a tap on a kept view goes back from the screen it was kept for, so it drives \
                      \(back.map { "'\($0.rawValue)'" } ?? "'dismiss' or 'pop'"), not a \(operation.rawValue); to \
                      \(operation.rawValue) on a tap, call it from the app's own tap handler
                      """,
                  at: removal, fixIts: back.map { [FixIt(range: removal, replacement: $0.rawValue)] } ?? [])
            return false
        }
    }

    /// The one kept view every edge into the screen leaves for the tap: `tap(dim)`.
    private mutating func checkTapView(_ g: GestureDecl, operation: Operation, edges: [(edge: Edge, decl: EdgeDecl)], graph: NavigationGraph) -> String? {
        let keptPerEdge = edges.map { keptViews(by: $0.edge, until: operation) }
        let keptEverywhere = keptPerEdge.dropFirst().reduce(Set(keptPerEdge[0].map(\.name))) { $0.intersection($1.map(\.name)) }.sorted()
        guard g.kindArguments.count == 1, case let .path(parts) = g.kindArguments[0].value.kind, parts.count == 1, !parts[0].isMissing else {
            let only = keptEverywhere.count == 1 ? keptEverywhere[0] : nil
            let place = g.kindArguments.isEmpty ? g.kind.range : g.kind.range.union(g.kindArguments.last!.range)
            error(.tapTarget,
                  """
                      a tap sits on a view the transition kept on screen until the \(operation.rawValue); name it, as in \
                      tap(\(only ?? "dim")) for 'backdrop black as \(only ?? "dim") until \(operation.rawValue)'
                      """,
                  at: place, fixIts: only.map { [FixIt(range: place, replacement: "\(Tap.kindName)(\($0))")] } ?? [])
            return nil
        }
        let written = parts[0]
        for (index, (edge, decl)) in edges.enumerated() where !keptPerEdge[index].contains(where: { $0.name == written.name }) {
            let edgeText = text(decl.source.range.union(decl.destination.range))
            let forward = edge.kind == .push ? "push" : "present"
            var notes = [DiagnosticNote("edge declared here", at: decl.source.range.union(decl.destination.range))]
            let message: String
            if let snapshot = allSnapshots(of: edge).first(where: { $0.name == written.name }) {
                notes.append(DiagnosticNote("'\(written.name)' declared here", at: snapshot.range))
                message = "the \(forward) of '\(edgeText)' removes '\(written.name)' when it ends, so there is nothing to tap; add 'until \(operation.rawValue)' to keep it on screen"
            } else {
                let hint = suggestion(for: written, among: keptEverywhere, otherwise: "keep one with 'backdrop black as \(written.name) until \(operation.rawValue)' in its animator")
                message = "the \(forward) of '\(edgeText)' keeps no view named '\(written.name)' on screen until the \(operation.rawValue)\(hint.text)"
                error(.tapTarget, message, at: written.range, notes: notes, fixIts: hint.fixIts)
                return nil
            }
            error(.tapTarget, message, at: written.range, notes: notes)
            return nil
        }
        return written.name
    }

    /// A tap runs the backward animator as a plain dismiss would: nothing follows a finger.
    private mutating func checkTapHasNoRules(_ g: GestureDecl) -> Bool {
        guard let first = g.clauses.first else { return true }
        let header = (g.target?.range ?? g.role.range).end
        error(.tapIsNotInteractive,
              "a tap goes back at once, running the \(g.role.name) animator from start to end, so it has no '\(first.name.name)'; remove the block",
              at: first.name.range, fixIts: [FixIt(range: SourceRange(header, g.range.end), replacement: "")])
        return false
    }

    /// The snapshots and backdrops the forward animator of `edge` keeps until `operation`.
    private func keptViews(by edge: Edge, until operation: Operation) -> [SnapshotPlan] {
        allSnapshots(of: edge).filter { $0.keptUntil == operation }
    }

    private func allSnapshots(of edge: Edge) -> [SnapshotPlan] {
        edge.forward.animatorName.flatMap(resolvedPlan(named:))?.snapshots ?? []
    }
}

/// `tap close` in a scenario.
extension Checker {
    /// The tap named (or the top screen's only one) goes back from the screen on top, which must be
    /// the one it was kept for, arrived the way the tap goes back.
    mutating func checkTap(_ step: ScenarioStep, name: Identifier?, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        let top = graph.screenName(sim.top)
        let index: Int
        if let name {
            guard let found = graph.taps.firstIndex(where: { $0.name == name.name }) else {
                if failed[graph.name]?.hasGesture(named: name.name) == true { return nil }
                if let gesture = graph.gestures.first(where: { $0.name == name.name }) {
                    error(.tapNotOnScreen, "'\(name.name)' follows a finger; drag it ('drag \(name.name) to 0.5 over 0.2'), or tap a tap gesture",
                          at: step.range, notes: [DiagnosticNote("'\(name.name)' declared here", at: gesture.range)])
                    return nil
                }
                let hint = suggestion(for: name, among: graph.taps.map(\.name), otherwise: "declare one with 'gesture \(name.name): tap(dim) on \(top) drives dismiss'")
                error(.tapNotOnScreen, "'\(graph.name)' has no tap named '\(name.name)'\(hint.text)",
                      at: name.range, fixIts: hint.fixIts)
                return nil
            }
            index = found
        } else {
            let here = graph.taps.indices.filter { graph.taps[$0].screen == sim.top }
            guard here.count == 1 else {
                if failed[graph.name]?.hasGesture(on: sim.top) == true { return nil }
                error(.tapNotOnScreen, here.isEmpty
                        ? "'\(top)' has no view to tap; a tap goes on a view its transition kept ('gesture close: tap(dim) on \(top) drives dismiss')"
                        : "'\(top)' has \(here.count) taps; say which: \(here.map { "'tap \(graph.taps[$0].name)'" }.joined(separator: " or "))",
                      at: step.range)
                return nil
            }
            index = here[0]
        }
        let tap = graph.taps[index]
        let arrival: ScenarioSimulation.Arrival = tap.operation == .dismiss ? .modal : .push
        guard tap.screen == sim.top, sim.stack.count > 1, sim.stack.last?.arrival == arrival else {
            let screen = graph.screenName(tap.screen)
            error(.tapNotOnScreen,
                  """
                      '\(tap.view)' is on screen only while '\(screen)' is \(tap.operation == .dismiss ? "presented" : "pushed") and \
                      on top, and '\(top)' is on top here; \(tap.operation == .dismiss ? "present" : "push") '\(screen)' first
                      """,
                  at: step.range, notes: [DiagnosticNote("'\(tap.name)' declared here", at: tap.range)])
            return nil
        }
        if sim.stack.last?.keptNothing == true {
            error(.tapNotOnScreen,
                  "'\(tap.view)' is not on screen: '\(top)' was presented without animation, and UIKit asks no animator then in this "
                    + "style, so nothing kept '\(tap.view)'; present it with animation, or use 'sheet(height:)', whose animator UIKit asks either way",
                  at: step.range, notes: [DiagnosticNote("'\(tap.name)' declared here", at: tap.range)])
            return nil
        }
        sim.stack.removeLast()
        return .tap(index)
    }
}
