import TransitionModel
import TransitionSource

/// Writes a coordinator's gesture parts: adding each gesture recogniser to its screen's view when
/// the screen appears, when each may begin (its direction, a pop only above the root) and with what
/// it shares touches, and the handlers that start a `UIPercentDrivenInteractiveTransition` with the
/// spec's progress expression and finish rule. Measuring a gesture in the window, following the
/// finger and the rules every gesture shares are `TransitionCoordinator`'s (the support file).
struct GestureEmitter {
    let graph: NavigationGraph
    let access: SwiftAccessLevel
    /// The protocol that makes the screens gestures bring in, when any gesture pushes or presents.
    let screenMaker: String?

    /// Gestures that start a push or present need the app to make the destination.
    private var forwardGestures: [Gesture] { graph.gestures.filter { $0.operation.isForward && $0.target != nil } }
    /// Gestures on a presented screen: they dismiss it or present from it, so they remember it.
    private var modalGestures: [Gesture] { graph.gestures.filter { $0.operation == .dismiss || $0.operation == .present } }

    private func recogniserName(_ gesture: Gesture) -> String {
        SwiftNames.stringLiteral("\(graph.name).\(gesture.name)")
    }

    private func handlerName(_ gesture: Gesture) -> String {
        SwiftNames.identifier("handle" + SwiftNames.upperFirst(SwiftNames.mangled(gesture.name)))
    }

    private func screenVariable(_ gesture: Gesture) -> String {
        SwiftNames.identifier(SwiftNames.mangled(gesture.name) + "ViewController")
    }

    private func factoryName(_ target: Int) -> String {
        SwiftNames.identifier("make" + SwiftNames.upperFirst(SwiftNames.mangled(graph.screens[target].name)))
    }

    /// The screens gestures push or present, each once, in gesture order.
    private var madeScreens: [Int] {
        var targets: [Int] = []
        for gesture in forwardGestures {
            if let target = gesture.target, !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    /// The protocol the app adopts to make the screens gestures bring in; false when none does.
    func writeScreenMaker(into w: inout SwiftWriter) -> Bool {
        guard let screenMaker else { return false }
        w.doc("Makes the screens the `\(SwiftNames.commentText(graph.name))` gestures bring in. The coordinator holds it weakly, so",
              "the view controller or object that owns the coordinator can adopt it without a retain cycle.",
              "It has the access of the app's screen types it names (internal), whatever the file's.")
        w.line("@MainActor")
        w.block("protocol \(screenMaker): AnyObject") { w in
            for target in madeScreens {
                w.line("func \(factoryName(target))() -> \(SwiftNames.appType(graph.screens[target].typeName))")
            }
        }
        return true
    }

    func writeProperties(into w: inout SwiftWriter) {
        if let screenMaker {
            w.doc("Makes the screens a gesture pushes or presents; without it those gestures do nothing.")
            w.line("weak var screenMaker: \(screenMaker)?")
        }
        for gesture in modalGestures {
            w.line("private weak var \(screenVariable(gesture)): UIViewController?")
        }
    }

    /// Whether the coordinator keeps gesture state of its own (the screen maker, presented screens).
    var hasProperties: Bool { screenMaker != nil || !modalGestures.isEmpty }

    /// The coordinator's members for the gestures, each written on its own: adding them to screens,
    /// when each may begin (and with what it shares touches), and one handler per gesture.
    var members: [(inout SwiftWriter) -> Void] {
        guard !graph.gestures.isEmpty else { return [] }
        var members: [(inout SwiftWriter) -> Void] = [writeAttach, writeMayBegin]
        if !contentPopRaces.isEmpty { members.append(writeContentPopRaces) }
        if graph.gestures.contains(where: { $0.arbitration.contains { $0.relation == .simultaneous } }) {
            members.append(writeSimultaneousRecognition)
        }
        for gesture in graph.gestures {
            members.append { w in writeHandler(gesture, into: &w) }
        }
        return members
    }

    // MARK: - Attaching

    private func writeAttach(into w: inout SwiftWriter) {
        w.block("override func attachGestures(to viewController: UIViewController)") { w in
            for gesture in graph.gestures {
                let screen = graph.screens[gesture.screen]
                let name = recogniserName(gesture)
                let waits = gesture.arbitration.filter { $0.relation != .simultaneous }
                let test = waits.isEmpty ? "viewController is" : "let screen = viewController as?"
                w.block("if \(test) \(SwiftNames.appType(screen.typeName)), !hasGesture(named: \(name), on: viewController)") { w in
                    let action = "action: #selector(\(handlerName(gesture))(_:))"
                    let recognizer: String
                    // An edge recogniser is made by the support file's `edgePan`, which sets its edges.
                    if let edge = gesture.kind.edge, edge.followsLayoutDirection {
                        let (rtl, ltr) = (edge.physical(rightToLeft: true).rawValue, edge.physical(rightToLeft: false).rawValue)
                        w.line("let rightToLeft = viewController.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft")
                        recognizer = "edgePan(rightToLeft ? .\(rtl) : .\(ltr), \(action))"
                    } else if let edge = gesture.kind.edge {
                        recognizer = "edgePan(.\(edge.rawValue), \(action))"
                    } else {
                        recognizer = "\(gesture.kind.recognizerClass)(target: self, \(action))"
                    }
                    let add = "addGesture(\(recognizer), named: \(name), to: viewController)"
                    if waits.isEmpty, w.fits(add) {
                        w.line(add)
                    } else {
                        w.line("let recognizer = \(recognizer)")
                        w.line("addGesture(recognizer, named: \(name), to: viewController)")
                    }
                    if modalGestures.contains(where: { $0.name == gesture.name }) {
                        w.line("\(screenVariable(gesture)) = viewController")
                    }
                    writeFailureRequirements(waits, into: &w)
                }
            }
        }
    }

    /// `requiresFailureOf` and `requiredToFailBy`: `require(toFail:)` between the new recogniser
    /// and every recogniser of the named views (a scroll view's pan and pinch among them).
    private func writeFailureRequirements(_ waits: [GestureArbitration], into w: inout SwiftWriter) {
        guard !waits.isEmpty else { return }
        w.line("let elements = requireElements(screen)")
        for stated in waits {
            let element = "elements.\(SwiftNames.identifier(stated.element))"
            switch stated.relation {
            case .waitsForFailure:
                w.line("// requiresFailureOf: \(SwiftNames.commentText(stated.element)), so this begins only once its own gestures give up.")
                w.line("\(element).gestureRecognizers?.forEach { recognizer.require(toFail: $0) }")
            case .winsOver:
                w.line("// requiredToFailBy: \(SwiftNames.commentText(stated.element)), whose own gestures wait until this one fails.")
                w.line("\(element).gestureRecognizers?.forEach { $0.require(toFail: recognizer) }")
            case .simultaneous:
                continue
            }
        }
    }

    // MARK: - Handlers

    /// The progress from the gesture's measures, and on `.began` the interaction and the transition
    /// it drives; then `follow(_:progress:finishes:)` (TransitionSupport.swift) moves it with the
    /// finger, and on release finishes or cancels it by the spec's rule.
    private func writeHandler(_ gesture: Gesture, into w: inout SwiftWriter) {
        let screen = SwiftNames.commentText(graph.screens[gesture.screen].name)
        let name = SwiftNames.commentText(gesture.name)
        w.doc("`\(name)`: \(gesture.kind.phrase) on `\(screen)` drives the \(gesture.operation.rawValue).")
        w.block("@objc private func \(handlerName(gesture))(_ recognizer: \(gesture.kind.recognizerClass))") { w in
            writeInputs(gesture, into: &w)
            w.block("if recognizer.state == .began") { w in writeBegin(gesture, into: &w) }
            let rule = SwiftExpressions.condition(gesture.finish, input: { inputName($0, gesture) })
            guard let rate = gesture.releaseRate, case let .spring(damping, _) = gesture.completionCurve else {
                w.line("follow(recognizer, progress: progress, finishes: \(rule))")
                return
            }
            // `completionCurve: spring(damping: …, velocity: release)`: the rest springs on at the
            // finger's speed, the progress's rate at release that the checker derived.
            let perSecond = SwiftExpressions.number(rate, input: { inputName($0, gesture) })
            w.line("follow(recognizer, progress: progress, finishes: \(rule)) { finishing in")
            w.indented { w in
                w.line("let velocity = springVelocity(rate: \(perSecond), progress: progress, finishing: finishing)")
                w.line("return UISpringTimingParameters(dampingRatio: \(SwiftExpressions.number(damping)), initialVelocity: CGVector(dx: velocity, dy: velocity))")
            }
            w.line("}")
        }
    }

    /// How an expression input reads in a handler: the measures of `gesture`, a pinch's own scale.
    private func inputName(_ input: ExpressionInput, _ gesture: Gesture) -> String {
        switch input {
        case .width: "gesture.width"
        case .height: "gesture.height"
        case .translationX: "gesture.translation.x"
        case .translationY: "gesture.translation.y"
        case .velocityX: "gesture.velocity.x"
        case .velocityY: "gesture.velocity.y"
        case .locationX: "gesture.location.x"
        case .locationY: "gesture.location.y"
        case .scale: gesture.kind.measuresScale ? "recognizer.scale" : "1.0"
        case .scaleVelocity: gesture.kind.measuresScale ? "recognizer.velocity" : "0.0"
        case .progress: "progress"
        }
    }

    /// The measures the progress expression and finish rule read (`TransitionCoordinator.GestureInput`,
    /// in the transition's container view once it has begun), then the progress, clamped to 0…1 (0
    /// when not finite).
    private func writeInputs(_ gesture: Gesture, into w: inout SwiftWriter) {
        let used = gesture.progress.inputs + gesture.finish.inputs + (gesture.releaseRate?.inputs ?? [])
        let measured: [ExpressionInput] = [.width, .height, .translationX, .translationY, .velocityX, .velocityY, .locationX, .locationY]
        if used.contains(where: measured.contains) {
            let mirrors = gesture.kind.edge?.followsLayoutDirection ?? false
            w.line("let gesture = GestureInput(recognizer, in: transitionContainer\(mirrors ? ", followsLayoutDirection: true" : ""))")
        }
        let fraction = SwiftExpressions.number(gesture.progress, input: { inputName($0, gesture) })
        w.line("let progress = clampedProgress(\(fraction))")
    }

    private func writeBegin(_ gesture: Gesture, into w: inout SwiftWriter) {
        switch gesture.operation {
        case .push, .present:
            guard let target = gesture.target else {
                w.line("return")
                return
            }
            w.compactBlock("guard let destination = screenMaker?.\(factoryName(target))() else", ["return"])
            writeInteraction(gesture, into: &w)
            if gesture.operation == .push {
                w.line("navigationController?.pushViewController(destination, animated: true)")
            } else {
                w.line("prepareForPresentation(destination)")
                w.line("\(screenVariable(gesture))?.present(destination, animated: true)")
            }
        case .pop:
            writeInteraction(gesture, into: &w)
            w.line("navigationController?.popViewController(animated: true)")
        case .dismiss:
            writeInteraction(gesture, into: &w)
            w.line("\(screenVariable(gesture))?.dismiss(animated: true)")
        }
    }

    /// The interaction, with a `completionSpeed` that differs from UIKit's 1 and the completion
    /// curve always as its `timingCurve`, the default `easeInOut` included: every emitted animator
    /// vends an interruptible animator, which UIKit continues with `timingCurve` (or, when it is nil
    /// and the speed is 1, resumes on its own curve) and never with `completionCurve`.
    private func writeInteraction(_ gesture: Gesture, into w: inout SwiftWriter) {
        var settings: [String] = []
        if gesture.completionSpeed != 1 {
            settings.append("interaction.completionSpeed = \(SwiftExpressions.number(gesture.completionSpeed))")
        }
        if let named = Curve.named.first(where: { $0.curve == gesture.completionCurve })?.name {
            settings.append("interaction.timingCurve = UICubicTimingParameters(animationCurve: .\(named))")
        } else if case let .cubic(x1, y1, x2, y2) = gesture.completionCurve {
            let n: (Double) -> String = SwiftExpressions.number
            settings.append("interaction.timingCurve = UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(x1)), y: \(n(y1))), controlPoint2: CGPoint(x: \(n(x2)), y: \(n(y2))))")
        } else if case let .spring(damping, velocity) = gesture.completionCurve, gesture.releaseRate == nil {
            // A spring with a velocity of its own: fixed before the finger lifts (with `release`
            // the handler sets it as the finger lifts).
            let (n, v) = (SwiftExpressions.number(damping), SwiftExpressions.number(velocity))
            settings.append("interaction.timingCurve = UISpringTimingParameters(dampingRatio: \(n), initialVelocity: CGVector(dx: \(v), dy: \(v)))")
        }
        guard !settings.isEmpty else {
            w.line("interactionController = UIPercentDrivenInteractiveTransition()")
            return
        }
        w.line("let interaction = UIPercentDrivenInteractiveTransition()")
        w.lines(settings)
        w.line("interactionController = interaction")
    }

    // MARK: - Recogniser delegate

    /// `gestureMayBegin(_:)`: what each gesture asks beyond the rules TransitionCoordinator keeps for
    /// all (no gesture while a transition runs, the system swipe-back only where UIKit animates the pop).
    private func writeMayBegin(into w: inout SwiftWriter) {
        w.block("override func gestureMayBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool") { w in
            w.line("switch gestureRecognizer.name {")
            // Gestures with the same rule share a case.
            var rules: [(names: [String], body: [String])] = []
            for gesture in graph.gestures {
                let body = mayBeginLines(gesture)
                if let index = rules.firstIndex(where: { $0.body == body }) {
                    rules[index].names.append(recogniserName(gesture))
                } else {
                    rules.append(([recogniserName(gesture)], body))
                }
            }
            for rule in rules {
                w.line("case \(rule.names.map { $0 + "?" }.joined(separator: ", ")):")
                w.indented { w in w.lines(rule.body) }
            }
            w.line("default:")
            w.indented { w in w.line("return true") }
            w.line("}")
        }
    }

    /// The screens whose pans take the horizontal pan iOS 26's content swipe-back starts on (from the
    /// leading edge's side: rightward left to right, leftward right to left), each once in gesture
    /// order, with the layout directions where they do: `nil` for both.
    private var contentPopRaces: [(screen: Int, rightToLeft: Bool?)] {
        var races: [(screen: Int, rightToLeft: Bool?)] = []
        for gesture in graph.gestures {
            let takes = gesture.kind.takesContentSwipeBack
            guard takes.leftToRight || takes.rightToLeft else { continue }
            let rightToLeft: Bool? = takes.leftToRight && takes.rightToLeft ? nil : takes.rightToLeft
            if let index = races.firstIndex(where: { $0.screen == gesture.screen }) {
                if races[index].rightToLeft != rightToLeft { races[index].rightToLeft = nil }
            } else {
                races.append((gesture.screen, rightToLeft))
            }
        }
        return races
    }

    /// `contentPopRaces(_:)`: the screens where a pan of the spec and iOS 26's content swipe-back
    /// would take the same touch, so the coordinator turns the content swipe-back off there (T0819).
    private func writeContentPopRaces(into w: inout SwiftWriter) {
        w.block("override func contentPopRaces(_ viewController: UIViewController) -> Bool") { w in
            let races = contentPopRaces
            if races.contains(where: { $0.rightToLeft != nil }) {
                w.line("let rightToLeft = viewController.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft")
            }
            for race in races {
                let answer = race.rightToLeft.map { $0 ? "rightToLeft" : "!rightToLeft" } ?? "true"
                w.line("if \(isScreenTest(race.screen)) { return \(answer) }")
            }
            w.line("return false")
        }
    }

    private func isScreenTest(_ screen: Int) -> String {
        "viewController is \(SwiftNames.appType(graph.screens[screen].typeName))"
    }

    /// `simultaneousWith`: the delegate answers true for a recogniser of a named view. UIKit asks
    /// both recognisers' delegates, and "returning true is guaranteed to allow simultaneous
    /// recognition" (UIGestureRecognizerDelegate), so the view's own delegate need not agree.
    private func writeSimultaneousRecognition(into w: inout SwiftWriter) {
        let sharing = graph.gestures.filter { $0.arbitration.contains { $0.relation == .simultaneous } }
        w.function("\(access.modifier)override func gestureRecognizer", parameters: [
            "_ gestureRecognizer: UIGestureRecognizer",
            "shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer",
        ], returns: "Bool") { w in
            w.compactBlock("guard let other = otherGestureRecognizer.view else", ["return false"])
            w.line("switch gestureRecognizer.name {")
            for gesture in sharing {
                let type = SwiftNames.appType(graph.screens[gesture.screen].typeName)
                w.line("case \(recogniserName(gesture))?:")
                w.indented { w in
                    // UIResponder.next of a view controller's root view is that view controller.
                    w.compactBlock("guard let screen = gestureRecognizer.view?.next as? \(type) else", ["return false"])
                    let views = gesture.arbitration.filter { $0.relation == .simultaneous }
                        .map { "other === elements.\(SwiftNames.identifier($0.element))" }
                    w.line("let elements = requireElements(screen)")
                    w.line("return " + views.joined(separator: " || "))
                }
            }
            w.line("default:")
            w.indented { w in w.line("return false") }
            w.line("}")
        }
    }

    /// The statements of one gesture's case in `gestureMayBegin(_:)`.
    private func mayBeginLines(_ gesture: Gesture) -> [String] {
        var lines: [String] = []
        var conditions: [String] = []
        if let direction = gesture.kind.beginsOnlyTowards {
            lines.append("guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }")
            lines.append("let velocity = pan.velocity(in: pan.view)")
            switch direction {
            case .left: conditions.append("-velocity.x > abs(velocity.y)")
            case .right: conditions.append("velocity.x > abs(velocity.y)")
            case .up: conditions.append("-velocity.y > abs(velocity.x)")
            case .down: conditions.append("velocity.y > abs(velocity.x)")
            }
        }
        if let opens = gesture.pinchOpens {
            // Only the way that moves the transition on: closing fingers that dismiss must not
            // begin when they open to zoom the content.
            lines.append("guard let pinch = gestureRecognizer as? UIPinchGestureRecognizer else { return false }")
            conditions.append(opens ? "pinch.velocity > 0.0" : "pinch.velocity < 0.0")
        }
        if gesture.operation == .pop {
            conditions.append("canPop")
        }
        lines.append("return " + (conditions.isEmpty ? "true" : conditions.joined(separator: " && ")))
        return lines
    }
}
