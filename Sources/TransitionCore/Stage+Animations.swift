import Foundation

/// Which clock an animation's times are measured on.
enum Timeline: Equatable {
    /// The running transition's media time (what a percent-driven interaction scrubs).
    case transition(serial: Int)
    /// The stage clock, starting at `start` (animations added with no transition running).
    case clock(start: Double)
    /// Held at a media time: a layer animation kept after its transition ended.
    case frozen(at: Double, serial: Int)
    /// The stage clock from `start`, for a Core Animation animation added while a percent-driven
    /// interaction drives transition `serial`: UIKit pauses only the animations of the property
    /// animator it drives, so a layer's own animation plays by itself under the finger.
    case transitionClock(start: Double, serial: Int)
}

/// An added animation with its ends decomposed once: one element of the hot sampling loop.
struct ScheduledAnimation {
    var animation: Animation
    let path: KeyframePath
    var timeline: Timeline
}

/// One presented value: what the interpreter records per property per frame.
public struct PropertySample: Hashable, Sendable {
    /// The node.
    public let node: NodeID
    /// The property.
    public let property: Property
    /// What is on screen now: the animation's value, or the model value where none shows.
    public let value: AnimatableValue

    /// Makes a sample, e.g. an expected one in a test.
    public init(node: NodeID, property: Property, value: AnimatableValue) {
        self.node = node
        self.property = property
        self.value = value
    }
}

/// Frame times at a fixed rate, computed from the frame number so that a long run does not
/// accumulate rounding error (frame 216 000 of a 60 fps hour is exactly 3600 s).
public struct FrameClock: Hashable, Sendable {
    /// Frames per second.
    public let framesPerSecond: Double

    /// A clock at `framesPerSecond` (60 unless told).
    public init(framesPerSecond: Double = 60) { self.framesPerSecond = framesPerSecond }

    /// Seconds at frame `index` (frame 0 is time 0).
    public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

    /// How many frames cover `duration` seconds, rounding up so the last frame reaches the end.
    /// Absurd durations (infinite, or beyond `Int`) count as `Int.max` frames instead of trapping.
    public func frames(in duration: Double) -> Int {
        let count = (duration * framesPerSecond - 1e-9).rounded(.up)
        if count.isNaN { return 0 }
        guard let whole = Int(checked: count) else { return count < 0 ? 0 : Int.max }
        return max(0, whole)
    }

    /// The first frame time strictly after `time`. Far out on the clock frames are closer than a
    /// Double can tell apart: the next representable time then, so a clock still moves on.
    public func nextFrame(after time: Double) -> Double {
        let next = ((time * framesPerSecond + 1e-9).rounded(.down) + 1) / framesPerSecond
        return next > time ? next : time.nextUp
    }

    /// Whether `time` is a frame time, to within a millionth of a frame: the one rounding rule of
    /// the grid, which `snapped(_:)` applies to instants computed by addition.
    public func isFrameTime(_ time: Double) -> Bool {
        let frames = time * framesPerSecond
        return abs(frames - frames.rounded()) < 1e-6
    }

    /// Where a clock that samples frames stops next after `time`: the next frame, or `deadline`
    /// (a transition's end) when it comes first or lands on that frame up to rounding (a delay
    /// and a running time summed one way or another), so a transition that ends on a frame is
    /// sampled there once, at its end.
    public func nextStop(after time: Double, deadline: Double?) -> Double {
        let frame = nextFrame(after: time)
        guard let deadline, deadline > time else { return frame }
        return deadline < frame || snapped(deadline) == frame ? deadline : frame
    }

    /// `time` on the grid when it is a frame time by `isFrameTime(_:)` (`0.2 + 0.1`, which is
    /// 0.30000000000000004, is frame 18 at 60 fps: 0.3), else `time` itself. A run that stops its
    /// clock at an instant it computed (a timed expectation) stops there once, on the frame.
    public func snapped(_ time: Double) -> Double {
        guard isFrameTime(time) else { return time }
        let frame = (time * framesPerSecond).rounded() / framesPerSecond
        return frame.isFinite ? frame : time
    }
}

extension Stage {
    /// Adds an animation, as `UIView.animate` or `layer.add(_:forKey:)` would. While a transition
    /// runs (during its `animate` step or an interaction) its times are on the transition's
    /// timeline; otherwise they start now on the stage clock. A layer animation added to a
    /// transition a percent-driven interaction drives runs on the stage clock from now
    /// (`Timeline.transitionClock`): the finger holds only the view animations, and the
    /// transition ends once both have finished. A new animation of the same
    /// property of the same node replaces the one running (the newest wins). For `.view`
    /// animations the model value becomes `to` at once, as in UIKit.
    public mutating func add(_ animation: Animation) {
        guard tree.contains(animation.target) else {
            record(.issue(.invalidTreeOperation(.unknownNode(animation.target))))
            return
        }
        guard animation.isWellTyped else {
            record(.issue(.mistypedAnimation(animation.target, animation.property)))
            return
        }
        let timeline: Timeline
        if let active, !active.isCompleting, active.context.isInteractive, animation.kind != .view {
            timeline = .transitionClock(start: time, serial: active.serial)
            self.active?.clockEnd = max(active.clockEnd, time + animation.end)
        } else if let active, !active.isCompleting {
            timeline = .transition(serial: active.serial)
            self.active?.end = max(active.end, animation.end)
        } else {
            timeline = .clock(start: time)
        }
        animations.removeAll { $0.animation.target == animation.target && $0.animation.property == animation.property }
        animations.append(ScheduledAnimation(
            animation: animation, path: KeyframePath(animation), timeline: timeline))
        if animation.kind == .view {
            tree[animation.target].setValue(animation.to, for: animation.property)
        }
        rebuildSlots()
    }

    /// What an animator that honours `isAnimated` does with an animation of its transition: adds it,
    /// or, in a transition made without animation (C4), gives a view its end value at once and adds
    /// no Core Animation animation (the layer keeps its model value, as the emitted animator leaves it).
    public mutating func add(in context: TransitionContext, _ animation: Animation) {
        guard context.isAnimated else {
            if animation.kind == .view { setValue(animation.to, for: animation.property, of: animation.target) }
            return
        }
        add(animation)
    }

    /// `layer.removeAllAnimations()`: the model values show again.
    public mutating func removeAllAnimations(of node: NodeID) {
        animations.removeAll { $0.animation.target == node }
        rebuildSlots()
        shortenTimeline()
    }

    /// `layer.removeAnimation(forKey:)`: the animation of one property of a node goes (a node has
    /// at most one per property, the newest); the model value shows again.
    public mutating func removeAnimation(of node: NodeID, _ property: Property) {
        animations.removeAll { $0.animation.target == node && $0.animation.property == property }
        rebuildSlots()
        shortenTimeline()
    }

    /// While the running transition's animations are being added or held, its timeline ends with
    /// the last of those still attached (or the animator's own duration): animations removed before
    /// they end (a property animator stopped and finished at once) no longer hold it.
    private mutating func shortenTimeline() {
        guard let transition = active, !transition.isCompleting else { return }
        var end = transition.ownEnd
        for scheduled in animations where scheduled.timeline == .transition(serial: transition.serial) {
            end = max(end, scheduled.animation.end)
        }
        active?.end = end
    }

    /// The animations still attached, in the order they were added.
    public var runningAnimations: [Animation] { animations.map(\.animation) }

    /// The model value: what the property reads in code.
    public func modelValue(of node: NodeID, _ property: Property) -> AnimatableValue {
        tree[node].value(of: property)
    }

    /// What is on screen now: the presenting animation's value, else the model value.
    public func presentedValue(of node: NodeID, _ property: Property) -> AnimatableValue {
        let slot = slots[node.rawValue * Property.allCases.count + property.rawValue]
        guard slot >= 0 else { return tree[node].value(of: property) }
        return presented(animations[Int(slot)], playhead: transitionPlayhead)
    }

    /// The presented value of every attached animation, into a reused buffer (cleared first,
    /// capacity kept): the per-frame hot path, with no allocation once the buffer has grown.
    public func sample(into buffer: inout [PropertySample]) {
        buffer.removeAll(keepingCapacity: true)
        let playhead = transitionPlayhead
        for scheduled in animations {
            buffer.append(PropertySample(
                node: scheduled.animation.target, property: scheduled.animation.property,
                value: presented(scheduled, playhead: playhead)))
        }
    }

    /// The presented value of every property of the given nodes, into a reused buffer: for
    /// traces that follow particular views whether or not they animate.
    public func sample(_ nodes: [NodeID], into buffer: inout [PropertySample]) {
        buffer.removeAll(keepingCapacity: true)
        for node in nodes {
            for property in Property.allCases {
                buffer.append(PropertySample(node: node, property: property, value: presentedValue(of: node, property)))
            }
        }
    }

    @inline(__always)
    func presented(_ scheduled: ScheduledAnimation, playhead: Playhead) -> AnimatableValue {
        let animation = scheduled.animation
        let shown: AnimatableValue?
        switch scheduled.timeline {
        case .transition:
            switch playhead {
            case let .media(media):
                shown = scheduled.path.presented(by: animation, at: media)
            case let .held(media):
                shown = scheduled.path.presented(by: animation, progress: animation.scrubbedProgress(at: media), media: media)
            case let .resuming(released, target, eased):
                let start = animation.scrubbedProgress(at: released)
                shown = scheduled.path.presented(by: animation, progress: start + (target - start) * eased, media: released)
            }
        case let .clock(start), let .transitionClock(start, _): shown = scheduled.path.presented(by: animation, at: time - start)
        case let .frozen(at, _): shown = scheduled.path.presented(by: animation, at: at)
        }
        return shown ?? tree.nodes[animation.target.rawValue].value(of: animation.property)
    }

    mutating func rebuildSlots() {
        for index in slots.indices { slots[index] = -1 }
        let count = Property.allCases.count
        for (index, scheduled) in animations.enumerated() {
            slots[scheduled.animation.target.rawValue * count + scheduled.animation.property.rawValue] = Int32(index)
        }
    }

    /// Drops stage-clock animations whose end has passed and that UIKit would remove.
    mutating func dropFinishedClockAnimations() {
        let before = animations.count
        animations.removeAll { scheduled in
            guard case let .clock(start) = scheduled.timeline else { return false }
            return time - start >= scheduled.animation.end && scheduled.animation.isRemovedAtEnd
        }
        if animations.count != before { rebuildSlots() }
    }
}

extension Animation {
    /// Whether UIKit detaches this animation when it ends (view animations always do).
    var isRemovedAtEnd: Bool {
        switch kind {
        case .view: true
        case let .layer(_, removed): removed
        }
    }
}
