import TransitionSource
import TransitionModel
import TransitionSyntax
/// Scenarios: every action must be one the graph can take from where the scenario stands.
extension Checker {
    /// Whether a resolved animator or a checked template takes a snapshot of this name. The names
    /// are gathered the first time an expectation asks (scenarios change no animator), so a spec
    /// whose expectations name only screens never gathers them.
    private mutating func isSnapshotName(_ name: String) -> Bool {
        reads.record(.everyAnimator)
        if let snapshotNames { return snapshotNames.contains(name) }
        var names: Set<String> = []
        for index in plans.indices {
            for snapshot in plans[index].snapshots { names.insert(snapshot.name) }
        }
        for index in animators.templates.indices {
            for snapshot in animators.templates[index]?.snapshots ?? [] { names.insert(snapshot.name) }
        }
        snapshotNames = names
        return names.contains(name)
    }

    mutating func checkScenarios(graphs: [NavigationGraph]) -> [Scenario] {
        var scenarios: [Scenario] = []
        var names: [String: SourceRange] = [:]
        var graphIndices: [String: Int] = [:]
        for (index, graph) in graphs.enumerated() where graphIndices[graph.name] == nil { graphIndices[graph.name] = index }
        for (index, declaration) in syntax.declarations.enumerated() {
            guard case let .scenario(decl) = declaration, !decl.graph.isMissing else { continue }
            reads.reader = index
            defer { reads.reader = nil }
            reads.record(.scenario(decl.name.value))
            if let first = names[decl.name.value] {
                error(.duplicateScenario, "two scenarios are named \"\(decl.name.value)\"; rename one so test reports can tell them apart", at: decl.name.range,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            names[decl.name.value] = decl.name.range
            let graphIndex: Int
            switch lookUpGraph(decl.graph.name, in: graphIndices) {
            case let .declared(index):
                graphIndex = index
            case .mayBeInFailedImport:
                continue
            case .undeclared:
                reads.record(.everyGraph)
                let hint = suggestion(for: decl.graph, among: graphs.map(\.name))
                error(.undefinedGraph, "no navigation graph '\(decl.graph.name)'\(hint.text)", at: decl.graph.range, fixIts: hint.fixIts)
                continue
            }
            // A graph without a root has been reported; its scenarios have nowhere to start.
            guard !graphsWithoutRoot.contains(decl.graph.name), var simulation = ScenarioSimulation(graph: graphs[graphIndex]) else { continue }
            var steps: [ScenarioAction] = []
            for step in decl.steps {
                if let action = checkStep(step, &simulation, graphs[graphIndex]) {
                    steps.append(action)
                } else if step.changesTheStack {
                    // The step failed, here or through a mistake reported elsewhere: the stack is
                    // no longer known, and later steps would only repeat the error.
                    simulation.lost = true
                }
            }
            if let drag = simulation.pendingDrag, !simulation.lost {
                error(.dragWithoutGesture, "the scenario ends with the finger still down; add 'release' after this drag", at: drag)
            }
            scenarios.append(Scenario(name: decl.name.value, graph: graphIndex, steps: steps, range: decl.range))
        }
        return scenarios
    }

    /// Checks steps given on the command line (`transc run --do "…"`) against a graph.
    public mutating func checkSteps(_ steps: [ScenarioStep], in graph: NavigationGraph) -> [ScenarioAction] {
        guard var simulation = ScenarioSimulation(graph: graph) else { return [] }
        return steps.compactMap { checkStep($0, &simulation, graph) }
    }

    private mutating func checkStep(_ step: ScenarioStep, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction? {
        // After a step that could not be checked, where the scenario stands is unknown.
        guard !sim.lost else { return nil }
        if let drag = sim.pendingDrag, !step.mayFollowADrag {
            error(.dragWithoutGesture, "release the finger before the next action; add 'release' after the drag", at: step.verb.range,
                  notes: [DiagnosticNote("drag started here", at: drag)])
            sim.pendingDrag = nil
            return nil
        }
        let kind: ScenarioAction.Kind?
        switch step.kind {
        case let .push(name), let .present(name): kind = checkForward(step, to: name, &sim, graph)
        case .pop: kind = checkPop(step, &sim, graph)
        case .popToRoot: kind = checkPopToRoot(step, &sim, graph)
        case let .popTo(name): kind = checkPop(step, to: name, &sim, graph)
        case .dismiss: kind = checkDismiss(step, &sim)
        case let .drag(name, amount, duration):
            kind = checkDrag(step, name: name, amount: amount, duration: duration, &sim, graph)
            sim.failedDrag = kind == nil
        case let .release(velocity): kind = checkRelease(step, velocity: velocity, &sim, graph)
        case let .tap(name): kind = checkTap(step, name: name, &sim, graph)
        case let .wait(e): kind = checkWait(e)
        case let .place(path, frame): kind = checkPlace(path, frame: frame, graph)
        case let .resize(width, height): kind = checkResize(step, width: width, height: height, sim)
        case let .expectStack(names):
            let screens = names.compactMap { resolveScreen($0, in: graph) }
            kind = screens.count == names.count ? .expectStack(screens) : nil
        case let .expectOutcome(word): kind = .expectOutcome(completed: word.name == "completed")
        case let .expectValue(path, op, value, tolerance, time):
            kind = checkExpectation(step, path: path, op: op, value: value, tolerance: tolerance, time: time, graph: graph)
        }
        return kind.map { ScenarioAction(kind: $0, range: step.range) }
    }

    /// `push X` or `present X`: along an edge from the screen on top.
    private mutating func checkForward(_ step: ScenarioStep, to name: Identifier, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard let target = resolveScreen(name, in: graph) else { return nil }
        let kind: EdgeKind
        if case .push = step.kind { kind = .push } else { kind = .modal }
        let verb = kind == .push ? "push" : "present"
        let top = graph.screenName(sim.top)
        if kind == .push, sim.stack.last?.arrival == .modal {
            error(.pushAlongNoEdge, "'\(top)' is presented modally and has no navigation stack to push '\(name.name)' onto; dismiss it first", at: step.range)
            return nil
        }
        guard sim.canMove(to: target, kind: kind) else {
            error(.pushAlongNoEdge, "'\(top)' has no \(kind == .push ? "push edge '\(top) -> " : "modal edge '\(top) => ")\(name.name)', so it cannot \(verb) '\(name.name)' here", at: step.range)
            return nil
        }
        // Without animation, a style whose animator UIKit does not ask keeps nothing on screen (C5).
        let keptNothing = !step.isAnimated && kind == .modal
            && graph.edge(from: sim.top, to: target, kind: kind)?.presentationStyle(plan: resolvedPlan(named:)).asksAnimatorWithoutAnimation == false
        sim.move(to: target, kind: kind, keptNothing: keptNothing)
        return kind == .push ? .push(target) : .present(target, animated: step.isAnimated)
    }

    private mutating func checkPop(_ step: ScenarioStep, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard sim.canPop(step: step, checker: &self, graph: graph) else { return nil }
        sim.stack.removeLast()
        return .pop
    }

    private mutating func checkPopToRoot(_ step: ScenarioStep, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard sim.canPop(step: step, checker: &self, graph: graph) else { return nil }
        sim.stack.removeLast(sim.stack.count - 1)
        return .popToRoot
    }

    /// `pop to X`: X must be below the top of the stack.
    private mutating func checkPop(_ step: ScenarioStep, to name: Identifier, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard let target = resolveScreen(name, in: graph), sim.canPop(step: step, checker: &self, graph: graph) else { return nil }
        guard let depth = sim.stack.dropLast().lastIndex(where: { $0.screen == target }) else {
            error(.popAtRoot, "'\(name.name)' is not below the top of the stack, so the scenario cannot pop to it", at: name.range)
            return nil
        }
        sim.stack.removeLast(sim.stack.count - depth - 1)
        return .popTo(target)
    }

    private mutating func checkDismiss(_ step: ScenarioStep, _ sim: inout ScenarioSimulation) -> ScenarioAction.Kind? {
        guard sim.stack.last?.arrival == .modal else {
            error(.dismissWithoutPresentation, "nothing is presented here, so there is nothing to dismiss; 'present' a screen first", at: step.range)
            return nil
        }
        sim.stack.removeLast()
        return .dismiss(animated: step.isAnimated)
    }

    /// `release`, `release velocity V`: ends the drag, and tells from the finish rule where the
    /// stack ends up.
    private mutating func checkRelease(_ step: ScenarioStep, velocity: SyntaxList<Expr>, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard let drag = sim.dragGesture else {
            // The release that ends a drag already reported adds nothing.
            if !sim.failedDrag {
                error(.dragWithoutGesture, "there is no drag to release; start one with 'drag'", at: step.range)
            }
            sim.failedDrag = false
            return nil
        }
        let values = velocity.compactMap { constant($0, quantity: .length, what: "the release velocity") }
        guard values.count == velocity.count else { return nil }
        guard let gesture = graph.gesture(drag), var sample = sim.dragSample else { return nil }
        let (vx, vy) = values.count == 2 ? (values[0], values[1])
            : values.count == 1 ? (gesture.kind.measuresScale ? (values[0], 0) : (abs(gesture.axis.y) > 0 ? 0 : values[0], abs(gesture.axis.y) > 0 ? values[0] : 0)) : (0, 0)
        sample.velocityX = vx
        sample.velocityY = vy
        if gesture.kind.measuresScale { sample.scaleVelocity = vx }
        if gesture.finishes(at: sample) { sim.completeDrag(gesture) }
        sim.pendingDrag = nil
        sim.dragGesture = nil
        return .release(velocityX: vx, velocityY: vy)
    }

    /// `place Grid.thumbnail at rect(…)`: an element of one of the graph's screens, and a frame
    /// checked as an element block's.
    private mutating func checkPlace(_ path: Path, frame: Expr, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        let parts = Array(path.components)
        guard let head = parts.first, !parts.contains(where: \.isMissing) else { return nil }
        guard let screen = resolveScreen(head, in: graph) else { return nil }
        guard parts.count == 2 else {
            error(.unknownExpectationTarget, "'place' moves an element of a screen: write 'place \(head.name).element at rect(x, y, width, height)'", at: path.range)
            return nil
        }
        let declaration = graph.screens[screen]
        guard declaration.element(named: parts[1].name) != nil else {
            let hint = suggestion(for: parts[1], among: declaration.elements.map(\.name))
            error(.undefinedElement, "'\(declaration.name)' has no element '\(parts[1].name)'\(hint.text)", at: parts[1].range, fixIts: hint.fixIts)
            return nil
        }
        guard !frame.isMissing, let rect = checkElementFrame(frame, element: parts[1].name) else { return nil }
        return .place(screen: screen, element: parts[1].name, frame: rect)
    }

    /// `resize to W x H`: only at rest (docs/uikit-model.md C6: transc does not model a size
    /// change while a finger holds a transition), and to a size above zero.
    private mutating func checkResize(_ step: ScenarioStep, width: Expr, height: Expr, _ sim: ScenarioSimulation) -> ScenarioAction.Kind? {
        if let drag = sim.pendingDrag {
            error(.invalidResize, "the window cannot change size while the finger holds a transition; add 'release' before the resize",
                  at: step.verb.range, notes: [DiagnosticNote("drag started here", at: drag)])
            return nil
        }
        guard !width.isMissing, !height.isMissing else { return nil }
        // Both sizes are read, so a mistake in each is reported.
        let w = lowerNumber(width, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the window's width")
        let h = lowerNumber(height, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the window's height")
        guard let w, let h else { return nil }
        var valid = true
        for (size, expr, name) in [(w, width, "width"), (h, height, "height")] {
            guard let value = size.constantValue, value <= 0 else { continue }
            error(.invalidResize, "the window's \(name) must be above zero, not \(decimalText(value))", at: expr.range)
            valid = false
        }
        return valid ? .resize(width: w, height: h) : nil
    }

    private mutating func checkWait(_ e: Expr) -> ScenarioAction.Kind? {
        guard let seconds = constant(e, quantity: .time, what: "the wait") else { return nil }
        if seconds < 0 {
            error(.negativeDelay, "a scenario cannot wait a negative time", at: e.range)
            return nil
        }
        return .wait(seconds)
    }

    /// `drag G to F over T`: the gesture on the screen on top, how far, how long, and whether its
    /// transition can start from where the scenario stands.
    private mutating func checkDrag(_ step: ScenarioStep, name: Identifier?, amount: DragAmount, duration: Expr, _ sim: inout ScenarioSimulation, _ graph: NavigationGraph) -> ScenarioAction.Kind? {
        guard let dragged = draggedGesture(step, name: name, sim, graph), let gesture = graph.gesture(dragged),
              let distance = dragDistance(amount, of: gesture) else { return nil }
        guard let seconds = constant(duration, quantity: .time, what: "the drag's duration") else { return nil }
        if seconds < 0 {
            error(.negativeDelay, "a drag cannot take a negative time", at: duration.range)
            return nil
        }
        guard dragCanStart(gesture, step, sim, graph) else { return nil }
        sim.pendingDrag = step.range
        sim.dragGesture = dragged
        sim.dragSample = gesture.sample(after: distance, width: ReferenceScreen.width, height: ReferenceScreen.height)
        return .drag(gesture: dragged, amount: distance, duration: seconds)
    }

    /// The gesture a drag names (`system`: UIKit's swipe-back), or the only one on the screen on
    /// top; on a screen with none of its own, UIKit's swipe-back where it begins.
    private mutating func draggedGesture(_ step: ScenarioStep, name: Identifier?, _ sim: ScenarioSimulation, _ graph: NavigationGraph) -> DraggedGesture? {
        let top = sim.top
        let refusal = graph.systemSwipeBackRefusal(navigation: sim.navigation, covered: sim.isCovered)
        guard let name, !name.isMissing else {
            let declared = graph.gestures.indices.filter { graph.gestures[$0].screen == top }
            if declared.isEmpty && failed[graph.name]?.hasGesture(on: top) == true { return nil }
            if declared.count == 1, let only = declared.first { return .declared(only) }
            guard declared.isEmpty else {
                let names = declared.map { graph.gestures[$0].name } + (refusal == nil ? [Gesture.SystemSwipeBack.name] : [])
                error(.dragWithoutGesture, "'\(graph.screenName(top))' has several gestures; name the one to drag (\(names.joined(separator: ", ")))",
                      at: step.verb.range)
                return nil
            }
            guard let refusal else { return .systemSwipeBack(on: top) }
            guard !isAboutAFailedEdge(refusal, graph) else { return nil }
            let screen = graph.screenName(top)
            let message: String
            switch refusal {
            case .root:
                message = "'\(screen)' is on screen here and has no gesture to drag (UIKit's swipe-back does not begin on the root); push a screen first"
            case .covered:
                message = "'\(screen)' is presented here and has no gesture to drag (UIKit's swipe-back is on the navigation stack it covers); declare a gesture on it, or dismiss it first"
            case let .customPop(edge):
                message = """
                    '\(screen)' is on screen here and has no gesture to drag: the custom pop of '\(graph.spelling(of: edge))' \
                    turns UIKit's swipe-back off; declare a gesture that drives the pop
                    """
            }
            error(.dragWithoutGesture, message, at: step.verb.range, notes: refusalNotes(refusal, graph))
            return nil
        }
        if name.name == Gesture.SystemSwipeBack.name {
            // A gesture the spec declared under that name has been reported there (T0218).
            if failed[graph.name]?.hasGesture(named: name.name) == true { return nil }
            guard let refusal else { return .systemSwipeBack(on: top) }
            reportSwipeBackOff(refusal, name: name, top: top, graph)
            return nil
        }
        guard let found = graph.gestures.firstIndex(where: { $0.name == name.name }) else {
            // A gesture whose declaration has a mistake has been reported there.
            if failed[graph.name]?.hasGesture(named: name.name) == true { return nil }
            let hint = suggestion(for: name, among: graph.gestures.map(\.name))
            error(.dragWithoutGesture, "no gesture '\(name.name)' in '\(graph.name)'\(hint.text)", at: name.range, fixIts: hint.fixIts)
            return nil
        }
        guard graph.gestures[found].screen == top else {
            error(.dragWithoutGesture, "gesture '\(name.name)' is on '\(graph.screenName(graph.gestures[found].screen))', but '\(graph.screenName(top))' is on screen here", at: name.range)
            return nil
        }
        return .declared(found)
    }

    /// `drag system` where UIKit's swipe-back does not begin: the root, under a presentation, or
    /// where a custom pop replaced it (the fix-it names the gesture that drives that pop, if any).
    private mutating func reportSwipeBackOff(_ refusal: SystemSwipeBackRefusal, name: Identifier, top: Int, _ graph: NavigationGraph) {
        guard !isAboutAFailedEdge(refusal, graph) else { return }
        let screen = graph.screenName(top)
        switch refusal {
        case .root:
            error(.systemSwipeBackOff, "UIKit's swipe-back does not begin on the root '\(screen)': there is nothing to pop; push a screen first", at: name.range)
        case .covered:
            error(.systemSwipeBackOff,
                  "UIKit's swipe-back is on the navigation stack, which '\(screen)' covers while it is presented; dismiss it first",
                  at: name.range)
        case let .customPop(edge):
            let back = graph.gestures.first { $0.screen == top && $0.operation == .pop }
            let advice = back.map { "drag '\($0.name)', the gesture that drives this pop" } ?? "declare a gesture that drives the pop and drag it"
            error(.systemSwipeBackOff,
                  "the pop from '\(screen)' runs the custom animator of '\(graph.spelling(of: edge))', so UIKit's swipe-back is off there (it drives only UIKit's own pop); \(advice)",
                  at: name.range, notes: refusalNotes(refusal, graph), fixIts: back.map { [FixIt(range: name.range, replacement: $0.name)] } ?? [])
        }
    }

    /// Where a refusal comes from, for a note: the edge whose custom pop replaced the swipe-back.
    private func refusalNotes(_ refusal: SystemSwipeBackRefusal, _ graph: NavigationGraph) -> [DiagnosticNote] {
        guard case let .customPop(edge) = refusal else { return [] }
        return [DiagnosticNote("the custom pop is declared here", at: edge.range)]
    }

    /// A custom pop on an edge that failed its checks has been reported there; whether it replaces
    /// the swipe-back is not yet what the author meant.
    private func isAboutAFailedEdge(_ refusal: SystemSwipeBackRefusal, _ graph: NavigationGraph) -> Bool {
        guard case let .customPop(edge) = refusal, let failedEdges = failed[graph.name]?.edges else { return false }
        return graph.edges.indices.contains { failedEdges.contains($0) && graph.edges[$0].range == edge.range }
    }

    /// How far the finger goes: a fraction of the screen (a scale for a pinch, the way the pinch
    /// begins), or points.
    private mutating func dragDistance(_ amount: DragAmount, of gesture: Gesture) -> DragDistance? {
        switch amount {
        case let .fraction(e):
            guard let f = constant(e, quantity: .ratio, what: "the drag's fraction") else { return nil }
            if !gesture.kind.measuresScale && (f < 0 || f > 1) {
                error(.fractionOutOfRange, "drag 'to' takes a fraction of the screen in 0…1; use 'by X, Y' for points", at: e.range)
                return nil
            }
            // The recogniser begins only the way that moves the transition on (the emitted
            // delegate refuses the other), so such a drag would not start anything.
            if !gesture.begins(with: .fraction(f)), let opens = gesture.pinchOpens {
                error(.dragKindMismatch, """
                    '\(gesture.name)' begins only when the fingers \(opens ? "open" : "close") (its progress grows that way); \
                    pinch to a scale \(opens ? "above" : "below") 1
                    """, at: e.range)
                return nil
            }
            return .fraction(f)
        case let .translation(x, y):
            guard !gesture.kind.measuresScale else {
                error(.dragKindMismatch, "a pinch is dragged 'to' a scale, not 'by' points", at: x.range)
                return nil
            }
            // Both operands are read, so a mistake in each is reported.
            let dx = lowerNumber(x, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the drag")
            let dy = lowerNumber(y, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the drag")
            guard let dx, let dy else { return nil }
            return .translation(dx, dy)
        }
    }

    /// The drag starts the gesture's transition: it must be one the stack can take now.
    private mutating func dragCanStart(_ gesture: Gesture, _ step: ScenarioStep, _ sim: ScenarioSimulation, _ graph: NavigationGraph) -> Bool {
        let top = graph.screenName(sim.top)
        switch gesture.operation {
        case .pop:
            guard sim.stack.count > 1, sim.stack.last?.arrival == .push else {
                error(.popAtRoot, "nothing to pop from '\(top)' here", at: step.verb.range)
                return false
            }
        case .dismiss:
            guard sim.stack.last?.arrival == .modal else {
                error(.dismissWithoutPresentation, "'\(top)' is not presented here, so the gesture has nothing to dismiss", at: step.verb.range)
                return false
            }
        case .push:
            guard sim.stack.last?.arrival != .modal else {
                error(.pushAlongNoEdge, "'\(top)' is presented modally and has no navigation stack for the gesture to push onto", at: step.verb.range)
                return false
            }
        case .present:
            break
        }
        return true
    }

    private mutating func checkExpectation(_ step: ScenarioStep, path: Path, op: BinaryOperator, value: Expr, tolerance: Expr?, time: ExpectationTime, graph: NavigationGraph) -> ScenarioAction.Kind? {
        let parts = Array(path.components)
        guard let head = parts.first, !parts.contains(where: \.isMissing), !value.isMissing else { return nil }
        var subject: ExpectationSubject
        var rest: ArraySlice<Identifier>
        if let screen = graph.screenIndex(named: head.name) {
            subject = .screen(screen)
            rest = parts.dropFirst()
            if let element = rest.first, graph.screens[screen].element(named: element.name) != nil {
                subject = .element(screen: screen, name: element.name)
                rest = rest.dropFirst()
            } else if let word = rest.first, word.name == ExpectationSubject.maskWord, rest.count >= 2 {
                // `Third.mask.transform.tx`: the mask an animator puts on the screen's view, as the trace names it.
                subject = .mask(screen: screen)
                rest = rest.dropFirst()
            }
        } else if isSnapshotName(head.name) {
            subject = .snapshot(head.name)
            rest = parts.dropFirst()
        } else {
            let hint = suggestion(for: head, among: graph.screens.map(\.name))
            error(.unknownExpectationTarget, "'\(head.name)' is neither a screen of '\(graph.name)' nor a snapshot\(hint.text)", at: head.range, fixIts: hint.fixIts)
            return nil
        }
        let propertyName = rest.map(\.name).joined(separator: ".")
        if case let .screen(screen) = subject, rest.count >= 2, ExpectedProperty(rawValue: rest.dropFirst().map(\.name).joined(separator: ".")) != nil {
            // `Detail.logo.alpha` where Detail has no element `logo`.
            let element = rest.first!
            let declared = graph.screens[screen].elements.map(\.name)
            let hint = suggestion(for: element, among: declared, otherwise: "declare it on the screen with 'element \(element.name): view'")
            let name = graph.screens[screen].name
            error(.undefinedElement,
                  "'\(name)' has no element '\(element.name)'\(hint.text)",
                  at: element.range, notes: [DiagnosticNote("'\(name)' declared here", at: graph.screens[screen].range)], fixIts: hint.fixIts)
            return nil
        }
        guard let property = ExpectedProperty(rawValue: propertyName) else {
            let known = ExpectedProperty.allCases.map(\.rawValue)
            let range = rest.first.map { $0.range.union(rest.last!.range) } ?? path.range
            let hint = suggestion(for: Identifier(propertyName, range), among: known, otherwise: "use \(known.joined(separator: ", "))")
            error(.unknownExpectationTarget, "'\(propertyName.isEmpty ? path.dotted : propertyName)' is not a property a scenario can read\(hint.text)",
                  at: range, fixIts: hint.fixIts)
            return nil
        }
        guard let expected = lowerNumber(value, inputs: ExpressionInput.containerInputs, quantity: property.quantity, what: "the expected value") else { return nil }
        var tol = 0.001
        if let tolerance {
            guard let t = constant(tolerance, quantity: property.quantity, what: "the tolerance") else { return nil }
            if t < 0 {
                error(.fractionOutOfRange, "a tolerance cannot be negative", at: tolerance.range)
                return nil
            }
            tol = t
        }
        var at: Double?
        if case let .after(e) = time {
            guard let t = constant(e, quantity: .time, what: "the time") else { return nil }
            if t < 0 {
                error(.negativeDelay, "an expectation cannot look at a negative time", at: e.range)
                return nil
            }
            at = t
        }
        return .expectValue(ValueExpectation(subject: subject, property: property, comparison: op, value: expected, tolerance: tol, time: at, text: text(step.range)))
    }
}

extension ExpectedProperty {
    var quantity: Quantity {
        switch self {
        case .alpha, .hidden, .shadowOpacity, .transformScale, .transformScaleX, .transformScaleY: .ratio
        case .transformRotation, .transformRotationX, .transformRotationY: .angle
        case .cornerRadius, .shadowRadius, .shadowOffsetWidth, .shadowOffsetHeight, .frameX, .frameY, .frameWidth, .frameHeight,
             .boundsWidth, .boundsHeight, .centerX, .centerY, .transformTranslationX, .transformTranslationY: .length
        }
    }
}

/// Where a scenario stands while the checker walks it: the stack, and a drag in progress.
struct ScenarioSimulation {
    enum Arrival { case root, push, modal }
    let graph: NavigationGraph
    /// The screens on the stacks, root first; `keptNothing`: presented without animation in a style
    /// that asks no animator then (C5), so no view its transition keeps is on screen.
    var stack: [(screen: Int, arrival: Arrival, keptNothing: Bool)]
    var pendingDrag: SourceRange?
    var dragGesture: DraggedGesture?
    var dragSample: GestureSample?
    /// A step could not be checked; later steps are not.
    var lost = false
    /// The last drag was reported as an error, so its release is not reported again.
    var failedDrag = false

    /// Nil when the graph's root is not one of its screens (a graph recovered without screens).
    init?(graph: NavigationGraph) {
        guard graph.screen(at: graph.root) != nil else { return nil }
        self.graph = graph
        stack = [(graph.root, .root, false)]
    }

    /// The screen on top. The stack never empties: every step that removes an entry first checks
    /// that one stays below it, and the root entry is never removed.
    var top: Int { stack.last?.screen ?? graph.root }

    /// The navigation stack's screens, root first: the entries below the first presentation.
    var navigation: [Int] { stack.prefix { $0.arrival != .modal }.map(\.screen) }

    /// Whether a screen is presented over the navigation stack.
    var isCovered: Bool { stack.contains { $0.arrival == .modal } }

    func canMove(to target: Int, kind: EdgeKind) -> Bool {
        graph.edge(from: top, to: target, kind: kind) != nil
    }

    mutating func move(to target: Int, kind: EdgeKind, keptNothing: Bool = false) {
        stack.append((target, kind == .push ? .push : .modal, keptNothing))
    }

    func canPop(step: ScenarioStep, checker: inout Checker, graph: NavigationGraph) -> Bool {
        if stack.last?.arrival == .modal {
            checker.error(.popAtRoot, "'\(graph.screenName(top))' is presented, not pushed; use 'dismiss'", at: step.range,
                          fixIts: [FixIt(range: step.range, replacement: "dismiss")])
            return false
        }
        if stack.count == 1 {
            checker.error(.popAtRoot, "the stack holds only the root '\(graph.screenName(top))', so there is nothing to pop; push a screen first", at: step.range)
            return false
        }
        return true
    }

    /// A released drag that finishes performs its operation.
    mutating func completeDrag(_ gesture: Gesture) {
        switch gesture.operation {
        case .pop, .dismiss: stack.removeLast()
        case .push: if let t = gesture.target { stack.append((t, .push, false)) }
        case .present: if let t = gesture.target { stack.append((t, .modal, false)) }
        }
    }
}

private extension ScenarioStep {
    /// Whether a step that failed leaves where the scenario stands unknown: an expectation or a
    /// wait that could not be read changes nothing, so the steps after it are still checked.
    var changesTheStack: Bool {
        switch kind {
        case .expectStack, .expectValue, .expectOutcome, .wait, .resize: false
        case .push, .present, .pop, .popToRoot, .popTo, .dismiss, .drag, .release, .tap, .place: true
        }
    }


    /// Steps that may come between a drag and its release: expectations, waits, and the release.
    var mayFollowADrag: Bool {
        switch kind {
        // A resize reports its own mistake there (T1009).
        case .expectStack, .expectValue, .expectOutcome, .wait, .release, .resize: true
        case .push, .present, .pop, .popToRoot, .popTo, .dismiss, .drag, .tap, .place: false
        }
    }
}
