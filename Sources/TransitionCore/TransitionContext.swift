import Foundation

/// `UIViewControllerContextTransitioning` as a value: what an animator is told about the
/// transition it runs. The stage hands a fresh copy to each animator step, so
/// `transitionWasCancelled` is current when the completion step reads it.
public struct TransitionContext: Hashable, Sendable {
    /// The operation being animated.
    public let operation: TransitionOperation
    /// `containerView`: where the animator puts the views that take part.
    public let containerView: NodeID
    /// The container's bounds, the frame a full-screen view ends at.
    public let containerBounds: Rect
    /// `viewController(forKey: .from)`.
    public let fromController: ControllerID
    /// `viewController(forKey: .to)`.
    public let toController: ControllerID
    /// `view(forKey: .from)`: the view leaving.
    public let fromView: NodeID
    /// `view(forKey: .to)`: the view arriving; the animator must add it to the container.
    public let toView: NodeID
    /// `transitionDuration(using:)`: what a percent of an interactive transition is a percent of.
    public let duration: Double
    /// `isInteractive`: whether a percent-driven interaction drives the timeline.
    public let isInteractive: Bool
    /// `isAnimated`: false for a present or dismiss made with `animated: false` whose animator UIKit
    /// still asks (`PresentationStyle.asksAnimatorWithoutAnimation`), so that it can add and remove
    /// views: the animator ends the transition at once, at its end state (C4).
    public var isAnimated = true
    /// A present or dismiss whose presentation keeps the presenter's view in place
    /// (`PresentationStyle.keepsPresenter`): `view(forKey:)` is nil for the presenter's view, so
    /// the animator must not move it, and it stays after the present.
    public var presenterStays = false
    /// The presented view's frame when a presentation controller sizes it (`.custom`): where a
    /// present puts it and a dismiss finds it. Nil: the container's bounds.
    public var presentedFrame: Rect?

    /// Whether `view(forKey:)` hands `view` to the animator: always, except the presenter's view
    /// of a presentation that keeps it in place.
    public func handsOver(_ view: NodeID) -> Bool {
        guard presenterStays else { return true }
        switch operation.kind {
        case .present: return view != fromView
        case .dismiss: return view != toView
        case .push, .pop: return true
        }
    }
    /// `transitionWasCancelled`: set once an interactive transition has been cancelled; the
    /// animator must then undo its changes and call `completeTransition(false)`.
    public internal(set) var transitionWasCancelled = false
    /// Every `completeTransition` argument so far, in order: exactly one is correct.
    public internal(set) var completeCalls: [Bool] = []

    /// The presenter whose view stays under a presentation that keeps it: the leaving controller
    /// of such a present, the arriving one of its dismiss; nil for any other transition.
    public var stayingPresenter: ControllerID? {
        guard presenterStays else { return nil }
        switch operation.kind {
        case .present: return fromController
        case .dismiss: return toController
        case .push, .pop: return nil
        }
    }

    /// `initialFrame(for:)`, following UIKit: the leaving controller starts full screen (a presented
    /// one where its presentation controller put it), and so does a presenter that stays (it is on
    /// screen, in place, as the dismiss starts); every other frame is unknown at the start
    /// (`Rect.zero`).
    public func initialFrame(for controller: ControllerID) -> Rect {
        if controller == stayingPresenter { return containerBounds }
        guard controller == fromController else { return .zero }
        return operation.kind == .dismiss ? presentedFrame ?? containerBounds : containerBounds
    }

    /// `finalFrame(for:)`, following UIKit: the arriving controller ends full screen (a presented
    /// one at its presentation controller's `frameOfPresentedViewInContainerView`). The leaving
    /// one's final frame is `Rect.zero` exactly when its view is removed ("CGRectZero if and only
    /// if" it is, the header says): the animator decides where it goes. A presenter that stays is
    /// not removed: its final frame is where it is, the container's bounds, and "must be respected".
    public func finalFrame(for controller: ControllerID) -> Rect {
        if controller == stayingPresenter { return containerBounds }
        guard controller == toController else { return .zero }
        return operation.kind == .present ? presentedFrame ?? containerBounds : containerBounds
    }
}

/// A mistake a transition made, the ones the seeds warn about. Reported as events so that
/// `transc test` can fail on them and `transc run` can show them; the stage never traps.
public enum TransitionIssue: Hashable, Sendable, CustomStringConvertible {
    /// The completion step returned without calling `completeTransition`. UIKit would hang
    /// with interaction disabled; the stage records this and ends the transition as if
    /// `completeTransition(!transitionWasCancelled)` had been called.
    case completeTransitionNeverCalled
    /// `completeTransition` called again; the later calls are ignored.
    case completeTransitionCalledTwice
    /// `completeTransition` called with no transition running.
    case completeTransitionWithoutTransition
    /// `completeTransition(true)` after the interaction was cancelled: UIKit commits the
    /// operation while the screen shows the old state.
    case completedCancelledTransition
    /// The arriving view was not in the container when the transition completed.
    case toViewNotInContainer(NodeID)
    /// The arriving view was still in the container after a cancelled transition (seed 003's
    /// "remove the destination view again before completeTransition(false)").
    case toViewLeftAfterCancel(NodeID)
    /// A view in the container still has a mask after the transition.
    case maskLeftBehind(view: NodeID)
    /// A snapshot is still in the container after the transition.
    case snapshotLeftBehind(NodeID)
    /// A view a transition kept in the container for a screen (a snapshot or backdrop kept `until
    /// pop` or `until dismiss`) is still there after that screen left without its own transition
    /// (a pop to root past it): nothing will remove it.
    case keptViewOrphaned(NodeID)
    /// A layer animation that is not removed on completion still runs after the transition.
    case layerAnimationLeftBehind(NodeID, Property)
    /// A hierarchy operation UIKit would reject (unknown view, inserting next to a detached
    /// sibling, adding a view inside itself); the operation was skipped.
    case invalidTreeOperation(TreeError)
    /// An animation whose values are not of its property's kind; it was not added.
    case mistypedAnimation(NodeID, Property)

    /// One line for traces and test failures.
    public var description: String {
        switch self {
        case .completeTransitionNeverCalled: "completeTransition was never called"
        case .completeTransitionCalledTwice: "completeTransition was called more than once"
        case .completeTransitionWithoutTransition: "completeTransition was called with no transition running"
        case .completedCancelledTransition: "completeTransition(true) was called after the transition was cancelled"
        case let .toViewNotInContainer(id): "the destination view \(id) was not in the container at the end"
        case let .toViewLeftAfterCancel(id): "the destination view \(id) was left in the container after a cancel"
        case let .maskLeftBehind(id): "a mask was left on \(id)"
        case let .snapshotLeftBehind(id): "the snapshot \(id) was left in the container"
        case let .keptViewOrphaned(id): "the kept view \(id) was left in the container after its screen left"
        case let .layerAnimationLeftBehind(id, property): "a \(property) layer animation was left on \(id)"
        case let .invalidTreeOperation(error): "invalid view hierarchy operation: \(error)"
        case let .mistypedAnimation(id, property): "an animation of \(property) on \(id) has values of the wrong kind"
        }
    }
}

/// Something that happened on the stage, for traces and expectations.
public enum StageEvent: Hashable, Sendable {
    /// A transition started; `interactive` when a percent-driven interaction drives it.
    case transitionBegan(TransitionOperation, from: ControllerID, to: ControllerID, interactive: Bool)
    /// The interaction moved to a percent.
    case interactionUpdated(percent: Double)
    /// The interaction was released towards the end, from `percent`.
    case interactionFinished(percent: Double)
    /// The interaction was released back towards the start, from `percent`.
    case interactionCancelled(percent: Double)
    /// The animator called `completeTransition`.
    case completeTransitionCalled(Bool)
    /// The transition is over and the stacks are updated (`completed` false: nothing changed).
    case transitionEnded(TransitionOperation, completed: Bool)
    /// The transition made a mistake.
    case issue(TransitionIssue)
}

/// A stage event and the virtual time it happened at.
public struct TimedEvent: Hashable, Sendable {
    /// Seconds on the stage clock.
    public let time: Double
    /// What happened.
    public let event: StageEvent

    /// Makes a timed event, e.g. an expected one in a test.
    public init(time: Double, event: StageEvent) {
        self.time = time
        self.event = event
    }
}

/// `UIPercentDrivenInteractiveTransition`'s settings for the part after the finger lifts.
public struct PercentDrivenInteraction: Hashable, Sendable {
    /// `completionSpeed`: 2 finishes or cancels in half the remaining time. Non-positive values
    /// are treated as 1.
    public var completionSpeed: Double
    /// `completionCurve`: how the remaining media time is played after release. UIKit's default
    /// is ease-in-out.
    public var completionCurve: TimingCurve

    /// UIKit's defaults: speed 1, ease-in-out.
    public init(completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut) {
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }
}

/// How the part after the finger lifts is played: `UIPercentDrivenInteractiveTransition.timingCurve`
/// ("The timing curve to use when driving the animations", nil by default, when `completionCurve`
/// applies), which a gesture handler sets just before `finish()` or `cancel()`. The percent-driven
/// transition continues the animator it got from `interruptibleAnimator(using:)` with it
/// (`continueAnimation(withTimingParameters:durationFactor:)`).
public enum CompletionTiming: Hashable, Sendable {
    /// A cubic timing curve over the remaining time (`completionCurve`, `UICubicTimingParameters`).
    case curve(TimingCurve)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` over the remaining time: the
    /// core's `Spring(duration:dampingRatio:initialVelocity:)` with that time as its duration.
    /// `initialVelocity` is UIKit's relative velocity ("normalized to the total distance of the
    /// animation", `UISpringTimingParameters.initialVelocity`): the continuation's distance is
    /// what is still to go (to the end when finishing, back to the start when cancelling), so 1
    /// covers it in one second.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// No timing curve of its own: the property animator resumes its own timeline
    /// (`startAnimation()` on the paused animator, or `continueAnimation(withTimingParameters: nil,
    /// durationFactor:)`), so each animation goes on along its own curve from the media time at
    /// release, at the pace the length gives (backwards after a cancel). What UIKit does with a
    /// linearly scrubbed animation as it resumes is private; here it shows its curve's value again.
    case resume

    /// The continuation over `length` seconds, with its spring built once.
    func easing(length: Double) -> ReleaseEasing {
        switch self {
        case .resume: .timeline(length: length)
        case let .curve(curve): .curve(curve, length: length)
        case let .spring(ratio, velocity):
            .spring(length > 0 ? Spring(duration: length, dampingRatio: ratio, initialVelocity: velocity) : nil, length: length)
        }
    }

    /// The eased fraction of the remaining distance `elapsed` seconds into a continuation that
    /// lasts `length` seconds (see `ReleaseEasing.fraction(elapsed:)`).
    public func fraction(elapsed: Double, length: Double) -> Double {
        easing(length: length).fraction(elapsed: elapsed)
    }
}

/// A `CompletionTiming` over a known length: what a finishing or cancelling phase samples.
enum ReleaseEasing: Hashable, Sendable {
    case curve(TimingCurve, length: Double)
    /// nil when nothing is left to play (length 0).
    case spring(Spring?, length: Double)
    /// The timeline itself, played on at a steady pace (`CompletionTiming.resume`).
    case timeline(length: Double)

    /// Whether the animations are sampled on the media time (each along its own curve) rather
    /// than moved from where the finger left them along one completion curve.
    var playsTimeline: Bool {
        if case .timeline = self { true } else { false }
    }

    /// 0 at release, exactly 1 from the end of the length on. A spring may pass 1 on the way (an
    /// overshoot, as UIKit's does); at its length UIKit stops the duration-fixed spring wherever
    /// its solver left it (normally within a few tenths of a percent of rest), and the timeline
    /// ends there.
    func fraction(elapsed: Double) -> Double {
        switch self {
        case let .curve(curve, length):
            guard length > 0 else { return 1 }
            return curve.value(at: elapsed / length)
        case let .spring(spring, length):
            guard let spring, elapsed < length else { return 1 }
            return spring.value(at: elapsed)
        case let .timeline(length):
            guard length > 0 else { return 1 }
            return min(max(elapsed / length, 0), 1)
        }
    }
}
