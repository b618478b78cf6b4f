import TransitionCore
import TransitionSource

/// What one animator does during a transition, fully resolved: the contract between the front end
/// and the back ends. The interpreter executes it on the core; the Swift emitter prints it as
/// UIKit. Neither derives a number the plan holds (a spring's constants, how long it runs, where
/// a keyframe starts, which values come back on cancel); both read them here.
///
/// Timing model (UIKit's, see `Grammar.md` §5.6 and §4): the animator's curve or spring paces the
/// whole animation from `delay` to `delay + runTime`; each track moves between its keyframes over
/// that paced progress by `keyframeMode` (one `CAKeyframeAnimation` per property, as
/// `UIView.animateKeyframes` builds); a finger holding the transition scrubs by `scrubbing`.
public struct MotionPlan: Sendable {
    /// The resolved animator's name (unique in the spec): one animator class.
    public var animator: String
    /// The `animator` declaration it comes from.
    public var declaredName: String
    /// Played backwards from `declaredName`.
    public var isReversed: Bool
    /// The curve as written (for descriptions and hover).
    public var curve: Curve
    /// The curve as the core and UIKit run it.
    public var pacing: Pacing
    /// Seconds before the animations start.
    public var delay: Double
    /// The declared duration: what the animator class states and a spring is built for.
    public var duration: Double
    /// Seconds the animations run once started: `duration`, or for a bounce spring the time it
    /// takes to rest (UIKit runs it to rest).
    public var runTime: Double
    public var scrubbing: Scrubbing
    /// How keyframed tracks join their keyframes (`keyframes:`): one mode for the whole
    /// `animateKeyframes` block and every layer's `CAKeyframeAnimation`.
    public var keyframeMode: KeyframeMode = .linear
    public var order: ZOrder
    /// Set when the plan dismisses an over-full-screen presentation: UIKit does not hand the
    /// presenter's view over (`view(forKey: .to)` is nil) and it stays where it is, so the
    /// arriving view is placed only when the context hands it over.
    public var arrivingViewMayStay = false
    /// Set when the plan presents over full screen: the presenter's view stays on screen under
    /// the presented one (and is not handed over), so a finish leaves its values as the
    /// transition set them (a dimmed presenter stays dimmed) instead of restoring them.
    public var leavingViewMayStay = false
    /// Snapshots this transition takes.
    public var snapshots: [SnapshotPlan]
    /// Snapshots a forward transition kept on screen for this one to animate and remove.
    public var adoptedSnapshots: [SnapshotPlan]
    public var masks: [MaskPlan]
    /// One track per animated property of each target, in the order of their first statement.
    public var tracks: [TrackPlan]
    /// Views and layers hidden once the snapshots are taken (so the pictures show them) and shown
    /// again as they were when the transition ends, finished or cancelled (`hide`).
    public var hidden: [TrackTarget] = []
    /// View properties read before the transition changes them: all of them come back after a
    /// cancel, and those of the leaving screen come back after a finish, so that screen looks as
    /// it did when it is shown again.
    public var saved: [SavedProperty]
    public var range: SourceRange
    /// The imported file whose output declares this animator's class (see `ResolvedAnimator`).
    public var importedFrom: String?

    /// The animator's timing as its declaration and the edge's overrides state it.
    public var timing: Timing {
        Timing(duration: duration, delay: delay, curve: curve, scrubbing: scrubbing, keyframes: keyframeMode)
    }

    /// `transitionDuration(using:)`: the delay and the running time.
    public var transitionDuration: Double { delay + runTime }

    /// Whether `track` animates the view of the presenter that stays: the leaving view of a present
    /// that keeps the presenter (`leavingViewMayStay`), the arriving view of its dismiss
    /// (`arrivingViewMayStay`). UIKit does not hand that view over (`view(forKey:)` is nil: "the
    /// animator should not manipulate" it) and keeps it under the presentation; the one rule both
    /// back ends read to tell such an effect from the animator's own tracks (docs/uikit-model.md R3).
    public func isPresenterEffect(_ track: TrackPlan) -> Bool {
        guard case let .view(role) = track.target else { return false }
        switch role {
        case .from: return leavingViewMayStay
        case .to: return arrivingViewMayStay
        }
    }

    /// The tracks that animate the staying presenter's view (`isPresenterEffect`), in plan order.
    public var presenterEffects: [TrackPlan] { tracks.filter(isPresenterEffect) }

    /// Whether a snapshot is taken after screen updates (a picture of the arriving screen or of one
    /// of its elements): UIKit commits the screen as it stands to draw it, so what the transition
    /// has not yet set shows for a frame (docs/uikit-model.md A11).
    public var commitsScreenForPictures: Bool { snapshots.contains(where: \.afterScreenUpdates) }

    /// Whether a snapshot of this transition shows `target` as it is when the picture is taken: the
    /// view a `snapshot from`/`snapshot to` pictures and its elements, or the element a `snapshot
    /// to.thumbnail` pictures. What no picture shows can take its start value, and be hidden, before
    /// the pictures are taken, so the commit a picture after screen updates forces shows the
    /// transition's first frame.
    public func isPictured(_ target: TrackTarget) -> Bool {
        snapshots.contains { snapshot in
            switch (snapshot.source, target) {
            case let (.picture(pictured), .view(role)), let (.picture(pictured), .element(role, _, _)):
                return pictured == role
            case let (.element(reference), .element(role, name, _)):
                return reference.role == role && reference.element == name
            case (.element, .view), (.backdrop, _), (_, .snapshot), (_, .mask):
                return false
            }
        }
    }

    /// Tracks that `UIView` animations run (the property animator scrubs them).
    public var viewTracks: [TrackPlan] { tracks.filter { !$0.isLayer } }
    /// Tracks Core Animation runs: layer elements (masks carry their own).
    public var layerTracks: [TrackPlan] { tracks.filter(\.isLayer) }
    /// What a Core Animation track shows outside its active time: its end value after it ends,
    /// kept until the cleanup removes it, and, when the animator waits, its start value during the
    /// delay (as a view animation shows its `from`), since `from` is the value when the
    /// transition starts.
    public var layerFillMode: FillMode { delay > 0 ? .both : .forwards }
    /// Whether any Core Animation animation runs: a mask or a layer element.
    public var usesCoreAnimation: Bool { !masks.isEmpty || tracks.contains(where: \.isLayer) }

    /// Whether a transform of the plan (a track's or a mask's) has a perspective step.
    public var usesPerspective: Bool {
        (tracks + masks.flatMap(\.tracks)).contains { track in
            ([track.from] + track.segments.map(\.value)).contains { value in
                if case let .transform(steps) = value { steps.perspective != nil } else { false }
            }
        }
    }

    /// The elements this plan reads from the screen playing `role`.
    public func elements(of role: ViewRole) -> [String] {
        var names: [String] = []
        for track in tracks {
            if case let .element(r, name, _) = track.target, r == role, !names.contains(name) { names.append(name) }
        }
        for mask in masks where mask.shape.role == role && !names.contains(mask.shape.element) {
            names.append(mask.shape.element)
        }
        for target in hidden {
            if case let .element(r, name, _) = target, r == role, !names.contains(name) { names.append(name) }
        }
        for measurement in measurements where measurement.element.role == role && !names.contains(measurement.element.element) {
            names.append(measurement.element.element)
        }
        return names
    }

    /// What the transition reads from elements as it starts, before anything moves, in the order
    /// of first use: the frames and corner radii its values name (`from.thumbnail.frame`), and the
    /// frame of each element it pictures (a picture goes over its element).
    public var measurements: [Measurement] {
        var found: [Measurement] = []
        func note(_ measurement: Measurement) { if !found.contains(measurement) { found.append(measurement) } }
        for snapshot in snapshots {
            if case let .element(reference) = snapshot.source { note(Measurement(element: reference, quantity: .frame)) }
        }
        for track in tracks + masks.flatMap(\.tracks) {
            for value in [track.from] + track.segments.map(\.value) {
                if let measurement = value.measurement { note(measurement) }
            }
        }
        for mask in masks { note(mask.frame) }
        return found
    }

    /// The tracks whose end values `measurement` is taken under; empty when it is taken as the
    /// transition starts.
    ///
    /// A value the transition only lands on (a shared element's destination, `p.frame: … ->
    /// to.image.frame`) is measured where its element will be when the transition ends: with the
    /// geometry of the element's screen (its view's transform and frame, and those of its
    /// elements, which may hold the element) and the element's own corner radius at the values the
    /// plan ends them on. Otherwise the picture lands where the element was as the transition
    /// started: under a presenter that a present over full screen left scaled down, say, and the
    /// real element shows up a few points away when it is unhidden. A value also read at the start
    /// or on the way (a picture placed over its element, a keyframe) is measured as the transition
    /// starts, and an end value that is itself measured settles nothing.
    public func settlingTracks(of measurement: Measurement) -> [TrackPlan] {
        let allTracks = tracks + masks.flatMap(\.tracks)
        for snapshot in snapshots {
            if case let .element(reference) = snapshot.source, reference == measurement.element, measurement.quantity == .frame { return [] }
        }
        for track in allTracks {
            let passing = [track.from] + track.segments.dropLast().map(\.value)
            if passing.contains(where: { $0.measurement == measurement }) { return [] }
        }
        guard allTracks.contains(where: { $0.finalValue.measurement == measurement }) else { return [] }
        let reference = measurement.element
        return tracks.filter { track in
            guard !track.isLayer, track.finalValue.measurement == nil else { return false }
            let geometry = track.property == .transform || track.property == .frame
            switch track.target {
            case let .view(role):
                // An arriving view handed over is at its final frame already: the context put it there.
                if role == .to, !arrivingViewMayStay, track.property == .frame, track.finalValue == .frame(FrameValue(base: .final, dx: .constant(0), dy: .constant(0))) { return false }
                return role == reference.role && measurement.quantity == .frame && geometry
            case let .element(role, name, _):
                guard role == reference.role else { return false }
                return measurement.quantity == .frame ? geometry : name == reference.element && track.property == .cornerRadius
            case .snapshot, .mask:
                return false
            }
        }
    }

    /// How `track` is paced: its own curve, else the plan's. Core Animation runs a layer track, and
    /// a Bézier without a UIKit name reaches it through `CAMediaTimingFunction(controlPoints:)`,
    /// whose numbers are `Float`s: the track is paced by the curve rounded to single precision.
    public func pacing(of track: TrackPlan) -> Pacing {
        let own = track.ownPacing ?? pacing
        guard track.isLayer, case let .bezier(curve, nil) = own else { return own }
        return .bezier(curve.singlePrecision, named: nil)
    }

    /// How the core computes `track` between its keyframes: the plan's mode for a keyframed
    /// track; a plain track goes from one value to the other (a plain animation in UIKit).
    public func calculation(of track: TrackPlan) -> KeyframeCalculation {
        track.isKeyframed ? keyframeMode.calculation : .linear
    }

    /// Values restored when the transition completes: after a cancel every saved value, after a
    /// finish those of the leaving screen when its view leaves the window (`leavesWindow`: false
    /// for a presenter that stays under an over-full-screen presentation).
    public func restored(cancelled: Bool, leavesWindow: Bool = true) -> [SavedProperty] {
        if cancelled { return saved }
        return leavesWindow ? saved.filter { $0.role == .from && !$0.isAdopted } : []
    }
}

/// A value the transition reads from an element when it starts, before anything moves.
public struct Measurement: Sendable, Hashable {
    public enum Quantity: Sendable, Hashable {
        /// Its frame in the container's coordinates (`convert(_:to:)`), with its screen's view
        /// where the context puts it: the leaving one at its initial frame, the arriving one at
        /// its final frame (laid out there first).
        case frame
        /// Its layer's corner radius.
        case cornerRadius
        /// A shape element's bounds in the coordinates of the layer of screen view `role`
        /// (`CALayer.convert(_:from:)`, through every transform on the way): where a mask cut from
        /// the shape goes on that view.
        case maskFrame(in: ViewRole)

        /// `frame`, `cornerRadius`, `maskFrame`: as the plan text and generated names spell it.
        public var word: String {
            switch self {
            case .frame: AnimatedProperty.frame.rawValue
            case .cornerRadius: AnimatedProperty.cornerRadius.rawValue
            case .maskFrame: "maskFrame"
            }
        }
    }

    public var element: ElementReference
    public var quantity: Quantity

    public init(element: ElementReference, quantity: Quantity) {
        self.element = element
        self.quantity = quantity
    }
}

extension AnimatedValue {
    /// The element measurement this value is made from, if any.
    public var measurement: Measurement? {
        switch self {
        // A shadow's path reads what the frame and corner radius tracks it follows read.
        case .scalar, .transform, .size, .color, .roundedBounds: nil
        case let .frame(frame):
            switch frame.base {
            case .initial, .final: nil
            case let .element(reference): Measurement(element: reference, quantity: .frame)
            }
        case let .cornerRadius(of: reference): Measurement(element: reference, quantity: .cornerRadius)
        }
    }
}

/// How an animation's progress follows time.
public enum Pacing: Sendable, Equatable {
    /// A cubic Bézier (`UICubicTimingParameters`, `CAMediaTimingFunction`); `named` is UIKit's
    /// name for it (`easeIn`), if it has one.
    case bezier(TimingCurve, named: String?)
    /// A damped oscillator with its constants (mass 1), and the UIKit call that makes it.
    case spring(Spring, SpringSpelling)

    /// The core's curve.
    public var animationCurve: AnimationCurve {
        switch self {
        case let .bezier(curve, _): .timing(curve)
        case let .spring(spring, _): .spring(spring)
        }
    }

    /// The spring, if this is one.
    public var spring: Spring? {
        switch self {
        case .bezier: nil
        case let .spring(spring, _): spring
        }
    }
}

/// Which UIKit spelling a spring has; its constants are the same either way.
public enum SpringSpelling: Sendable, Equatable {
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` over the animator's duration,
    /// with the ratio UIKit's solver runs (clipped to 1.19e-7…1, `Spring.clippedDampingRatio`).
    case dampingRatio(Double)
    /// iOS 17 `UISpringTimingParameters(duration:bounce:initialVelocity:)`.
    case bounce(Double)
}

/// A snapshot view added to the container above both views.
public struct SnapshotPlan: Sendable, Equatable {
    public var name: String
    public var source: SnapshotSource
    /// `snapshotView(afterScreenUpdates:)`: true for the arriving view, which has not been drawn
    /// yet (a snapshot before the update would be blank); false for the leaving view, as it is.
    public var afterScreenUpdates: Bool
    /// The backward operation that adopts and removes it; nil when this transition removes it.
    public var keptUntil: Operation?
    /// Where it goes among the transition's views.
    public var placement: SnapshotPlacement
    public var range: SourceRange

    public init(name: String, source: SnapshotSource, afterScreenUpdates: Bool, keptUntil: Operation?, placement: SnapshotPlacement, range: SourceRange) {
        self.name = name
        self.source = source
        self.afterScreenUpdates = afterScreenUpdates
        self.keptUntil = keptUntil
        self.placement = placement
        self.range = range
    }
}

/// A shape-layer mask set on one view for the transition and removed when it completes.
public struct MaskPlan: Sendable {
    public var target: ViewRole
    /// The shape element whose path, bounds and position the mask copies.
    public var shape: ElementReference
    /// The mask layer's own animations (Core Animation, kept at their end until removed).
    public var tracks: [TrackPlan]
    public var range: SourceRange

    /// Where the mask goes on the masked view: the shape's bounds in that view's layer, measured
    /// as the transition starts, by both back ends alike.
    public var frame: Measurement { Measurement(element: shape, quantity: .maskFrame(in: target)) }
}

/// One property of one target moving through values.
public struct TrackPlan: Sendable {
    public var target: TrackTarget
    public var property: AnimatedProperty
    /// The value when the transition starts.
    public var from: AnimatedValue
    /// Where the value goes: one segment over the whole progress for a plain statement, else the
    /// pieces of the path the lowering resolved from the keyframes (which may overlap), in time
    /// order and not overlapping. A segment starts from the previous segment's value.
    public var segments: [KeyframeSegment]
    /// A Bézier of its own (`to.alpha(curve: linear)`), else nil: the plan's pacing.
    public var ownPacing: Pacing? {
        get { ownPacingBox?.value }
        set { ownPacingBox = newValue.map(Boxed.init) }
    }
    /// Core Animation (layer elements, masks, shadows, a track with its own curve) rather than
    /// `UIView` animation.
    public var isLayer: Bool
    /// The value is a `CATransform3D`: always for a layer's transform; for a view's when a step
    /// of the track leaves the screen's plane (`rotateX`, `rotateY`, `perspective`), and the view
    /// then animates `transform3D` (its layer's transform) instead of `transform`.
    public var transformIs3D = false

    /// Whether it moves its screen's view as a whole, flat: a screen's frame, or its transform in
    /// the screen's plane. A frame measured where the transition leaves it maps such a track's
    /// end value instead of setting it (`frame(of:in:onceScreen:has:frame:)` in the emitted code).
    public var placesItsScreen: Bool {
        guard case .view = target else { return false }
        return property == .frame || (property == .transform && !transformIs3D)
    }

    /// A layer of the arriving screen whose model value is set to the end value when the
    /// transition finishes (as a view animation leaves it), so it still shows once the Core
    /// Animation animation is removed.
    public var keepsEndValue: Bool
    /// The end value as written, when the lowering gave it the track's perspective (which shows
    /// nothing on a view that has stopped turning): what a finish leaves, so that no `m34` stays
    /// on a flat view. Nil when the end is kept as it is.
    public var settledValue: AnimatedValue? {
        get { settledValueBox?.value }
        set { settledValueBox = newValue.map(Boxed.init) }
    }
    public var range: SourceRange
    /// `ownPacing` and `settledValue`, boxed: most tracks have neither, and each would take more
    /// room in every track than the rest of its values.
    private var ownPacingBox: Boxed<Pacing>?
    private var settledValueBox: Boxed<AnimatedValue>?

    init(target: TrackTarget, property: AnimatedProperty, from: AnimatedValue, segments: [KeyframeSegment], isLayer: Bool,
         keepsEndValue: Bool, range: SourceRange) {
        self.target = target
        self.property = property
        self.from = from
        self.segments = segments
        self.isLayer = isLayer
        self.keepsEndValue = keepsEndValue
        self.range = range
    }

    /// The value when the transition ends.
    public var to: AnimatedValue { segments.last?.value ?? from }

    /// The value a finished transition leaves: `settledValue`, else `to`.
    public var finalValue: AnimatedValue { settledValue ?? to }

    /// Whether the statement confined the change to keyframe windows.
    public var isKeyframed: Bool {
        !(segments.count == 1 && segments[0].start == 0 && segments[0].length == 1)
    }

    /// Values at key times of the paced progress, as `CAKeyframeAnimation.keyTimes` and `values`:
    /// the start value at 0, each segment's start and end (rounded to 12 decimals, so that
    /// 0.1 + 0.2 is written 0.3), the end value at 1. A segment that starts within 1e-9 of where
    /// the previous one ended adds no key time of its own: windows that tile in decimals (0.7 +
    /// 0.1, then 0.8) tile, even where the sum in binary falls short of the next start.
    public var keyframes: [(time: Double, value: AnimatedValue)] {
        var stops: [(time: Double, value: AnimatedValue)] = [(0, from)]
        var current = from
        for segment in segments {
            if segment.start > (stops.last?.time ?? 0) + 1e-9 { stops.append((segment.start, current)) }
            stops.append((((segment.start + segment.length) * 1e12).rounded() / 1e12, segment.value))
            current = segment.value
        }
        if (stops.last?.time ?? 0) < 1 { stops.append((1, current)) }
        return stops
    }
}

/// A value that rarely exists, stored out of line so that a type holding it stays small.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A stretch of a track: over the window `start … start + length` of the paced progress
/// (fractions, as `addKeyframe(withRelativeStartTime:relativeDuration:)`) the value moves to `value`.
public struct KeyframeSegment: Sendable, Equatable {
    public var start: Double
    public var length: Double
    public var value: AnimatedValue
    public var range: SourceRange
}

/// A view property saved before the transition changes it.
public struct SavedProperty: Sendable, Equatable {
    /// A view or a view element (layers keep their model values), or a view an earlier
    /// transition kept that this one adopts (`until dismiss`): it stays on screen after a cancel,
    /// so a cancel puts back what it was.
    public var target: TrackTarget
    public var property: AnimatedProperty
    /// The role of the view it belongs to; for an adopted view, `from` (it goes with the screen
    /// that leaves), though only a cancel restores it: a finish removes it.
    public var role: ViewRole
    /// A view transform the plan animates in 3D: saved and restored as `transform3D`.
    public var transformIs3D = false

    /// Whether it belongs to a view kept by an earlier transition (a picture or a backdrop).
    public var isAdopted: Bool {
        switch target {
        case .snapshot: true
        case .view, .element, .mask: false
        }
    }
}
