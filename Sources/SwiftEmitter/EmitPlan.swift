import TransitionModel
import TransitionSource

/// The names and relations the emitter decides once for the whole file: the class name of every
/// animator, the coordinator of every graph, which view-controller types play `from` and `to` for
/// each animator, and the element protocols those types adopt.
struct EmitPlan {
    /// One `protocol <Type>Elements` per view-controller type whose elements an animator reads.
    struct ElementProtocol {
        var name: String
        var screenType: String
        /// Elements in declaration order.
        var elements: [Element]
        /// Role protocols this one refines (when an animator's role can be played by several types).
        var refines: [String]
    }

    /// A protocol an animator casts one role to when several view-controller types play it.
    struct RoleProtocol {
        var name: String
        var elements: [Element]
    }

    let spec: CheckedSpec
    private(set) var animatorClasses: [String: String] = [:]
    private(set) var coordinatorClasses: [String: String] = [:]
    /// Per graph whose gestures push or present a screen: the protocol that makes those screens.
    private(set) var screenMakers: [String: String] = [:]
    private(set) var elementProtocols: [ElementProtocol] = []
    /// By animator name and role: the protocol the animator casts the role's view controller to.
    private(set) var roleCasts: [String: [ViewRole: String]] = [:]
    /// Role protocols, in the order they are emitted (before the screen protocols that refine them).
    private(set) var roleProtocols: [RoleProtocol] = []
    /// Animators a modal edge runs: their presenting view controller may be the navigation
    /// controller that holds the screen, so they read elements from its top view controller.
    private(set) var modalAnimators: Set<String> = []
    /// Per animator and role, whether the view playing it is the presenter that stays, which UIKit does not hand
    /// over and whose presentation controller runs the effects on it (docs/uikit-model.md R3): in every transition
    /// the animator runs (`from` of an animator that only presents edges that keep the presenter), or only in some
    /// (`to` of two-modals' `Fade`, which presents the alert and dismisses it onto the sheet). A role that is never
    /// the staying presenter has no entry.
    private(set) var presenterUses: [String: [ViewRole: PresenterUse]] = [:]

    enum PresenterUse {
        /// Every transition of the animator leaves that view to the presentation controller.
        case always
        /// Some do, and UIKit hands it over in the others (a full-screen edge, a push, the other direction): the
        /// animator animates it only when `view(forKey:)` gives it.
        case sometimes
    }

    init(spec: CheckedSpec) {
        self.spec = spec
        var names = NameScope(taken: Set(spec.graphs.flatMap { $0.screens.map { SwiftNames.mangled($0.typeName) } }))
        func unique(_ base: String) -> String { names.claim(base) }
        for plan in spec.plans {
            let base = plan.animator.hasSuffix("Animator") ? plan.animator : plan.animator + "Animator"
            animatorClasses[plan.animator] = unique(SwiftNames.typeName(base))
        }
        for graph in spec.graphs {
            coordinatorClasses[graph.name] = unique(SwiftNames.typeName(graph.name, "TransitionCoordinator"))
            if graph.gestures.contains(where: { $0.operation.isForward && $0.target != nil }) {
                screenMakers[graph.name] = unique(SwiftNames.typeName(graph.name, "ScreenMaker"))
            }
        }
        planElements(unique: unique)
        for edge in spec.graphs.flatMap(\.edges) where edge.kind == .modal {
            for name in [edge.forward.animatorName, edge.backward.animatorName].compactMap({ $0 }) { modalAnimators.insert(name) }
        }
        var uses: [String: [ViewRole?]] = [:]
        for edge in spec.graphs.flatMap(\.edges) {
            let keeps = edge.kind == .modal && edge.presentation.style.keepsPresenter
            if let name = edge.forward.animatorName { uses[name, default: []].append(keeps ? .from : nil) }
            if let name = edge.backward.animatorName { uses[name, default: []].append(keeps ? .to : nil) }
        }
        for (name, staying) in uses {
            for role in [ViewRole.from, .to] {
                let count = staying.filter { $0 == role }.count
                if count == 0 { continue }
                presenterUses[name, default: [:]][role] = count == staying.count ? .always : .sometimes
            }
        }
    }

    /// The element protocol of a view-controller type, when the file declares one.
    func elementProtocol(of screenType: String) -> String? {
        elementProtocols.first { $0.screenType == screenType }?.name
    }

    func animatorClass(_ name: String) -> String { animatorClasses[name] ?? SwiftNames.typeName(name, "Animator") }

    /// Whether an imported file's output declares this animator's class, as it is: used unchanged
    /// and reading no elements (whose protocols only this file knows). Declaring it again here
    /// would be a redeclaration when both outputs are in one target.
    func isDeclaredElsewhere(_ motion: MotionPlan) -> Bool {
        motion.importedFrom != nil && roleCasts[motion.animator] == nil
    }

    /// The view-controller types that can play `role` for each animator, over every edge using it.
    private func roleTypes() -> [String: [ViewRole: [Screen]]] {
        var result: [String: [ViewRole: [Screen]]] = [:]
        func add(_ animator: String, _ role: ViewRole, _ screens: [Screen]) {
            var list = result[animator, default: [:]][role, default: []]
            for screen in screens where !list.contains(where: { $0.typeName == screen.typeName }) { list.append(screen) }
            result[animator, default: [:]][role] = list
        }
        for graph in spec.graphs {
            for edge in graph.edges {
                let sources = graph.sources(of: edge).map { graph.screens[$0] }
                let destination = [graph.screens[edge.destination]]
                if let name = edge.forward.animatorName {
                    add(name, .from, sources)
                    add(name, .to, destination)
                }
                if let name = edge.backward.animatorName {
                    add(name, .from, destination)
                    add(name, .to, sources)
                }
            }
        }
        return result
    }

    private mutating func planElements(unique: (String) -> String) {
        let types = roleTypes()
        var protocolIndex: [String: Int] = [:]
        func screenProtocol(_ screen: Screen) -> Int {
            if let index = protocolIndex[screen.typeName] { return index }
            elementProtocols.append(ElementProtocol(
                name: unique(SwiftNames.typeName(screen.typeName, "Elements")), screenType: screen.typeName, elements: [], refines: []
            ))
            protocolIndex[screen.typeName] = elementProtocols.count - 1
            return elementProtocols.count - 1
        }
        for motion in spec.plans {
            for role in [ViewRole.from, .to] {
                let names = motion.elements(of: role)
                guard !names.isEmpty else { continue }
                let screens = types[motion.animator]?[role] ?? []
                var roleElements: [Element] = []
                for screen in screens {
                    let index = screenProtocol(screen)
                    for name in names {
                        guard let element = screen.element(named: name) else { continue }
                        if !roleElements.contains(where: { $0.name == name }) { roleElements.append(element) }
                        if !elementProtocols[index].elements.contains(where: { $0.name == name }) {
                            elementProtocols[index].elements.append(element)
                        }
                    }
                }
                if screens.count == 1 {
                    roleCasts[motion.animator, default: [:]][role] = elementProtocols[screenProtocol(screens[0])].name
                } else {
                    let name = unique(SwiftNames.typeName(motion.animator, role == .from ? "Source" : "Destination", "Elements"))
                    roleProtocols.append(RoleProtocol(name: name, elements: roleElements))
                    roleCasts[motion.animator, default: [:]][role] = name
                    for screen in screens { elementProtocols[screenProtocol(screen)].refines.append(name) }
                }
            }
        }
        // A gesture that shares touches with views of its screen reads them from the screen.
        for graph in spec.graphs {
            for gesture in graph.gestures where !gesture.arbitration.isEmpty {
                let screen = graph.screens[gesture.screen]
                let index = screenProtocol(screen)
                for stated in gesture.arbitration {
                    guard let element = screen.element(named: stated.element),
                          !elementProtocols[index].elements.contains(where: { $0.name == element.name }) else { continue }
                    elementProtocols[index].elements.append(element)
                }
            }
        }
        // Keep the declaration order of the screens for a stable, readable file.
        let order = spec.graphs.flatMap { $0.screens.map(\.typeName) }
        elementProtocols.sort { (order.firstIndex(of: $0.screenType) ?? 0) < (order.firstIndex(of: $1.screenType) ?? 0) }
        for index in elementProtocols.indices {
            let declared = spec.graphs.flatMap(\.screens).first { $0.typeName == elementProtocols[index].screenType }?.elements ?? []
            func position(_ element: Element) -> Int { declared.firstIndex { $0.name == element.name } ?? 0 }
            elementProtocols[index].elements.sort { position($0) < position($1) }
        }
    }

    /// The Swift type of an element in the protocol.
    static func swiftType(_ kind: ElementKind) -> String {
        switch kind {
        case .view: "UIView"
        case .layer: "CALayer"
        case .shape: "CAShapeLayer"
        }
    }
}

/// Writes the element protocols: what a screen's view controller must expose for its animators.
/// They are main-actor isolated, as the view controllers that adopt them are.
struct ElementProtocolEmitter {
    let access: SwiftAccessLevel

    func write(_ declaration: EmitPlan.RoleProtocol, into writer: inout SwiftWriter) {
        writer.doc("The elements an animator reads from whichever screen plays one of its roles; the screens'")
        writer.doc("own element protocols refine it.")
        writer.line("@MainActor")
        writer.block("\(access.modifier)protocol \(declaration.name): AnyObject") { w in
            for element in declaration.elements {
                w.line("var \(SwiftNames.identifier(element.name)): \(EmitPlan.swiftType(element.kind)) { get }")
            }
        }
    }

    func write(_ declaration: EmitPlan.ElementProtocol, into writer: inout SwiftWriter) {
        let type = SwiftNames.commentText(declaration.screenType)
        writer.doc("The views and layers the animators read from `\(type)`, which adopts it.")
        writer.line("@MainActor")
        let parents = (["AnyObject"] + declaration.refines).joined(separator: ", ")
        writer.block("\(access.modifier)protocol \(declaration.name): \(parents)") { w in
            for element in declaration.elements {
                w.line("var \(SwiftNames.identifier(element.name)): \(EmitPlan.swiftType(element.kind)) { get }")
            }
        }
        writer.line()
        writer.doc("Fails to build until `\(type)` adopts `\(declaration.name)`.")
        writer.line("@MainActor")
        writer.line("private func requireElements(_ screen: \(SwiftNames.appType(declaration.screenType))) -> any \(declaration.name) { screen }")
    }
}
