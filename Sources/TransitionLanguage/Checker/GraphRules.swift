import TransitionCore
import TransitionSource
import TransitionModel
import TransitionSyntax

/// Screens, root, edges, pairing and reachability of one navigation graph.
extension Checker {
    mutating func checkGraph(_ decl: NavigationDecl) -> NavigationGraph {
        var screens: [Screen] = []
        var screenRanges: [String: SourceRange] = [:]
        var rootDecls: [RootDecl] = []
        for case let .screen(screen) in decl.members where !screen.name.isMissing {
            if let first = screenRanges[screen.name.name] {
                error(.duplicateScreen, "screen '\(screen.name.name)' is declared twice in '\(decl.name.name)'; rename one", at: screen.name.range,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            screenRanges[screen.name.name] = screen.name.range
            screens.append(Screen(name: screen.name.name, typeName: screen.typeName.name, elements: checkElements(screen),
                                  background: checkScreenSettings(screen), range: screen.name.range))
        }
        for case let .root(root) in decl.members { rootDecls.append(root) }

        var graph = NavigationGraph(name: decl.name.name, screens: screens, root: 0, edges: [], gestures: [], range: decl.name.range)
        if let first = rootDecls.first {
            for extra in rootDecls.dropFirst() {
                error(.duplicateRoot, "a navigation graph has exactly one root; remove this one", at: extra.range,
                      notes: [DiagnosticNote("root declared here", at: first.range)], fixIts: [FixIt(range: extra.range, replacement: "")])
            }
            if let index = resolveScreen(first.screen, in: graph) {
                graph.root = index
                graph.rootRange = first.range
            } else {
                graphsWithoutRoot.insert(graph.name)
            }
        } else {
            graphsWithoutRoot.insert(graph.name)
        }
        if rootDecls.isEmpty && !decl.name.isMissing {
            let firstScreen = screens.first?.name ?? "Main"
            let insertAt = decl.members.first?.range.start ?? decl.range.end - 1
            error(.missingRoot, "navigation graph '\(decl.name.name)' has no root; say which screen the navigation controller starts with",
                  at: decl.name.range, fixIts: [FixIt(range: .at(insertAt), replacement: "root \(firstScreen)\n    ")],
                  fixItTitle: "Make '\(firstScreen)' the root")
        }

        var edgeDecls: [EdgeDecl] = []
        var declared: [EdgeEnds: Int] = [:]
        var failures = FailedDeclarations()
        let backGestureScreens = Set(decl.members.compactMap { member -> String? in
            guard case let .gesture(g) = member, g.role.name == Operation.pop.rawValue else { return nil }
            return g.screen.name
        })
        for case let .edge(edge) in decl.members {
            if let (checked, isValid) = checkEdge(edge, graph: graph, previous: edgeDecls, declared: &declared,
                                                  backGestureScreens: backGestureScreens, graphClose: decl.range.end - 1) {
                declared[EdgeEnds(checked)] = graph.edges.count
                graph.edges.append(checked)
                edgeDecls.append(edge)
                if !isValid { failures.edges.insert(graph.edges.count - 1) }
            } else if !resolves(edge, in: graph) {
                failures.hasUnresolvedEdge = true
            }
        }
        checkWildcardShadowing(graph, edgeDecls)
        if !graphsWithoutRoot.contains(graph.name) && !failures.hasUnresolvedEdge { checkReachability(graph, edgeDecls) }
        failed[graph.name] = failures
        (graph.gestures, graph.taps) = checkGestures(decl, graph: graph, edgeDecls: edgeDecls, brokenEdges: failures.edges)
        failures.gestures = FailedDeclarations.gestures(of: decl, checked: graph.gestures.map(\.range) + graph.taps.map(\.range), in: graph)
        failed[graph.name] = failures
        checkGesturesCanFinish(graph, decl: decl)
        if !failures.mayHideASwipeBack {
            checkSwipeBack(decl, graph: graph, edgeDecls: edgeDecls, skipping: failures.edges,
                           screensWithFailedGestures: Set(failures.gestures.compactMap(\.screen)))
        }
        return graph
    }

    /// `background: clear`: the screen's own settings, each given once.
    private mutating func checkScreenSettings(_ screen: ScreenDecl) -> ScreenBackground {
        var background = ScreenBackground.opaque
        for (kind, setting) in knownSettings(screen.settings, of: ScreenSetting.self, what: "screen") {
            switch kind {
            case .background:
                if let chosen = checkBackground(setting.value) { background = chosen }
            }
        }
        return background
    }

    /// `opaque` or `clear`.
    private mutating func checkBackground(_ e: Expr) -> ScreenBackground? {
        if case .missing = e.kind { return nil }
        let written = text(e.range)
        if let background = ScreenBackground(rawValue: written) { return background }
        let choices = ScreenBackground.allCases.map(\.rawValue)
        let hint = choiceHint(for: Identifier(written, e.range), among: choices)
        error(.unknownOption, "a screen's 'background' is 'opaque' (the default) or 'clear' (what is below shows through), not '\(written)'\(hint.text.hasPrefix("; did") ? hint.text : "")",
              at: e.range, fixIts: hint.fixIts)
        return nil
    }

    private mutating func checkElements(_ screen: ScreenDecl) -> [Element] {
        var elements: [Element] = []
        var declared: [String: SourceRange] = [:]
        for element in screen.elements where !element.name.isMissing {
            let name = element.name
            if let first = declared[name.name] {
                error(.duplicateElement, "element '\(name.name)' is declared twice on '\(screen.name.name)'; rename one", at: name.range,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            guard !element.kind.isMissing else { continue }
            guard let kind = ElementKind(rawValue: element.kind.name) else {
                let hint = suggestion(for: element.kind, among: ElementKind.allCases.map(\.rawValue), otherwise: "use view (UIView), layer (CALayer) or shape (CAShapeLayer)")
                error(.unknownElementKind, "unknown element kind '\(element.kind.name)'\(hint.text)",
                      at: element.kind.range, fixIts: hint.fixIts)
                continue
            }
            checkElementName(name, kind: kind, screen: screen)
            let geometry = checkGeometry(element)
            declared[name.name] = name.range
            elements.append(Element(name: name.name, kind: kind, frame: geometry.frame, cornerRadius: geometry.cornerRadius, range: name.range))
        }
        return elements
    }

    /// An element is a property of the protocol the screen's class adopts, so its name must not
    /// be one the class has from `UIViewController`. The element stays declared (its uses are
    /// not reported again); the model has an error, so nothing is emitted.
    private mutating func checkElementName(_ name: Identifier, kind: ElementKind, screen: ScreenDecl) {
        guard ViewControllerMembers.properties.contains(name.name) else { return }
        let suffix = switch kind {
        case .view: "View"
        case .layer: "Layer"
        case .shape: "Shape"
        }
        let instead = name.name == "view"
            ? "animate the screen's view as 'from' or 'to', or name the element after what it shows"
            : "name it after what it shows, e.g. '\(name.name)\(suffix)'"
        error(.elementNameTaken,
              "'\(screen.typeName.name)' already has '\(name.name)' from UIViewController, so it cannot also return element '\(name.name)' for the animators; \(instead)",
              at: name.range)
    }

    /// The index of the screen `name` names, or nil after reporting it (missing names are silent).
    mutating func resolveScreen(_ name: Identifier, in graph: NavigationGraph) -> Int? {
        guard !name.isMissing else { return nil }
        if let index = graph.screenIndex(named: name.name) { return index }
        let hint = suggestion(for: name, among: graph.screens.map(\.name), otherwise: "declare it with 'screen \(name.name): \(name.name)ViewController'")
        error(.undefinedScreen, "no screen '\(name.name)' in '\(graph.name)'\(hint.text)",
              at: name.range, fixIts: hint.fixIts)
        return nil
    }

    // MARK: - Edges

    /// Whether both ends of an edge name screens of the graph (a missing name counts as unknown).
    private func resolves(_ decl: EdgeDecl, in graph: NavigationGraph) -> Bool {
        if case let .screen(name) = decl.source, graph.screenIndex(named: name.name) == nil { return false }
        return graph.screenIndex(named: decl.destination.name) != nil
    }

    /// One edge: its ends, its roles, the animators they name, and whether push and pop pair.
    /// Nil when an end is unknown or the edge repeats another (both reported); otherwise the edge,
    /// which is not valid when a role or an animator it names had a mistake (reported).
    private mutating func checkEdge(
        _ decl: EdgeDecl, graph: NavigationGraph, previous: [EdgeDecl], declared: inout [EdgeEnds: Int], backGestureScreens: Set<String>, graphClose: Int
    ) -> (edge: Edge, isValid: Bool)? {
        guard let (source, destination) = resolveEnds(decl, in: graph),
              !isDuplicate(decl, as: EdgeEnds(source: source, destination: destination, kind: decl.kind), previous: previous, declared: declared) else { return nil }
        let roles = collectRoles(decl)
        var edge = Edge(source: source, destination: destination, kind: decl.kind, forward: .system, backward: .system, range: decl.range)
        edge.presentation = roles.presentation
        let forward = instantiateForward(roles, edge: &edge, decl: decl, graph: graph)
        let backward = instantiateBackward(roles, forward: forward, edge: &edge, decl: decl, graph: graph)
        // Pairing reads both animators: after a mistake in either, the edge does not yet say what
        // the author meant.
        guard !roles.hasMistake, !forward.failed, !backward.failed else { return (edge, false) }
        let gestureFix = decl.kind == .push && destination != graph.root && !backGestureScreens.contains(decl.destination.name)
            ? FixIt(range: .at(graphClose), replacement: Checker.swipeBackGesture(on: decl.destination.name)) : nil
        let pairs = checkPairing(edge, decl: decl, forwardDecl: roles.forward, backwardDecl: roles.backward, gestureFix: gestureFix)
        return (edge, pairs)
    }

    /// The source (nil for `*`) and destination screens, or nil after reporting an unknown one.
    private mutating func resolveEnds(_ decl: EdgeDecl, in graph: NavigationGraph) -> (source: Int?, destination: Int)? {
        var source: Int?
        if case let .screen(name) = decl.source {
            guard let index = resolveScreen(name, in: graph) else { return nil }
            source = index
        }
        guard let destination = resolveScreen(decl.destination, in: graph) else { return nil }
        return (source, destination)
    }

    /// An edge's ends and kind, which no two edges of a graph share.
    struct EdgeEnds: Hashable {
        var source: Int?
        var destination: Int
        var kind: EdgeKind

        init(source: Int?, destination: Int, kind: EdgeKind) {
            self.source = source
            self.destination = destination
            self.kind = kind
        }

        init(_ edge: Edge) { self.init(source: edge.source, destination: edge.destination, kind: edge.kind) }
    }

    /// Whether an earlier edge has the same ends and kind (reported, with a note at the first).
    /// `declared` holds the index of each earlier edge by its ends; `previous` their declarations.
    private mutating func isDuplicate(_ decl: EdgeDecl, as ends: EdgeEnds, previous: [EdgeDecl], declared: [EdgeEnds: Int]) -> Bool {
        guard let twin = declared[ends] else { return false }
        error(.duplicateEdge, "the edge \(edgeText(decl)) is declared twice; merge the two into one", at: decl.source.range.union(decl.destination.range),
              notes: [DiagnosticNote("first declared here", at: previous[twin].source.range.union(previous[twin].destination.range))])
        return true
    }

    /// The roles an edge gives, each at most once.
    private struct EdgeRoles {
        var forwardRole: Operation
        var backwardRole: Operation
        var forward: EdgeRoleDecl?
        var backward: EdgeRoleDecl?
        var style: EdgeRoleDecl?
        var presentation = Presentation.fullScreen
        /// A role was unknown, misplaced or repeated (reported).
        var hasMistake = false
    }

    /// What checking one side of an edge gave: the template a custom animator was made from (which
    /// `reverse` plays backwards), or a failure, reported, after which the edge does not yet say
    /// what the author meant.
    private struct SideOutcome {
        var template: AnimatorTemplate?
        var failed = false

        static let unwritten = SideOutcome()
        static let failure = SideOutcome(failed: true)
    }

    /// Sorts an edge's roles into forward, backward and style, reporting unknown, misplaced and
    /// repeated ones.
    private mutating func collectRoles(_ decl: EdgeDecl) -> EdgeRoles {
        var roles = EdgeRoles(forwardRole: decl.kind == .push ? .push : .present, backwardRole: decl.kind == .push ? .pop : .dismiss)
        for role in decl.roles where !role.role.isMissing {
            if role.role.name == "style" {
                guard isFirst(role, "'style'", earlier: roles.style) else { roles.hasMistake = true; continue }
                roles.style = role
                if let style = checkPresentationStyle(role, decl: decl) { roles.presentation = style } else { roles.hasMistake = true }
                continue
            }
            guard let operation = checkRoleName(role, decl: decl, roles: roles) else { roles.hasMistake = true; continue }
            let earlier = operation.isForward ? roles.forward : roles.backward
            guard isFirst(role, "'\(operation.rawValue)'", earlier: earlier) else { roles.hasMistake = true; continue }
            if operation.isForward { roles.forward = role } else { roles.backward = role }
        }
        return roles
    }

    /// The operation a role names, or nil after reporting an unknown role or one of the other kind
    /// of edge.
    private mutating func checkRoleName(_ role: EdgeRoleDecl, decl: EdgeDecl, roles: EdgeRoles) -> Operation? {
        guard let operation = Operation(rawValue: role.role.name) else {
            let (forward, backward) = (roles.forwardRole.rawValue, roles.backwardRole.rawValue)
            let hint = suggestion(for: role.role, among: [forward, backward], otherwise: "this edge takes \(forward) and \(backward)")
            error(.unknownRole, "unknown role '\(role.role.name)'\(hint.text)",
                  at: role.role.range, fixIts: hint.fixIts)
            return nil
        }
        guard operation == roles.forwardRole || operation == roles.backwardRole else {
            let right = operation.isForward ? roles.forwardRole : roles.backwardRole
            let kindText = decl.kind == .push ? "a push edge ('->')" : "a modal edge ('=>')"
            error(.roleKindMismatch, "'\(operation.rawValue)' does not apply to \(kindText); write '\(right.rawValue)'",
                  at: role.role.range, fixIts: [FixIt(range: role.role.range, replacement: right.rawValue)], fixItTitle: "Use '\(right.rawValue)'")
            return nil
        }
        return operation
    }

    /// False, after reporting it, when the role was given before on this edge (`what` is spelled
    /// only then).
    private mutating func isFirst(_ role: EdgeRoleDecl, _ what: @autoclosure () -> String, earlier: EdgeRoleDecl?) -> Bool {
        guard let first = earlier else { return true }
        givenTwice(what(), .duplicateRole, place: " on this edge", at: role.role.range, first: first.range)
        return false
    }

    /// The push (present) animator, set on `edge`.
    private mutating func instantiateForward(_ roles: EdgeRoles, edge: inout Edge, decl: EdgeDecl, graph: NavigationGraph) -> SideOutcome {
        guard let f = roles.forward else { return .unwritten }
        if case let .reverse(keyword, _, _) = f.animator {
            error(.reverseWithoutForward, """
                'reverse' plays the \(roles.forwardRole.rawValue) animator backwards, so it belongs on \
                '\(roles.backwardRole.rawValue)'; name an animator for '\(roles.forwardRole.rawValue)'
                """, at: keyword)
            return .failure
        }
        guard let (choice, template) = instantiate(f.animator, edge: edge, decl: decl, operation: roles.forwardRole, graph: graph, forward: nil) else { return .failure }
        edge.forward = choice
        return SideOutcome(template: template)
    }

    /// The pop (dismiss) animator, set on `edge`.
    private mutating func instantiateBackward(_ roles: EdgeRoles, forward: SideOutcome, edge: inout Edge, decl: EdgeDecl, graph: NavigationGraph) -> SideOutcome {
        guard let b = roles.backward else { return .unwritten }
        if case let .reverse(keyword, _, _) = b.animator, forward.template == nil {
            // A forward animator that failed has been reported; there is nothing more to say.
            guard !forward.failed else { return .failure }
            error(.reverseWithoutForward, "'reverse' needs a custom '\(roles.forwardRole.rawValue)' animator on this edge to play backwards",
                  at: keyword, notes: roles.forward.map { [DiagnosticNote("the \(roles.forwardRole.rawValue) is the system animation", at: $0.range)] } ?? [])
            return .failure
        }
        guard let (choice, template) = instantiate(b.animator, edge: edge, decl: decl, operation: roles.backwardRole, graph: graph, forward: forward.template) else {
            return .failure
        }
        edge.backward = choice
        return SideOutcome(template: template)
    }

    /// `style: overFullScreen`, `style: sheet(height: 0.5 * height)`: the presentation style of a modal edge.
    private mutating func checkPresentationStyle(_ role: EdgeRoleDecl, decl: EdgeDecl) -> Presentation? {
        guard decl.kind == .modal else {
            error(.roleKindMismatch, "a push edge ('->') has no presentation style; 'style' belongs on a modal edge ('=>')", at: role.range,
                  fixIts: [FixIt(range: role.range, replacement: "")], fixItTitle: "Remove the style")
            return nil
        }
        if case let .named(name, arguments, _) = role.animator, name.name == Presentation.sheetName {
            return checkSheet(name, arguments)
        }
        guard case let .named(name, arguments, _) = role.animator, arguments.isEmpty, let style = Presentation.named(name.name) else {
            if case .missing = role.animator { return nil }
            let written = Identifier(text(role.animator.range), role.animator.range)
            let hint = suggestion(for: written, among: ["fullScreen", "overFullScreen"], otherwise: Checker.useOneOf(Presentation.spellings))
            error(.unknownRole, "unknown presentation style '\(written.name)'\(hint.text)",
                  at: role.animator.range, fixIts: hint.fixIts)
            return nil
        }
        return style
    }

    /// `sheet(height: h)`: one length, which may read the container's `width` and `height`, above 0 on
    /// the reference screen.
    private mutating func checkSheet(_ name: Identifier, _ arguments: SyntaxList<Argument>) -> Presentation? {
        guard arguments.count == 1, let argument = arguments.first, argument.label?.name == "height" else {
            let place = arguments.isEmpty ? name.range : name.range.union(arguments.last!.range)
            let only = arguments.count == 1 && arguments[0].label == nil ? arguments[0] : nil
            error(.wrongArgumentCount, "a sheet takes its height: sheet(height: 0.5 * height), in points of a container 'height' tall",
                  at: place, fixIts: only.map { [FixIt(range: .at($0.range.start), replacement: "height: ")] } ?? [])
            return nil
        }
        guard let height = lowerNumber(argument.value, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the sheet's height") else { return nil }
        let reference = height.evaluate(ModelExpression.containerReader(Size(width: ReferenceScreen.width, height: ReferenceScreen.height)))
        if !(reference > 0) {
            error(.nonPositiveSheetHeight,
                  """
                      a sheet \(format(reference)) pt tall on a \(format(ReferenceScreen.width)) × \(format(ReferenceScreen.height)) \
                      pt screen shows nothing of the presented screen; give it a height above 0, such as 0.5 * height
                      """,
                  at: argument.value.range)
            return nil
        }
        return .sheet(height: height)
    }

    /// The edge-pan gesture that gives a custom pop the system's swipe-back (from the leading edge,
    /// which follows the layout direction as UIKit's does, with its rule: `Gesture.SystemSwipeBack`),
    /// for fix-its.
    static func swipeBackGesture(on screen: String) -> String {
        let rule = Gesture.SystemSwipeBack.self
        return "\n    gesture \(GestureKind.edgePan(.leading).spelling) on \(screen) drives pop {\n        progress: \(rule.progressText)\n        finish when \(rule.finishText)\n    }\n"
    }

    /// `gestureFix` adds the swipe-back gesture a new custom pop needs, when the screen has none.
    /// False after reporting a pop without a push: which way the screen arrives is not yet decided.
    private mutating func checkPairing(_ edge: Edge, decl: EdgeDecl, forwardDecl: EdgeRoleDecl?, backwardDecl: EdgeRoleDecl?, gestureFix: FixIt?) -> Bool {
        var pairs = true
        let forward = decl.kind == .push ? "push" : "present"
        let backward = decl.kind == .push ? "pop" : "dismiss"
        // A push written `system` on purpose (a system push with a custom parallax pop) is a design;
        // only a push left out is the mistake this rule exists for.
        if case .custom = edge.backward, edge.forward == .system, forwardDecl == nil, let b = backwardDecl {
            error(.popWithoutPush,
                  "custom \(backward) on \(edgeText(decl)) with no \(forward): the screen arrives with UIKit's animation and leaves with yours",
                  at: b.range,
                  notes: [
                      DiagnosticNote("give the edge a custom '\(forward)' too, or make the \(backward) 'system'", at: b.range),
                      DiagnosticNote("if the system \(forward) is the design, say so with '\(forward): system'", at: decl.destination.range),
                  ])
            pairs = false
        }
        if case .custom = edge.forward, edge.backward == .system, let f = forwardDecl {
            let explicitSystem = backwardDecl != nil
            if !explicitSystem {
                let insertAt = f.range.end
                warning(.pushWithSystemPop,
                        """
                            custom \(forward) '\(text(f.animator.range))' on \(edgeText(decl)) has the system \(backward), which will not \
                            mirror it; add '\(backward): reverse' or say '\(backward): system' to keep UIKit's
                            """,
                        at: f.range, fixIts: [FixIt(range: .at(insertAt), replacement: "\n        \(backward): reverse")] + (gestureFix.map { [$0] } ?? []),
                        fixItTitle: gestureFix == nil ? "Add '\(backward): reverse'" : "Add '\(backward): reverse' and a left-edge swipe back")
            }
        }
        return pairs
    }

    /// A custom forward animator whose backward role is not written: T0302 reports the edge, and
    /// its fix-it (`pop: reverse`) gives a gesture there something to drive.
    static func leavesOutBackward(_ decl: EdgeDecl, of edge: Edge) -> Bool {
        let backward = decl.kind == .push ? "pop" : "dismiss"
        guard case .custom = edge.forward else { return false }
        return !decl.roles.contains { $0.role.name == backward }
    }

    func edgeText(_ decl: EdgeDecl) -> String {
        let source: String
        switch decl.source {
        case let .screen(id): source = id.name
        case .any: source = "*"
        }
        return "'\(source) \(decl.kind == .push ? "->" : "=>") \(decl.destination.name)'"
    }

    /// `B -> C` and `* -> C` both custom and different: the specific edge wins for pushes from B,
    /// which is worth a warning because the wildcard reads as if it applied everywhere. A specific
    /// edge with only system animators is the usual way to opt one source out, and stays quiet.
    private mutating func checkWildcardShadowing(_ graph: NavigationGraph, _ decls: [EdgeDecl]) {
        func isCustom(_ e: Edge) -> Bool { e.forward != .system || e.backward != .system }
        for (i, edge) in graph.edges.enumerated() where edge.source == nil && isCustom(edge) {
            for (j, specific) in graph.edges.enumerated() where specific.source != nil && specific.destination == edge.destination && specific.kind == edge.kind {
                let differs = specific.forward != edge.forward || specific.backward != edge.backward
                guard differs, isCustom(specific) else { continue }
                let source = graph.screens[specific.source!].name
                warning(.wildcardShadowed,
                        "\(edgeText(decls[j])) takes precedence over \(edgeText(decls[i])) for transitions from '\(source)'; the wildcard's animators do not run there",
                        at: decls[j].source.range.union(decls[j].destination.range),
                        notes: [DiagnosticNote("wildcard edge declared here", at: decls[i].source.range.union(decls[i].destination.range))])
            }
        }
    }

    private mutating func checkReachability(_ graph: NavigationGraph, _ decls: [EdgeDecl]) {
        let reached = graph.reachable(through: { _ in true })
        for (index, screen) in graph.screens.enumerated() where !reached[index] {
            warning(.unreachableScreen, "screen '\(screen.name)' cannot be reached from the root '\(graph.screens[graph.root].name)'; add an edge into it or remove it",
                    at: screen.range)
        }
        let stack = graph.reachable(through: { $0.kind == .push })
        for (index, edge) in graph.edges.enumerated() where edge.kind == .push {
            guard let source = edge.source, reached[source], !stack[source] else { continue }
            let name = graph.screens[source].name
            let decl = decls[index]
            warning(.pushFromPresentedScreen,
                    """
                        '\(name)' is only ever presented modally, so it has no navigation stack to push \
                        '\(graph.screens[edge.destination].name)' onto; present it with '=>' instead, or reach '\(name)' with a push
                        """,
                    at: decl.arrowRange)
        }
        for (index, edge) in graph.edges.enumerated() where edge.destination == graph.root && edge.kind == .push {
            warning(.pushIntoRoot, "this pushes a second copy of the root '\(graph.screens[graph.root].name)'; to go back to it, pop to root instead",
                    at: decls[index].arrowRange.union(decls[index].destination.range))
        }
    }
}
