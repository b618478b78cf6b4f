import TransitionCore
import TransitionModel
import TransitionSource

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
            var members: [(inout SwiftWriter) -> Void] = []
            if gestures.hasProperties || !takesOverNavigation { members.append(writeProperties) }
            if hasModalEdges { members.append(writePresentation) }
            if hasSheets { members.append(writeSheetHeights) }
            if graph.edges.contains(where: { $0.kind == .push }) { members.append(writeNavigationChoice) }
            if hasModalEdges { members.append(writeModalChoice) }
            members += gestures.members + TapEmitter(graph: graph).members
            for (index, member) in members.enumerated() {
                if index > 0 { w.line() }
                member(&w)
            }
        }
    }

    /// The gesture state, and what differs from `TransitionCoordinator`'s defaults: a graph that only
    /// presents leaves the navigation controller to the app. The class inherits `init()`.
    private func writeProperties(into w: inout SwiftWriter) {
        gestures.writeProperties(into: &w)
        if !takesOverNavigation {
            w.line("override var takesOverNavigation: Bool { false }")
        }
    }

    private func writePresentation(into w: inout SwiftWriter) {
        let screens = graph.edges.filter { $0.kind == .modal }.map { "`\(SwiftNames.commentText(graph.screens[$0.destination].name))`" }
        var unique: [String] = []
        for screen in screens where !unique.contains(screen) { unique.append(screen) }
        w.doc("Call before presenting \(unique.joined(separator: ", ")) (or the navigation controller it is presented in): that",
              "controller is then presented in the style of its edge, this coordinator animates the present and the dismiss,",
              "and the screen gets its gestures now, however it is presented.")
        w.block("\(access.modifier)func prepareForPresentation(_ viewController: UIViewController)") { w in
            let styled = presentationStyles()
            if styled.isEmpty {
                w.line("viewController.modalPresentationStyle = .fullScreen")
            } else {
                w.line("// The screen itself, or the screen a navigation controller presented for it wraps.")
                w.line("let screen = Self.screen(of: viewController)")
                if styled.contains(where: { $0.source != nil }) {
                    w.line("// The edge is the one from the screen on view now, which presents `viewController`.")
                    w.line("let source = visibleScreen()")
                }
                for (index, entry) in styled.enumerated() {
                    let keyword = index == 0 ? "if" : "} else if"
                    w.line("\(keyword) \(tests(("source", entry.source), ("screen", entry.destination)).joined(separator: ", ")) {")
                    w.indented { w in w.line("viewController.modalPresentationStyle = .\(uikitStyle(entry))") }
                }
                w.line("} else {")
                w.indented { w in w.line("viewController.modalPresentationStyle = .fullScreen") }
                w.line("}")
            }
            w.line("viewController.transitioningDelegate = self")
            w.line("// UIKit asks for no animator when a screen is presented without animation in any style but `.custom`: the")
            w.line("// screen gets its gestures here, whichever way it is presented.")
            w.line("attachGestures(to: Self.screen(of: viewController))")
        }
    }

    /// The styles of the modal edges, as conditions on the presented screen (and on the presenting
    /// one where edges into the same screen type ask for different styles), specific edges before
    /// wildcards as the animator choice orders them; full screen is the fallback.
    private func presentationStyles() -> [(source: Int?, destination: Int, presentation: Presentation)] {
        let edges = graph.edges.filter { $0.kind == .modal }
        func typeName(_ edge: Edge) -> String { graph.screens[edge.destination].typeName }
        func ambiguous(_ edge: Edge) -> Bool {
            edges.contains { typeName($0) == typeName(edge) && $0.presentation != edge.presentation }
        }
        var styled: [(source: Int?, destination: Int, presentation: Presentation)] = []
        for edge in edges.filter({ $0.source != nil }) + edges.filter({ $0.source == nil }) {
            if ambiguous(edge) {
                styled.append((edge.source, edge.destination, edge.presentation))
            } else if edge.presentation != .fullScreen, !styled.contains(where: { graph.screens[$0.destination].typeName == typeName(edge) }) {
                styled.append((nil, edge.destination, edge.presentation))
            }
        }
        return styled
    }

    /// The `modalPresentationStyle` an entry of `presentationStyles()` is presented with: its edges' as the model
    /// gives them to UIKit (`CheckedSpec.presentationStyle(of:)`): an over-full-screen edge whose transitions have
    /// presenter effects is `.custom`, so that UIKit asks for the presentation controller that runs them; it covers
    /// the container and keeps the presenter's view, as `.overFullScreen` does.
    private func uikitStyle(_ entry: (source: Int?, destination: Int, presentation: Presentation)) -> String {
        let custom = entry.presentation == .overFullScreen && graph.edges.contains { edge in
            edge.kind == .modal && edge.presentation == entry.presentation && plan.spec.presentationStyle(of: edge) == .custom
                && graph.screens[edge.destination].typeName == graph.screens[entry.destination].typeName
                && (entry.source == nil || edge.source == entry.source)
        }
        return custom ? PresentationStyle.custom.rawValue : entry.presentation.style.rawValue
    }

    private var hasSheets: Bool {
        graph.edges.contains { if case .sheet = $0.presentation { true } else { false } }
    }

    /// The heights of the sheets the modal edges present (`style: sheet(height:)`), which
    /// `TransitionCoordinator`'s presentation controller asks for as it places the presented screen.
    private func writeSheetHeights(into w: inout SwiftWriter) {
        w.block("override func sheetHeight(of presented: UIViewController, from source: UIViewController, in size: CGSize) -> CGFloat?") { w in
            for edge in orderedEdges(kind: .modal) {
                guard case let .sheet(height) = edge.presentation else { continue }
                w.line(edgeComment(edge))
                // The checker lets a sheet's height read the container's size only.
                let value = SwiftExpressions.number(height) { $0 == .height ? "size.height" : "size.width" }
                w.line("if \(tests(("source", edge.source), ("presented", edge.destination)).joined(separator: ", ")) { return \(value) }")
            }
            w.line("return nil")
        }
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

    /// The edges of one kind in the order their tests run: edges from a named screen first, then `*`
    /// edges, so a named source wins as `NavigationGraph.edge(from:to:kind:)` says.
    private func orderedEdges(kind: EdgeKind) -> [Edge] {
        let edges = graph.edges.filter { $0.kind == kind }
        return edges.filter { $0.source != nil } + edges.filter { $0.source == nil }
    }

    /// The `if` line of one direction of `edge`, or nil when it has none: a system choice that no `*`
    /// edge could override is left to the final `return nil`. `conditions` spells the test for an
    /// edge's source (nil for `*`) and destination.
    private func choiceLine(_ edge: Edge, forward: Bool, conditions: (_ source: Int?, _ destination: Int) -> [String]) -> String? {
        let choice = forward ? edge.forward : edge.backward
        let hasWildcard = graph.edges.contains { $0.kind == edge.kind && $0.source == nil && $0.destination == edge.destination }
        if choice == .system, edge.source == nil || !hasWildcard { return nil }
        return "if \(conditions(edge.source, edge.destination).joined(separator: ", ")) { return \(construct(choice)) }"
    }

    /// `[first is A, second is B]`, leaving out a `*` side.
    private func tests(_ first: (String, Int?), _ second: (String, Int?)) -> [String] {
        [first, second].compactMap { variable, screen in screen.map { isScreen(variable, $0) } }
    }

    /// One `if` a line, each edge's push and pop under its comment: the push lines keep their order among
    /// themselves, and the pop lines theirs.
    private func writeNavigationChoice(into w: inout SwiftWriter) {
        // TransitionCoordinator documents the hook and its rule (a pop runs the backward animator of its edge).
        w.block("override func animator(for operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            for edge in orderedEdges(kind: .push) {
                let lines = [
                    choiceLine(edge, forward: true) { ["operation == .push"] + tests(("fromVC", $0), ("toVC", $1)) },
                    choiceLine(edge, forward: false) { ["operation == .pop"] + tests(("fromVC", $1), ("toVC", $0)) },
                ].compactMap { $0 }
                guard !lines.isEmpty else { continue }
                w.line(edgeComment(edge))
                w.lines(lines)
            }
            w.line("return nil")
        }
    }

    private func writeModalChoice(into w: inout SwiftWriter) {
        w.block("override func presentAnimator(from source: UIViewController, presenting presented: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            writeChoices(kind: .modal, forward: true, into: &w) { tests(("source", $0), ("presented", $1)) }
        }
        w.line()
        w.block("override func dismissAnimator(dismissing dismissed: UIViewController, revealing revealed: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            writeChoices(kind: .modal, forward: false, into: &w) { tests(("dismissed", $1), ("revealed", $0)) }
        }
    }

    /// The `if` lines of one direction of the modal edges, each under its edge's comment.
    private func writeChoices(kind: EdgeKind, forward: Bool, into w: inout SwiftWriter, conditions: (_ source: Int?, _ destination: Int) -> [String]) {
        for edge in orderedEdges(kind: kind) {
            guard let line = choiceLine(edge, forward: forward, conditions: conditions) else { continue }
            w.line(edgeComment(edge))
            w.line(line)
        }
        w.line("return nil")
    }
}
