import TransitionSource
/// The settings a gesture's block takes, by the name written before `:` (or `finish when`). The
/// parser, the checker, completion and hover read this list, so a new setting is added once.
public enum GestureSetting: String, Sendable, CaseIterable {
    case progress
    case finish
    case completionSpeed
    case completionCurve
    case simultaneousWith
    case requiresFailureOf
    case requiredToFailBy

    /// How the setting is introduced: `finish when`, every other one with a colon.
    public var introducer: String {
        switch self {
        case .finish: "finish when"
        case .progress, .completionSpeed, .completionCurve, .simultaneousWith, .requiresFailureOf, .requiredToFailBy: "\(rawValue):"
        }
    }

    /// The arbitration a setting states with the screen's own gestures, if it is one.
    public var arbitration: Arbitration? {
        switch self {
        case .simultaneousWith: .simultaneous
        case .requiresFailureOf: .waitsForFailure
        case .requiredToFailBy: .winsOver
        case .progress, .finish, .completionSpeed, .completionCurve: nil
        }
    }

    /// The list a message gives: "progress, finish, completionSpeed, …".
    public static var names: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// How a spec's gesture and the gestures a view of its screen already has (a scroll view's pan, a
/// pager's swipe) decide which recognises a touch. The three relations of
/// `UIGestureRecognizerDelegate` and `require(toFail:)`.
public enum Arbitration: String, Sendable, CaseIterable {
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true: both recognise the
    /// same touch (a pull-down dismiss over a scroll view that keeps scrolling).
    case simultaneous
    /// `require(toFail:)` on the spec's gesture: it begins only once the element's gestures fail
    /// (a swipe on the last page of a pager, after the pager's own pan gives up).
    case waitsForFailure
    /// `require(toFail:)` on the element's gestures: they wait until the spec's gesture fails, so
    /// a touch in the gesture's direction goes to the transition first.
    case winsOver

    /// The setting that states it.
    public var setting: GestureSetting {
        switch self {
        case .simultaneous: .simultaneousWith
        case .waitsForFailure: .requiresFailureOf
        case .winsOver: .requiredToFailBy
        }
    }
}

/// One stated relation between a spec's gesture and the gestures of an element of its screen.
public struct GestureArbitration: Sendable, Equatable {
    public var relation: Arbitration
    /// The element (a `view` of the gesture's screen) whose gesture recognisers it applies to.
    public var element: String
    public var range: SourceRange

    public init(relation: Arbitration, element: String, range: SourceRange) {
        self.relation = relation
        self.element = element
        self.range = range
    }
}
