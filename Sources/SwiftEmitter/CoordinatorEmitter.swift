import TransitionCore
import TransitionLanguage

/// Writes a navigation graph's coordinator: the navigation controller's delegate (and the
/// transitioning delegate of the screens its modal edges present), which picks an animator by
/// operation and screen type with the model's rules, keeps the system swipe-back on every pop that
/// uses UIKit's own animation (and never on the root), and owns the gestures that drive custom
/// transitions.
struct CoordinatorEmitter {
    let graph: NavigationGraph
    let plan: EmitPlan
    let access: SwiftAccessLevel

    private var className: String { plan.coordinatorClasses[graph.name] ?? SwiftNames.typeName(graph.name, "TransitionCoordinator") }
    private var hasModalEdges: Bool { graph.edges.contains { $0.kind == .modal } }
    /// Whether the graph needs the navigation controller's delegate and swipe-back: it has push
    /// edges, or gestures on screens of the stack. A graph of presentations alone leaves them to the app.
    private var takesOverNavigation: Bool {
        graph.edges.contains { $0.kind == .push } || graph.gestures.contains { $0.operation != .dismiss }
    }
    private var gestures: GestureEmitter { GestureEmitter(graph: graph, access: access, screenMaker: plan.screenMakers[graph.name]) }

    func write(into w: inout SwiftWriter) {
        if gestures.writeScreenMaker(into: &w) { w.line() }
        let name = SwiftNames.commentText(graph.name)
        w.doc("The transitions of the `\(name)` navigation graph. Keep a strong reference to it (UIKit holds its",
              "delegates weakly) and call `install(on:)` once\(hasModalEdges ? "; call `prepareForPresentation(_:)` before presenting a" : ".")")
        if hasModalEdges { w.doc("screen of a modal edge.") }
        w.block("\(access.modifier)final class \(className): TransitionCoordinator") { w in
            writeProperties(into: &w)
            writePresentation(into: &w)
            if graph.edges.contains(where: { $0.kind == .push }) { writeNavigationChoice(into: &w) }
            if hasModalEdges { writeModalChoice(into: &w) }
            gestures.write(into: &w)
        }
    }

    private func writeProperties(into w: inout SwiftWriter) {
        gestures.writeProperties(into: &w)
        if gestures.hasProperties { w.line() }
        if !takesOverNavigation { w.line("// This graph only presents: the navigation controller's delegate and swipe-back stay the app's.") }
        w.block("\(access.modifier)init()") { w in
            w.line("super.init(takesOverNavigation: \(takesOverNavigation))")
        }
    }

    private func writePresentation(into w: inout SwiftWriter) {
        if hasModalEdges {
            let screens = graph.edges.filter { $0.kind == .modal }.map { "`\(SwiftNames.commentText(graph.screens[$0.destination].name))`" }
            var unique: [String] = []
            for screen in screens where !unique.contains(screen) { unique.append(screen) }
            w.line()
            w.doc("Call before presenting \(unique.joined(separator: ", ")): this coordinator then animates the present and the",
                  "dismiss, in the presentation style the spec gives the edge (full screen unless it says so).")
            w.block("\(access.modifier)func prepareForPresentation(_ viewController: UIViewController)") { w in
                let styled = presentationStyles()
                if styled.isEmpty {
                    w.line("viewController.modalPresentationStyle = .fullScreen")
                } else {
                    if styled.contains(where: { $0.source != nil }) {
                        w.line("// The edge is the one from the screen on view now, which presents `viewController`.")
                        w.line("let source = visibleScreen()")
                    }
                    for (index, entry) in styled.enumerated() {
                        let keyword = index == 0 ? "if" : "} else if"
                        w.line("\(keyword) \(tests(("source", entry.source), ("viewController", entry.destination)).joined(separator: ", ")) {")
                        w.indented { w in w.line("viewController.modalPresentationStyle = .\(entry.style.rawValue)") }
                    }
                    w.line("} else {")
                    w.indented { w in w.line("viewController.modalPresentationStyle = .fullScreen") }
                    w.line("}")
                }
                w.line("viewController.transitioningDelegate = self")
            }
        }
    }

    /// The styles of the modal edges, as conditions on the presented screen (and on the presenting
    /// one where edges into the same screen type ask for different styles), specific edges before
    /// wildcards as the animator choice orders them; full screen is the fallback.
    private func presentationStyles() -> [(source: Int?, destination: Int, style: PresentationStyle)] {
        let edges = graph.edges.filter { $0.kind == .modal }
        func typeName(_ edge: Edge) -> String { graph.screens[edge.destination].typeName }
        func ambiguous(_ edge: Edge) -> Bool {
            edges.contains { typeName($0) == typeName(edge) && $0.presentation != edge.presentation }
        }
        var styled: [(source: Int?, destination: Int, style: PresentationStyle)] = []
        for edge in edges.filter({ $0.source != nil }) + edges.filter({ $0.source == nil }) {
            if ambiguous(edge) {
                styled.append((edge.source, edge.destination, edge.presentation))
            } else if edge.presentation != .fullScreen, !styled.contains(where: { graph.screens[$0.destination].typeName == typeName(edge) }) {
                styled.append((nil, edge.destination, edge.presentation))
            }
        }
        return styled
    }

    // MARK: - Choosing animators

    /// The condition that a view controller shows `screen`.
    private func isScreen(_ variable: String, _ screen: Int) -> String {
        "\(variable) is \(SwiftNames.appType(graph.screens[screen].typeName))"
    }

    private func edgeComment(_ edge: Edge) -> String {
        "// " + SwiftNames.commentText(graph.spelling(of: edge))
    }

    private func construct(_ choice: AnimatorChoice) -> String {
        choice.animatorName.map { "\(plan.animatorClass($0))()" } ?? "nil"
    }

    /// The `if` lines for one direction of the edges of one kind: edges from a named screen first,
    /// then `*` edges, so a named source wins as `NavigationGraph.edge(from:to:kind:)` says. A
    /// system choice that no `*` edge could override is left to the final `return nil`.
    /// `conditions` spells the test for an edge's source (nil for `*`) and destination.
    private func choiceLines(kind: EdgeKind, forward: Bool, conditions: (_ source: Int?, _ destination: Int) -> [String]) -> [String] {
        let edges = graph.edges.filter { $0.kind == kind }
        let ordered = edges.filter { $0.source != nil } + edges.filter { $0.source == nil }
        var lines: [String] = []
        for edge in ordered {
            let choice = forward ? edge.forward : edge.backward
            let hasWildcard = edges.contains { $0.source == nil && $0.destination == edge.destination }
            if choice == .system, edge.source == nil || !hasWildcard { continue }
            lines.append(edgeComment(edge))
            lines.append("if \(conditions(edge.source, edge.destination).joined(separator: ", ")) { return \(construct(choice)) }")
        }
        lines.append("return nil")
        return lines
    }

    /// `[first is A, second is B]`, leaving out a `*` side.
    private func tests(_ first: (String, Int?), _ second: (String, Int?)) -> [String] {
        [first, second].compactMap { variable, screen in screen.map { isScreen(variable, $0) } }
    }

    private func writeNavigationChoice(into w: inout SwiftWriter) {
        w.line()
        // TransitionCoordinator documents the hook and its rule (a pop runs the backward animator of its edge).
        w.block("override func animator(for operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.line("switch operation {")
            w.line("case .push:")
            w.indented { w in
                w.lines(choiceLines(kind: .push, forward: true) { tests(("fromVC", $0), ("toVC", $1)) })
            }
            w.line("case .pop:")
            w.indented { w in
                w.lines(choiceLines(kind: .push, forward: false) { tests(("fromVC", $1), ("toVC", $0)) })
            }
            w.line("default:")
            w.indented { w in w.line("return nil") }
            w.line("}")
        }
    }

    private func writeModalChoice(into w: inout SwiftWriter) {
        w.line()
        w.block("override func presentAnimator(from source: UIViewController, presenting presented: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.lines(choiceLines(kind: .modal, forward: true) { tests(("source", $0), ("presented", $1)) })
        }
        w.line()
        w.block("override func dismissAnimator(dismissing dismissed: UIViewController, revealing revealed: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.lines(choiceLines(kind: .modal, forward: false) { tests(("dismissed", $1), ("revealed", $0)) })
        }
    }
}
