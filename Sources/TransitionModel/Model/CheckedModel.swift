import TransitionCore
import TransitionSource

/// The checked model: what every back end consumes. The checker builds it only from a tree with no
/// errors, with every name resolved to an index, every animator reference resolved (reverses and
/// parameter overrides turned into concrete animators), and every value reduced to a small typed
/// form. Back ends never see the syntax tree.
public struct CheckedSpec: Sendable {
    /// The file the spec came from, as given.
    public var path: String
    public var graphs: [NavigationGraph]
    public var scenarios: [Scenario]
    /// Every concrete animator an edge uses, as its motion plan, each under a unique name that is
    /// a valid identifier: what the back ends run and print. The resolved animators they were
    /// lowered from are not kept; nothing downstream reads them.
    public var plans: [MotionPlan]

    /// A spec of concrete animators, lowered here (presentations noted).
    public init(path: String, graphs: [NavigationGraph], animators: [ResolvedAnimator], scenarios: [Scenario]) {
        self.init(path: path, graphs: graphs, plans: Lowering.plans(animators, graphs: graphs), scenarios: scenarios)
    }

    /// A spec whose animators are lowered already (`plans`, presentations noted): the checker
    /// lowers each one once, as it resolves it.
    package init(path: String, graphs: [NavigationGraph], plans: [MotionPlan], scenarios: [Scenario]) {
        self.path = path
        self.graphs = graphs
        self.scenarios = scenarios
        self.plans = plans
    }

    public func graph(named name: String) -> NavigationGraph? { graphs.first { $0.name == name } }
    public func plan(named name: String) -> MotionPlan? { plans.first { $0.animator == name } }

    /// The `modalPresentationStyle` a modal edge is presented with, which both back ends give UIKit:
    /// its style's, except that an over-full-screen edge whose present or dismiss has presenter
    /// effects is `.custom`. UIKit asks for the presentation controller that runs them only then
    /// (docs/uikit-model.md R4); it keeps the presenter and covers the container, as
    /// `.overFullScreen` does, and presented without animation it still runs its animator (C4).
    public func presentationStyle(of edge: Edge) -> PresentationStyle {
        edge.presentationStyle(plan: plan(named:))
    }
}

extension Edge {
    /// `CheckedSpec.presentationStyle(of:)`, with the plans looked up by `plan` (the checker's, as it
    /// lowers them).
    package func presentationStyle(plan: (String) -> MotionPlan?) -> PresentationStyle {
        let style = presentation.style
        guard kind == .modal, presentation == .overFullScreen else { return style }
        let animators = [forward.animatorName, backward.animatorName].compactMap { $0 }
        let hasEffects = animators.contains { plan($0).map { !$0.presenterEffects.isEmpty } ?? false }
        return hasEffects ? .custom : style
    }
}

// MARK: - Graphs

/// One navigation controller's screens, edges and gestures.
public struct NavigationGraph: Sendable {
    public var name: String
    public var screens: [Screen] {
        didSet { screenIndices = NavigationGraph.indices(of: screens) }
    }
    /// Each screen's index in `screens` by name (the first, should a recovered graph repeat
    /// one): a lookup per name a spec writes, which a scan of every screen made quadratic.
    private var screenIndices: [String: Int]
    /// Index of the root screen in `screens`.
    public var root: Int
    /// The `root` declaration, for notes that point at it (the root screen's own `screen` line
    /// when the graph has none).
    public var rootRange: SourceRange?
    public var edges: [Edge]
    public var gestures: [Gesture]
    /// Taps on views a transition kept on screen (`tap(dim)`), which go back without a finger to follow.
    public var taps: [Tap] = []
    public var range: SourceRange

    public init(name: String, screens: [Screen], root: Int, edges: [Edge], gestures: [Gesture], range: SourceRange) {
        self.name = name
        self.screens = screens
        screenIndices = NavigationGraph.indices(of: screens)
        self.root = root
        self.edges = edges
        self.gestures = gestures
        self.range = range
    }

    public func screenIndex(named name: String) -> Int? { screenIndices[name] }

    private static func indices(of screens: [Screen]) -> [String: Int] {
        var indices: [String: Int] = [:]
        indices.reserveCapacity(screens.count)
        for (index, screen) in screens.enumerated() where indices[screen.name] == nil { indices[screen.name] = index }
        return indices
    }

    /// The edge a push or present from `source` to `destination` takes: the edge declared from
    /// `source` if there is one (a specific source wins), else a wildcard edge `* -> destination`.
    public func edge(from source: Int, to destination: Int, kind: EdgeKind) -> Edge? {
        edges.first { $0.kind == kind && $0.source == source && $0.destination == destination }
            // `* -> C` means every other screen: its animators are checked against those sources.
            ?? (source == destination ? nil : edges.first { $0.kind == kind && $0.source == nil && $0.destination == destination })
    }

    /// The edge whose backward animator runs when `leaving` is popped or dismissed and `revealed`
    /// becomes visible: `revealed -> leaving`, else `* -> leaving`. For a pop to a screen further
    /// down with no such edge, the system animation runs.
    public func backwardEdge(leaving: Int, revealing revealed: Int, kind: EdgeKind) -> Edge? {
        edge(from: revealed, to: leaving, kind: kind)
    }

    /// Whether `edge` leaves from `screen`: its own source, or any screen but its destination for `*`.
    public func edge(_ edge: Edge, leavesFrom screen: Int) -> Bool {
        edge.source.map { $0 == screen } ?? (screen != edge.destination)
    }

    /// The screens `edge` leaves from: its source, or every other screen for `*`.
    public func sources(of edge: Edge) -> [Int] {
        edge.source.map { [$0] } ?? screens.indices.filter { $0 != edge.destination }
    }

    /// `Home -> Detail`, `* => Menu`: the edge as the spec writes it.
    public func spelling(of edge: Edge) -> String {
        "\(edge.source.map { screens[$0].name } ?? "*") \(edge.kind == .push ? "->" : "=>") \(screens[edge.destination].name)"
    }

    /// The screens that can be on the navigation stack: the root and every screen a push edge
    /// reaches from one of them. A screen only ever presented modally has no navigation
    /// controller in the graph, so a push from it cannot happen (UIKit's `navigationController`
    /// is nil there).
    public var stackScreens: Set<Int> {
        let reached = reachable(through: { $0.kind == .push })
        return Set(reached.indices.filter { reached[$0] })
    }

    /// Which screens the root reaches along the edges `include` accepts, a flag per screen: each
    /// edge is followed once (a `*` edge leaves from every screen but its destination, so it is
    /// followed from the first screen reached that is not its destination).
    public func reachable(through include: (Edge) -> Bool) -> [Bool] {
        var reached = [Bool](repeating: false, count: screens.count)
        guard screens.indices.contains(root) else { return reached }
        let index = edgeIndex
        var wildcards = index.wildcards.filter { include(edges[$0]) }
        reached[root] = true
        var frontier = [root]
        while let screen = frontier.popLast() {
            func follow(_ destination: Int) {
                guard !reached[destination] else { return }
                reached[destination] = true
                frontier.append(destination)
            }
            for edge in index.leaving[screen] where include(edges[edge]) { follow(edges[edge].destination) }
            // A wildcard into `screen` itself waits for another screen.
            var waiting: [Int] = []
            for edge in wildcards {
                if edges[edge].destination == screen { waiting.append(edge) } else { follow(edges[edge].destination) }
            }
            wildcards = waiting
        }
        return reached
    }

    /// The edges by the screens they join, found once for the rules that ask for every screen.
    public var edgeIndex: EdgeIndex { EdgeIndex(self) }

    /// The gesture on `screen` that drives `operation`, if any.
    public func gestures(on screen: Int) -> [Gesture] { gestures.filter { $0.screen == screen } }
}

/// A graph's edges by screen: the indices in `NavigationGraph.edges` of the edges declared from
/// each screen (`leaving`), of those into each screen (`entering`), and of the `*` edges, in
/// declaration order. Made in one pass; a rule that would scan every edge for every screen or
/// gesture reads it instead.
public struct EdgeIndex: Sendable {
    public var leaving: [[Int]]
    public var entering: [[Int]]
    public var wildcards: [Int] = []

    public init(_ graph: NavigationGraph) {
        leaving = Array(repeating: [], count: graph.screens.count)
        entering = Array(repeating: [], count: graph.screens.count)
        for (index, edge) in graph.edges.enumerated() {
            if let source = edge.source {
                if leaving.indices.contains(source) { leaving[source].append(index) }
            } else {
                wildcards.append(index)
            }
            if entering.indices.contains(edge.destination) { entering[edge.destination].append(index) }
        }
    }
}

/// A screen: a view controller type and the elements animators may use.
public struct Screen: Sendable {
    public var name: String
    /// The UIViewController subclass, as the app names it.
    public var typeName: String
    public var elements: [Element] {
        didSet { elementIndices = Screen.indices(of: elements) }
    }
    /// What shows where the screen's content does not cover its view (`background:`).
    public var background: ScreenBackground
    public var range: SourceRange
    /// Each element's index by name (the first of a repeated one): a lookup per element an
    /// animator names, which a scan made quadratic on a screen of many elements.
    private var elementIndices: [String: Int]

    public init(name: String, typeName: String, elements: [Element], background: ScreenBackground = .opaque, range: SourceRange) {
        self.name = name
        self.typeName = typeName
        self.elements = elements
        self.background = background
        self.range = range
        elementIndices = Screen.indices(of: elements)
    }

    public func element(named name: String) -> Element? { elementIndices[name].map { elements[$0] } }

    private static func indices(of elements: [Element]) -> [String: Int] {
        var indices: [String: Int] = [:]
        indices.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() where indices[element.name] == nil { indices[element.name] = index }
        return indices
    }
}

/// A named subview or layer of a screen, with the geometry its block states (`ElementSetting`),
/// which `transc run`, `transc test` and the checker's lints use in place of the app's layout.
public struct Element: Sendable, Hashable {
    public var name: String
    public var kind: ElementKind
    /// `frame: rect(x, y, width, height)`, in its screen's view; nil: the stand-in placement
    /// (`frame(in:)`).
    public var frame: RectExpression?
    /// `cornerRadius: r`, in points.
    public var cornerRadius: ModelExpression
    public var range: SourceRange
    public init(name: String, kind: ElementKind, frame: RectExpression? = nil, cornerRadius: ModelExpression = .constant(0), range: SourceRange) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.range = range
    }
}

/// What an element is in UIKit terms.
public enum ElementKind: String, Sendable, CaseIterable {
    /// A `UIView`.
    case view
    /// A `CALayer`.
    case layer
    /// A `CAShapeLayer`: can shape a mask.
    case shape
}

/// A push or modal edge with the animators that run forward (push, present) and backward
/// (pop, dismiss).
public struct Edge: Sendable {
    /// The source screen's index, or nil for `*` (any screen).
    public var source: Int?
    public var destination: Int
    public var kind: EdgeKind
    public var forward: AnimatorChoice
    public var backward: AnimatorChoice
    /// What a modal edge's presentation does to the presenter's view (`modalPresentationStyle`).
    public var presentation: Presentation = .fullScreen
    public var range: SourceRange

    public init(source: Int?, destination: Int, kind: EdgeKind, forward: AnimatorChoice, backward: AnimatorChoice, range: SourceRange) {
        self.source = source
        self.destination = destination
        self.kind = kind
        self.forward = forward
        self.backward = backward
        self.range = range
    }
}

/// UIKit's default transition, or one of the spec's animators.
public enum AnimatorChoice: Sendable, Equatable {
    case system
    /// The name of a plan in `CheckedSpec.plans` (a resolved animator's unique name).
    case custom(String)

    public var animatorName: String? {
        if case let .custom(name) = self { return name }
        return nil
    }
}

/// The operations a navigation controller or a presenting controller performs.
public enum Operation: String, Sendable, Hashable {
    case push, pop, present, dismiss

    /// Whether this operation moves forward along an edge (push, present).
    public var isForward: Bool { self == .push || self == .present }
}

// MARK: - Gestures

/// A gesture recogniser that drives a transition interactively.
public struct Gesture: Sendable {
    /// The declared name, or one made from the screen and kind (`secondEdgePanLeft`).
    public var name: String
    public var kind: GestureKind
    public var screen: Int
    /// The operation the gesture starts.
    public var operation: Operation
    /// The destination of a driven push or present.
    public var target: Int?
    /// The fraction complete, from the gesture's inputs; clamped to 0…1 when applied.
    public var progress: ModelExpression
    /// Evaluated when the finger lifts: true finishes, false cancels.
    public var finish: ModelExpression
    /// `UIPercentDrivenInteractiveTransition.completionSpeed`.
    public var completionSpeed: Double
    /// How the rest runs after release: a cubic (`completionCurve`, or `timingCurve` set to
    /// `UICubicTimingParameters`) or a `.spring(damping:velocity:)` (`timingCurve` set to
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` over the remaining time). Never a
    /// `springBounce`: the checker refuses it here.
    public var completionCurve: Curve
    /// For `spring(damping: …, velocity: release)`: the progress per second at release
    /// (`ReleaseRate.derive`), which `ReleaseRate.relativeVelocity` turns into the spring's
    /// initial velocity in place of the curve's own; nil when the spring's velocity is a number.
    public var releaseRate: ModelExpression?
    /// How it shares touches with the gestures of its screen's elements, in the order written.
    public var arbitration: [GestureArbitration]
    public var range: SourceRange

    public init(
        name: String, kind: GestureKind, screen: Int, operation: Operation, target: Int?, progress: ModelExpression,
        finish: ModelExpression, completionSpeed: Double, completionCurve: Curve, releaseRate: ModelExpression? = nil,
        arbitration: [GestureArbitration] = [], range: SourceRange
    ) {
        self.name = name
        self.kind = kind
        self.screen = screen
        self.operation = operation
        self.target = target
        self.progress = progress
        self.finish = finish
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.releaseRate = releaseRate
        self.arbitration = arbitration
        self.range = range
    }
}

// MARK: - Animators

/// A concrete animator: one `UIViewControllerAnimatedTransitioning` class in the emitted code.
public struct ResolvedAnimator: Sendable {
    /// Unique in the spec and a valid identifier: the declared name, or a name made from the edge
    /// for a reverse or an override (`DetailToHomePop`).
    public var name: String
    /// The `animator` declaration it comes from.
    public var declaredName: String
    /// Played backwards from `declaredName`.
    public var isReversed: Bool
    public var timing: Timing
    public var order: ZOrder
    /// Snapshots this animator takes.
    public var snapshots: [Snapshot]
    /// Snapshots a forward transition left in place for this animator to animate and remove.
    public var adoptedSnapshots: [Snapshot]
    public var masks: [Mask]
    /// View and element animations, in source order.
    public var tracks: [Track]
    /// Views and layers hidden for the whole transition and shown again after it (`hide`).
    public var hidden: [HiddenView] = []
    public var range: SourceRange
    /// The imported file that declares it, when an edge uses it unchanged: that file's own output
    /// holds its class, so the importing file refers to it instead of declaring it again.
    public var importedFrom: String?

    public init(
        name: String, declaredName: String, isReversed: Bool, timing: Timing, order: ZOrder, snapshots: [Snapshot],
        adoptedSnapshots: [Snapshot], masks: [Mask], tracks: [Track], range: SourceRange
    ) {
        self.name = name
        self.declaredName = declaredName
        self.isReversed = isReversed
        self.timing = timing
        self.order = order
        self.snapshots = snapshots
        self.adoptedSnapshots = adoptedSnapshots
        self.masks = masks
        self.tracks = tracks
        self.range = range
    }
}

/// Duration, delay, curve and scrubbing of an animator.
public struct Timing: Sendable, Equatable {
    /// Seconds.
    public var duration: Double
    /// Seconds before the animations start.
    public var delay: Double
    public var curve: Curve
    /// How the animations follow a finger that holds the transition.
    public var scrubbing: Scrubbing
    /// How keyframes of one property are joined (`keyframes:`).
    public var keyframes: KeyframeMode

    /// The labels an animator's parameter list takes (`duration: 0.35, curve: easeOut`), in the
    /// order messages and completion list them; the checker reads each of them.
    public static let parameters = ["duration", "delay", "curve", "scrub", KeyframeMode.parameter]

    public init(duration: Double, delay: Double, curve: Curve, scrubbing: Scrubbing = .linear, keyframes: KeyframeMode = .linear) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.scrubbing = scrubbing
        self.keyframes = keyframes
    }
}

/// Which of the two views sits on top in the container.
public enum ZOrder: String, Sendable {
    /// `containerView.addSubview(toView)`: the usual push.
    case toAboveFrom
    /// `containerView.insertSubview(toView, belowSubview: fromView)`: the usual pop.
    case toBelowFrom
}

/// The two views of a transition.
public enum ViewRole: String, Sendable, Hashable {
    case from, to
}

/// A snapshot view of `source`, added to the container above both views.
public struct Snapshot: Sendable, Equatable {
    public var name: String
    public var source: SnapshotSource
    /// When the snapshot is removed: at the end of its transition, or at the end of the backward
    /// transition of the same edge (`until dismiss`).
    public var removal: SnapshotRemoval
    public var placement: SnapshotPlacement
    /// For the picture of a shared element (`share from.thumbnail -> to.image`), the element it
    /// becomes: played backwards, a shared element pictures the other end, the one on screen.
    public var travelsTo: ElementReference?
    public var range: SourceRange
    public init(name: String, source: SnapshotSource, removal: SnapshotRemoval, placement: SnapshotPlacement = .top, range: SourceRange) {
        self.name = name
        self.source = source
        self.removal = removal
        self.placement = placement
        self.range = range
    }
}

/// What a view the transition makes shows: a picture of one of its screens (`snapshot from`), or a
/// plain colour the size of the container (`backdrop black`), for a dimming view.
public enum SnapshotSource: Sendable, Equatable {
    case picture(of: ViewRole)
    /// A picture of one element (`snapshot from.thumbnail`), placed over it: at its frame in the
    /// container's coordinates when the transition starts.
    case element(ElementReference)
    case backdrop(NamedColor)

    /// The screen pictured (or whose element is), nil for a backdrop.
    public var pictured: ViewRole? {
        switch self {
        case let .picture(role): role
        case let .element(reference): reference.role
        case .backdrop: nil
        }
    }

    /// How the view follows a change of the window's size once made (docs/uikit-model.md C8): a
    /// backdrop is a colour and keeps covering the container (flexible width and height); a
    /// picture shows the old layout, so it keeps its size and its centre moves in proportion
    /// (four flexible margins) rather than stretch. Both back ends set it as the view is made.
    public var autoresizingMask: AutoresizingMask {
        switch self {
        case .picture, .element: .keepsSize
        case .backdrop: .fillsSuperview
        }
    }

    /// Whether rounding its corners clips it (`clipsToBounds`): a picture's content is rounded
    /// only by clipping, while a backdrop is all background, which a corner radius rounds alone.
    /// A view that clips draws no shadow, so only a backdrop rounds and casts one (T0635).
    public var clipsWhenRounded: Bool {
        switch self {
        case .picture, .element: true
        case .backdrop: false
        }
    }
}

/// A colour a spec names: a backdrop's (`backdrop black`) or a shadow's (`shadowColor: gray`),
/// UIKit's named colours of the same names (`UIColor.black`, `.white`, `.gray`).
public enum NamedColor: String, Sendable, CaseIterable {
    case black, white, gray

    /// The colour's components, as UIKit defines them: `UIColor.gray` is 50 % white.
    public var components: Color {
        switch self {
        case .black: Color(red: 0, green: 0, blue: 0, alpha: 1)
        case .white: Color(red: 1, green: 1, blue: 1, alpha: 1)
        case .gray: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        }
    }
}

/// Where a snapshot goes in the container.
public enum SnapshotPlacement: Sendable, Equatable {
    /// Above both views (`addSubview`): the default.
    case top
    /// `insertSubview(_:belowSubview:)` of the view playing the role.
    case below(ViewRole)
    /// `insertSubview(_:aboveSubview:)` of the view playing the role.
    case above(ViewRole)
}

public enum SnapshotRemoval: Sendable, Equatable {
    case endOfTransition
    case endOf(Operation)
}

/// A shape-layer mask on one of the two views, copied from an element's shape, with its own
/// Core Animation animations (fill mode forwards, kept until the transition completes).
public struct Mask: Sendable {
    public var target: ViewRole
    public var shape: ElementReference
    /// Animations of the mask layer's properties (`transform`, `opacity`).
    public var tracks: [Track]
    public var range: SourceRange
    public init(target: ViewRole, shape: ElementReference, tracks: [Track], range: SourceRange) {
        self.target = target
        self.shape = shape
        self.tracks = tracks
        self.range = range
    }
}

/// An element of the screen that plays a role in the transition.
public struct ElementReference: Sendable, Hashable {
    public var role: ViewRole
    public var element: String
    public init(role: ViewRole, element: String) {
        self.role = role
        self.element = element
    }

    /// `from.thumbnail`.
    public var dotted: String { "\(role.rawValue).\(element)" }

    /// The same element with the other role: what a reversed animator reads.
    public var swapped: ElementReference { ElementReference(role: role == .from ? .to : .from, element: element) }
}

/// One property animated from one value to another.
public struct Track: Sendable {
    public var target: TrackTarget
    public var property: AnimatedProperty
    public var from: AnimatedValue
    public var to: AnimatedValue
    /// A keyframe window within the animator's duration, or nil for the whole duration.
    public var window: KeyframeWindow?
    /// A Bézier of its own (`to.alpha(curve: linear): 0 -> 1`), else nil: the animator's curve.
    public var curve: Curve?
    public var range: SourceRange
    public init(target: TrackTarget, property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue, window: KeyframeWindow?, range: SourceRange) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
        self.window = window
        self.range = range
    }
}

/// `hide from.thumbnail`: a view or layer out of sight for the whole transition, shown again as it
/// was once the transition ends, finished or cancelled (the real view while its stand-in flies).
public struct HiddenView: Sendable, Equatable {
    public var target: TrackTarget
    public var range: SourceRange
    public init(target: TrackTarget, range: SourceRange) {
        self.target = target
        self.range = range
    }
}

/// What a track animates.
public enum TrackTarget: Sendable, Hashable {
    case view(ViewRole)
    case element(ViewRole, String, ElementKind)
    case snapshot(String)
    /// The mask of the view playing the role (tracks inside a `Mask`).
    case mask(ViewRole)

    /// Layer targets are animated with Core Animation, not UIView animations.
    public var isLayer: Bool {
        switch self {
        case let .element(_, _, kind): kind != .view
        case .mask: true
        case .view, .snapshot: false
        }
    }
}

/// A relative window of the animator's duration, as `addKeyframe(withRelativeStartTime:relativeDuration:)`.
public struct KeyframeWindow: Sendable, Equatable {
    public var start: Double
    public var length: Double
    public init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }
}

/// A property value.
public enum AnimatedValue: Sendable, Equatable {
    /// Alpha or corner radius.
    case scalar(ModelExpression)
    /// Transforms applied left to right; empty is the identity.
    case transform([TransformStep])
    /// The target view's initial or final frame, or an element's frame in the container, offset.
    case frame(FrameValue)
    /// An element's corner radius when the transition starts (`from.thumbnail.cornerRadius`).
    case cornerRadius(of: ElementReference)
    /// `size(0, 12)`: a shadow's offset, width and height in points.
    case size(ModelExpression, ModelExpression)
    /// `gray`: a shadow's colour.
    case color(NamedColor)
    /// A shadow's path: the target's bounds with rounded corners, as
    /// `roundedShadowPath(bounds, cornerRadius: layer.cornerRadius, curve: layer.cornerCurve)`. The size is a frame
    /// value's size (the frame the view animates to or from), or nil for the target's bounds as
    /// the transition starts; the radius a corner radius value, or nil for its radius then.
    indirect case roundedBounds(size: FrameValue?, cornerRadius: AnimatedValue?)

    /// The elements the value reads (a frame based on one, an element's corner radius), which only
    /// the transition context's view controllers give.
    public var elementsRead: [ElementReference] {
        switch self {
        case let .frame(frame):
            if case let .element(reference) = frame.base { return [reference] }
            return []
        case let .cornerRadius(of: reference): return [reference]
        case let .roundedBounds(size, radius):
            return (size.map { AnimatedValue.frame($0).elementsRead } ?? []) + (radius?.elementsRead ?? [])
        case .scalar, .transform, .size, .color: return []
        }
    }
}

/// One step of a transform chain (`TransformStepKind` owns the names and meanings).
public enum TransformStep: Sendable, Equatable {
    case translate(ModelExpression, ModelExpression)
    case scale(ModelExpression, ModelExpression)
    /// Radians, about z: in the screen's plane.
    case rotate(ModelExpression)
    /// Radians, about x: the top edge tips away for a positive angle.
    case rotateX(ModelExpression)
    /// Radians, about y: the right edge tips away for a positive angle.
    case rotateY(ModelExpression)
    /// The distance in points from the eye to the screen's plane: `m34 = -1 / distance`.
    case perspective(ModelExpression)

    public var kind: TransformStepKind {
        switch self {
        case .translate: .translate
        case .scale: .scale
        case .rotate: .rotate
        case .rotateX: .rotateX
        case .rotateY: .rotateY
        case .perspective: .perspective
        }
    }

    /// The expressions the step reads.
    public var operands: [ModelExpression] {
        switch self {
        case let .translate(x, y), let .scale(x, y): [x, y]
        case let .rotate(e), let .rotateX(e), let .rotateY(e), let .perspective(e): [e]
        }
    }
}

extension [TransformStep] {
    /// Whether the chain leaves the screen's plane, so that only a `CATransform3D` holds it.
    public var isThreeDimensional: Bool { contains { $0.kind.isThreeDimensional } }

    /// The perspective step's distance, if the chain has one.
    public var perspective: ModelExpression? {
        for step in self { if case let .perspective(d) = step { return d } }
        return nil
    }
}

/// `final.offset(0, height)`: a transition context frame moved by an offset.
public struct FrameValue: Sendable, Equatable {
    public enum Base: Sendable, Equatable {
        /// `transitionContext.initialFrame(for:)` of the view's controller.
        case initial
        /// `transitionContext.finalFrame(for:)` of the view's controller.
        case final
        /// An element's frame in the container's coordinates, measured when the transition starts
        /// with its screen's view where the context puts it (the leaving one at its initial frame,
        /// the arriving one at its final frame), before any animation moves it:
        /// `element.convert(element.bounds, to: containerView)`.
        case element(ElementReference)

        /// `initial`, `final`, or `from.thumbnail.frame`: how a spec writes it.
        public var text: String {
            switch self {
            case .initial: "initial"
            case .final: "final"
            case let .element(reference): "\(reference.role.rawValue).\(reference.element).frame"
            }
        }
    }
    public var base: Base
    public var dx: ModelExpression
    public var dy: ModelExpression
    public init(base: Base, dx: ModelExpression, dy: ModelExpression) {
        self.base = base
        self.dx = dx
        self.dy = dy
    }
}
