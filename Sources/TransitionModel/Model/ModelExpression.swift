import TransitionSource
/// A checked expression: arithmetic over numbers and the inputs a context provides (the container
/// size for property values; a gesture's translation, velocity, location and scale for gesture
/// rules). Booleans are numbers: 0 is false, anything else true.
public indirect enum ModelExpression: Sendable, Hashable {
    case constant(Double)
    case input(ExpressionInput)
    case negate(ModelExpression)
    case not(ModelExpression)
    case binary(BinaryOperator, ModelExpression, ModelExpression)
    case function(ExpressionFunction, [ModelExpression])

    /// The value, with `inputs` supplying each input (missing inputs read 0).
    public func evaluate(_ inputs: (ExpressionInput) -> Double) -> Double {
        switch self {
        case let .constant(v): return v
        case let .input(i): return inputs(i)
        case let .negate(e): return -e.evaluate(inputs)
        case let .not(e): return e.evaluate(inputs) == 0 ? 1 : 0
        case let .binary(op, a, b):
            let x = a.evaluate(inputs)
            // `and` and `or` short-circuit like Swift's && and ||.
            switch op {
            case .and: return x != 0 && b.evaluate(inputs) != 0 ? 1 : 0
            case .or: return x != 0 || b.evaluate(inputs) != 0 ? 1 : 0
            case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual, .add, .subtract, .multiply, .divide: break
            }
            let y = b.evaluate(inputs)
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return y == 0 ? 0 : x / y
            case .less: return x < y ? 1 : 0
            case .greater: return x > y ? 1 : 0
            case .lessEqual: return x <= y ? 1 : 0
            case .greaterEqual: return x >= y ? 1 : 0
            case .equal: return x == y ? 1 : 0
            case .notEqual: return x != y ? 1 : 0
            case .and, .or: return 0
            }
        case let .function(f, args):
            let values = args.map { $0.evaluate(inputs) }
            switch f {
            case .abs: return Swift.abs(values.first ?? 0)
            case .min: return values.min() ?? 0
            case .max: return values.max() ?? 0
            }
        }
    }

    /// The value when the expression reads no inputs.
    public var constantValue: Double? {
        readsInputs ? nil : evaluate { _ in 0 }
    }

    /// Whether any part of the expression reads an input: `inputs` is not empty, found without
    /// collecting them (most expressions a checker meets are asked whether they are constant).
    private var readsInputs: Bool {
        switch self {
        case .constant: false
        case .input: true
        case let .negate(e), let .not(e): e.readsInputs
        case let .binary(_, a, b): a.readsInputs || b.readsInputs
        case let .function(_, args): args.contains { $0.readsInputs }
        }
    }

    /// Every input the expression reads, in first-use order.
    public var inputs: [ExpressionInput] {
        var found: [ExpressionInput] = []
        collectInputs(into: &found)
        return found
    }

    private func collectInputs(into found: inout [ExpressionInput]) {
        switch self {
        case .constant: break
        case let .input(i): if !found.contains(i) { found.append(i) }
        case let .negate(e), let .not(e): e.collectInputs(into: &found)
        case let .binary(_, a, b):
            a.collectInputs(into: &found)
            b.collectInputs(into: &found)
        case let .function(_, args): args.forEach { $0.collectInputs(into: &found) }
        }
    }

    /// Whether the expression yields a truth value (a comparison, `and`, `or`, `not`).
    public var isBoolean: Bool {
        switch self {
        case .not: true
        case let .binary(op, _, _): op.isComparison || op.isLogical
        case .constant, .input, .negate, .function: false
        }
    }
}

/// The named inputs an expression can read.
public enum ExpressionInput: String, Sendable, CaseIterable {
    /// The container view's width and height, in points.
    case width, height
    /// `UIPanGestureRecognizer.translation(in:)`, points.
    case translationX = "translation.x", translationY = "translation.y"
    /// `velocity(in:)`, points per second.
    case velocityX = "velocity.x", velocityY = "velocity.y"
    /// `location(in:)`, points.
    case locationX = "location.x", locationY = "location.y"
    /// `UIPinchGestureRecognizer.scale` and `.velocity`.
    case scale
    case scaleVelocity = "scaleVelocity"
    /// The gesture's progress expression's value (in finish rules).
    case progress

    /// Inputs available in property values.
    public static let containerInputs: [ExpressionInput] = [.width, .height]
}

public enum ExpressionFunction: String, Sendable, CaseIterable {
    case abs, min, max
}

// MARK: - Scenarios

/// A scenario: actions on a graph and what they must show.
public struct Scenario: Sendable {
    public var name: String
    /// Index into `CheckedSpec.graphs`.
    public var graph: Int
    public var steps: [ScenarioAction]
    public var range: SourceRange
    public init(name: String, graph: Int, steps: [ScenarioAction], range: SourceRange) {
        self.name = name
        self.graph = graph
        self.steps = steps
        self.range = range
    }
}

/// One checked scenario step. Screen references are indices into the graph's screens.
public struct ScenarioAction: Sendable {
    public enum Kind: Sendable {
        case push(Int)
        case pop
        case popTo(Int)
        case popToRoot
        /// `present X`, and `present X without animation` (`animated` false).
        case present(Int, animated: Bool)
        /// `dismiss`, and `dismiss without animation`.
        case dismiss(animated: Bool)
        /// Drag a gesture (one the graph declares, or UIKit's swipe-back) by a fraction of its axis
        /// (of the container's width for horizontal gestures, height for vertical ones, scale for
        /// pinch) or by a translation in points, over a duration in seconds.
        case drag(gesture: DraggedGesture, amount: DragDistance, duration: Double)
        /// Lift the finger with a velocity in points per second (x, y); for a pinch, x is the scale
        /// velocity.
        case release(velocityX: Double, velocityY: Double)
        /// A tap on the view a transition kept (an index in `NavigationGraph.taps`): the dismiss or
        /// pop it drives, not interactive.
        case tap(Int)
        case wait(Double)
        /// An element of the screen's instance on screen (else the newest) moved to a frame in its
        /// screen's view, at once, as the app's layout would.
        case place(screen: Int, element: String, frame: RectExpression)
        /// The window takes a new size at rest (a rotation, an iPad window resized); the sizes may
        /// read the container's `width` and `height` before it.
        case resize(width: ModelExpression, height: ModelExpression)
        case expectStack([Int])
        case expectValue(ValueExpectation)
        case expectOutcome(completed: Bool)
    }
    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

extension ScenarioAction.Kind {
    /// Whether the step checks what the scenario shows rather than acting: the runners read the
    /// expectations that follow an action while it plays.
    public var isExpectation: Bool {
        switch self {
        case .expectStack, .expectValue, .expectOutcome: true
        case .push, .pop, .popTo, .popToRoot, .present, .dismiss, .drag, .release, .tap, .wait, .place, .resize: false
        }
    }
}

/// How far a scenario's drag moves the finger.
public enum DragDistance: Sendable, Equatable {
    /// `drag g to f`: a fraction of the container along the gesture's axis (a pinch: the scale).
    case fraction(Double)
    /// `drag g by x, y`: points, which may read the container's `width` and `height`.
    case translation(ModelExpression, ModelExpression)

    /// The finger's translation in points for a container of `width` × `height`; nil for a
    /// fraction.
    public func points(width: Double, height: Double) -> (x: Double, y: Double)? {
        switch self {
        case .fraction: return nil
        case let .translation(x, y):
            let size = { (input: ExpressionInput) -> Double in input == .height ? height : width }
            return (x.evaluate(size), y.evaluate(size))
        }
    }
}

/// `expect Second.alpha == 1 within 0.01 at end`.
public struct ValueExpectation: Sendable {
    public var subject: ExpectationSubject
    public var property: ExpectedProperty
    public var comparison: BinaryOperator
    /// May read `width` and `height`.
    public var value: ModelExpression
    public var tolerance: Double
    /// nil: once everything has settled; otherwise seconds after the previous action started.
    public var time: Double?
    /// The expectation as written, for failure messages.
    public var text: String
    public init(subject: ExpectationSubject, property: ExpectedProperty, comparison: BinaryOperator, value: ModelExpression, tolerance: Double, time: Double?, text: String) {
        self.subject = subject
        self.property = property
        self.comparison = comparison
        self.value = value
        self.tolerance = tolerance
        self.time = time
        self.text = text
    }
}

public enum ExpectationSubject: Sendable, Equatable {
    /// A screen's view.
    case screen(Int)
    /// An element of a screen.
    case element(screen: Int, name: String)
    /// A snapshot, by name.
    case snapshot(String)
    /// The mask on a screen's view while a transition masks it (`Third.mask`): `mask to with …`.
    case mask(screen: Int)

    /// The word after a screen that names the mask on its view, in expectations and in the
    /// trace's labels (`Third.mask`).
    public static let maskWord = "mask"
}

/// The scalar a value expectation reads. Transforms are read through their decomposition.
public enum ExpectedProperty: String, Sendable, CaseIterable {
    case alpha
    /// `isHidden`: 1 (`true`) while `hide` takes the view out of sight, else 0 (`false`).
    case hidden
    case cornerRadius
    case shadowOpacity, shadowRadius
    /// The shadow's offset, in points: `layer.shadowOffset.width` and `.height`.
    case shadowOffsetWidth = "shadowOffset.width", shadowOffsetHeight = "shadowOffset.height"
    /// UIKit's `frame`: for a transformed view, the box around its transformed bounds, as
    /// `frame` returns it on a device (documented as undefined then; see docs/uikit-model.md).
    case frameX = "frame.x", frameY = "frame.y", frameWidth = "frame.width", frameHeight = "frame.height"
    /// `bounds.size` and `center`: the view's own geometry, which its transform does not change.
    case boundsWidth = "bounds.width", boundsHeight = "bounds.height", centerX = "center.x", centerY = "center.y"
    /// The transform's horizontal scale (`sqrt(a² + b²)`).
    case transformScale = "transform.scale"
    case transformScaleX = "transform.scaleX", transformScaleY = "transform.scaleY"
    case transformTranslationX = "transform.tx", transformTranslationY = "transform.ty"
    /// Radians, in the screen's plane (about z).
    case transformRotation = "transform.rotation"
    /// Radians about x and about y, for a transform that leaves the screen's plane: the angles a
    /// chain `rotateX(a) rotateY(b) rotate(c)` would write (`Transform3D.parts`).
    case transformRotationX = "transform.rotationX", transformRotationY = "transform.rotationY"
}
