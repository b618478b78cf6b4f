import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// What a name in a spec refers to. Screens and gestures belong to a graph; animators, graphs,
/// elements and snapshots are looked up by name alone (an element reference such as `from.logo`
/// can stand for the element of several screens, so every screen's `logo` answers it).
enum SymbolKey: Hashable {
    case graph(String)
    case screen(graph: String, name: String)
    case element(String)
    case animator(String)
    case gesture(graph: String, name: String)
    case snapshot(String)
}

/// One place a name is written.
struct SymbolOccurrence {
    var key: SymbolKey
    var range: SourceRange
    var isDeclaration: Bool
}

/// Every declaration of and reference to a name in one file, read from its syntax tree; what
/// definition, references and hover look names up in.
struct SymbolIndex {
    /// Sorted by position.
    private(set) var occurrences: [SymbolOccurrence] = []

    init(_ file: SpecFile) {
        var builder = Builder()
        for declaration in file.declarations {
            switch declaration {
            case .importFile: break
            case let .navigation(graph): builder.add(graph)
            case let .animator(animator): builder.add(animator)
            case let .scenario(scenario): builder.add(scenario, graphs: file)
            }
        }
        occurrences = builder.occurrences.sorted { $0.range < $1.range }
    }

    /// The name under `offset`, or just before it (a cursor at the end of a word).
    func occurrence(at offset: Int) -> SymbolOccurrence? {
        var low = 0
        var high = occurrences.count
        while low < high {
            let mid = (low + high) / 2
            if occurrences[mid].range.end < offset { low = mid + 1 } else { high = mid }
        }
        var best: SymbolOccurrence?
        var i = low
        while i < occurrences.count && occurrences[i].range.start <= offset {
            let candidate = occurrences[i]
            if candidate.range.start <= offset && offset <= candidate.range.end {
                // Prefer the name that starts at the cursor over one that ends there.
                if best == nil || candidate.range.start == offset { best = candidate }
            }
            i += 1
        }
        return best
    }

    func declarations(of key: SymbolKey) -> [SymbolOccurrence] {
        occurrences.filter { $0.key == key && $0.isDeclaration }
    }

    func occurrences(of key: SymbolKey) -> [SymbolOccurrence] {
        occurrences.filter { $0.key == key }
    }

    /// Walks declarations, remembering which graph and animator it is in.
    private struct Builder {
        var occurrences: [SymbolOccurrence] = []

        mutating func note(_ key: SymbolKey, _ id: Identifier, declaration: Bool = false) {
            guard !id.isMissing else { return }
            occurrences.append(SymbolOccurrence(key: key, range: id.range, isDeclaration: declaration))
        }

        mutating func add(_ graph: NavigationDecl) {
            let g = graph.name.name
            note(.graph(g), graph.name, declaration: true)
            for member in graph.members {
                switch member {
                case let .screen(screen):
                    note(.screen(graph: g, name: screen.name.name), screen.name, declaration: true)
                    for element in screen.elements {
                        note(.element(element.name.name), element.name, declaration: true)
                    }
                case let .root(root):
                    note(.screen(graph: g, name: root.screen.name), root.screen)
                case let .edge(edge):
                    if case let .screen(source) = edge.source { note(.screen(graph: g, name: source.name), source) }
                    note(.screen(graph: g, name: edge.destination.name), edge.destination)
                    for role in edge.roles {
                        if case let .named(name, _, _) = role.animator { note(.animator(name.name), name) }
                    }
                case let .gesture(gesture):
                    if let name = gesture.name { note(.gesture(graph: g, name: name.name), name, declaration: true) }
                    note(.screen(graph: g, name: gesture.screen.name), gesture.screen)
                    if let target = gesture.target { note(.screen(graph: g, name: target.name), target) }
                }
            }
        }

        mutating func add(_ animator: AnimatorDecl) {
            note(.animator(animator.name.name), animator.name, declaration: true)
            var snapshots: Set<String> = []
            for statement in animator.body {
                switch statement {
                case let .snapshot(snapshot):
                    addPath(snapshot.source, snapshots: snapshots, endsInProperty: false)
                    note(.snapshot(snapshot.name.name), snapshot.name, declaration: true)
                    snapshots.insert(snapshot.name.name)
                case let .property(animation):
                    addPath(animation.target, snapshots: snapshots, endsInProperty: true)
                case let .mask(mask):
                    addPath(mask.target, snapshots: snapshots, endsInProperty: false)
                    addExpression(mask.shape, snapshots: snapshots)
                case let .hide(hide):
                    addPath(hide.target, snapshots: snapshots, endsInProperty: false)
                case let .share(share):
                    addPath(share.source, snapshots: snapshots, endsInProperty: false)
                    addPath(share.destination, snapshots: snapshots, endsInProperty: false)
                    let name = share.pictureName
                    if let name, share.source.components.count == 2 {
                        if let written = share.name { note(.snapshot(written.name), written, declaration: true) }
                        snapshots.insert(name.name)
                    }
                case let .keyframe(block):
                    for animation in block.animations { addPath(animation.target, snapshots: snapshots, endsInProperty: true) }
                case .order:
                    break
                }
            }
        }

        /// `from.logo` names an element; in an animated target (`from.logo.alpha`, where
        /// `endsInProperty`) the last component is the property, so `from.alpha` names none. A
        /// leading snapshot name is a snapshot reference.
        mutating func addPath(_ path: Path, snapshots: Set<String>, endsInProperty: Bool) {
            addPath(path.components, snapshots: snapshots, endsInProperty: endsInProperty)
        }

        mutating func addPath(_ components: SyntaxList<Identifier>, snapshots: Set<String>, endsInProperty: Bool) {
            guard let head = components.first else { return }
            if head.name == "from" || head.name == "to" {
                if components.count >= (endsInProperty ? 3 : 2) {
                    note(.element(components[1].name), components[1])
                }
            } else if snapshots.contains(head.name) {
                note(.snapshot(head.name), head)
            }
        }

        /// Element references inside expressions: `shape(from.logo)`.
        mutating func addExpression(_ expression: Expr, snapshots: Set<String>) {
            switch expression.kind {
            case let .path(components):
                addPath(components, snapshots: snapshots, endsInProperty: false)
            case let .call(_, arguments):
                for argument in arguments { addExpression(argument.value, snapshots: snapshots) }
            case .number, .bool, .string, .sequence, .list, .unary, .binary, .missing:
                break
            }
        }

        mutating func add(_ scenario: ScenarioDecl, graphs file: SpecFile) {
            let g = scenario.graph.name
            note(.graph(g), scenario.graph)
            for step in scenario.steps {
                switch step.kind {
                case let .push(screen), let .popTo(screen), let .present(screen):
                    note(.screen(graph: g, name: screen.name), screen)
                case let .drag(gesture, _, _), let .tap(gesture):
                    if let gesture { note(.gesture(graph: g, name: gesture.name), gesture) }
                case let .place(path, _):
                    // `place Grid.thumbnail at …`: a screen of the graph and one of its elements.
                    let components = path.components
                    if let screen = components.first { note(.screen(graph: g, name: screen.name), screen) }
                    if components.count >= 2 { note(.element(components[1].name), components[1]) }
                case let .expectStack(screens):
                    for screen in screens { note(.screen(graph: g, name: screen.name), screen) }
                case let .expectValue(path, _, _, _, _):
                    guard let head = path.components.first else { break }
                    // A screen of the graph, else a snapshot some animator takes.
                    if declares(file, graph: g, screen: head.name) != false {
                        note(.screen(graph: g, name: head.name), head)
                    } else {
                        note(.snapshot(head.name), head)
                    }
                case .pop, .popToRoot, .dismiss, .release, .wait, .resize, .expectOutcome:
                    break
                }
            }
        }

        /// Whether this file's graph `graph` declares `screen`; nil when the graph is not in
        /// this file (it may come from an import, where screens are the likelier meaning).
        private func declares(_ file: SpecFile, graph: String, screen: String) -> Bool? {
            for case let .navigation(decl) in file.declarations where decl.name.name == graph {
                return decl.members.contains { member in
                    if case let .screen(s) = member { return s.name.name == screen }
                    return false
                }
            }
            return nil
        }
    }
}

/// The indexes of a document and of the files it imports, so a name used here can be found where
/// another file declares it.
struct WorkspaceIndex {
    /// `path` nil is the document itself.
    var files: [(path: String?, index: SymbolIndex)]

    init(_ compilation: Compilation) {
        files = [(nil, SymbolIndex(compilation.syntax))]
            + compilation.imports.map { ($0.source.path, SymbolIndex($0.syntax)) }
    }

    var own: SymbolIndex { files[0].index }

    func declarations(of key: SymbolKey) -> [(path: String?, occurrence: SymbolOccurrence)] {
        files.flatMap { file in file.index.declarations(of: key).map { (file.path, $0) } }
    }

    func occurrences(of key: SymbolKey) -> [(path: String?, occurrence: SymbolOccurrence)] {
        files.flatMap { file in file.index.occurrences(of: key).map { (file.path, $0) } }
    }
}
