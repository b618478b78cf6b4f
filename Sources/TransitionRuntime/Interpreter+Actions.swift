import Foundation
import TransitionCore
import TransitionModel
import TransitionSource

/// Scenario actions on the stage: operations, the finger, waiting, and reading values.
extension Interpreter {
    /// Performs one action and lets it play out: an operation until its transition ends, a drag
    /// until the finger stops (the transition stays held), a release until the transition
    /// finishes or cancels, a wait for its time. Expectations are not actions (see `ScenarioRun`).
    mutating func perform(_ action: ScenarioAction) {
        let range = action.range
        playing = range
        switch action.kind {
        case let .push(screen):
            let arriving = screens.available(screen, excluding: actualStack, stage: &stage)
            if begin(.push(arriving.controller), name: "push", arriving: arriving, stepRange: range) { runUntilIdle() }
        case let .present(screen, animated):
            let arriving = screens.available(screen, excluding: actualStack, stage: &stage)
            if begin(.present(arriving.controller), name: "present", arriving: arriving, animated: animated, stepRange: range) { runUntilIdle() }
        case .pop: goBack(.pop, at: range)
        case let .popTo(screen): goBack(.popTo(screen), at: range)
        case .popToRoot: goBack(.popToRoot, at: range)
        case let .dismiss(animated): goBack(.dismiss, animated: animated, at: range)
        case let .drag(dragged, amount, duration):
            guard let gesture = graph.gesture(dragged), swipeBackBegins(dragged, at: range) else { return }
            startDrag(gesture, amount: amount, duration: duration, at: range)
        case let .release(velocityX, velocityY):
            release(velocityX: velocityX, velocityY: velocityY, at: range)
        case let .tap(index):
            tap(graph.taps[index], at: range)
        case let .wait(seconds):
            record(.waited(seconds: seconds))
            evaluateProbes()
            advance(to: stage.time + seconds)
        case let .place(screen, element, frame):
            // As the app's layout would move it: at once, in its screen's view.
            guard let node = node(of: .element(screen: screen, name: element)) else { return }
            stage.setValue(.rect(frame.evaluate(in: stage.screenBounds.size)), for: .frame, of: node)
        case let .resize(width, height):
            resize(width: values.number(width), height: values.number(height), at: range)
        case .expectStack, .expectValue, .expectOutcome:
            break
        }
    }

    /// The window takes a new size at rest, as UIKit lays it out (docs/uikit-model.md C6): the
    /// core's containers and every view by its autoresizing mask (C7, C8), then each sheet at the
    /// frame its presentation gives in the new container (`containerViewWillLayoutSubviews`).
    private mutating func resize(width: Double, height: Double, at range: SourceRange) {
        guard width > 0, height > 0 else {
            report(.operationRefused, "the window cannot take the size \(decimalText(width)) x \(decimalText(height)): both must be above zero", at: range)
            return
        }
        let size = Size(width: width, height: height)
        guard stage.resize(to: size) else {
            report(.operationRefused, "transc changes the window's size only at rest, not while a transition runs", at: range)
            return
        }
        values = ModelValues(width: width, height: height)
        record(.resized(width: width, height: height))
        for controller in stage.modal.presented {
            guard let presentation = presentations[controller], let frame = presentation.presentedFrame(in: size) else { continue }
            stage.setPresentationStyle(presentation.style, of: controller, frame: frame)
            stage.setValue(.rect(frame), for: .frame, of: stage.controller(controller).view)
        }
    }

    /// The operations that take screens off the stacks.
    private enum Backward {
        case pop, popTo(Int), popToRoot, dismiss
    }

    /// Runs a pop, pop-to or dismiss from the current stacks until its transition ends.
    private mutating func goBack(_ kind: Backward, animated: Bool = true, at range: SourceRange) {
        guard let (operation, name, arriving, removed) = backward(kind, at: range) else { return }
        if begin(operation, name: name, arriving: arriving, removed: removed, animated: animated, stepRange: range) { runUntilIdle() }
    }

    /// The core operation, its name, the revealed screen and the screens removed without
    /// animation, for a pop, pop-to or dismiss from the current stacks.
    private mutating func backward(_ kind: Backward, at range: SourceRange)
        -> (TransitionOperation, String, ScreenInstance, [ControllerID])?
    {
        let navigation = stage.navigation?.controllers ?? []
        func instance(_ controller: ControllerID) -> ScreenInstance? { screens.instance(for: controller) }
        switch kind {
        case .dismiss:
            guard let top = stage.modal.presented.last else {
                report(.operationRefused, "UIKit would refuse this dismiss: nothing is presented", at: range)
                return nil
            }
            let below = stage.modal.presented.dropLast().last ?? navigation.last ?? top
            return instance(below).map { (.dismiss, "dismiss", $0, []) }
        case .pop:
            guard navigation.count > 1 else {
                report(.operationRefused, "UIKit would refuse this pop: only the root is on the stack", at: range)
                return nil
            }
            return instance(navigation[navigation.count - 2]).map { (.pop, "pop", $0, []) }
        case .popToRoot:
            guard navigation.count > 1 else {
                report(.operationRefused, "UIKit would refuse this pop to root: only the root is on the stack", at: range)
                return nil
            }
            return instance(navigation[0]).map { (.popToRoot, "pop to root", $0, Array(navigation[1 ..< navigation.count - 1])) }
        case let .popTo(screen):
            let below = navigation.dropLast()
            guard let depth = below.lastIndex(where: { instance($0)?.screen == screen }) else {
                report(.operationRefused, "UIKit would refuse this pop: '\(graph.screens[screen].name)' is not below the top of the stack", at: range)
                return nil
            }
            let target = navigation[depth]
            return instance(target).map { (.popTo(target), "pop to", $0, Array(navigation[(depth + 1) ..< navigation.count - 1])) }
        }
    }

    /// A tap on a kept view: the dismiss or pop it drives, as the emitted coordinator's handler
    /// calls it (`dismiss(animated: true)`, `popViewController(animated: true)`), if the view is
    /// on screen for the screen on top.
    private mutating func tap(_ tap: Tap, at range: SourceRange) {
        let top = stage.modal.presented.last ?? stage.navigation?.controllers.last
        let until: TransitionOperation.Kind = tap.operation == .dismiss ? .dismiss : .pop
        guard let top, kept.contains(where: { $0.owner == top && $0.name == tap.view && $0.until == until }) else {
            report(.operationRefused, "nothing takes this tap: '\(tap.view)' is not on screen", at: range)
            return
        }
        record(.tapped(gesture: tap.name, view: tap.view))
        goBack(tap.operation == .dismiss ? .dismiss : .pop, at: range)
    }

    // MARK: - The finger

    /// UIKit's swipe-back begins only where the model says (`NavigationGraph.systemSwipeBackRefusal`,
    /// the rule the emitted coordinator keeps); elsewhere the drag is refused, as on a device.
    private mutating func swipeBackBegins(_ dragged: DraggedGesture, at range: SourceRange) -> Bool {
        guard case .systemSwipeBack = dragged else { return true }
        let navigation = (stage.navigation?.controllers ?? []).compactMap { screens.instance(for: $0)?.screen }
        guard let refusal = graph.systemSwipeBackRefusal(navigation: navigation, covered: !stage.modal.presented.isEmpty) else { return true }
        let why: String
        switch refusal {
        case .root: why = "only the root is on the stack"
        case .covered: why = "a presented screen covers the navigation stack"
        case let .customPop(edge): why = "the pop is the custom animator of '\(graph.spelling(of: edge))', which replaces it"
        }
        report(.operationRefused, "UIKit's swipe-back would not begin: \(why)", at: range)
        return false
    }

    private mutating func startDrag(_ gesture: Gesture, amount: DragDistance, duration: Double, at range: SourceRange) {
        // The emitted recogniser delegate lets a pinch begin only the way that moves its transition on.
        if !gesture.begins(with: amount), let opens = gesture.pinchOpens {
            report(.operationRefused, """
                the gesture would not begin: '\(gesture.name)' \(opens ? "opens" : "closes") the fingers to move its \
                \(gesture.operation.rawValue) on, and this pinch \(opens ? "closes" : "opens") them
                """, at: range)
            return
        }
        let navigation = stage.navigation?.controllers ?? []
        let operation: TransitionOperation
        let name: String
        let arriving: ScreenInstance?
        switch gesture.operation {
        case .pop:
            guard navigation.count > 1 else {
                report(.operationRefused, "UIKit would refuse this pop: only the root is on the stack", at: range)
                return
            }
            operation = .pop
            name = "pop"
            arriving = screens.instance(for: navigation[navigation.count - 2])
        case .dismiss:
            let below = stage.modal.presented.dropLast().last ?? navigation.last
            operation = .dismiss
            name = "dismiss"
            arriving = below.flatMap { screens.instance(for: $0) }
        case .push, .present:
            guard let target = gesture.target else { return }
            let instance = screens.available(target, excluding: actualStack, stage: &stage)
            operation = gesture.operation == .push ? .push(instance.controller) : .present(instance.controller)
            name = gesture.operation.rawValue
            arriving = instance
        }
        guard let arriving, begin(operation, name: name, arriving: arriving, gesture: gesture, stepRange: range) else { return }
        var finger = DragState(gesture: gesture, amount: amount, start: stage.time, duration: duration)
        if duration <= 0 {
            finger.move(to: stage.time, width: values.width, height: values.height)
            try? stage.updateInteractiveTransition(finger.progress)
            drag = finger
            record(.interactionUpdated(percent: finger.progress))
            return
        }
        drag = finger
        advance(to: stage.time + duration)
    }

    private mutating func release(velocityX: Double, velocityY: Double, at range: SourceRange) {
        guard let finger = drag else { return }
        drag = nil
        var sample = finger.sample
        sample.velocityX = velocityX
        sample.velocityY = velocityY
        if finger.gesture.kind.measuresScale { sample.scaleVelocity = velocityX }
        let percent = stage.interactionPercent ?? finger.progress
        let finishing = finger.gesture.finishes(at: sample)
        // A spring completion carries the finger's momentum: the handler sets the interaction's
        // `timingCurve` just before finish() or cancel().
        let timing = finger.gesture.completionSpring(at: sample, progress: finger.gesture.progress(at: sample), finishing: finishing)
            .map { CompletionTiming.spring(dampingRatio: $0.dampingRatio, initialVelocity: $0.initialVelocity) }
        if finishing {
            record(.interactionFinished(percent: percent, velocityX: velocityX, velocityY: velocityY))
            try? stage.finishInteractiveTransition(timing: timing)
        } else {
            record(.interactionCancelled(percent: percent, velocityX: velocityX, velocityY: velocityY))
            current?.cancelled = true
            try? stage.cancelInteractiveTransition(timing: timing)
        }
        drainEvents()
        evaluateProbes()
        runUntilIdle()
    }

    // MARK: - Reading values

    /// The number an expectation reads now, or nil when its subject does not exist.
    func read(_ subject: ExpectationSubject, _ property: ExpectedProperty) -> Double? {
        guard let node = node(of: subject) else { return nil }
        switch property {
        case .alpha: return stage.presentedValue(of: node, .alpha).scalar
        case .hidden: return stage.tree[node].isHidden ? 1 : 0
        case .cornerRadius: return stage.presentedValue(of: node, .cornerRadius).scalar
        case .shadowOpacity: return stage.presentedValue(of: node, .shadowOpacity).scalar
        case .shadowRadius: return stage.presentedValue(of: node, .shadowRadius).scalar
        case .shadowOffsetWidth: return stage.presentedValue(of: node, .shadowOffset).size?.width
        case .shadowOffsetHeight: return stage.presentedValue(of: node, .shadowOffset).size?.height
        // The core's frame is `center` and `bounds` (ViewTree.frame): the untransformed geometry.
        case .boundsWidth: return stage.presentedValue(of: node, .frame).rect?.width
        case .boundsHeight: return stage.presentedValue(of: node, .frame).rect?.height
        case .centerX: return stage.presentedValue(of: node, .frame).rect?.center.x
        case .centerY: return stage.presentedValue(of: node, .frame).rect?.center.y
        case .frameX: return transformedFrame(of: node)?.minX
        case .frameY: return transformedFrame(of: node)?.minY
        case .frameWidth: return transformedFrame(of: node)?.width
        case .frameHeight: return transformedFrame(of: node)?.height
        case .transformScale, .transformScaleX, .transformScaleY, .transformTranslationX, .transformTranslationY,
             .transformRotation, .transformRotationX, .transformRotationY:
            return Self.read(property, of: presentedTransform(of: node))
        }
    }

    /// UIKit's `frame` of a node as shown now: its own frame under its transform.
    private func transformedFrame(of node: NodeID) -> Rect? {
        stage.presentedValue(of: node, .frame).rect.map { Self.transformedFrame($0, by: presentedTransform(of: node)) }
    }

    /// A node's transform as shown now. A view's transform is its layer's: the affine
    /// `transform` and the `transform3D` a 3D track animates are one value in UIKit, and at most
    /// one of them moves.
    private func presentedTransform(of node: NodeID) -> Transform3D {
        var transform = stage.presentedValue(of: node, .layerTransform).transform3D ?? .identity
        if stage.tree[node].kind == .view, let affine = stage.presentedValue(of: node, .transform).affine {
            transform = Transform3D(affine).concatenating(transform)
        }
        return transform
    }

    /// What `frame` returns for a view whose untransformed frame is `own` under `transform`
    /// (about its centre, the default anchor point): the smallest rectangle around its four
    /// corners as transformed, projected onto the screen's plane for a 3D transform.
    static func transformedFrame(_ own: Rect, by transform: Transform3D) -> Rect {
        guard transform != .identity else { return own }
        let (cx, cy) = (own.center.x, own.center.y)
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (dx, dy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let x = dx * own.width / 2, y = dy * own.height / 2
            let p = SIMD4<Double>(x, y, 0, 1)
            let column = { (i: Int) in p[0] * transform.row1[i] + p[1] * transform.row2[i] + p[2] * transform.row3[i] + p[3] * transform.row4[i] }
            let w = column(3)
            guard w > 0 else { continue }  // behind the eye: not on the screen
            let (px, py) = (cx + column(0) / w, cy + column(1) / w)
            (minX, minY, maxX, maxY) = (min(minX, px), min(minY, py), max(maxX, px), max(maxY, py))
        }
        guard minX.isFinite, minY.isFinite else { return own }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A transform's number: from its affine form when it stays in the screen's plane (the
    /// rotations about x and y are then 0), else from its 3D parts.
    static func read(_ property: ExpectedProperty, of transform: Transform3D) -> Double? {
        if let t = transform.affine {
            switch property {
            case .transformScale: return (t.a * t.a + t.b * t.b).squareRoot()
            case .transformScaleX: return t.decomposed.scaleX
            case .transformScaleY: return t.decomposed.scaleY
            case .transformTranslationX: return t.tx
            case .transformTranslationY: return t.ty
            case .transformRotation: return atan2(t.b, t.a)
            case .transformRotationX, .transformRotationY: return 0
            case .alpha, .hidden, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffsetWidth, .shadowOffsetHeight, .frameX, .frameY, .frameWidth, .frameHeight,
                 .boundsWidth, .boundsHeight, .centerX, .centerY:
                return nil
            }
        }
        guard let parts = transform.parts else { return nil }
        switch property {
        case .transformScale, .transformScaleX: return parts.scale.x
        case .transformScaleY: return parts.scale.y
        case .transformTranslationX: return parts.translation.x
        case .transformTranslationY: return parts.translation.y
        case .transformRotation: return parts.rotation.z
        case .transformRotationX: return parts.rotation.x
        case .transformRotationY: return parts.rotation.y
        case .alpha, .hidden, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffsetWidth, .shadowOffsetHeight, .frameX, .frameY, .frameWidth, .frameHeight,
             .boundsWidth, .boundsHeight, .centerX, .centerY:
            return nil
        }
    }

    /// The node a scenario means: the topmost instance of a screen on the stacks (else the
    /// newest), its element, or the newest snapshot of that name.
    func node(of subject: ExpectationSubject) -> NodeID? {
        func instance(_ screen: Int) -> ScreenInstance {
            let onStacks = actualStack.reversed().compactMap { screens.instance(for: $0) }
            return onStacks.first { $0.screen == screen } ?? screens.latest(of: screen)
        }
        switch subject {
        case let .screen(screen): return instance(screen).view
        case let .element(screen, name): return instance(screen).element(name)
        case let .snapshot(name): return snapshotNodes.last { $0.name == name }?.node
        case let .mask(screen): return stage.tree[instance(screen).view].mask
        }
    }
}

/// The finger of a `drag`: it moves at constant speed from the gesture's start to the drag's
/// amount over the drag's duration, then holds still until `release`. What the recogniser reports
/// comes from `Gesture.sample(after:width:height:)`, the definition the checker uses too.
struct DragState {
    let gesture: Gesture
    let amount: DragDistance
    let start: Double
    let duration: Double
    /// How far along the drag the finger is, 0…1.
    private(set) var fraction = 0.0
    private(set) var sample = GestureSample(width: 0, height: 0)
    private(set) var progress = 0.0

    init(gesture: Gesture, amount: DragDistance, start: Double, duration: Double) {
        self.gesture = gesture
        self.amount = amount
        self.start = start
        self.duration = duration
    }

    var isMoving: Bool { fraction < 1 }

    mutating func move(to time: Double, width: Double, height: Double) {
        // The last step lands exactly on `start + duration`; dividing could leave 0.99999….
        fraction = duration > 0 && time < start + duration ? min(max((time - start) / duration, 0), 1) : 1
        let partial: DragDistance
        switch amount {
        case let .fraction(f): partial = .fraction(gesture.kind.measuresScale ? 1 + (f - 1) * fraction : f * fraction)
        case .translation:
            let full = amount.points(width: width, height: height) ?? (0, 0)
            partial = .translation(.constant(full.x * fraction), .constant(full.y * fraction))
        }
        sample = gesture.sample(after: partial, width: width, height: height)
        if fraction < 1 {
            let full = gesture.sample(after: amount, width: width, height: height)
            sample.velocityX = full.translationX / duration
            sample.velocityY = full.translationY / duration
            sample.scaleVelocity = (full.scale - 1) / duration
        }
        progress = gesture.progress(at: sample)
    }
}
