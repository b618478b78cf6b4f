/// The syntax tree. Every node carries its source range (UTF-8 byte offsets). The parser never
/// fails, so a node may hold a *missing* identifier or expression where the source had an error;
/// the checker skips those instead of reporting them again.

/// A name as written, with where it was written. An empty name marks a missing identifier.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public init(_ name: String, _ range: SourceRange) {
        self.name = name
        self.range = range
    }
    public static func missing(at offset: Int) -> Identifier { Identifier("", .at(offset)) }
    public var isMissing: Bool { name.isEmpty }
}

/// A whole `.transition` file.
public struct SpecFile: Sendable {
    public var declarations: [Declaration]
    public var range: SourceRange
    public init(declarations: [Declaration], range: SourceRange) {
        self.declarations = declarations
        self.range = range
    }
}

/// A top-level declaration.
public enum Declaration: Sendable {
    case importFile(ImportDecl)
    case navigation(NavigationDecl)
    case animator(AnimatorDecl)
    case scenario(ScenarioDecl)

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
public struct ImportDecl: Sendable {
    public var path: StringLiteral
    public var range: SourceRange
}

/// A string literal: its decoded value and its range (quotes included).
public struct StringLiteral: Hashable, Sendable {
    public var value: String
    public var range: SourceRange
}

// MARK: - Navigation graphs

/// `navigation Name { screens, root, edges, gestures }`: one navigation controller's graph.
public struct NavigationDecl: Sendable {
    public var name: Identifier
    public var members: [NavigationMember]
    public var range: SourceRange
}

public enum NavigationMember: Sendable {
    case screen(ScreenDecl)
    case root(RootDecl)
    case edge(EdgeDecl)
    /// Boxed: a gesture is the largest member, and an unboxed case would make every member of
    /// the graph as large.
    indirect case gesture(GestureDecl)

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
public struct ScreenDecl: Sendable {
    public var name: Identifier
    public var typeName: Identifier
    public var elements: [ElementDecl]
    public var range: SourceRange
}

/// `element logo: shape` or `element thumbnail: view { frame: rect(16, 120, 100, 100) }`: a
/// named view or layer a screen exposes to animators, with the geometry `transc run` gives it.
public struct ElementDecl: Sendable {
    public var name: Identifier
    public var kind: Identifier
    /// `frame: …` and `cornerRadius: …` from the element's block, as written (`ElementSetting`).
    public var settings: [ElementSettingDecl]
    public var range: SourceRange
}

/// `frame: rect(16, 120, 100, 100)` or `cornerRadius: 8`: one setting of an element's block.
public struct ElementSettingDecl: Sendable {
    public var name: Identifier
    public var value: Expr
    public var range: SourceRange
}

/// `root Main`.
public struct RootDecl: Sendable {
    public var screen: Identifier
    public var range: SourceRange
}

/// Push (`->`) or modal (`=>`).
public enum EdgeKind: String, Sendable {
    case push
    case modal
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
public struct EdgeDecl: Sendable {
    public var source: EdgeSource
    public var kind: EdgeKind
    public var arrowRange: SourceRange
    public var destination: Identifier
    public var roles: [EdgeRoleDecl]
    public var range: SourceRange
}

/// `push: Reveal`, `pop: reverse`, `dismiss: reverse(curve: spring(damping: 0.8, velocity: 0.8))`.
public struct EdgeRoleDecl: Sendable {
    /// `push`, `pop`, `present` or `dismiss` as written.
    public var role: Identifier
    public var animator: AnimatorRef
    public var range: SourceRange
}

/// What runs on one side of an edge.
public enum AnimatorRef: Sendable {
    /// `system`: UIKit's default transition.
    case system(SourceRange)
    /// `Reveal` or `Reveal(duration: 1)`: a declared animator, parameters optionally overridden.
    case named(Identifier, arguments: [Argument], range: SourceRange)
    /// `reverse` or `reverse(curve: …)`: the edge's forward animator played backwards.
    case reverse(keyword: SourceRange, arguments: [Argument], range: SourceRange)
    /// The parser found no animator here and has reported it.
    case missing(SourceRange)

    public var range: SourceRange {
        switch self {
        case let .system(r), let .missing(r): r
        case let .named(_, _, r), let .reverse(_, _, r): r
        }
    }
}

/// `label: value` in a parameter list, or a bare value.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var range: SourceRange
}

/// `gesture back: edgePan(left) on Second drives pop { progress: …  finish when … }`.
public struct GestureDecl: Sendable {
    public var name: Identifier?
    /// `edgePan`, `pan` or `pinch`.
    public var kind: Identifier
    public var kindArguments: [Argument]
    public var screen: Identifier
    /// `pop`, `dismiss`, `push` or `present`.
    public var role: Identifier
    /// The destination of a driven push or present.
    public var target: Identifier?
    public var clauses: [GestureClause]
    public var range: SourceRange
    /// Where `gesture` was written.
    public var keywordRange: SourceRange
}

/// `progress: expr`, `finish when expr`, `completionSpeed: expr`, `completionCurve: expr`.
public struct GestureClause: Sendable {
    public var name: Identifier
    public var value: Expr
    public var range: SourceRange
}

// MARK: - Animators

/// `animator Reveal(duration: 2.0, curve: easeIn) { … }`: a reusable transition animation.
public struct AnimatorDecl: Sendable {
    public var name: Identifier
    public var parameters: [Argument]
    public var body: [AnimatorStatement]
    public var range: SourceRange
}

public enum AnimatorStatement: Sendable {
    case property(PropertyAnimation)
    case order(OrderStatement)
    case snapshot(SnapshotStatement)
    case mask(MaskStatement)
    case keyframe(KeyframeBlock)
    case hide(HideStatement)
    case share(ShareStatement)

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
public struct PropertyAnimation: Sendable {
    public var target: Path
    public var from: Expr
    public var to: Expr
    public var range: SourceRange
    /// `(curve: linear)` after the property: what this track does differently from its animator.
    public var arguments: [Argument] = []
}

/// A dotted name: `from`, `from.logo`, `from.logo.transform`, `shot.alpha`.
public struct Path: Sendable {
    public var components: [Identifier]
    public var range: SourceRange
    public var dotted: String { components.map(\.name).joined(separator: ".") }
}

/// `order: to below from`.
public struct OrderStatement: Sendable {
    public var subject: Identifier
    /// `below` or `above`.
    public var relation: Identifier
    public var other: Identifier
    public var range: SourceRange
}

/// `snapshot from as shot` or `snapshot from as shot until dismiss`; `backdrop black as dim below
/// to` makes a plain view the size of the container instead of a picture (`source` is its colour).
public struct SnapshotStatement: Sendable {
    public enum Kind: Sendable { case picture, backdrop }
    public var kind: Kind = .picture
    public var source: Path
    public var name: Identifier
    /// The operation that removes a snapshot that outlives its transition.
    public var until: Identifier?
    /// `below to`, `above from`: where it goes among the transition's views (default: on top).
    public var placement: (relation: Identifier, view: Identifier)?
    public var range: SourceRange
}

/// `hide from.thumbnail`: a view or layer hidden for the whole transition and shown again after it.
public struct HideStatement: Sendable {
    public var target: Path
    public var range: SourceRange
}

/// `share from.thumbnail -> to.image as picture`: a shared element. A picture of the first element
/// travels from its frame to the second's, corner radius and all, both hidden meanwhile.
public struct ShareStatement: Sendable {
    public var source: Path
    public var destination: Path
    /// The travelling picture's name (default: the first element's).
    public var name: Identifier?
    public var range: SourceRange
}

/// `mask to with shape(from.logo) { transform: identity -> scale(150) }`.
public struct MaskStatement: Sendable {
    public var target: Path
    public var shape: Expr
    public var animations: [PropertyAnimation]
    public var range: SourceRange
}

/// `keyframe(start: 0.5, length: 0.5) { … }`: animations confined to a window of the duration,
/// as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`.
public struct KeyframeBlock: Sendable {
    public var keywordRange: SourceRange
    public var arguments: [Argument]
    public var animations: [PropertyAnimation]
    public var range: SourceRange
}

// MARK: - Expressions

/// An expression: a value, a transform chain, a curve or a gesture rule.
public struct Expr: Sendable {
    /// Only the operator cases are boxed: numbers, names and calls, by far the most common, are
    /// stored inline, which spares an allocation per node.
    public enum Kind: Sendable {
        /// A number with an optional unit suffix (`0.5`, `300ms`, `90deg`).
        case number(Double, unit: String?)
        case bool(Bool)
        case string(String)
        /// A name or dotted name: `identity`, `width`, `translation.x`, `easeIn`.
        case path([Identifier])
        /// `scale(0.5)`, `spring(damping: 0.5, velocity: 0.8)`, `final.offset(0, height)`.
        case call(callee: [Identifier], arguments: [Argument])
        /// `translate(0, -10) scale(150)`: transforms applied left to right.
        case sequence([Expr])
        /// `[First, Second]`.
        case list([Expr])
        indirect case unary(UnaryOperator, Expr)
        indirect case binary(BinaryOperator, Expr, Expr)
        /// The parser found no expression here and has reported it.
        case missing
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public var isMissing: Bool {
        if case .missing = kind { return true }
        return false
    }
}

public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "not"
}

public enum BinaryOperator: String, Sendable, CaseIterable {
    case or, and
    case less = "<", greater = ">", lessEqual = "<=", greaterEqual = ">=", equal = "==", notEqual = "!="
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    /// Binding strength: `or` < `and` < comparisons < `+ -` < `* /`.
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual: 3
        case .add, .subtract: 4
        case .multiply, .divide: 5
        }
    }

    public var isComparison: Bool { precedence == 3 }
    public var isLogical: Bool { precedence <= 2 }
}

// MARK: - Scenarios

/// `scenario "half a swipe back is cancelled" in Fading { … }`.
public struct ScenarioDecl: Sendable {
    public var name: StringLiteral
    public var graph: Identifier
    public var steps: [ScenarioStep]
    public var range: SourceRange
}

/// One action or expectation of a scenario.
public struct ScenarioStep: Sendable {
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
        case release(velocity: [Expr])
        /// `tap close` (or `tap`, the top screen's only tap): a tap on a view a transition kept.
        case tap(Identifier?)
        case wait(Expr)
        /// `place Grid.thumbnail at rect(200, 400, 116, 116)`: an element somewhere else, as the
        /// app's layout would put it (the list scrolled, another cell tapped).
        case place(Path, Expr)
        /// `expect stack [First, Second]`.
        case expectStack([Identifier])
        /// `expect Second.alpha == 1 within 0.01 at end`. Boxed, being by far the largest step.
        indirect case expectValue(Path, BinaryOperator, Expr, tolerance: Expr?, time: ExpectationTime)
        /// `expect completed` or `expect cancelled`.
        case expectOutcome(Identifier)
    }

    public var kind: Kind
    public var verb: Identifier
    public var range: SourceRange
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
