import TransitionSource
import TransitionModel
/// The typed views of the syntax tree. Each view is a tree and a node index (`SyntaxTree`); its
/// properties read the node's children, so a view costs nothing to make or copy and the tree
/// stays one flat allocation. Every node has a source range (UTF-8 byte offsets). The parser never
/// fails, so a node may hold a *missing* identifier or expression where the source had an error;
/// the checker skips those instead of reporting them again.
///
/// Each node kind's children are listed once, in the builder function beside its view (the
/// `SyntaxTreeBuilder` extensions below): the parser calls those, the views read the same slots.

/// A typed view of one node.
public protocol SyntaxView: Sendable {
    init(_ tree: SyntaxTree, _ id: SyntaxID)
}

/// The children of a list node (or of a node whose children are all alike, as a path's names),
/// read as views.
public struct SyntaxList<Element: SyntaxView>: RandomAccessCollection, Sendable {
    let tree: SyntaxTree
    let node: SyntaxID
    public let endIndex: Int

    init(_ tree: SyntaxTree, _ node: SyntaxID) {
        self.tree = tree
        self.node = node
        endIndex = node == .none ? 0 : tree.slotCount(node)
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> Element { Element(tree, tree.child(node, position)) }
}

extension SyntaxTree {
    @inline(__always) func identifier(_ id: SyntaxID, _ slot: Int) -> Identifier { Identifier(self, child(id, slot)) }

    @inline(__always) func optionalIdentifier(_ id: SyntaxID, _ slot: Int) -> Identifier? {
        let c = child(id, slot)
        return c == .none ? nil : Identifier(self, c)
    }

    @inline(__always) func view<View: SyntaxView>(_ id: SyntaxID, _ slot: Int) -> View { View(self, child(id, slot)) }

    @inline(__always) func optionalView<View: SyntaxView>(_ id: SyntaxID, _ slot: Int) -> View? {
        let c = child(id, slot)
        return c == .none ? nil : View(self, c)
    }

    @inline(__always) func list<Element: SyntaxView>(_ id: SyntaxID, _ slot: Int) -> SyntaxList<Element> {
        SyntaxList(self, child(id, slot))
    }

    /// Every child of `id` as a view: a path's names, a chain's steps.
    @inline(__always) func all<Element: SyntaxView>(_ id: SyntaxID) -> SyntaxList<Element> { SyntaxList(self, id) }
}

/// A name as written, with where it was written. An empty name marks a missing identifier.
public struct Identifier: Hashable, Sendable, SyntaxView {
    public var name: String
    public var range: SourceRange
    public init(_ name: String, _ range: SourceRange) {
        self.name = name
        self.range = range
    }
    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        range = tree.range(id)
        name = tree.text(range)
    }
    public static func missing(at offset: Int) -> Identifier { Identifier("", .at(offset)) }
    public var isMissing: Bool { name.isEmpty }
}

/// A whole `.transition` file.
public struct SpecFile: SyntaxView {
    public let tree: SyntaxTree
    let id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        self.tree = tree
        self.id = id
    }
    public var declarations: SyntaxList<Declaration> { tree.all(id) }
    public var range: SourceRange { tree.range(id) }
}

/// A top-level declaration.
public enum Declaration: SyntaxView {
    case importFile(ImportDecl)
    case navigation(NavigationDecl)
    case animator(AnimatorDecl)
    case scenario(ScenarioDecl)

    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        switch tree.kind(id) {
        case .importDecl: self = .importFile(ImportDecl(tree, id))
        case .navigation: self = .navigation(NavigationDecl(tree, id))
        case .animator: self = .animator(AnimatorDecl(tree, id))
        case .scenario: self = .scenario(ScenarioDecl(tree, id))
        case .file, .list, .identifier, .token, .string, .wildcard, .screen, .element, .elementSetting, .root, .edge,
             .edgeRole, .animatorSystem, .animatorNamed, .animatorReverse, .animatorMissing, .argument, .gesture,
             .gestureClause, .property, .path, .order, .snapshot, .hide, .share, .mask, .keyframe, .number, .bool,
             .stringValue, .name, .call, .sequence, .valueList, .unary, .binary, .missingValue, .step:
            // Not a declaration: the parser makes none of these a child of the file.
            self = .scenario(ScenarioDecl(tree, id))
        }
    }

    public var range: SourceRange {
        switch self {
        case let .importFile(d): d.range
        case let .navigation(d): d.range
        case let .animator(d): d.range
        case let .scenario(d): d.range
        }
    }
}

/// `import "shared.transition"`: makes another file's animators and graphs visible.
public struct ImportDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var path: StringLiteral { tree.view(id, 0) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func importDecl(path: SyntaxID, range: SourceRange) -> SyntaxID { node(.importDecl, range, path) }
}

/// A string literal: its decoded value and its range (quotes included).
public struct StringLiteral: Hashable, Sendable, SyntaxView {
    public var value: String
    public var range: SourceRange
    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        range = tree.range(id)
        value = Parser.decodeString(tree.bytes[min(range.start, tree.bytes.count)..<min(range.end, tree.bytes.count)])
    }
}

// MARK: - Navigation graphs

/// `navigation Name { screens, root, edges, gestures }`: one navigation controller's graph.
public struct NavigationDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var members: SyntaxList<NavigationMember> { tree.list(id, 1) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func navigation(name: SourceRange, members: SyntaxID, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.navigation, range, name, members)
    }
}

public enum NavigationMember: SyntaxView {
    case screen(ScreenDecl)
    case root(RootDecl)
    case edge(EdgeDecl)
    case gesture(GestureDecl)

    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        switch tree.kind(id) {
        case .screen: self = .screen(ScreenDecl(tree, id))
        case .root: self = .root(RootDecl(tree, id))
        case .edge: self = .edge(EdgeDecl(tree, id))
        case .gesture: self = .gesture(GestureDecl(tree, id))
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .element,
             .elementSetting, .edgeRole, .animatorSystem, .animatorNamed, .animatorReverse, .animatorMissing,
             .argument, .gestureClause, .animator, .property, .path, .order, .snapshot, .hide, .share, .mask,
             .keyframe, .number, .bool, .stringValue, .name, .call, .sequence, .valueList, .unary, .binary,
             .missingValue, .scenario, .step:
            // Not a member: the parser puts none of these in a graph's member list.
            self = .gesture(GestureDecl(tree, id))
        }
    }

    public var range: SourceRange {
        switch self {
        case let .screen(d): d.range
        case let .root(d): d.range
        case let .edge(d): d.range
        case let .gesture(d): d.range
        }
    }
}

/// `screen Main: MainViewController { element logo: shape }`.
public struct ScreenDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var typeName: Identifier { tree.identifier(id, 1) }
    /// The elements of the screen's block, in source order.
    public var elements: [ElementDecl] { members(.element) }
    /// The screen's own settings (`background: clear`, `ScreenSetting`), in source order.
    public var settings: [ElementSettingDecl] { members(.elementSetting) }
    public var range: SourceRange { tree.range(id) }

    /// The block's members of one kind: elements and settings share the block, in the order written.
    private func members<Member: SyntaxView>(_ kind: SyntaxKind) -> [Member] {
        let list = tree.child(id, 2)
        guard list != .none else { return [] }
        return (0 ..< tree.slotCount(list)).map { tree.child(list, $0) }.filter { tree.kind($0) == kind }.map { Member(tree, $0) }
    }
}

extension SyntaxTreeBuilder {
    mutating func screen(name: SourceRange, typeName: SourceRange, elements: SyntaxID, range: SourceRange) -> SyntaxID {
        let (name, typeName) = (identifier(name), identifier(typeName))
        return node(.screen, range, name, typeName, elements)
    }
}

/// `element logo: shape` or `element thumbnail: view { frame: rect(16, 120, 100, 100) }`: a
/// named view or layer a screen exposes to animators, with the geometry `transc run` gives it.
public struct ElementDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var kind: Identifier { tree.identifier(id, 1) }
    /// `frame: …` and `cornerRadius: …` from the element's block, as written (`ElementSetting`).
    public var settings: SyntaxList<ElementSettingDecl> { tree.list(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func element(name: SourceRange, kind: SourceRange, settings: SyntaxID, range: SourceRange) -> SyntaxID {
        let (name, kind) = (identifier(name), identifier(kind))
        return node(.element, range, name, kind, settings)
    }
}

/// `frame: rect(16, 120, 100, 100)` or `cornerRadius: 8`: one setting of an element's block.
public struct ElementSettingDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var value: Expr { tree.view(id, 1) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func elementSetting(name: SourceRange, value: SyntaxID, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.elementSetting, range, name, value)
    }
}

/// `root Main`.
public struct RootDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var screen: Identifier { tree.identifier(id, 0) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func root(screen: SourceRange, range: SourceRange) -> SyntaxID {
        let screen = identifier(screen)
        return node(.root, range, screen)
    }
}

/// The source of an edge: one screen, or `*` for any screen.
public enum EdgeSource: Sendable {
    case screen(Identifier)
    case any(SourceRange)

    public var range: SourceRange {
        switch self {
        case let .screen(id): id.range
        case let .any(range): range
        }
    }
}

/// `A -> B { push: Reveal  pop: Shrink }` or `A => B { present: … dismiss: … }`.
public struct EdgeDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var source: EdgeSource {
        let s = tree.child(id, 0)
        return tree.kind(s) == .wildcard ? .any(tree.range(s)) : .screen(Identifier(tree, s))
    }
    public var kind: EdgeKind { tree.detail(id) == 0 ? .push : .modal }
    public var arrowRange: SourceRange { tree.range(tree.child(id, 1)) }
    public var destination: Identifier { tree.identifier(id, 2) }
    public var roles: SyntaxList<EdgeRoleDecl> { tree.list(id, 3) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    /// `sourceIsAny`: the source is `*`.
    mutating func edge(source: SourceRange, sourceIsAny: Bool, kind: EdgeKind, arrowRange: SourceRange, destination: SourceRange,
                       roles: SyntaxID, range: SourceRange) -> SyntaxID {
        let sourceNode = sourceIsAny ? leaf(.wildcard, source) : identifier(source)
        let (arrow, destination) = (token(arrowRange), identifier(destination))
        return node(.edge, range, detail: kind == .push ? 0 : 1, sourceNode, arrow, destination, roles)
    }
}

/// `push: Reveal`, `pop: reverse`, `dismiss: reverse(curve: spring(damping: 0.8, velocity: 0.8))`.
public struct EdgeRoleDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    /// `push`, `pop`, `present` or `dismiss` as written.
    public var role: Identifier { tree.identifier(id, 0) }
    public var animator: AnimatorRef { tree.view(id, 1) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func edgeRole(role: SourceRange, animator: SyntaxID, range: SourceRange) -> SyntaxID {
        let role = identifier(role)
        return node(.edgeRole, range, role, animator)
    }
}

/// What runs on one side of an edge.
public enum AnimatorRef: SyntaxView {
    /// `system`: UIKit's default transition.
    case system(SourceRange)
    /// `Reveal` or `Reveal(duration: 1)`: a declared animator, parameters optionally overridden.
    case named(Identifier, arguments: SyntaxList<Argument>, range: SourceRange)
    /// `reverse` or `reverse(curve: …)`: the edge's forward animator played backwards.
    case reverse(keyword: SourceRange, arguments: SyntaxList<Argument>, range: SourceRange)
    /// The parser found no animator here and has reported it.
    case missing(SourceRange)

    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        let range = tree.range(id)
        switch tree.kind(id) {
        case .animatorSystem: self = .system(range)
        case .animatorNamed: self = .named(tree.identifier(id, 0), arguments: tree.list(id, 1), range: range)
        case .animatorReverse: self = .reverse(keyword: tree.range(tree.child(id, 0)), arguments: tree.list(id, 1), range: range)
        case .animatorMissing: self = .missing(range)
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .screen, .element,
             .elementSetting, .root, .edge, .edgeRole, .argument, .gesture, .gestureClause, .animator, .property,
             .path, .order, .snapshot, .hide, .share, .mask, .keyframe, .number, .bool, .stringValue, .name, .call,
             .sequence, .valueList, .unary, .binary, .missingValue, .scenario, .step:
            self = .missing(range)
        }
    }

    public var range: SourceRange {
        switch self {
        case let .system(r), let .missing(r): r
        case let .named(_, _, r), let .reverse(_, _, r): r
        }
    }
}

extension SyntaxTreeBuilder {
    mutating func namedAnimator(_ name: SourceRange, arguments: SyntaxID, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.animatorNamed, range, name, arguments)
    }

    mutating func reversedAnimator(keyword: SourceRange, arguments: SyntaxID, range: SourceRange) -> SyntaxID {
        let keyword = token(keyword)
        return node(.animatorReverse, range, keyword, arguments)
    }
}

/// `label: value` in a parameter list, or a bare value.
public struct Argument: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var label: Identifier? { tree.optionalIdentifier(id, 0) }
    public var value: Expr { tree.view(id, 1) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func argument(label: SyntaxID, value: SyntaxID, range: SourceRange) -> SyntaxID {
        node(.argument, range, label, value)
    }
}

/// `gesture back: edgePan(left) on Second drives pop { progress: …  finish when … }`.
public struct GestureDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier? { tree.optionalIdentifier(id, 1) }
    /// `edgePan`, `pan`, `pinch` or `tap`.
    public var kind: Identifier { tree.identifier(id, 2) }
    public var kindArguments: SyntaxList<Argument> { tree.list(id, 3) }
    public var screen: Identifier { tree.identifier(id, 4) }
    /// `pop`, `dismiss`, `push` or `present`.
    public var role: Identifier { tree.identifier(id, 5) }
    /// The destination of a driven push or present.
    public var target: Identifier? { tree.optionalIdentifier(id, 6) }
    public var clauses: SyntaxList<GestureClause> { tree.list(id, 7) }
    public var range: SourceRange { tree.range(id) }
    /// Where `gesture` was written.
    public var keywordRange: SourceRange { tree.range(tree.child(id, 0)) }
}

extension SyntaxTreeBuilder {
    mutating func gesture(
        name: SourceRange?, kind: SourceRange, kindArguments: SyntaxID, screen: SourceRange, role: SourceRange, target: SourceRange?,
        clauses: SyntaxID, range: SourceRange, keywordRange: SourceRange
    ) -> SyntaxID {
        let (name, kind, screen, role) = (identifier(name), identifier(kind), identifier(screen), identifier(role))
        let (target, keyword) = (identifier(target), token(keywordRange))
        return node(.gesture, range, keyword, name, kind, kindArguments, screen, role, target, clauses)
    }
}

/// `progress: expr`, `finish when expr`, `completionSpeed: expr`, `completionCurve: expr`.
public struct GestureClause: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var value: Expr { tree.view(id, 1) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func gestureClause(name: SourceRange, value: SyntaxID, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.gestureClause, range, name, value)
    }
}

// MARK: - Animators

/// `animator Reveal(duration: 2.0, curve: easeIn) { … }`: a reusable transition animation.
public struct AnimatorDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: Identifier { tree.identifier(id, 0) }
    public var parameters: SyntaxList<Argument> { tree.list(id, 1) }
    public var body: SyntaxList<AnimatorStatement> { tree.list(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func animator(name: SourceRange, parameters: SyntaxID, body: SyntaxID, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.animator, range, name, parameters, body)
    }
}

public enum AnimatorStatement: SyntaxView {
    case property(PropertyAnimation)
    case order(OrderStatement)
    case snapshot(SnapshotStatement)
    case mask(MaskStatement)
    case keyframe(KeyframeBlock)
    case hide(HideStatement)
    case share(ShareStatement)

    public init(_ tree: SyntaxTree, _ id: SyntaxID) {
        switch tree.kind(id) {
        case .order: self = .order(OrderStatement(tree, id))
        case .snapshot: self = .snapshot(SnapshotStatement(tree, id))
        case .mask: self = .mask(MaskStatement(tree, id))
        case .keyframe: self = .keyframe(KeyframeBlock(tree, id))
        case .hide: self = .hide(HideStatement(tree, id))
        case .share: self = .share(ShareStatement(tree, id))
        case .property: self = .property(PropertyAnimation(tree, id))
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .screen, .element,
             .elementSetting, .root, .edge, .edgeRole, .animatorSystem, .animatorNamed, .animatorReverse,
             .animatorMissing, .argument, .gesture, .gestureClause, .animator, .path, .number, .bool, .stringValue,
             .name, .call, .sequence, .valueList, .unary, .binary, .missingValue, .scenario, .step:
            // Not a statement: the parser puts none of these in an animator's body.
            self = .property(PropertyAnimation(tree, id))
        }
    }

    public var range: SourceRange {
        switch self {
        case let .property(s): s.range
        case let .order(s): s.range
        case let .snapshot(s): s.range
        case let .mask(s): s.range
        case let .keyframe(s): s.range
        case let .hide(s): s.range
        case let .share(s): s.range
        }
    }
}

/// `to.alpha: 0 -> 1`: a property animated from a value to a value; `to.alpha(curve: linear): …`
/// gives the track parameters of its own.
public struct PropertyAnimation: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var target: Path { tree.view(id, 0) }
    public var from: Expr { tree.view(id, 2) }
    public var to: Expr { tree.view(id, 3) }
    public var range: SourceRange { tree.range(id) }
    /// `(curve: linear)` after the property: what this track does differently from its animator.
    public var arguments: SyntaxList<Argument> { tree.list(id, 1) }
}

extension SyntaxTreeBuilder {
    mutating func property(target: SyntaxID, from: SyntaxID, to: SyntaxID, range: SourceRange, arguments: SyntaxID) -> SyntaxID {
        node(.property, range, target, arguments, from, to)
    }
}

/// A dotted name: `from`, `from.logo`, `from.logo.transform`, `shot.alpha`.
public struct Path: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var components: SyntaxList<Identifier> { tree.all(id) }
    public var range: SourceRange { tree.range(id) }
    public var dotted: String { tree.dotted(id) }
}

extension SyntaxTree {
    /// The names below `id` joined by dots, as written without spaces.
    func dotted(_ id: SyntaxID) -> String {
        var text = ""
        var first = true
        forEachChild(of: id) { component in
            if !first { text += "." }
            text += self.text(range(component))
            first = false
        }
        return text
    }
}

/// `order: to below from`.
public struct OrderStatement: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var subject: Identifier { tree.identifier(id, 0) }
    /// `below` or `above`.
    public var relation: Identifier { tree.identifier(id, 1) }
    public var other: Identifier { tree.identifier(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func order(subject: SourceRange, relation: SourceRange, other: SourceRange, range: SourceRange) -> SyntaxID {
        let (subject, relation, other) = (identifier(subject), identifier(relation), identifier(other))
        return node(.order, range, subject, relation, other)
    }
}

/// `snapshot from as shot` or `snapshot from as shot until dismiss`; `backdrop black as dim below
/// to` makes a plain view the size of the container instead of a picture (`source` is its colour).
public struct SnapshotStatement: SyntaxView {
    public enum Kind: UInt8, Sendable { case picture, backdrop }
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var kind: Kind { tree.detail(id) == Kind.backdrop.rawValue ? .backdrop : .picture }
    public var source: Path { tree.view(id, 0) }
    public var name: Identifier { tree.identifier(id, 1) }
    /// The operation that removes a snapshot that outlives its transition.
    public var until: Identifier? { tree.optionalIdentifier(id, 2) }
    /// `below to`, `above from`: where it goes among the transition's views (default: on top).
    public var placement: (relation: Identifier, view: Identifier)? {
        guard let relation = tree.optionalIdentifier(id, 3) else { return nil }
        return (relation, tree.identifier(id, 4))
    }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func snapshot(kind: SnapshotStatement.Kind, source: SyntaxID, name: SourceRange, until: SourceRange?,
                           placement: (relation: SourceRange, view: SourceRange)?, range: SourceRange) -> SyntaxID {
        let (name, until) = (identifier(name), identifier(until))
        let (relation, view) = (identifier(placement?.relation), identifier(placement?.view))
        return node(.snapshot, range, detail: kind.rawValue, source, name, until, relation, view)
    }
}

/// `hide from.thumbnail`: a view or layer hidden for the whole transition and shown again after it.
public struct HideStatement: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var target: Path { tree.view(id, 0) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func hide(target: SyntaxID, range: SourceRange) -> SyntaxID { node(.hide, range, target) }
}

/// `share from.thumbnail -> to.image as picture`: a shared element. A picture of the first element
/// travels from its frame to the second's, corner radius and all, both hidden meanwhile.
public struct ShareStatement: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var source: Path { tree.view(id, 0) }
    public var destination: Path { tree.view(id, 1) }
    /// The travelling picture's name as written after `as`, if it is.
    public var name: Identifier? { tree.optionalIdentifier(id, 2) }
    /// The travelling picture's name: the one written, else the first element's (`thumbnail` for
    /// `share from.thumbnail -> to.image`); nil when the source names no element.
    public var pictureName: Identifier? { name ?? source.components.dropFirst().first }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func share(source: SyntaxID, destination: SyntaxID, name: SourceRange?, range: SourceRange) -> SyntaxID {
        let name = identifier(name)
        return node(.share, range, source, destination, name)
    }
}

/// `mask to with shape(from.logo) { transform: identity -> scale(150) }`.
public struct MaskStatement: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var target: Path { tree.view(id, 0) }
    public var shape: Expr { tree.view(id, 1) }
    public var animations: SyntaxList<PropertyAnimation> { tree.list(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func mask(target: SyntaxID, shape: SyntaxID, animations: SyntaxID, range: SourceRange) -> SyntaxID {
        node(.mask, range, target, shape, animations)
    }
}

/// `keyframe(start: 0.5, length: 0.5) { … }`: animations confined to a window of the duration,
/// as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`.
public struct KeyframeBlock: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var keywordRange: SourceRange { tree.range(tree.child(id, 0)) }
    public var arguments: SyntaxList<Argument> { tree.list(id, 1) }
    public var animations: SyntaxList<PropertyAnimation> { tree.list(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func keyframe(keywordRange: SourceRange, arguments: SyntaxID, animations: SyntaxID, range: SourceRange) -> SyntaxID {
        let keyword = token(keywordRange)
        return node(.keyframe, range, keyword, arguments, animations)
    }
}

// MARK: - Expressions

/// An expression: a value, a transform chain, a curve or a gesture rule.
public struct Expr: SyntaxView {
    public enum Kind: Sendable {
        /// A number with an optional unit suffix (`0.5`, `300ms`, `90deg`).
        case number(Double, unit: String?)
        case bool(Bool)
        case string(String)
        /// A name or dotted name: `identity`, `width`, `translation.x`, `easeIn`.
        case path(SyntaxList<Identifier>)
        /// `scale(0.5)`, `spring(damping: 0.5, velocity: 0.8)`, `final.offset(0, height)`.
        case call(callee: SyntaxList<Identifier>, arguments: SyntaxList<Argument>)
        /// `translate(0, -10) scale(150)`: transforms applied left to right.
        case sequence(SyntaxList<Expr>)
        /// `[First, Second]`.
        case list(SyntaxList<Expr>)
        case unary(UnaryOperator, Expr)
        case binary(BinaryOperator, Expr, Expr)
        /// The parser found no expression here and has reported it.
        case missing
    }

    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }

    public var kind: Kind {
        switch tree.kind(id) {
        case .number:
            let unitLength = Int(tree.detail(id))
            let range = range
            return .number(tree.number(id), unit: unitLength == 0 ? nil : tree.text(SourceRange(range.end - unitLength, range.end)))
        case .bool: return .bool(tree.detail(id) == 1)
        case .stringValue: return .string(StringLiteral(tree, id).value)
        case .name: return .path(tree.all(id))
        case .call: return .call(callee: tree.list(id, 0), arguments: tree.list(id, 1))
        case .sequence: return .sequence(tree.all(id))
        case .valueList: return .list(tree.all(id))
        case .unary: return .unary(UnaryOperator.allCases[Int(tree.detail(id))], tree.view(id, 0))
        case .binary: return .binary(BinaryOperator.allCases[Int(tree.detail(id))], tree.view(id, 0), tree.view(id, 1))
        case .missingValue: return .missing
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .screen, .element,
             .elementSetting, .root, .edge, .edgeRole, .animatorSystem, .animatorNamed, .animatorReverse,
             .animatorMissing, .argument, .gesture, .gestureClause, .animator, .property, .path, .order, .snapshot,
             .hide, .share, .mask, .keyframe, .scenario, .step:
            // Not an expression (`SyntaxKind.isExpression`): no slot the parser fills with a value.
            return .missing
        }
    }

    public var range: SourceRange { tree.range(id) }

    public var isMissing: Bool { tree.kind(id) == .missingValue }
}

extension SyntaxTreeBuilder {
    mutating func missingValue(_ range: SourceRange) -> SyntaxID { leaf(.missingValue, range) }

    mutating func bool(_ value: Bool, _ range: SourceRange) -> SyntaxID { leaf(.bool, range, detail: value ? 1 : 0) }

    mutating func unary(_ op: UnaryOperator, _ operand: SyntaxID, range: SourceRange) -> SyntaxID {
        node(.unary, range, detail: UInt8(UnaryOperator.allCases.firstIndex(of: op)!), operand)
    }

    mutating func binary(_ op: BinaryOperator, _ lhs: SyntaxID, _ rhs: SyntaxID, range: SourceRange) -> SyntaxID {
        node(.binary, range, detail: op.code, lhs, rhs)
    }

    mutating func call(callee: SyntaxID, arguments: SyntaxID, range: SourceRange) -> SyntaxID {
        node(.call, range, callee, arguments)
    }
}

// MARK: - Scenarios

/// `scenario "half a swipe back is cancelled" in Fading { … }`.
public struct ScenarioDecl: SyntaxView {
    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }
    public var name: StringLiteral { tree.view(id, 0) }
    public var graph: Identifier { tree.identifier(id, 1) }
    public var steps: SyntaxList<ScenarioStep> { tree.list(id, 2) }
    public var range: SourceRange { tree.range(id) }
}

extension SyntaxTreeBuilder {
    mutating func scenario(name: SyntaxID, graph: SourceRange, steps: SyntaxID, range: SourceRange) -> SyntaxID {
        let graph = identifier(graph)
        return node(.scenario, range, name, graph, steps)
    }
}

/// One action or expectation of a scenario.
public struct ScenarioStep: SyntaxView {
    public enum Kind: Sendable {
        case push(Identifier)
        case pop
        /// `pop to Main`.
        case popTo(Identifier)
        /// `pop to root`.
        case popToRoot
        case present(Identifier)
        case dismiss
        /// `drag [gesture] to 0.3 over 0.2` (a fraction of the gesture's axis) or
        /// `drag [gesture] by 120, 0 over 0.2` (points).
        case drag(gesture: Identifier?, amount: DragAmount, duration: Expr)
        /// `release`, `release velocity -50`, `release velocity (-50, 0)` (points per second).
        case release(velocity: SyntaxList<Expr>)
        /// `tap close` (or `tap`, the top screen's only tap): a tap on a view a transition kept.
        case tap(Identifier?)
        case wait(Expr)
        /// `place Grid.thumbnail at rect(200, 400, 116, 116)`: an element somewhere else, as the
        /// app's layout would put it (the list scrolled, another cell tapped).
        case place(Path, Expr)
        /// `resize to 844 x 390`: the window takes a new size (a rotation, an iPad window
        /// resized); the sizes may read the old `width` and `height`.
        case resize(width: Expr, height: Expr)
        /// `expect stack [First, Second]`.
        case expectStack(SyntaxList<Identifier>)
        /// `expect Second.alpha == 1 within 0.01 at end`.
        case expectValue(Path, BinaryOperator, Expr, tolerance: Expr?, time: ExpectationTime)
        /// `expect completed` or `expect cancelled`.
        case expectOutcome(Identifier)
    }

    /// How a step node records its kind (`detail`); its children start with the verb.
    enum Code: UInt8 {
        case push, pop, popTo, popToRoot, present, dismiss, dragFraction, dragTranslation, release, tap, wait, place, resize
        case expectStack, expectValue, expectOutcome
    }

    let tree: SyntaxTree, id: SyntaxID
    public init(_ tree: SyntaxTree, _ id: SyntaxID) { (self.tree, self.id) = (tree, id) }

    public var kind: Kind {
        switch Code(rawValue: tree.detail(id)) ?? .pop {
        case .push: .push(tree.identifier(id, 1))
        case .pop: .pop
        case .popTo: .popTo(tree.identifier(id, 1))
        case .popToRoot: .popToRoot
        case .present: .present(tree.identifier(id, 1))
        case .dismiss: .dismiss
        case .dragFraction: .drag(gesture: tree.optionalIdentifier(id, 1), amount: .fraction(tree.view(id, 2)), duration: tree.view(id, 3))
        case .dragTranslation:
            .drag(gesture: tree.optionalIdentifier(id, 1), amount: .translation(tree.view(id, 2), tree.view(id, 3)), duration: tree.view(id, 4))
        case .release: .release(velocity: tree.list(id, 1))
        case .tap: .tap(tree.optionalIdentifier(id, 1))
        case .wait: .wait(tree.view(id, 1))
        case .place: .place(tree.view(id, 1), tree.view(id, 2))
        case .resize: .resize(width: tree.view(id, 1), height: tree.view(id, 2))
        case .expectStack: .expectStack(tree.list(id, 1))
        case .expectValue:
            .expectValue(tree.view(id, 1), BinaryOperator.allCases[Int(tree.extra(id))], tree.view(id, 2),
                         tolerance: tree.optionalView(id, 3), time: tree.optionalView(id, 4).map(ExpectationTime.after) ?? .end)
        case .expectOutcome: .expectOutcome(tree.identifier(id, 1))
        }
    }

    public var verb: Identifier { tree.identifier(id, 0) }
    public var range: SourceRange { tree.range(id) }
    /// False for `present X without animation` and `dismiss without animation`: UIKit's
    /// `animated: false`. True for every other step.
    public var isAnimated: Bool {
        switch Code(rawValue: tree.detail(id)) ?? .pop {
        case .present, .dismiss: tree.extra(id) == 0
        case .push, .pop, .popTo, .popToRoot, .dragFraction, .dragTranslation, .release, .tap, .wait, .place, .resize,
             .expectStack, .expectValue, .expectOutcome: true
        }
    }
}

extension SyntaxTreeBuilder {
    mutating func step(_ code: ScenarioStep.Code, verb: SourceRange, _ a: SyntaxID? = nil, _ b: SyntaxID? = nil, _ c: SyntaxID? = nil,
                       _ d: SyntaxID? = nil, _ e: SyntaxID? = nil, extra: UInt16 = 0, range: SourceRange) -> SyntaxID {
        let verb = identifier(verb)
        return node(.step, range, detail: code.rawValue, extra: extra, verb, a, b, c, d, e)
    }
}

public enum DragAmount: Sendable {
    case fraction(Expr)
    case translation(Expr, Expr)
}

/// When an expectation reads its value.
public enum ExpectationTime: Sendable {
    /// Once every transition has settled.
    case end
    /// This long after the previous action started.
    case after(Expr)
}
