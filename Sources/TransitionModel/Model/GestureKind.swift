import TransitionSource
/// The recogniser a gesture declaration names: the one owner of the concept. Its spelling (the
/// keyword and the arguments each kind takes, for the parser, the checker's "did you mean", its
/// messages, completion and hover), the inputs it offers, how the finger moves it, the UIKit class
/// the emitter makes and the rules a spec usually gives it are all here, each an exhaustive switch:
/// a new kind is a compile error wherever a stage must decide what it means.
public enum GestureKind: Sendable, Hashable {
    /// `UIScreenEdgePanGestureRecognizer` on one edge.
    case edgePan(ScreenEdge)
    /// `UIPanGestureRecognizer`, optionally only in one direction.
    case pan(PanDirection?)
    /// `UIPinchGestureRecognizer`.
    case pinch

    // MARK: - Spelling

    /// The word each kind is written with, and the arguments it takes: the spelling table every
    /// stage reads.
    public enum Keyword: String, Sendable, CaseIterable {
        case edgePan, pan, pinch

        /// What may stand in the parentheses after the keyword.
        public enum Arguments: Sendable, Equatable {
            /// No parentheses.
            case none
            /// One of `words`, or nothing.
            case optional([String])
            /// One of `words`; `usual` is what a fix-it writes when it is left out.
            case required([String], usual: String)
        }

        public var arguments: Arguments {
            switch self {
            case .edgePan: .required(ScreenEdge.allCases.map(\.rawValue), usual: ScreenEdge.left.rawValue)
            case .pan: .optional(PanDirection.allCases.map(\.rawValue))
            case .pinch: .none
            }
        }

        /// The words its argument may be (for completion), empty when it takes none.
        public var argumentWords: [String] {
            switch arguments {
            case .none: []
            case let .optional(words), let .required(words, _): words
            }
        }

        /// The kind written `keyword(argument)`, or `keyword` alone when `argument` is nil; nil
        /// when that is not a kind.
        public func kind(_ argument: String?) -> GestureKind? {
            switch self {
            case .edgePan: argument.flatMap(ScreenEdge.init(rawValue:)).map(GestureKind.edgePan)
            case .pan:
                if let argument { PanDirection(rawValue: argument).map(GestureKind.pan) } else { .pan(nil) }
            case .pinch: argument == nil ? .pinch : nil
            }
        }

        /// How the kind is written, for the message when its argument is wrong.
        public var usage: String {
            switch self {
            case .edgePan:
                "edgePan names its screen edge: edgePan(leading), edgePan(trailing) (both follow the layout direction), edgePan(left), edgePan(right), edgePan(top) or edgePan(bottom)"
            case .pan: "pan takes an optional direction: " + Keyword.orList(PanDirection.allCases.map { "pan(\($0.rawValue))" })
            case .pinch: "pinch takes no arguments"
            }
        }

        /// The kind as a list of choices shows it: `edgePan(edge)`, `pan`, `pinch`.
        public var template: String {
            switch arguments {
            case .none, .optional: rawValue
            case .required: "\(rawValue)(edge)"
            }
        }

        /// Every keyword, for the parser's and the checker's lists and the editor grammar.
        public static var words: [String] { allCases.map(\.rawValue) }

        /// "a, b or c".
        public static func orList(_ words: [String]) -> String {
            guard let last = words.last else { return "" }
            return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
        }
    }

    /// The keyword the kind is written with.
    public var keyword: Keyword {
        switch self {
        case .edgePan: .edgePan
        case .pan: .pan
        case .pinch: .pinch
        }
    }

    /// The word in its parentheses, if any.
    public var argument: String? {
        switch self {
        case let .edgePan(edge): edge.rawValue
        case let .pan(direction): direction?.rawValue
        case .pinch: nil
        }
    }

    /// The kind as a spec writes it: `edgePan(left)`, `pan(down)`, `pan`, `pinch`.
    public var spelling: String { keyword.rawValue + (argument.map { "(\($0))" } ?? "") }

    /// Every kind a spec can write, in the spelling table's order.
    public static var allCases: [GestureKind] {
        Keyword.allCases.flatMap { keyword -> [GestureKind] in
            switch keyword.arguments {
            case .none: [keyword.kind(nil)].compactMap { $0 }
            case let .optional(words): ([keyword.kind(nil)] + words.map(keyword.kind)).compactMap { $0 }
            case let .required(words, _): words.compactMap(keyword.kind)
            }
        }
    }

    /// The kind in a gesture's made-up name: `EdgePanLeft`, `PanDown`, `Pan`, `Pinch`.
    public var nameSuffix: String {
        func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        return upperFirst(keyword.rawValue) + (argument.map(upperFirst) ?? "")
    }

    /// The kind in a message about the touches it takes: "left-edge pan", "pan down", "pinch".
    public var noun: String {
        switch self {
        case let .edgePan(edge): "\(edge.rawValue)-edge pan"
        case let .pan(direction?): "pan \(direction.rawValue)"
        case .pan(nil): "pan"
        case .pinch: "pinch"
        }
    }

    /// The kind in a sentence of the emitted code's comments: "a pan from the left edge".
    public var phrase: String {
        switch self {
        case let .edgePan(edge): "a pan from the \(edge.rawValue) edge"
        case let .pan(direction): direction.map { "a pan \($0.rawValue)" } ?? "a pan"
        case .pinch: "a pinch"
        }
    }

    /// How the finger moves it, for messages: "drag right", "drag" (an undirected pan), "pinch".
    public var motion: String {
        switch self {
        case .edgePan, .pan: ways.count == 1 ? "drag \(ways[0].rawValue)" : "drag"
        case .pinch: "pinch"
        }
    }

    /// What hover says of the kind: its recogniser and the inputs it offers.
    public var summary: String {
        let offered = inputs.map { "`\($0.rawValue)`" }
        return "`\(recognizerClass)`, which offers " + offered.dropLast().joined(separator: ", ") + " and " + (offered.last ?? "")
    }

    // MARK: - Capabilities

    /// The UIKit recogniser class the emitted code makes.
    public var recognizerClass: String {
        switch self {
        case .edgePan: "UIScreenEdgePanGestureRecognizer"
        case .pan: "UIPanGestureRecognizer"
        case .pinch: "UIPinchGestureRecognizer"
        }
    }

    /// The inputs a recogniser of this kind provides to its progress and finish rule.
    public var inputs: [ExpressionInput] {
        switch self {
        case .edgePan, .pan: [.translationX, .translationY, .velocityX, .velocityY, .locationX, .locationY, .width, .height]
        case .pinch: [.scale, .scaleVelocity, .locationX, .locationY, .width, .height]
        }
    }

    /// Whether the recogniser measures a scale (`scale`, `scaleVelocity`): a scenario then drags it
    /// `to` a scale, not by points, and one release number is the scale's velocity.
    public var measuresScale: Bool {
        switch self {
        case .edgePan, .pan: false
        case .pinch: true
        }
    }

    /// Whether its location moves with its translation, so that the location's rate at release is
    /// the reported velocity (a pinch's location is the fingers' midpoint, whose speed it does not
    /// report).
    public var locationFollowsVelocity: Bool {
        switch self {
        case .edgePan, .pan: true
        case .pinch: false
        }
    }

    /// The edge the finger starts from, for an edge pan.
    public var edge: ScreenEdge? {
        switch self {
        case let .edgePan(edge): edge
        case .pan, .pinch: nil
        }
    }

    /// A touch a recogniser takes on its screen: two recognisers of one screen that take the same
    /// touch compete for it, and UIKit starts only one.
    public enum Touch: Sendable, Hashable {
        /// A pan from a physical edge, in one layout direction.
        case edge(ScreenEdge, rightToLeft: Bool)
        case pan(PanDirection)
        case pinch
    }

    /// The touches it takes, in both layout directions. Pans in different directions do not
    /// compete (the recogniser that begins is the one the first movement matches); a pan in any
    /// direction takes them all.
    public var touches: [Touch] {
        switch self {
        case let .edgePan(edge):
            [.edge(edge.physical(rightToLeft: false), rightToLeft: false), .edge(edge.physical(rightToLeft: true), rightToLeft: true)]
        case let .pan(direction?): [.pan(direction)]
        case .pan(nil): PanDirection.allCases.map(Touch.pan)
        case .pinch: [.pinch]
        }
    }

    /// The only direction the recogniser begins in, when it is restricted to one (the emitted
    /// delegate checks the velocity; an edge recogniser restricts itself).
    public var beginsOnlyTowards: PanDirection? {
        switch self {
        case let .pan(direction): direction
        case .edgePan, .pinch: nil
        }
    }

    /// The ways the finger moves it on, in a left-to-right layout, the usual one first (an edge
    /// pan away from its edge); empty for a kind that is not dragged along an axis.
    public var ways: [PanDirection] {
        switch self {
        case .edgePan(.left), .edgePan(.leading), .pan(.right): [.right]
        case .edgePan(.right), .edgePan(.trailing), .pan(.left): [.left]
        case .edgePan(.top), .pan(.down): [.down]
        case .edgePan(.bottom), .pan(.up): [.up]
        case .pan(nil): [.right, .left, .down, .up]
        case .pinch: []
        }
    }

    /// Whether it takes the horizontal pan iOS 26's content swipe-back starts on, in each layout
    /// direction (rightward left to right, leftward right to left).
    public var takesContentSwipeBack: (leftToRight: Bool, rightToLeft: Bool) {
        switch self {
        case .pan(.right?): (true, false)
        case .pan(.left?): (false, true)
        case .pan(nil): (true, true)
        case .pan(.up?), .pan(.down?), .edgePan, .pinch: (false, false)
        }
    }

    /// The progress and finish rule a spec usually gives it: the system swipe-back's
    /// (`Gesture.SystemSwipeBack`), adapted to its axis.
    public var usualRules: (progress: String, finish: String) {
        let rule = Gesture.SystemSwipeBack.self
        let half = "progress > \(rule.decimal(rule.finishProgress))"
        let (forward, backward) = (rule.decimal(rule.finishVelocity), rule.decimal(-rule.finishVelocity))
        switch self {
        case .edgePan(.left), .edgePan(.leading), .pan(.right), .pan(nil): return (rule.progressText, rule.finishText)
        case .edgePan(.right), .edgePan(.trailing), .pan(.left): return ("-translation.x / width", "\(half) or velocity.x < \(backward)")
        case .edgePan(.top), .pan(.down): return ("translation.y / height", "\(half) or velocity.y > \(forward)")
        case .edgePan(.bottom), .pan(.up): return ("-translation.y / height", "\(half) or velocity.y < \(backward)")
        case .pinch: return ("1 - scale", "\(half) or scaleVelocity < 0")
        }
    }
}

/// The screen edge an edge pan starts from. `leading` and `trailing` follow the layout direction,
/// as UIKit's own swipe-back does: in a right-to-left layout `leading` is the right edge.
public enum ScreenEdge: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing

    /// The physical edge in a layout of the given direction.
    public func physical(rightToLeft: Bool) -> ScreenEdge {
        switch self {
        case .left, .right, .top, .bottom: self
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        }
    }

    /// Whether the edge follows the layout direction (and the gesture's x inputs with it).
    public var followsLayoutDirection: Bool {
        switch self {
        case .left, .right, .top, .bottom: false
        case .leading, .trailing: true
        }
    }
}

/// The direction a pan moves in.
public enum PanDirection: String, Sendable, CaseIterable {
    case left, right, up, down

    /// The direction as a unit vector in points (y grows downwards).
    public var vector: (x: Double, y: Double) {
        switch self {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        }
    }
}
