// The driver's engine, compiled with a spec's emitted Swift and its generated `main.swift`: it
// installs the generated coordinator as README tells an app to, plays scenario steps through
// UIKit calls (navigation, presentation, recognisers), and samples the same channels at the
// same times as the interpreter's `Interpreter.advance`/`step`/`recordRow`, writing the trace in
// `transc run --format json`'s shape with numbers in full precision.
import TransitionCore
import UIKit

/// One screen of the graph: how to make its view controller and the names of its elements.
struct DriverScreen {
    var name: String
    var make: () -> UIViewController
    /// The element views or layers of a made controller, by name, with the frame and corner
    /// radius the interpreter gives them (`Element.frame(in:)`, worked out by the harness).
    var elements: (UIViewController) -> [DriverElement]
}

/// An element of a made controller and where it goes, as an app's layout would put it.
struct DriverElement {
    var name: String
    var object: AnyObject
    var frame: CGRect
    var cornerRadius: Double
}

/// What the finger does in a drag, computed by the harness from `Gesture.sample`.
struct DriverDrag {
    var gesture: String
    var recognizerName: String
    /// UIKit's swipe-back (`interactivePopGestureRecognizer`) rather than a recogniser of the spec's.
    var isSystemSwipeBack = false
    var isPinch: Bool
    /// At the end of the drag: translation, or the pinch's scale.
    var translationX: Double, translationY: Double, scale: Double
    /// Where the finger lands, in the container's (the window's) coordinates, as the interpreter's
    /// finger does (`Gesture.startLocation`); it moves by the translation from there.
    var startX = 0.0, startY = 0.0
    var duration: Double
}

enum DriverStep {
    case push(Int), present(Int, animated: Bool), pop, popTo(Int), popToRoot, dismiss(animated: Bool)
    case drag(DriverDrag), release(Double, Double), wait(Double)
    /// A tap on the recogniser of this name, wherever it is in the window, and the dismiss or pop
    /// its handler starts.
    case tap(recognizerName: String, dismisses: Bool)
    /// An element of the screen's controller on the stacks (else the newest) moved, as the
    /// app's layout would: `place Grid.thumbnail at rect(…)`.
    case place(Int, String, CGRect)
    /// The window takes a new size at rest: `resize to 844 x 390` (`UIKitTestWorld.resize`).
    case resize(Double, Double)
    /// The tour: reach a screen without animation (pushes and presents from the root); `made`: the
    /// names of the views a present's animator makes when UIKit asks it anyway (a sheet's dim).
    case setUp([(push: Bool, screen: Int, made: [String])])
    /// The tour's way back, only after a forward operation that completed.
    case backIfCompleted(push: Bool)
    /// Times after the next action at which the interpreter reads values (it stops the clock there).
    case probes([Double])
}

struct DriverRun {
    var title: String
    var steps: [DriverStep]
}

/// How the app holds its screens (docs/uikit-model.md P1): the navigation controller as the window's
/// root; a tab bar controller as the root, whose selected tab is the navigation controller; or the
/// navigation controller as the root with every presented screen inside a navigation controller
/// of its own (the usual way to give a modal a bar), which is what the app presents and prepares.
enum DriverAppShape {
    case navigationRoot, tabBarRoot, wrappedPresented
}

@MainActor
protocol DriverCoordinator: AnyObject {
    func install(on navigationController: UINavigationController)
}

@MainActor
final class Player {
    let spec: String, graph: String
    let screens: [DriverScreen]
    let root: Int
    let width: Double, height: Double, fps: Double
    let makeCoordinator: (Player) -> DriverCoordinator
    let shape: DriverAppShape

    var navigation: UINavigationController!
    /// The window's root in the tab-bar shape.
    var tabBar: UITabBarController?
    var coordinator: DriverCoordinator!
    /// The coordinator's `prepareForPresentation(_:)`, for graphs with modal edges.
    var prepare: ((UIViewController) -> Void)?
    var instances: [(screen: Int, controller: UIViewController, label: String)] = []
    var labels: [Int: String] = [:]
    var transitions: [String] = []
    var events: [String] = []
    var current: Current?
    var lastOutcome: Bool?
    var finger: Finger?
    var probes: [Double] = []
    var rowCount = 0
    var eventCursor = 0
    var sampleCount = 0
    /// Mistakes the core saw (a snapshot left behind is judged by the container's views instead:
    /// the emitted code keeps some for the transition back on purpose).
    var issues: [String] = []

    struct Current {
        var index: Int
        var operation: String
        var from: String, to: String
        var start: Double
        var channels: [(NodeID, Property)]
        var frames: [String] = []
        var endRecorded = false
        var containerAtStart: [String] = []
        var hiddenAtStart: [String] = []
    }

    struct Finger {
        let drag: DriverDrag
        let recognizer: UIGestureRecognizer
        let start: Double
        var fraction = 0.0
        var isMoving: Bool { fraction < 1 }
        var translation: (Double, Double) = (0, 0)
        /// Where the finger is: its start moved by the translation (`Gesture.sample`'s location).
        var location: (Double, Double) { (drag.startX + translation.0, drag.startY + translation.1) }
        var scale = 1.0
        var velocity: (Double, Double) = (0, 0)
        var scaleVelocity = 0.0

        init(drag: DriverDrag, recognizer: UIGestureRecognizer, start: Double) {
            self.drag = drag
            self.recognizer = recognizer
            self.start = start
        }

        /// `DragState.move`: constant speed from the start to the drag's end over its duration.
        mutating func move(to time: Double) {
            let duration = drag.duration
            fraction = duration > 0 && time < start + duration ? min(max((time - start) / duration, 0), 1) : 1
            translation = (drag.translationX * fraction, drag.translationY * fraction)
            scale = 1 + (drag.scale - 1) * fraction
            if fraction < 1 {
                velocity = (drag.translationX / duration, drag.translationY / duration)
                scaleVelocity = (drag.scale - 1) / duration
            } else {
                velocity = (0, 0)
                scaleVelocity = 0
            }
        }
    }

    init(spec: String, graph: String, screens: [DriverScreen], root: Int, width: Double, height: Double, fps: Double,
         shape: DriverAppShape = .navigationRoot, makeCoordinator: @escaping (Player) -> DriverCoordinator) {
        self.shape = shape
        self.spec = spec
        self.graph = graph
        self.screens = screens
        self.root = root
        self.width = width
        self.height = height
        self.fps = fps
        self.makeCoordinator = makeCoordinator
    }

    var stage: Stage { UIKitTestWorld.stage }

    // MARK: Setting up, as README tells an app

    func start() {
        UIKitTestWorld.reset(width: width, height: height)
        instances = []
        labels = [:]
        transitions = []
        events = []
        current = nil
        lastOutcome = nil
        finger = nil
        rowCount = 0
        sampleCount = 0
        prepare = nil
        issues = []
        for index in screens.indices { _ = makeInstance(index) }
        navigation = UINavigationController(rootViewController: instances[root].controller)
        tabBar = nil
        if shape == .tabBarRoot {
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            tabBar = tabs
        }
        coordinator = makeCoordinator(self)
        coordinator.install(on: navigation)
        eventCursor = stage.events.count
    }

    private func makeInstance(_ screen: Int) -> (screen: Int, controller: UIViewController, label: String) {
        let count = instances.filter { $0.screen == screen }.count
        let label = count == 0 ? screens[screen].name : "\(screens[screen].name)#\(count + 1)"
        let controller = screens[screen].make()
        let view = controller.view!
        labels[UIKitTestWorld.node(of: view).rawValue] = label
        for element in screens[screen].elements(controller) {
            if let elementView = element.object as? UIView {
                elementView.frame = element.frame
                elementView.layer.cornerRadius = element.cornerRadius
                view.addSubview(elementView)
                labels[UIKitTestWorld.node(of: elementView).rawValue] = "\(label).\(element.name)"
            } else if let layer = element.object as? CALayer {
                layer.frame = element.frame
                layer.cornerRadius = element.cornerRadius
                view.layer.addSublayer(layer)
                labels[UIKitTestWorld.node(of: layer).rawValue] = "\(label).\(element.name)"
            }
        }
        let instance = (screen, controller, label)
        instances.append(instance)
        return instance
    }

    /// `ScreenInstances.available`: an instance not on the stacks, else a new one.
    func available(_ screen: Int) -> UIViewController {
        let busy = stackControllers
        if let free = instances.first(where: { instance in instance.screen == screen && !busy.contains { $0 === instance.controller } }) {
            return free.controller
        }
        return makeInstance(screen).controller
    }

    /// Made on demand for gestures that push or present (`ScreenMaker`).
    func make(_ screen: Int) -> UIViewController { available(screen) }

    /// The presented controllers, bottom first: the screens, or in the wrapped shape their navigation
    /// controllers (`screen(of:)` finds the screen).
    var presented: [UIViewController] {
        var chain: [UIViewController] = []
        var current = (tabBar ?? navigation).presentedViewController
        while let vc = current {
            chain.append(vc)
            current = vc.presentedViewController
        }
        return chain
    }
    var stackControllers: [UIViewController] { navigation.viewControllers + presented.map(screen(of:)) }
    var visible: UIViewController? { presented.last.map(screen(of:)) ?? navigation.topViewController }

    /// The screen a presented controller is: itself, or the root of the navigation controller it was presented in.
    func screen(of vc: UIViewController) -> UIViewController { (vc as? UINavigationController)?.topViewController ?? vc }

    /// What the app presents for `vc`: the screen, or in the wrapped shape a navigation controller holding it.
    func presentable(_ vc: UIViewController) -> UIViewController {
        shape == .wrappedPresented ? UINavigationController(rootViewController: vc) : vc
    }

    func label(_ vc: UIViewController) -> String { instances.first { $0.controller === screen(of: vc) }?.label ?? "?" }

    // MARK: Playing

    func play(_ run: DriverRun) -> String {
        start()
        var pendingProbes: [Double] = []
        for step in run.steps {
            if case let .probes(times) = step {
                pendingProbes = times
                continue
            }
            let now = stage.time
            probes = pendingProbes.map { clock.snapped(now + $0) }.sorted()
            pendingProbes = []
            perform(step)
        }
        return json(run.title)
    }

    func perform(_ step: DriverStep) {
        switch step {
        case let .push(screen):
            let vc = available(screen)
            operate("push", arriving: vc) { self.navigation.pushViewController(vc, animated: true) }
        case let .present(screen, animated):
            let vc = available(screen)
            let shown = presentable(vc)
            prepare?(shown)
            let presenter = visible
            operate(animated ? "present" : "present without animation", arriving: vc) { presenter?.present(shown, animated: animated) }
        case .pop:
            guard let below = revealedByPop else { return }
            operate("pop", arriving: below) { self.navigation.popViewController(animated: true) }
        case let .popTo(screen):
            let stack = navigation.viewControllers
            guard let target = stack.dropLast().last(where: { vc in self.instances.first { $0.controller === vc }?.screen == screen }) else { return }
            operate("pop to", arriving: target) { self.navigation.popToViewController(target, animated: true) }
        case .popToRoot:
            let stack = navigation.viewControllers
            guard stack.count > 1 else { return }
            operate("pop to root", arriving: stack[0]) { self.navigation.popToRootViewController(animated: true) }
        case let .dismiss(animated):
            guard let top = presented.last else { return }
            operate(animated ? "dismiss" : "dismiss without animation", arriving: revealedByDismiss) { top.dismiss(animated: animated) }
        case let .drag(drag):
            startDrag(drag)
        case let .release(vx, vy):
            release(vx, vy)
        case let .tap(name, dismisses):
            guard let recognizer = UIKitTestWorld.recognizersInWindow().first(where: { $0.name == name }) as? UITapGestureRecognizer else {
                issues.append("no tap recogniser '\(name)' is on screen")
                return
            }
            operate(dismisses ? "dismiss" : "pop", arriving: dismisses ? revealedByDismiss : revealedByPop) { UIKitTestWorld.tap(recognizer) }
        case let .wait(seconds):
            advance(to: stage.time + seconds)
        case let .place(screen, name, frame):
            let onStacks = stackControllers.reversed().compactMap { vc in instances.first { $0.controller === vc } }
            guard let instance = onStacks.first(where: { $0.screen == screen }) ?? instances.last(where: { $0.screen == screen }),
                  let element = screens[screen].elements(instance.controller).first(where: { $0.name == name }) else { return }
            if let view = element.object as? UIView { view.frame = frame } else if let layer = element.object as? CALayer { layer.frame = frame }
        case let .resize(width, height):
            if !UIKitTestWorld.resize(width: width, height: height) {
                issues.append("the window could not take the size \(width) x \(height)")
            }
        case let .setUp(path):
            setUp(path)
        case let .backIfCompleted(push):
            guard lastOutcome == true, UIKitTestWorld.stage.isIdle else { return }
            perform(push ? .pop : .dismiss(animated: true))
        case .probes:
            break
        }
    }

    /// The tour's set-up: everything dismissed and popped, then the path without animation.
    private func setUp(_ path: [(push: Bool, screen: Int, made: [String])]) {
        while let top = presented.last { top.dismiss(animated: false) }
        if navigation.viewControllers.count > 1 { navigation.popToRootViewController(animated: false) }
        for (push, screen, made) in path {
            let vc = available(screen)
            if push {
                navigation.pushViewController(vc, animated: false)
            } else {
                let shown = presentable(vc)
                prepare?(shown)
                visible?.present(shown, animated: false)
                var names = made[...]
                for node in madeNodes() {
                    guard let name = names.popFirst() else { break }
                    labels[node.rawValue] = name
                }
            }
        }
        eventCursor = stage.events.count
    }

    /// Runs a UIKit call that should start a transition; records it as the interpreter does.
    /// The screen a dismiss of the top presented screen shows: the one presented below it, else the
    /// navigation controller's top.
    private var revealedByDismiss: UIViewController? { presented.dropLast().last.map(screen(of:)) ?? navigation.topViewController }

    /// The screen a pop shows, nil at the root.
    private var revealedByPop: UIViewController? {
        let stack = navigation.viewControllers
        return stack.count > 1 ? stack[stack.count - 2] : nil
    }

    private func operate(_ name: String, arriving: UIViewController?, _ call: () -> Void) {
        let leaving = visible
        let ran = UIKitTestWorld.animatorTransitions
        let stacks = stackControllers
        call()
        // A present or dismiss without animation runs its animator in a transition of no length
        // (a `.custom` presentation), or changes the stacks with no transition at all.
        let endedAtOnce = UIKitTestWorld.animatorTransitions > ran && !UIKitTestWorld.isTransitioning && stage.isIdle
        guard beginRecording(name, from: leaving, to: arriving, endedAtOnce: endedAtOnce) else {
            if stackControllers.map(ObjectIdentifier.init) != stacks.map(ObjectIdentifier.init) { recordStack(transition: nil) }
            return
        }
        runUntilIdle()
    }

    private func beginRecording(_ name: String, from leaving: UIViewController?, to arriving: UIViewController?, endedAtOnce: Bool = false) -> Bool {
        guard UIKitTestWorld.isTransitioning || !stage.isIdle || endedAtOnce else {
            drainEvents()
            return false
        }
        nameNewNodes()
        let channels = stage.runningAnimations.map { ($0.target, $0.property) }
        transitions.append("")
        current = Current(index: transitions.count, operation: name, from: leaving.map(label) ?? "?", to: arriving.map(label) ?? "?",
                          start: stage.time, channels: channels, containerAtStart: containerLabels, hiddenAtStart: hiddenLabels)
        recordRow()
        drainEvents()
        return true
    }

    /// Labels the snapshots, backdrops and masks the animator made: `snapshot@T#K` for the K-th
    /// view transition T made, a picture or a plain view in a container (the harness maps these
    /// to the plan's names), `<view>.mask` for masks.
    private func nameNewNodes() {
        for (count, node) in madeNodes().enumerated() {
            labels[node.rawValue] = "snapshot@\(transitions.count + 1)#\(count + 1)"
        }
        let tree = stage.tree
        for node in tree.nodes {
            if let mask = node.mask, labels[mask.rawValue] == nil, let owner = labels[node.id.rawValue] {
                labels[mask.rawValue] = "\(owner).mask"
            }
        }
    }

    /// The views an animator made that have no label yet, in the order made: pictures, and views in
    /// the window or in a presentation's own container (which is UIKit's, not the animator's).
    private func madeNodes() -> [NodeID] {
        let containers = Set(stage.controllers.compactMap(\.presentationContainer))
        return stage.tree.nodes.filter { node in
            labels[node.id.rawValue] == nil && node.kind == .view && !containers.contains(node.id)
                && (node.snapshotOf != nil || node.superview == stage.containerView || node.superview.map(containers.contains) == true)
        }.map(\.id)
    }

    // MARK: The finger

    private func startDrag(_ drag: DriverDrag) {
        guard let recognizer = touchedRecognizer(drag) else {
            issues.append("no recogniser of '\(drag.gesture)' is under the finger")
            return
        }
        let leaving = visible
        var finger = Finger(drag: drag, recognizer: recognizer, start: stage.time)
        // The velocity the recogniser reports as it begins: the drag's, signed as it moves.
        let duration = drag.duration > 0 ? drag.duration : 1
        let began = UIKitTestWorld.drive(
            recognizer, state: .began, translation: .zero,
            velocity: CGPoint(x: drag.translationX / duration, y: drag.translationY / duration),
            scale: 1, scaleVelocity: (drag.scale - 1) / duration, location: CGPoint(x: drag.startX, y: drag.startY))
        guard began, UIKitTestWorld.isTransitioning else {
            issues.append("'\(drag.gesture)' did not begin a transition")
            return
        }
        let arriving = UIKitTestWorld.arrivingController
        guard beginRecording(operationName(), from: leaving, to: arriving) else { return }
        if drag.duration <= 0 {
            finger.move(to: stage.time)
            self.finger = finger
            sendFinger(.changed)
            return
        }
        self.finger = finger
        advance(to: stage.time + drag.duration)
    }

    /// The recogniser the finger lands on: the spec's, on the screen on view, or UIKit's swipe-back,
    /// on the navigation controller's view, which a presented screen covers.
    private func touchedRecognizer(_ drag: DriverDrag) -> UIGestureRecognizer? {
        if drag.isSystemSwipeBack { return presented.isEmpty ? navigation.interactivePopGestureRecognizer : nil }
        guard let vc = visible else { return nil }
        return UIKitTestWorld.recognizers(on: vc.view).first { $0.name == drag.recognizerName }
    }

    private func operationName() -> String {
        switch stage.context?.operation {
        case .push: "push"
        case .present: "present"
        case .dismiss: "dismiss"
        case .pop: "pop"
        case .popTo: "pop to"
        case .popToRoot: "pop to root"
        case nil: "?"
        }
    }

    private func sendFinger(_ state: UIGestureRecognizer.State) {
        guard let finger else { return }
        UIKitTestWorld.drive(
            finger.recognizer, state: state, translation: CGPoint(x: finger.translation.0, y: finger.translation.1),
            velocity: CGPoint(x: finger.velocity.0, y: finger.velocity.1), scale: finger.scale,
            scaleVelocity: finger.scaleVelocity, location: CGPoint(x: finger.location.0, y: finger.location.1))
    }

    private func release(_ vx: Double, _ vy: Double) {
        guard var finger else { return }
        self.finger = nil
        finger.velocity = (vx, vy)
        if finger.drag.isPinch { finger.scaleVelocity = vx }
        self.finger = finger
        sendFinger(.ended)
        self.finger = nil
        drainEvents()
        runUntilIdle()
    }

    // MARK: The clock (Interpreter.advance, step, runUntilIdle)

    var isMoving: Bool {
        guard !stage.isIdle else { return false }
        return stage.interactionPercent == nil || finger?.isMoving == true
    }

    /// The interpreter's frame grid (`Interpreter.clock`): one rule for frames and timed probes.
    var clock: FrameClock { FrameClock(framesPerSecond: fps) }


    func advance(to target: Double) {
        while stage.time < target {
            var stop = target
            if isMoving { stop = min(stop, clock.nextStop(after: stage.time, deadline: stage.transitionDeadline)) }
            if let deadline = stage.transitionDeadline, deadline > stage.time { stop = min(stop, deadline) }
            if let probe = probes.first(where: { $0 > stage.time }) { stop = min(stop, probe) }
            step(to: stop)
        }
    }

    func runUntilIdle() {
        let start = stage.time
        while !stage.isIdle, let deadline = stage.transitionDeadline {
            if deadline - start > 600 {
                advance(to: start + 600)
                return
            }
            advance(to: deadline)
        }
        UIKitTestWorld.advance(to: stage.time)
        drainEvents()
    }

    private func step(to time: Double) {
        let wasMoving = isMoving
        if var moving = finger, moving.isMoving {
            moving.move(to: time)
            finger = moving
            sendFinger(.changed)
        }
        if time == stage.transitionDeadline { recordRow(at: time, ending: true) }
        UIKitTestWorld.advance(to: time)
        drainEvents()
        if wasMoving, current != nil, isFrameTime(time) { recordRow() }
    }

    private func isFrameTime(_ time: Double) -> Bool { clock.isFrameTime(time) }

    func recordRow(at time: Double? = nil, ending: Bool = false) {
        guard var running = current, !running.endRecorded else { return }
        rowCount += 1
        let stage = self.stage
        let cancelling = stage.context?.transitionWasCancelled == true
        let animations = ending ? stage.runningAnimations : []
        if ending { running.endRecorded = true }
        var values: [String] = []
        for (node, property) in running.channels {
            var value = stage.presentedValue(of: node, property)
            if ending, let animation = animations.last(where: { $0.target == node && $0.property == property }) {
                value = cancelling ? animation.from : animation.to
            }
            values.append(Self.json(value))
        }
        sampleCount += running.channels.count
        let percent = ending ? nil : stage.interactionPercent
        running.frames.append("{\"t\":\(Self.number(time ?? stage.time)),\"percent\":\(percent.map(Self.number) ?? "null"),\"values\":[\(values.joined(separator: ","))]}")
        current = running
    }

    private func drainEvents() {
        let events = stage.events
        while eventCursor < events.count {
            let event = events[eventCursor]
            eventCursor += 1
            switch event.event {
            case let .transitionEnded(_, completed): if current != nil { endTransition(completed) }
            case .issue(.snapshotLeftBehind): break
            case let .issue(issue): issues.append(issue.description)
            case .transitionBegan, .interactionUpdated, .interactionFinished, .interactionCancelled, .completeTransitionCalled: break
            }
        }
    }

    /// The container's views, back to front, by label.
    var containerLabels: [String] {
        stage.stackedViews.map { labels[$0.rawValue] ?? $0.description }
    }

    /// Every hidden node's label, sorted, as the interpreter records it.
    var hiddenLabels: [String] {
        stage.tree.nodes.filter(\.isHidden).map { labels[$0.id.rawValue] ?? $0.id.description }.sorted()
    }

    private func endTransition(_ completed: Bool) {
        guard current != nil else { return }
        recordRow()
        guard let running = current else { return }
        lastOutcome = completed
        transitions[running.index - 1] = record(running, outcome: completed)
        recordStack(transition: running.index)
        current = nil
    }

    /// The stacks as a trace event: after a transition (its index), or after a change made at once.
    private func recordStack(transition: Int?) {
        let stack = stackControllers.map { Self.string(label($0)) }
        let owner = transition.map { "\"transition\":\($0)," } ?? ""
        events.append("{\"t\":\(Self.number(stage.time)),\(owner)\"type\":\"stack\",\"stack\":[\(stack.joined(separator: ","))]}")
    }

    /// A transition as the trace writes it; `outcome` nil for one still held when the run ends.
    private func record(_ running: Current, outcome: Bool?) -> String {
        let channels = running.channels.map { node, property in
            "{\"node\":\(Self.string(labels[node.rawValue] ?? node.description)),\"property\":\"\(property.traceName)\",\"kind\":\"\(Self.kind(property))\"}"
        }
        let ending = outcome.map { "\"\($0 ? "completed" : "cancelled")\"" } ?? "null"
        return """
        {"index":\(running.index),"operation":\(Self.string(running.operation)),"from":\(Self.string(running.from)),"to":\(Self.string(running.to)),\
        "start":\(Self.number(running.start)),"end":\(outcome == nil ? "null" : Self.number(stage.time)),"outcome":\(ending),\
        "channels":[\(channels.joined(separator: ","))],\
        "containerAtStart":[\(running.containerAtStart.map(Self.string).joined(separator: ","))],\
        "containerAtEnd":[\(outcome == nil ? "" : containerLabels.map(Self.string).joined(separator: ","))],\
        "hiddenAtStart":[\(running.hiddenAtStart.map(Self.string).joined(separator: ","))],\
        "hiddenAtEnd":[\(outcome == nil ? "" : hiddenLabels.map(Self.string).joined(separator: ","))],"frames":[\(running.frames.joined(separator: ","))]}
        """
    }

    // MARK: JSON, numbers in full precision

    func json(_ title: String) -> String {
        if let running = current { transitions[running.index - 1] = record(running, outcome: nil) }
        return """
        {"spec":\(Self.string(spec)),"graph":\(Self.string(graph)),"title":\(Self.string(title)),"container":{"width":\(Self.number(width)),"height":\(Self.number(height))},"fps":\(Self.number(fps)),\
        "transitions":[\(transitions.filter { !$0.isEmpty }.joined(separator: ","))],"events":[\(events.joined(separator: ","))],"issues":[\(issues.map(Self.string).joined(separator: ","))],"samples":\(sampleCount)}
        """
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func json(_ value: AnimatableValue) -> String {
        switch value {
        case let .scalar(v): return number(v)
        case let .affine(t): return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ",") + "]"
        case let .rect(r): return "[" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: ",") + "]"
        case let .size(s): return "[" + [s.width, s.height].map(number).joined(separator: ",") + "]"
        case let .color(c): return "[" + [c.red, c.green, c.blue, c.alpha].map(number).joined(separator: ",") + "]"
        case let .path(p):
            let r = p?.rect ?? .zero
            return "[" + [r.minX, r.minY, r.width, r.height, p?.cornerRadius ?? 0].map(number).joined(separator: ",") + "]"
        case let .transform3D(m):
            let all = (0 ..< 4).map { m.row1[$0] } + (0 ..< 4).map { m.row2[$0] } + (0 ..< 4).map { m.row3[$0] } + (0 ..< 4).map { m.row4[$0] }
            return "[" + all.map(number).joined(separator: ",") + "]"
        }
    }

    static func kind(_ property: Property) -> String {
        switch property.kind {
        case .scalar: "scalar"
        case .affine: "affine"
        case .transform3D: "transform3D"
        case .rect: "rect"
        case .size: "size"
        case .color: "color"
        case .path: "path"
        }
    }
}
