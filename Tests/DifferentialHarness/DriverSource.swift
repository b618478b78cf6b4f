import Foundation
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime

/// Writes a spec's driver `main.swift`: the screens as view controllers of the classes the spec
/// names (adopting the element protocols the emitted file declares), the coordinator installed as
/// README tells an app, and every run (each graph's tour, then each scenario) as `DriverStep`
/// data for `Player` (Tests/UIKitRuntime/Driver/Player.swift). The scenario steps are data of the
/// checked model; the finger's samples come from `Gesture.sample`, as the interpreter's.
struct DriverSource {
    let spec: CheckedSpec
    let emitted: String
    let options: RunOptions
    var shape: Differential.AppShape = .navigationRoot
    var extra: [Differential.ExtraRun] = []

    /// The runs in the order `Differential.interpreterTraces` makes them.
    func mainSwift() -> String {
        var lines = ["import TransitionCore", "import UIKit", ""]
        lines += screenClasses()
        lines += ["", "nonisolated(unsafe) var retained: [AnyObject] = []", "", "MainActor.assumeIsolated {", "    var outputs: [String] = []"]
        lines.append("    UIKitTestWorld.interactivePopRule = \(interactivePopRule())")
        for (index, graph) in spec.graphs.enumerated() {
            lines.append("    let player\(index) = \(player(graph))")
            lines.append("    outputs.append(player\(index).play(DriverRun(title: \"tour\", steps: \(tourSteps(graph)))))")
        }
        for scenario in spec.scenarios {
            let graph = spec.graphs[scenario.graph]
            lines.append("    outputs.append(player\(scenario.graph).play(DriverRun(title: \(literal("scenario \"\(scenario.name)\"")), steps: \(steps(scenario.steps, graph: graph)))))")
        }
        for run in extra {
            lines.append("    outputs.append(player\(run.graph).play(DriverRun(title: \(literal(run.title)), steps: \(steps(run.actions, graph: spec.graphs[run.graph])))))")
        }
        lines.append("    print(\"{\\\"format\\\":\\\"transc-trace\\\",\\\"version\\\":1,\\\"runs\\\":[\" + outputs.joined(separator: \",\") + \"]}\")")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Screens

    /// `requireElements(_ screen: X) -> any XElements` pairs, and each protocol's members.
    private var conformances: [String: [String]] {
        var result: [String: [String]] = [:]
        let pattern = try! NSRegularExpression(pattern: #"requireElements\(_ screen: (\w+)\) -> any (\w+)"#)
        for match in pattern.matches(in: emitted, range: NSRange(emitted.startIndex..., in: emitted)) {
            let type = String(emitted[Range(match.range(at: 1), in: emitted)!])
            let proto = String(emitted[Range(match.range(at: 2), in: emitted)!])
            result[type, default: []].append(proto)
        }
        return result
    }

    private func members(of proto: String) -> [(name: String, type: String)] {
        guard let start = emitted.range(of: "protocol \(proto):") else { return [] }
        let rest = emitted[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)]
        let pattern = try! NSRegularExpression(pattern: #"var (\w+): (\w+) \{ get \}"#)
        let text = String(body)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            (String(text[Range($0.range(at: 1), in: text)!]), String(text[Range($0.range(at: 2), in: text)!]))
        }
    }

    private func screenClasses() -> [String] {
        var lines: [String] = []
        var declared: Set<String> = []
        let conformances = self.conformances
        for screen in spec.graphs.flatMap(\.screens) where !declared.contains(screen.typeName) {
            declared.insert(screen.typeName)
            let protocols = conformances[screen.typeName] ?? []
            var properties: [(String, String)] = []
            for proto in protocols {
                for member in members(of: proto) where !properties.contains(where: { $0.0 == member.name }) {
                    properties.append((member.name, member.type))
                }
            }
            // Elements no protocol asks for are never read by the emitted code: a prefixed name keeps
            // them clear of UIViewController's own members (an element called `title`).
            for element in screen.elements where !properties.contains(where: { $0.0 == element.name }) {
                properties.append((Self.unread(element.name), element.kind == .view ? "UIView" : "CAShapeLayer"))
            }
            lines.append("final class \(screen.typeName): UIViewController\(protocols.map { ", \($0)" }.joined()) {")
            for (name, type) in properties { lines.append("    let \(name) = \(type)()") }
            lines.append("}")
        }
        for graph in spec.graphs { lines.append("extension \(coordinatorClass(graph)): DriverCoordinator {}") }
        return lines
    }

    private static func unread(_ element: String) -> String { "unreadElement_\(element)" }

    private func coordinatorClass(_ graph: NavigationGraph) -> String {
        let marker = "/// The transitions of the `\(graph.name)` navigation graph."
        guard let start = emitted.range(of: marker),
              let declaration = emitted[start.upperBound...].range(of: "class ") else { return "\(graph.name)TransitionCoordinator" }
        return String(emitted[declaration.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The screen-maker protocol of a graph and its methods (`makeComments() -> CommentsViewController`).
    private func screenMaker(_ graph: NavigationGraph) -> (name: String, methods: [(String, String)])? {
        let pattern = try! NSRegularExpression(pattern: #"Makes the screens the `"# + NSRegularExpression.escapedPattern(for: graph.name) + #"` gestures bring in[\s\S]*?protocol (\w+): AnyObject \{([^}]*)\}"#)
        guard let match = pattern.firstMatch(in: emitted, range: NSRange(emitted.startIndex..., in: emitted)) else { return nil }
        let name = String(emitted[Range(match.range(at: 1), in: emitted)!])
        let body = String(emitted[Range(match.range(at: 2), in: emitted)!])
        let method = try! NSRegularExpression(pattern: #"func (\w+)\(\) -> (\w+)"#)
        let methods = method.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
            (String(body[Range($0.range(at: 1), in: body)!]), String(body[Range($0.range(at: 2), in: body)!]))
        }
        return (name, methods)
    }

    /// The screens' elements go where the interpreter puts them: `Element.frame(in:)` for the
    /// run's container, with their corner radius.
    private func player(_ graph: NavigationGraph) -> String {
        let conformances = self.conformances
        let screens = graph.screens.map { screen in
            let read = Set(conformances[screen.typeName, default: []].flatMap { members(of: $0).map(\.name) })
            let elements = screen.elements.map { element in
                let frame = element.frame(in: options.container)
                return "DriverElement(name: \(literal(element.name)), object: vc.\(read.contains(element.name) ? element.name : Self.unread(element.name)), "
                    + "frame: CGRect(x: \(frame.minX), y: \(frame.minY), width: \(frame.width), height: \(frame.height)), "
                    + "cornerRadius: \(element.cornerRadius(in: options.container)))"
            }.joined(separator: ", ")
            let list = screen.elements.isEmpty ? "{ _ in [] }" : "{ vc in let vc = vc as! \(screen.typeName); return [\(elements)] }"
            return "DriverScreen(name: \(literal(screen.name)), make: { \(screen.typeName)() }, elements: \(list))"
        }
        var install = "let coordinator = \(coordinatorClass(graph))(); "
        // README: call `prepareForPresentation(_:)` before presenting a screen of a modal edge.
        if graph.edges.contains(where: { $0.kind == .modal }) {
            install += "player.prepare = { [unowned coordinator] in coordinator.prepareForPresentation($0) }; "
        }
        if let maker = screenMaker(graph) {
            let methods = maker.methods.map { method, type in
                let index = graph.screens.firstIndex { $0.typeName == type } ?? 0
                return "func \(method)() -> \(type) { player.make(\(index)) as! \(type) }"
            }.joined(separator: "; ")
            install += "final class Maker: \(maker.name) { let player: Player; init(_ player: Player) { self.player = player }; \(methods) }; "
            install += "let maker = Maker(player); retained.append(maker); coordinator.screenMaker = maker; "
        }
        return """
        Player(spec: \(literal(spec.path)), graph: \(literal(graph.name)), screens: [\(screens.joined(separator: ", "))], root: \(graph.root), width: \(options.width), height: \(options.height), \
        fps: \(options.framesPerSecond), shape: .\(shape.rawValue), makeCoordinator: { player in \(install)return coordinator })
        """
    }

    // MARK: Steps

    private func steps(_ actions: [ScenarioAction], graph: NavigationGraph) -> String {
        var out: [String] = []
        // The window's size as the steps play: drags and places measure in it (a `resize` changes it).
        var size = options.container
        for (index, action) in actions.enumerated() {
            var probes: [Double] = []
            var next = index + 1
            while next < actions.count, isExpectation(actions[next]) {
                if case let .expectValue(expectation) = actions[next].kind, let time = expectation.time { probes.append(time) }
                next += 1
            }
            guard let step = step(action, graph: graph, size: &size) else { continue }
            if !probes.isEmpty { out.append(".probes([\(probes.map { "\($0)" }.joined(separator: ", "))])") }
            out.append(step)
        }
        return "[" + out.joined(separator: ", ") + "]"
    }

    private func isExpectation(_ action: ScenarioAction) -> Bool { action.kind.isExpectation }

    private func step(_ action: ScenarioAction, graph: NavigationGraph, size: inout Size) -> String? {
        switch action.kind {
        case let .push(screen): return ".push(\(screen))"
        case let .present(screen, animated): return ".present(\(screen), animated: \(animated))"
        case .pop: return ".pop"
        case let .popTo(screen): return ".popTo(\(screen))"
        case .popToRoot: return ".popToRoot"
        case let .dismiss(animated): return ".dismiss(animated: \(animated))"
        case let .drag(dragged, amount, duration):
            guard let gesture = graph.gesture(dragged) else { return nil }
            let full = gesture.sample(after: amount, width: size.width, height: size.height)
            let start = gesture.startLocation(width: size.width, height: size.height)
            let isPinch = gesture.kind.measuresScale
            let isSystem = if case .systemSwipeBack = dragged { true } else { false }
            return """
            .drag(DriverDrag(gesture: \(literal(gesture.name)), recognizerName: \(literal("\(graph.name).\(gesture.name)")), isSystemSwipeBack: \(isSystem), \
            isPinch: \(isPinch), translationX: \(full.translationX), translationY: \(full.translationY), scale: \(full.scale), \
            startX: \(start.x), startY: \(start.y), duration: \(duration)))
            """
        case let .release(vx, vy): return ".release(\(vx), \(vy))"
        case let .tap(index):
            let tap = graph.taps[index]
            return ".tap(recognizerName: \(literal("\(graph.name).\(tap.name)")), dismisses: \(tap.operation == .dismiss))"
        case let .wait(seconds): return ".wait(\(seconds))"
        case let .place(screen, element, frame):
            let rect = frame.evaluate(in: size)
            return ".place(\(screen), \(literal(element)), CGRect(x: \(rect.minX), y: \(rect.minY), width: \(rect.width), height: \(rect.height)))"
        case let .resize(width, height):
            let reader = ModelExpression.containerReader(size)
            let new = Size(width: width.evaluate(reader), height: height.evaluate(reader))
            if new.width > 0, new.height > 0 { size = new }
            return ".resize(\(new.width), \(new.height))"
        case .expectStack, .expectValue, .expectOutcome: return nil
        }
    }

    /// `Tour.run`: for each edge, set up a path to its source, go forward, and back if that completed.
    private func tourSteps(_ graph: NavigationGraph) -> String {
        var out: [String] = []
        for edge in graph.edges {
            let source = edge.source ?? graph.root
            guard let path = SpecRunner.tourPath(in: graph, to: source, pushesOnly: edge.kind == .push) else { continue }
            var top = graph.root
            let steps = path.map { step -> String in
                defer { top = step.screen }
                return "(push: \(step.kind == .push), screen: \(step.screen), made: [\(setUpViews(graph, from: top, to: step).map(literal).joined(separator: ", "))])"
            }
            out.append(".setUp([\(steps.joined(separator: ", "))])")
            out.append(edge.kind == .push ? ".push(\(edge.destination))" : ".present(\(edge.destination), animated: true)")
            out.append(".backIfCompleted(push: \(edge.kind == .push))")
        }
        return "[" + out.joined(separator: ", ") + "]"
    }

    /// The views a set-up present's animator makes, in order, for a style whose animator UIKit asks
    /// without animation (a sheet, docs/uikit-model.md C4): the names the interpreter gives them.
    private func setUpViews(_ graph: NavigationGraph, from source: Int, to step: (kind: EdgeKind, screen: Int)) -> [String] {
        guard step.kind == .modal, let edge = graph.edge(from: source, to: step.screen, kind: .modal),
              edge.presentation.style.asksAnimatorWithoutAnimation,
              let plan = edge.forward.animatorName.flatMap({ spec.plan(named: $0) }) else { return [] }
        return plan.snapshots.map(\.name)
    }

    // MARK: UIKit's swipe-back

    /// The rule the runtime UIKit's swipe-back plays (UIKit's own is private): the model's,
    /// `Gesture.systemSwipeBack`, written as Swift closures over the recogniser's values.
    private func interactivePopRule() -> String {
        let gesture = Gesture.systemSwipeBack(on: 0)
        let curve = Curve.named.first { $0.curve == gesture.completionCurve }?.name ?? "easeInOut"
        return """
        InteractivePopRule(progress: { translation, width, height in \(swift(gesture.progress)) }, \
        finishes: { translation, velocity, width, height, progress in \(swift(gesture.finish)) != 0 }, \
        completionSpeed: \(gesture.completionSpeed), completionCurve: .\(curve))
        """
    }

    /// A model expression as a Swift `CGFloat` expression with the model's meaning
    /// (`ModelExpression.evaluate`): truth is 1 or 0, and a division by zero is 0.
    private func swift(_ e: ModelExpression) -> String {
        func truth(_ condition: String) -> String { "(\(condition) ? CGFloat(1) : CGFloat(0))" }
        switch e {
        case let .constant(value): return "CGFloat(\(value))"
        case let .input(input):
            switch input {
            case .width: return "width"
            case .height: return "height"
            case .translationX: return "translation.x"
            case .translationY: return "translation.y"
            case .velocityX: return "velocity.x"
            case .velocityY: return "velocity.y"
            case .progress: return "progress"
            case .locationX, .locationY, .scale, .scaleVelocity: return "CGFloat(0)"  // not a swipe-back's input
            }
        case let .negate(inner): return "(-\(swift(inner)))"
        case let .not(inner): return truth("\(swift(inner)) == 0")
        case let .binary(op, a, b):
            let (x, y) = (swift(a), swift(b))
            switch op {
            case .add: return "(\(x) + \(y))"
            case .subtract: return "(\(x) - \(y))"
            case .multiply: return "(\(x) * \(y))"
            case .divide: return "(\(y) == 0 ? CGFloat(0) : \(x) / \(y))"
            case .less: return truth("\(x) < \(y)")
            case .greater: return truth("\(x) > \(y)")
            case .lessEqual: return truth("\(x) <= \(y)")
            case .greaterEqual: return truth("\(x) >= \(y)")
            case .equal: return truth("\(x) == \(y)")
            case .notEqual: return truth("\(x) != \(y)")
            case .and: return truth("\(x) != 0 && \(y) != 0")
            case .or: return truth("\(x) != 0 || \(y) != 0")
            }
        case let .function(function, arguments):
            let values = arguments.map(swift)
            switch function {
            case .abs: return "abs(\(values.first ?? "CGFloat(0)"))"
            case .min, .max:
                guard values.count > 1 else { return values.first ?? "CGFloat(0)" }
                return "\(function.rawValue)(\(values.joined(separator: ", ")))"
            }
        }
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
