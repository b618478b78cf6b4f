import TransitionCore
import TransitionModel
import TransitionSource

/// One view controller the interpreter made for a screen: its view and its elements' nodes.
struct ScreenInstance {
    var screen: Int
    var controller: ControllerID
    var view: NodeID
    /// Elements in declaration order, with their nodes.
    var elements: [(name: String, node: NodeID, kind: ElementKind)]
    /// `Detail`, or `Detail#2` for the second instance of a screen on the stacks.
    var label: String

    func element(_ name: String) -> NodeID? { elements.first { $0.name == name }?.node }
}

/// The screens of one graph built on a stage. Each element is placed at the frame, with the
/// corner radius, its declaration states for the stage's container (`Element.frame(in:)`: without
/// a frame, a square a third of the container's width, centred). A screen pushed while already
/// on a stack gets a new instance, as a new view controller would.
struct ScreenInstances {
    let graph: NavigationGraph
    private(set) var instances: [ScreenInstance] = []
    /// Labels of every node the interpreter made, by node id (for traces).
    private(set) var nodeLabels: [Int: String] = [:]

    init(graph: NavigationGraph, stage: inout Stage) {
        self.graph = graph
        for index in graph.screens.indices {
            _ = makeInstance(of: index, stage: &stage)
        }
    }

    /// The instance shown first for each screen (made at start, in screen order).
    func first(of screen: Int) -> ScreenInstance { instances[screen] }

    func instance(for controller: ControllerID) -> ScreenInstance? {
        instances.first { $0.controller == controller }
    }

    /// The newest instance of `screen`: what a scenario means by the screen's name.
    func latest(of screen: Int) -> ScreenInstance {
        instances.last { $0.screen == screen } ?? instances[screen]
    }

    /// An instance of `screen` that is on none of the stacks, made if needed.
    mutating func available(_ screen: Int, excluding busy: [ControllerID], stage: inout Stage) -> ScreenInstance {
        if let free = instances.first(where: { $0.screen == screen && !busy.contains($0.controller) }) { return free }
        return makeInstance(of: screen, stage: &stage)
    }

    mutating func label(_ node: NodeID, _ text: String) { nodeLabels[node.rawValue] = text }

    func label(of node: NodeID) -> String { nodeLabels[node.rawValue] ?? node.description }

    @discardableResult
    private mutating func makeInstance(of screen: Int, stage: inout Stage) -> ScreenInstance {
        let declaration = graph.screens[screen]
        let count = instances.filter { $0.screen == screen }.count
        let label = count == 0 ? declaration.name : "\(declaration.name)#\(count + 1)"
        let controller = stage.makeController(named: label)
        let view = stage.controller(controller).view
        nodeLabels[view.rawValue] = label
        let container = stage.screenBounds.size
        var elements: [(String, NodeID, ElementKind)] = []
        for element in declaration.elements {
            let name = "\(label).\(element.name)"
            let frame = element.frame(in: container)
            let node: NodeID
            switch element.kind {
            case .view: node = stage.makeView(named: name, frame: frame)
            case .layer: node = stage.makeLayer(named: name, frame: frame, kind: .layer)
            case .shape: node = stage.makeLayer(named: name, frame: frame, kind: .shapeLayer)
            }
            stage.setValue(.scalar(element.cornerRadius(in: container)), for: .cornerRadius, of: node)
            stage.addSubview(node, to: view)
            nodeLabels[node.rawValue] = name
            elements.append((element.name, node, element.kind))
        }
        let instance = ScreenInstance(screen: screen, controller: controller, view: view, elements: elements, label: label)
        instances.append(instance)
        return instance
    }
}
