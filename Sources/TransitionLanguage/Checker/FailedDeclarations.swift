import TransitionSource
import TransitionModel
import TransitionSyntax
/// The declarations of one navigation graph that failed their checks, each already reported where
/// it is written, kept as explicit entries. A later rule about an edge, a gesture, a swipe-back or
/// a drag asks this record whether what it reads failed, and skips it: one mistake, one
/// diagnostic, without comparing error counts or keeping a set of names per rule.
struct FailedDeclarations {
    /// A gesture declaration that did not become a `Gesture`.
    struct FailedGesture {
        /// The declared name; nil when the declaration gives none.
        var name: String?
        /// The screen it is on; nil when that name is missing or unknown.
        var screen: Int?
        /// The operation as written (`pop`, `dismiss`, …), even when it is not one.
        var operation: String
    }

    /// Indices in `NavigationGraph.edges` of edges kept despite an error in their roles: their
    /// animators do not yet say what the author meant.
    var edges: Set<Int> = []
    /// An edge names a screen the graph does not declare (and was dropped): any edge a rule looks
    /// for may be that one, and reachability is unknown.
    var hasUnresolvedEdge = false
    var gestures: [FailedGesture] = []

    /// Whether a drag naming `name` names a gesture that failed.
    func hasGesture(named name: String) -> Bool {
        gestures.contains { $0.name == name }
    }

    /// Whether a gesture on `screen` failed.
    func hasGesture(on screen: Int) -> Bool {
        gestures.contains { $0.screen == screen }
    }

    /// A gesture that failed may have been any screen's swipe-back: a back gesture, or one whose
    /// screen is not known. Then no screen is said to have lost its swipe-back.
    var mayHideASwipeBack: Bool {
        gestures.contains { $0.screen == nil || $0.operation == Operation.pop.rawValue }
    }

    /// The gesture declarations of `decl` that did not become a gesture or a tap, whose ranges are `checked`.
    static func gestures(of decl: NavigationDecl, checked: [SourceRange], in graph: NavigationGraph) -> [FailedGesture] {
        let checked = Set(checked)
        return decl.members.compactMap { member in
            guard case let .gesture(g) = member, !checked.contains(g.range) else { return nil }
            let screen = g.screen.isMissing ? nil : graph.screenIndex(named: g.screen.name)
            return FailedGesture(name: g.name?.name, screen: screen, operation: g.role.name)
        }
    }
}
