import TransitionModel
import TransitionSource

/// What `transc graph` draws, read once from the checked model and the front end's warnings, so
/// the DOT and Mermaid writers print the same picture and neither reads the model itself.
public struct GraphPicture: Sendable, Equatable {
    /// One box per navigation graph, in declaration order.
    public var graphs: [Graph]

    /// A navigation graph: its screens, the wildcard source if an edge uses one, and its edges.
    public struct Graph: Sendable, Equatable {
        public var name: String
        public var screens: [ScreenNode]
        /// Whether a `* -> X` edge exists: the "any screen" node is drawn once, for all of them.
        public var hasWildcard: Bool
        public var links: [Link]
        /// Warnings inside the graph's declaration that no screen or edge above carries.
        public var warnings: [Warning]
    }

    /// A screen as a node.
    public struct ScreenNode: Sendable, Equatable {
        public var name: String
        public var typeName: String
        public var isRoot: Bool
        /// A T0501 warning: no edge leads here from the root.
        public var isUnreachable: Bool
        public var warnings: [Warning]
    }

    /// An edge with the animators on both sides and the gestures that drive it.
    public struct Link: Sendable, Equatable {
        /// Index into `screens`, or nil for the wildcard node.
        public var source: Int?
        public var destination: Int
        public var kind: EdgeKind
        /// `push: Reveal` / `present: system`.
        public var forward: String
        /// `pop: Shrink` / `dismiss: reverse(SlideAway)`.
        public var backward: String
        /// `back: edgePan(left) drives pop`.
        public var gestures: [String]
        public var warnings: [Warning]
    }

    /// A warning placed on the node or edge it is about: its code and message.
    public struct Warning: Sendable, Hashable {
        public var code: String
        public var message: String
    }

    /// The picture of a compiled spec without errors (`compilation.model` must exist).
    public init(_ spec: CheckedSpec, diagnostics: [Diagnostic], source: SourceFile) {
        let warnings = diagnostics.filter { $0.severity == .warning }
        // The warnings by where they start (ties in their order), so the warnings inside a range
        // are found by a binary search and a walk over them alone, not a scan of every warning
        // for every screen and edge.
        let byStart = warnings.indices.sorted { (warnings[$0].range.start, $0) < (warnings[$1].range.start, $1) }
        var plans: [String: MotionPlan] = [:]
        for plan in spec.plans where plans[plan.animator] == nil { plans[plan.animator] = plan }
        graphs = spec.graphs.map { graph in
            let inFile = Self.isDeclared(in: source, range: graph.range, name: graph.name)
            func placed(_ range: SourceRange, name: String) -> [Warning] {
                guard inFile, Self.isDeclared(in: source, range: range, name: name) else { return [] }
                var low = 0, high = byStart.count
                while low < high {
                    let middle = (low + high) / 2
                    if warnings[byStart[middle]].range.start < range.start { low = middle + 1 } else { high = middle }
                }
                var inside: [Int] = []
                while low < byStart.count, warnings[byStart[low]].range.start <= range.end {
                    if warnings[byStart[low]].range.end <= range.end { inside.append(byStart[low]) }
                    low += 1
                }
                return inside.sorted().map { Warning(code: warnings[$0].code, message: warnings[$0].message) }
            }
            // The gestures and taps of each screen, and the gestures that push or present each
            // screen, in declaration order: an edge asks only those of the screen it leads to.
            var gesturesAt = [[Int]](repeating: [], count: graph.screens.count)
            for (index, gesture) in graph.gestures.enumerated() {
                if gesturesAt.indices.contains(gesture.screen) { gesturesAt[gesture.screen].append(index) }
                if let target = gesture.target, target != gesture.screen, gesturesAt.indices.contains(target) { gesturesAt[target].append(index) }
            }
            var tapsAt = [[Int]](repeating: [], count: graph.screens.count)
            for (index, tap) in graph.taps.enumerated() where tapsAt.indices.contains(tap.screen) { tapsAt[tap.screen].append(index) }
            let screens = graph.screens.enumerated().map { index, screen in
                let found = placed(screen.range, name: screen.name)
                return ScreenNode(
                    name: screen.name, typeName: screen.typeName, isRoot: index == graph.root,
                    isUnreachable: found.contains { $0.code == DiagnosticCode.unreachableScreen.rawValue }, warnings: found)
            }
            let links = graph.edges.map { edge in
                let destination = graph.screens[edge.destination].name
                var found = placed(edge.range, name: destination)
                let driving = gesturesAt[edge.destination].sorted().map { graph.gestures[$0] }.filter { Self.drives($0, edge, in: graph) }
                for gesture in driving { found += placed(gesture.range, name: graph.screens[gesture.screen].name) }
                for choice in [edge.forward, edge.backward] {
                    guard let plan = choice.animatorName.flatMap({ plans[$0] }) else { continue }
                    for warning in placed(plan.range, name: plan.declaredName) where !found.contains(warning) {
                        found.append(warning)
                    }
                }
                let (forward, backward) = Self.operations(edge.kind)
                return Link(
                    source: edge.source, destination: edge.destination, kind: edge.kind,
                    forward: "\(forward.rawValue): \(Self.label(edge.forward, plans))",
                    backward: "\(backward.rawValue): \(Self.label(edge.backward, plans))",
                    gestures: driving.map { "\($0.name): \($0.kind.spelling) drives \($0.operation.rawValue)" }
                        + tapsAt[edge.destination].map { graph.taps[$0] }.filter { Self.goesBack($0, along: edge) }.map { "\($0.name): tap(\($0.view)) drives \($0.operation.rawValue)" },
                    warnings: found)
            }
            let shown = screens.flatMap(\.warnings) + links.flatMap(\.warnings)
            // The model keeps the graph's name range; its declaration reaches the last item in it.
            let end = (graph.screens.map(\.range.end) + graph.edges.map(\.range.end) + graph.gestures.map(\.range.end)).max() ?? graph.range.end
            let shownSet = Set(shown)
            let rest = placed(SourceRange(graph.range.start, max(end, graph.range.end)), name: graph.name).filter { !shownSet.contains($0) }
            return Graph(
                name: graph.name, screens: screens, hasWildcard: graph.edges.contains { $0.source == nil }, links: links,
                warnings: rest)
        }
    }

    /// The operations an edge of `kind` runs forward and backward.
    static func operations(_ kind: EdgeKind) -> (TransitionModel.Operation, TransitionModel.Operation) {
        switch kind {
        case .push: (.push, .pop)
        case .modal: (.present, .dismiss)
        }
    }

    /// Whether `gesture` drives a transition along `edge`: a push or present from its screen along
    /// the edge the runtime would take, or a pop or dismiss of its screen back along an edge into it.
    static func drives(_ gesture: Gesture, _ edge: Edge, in graph: NavigationGraph) -> Bool {
        let (forward, backward) = operations(edge.kind)
        if gesture.operation == forward {
            guard let target = gesture.target, target == edge.destination,
                  let taken = graph.edge(from: gesture.screen, to: target, kind: edge.kind) else { return false }
            return taken.source == edge.source
        }
        return gesture.operation == backward && edge.destination == gesture.screen
    }

    /// Whether `tap` goes back along `edge`: it dismisses or pops its screen, where the edge leads.
    static func goesBack(_ tap: Tap, along edge: Edge) -> Bool {
        let (_, backward) = operations(edge.kind)
        return backward == tap.operation && edge.destination == tap.screen
    }

    /// An animator choice as the picture names it: `system`, `Reveal`, `reverse(Zoom)`, or
    /// `Slide (overridden)` for an animator whose parameters the edge changed.
    static func label(_ choice: AnimatorChoice, _ plans: [String: MotionPlan]) -> String {
        switch choice {
        case .system:
            return "system"
        case let .custom(name):
            guard let plan = plans[name] else { return name }
            if plan.isReversed { return "reverse(\(plan.declaredName))" }
            return plan.animator == plan.declaredName ? plan.animator : "\(plan.declaredName) (overridden)"
        }
    }

    /// Whether `range` is a declaration of `name` in this file (imported declarations have ranges
    /// in another file, and warnings are reported in this one).
    static func isDeclared(in source: SourceFile, range: SourceRange, name: String) -> Bool {
        guard range.start <= range.end, range.end <= source.bytes.count else { return false }
        let text = source.bytes[range.start ..< range.end]
        let needle = Array(name.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return false }
        var index = text.startIndex
        while index + needle.count <= text.endIndex {
            if text[index ..< index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
