import TransitionCore
import TransitionSource

/// What a gesture recogniser reports while a scenario drags it: the one definition both the
/// checker (to know whether a release finishes) and the interpreter (to drive the transition) use.
/// UIKit's own swipe-back, which scenarios drag too, is modelled at the end of this file.
public struct GestureSample: Sendable, Equatable {
    public var translationX = 0.0, translationY = 0.0
    public var velocityX = 0.0, velocityY = 0.0
    public var locationX = 0.0, locationY = 0.0
    public var scale = 1.0, scaleVelocity = 0.0
    public var width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public func value(_ input: ExpressionInput, progress: Double = 0) -> Double {
        switch input {
        case .width: width
        case .height: height
        case .translationX: translationX
        case .translationY: translationY
        case .velocityX: velocityX
        case .velocityY: velocityY
        case .locationX: locationX
        case .locationY: locationY
        case .scale: scale
        case .scaleVelocity: scaleVelocity
        case .progress: progress
        }
    }
}

extension Gesture {
    /// The direction, in points, that a drag `to FRACTION` moves the finger: along the gesture's
    /// axis, away from its edge, in a left-to-right layout; for a gesture that moves more than one
    /// way (an undirected pan), the way its progress grows; none for a pinch.
    public var axis: (x: Double, y: Double) {
        let ways = kind.ways
        guard let only = ways.first else { return (0, 0) }
        return ways.count == 1 ? only.vector : undirectedAxis
    }

    /// An undirected pan takes any direction, so a scenario's `drag to` and one-number release
    /// move the finger the way the progress grows most (down for `translation.y / height`, left
    /// for `-translation.x / width`); the first way when no way moves it.
    private var undirectedAxis: (x: Double, y: Double) {
        var best = kind.ways.first?.vector ?? (0, 0)
        var most = 0.0
        for (x, y) in kind.ways.map(\.vector) {
            var s = GestureSample(width: ReferenceScreen.width, height: ReferenceScreen.height)
            s.translationX = x * ReferenceScreen.width / 4
            s.translationY = y * ReferenceScreen.height / 4
            s.locationX = ReferenceScreen.width / 2 + s.translationX
            s.locationY = ReferenceScreen.height / 2 + s.translationY
            let reached = progress.evaluate { s.value($0) }
            if reached.isFinite, reached > most + 1e-12 { (best, most) = ((x, y), reached) }
        }
        return best
    }

    /// Where the finger lands: on the gesture's edge (a leading edge is the left one, in the
    /// left-to-right layout the simulation runs), or the middle of the screen.
    public func startLocation(width: Double, height: Double) -> (x: Double, y: Double) {
        switch kind.edge?.physical(rightToLeft: false) {
        case .left?, .leading?: (0, height / 2)
        case .right?, .trailing?: (width, height / 2)
        case .top?: (width / 2, 0)
        case .bottom?: (width / 2, height)
        case nil: (width / 2, height / 2)
        }
    }

    /// For a pinch, the way it must move for its progress to grow: a pinch that dismisses when the
    /// fingers close must not begin when they open (zooming in on the content). Nil for other
    /// gestures, and for a progress that does not depend on the scale.
    public var pinchOpens: Bool? {
        guard kind.measuresScale else { return nil }
        func at(_ scale: Double) -> Double {
            var sample = GestureSample(width: ReferenceScreen.width, height: ReferenceScreen.height)
            sample.scale = scale
            return progress.evaluate { sample.value($0) }
        }
        let (closing, opening) = (at(0.9), at(1.1))
        guard closing.isFinite, opening.isFinite, closing != opening else { return nil }
        return opening > closing
    }

    /// Whether a drag of `amount` begins the gesture: anything but a pinch towards the scale its
    /// progress does not grow with (the emitted recogniser delegate refuses that one).
    public func begins(with amount: DragDistance) -> Bool {
        guard let opens = pinchOpens, case let .fraction(scale) = amount, scale != 1 else { return true }
        return (scale > 1) == opens
    }

    /// The sample after a drag has covered `amount` in full. For a pinch, a fraction is the scale.
    public func sample(after amount: DragDistance, width: Double, height: Double) -> GestureSample {
        var s = GestureSample(width: width, height: height)
        let start = startLocation(width: width, height: height)
        switch amount {
        case let .fraction(f) where kind.measuresScale:
            s.scale = f
        case let .fraction(f):
            s.translationX = axis.x * f * (axis.x != 0 ? width : 0)
            s.translationY = axis.y * f * (axis.y != 0 ? height : 0)
        case .translation:
            let points = amount.points(width: width, height: height) ?? (0, 0)
            s.translationX = points.x
            s.translationY = points.y
        }
        s.locationX = start.x + s.translationX
        s.locationY = start.y + s.translationY
        return s
    }

    /// The progress expression's value, clamped to 0…1 as `UIPercentDrivenInteractiveTransition`
    /// expects.
    public func progress(at sample: GestureSample) -> Double {
        let p = progress.evaluate { sample.value($0) }
        return p.isFinite ? min(max(p, 0), 1) : 0
    }

    /// Whether lifting the finger at `sample` finishes the transition.
    public func finishes(at sample: GestureSample) -> Bool {
        let p = progress(at: sample)
        return finish.evaluate { sample.value($0, progress: p) } != 0
    }
}

// MARK: - UIKit's own swipe-back

extension Gesture {
    /// UIKit's swipe-back (`UINavigationController.interactivePopGestureRecognizer`, a
    /// `UIScreenEdgePanGestureRecognizer` on the leading edge) as transc models it: the one
    /// definition the checker's scenario walk, the interpreter, the differential test's UIKit and
    /// the fix-its that restore it read.
    ///
    /// UIKit does not publish the rule of its interactive pop, so this is the model transc uses, and
    /// the rule the language already writes for a swipe-back (T0804's and T0809's fix-its): the
    /// progress is the finger's travel from the leading edge over the container's width
    /// (`translation.x / width`), and lifting the finger finishes the pop past half the width or
    /// while moving forward at all (`progress > 0.5 or velocity.x > 0`), else cancels it. The pop is
    /// UIKit's own animation (the core's `Animator.system(.pop)`), held by the finger and completed
    /// with `UIPercentDrivenInteractiveTransition`'s defaults (speed 1, ease-in-out).
    public enum SystemSwipeBack {
        /// How a scenario names it: `drag system to 0.3 over 0.2`. No gesture of a spec may take the name.
        public static let name = "system"
        /// Past this fraction of the container's width, lifting the finger finishes the pop.
        public static let finishProgress = 0.5
        /// Moving forward (away from the leading edge) faster than this, in points per second, when the
        /// finger lifts finishes the pop.
        public static let finishVelocity = 0.0
        /// The progress, as a spec writes it.
        public static let progressText = "translation.x / width"
        /// The finish rule, as a spec writes it.
        public static var finishText: String { "progress > \(decimal(finishProgress)) or velocity.x > \(decimal(finishVelocity))" }

        /// `0.5`, `0`: a threshold as a spec writes it.
        static func decimal(_ value: Double) -> String {
            value == value.rounded() ? Int(checked: value).map(String.init) ?? "\(value)" : "\(value)"
        }
    }

    /// UIKit's swipe-back on `screen`, as a gesture a scenario drags (`Gesture.SystemSwipeBack`). It has
    /// no declaration: its range is empty, at the start of the file.
    public static func systemSwipeBack(on screen: Int) -> Gesture {
        let rule = SystemSwipeBack.self
        return Gesture(
            name: rule.name, kind: .edgePan(.leading), screen: screen, operation: .pop, target: nil,
            progress: .binary(.divide, .input(.translationX), .input(.width)),
            finish: .binary(.or, .binary(.greater, .input(.progress), .constant(rule.finishProgress)),
                            .binary(.greater, .input(.velocityX), .constant(rule.finishVelocity))),
            completionSpeed: 1, completionCurve: .easeInOut, range: .at(0))
    }
}

/// The gesture a scenario's `drag` moves.
public enum DraggedGesture: Sendable, Equatable {
    /// One the graph declares: an index into `NavigationGraph.gestures`.
    case declared(Int)
    /// UIKit's swipe-back (`Gesture.systemSwipeBack(on:)`) on this screen, the one on top.
    case systemSwipeBack(on: Int)
}

/// Why UIKit's swipe-back does not begin where a scenario stands.
public enum SystemSwipeBackRefusal: Sendable {
    /// Only the root is on the navigation stack: there is nothing to pop (UIKit's own delegate of the
    /// swipe-back refuses it, docs/uikit-model.md N1).
    case root
    /// A screen is presented over the navigation stack: the recogniser is on the navigation
    /// controller's view, which the presentation covers, so no touch reaches it.
    case covered
    /// The pop from the screen on top is this edge's custom animator, which replaces the system
    /// animation that UIKit's gesture drives (the coordinator turns it off there: T0804's situation).
    case customPop(Edge)
}

extension NavigationGraph {
    /// The gesture a drag moves; nil for an index the graph does not have.
    public func gesture(_ dragged: DraggedGesture) -> Gesture? {
        switch dragged {
        case let .declared(index): gestures.indices.contains(index) ? gestures[index] : nil
        case let .systemSwipeBack(screen): .systemSwipeBack(on: screen)
        }
    }

    /// Why UIKit's swipe-back would not begin with `navigation` (screens, root first) on the
    /// navigation stack and, when `covered`, a screen presented over it; nil when it begins and drives
    /// the system pop. The emitted coordinator and UIKit decide the same (`updateSystemPopGestures()`
    /// turns it off where `animator(for: .pop, …)` is custom; UIKit's delegate refuses it on the root),
    /// and the interpreter and the checker ask here.
    public func systemSwipeBackRefusal(navigation: [Int], covered: Bool) -> SystemSwipeBackRefusal? {
        if covered { return .covered }
        guard navigation.count > 1 else { return .root }
        let (leaving, revealed) = (navigation[navigation.count - 1], navigation[navigation.count - 2])
        if let edge = backwardEdge(leaving: leaving, revealing: revealed, kind: .push), edge.backward != .system {
            return .customPop(edge)
        }
        return nil
    }
}
