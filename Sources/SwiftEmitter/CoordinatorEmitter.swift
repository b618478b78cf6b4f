import TransitionCore
import TransitionLanguage

/// Writes a navigation graph's coordinator: the navigation controller's delegate (and the
/// transitioning delegate of the screens its modal edges present), which picks an animator by
/// operation and screen type with the model's rules, keeps the system swipe-back on every pop that
/// uses UIKit's own animation (and never on the root), and owns the gestures that drive custom
/// transitions.
struct CoordinatorEmitter {
    let spec: CheckedSpec
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
    private var gestures: GestureEmitter { GestureEmitter(graph: graph, access: access, screenMaker: plan.screenMakers[graph.name], ownsSwipeBack: takesOverNavigation, plan: plan) }

    /// Animators of this graph that keep snapshots for a later transition or remove kept ones.
    private var snapshotAnimators: [ResolvedAnimator] {
        var names: [String] = []
        for edge in graph.edges {
            for choice in [edge.forward, edge.backward] {
                if let name = choice.animatorName, !names.contains(name) { names.append(name) }
            }
        }
        return names.compactMap { spec.animator(named: $0) }.filter {
            $0.snapshots.contains { $0.removal != .endOfTransition } || !$0.adoptedSnapshots.isEmpty
        }
    }

    func write(into w: inout SwiftWriter) {
        if gestures.writeScreenMaker(into: &w) { w.line() }
        let name = SwiftNames.commentText(graph.name)
        w.doc("The transitions of the `\(name)` navigation graph. Keep a strong reference to it (UIKit holds its",
              "delegates weakly) and call `install(on:)` once\(hasModalEdges ? "; call `prepareForPresentation(_:)` before presenting a" : ".")")
        if hasModalEdges { w.doc("screen of a modal edge.") }
        var conformances = ["NSObject"]
        if takesOverNavigation { conformances.append("UINavigationControllerDelegate") }
        if hasModalEdges { conformances.append("UIViewControllerTransitioningDelegate") }
        conformances.append("UIGestureRecognizerDelegate")
        w.block("\(access.modifier)final class \(className): \(conformances.joined(separator: ", "))") { w in
            writeProperties(into: &w)
            writeInstall(into: &w)
            if takesOverNavigation { writeNavigationDelegate(into: &w) }
            if hasModalEdges { writeTransitioningDelegate(into: &w) }
            if takesOverNavigation { writeNavigationChoice(into: &w) }
            if hasModalEdges { writeModalChoice(into: &w) }
            if !snapshotAnimators.isEmpty { writeSnapshotHandover(into: &w) }
            gestures.write(into: &w)
        }
    }

    private func writeProperties(into w: inout SwiftWriter) {
        w.line("private weak var navigationController: UINavigationController?")
        if takesOverNavigation {
            w.doc("The delegates the app had before `install(on:)`: told what this coordinator does not decide, and put back by `uninstall()`.")
            w.line("private weak var previousDelegate: UINavigationControllerDelegate?")
            w.line("private weak var previousSwipeBackDelegate: UIGestureRecognizerDelegate?")
        }
        if !graph.gestures.isEmpty {
            w.doc("The recognisers this coordinator added, removed by `uninstall()`.")
            w.line("private var recognizers: [UIGestureRecognizer] = []")
        }
        w.doc("The gesture-driven transition in progress, if any.")
        w.line("private var interactionController: UIPercentDrivenInteractiveTransition?")
        if !snapshotAnimators.isEmpty {
            w.doc("Snapshots a transition left on screen for the one that goes back, with the screen they belong to.")
            w.line("private var keptSnapshots: [KeptSnapshots] = []")
        }
        gestures.writeProperties(into: &w)
        if access == .public {
            w.line()
            w.block("public override init()") { w in w.line("super.init()") }
        }
    }

    private func writeInstall(into w: inout SwiftWriter) {
        w.line()
        if takesOverNavigation {
            w.doc("Makes this coordinator the navigation controller's delegate and the system swipe-back's delegate",
                  "(so the swipe-back keeps working where pops use UIKit's animation), and adds the spec's gestures to",
                  "the visible screen. The delegate the app had still hears `willShow` and `didShow`.")
        } else {
            w.doc("Remembers the navigation controller whose screens present, and adds the spec's gestures to the",
                  "visible screen. Its delegate and swipe-back stay the app's: this graph only presents.")
        }
        w.block("\(access.modifier)func install(on navigationController: UINavigationController)") { w in
            w.line("self.navigationController = navigationController")
            if takesOverNavigation {
                w.line("previousDelegate = navigationController.delegate")
                w.line("previousSwipeBackDelegate = navigationController.interactivePopGestureRecognizer?.delegate")
                w.line("navigationController.delegate = self")
                w.line("navigationController.interactivePopGestureRecognizer?.delegate = self")
            }
            w.block("if let topViewController = navigationController.topViewController") { w in
                w.line("attachGestures(to: topViewController)")
            }
        }
        w.line()
        w.doc(takesOverNavigation ? "Undoes `install(on:)`: the app's delegates come back and the spec's gestures go."
              : "Undoes `install(on:)`: the spec's gestures go.")
        w.block("\(access.modifier)func uninstall()") { w in
            if !graph.gestures.isEmpty {
                w.block("for recognizer in recognizers") { w in w.line("recognizer.view?.removeGestureRecognizer(recognizer)") }
                w.line("recognizers = []")
            }
            if takesOverNavigation {
                w.block("if let navigationController, navigationController.delegate === self") { w in
                    w.line("navigationController.delegate = previousDelegate")
                    w.line("navigationController.interactivePopGestureRecognizer?.delegate = previousSwipeBackDelegate")
                }
            }
            w.line("navigationController = nil")
        }
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
            if presentationStyles().contains(where: { $0.source != nil }) {
                w.line()
                w.doc("The screen on view: the topmost presentation, else the top of the navigation stack.")
                w.block("private func visibleScreen() -> UIViewController?") { w in
                    w.line("var top: UIViewController? = navigationController?.topViewController")
                    w.line("var presented = navigationController?.presentedViewController")
                    w.block("while let next = presented") { w in
                        w.line("top = next")
                        w.line("presented = next.presentedViewController")
                    }
                    w.line("return top.map(screen(of:))")
                }
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

    private func writeNavigationDelegate(into w: inout SwiftWriter) {
        let a = access.modifier
        w.line()
        w.line("// MARK: UINavigationControllerDelegate")
        w.line()
        w.function("\(a)func navigationController", parameters: [
            "_ navigationController: UINavigationController",
            "animationControllerFor operation: UINavigationController.Operation",
            "from fromVC: UIViewController",
            "to toVC: UIViewController",
        ], returns: "UIViewControllerAnimatedTransitioning?") { w in
            w.line("let animator = animator(for: operation, from: fromVC, to: toVC)")
            if !snapshotAnimators.isEmpty { w.line("connectSnapshots(of: animator, shown: operation == .pop ? fromVC : toVC)") }
            w.line("return animator")
        }
        w.line()
        w.function("\(a)func navigationController", parameters: [
            "_ navigationController: UINavigationController",
            "interactionControllerFor animationController: UIViewControllerAnimatedTransitioning",
        ], returns: "UIViewControllerInteractiveTransitioning?") { w in w.line("interactionController") }
        w.line()
        w.block("\(a)func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)") { w in
            w.line("previousDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)")
        }
        w.line()
        w.block("\(a)func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)") { w in
            w.line("attachGestures(to: viewController)")
            w.line("previousDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)")
        }
    }

    private func writeTransitioningDelegate(into w: inout SwiftWriter) {
        let a = access.modifier
        w.line()
        w.line("// MARK: UIViewControllerTransitioningDelegate")
        w.line()
        w.function("\(a)func animationController", parameters: [
            "forPresented presented: UIViewController", "presenting: UIViewController", "source: UIViewController",
        ], returns: "UIViewControllerAnimatedTransitioning?") { w in
            w.line("attachGestures(to: presented)")
            w.line("let animator = presentAnimator(from: screen(of: source), presenting: presented)")
            if !snapshotAnimators.isEmpty { w.line("connectSnapshots(of: animator, shown: presented)") }
            w.line("return animator")
        }
        w.line()
        w.block("\(a)func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.block("guard let presenting = dismissed.presentingViewController else") { w in w.line("return nil") }
            w.line("let animator = dismissAnimator(dismissing: dismissed, revealing: screen(of: presenting))")
            if !snapshotAnimators.isEmpty { w.line("connectSnapshots(of: animator, shown: dismissed)") }
            w.line("return animator")
        }
        w.line()
        w.block("\(a)func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?") { w in
            w.line("interactionController")
        }
        w.line()
        w.block("\(a)func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?") { w in
            w.line("interactionController")
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
        w.doc("The spec's animator for a push or pop, or nil for UIKit's own. A pop from T back to X runs the",
              "backward animator of `X -> T`, else of `* -> T`.")
        w.function("private func animator", parameters: [
            "for operation: UINavigationController.Operation", "from fromVC: UIViewController", "to toVC: UIViewController",
        ], returns: "UIViewControllerAnimatedTransitioning?") { w in
            guard graph.edges.contains(where: { $0.kind == .push }) else {
                w.line("// The graph has no push edges: UIKit animates every push and pop.")
                w.line("return nil")
                return
            }
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
        w.doc("The spec's animator for presenting `presented` from `source`, or nil for UIKit's own.")
        w.block("private func presentAnimator(from source: UIViewController, presenting presented: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.lines(choiceLines(kind: .modal, forward: true) { tests(("source", $0), ("presented", $1)) })
        }
        w.line()
        w.doc("The spec's animator for dismissing `dismissed` back to `revealed`, or nil for UIKit's own.")
        w.block("private func dismissAnimator(dismissing dismissed: UIViewController, revealing revealed: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
            w.lines(choiceLines(kind: .modal, forward: false) { tests(("dismissed", $1), ("revealed", $0)) })
        }
    }

    // MARK: - Snapshots kept between transitions

    private func writeSnapshotHandover(into w: inout SwiftWriter) {
        w.line()
        w.doc("Snapshots left on screen for the transition back from `screen`, held with it weakly: a later object",
              "at the same address never adopts them, and they go when the screen goes without going back.")
        w.block("private struct KeptSnapshots") { w in
            w.line("weak var screen: UIViewController?")
            w.line("var views: [String: UIView]")
        }
        w.line()
        w.doc("Lets an animator leave snapshots on screen for the transition back, and hands them to it.")
        w.block("private func connectSnapshots(of animator: UIViewControllerAnimatedTransitioning?, shown: UIViewController)") { w in
            w.block("for expired in keptSnapshots where expired.screen == nil") { w in
                w.line("expired.views.values.forEach { $0.removeFromSuperview() }")
            }
            w.line("keptSnapshots.removeAll { $0.screen == nil }")
            for animator in snapshotAnimators {
                w.block("if let animator = animator as? \(plan.animatorClass(animator.name))") { w in
                    if !animator.adoptedSnapshots.isEmpty {
                        w.line("let kept = keptSnapshots.firstIndex { $0.screen === shown }")
                        w.line("animator.keptSnapshots = kept.map { keptSnapshots.remove(at: $0).views } ?? [:]")
                    }
                    w.closure("animator.keepSnapshots = { [weak self, weak shown] snapshots in") { w in
                        w.line("self?.keptSnapshots.append(KeptSnapshots(screen: shown, views: snapshots))")
                    }
                }
            }
        }
    }
}
