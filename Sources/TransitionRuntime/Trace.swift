import TransitionCore
import TransitionModel
import TransitionSource

/// What one run of a spec did: the events in order and, per transition, the presented value of
/// every animated property at every frame. The text and JSON renderers read this one value, so
/// what a person reads and what a tool parses never disagree. Built only by `Interpreter`;
/// deterministic (same spec and options, same trace).
public struct Trace: Sendable {
    /// The spec's path, as given.
    public var specPath: String
    /// The navigation graph the run used.
    public var graph: String
    /// What was run: `tour`, `scenario "…"` or `steps`.
    public var title: String
    /// Container size in points.
    public var width: Double
    public var height: Double
    /// Sampling rate of `TransitionRecord.frames`.
    public var framesPerSecond: Double
    /// Every transition, in the order they started.
    public var transitions: [TransitionRecord] = []
    /// Everything that happened, in order (events of transitions carry their index).
    public var events: [TraceEvent] = []
    /// The invariant violations found, each located in the spec.
    public var issues: [RuntimeIssue] = []
    /// Property samples recorded (rows × channel count): what the benchmark counts.
    public var sampleCount = 0
    /// Stage time when the run ended, seconds.
    public var endTime = 0.0

    public init(specPath: String, graph: String, title: String, width: Double, height: Double, framesPerSecond: Double) {
        self.specPath = specPath
        self.graph = graph
        self.title = title
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
    }
}

/// One transition: what ran, why (the animator the model chose) and the frames it showed.
public struct TransitionRecord: Sendable {
    /// 1-based, in start order; events refer to it.
    public var index: Int
    /// `push`, `pop`, `popTo`, `popToRoot`, `present` or `dismiss`.
    public var operation: String
    /// Screens leaving and arriving (`Detail`, or `Detail#2` for a second instance).
    public var from: String
    public var to: String
    /// The spec animator's name, or nil for UIKit's system animation.
    public var animator: String?
    /// The animator as the spec wrote it, for people: `Grow`, `Grow reversed`,
    /// `Grow with overrides` (the unique name of a reversed or overridden animator is generated).
    public var declaredAnimator: String?
    /// The edge that chose the animator (`Main -> Detail`, `* -> C`), nil when none applies.
    public var edge: String?
    /// `transitionDuration`, seconds (delay included).
    public var duration: Double
    /// False for a present or dismiss made without animation whose animator UIKit asked anyway
    /// (`isAnimated` false): it ends as it starts, its duration unplayed.
    public var isAnimated = true
    /// The timing curve or spring, in the spec's spelling.
    public var curve: String
    /// The gesture driving it, when interactive.
    public var gesture: String?
    /// Stage time at which it started and ended (nil while running), seconds.
    public var start: Double
    public var end: Double?
    /// Whether it completed (nil while running); false when cancelled.
    public var completed: Bool?
    /// What each column of `values` holds.
    public var channels: [Channel]
    /// One row per sampled frame: time, percent of an interaction (nil when clock-driven),
    /// and a sequence number that orders rows among events.
    public var frameTimes: [Double] = []
    public var framePercents: [Double?] = []
    public var frameSequence: [Int] = []
    /// Row-major samples: each row is the channels' components one after the other
    /// (`Channel.width` numbers each).
    public var values: [Double] = []
    /// The container's views from back to front once the animator has set up (`atStart`) and
    /// once the transition has ended (`atEnd`): where the differential test checks z-order and
    /// cleanup. Not part of the JSON document.
    public var containerAtStart: [String] = []
    public var containerAtEnd: [String] = []
    /// The views and layers hidden at those two moments (`hide`), by label, sorted. Not part of
    /// the JSON document.
    public var hiddenAtStart: [String] = []
    public var hiddenAtEnd: [String] = []

    public init(index: Int, operation: String, from: String, to: String, animator: String?, edge: String?, duration: Double,
                curve: String, gesture: String?, start: Double, channels: [Channel], declaredAnimator: String? = nil) {
        self.index = index
        self.operation = operation
        self.from = from
        self.to = to
        self.animator = animator
        self.declaredAnimator = declaredAnimator ?? animator
        self.edge = edge
        self.duration = duration
        self.curve = curve
        self.gesture = gesture
        self.start = start
        self.channels = channels
    }

    /// Numbers per row.
    public var rowWidth: Int { channels.reduce(0) { $0 + $1.kind.width } }
    /// Rows recorded.
    public var frameCount: Int { frameTimes.count }

    /// The components of channel `channel` in row `row`.
    public func value(row: Int, channel: Int) -> ArraySlice<Double> {
        let offset = row * rowWidth + channels[..<channel].reduce(0) { $0 + $1.kind.width }
        return values[offset ..< offset + channels[channel].kind.width]
    }
}

/// One animated property of one node, a column of a transition's frames.
public struct Channel: Sendable, Equatable {
    /// The node as traces name it: `Detail`, `Main.logo`, `Detail.mask`, `shot`.
    public var node: String
    /// The spec's property name: `alpha`, `transform`, `frame`, `cornerRadius`.
    public var property: String
    /// How its values are stored.
    public var kind: ChannelKind

    public init(node: String, property: String, kind: ChannelKind) {
        self.node = node
        self.property = property
        self.kind = kind
    }

    /// `Detail.alpha`, as the text trace titles its columns.
    public var label: String { "\(node).\(property)" }
}

/// How a channel's value is stored: its numbers per row (`width`), the kind of value the core
/// animates.
public typealias ChannelKind = AnimatableValue.Kind

/// Something that happened during a run.
public struct TraceEvent: Sendable, Equatable {
    /// Orders events among frame rows.
    public var sequence: Int
    /// Stage time, seconds.
    public var time: Double
    /// The transition it belongs to (`TransitionRecord.index`), nil between transitions.
    public var transition: Int?
    /// What happened.
    public var kind: Kind

    /// The kinds of event, with what each carries.
    public enum Kind: Sendable, Equatable {
        /// A scenario step started an operation (`push`, `pop to`, `present` …) towards a screen.
        case operationStarted(operation: String, target: String?)
        /// The screens a pop-to removes without animation, under the animated top.
        case removedWithoutAnimation([String])
        /// The animator the model chose: a name, or nil for the system animation.
        case animatorChosen(name: String?, edge: String?)
        /// The stack was set up without animation (the tour reaching an edge's source).
        case setUp([String])
        case interactionBegan(gesture: String)
        case interactionUpdated(percent: Double)
        /// The finger lifted and the finish rule said finish (or cancel), with the release velocity.
        case interactionFinished(percent: Double, velocityX: Double, velocityY: Double)
        case interactionCancelled(percent: Double, velocityX: Double, velocityY: Double)
        case completeTransition(Bool)
        case transitionCompleted
        case transitionCancelled
        /// The stacks after a transition, root first, presentations last.
        case stack([String])
        case waited(seconds: Double)
        /// The window took a new size at rest (`resize to W x H`).
        case resized(width: Double, height: Double)
        /// A tap on a view a transition kept, which goes back from the screen on top.
        case tapped(gesture: String, view: String)
        /// An invariant violation (the same text as the located issue).
        case issue(String)
        /// A snapshot stays on screen after its transition, until a backward operation.
        case snapshotKept(name: String, until: String)
        /// A kept snapshot was adopted and removed by the backward operation.
        case snapshotReleased(name: String)
        /// A full-screen presentation completed and UIKit removed the presenter's view.
        case presenterRemoved(screen: String)
        /// The run reached `RunOptions.sampleLimit` after `rows` frame rows; no more frames are
        /// recorded (an R0107 issue says where).
        case samplingStopped(rows: Int)
    }
}
