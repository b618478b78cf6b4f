import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `textDocument/completion`: what may be written at the cursor, from the tokens just before it
/// and the declaration around it — keywords of the block, screen names after `->`, `=>`, `root`,
/// `on` and scenario actions, animator names after `push:` and the other roles, elements and
/// properties after `from.` and `to.`, curve names after `curve:`, gesture inputs in gesture
/// rules, an element's settings in its block and `rect` after `frame:` there. Names come from
/// the document's syntax tree and its imports.
struct CompletionFeature {
    /// LSP `CompletionItemKind` values used here.
    enum Kind: Int {
        case function = 3, field = 5, variable = 6, classKind = 7, module = 9, property = 10, value = 12, keyword = 14, event = 23
    }

    struct Item: Equatable {
        var label: String
        var kind: Kind
        var detail: String?
    }

    let context: FeatureContext
    let syntax: SyntaxLookup

    init(context: FeatureContext) {
        self.context = context
        self.syntax = SyntaxLookup(context.compilation)
    }

    func complete(at offset: Int) -> JSONValue {
        var seen: Set<String> = []
        let items = items(at: offset).filter { seen.insert($0.label).inserted }
        return .object([
            ("isIncomplete", .bool(false)),
            ("items", .array(items.map { item in
                var members: [(String, JSONValue)] = [("label", .string(item.label)), ("kind", .int(item.kind.rawValue))]
                if let detail = item.detail { members.append(("detail", .string(detail))) }
                return .object(members)
            })),
        ])
    }

    /// The candidates at `offset`, most specific context first.
    func items(at offset: Int) -> [Item] {
        let tokens = Lexer.tokenize(context.source.bytes).tokens
        // The tokens before the cursor, nearest first, skipping the word being typed.
        var before = tokens.prefix { $0.kind != .endOfFile && $0.end <= offset }.reversed().map { $0 }
        if let last = before.first, last.end == offset, last.kind == .identifier || last.kind.isReservedWord {
            before.removeFirst()
        }
        let word: (Int) -> String = { i in i < before.count ? context.source.text(before[i].range) : "" }
        let kind: (Int) -> TokenKind? = { i in i < before.count ? before[i].kind : nil }
        let block = Block.enclosing(offset, in: context.compilation.syntax, source: context.source)

        switch kind(0) {
        case .dot?:
            return afterDot(word(1), beforeThat: kind(2) == .dot ? word(3) : nil, block: block)
        case .colon?:
            if block.element(at: offset, source: context.source) != nil {
                // `frame: rect(…)`, and the container's size for any number there.
                return ElementSetting(rawValue: word(1)) == .frame ? [Self.rect] + Self.containerInputs : Self.containerInputs
            }
            // `gesture back: |`: the kind.
            if word(2) == "gesture", case .navigation = block { return Self.gestureKinds }
            // `to.transform: |`: the values the property takes.
            if case .animator = block, let property = AnimatedProperty(rawValue: word(1)), let items = Self.values(of: property, afterStep: false) {
                return items
            }
            switch word(1) {
            case "push", "pop", "present", "dismiss":
                if case .navigation = block { return animators() + [keyword("system"), keyword("reverse")] }
            case "style":
                if case .navigation = block {
                    return ["fullScreen", "overFullScreen"].map { keyword($0) }
                        + [Item(label: Presentation.sheetName, kind: .function, detail: "sheet(height: 0.5 * height)")]
                }
            case "curve", "completionCurve":
                return Self.curves
            case KeyframeMode.parameter:
                return Self.keyframeModes
            case "progress", "completionSpeed":
                if case .gesture = block.navigationMember { return Self.gestureInputs }
            case "velocity":
                // `completionCurve: spring(damping: 0.8, velocity: release)`: only a gesture's completion.
                if case .gesture = block.navigationMember, before.contains(where: { context.source.text($0.range) == "completionCurve" }) {
                    return [Self.releaseVelocity]
                }
            case "simultaneousWith", "requiresFailureOf", "requiredToFailBy":
                if case let .navigation(graph, .gesture(g)?) = block { return views(of: g.screen.name, in: graph) }
            default:
                break
            }
        case .arrow?, .rightParen?:
            // After `from.transform: identity ->`, or after a step to chain the next one.
            if case .animator = block, let colon = before.firstIndex(where: { $0.kind == .colon }),
               let property = AnimatedProperty(rawValue: word(colon + 1)), let items = Self.values(of: property, afterStep: kind(0) != .arrow) {
                return items
            }
            if kind(0) == .arrow { return screens(of: block.graphName) }
        case .modalArrow?, .kwRoot?:
            return screens(of: block.graphName)
        case .leftParen?:
            if let items = afterParenthesis(word(1), beforeThat: word(2)) { return items }
        case .identifier?:
            if let items = afterWord(word(0), beforeThat: word(1), block: block) { return items }
        case .leftBracket?, .comma?:
            if case .scenario = block { return screens(of: block.graphName) }
        default:
            break
        }
        return blockItems(block, at: offset)
    }

    // MARK: - Contexts

    /// What may stand as a value of `property`: after its colon or arrow, and after a step of a
    /// transform, to chain the next.
    private static func values(of property: AnimatedProperty, afterStep: Bool) -> [Item]? {
        switch property.values {
        case .transform: transformSteps
        case .size: afterStep ? nil : [size] + containerInputs
        case .color: afterStep ? nil : namedColors
        case .ratio, .length, .frame, .path: nil
        }
    }

    private func afterDot(_ base: String, beforeThat: String?, block: Block) -> [Item] {
        switch base {
        case "from", "to":
            return elements() + Self.viewProperties
        case "translation", "velocity", "location":
            return [Item(label: "x", kind: .property, detail: nil), Item(label: "y", kind: .property, detail: nil)]
        case "final", "initial":
            return [Item(label: "offset", kind: .function, detail: "\(base).offset(dx, dy)")]
        case _ where ExpectedProperty.allCases.contains(where: { $0.rawValue.hasPrefix(base + ".") }):
            // `transform.scale`, `frame.width`, `shadowOffset.height`: the parts an expectation reads.
            return ExpectedProperty.allCases.compactMap { property -> Item? in
                guard property.rawValue.hasPrefix(base + ".") else { return nil }
                return Item(label: String(property.rawValue.dropFirst(base.count + 1)), kind: .property, detail: nil)
            }
        default:
            if beforeThat == "from" || beforeThat == "to" { return Self.viewProperties }
            if case .scenario = block { return Self.viewProperties + elements() }
            return Self.viewProperties
        }
    }

    private func afterParenthesis(_ callee: String, beforeThat: String) -> [Item]? {
        if let kind = GestureKind.Keyword(rawValue: callee), !kind.argumentWords.isEmpty {
            return kind.argumentWords.map { keyword($0) }
        }
        switch callee {
        case Tap.kindName: return keptViews()
        case "spring": return ["damping", "velocity", "bounce"].map { label($0) }
        case "cubic": return []
        case "keyframe": return ["start", "length"].map { label($0) }
        case ElementSetting.rectFunction, AnimatedProperty.sizeFunction: return Self.containerInputs
        case "shape": return [keyword("from"), keyword("to")]
        case "reverse": return Self.animatorParameters.map { label($0) }
        case Presentation.sheetName: return [label("height")]
        default:
            if beforeThat == "animator" || syntax.animator(callee) != nil { return Self.animatorParameters.map { label($0) } }
            return nil
        }
    }

    private func afterWord(_ previous: String, beforeThat: String, block: Block) -> [Item]? {
        switch block {
        case .navigation:
            // `gesture |`: a kind (or the gesture's name, which is the writer's).
            if previous == "gesture" { return Self.gestureKinds }
            if case .gesture = block.navigationMember {
                switch previous {
                case "on": return screens(of: block.graphName)
                case "drives": return ["pop", "dismiss", "push", "present"].map { keyword($0) }
                case "when", "and", "or", "not": return Self.gestureInputs
                default: return nil
                }
            }
            return nil
        case let .scenario(scenario):
            switch previous {
            case "push", "present": return screens(of: scenario.graph.name)
            case "to" where beforeThat == "pop": return [keyword("root")] + screens(of: scenario.graph.name)
            case "tap": return gestures(of: scenario.graph.name, taps: true)
            case "dismiss": return [Self.withoutAnimation]
            case "without" where beforeThat == "dismiss" || isScreen(beforeThat, of: scenario.graph.name): return [keyword("animation")]
            case _ where beforeThat == "present" && isScreen(previous, of: scenario.graph.name): return [Self.withoutAnimation]
            case "resize": return [keyword("to")]
            case "drag":
                let systemSwipeBack = Item(label: Gesture.SystemSwipeBack.name, kind: .event, detail: "UIKit's own swipe-back (interactivePopGestureRecognizer)")
                return gestures(of: scenario.graph.name) + [systemSwipeBack, keyword("to"), keyword("by")]
            case "in": return syntax.graphs.map { Item(label: $0.0.name.name, kind: .module, detail: "navigation graph") }
            case "expect": return ["stack", "completed", "cancelled"].map { keyword($0) } + screens(of: scenario.graph.name)
            default: return nil
            }
        case .topLevel, .animator:
            return nil
        }
    }

    /// The statements a block can hold.
    private func blockItems(_ block: Block, at offset: Int) -> [Item] {
        switch block {
        case .topLevel:
            return ["navigation", "animator", "scenario", "import"].map { keyword($0) }
        case let .navigation(graph, member):
            switch member {
            case .screen?:
                if block.element(at: offset, source: context.source) != nil { return Self.elementSettings }
                return [keyword("element")]
            case let .edge(edge)?:
                return (edge.kind == .push ? ["push", "pop"] : ["present", "dismiss"]).map { keyword($0) }
            case .gesture?:
                return GestureSetting.allCases.map { keyword($0.rawValue) } + Self.gestureInputs
            case .root?, nil:
                return ["screen", "root", "gesture"].map { keyword($0) } + screens(of: graph.name.name) + [keyword("*")]
            }
        case let .animator(animator):
            let snapshots = animator.body.compactMap { statement -> Item? in
                guard case let .snapshot(s) = statement, !s.name.isMissing else { return nil }
                return Item(label: s.name.name, kind: .variable, detail: s.kind == .picture ? "snapshot of \(s.source.dotted)" : "\(s.source.dotted) backdrop")
            }
            return ["from", "to", "order", "snapshot", "backdrop", "mask", "keyframe", "hide", "share"].map { keyword($0) } + snapshots
        case .scenario:
            return Parser.stepVerbs.map { keyword($0) }
        }
    }

    // MARK: - Names

    private func isScreen(_ name: String, of graphName: String?) -> Bool {
        screens(of: graphName).contains { $0.label == name }
    }

    private func screens(of graphName: String?) -> [Item] {
        let graphs = graphName.flatMap { syntax.graph($0) }.map { [$0] } ?? syntax.graphs.map(\.0)
        return graphs.flatMap { graph in
            graph.members.compactMap { member -> Item? in
                guard case let .screen(screen) = member, !screen.name.isMissing else { return nil }
                return Item(label: screen.name.name, kind: .classKind, detail: screen.typeName.name)
            }
        }
    }

    /// The named gestures of a graph that a `drag` moves, or the taps a `tap` taps.
    private func gestures(of graphName: String, taps: Bool = false) -> [Item] {
        guard let graph = syntax.graph(graphName) else { return [] }
        return graph.members.compactMap { member -> Item? in
            guard case let .gesture(g) = member, let name = g.name, !name.isMissing, (g.kind.name == Tap.kindName) == taps else { return nil }
            return Item(label: name.name, kind: .event, detail: "\(context.source.text(g.kind.range)) on \(g.screen.name)")
        }
    }

    /// The snapshots and backdrops animators keep on screen (`until dismiss`), which a tap can sit on.
    private func keptViews() -> [Item] {
        var seen: Set<String> = []
        return syntax.animators.flatMap { decl, _ in
            decl.body.compactMap { statement -> Item? in
                guard case let .snapshot(s) = statement, let until = s.until, !s.name.isMissing, seen.insert(s.name.name).inserted else { return nil }
                return Item(label: s.name.name, kind: .variable, detail: "kept until \(until.name) by \(decl.name.name)")
            }
        }
    }

    private func animators() -> [Item] {
        syntax.animators.compactMap { decl, _ in
            guard !decl.name.isMissing else { return nil }
            let detail = decl.parameters.isEmpty ? "animator" : "animator" + "(" + decl.parameters.map { parameter in
                (parameter.label.map { $0.name + ": " } ?? "") + context.source.text(parameter.value.range)
            }.joined(separator: ", ") + ")"
            return Item(label: decl.name.name, kind: .function, detail: detail)
        }
    }

    /// The view elements of one screen: what a gesture can share touches with.
    private func views(of screenName: String, in graph: NavigationDecl) -> [Item] {
        graph.members.flatMap { member -> [Item] in
            guard case let .screen(screen) = member, screen.name.name == screenName else { return [] }
            return screen.elements.filter { !$0.name.isMissing && $0.kind.name == ElementKind.view.rawValue }.map {
                Item(label: $0.name.name, kind: .field, detail: "view on \(screen.name.name)")
            }
        }
    }

    private func elements() -> [Item] {
        syntax.graphs.flatMap { graph, _ in
            graph.members.flatMap { member -> [Item] in
                guard case let .screen(screen) = member else { return [] }
                return screen.elements.filter { !$0.name.isMissing }.map {
                    Item(label: $0.name.name, kind: .field, detail: "\($0.kind.name) on \(screen.name.name)")
                }
            }
        }
    }

    private func keyword(_ word: String) -> Item { Item(label: word, kind: .keyword, detail: nil) }
    private func label(_ word: String) -> Item { Item(label: word + ":", kind: .property, detail: nil) }

    static let viewProperties = AnimatedProperty.written.map { Item(label: $0.rawValue, kind: .property, detail: nil) }
    static let curves = ["linear", "easeIn", "easeOut", "easeInOut", "cubic", "spring"].map {
        Item(label: $0, kind: .value, detail: $0 == "cubic" ? "cubic(x1, y1, x2, y2)" : $0 == "spring" ? "spring(damping:, velocity:) or spring(bounce:)" : "timing curve")
    }
    /// The gesture kinds (`GestureKind.Keyword`), each with its recogniser, and `tap`.
    static let gestureKinds = GestureKind.Keyword.allCases.map { keyword in
        Item(label: keyword.rawValue, kind: .function,
             detail: GestureKind.allCases.first { $0.keyword == keyword }.map { "\(keyword.template): \($0.recognizerClass)" })
    } + [Item(label: Tap.kindName, kind: .function, detail: "\(Tap.kindName)(view): a tap on a view the transition keeps")]
    /// `present X without animation`, `dismiss without animation`: UIKit's `animated: false`.
    static let withoutAnimation = Item(label: "without animation", kind: .keyword, detail: "animated: false (a sheet's animator still runs, at once)")

    /// `velocity: release` in a gesture's completion spring.
    static let releaseVelocity = Item(label: "release", kind: .keyword, detail: "the finger's velocity as it lifts")
    /// What an animator (or an edge's reference to one) takes in parentheses.
    static let animatorParameters = Timing.parameters
    /// `keyframes:` modes (`KeyframeMode`), each with what it does.
    static let keyframeModes = KeyframeMode.allCases.map { Item(label: $0.rawValue, kind: .value, detail: $0.meaning) }
    /// `identity` and every step of a transform chain, with its signature.
    static let transformSteps = [Item(label: "identity", kind: .value, detail: "no transform")]
        + TransformStepKind.allCases.map { Item(label: $0.rawValue, kind: .function, detail: $0.signature) }
    static let gestureInputs = ExpressionInput.allCases.map { Item(label: $0.rawValue, kind: .variable, detail: "gesture input") }
    /// What an element's block takes (`ElementSetting`), and what its numbers may read.
    static let elementSettings = ElementSetting.allCases.map { Item(label: $0.rawValue, kind: .property, detail: $0.signature) }
    static let rect = Item(label: ElementSetting.rectFunction, kind: .function, detail: "rect(x, y, width, height)")
    /// A shadow's offset, `size(width, height)`.
    static let size = Item(label: AnimatedProperty.sizeFunction, kind: .function, detail: "\(AnimatedProperty.sizeFunction)(width, height)")
    /// A backdrop's or a shadow's colour.
    static let namedColors = NamedColor.allCases.map { Item(label: $0.rawValue, kind: .value, detail: nil) }
    static let containerInputs = ExpressionInput.containerInputs.map { Item(label: $0.rawValue, kind: .variable, detail: "container \($0.rawValue)") }
}

/// The declaration (and, in a graph, the member) the cursor is in.
enum Block {
    case topLevel
    case navigation(NavigationDecl, member: NavigationMember?)
    case animator(AnimatorDecl)
    case scenario(ScenarioDecl)

    var graphName: String? {
        switch self {
        case let .navigation(graph, _): graph.name.name
        case let .scenario(scenario): scenario.graph.name
        default: nil
        }
    }

    var navigationMember: NavigationMember? {
        if case let .navigation(_, member) = self { return member }
        return nil
    }

    /// The element whose `{ … }` block holds `offset`, when the cursor is in a screen's block:
    /// past its `{`, and before its `}` (or at the end of a block the parser closed for lack of one).
    func element(at offset: Int, source: SourceFile) -> ElementDecl? {
        guard case let .screen(screen)? = navigationMember else { return nil }
        return screen.elements.first { element in
            let range = element.range
            guard let brace = source.bytes[range.start..<range.end].firstIndex(of: UInt8(ascii: "{")), brace < offset else { return false }
            return offset < range.end || (offset == range.end && source.bytes[range.end - 1] != UInt8(ascii: "}"))
        }
    }

    static func enclosing(_ offset: Int, in file: SpecFile, source: SourceFile) -> Block {
        /// Strictly inside, or at the end of a block the parser closed for lack of a `}`.
        func inside(_ range: SourceRange) -> Bool {
            guard range.start < offset else { return false }
            if offset < range.end { return true }
            return offset == range.end && (range.isEmpty || source.bytes[range.end - 1] != UInt8(ascii: "}"))
        }
        for declaration in file.declarations where inside(declaration.range) {
            switch declaration {
            case .importFile: return .topLevel
            case let .navigation(graph):
                // A member counts once the cursor is past its `{`.
                return .navigation(graph, member: graph.members.first { member in
                    if case .root = member { return false }
                    guard inside(member.range),
                          let brace = source.bytes[member.range.start..<member.range.end].firstIndex(of: UInt8(ascii: "{")) else { return false }
                    return brace < offset
                })
            case let .animator(animator): return .animator(animator)
            case let .scenario(scenario): return .scenario(scenario)
            }
        }
        return .topLevel
    }
}
