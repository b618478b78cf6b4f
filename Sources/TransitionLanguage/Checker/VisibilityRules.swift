import TransitionSource
import TransitionModel
import TransitionSyntax
/// What the user can see, decided from the lowered plans: the order the two views are stacked in,
/// and whether the view on top changes its alpha, frame, transform, corners or mask at any time.
extension Checker {
    /// An animation of the view underneath while the view on top never moves, fades or is masked:
    /// the top view is opaque and covers the container from the first frame to the last, so
    /// nothing the lower one does shows (the classic missing `order: to below from` of a pop).
    /// Snapshots sit above both views and stay visible. A reversed plan mirrors its forward one
    /// (order and roles swap together), so only forward plans are read: one mistake, one warning.
    mutating func checkHiddenAnimations(_ plans: [MotionPlan], graphs: [NavigationGraph]) {
        let clearScreens = Self.seeThroughRoles(graphs)
        // Each plan is read where it is (a plan is large, and most hide nothing). A presentation
        // that keeps the presenter on screen (over full screen) is there to be seen through: the
        // presented view need not be opaque.
        for index in plans.indices where !plans[index].isReversed && !plans[index].leavingViewMayStay && !plans[index].arrivingViewMayStay {
            guard let hidden = Self.hiddenAnimation(order: plans[index].order, tracks: plans[index].tracks, masks: plans[index].masks) else { continue }
            // The view on top is hidden for the whole transition (a picture of it stands in), or
            // its screen is see-through wherever the animator runs: what is below shows.
            guard !plans[index].hidden.contains(.view(hidden.top)),
                  clearScreens[SeeThroughKey(animator: plans[index].animator, role: hidden.top)] != true else { continue }
            let name = plans[index].declaredName
            guard animators.importedPath(of: name) == nil, animators.template(named: name)?.isIncomplete != true else { continue }
            let (top, bottom, range) = hidden
            let better: ZOrder = plans[index].order == .toAboveFrom ? .toBelowFrom : .toAboveFrom
            let fixIts = orderFix(name, to: better)
            warning(.hiddenAnimation,
                    "nobody sees this animation: '\(top.rawValue)' is above '\(bottom.rawValue)' and stays opaque over the whole screen for the whole transition",
                    at: range,
                    notes: [DiagnosticNote("""
                        put '\(bottom.rawValue)' on top with '\(better.spelling)', or fade or move '\(top.rawValue)'; a screen whose \
                        view is clear says so with 'background: clear'
                        """, at: range)],
                    fixIts: fixIts, fixItTitle: fixIts.isEmpty ? nil : "Use '\(better.spelling)'")
        }
    }

    /// An animator and one of its two views.
    private struct SeeThroughKey: Hashable {
        var animator: String
        var role: ViewRole
    }

    /// For each animator and role, whether every edge that runs the animator gives that role a
    /// screen whose view is see-through (`background: clear`); a wildcard source counts as opaque.
    private static func seeThroughRoles(_ graphs: [NavigationGraph]) -> [SeeThroughKey: Bool] {
        var clear: [SeeThroughKey: Bool] = [:]
        func note(_ choice: AnimatorChoice, from: Int?, to: Int?, in graph: NavigationGraph) {
            guard let name = choice.animatorName else { return }
            for (role, screen) in [(ViewRole.from, from), (.to, to)] {
                let isClear = screen.map { graph.screens[$0].background.isSeeThrough } ?? false
                clear[SeeThroughKey(animator: name, role: role), default: true] = clear[SeeThroughKey(animator: name, role: role), default: true] && isClear
            }
        }
        for graph in graphs {
            for edge in graph.edges {
                note(edge.forward, from: edge.source, to: edge.destination, in: graph)
                note(edge.backward, from: edge.destination, to: edge.source, in: graph)
            }
        }
        return clear
    }

    /// The view on top, the one underneath, and where the first animation of the one underneath
    /// is written, when nothing about the view on top changes.
    private static func hiddenAnimation(order: ZOrder, tracks: [TrackPlan], masks: [MaskPlan]) -> (top: ViewRole, bottom: ViewRole, range: SourceRange)? {
        let top: ViewRole, bottom: ViewRole
        switch order {
        case .toAboveFrom: (top, bottom) = (.to, .from)
        case .toBelowFrom: (top, bottom) = (.from, .to)
        }
        let topChanges = tracks.contains { $0.target == .view(top) } || masks.contains { $0.target == top }
        guard !topChanges else { return nil }
        let hidden = tracks.first { track in
            switch track.target {
            case let .view(role), let .element(role, _, _): role == bottom
            case .snapshot, .mask: false
            }
        }
        guard let range = hidden?.segments.first?.range else { return nil }
        return (top, bottom, range)
    }

    /// The edit that gives the animator `order`: its `order:` statement rewritten, or one added
    /// before its first statement.
    private func orderFix(_ animator: String, to order: ZOrder) -> [FixIt] {
        guard let decl = animators.declaration(named: animator) else { return [] }
        for case let .order(statement) in decl.body {
            return [FixIt(range: statement.range, replacement: order.spelling)]
        }
        guard let start = decl.body.first?.range.start else { return [] }
        return [FixIt(range: .at(start), replacement: "\(order.spelling)\n    ")]
    }
}

extension ZOrder {
    /// The statement that asks for this order.
    var spelling: String {
        switch self {
        case .toAboveFrom: "order: to above from"
        case .toBelowFrom: "order: to below from"
        }
    }
}
