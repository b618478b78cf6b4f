import TransitionCore
import TransitionSource

/// Lowers checked animators to motion plans: the one place where a curve becomes control points
/// or spring constants, a bounce spring gets its running time, keyframes of one property become
/// one path, snapshots get their update rule and the values a cancel restores are chosen.
public enum Lowering {
    /// The plans of a spec's animators, in their order, with what the edges that use them decide.
    public static func plans(_ animators: [ResolvedAnimator], graphs: [NavigationGraph]) -> [MotionPlan] {
        var plans = animators.map(plan)
        notePresentations(graphs, in: &plans)
        return plans
    }

    /// Marks the plans that present over full screen, or dismiss such a presentation: what the
    /// edges that use an animator decide, which its plan alone does not know. The checker lowers
    /// each animator once, as it resolves it, and marks them when every graph is known.
    package static func notePresentations(_ graphs: [NavigationGraph], in plans: inout [MotionPlan]) {
        var presenting: Set<String> = []
        var dismissing: Set<String> = []
        for graph in graphs {
            for edge in graph.edges where edge.kind == .modal && edge.presentation.style.keepsPresenter {
                if let name = edge.forward.animatorName { presenting.insert(name) }
                if let name = edge.backward.animatorName { dismissing.insert(name) }
            }
        }
        guard !presenting.isEmpty || !dismissing.isEmpty else { return }
        for index in plans.indices {
            plans[index].leavingViewMayStay = presenting.contains(plans[index].animator)
            plans[index].arrivingViewMayStay = dismissing.contains(plans[index].animator)
        }
    }

    /// The plan of one resolved animator.
    public static func plan(_ animator: ResolvedAnimator) -> MotionPlan {
        let timing = animator.timing
        let lowered = framesFirst(tracks(animator.tracks))
        var plan = MotionPlan(
            animator: animator.name, declaredName: animator.declaredName, isReversed: animator.isReversed,
            curve: timing.curve, pacing: pacing(timing.curve, duration: timing.duration),
            delay: timing.delay, duration: timing.duration, runTime: timing.curve.runningTime(duration: timing.duration),
            scrubbing: timing.scrubbing, order: animator.order,
            snapshots: animator.snapshots.map(snapshot), adoptedSnapshots: animator.adoptedSnapshots.map(snapshot),
            masks: animator.masks.map { MaskPlan(target: $0.target, shape: $0.shape, tracks: tracks($0.tracks), range: $0.range) },
            tracks: lowered, saved: saved(lowered, adopted: Set(animator.adoptedSnapshots.map(\.name))), range: animator.range,
            importedFrom: animator.importedFrom)
        plan.hidden = animator.hidden.map(\.target)
        plan.keyframeMode = timing.keyframes
        return plan
    }

    /// A curve for an animation declared `duration` seconds long.
    public static func pacing(_ curve: Curve, duration: Double) -> Pacing {
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic:
            let name = Curve.named.first { $0.curve == curve }?.name
            return .bezier(curve.timingCurve ?? .easeInOut, named: name)
        case let .spring(damping, _):
            guard let spring = curve.spring(duration: duration) else { return .bezier(.easeInOut, named: "easeInOut") }
            return .spring(spring, .dampingRatio(Spring.clippedDampingRatio(damping)))
        case let .springBounce(bounce, _):
            guard let spring = curve.spring(duration: duration) else { return .bezier(.easeInOut, named: "easeInOut") }
            return .spring(spring, .bounce(bounce))
        }
    }

    private static func snapshot(_ snapshot: Snapshot) -> SnapshotPlan {
        let kept: Operation? = switch snapshot.removal {
        case .endOfTransition: nil
        case let .endOf(operation): operation
        }
        return SnapshotPlan(
            name: snapshot.name, source: snapshot.source, afterScreenUpdates: snapshot.source.pictured == .to, keptUntil: kept,
            placement: snapshot.placement, range: snapshot.range)
    }

    /// Statements of one property of one target, merged into one track along the path
    /// `keyframePath` resolves (windows may overlap); the track is located at its first statement.
    static func tracks(_ statements: [Track]) -> [TrackPlan] {
        // The statements of one property of one target are one track, where the first of them
        // stands; found by their key, so an animator of thousands of statements groups in one pass.
        var groups: [[Int]] = []
        var groupOf: [TrackKey: Int] = [:]
        for (index, statement) in statements.enumerated() {
            let key = TrackKey(target: statement.target, property: statement.property)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        var plans: [TrackPlan] = []
        plans.reserveCapacity(groups.count)
        for group in groups {
            let first = group[0]
            let members = group.count == 1 ? statements[first...first] : ArraySlice(group.map { statements[$0] })
            plans.append(track(statements[first], path: keyframePath(members)))
        }
        plans += shadowPaths(plans)
        return plans
    }

    /// One property of one target: what makes statements one track.
    package struct TrackKey: Hashable {
        package var target: TrackTarget
        package var property: AnimatedProperty
        package init(target: TrackTarget, property: AnimatedProperty) { (self.target, self.property) = (target, property) }
    }

    /// The track of a group of statements, from its first one and the path they make.
    private static func track(_ first: Track, path: (from: AnimatedValue, segments: [KeyframeSegment])) -> TrackPlan {
        // A track with a curve of its own is Core Animation's: a property animator has one
        // timing for all its animations.
        let isLayer = first.target.isLayer || first.property.isLayerOnly || first.curve != nil
        // Core Animation leaves the model value as it was once the animation is removed: the
        // arriving screen's layers (and the transition's own views) are given their end value.
        let keepsEnd: Bool = switch first.target {
        case let .view(role), let .element(role, _, _): isLayer && role == .to
        case .snapshot: isLayer
        case .mask: false
        }
        var track = TrackPlan(
            target: first.target, property: first.property, from: path.from, segments: path.segments,
            isLayer: isLayer, keepsEndValue: keepsEnd, range: first.range)
        track.ownPacing = first.curve.map { pacing($0, duration: 1) }
        if first.property == .transform { lowerTransforms(&track) }
        return track
    }

    /// A shadow's path for every target whose shadow animates: its rounded bounds,
    /// `roundedShadowPath(bounds, cornerRadius: cornerRadius, curve:)`, so Core Animation need
    /// not find the shadow's shape in the layer's contents every frame (Apple's advice for a
    /// shadow that moves). When the target's frame or corner radius animates, the path moves
    /// through the same windows at the same pace, so the shadow never lags its view; otherwise it
    /// holds the bounds the transition starts with.
    /// The path is the transition's own: no view keeps it once the animations are removed, so
    /// the layer's own `shadowPath` (none, unless the app set one) is back and a view that moves
    /// later never carries a stale path.
    static func shadowPaths(_ tracks: [TrackPlan]) -> [TrackPlan] {
        var paths: [TrackPlan] = []
        // Each target's frame and corner radius (a target has one track of each at most).
        var shapes: [TrackKey: Int] = [:]
        for (index, track) in tracks.enumerated() where track.property == .frame || track.property == .cornerRadius {
            shapes[TrackKey(target: track.target, property: track.property)] = shapes[TrackKey(target: track.target, property: track.property)] ?? index
        }
        var pathed: Set<TrackTarget> = []
        for shadow in tracks where shadow.property.isShadow && pathed.insert(shadow.target).inserted {
            let frame = shapes[TrackKey(target: shadow.target, property: .frame)].map { tracks[$0] }
            var radius = shapes[TrackKey(target: shadow.target, property: .cornerRadius)].map { tracks[$0] }
            // One path follows one timing: a corner radius in other windows or at another pace
            // than the frame is left out (it clips the view, which hides the shadow: T0635).
            if let frame, let other = radius,
               frame.segments.map({ [$0.start, $0.length] }) != other.segments.map({ [$0.start, $0.length] }) || other.ownPacing != nil {
                radius = nil
            }
            // Only the frame's size shapes the path: its offset moves the view, not the bounds.
            func size(_ value: AnimatedValue?) -> FrameValue? {
                guard case let .frame(frame)? = value else { return nil }
                return FrameValue(base: frame.base, dx: .constant(0), dy: .constant(0))
            }
            let from = AnimatedValue.roundedBounds(size: size(frame?.from), cornerRadius: radius?.from)
            let leader = frame ?? radius
            let segments = leader.map { leader in
                leader.segments.indices.map { index in
                    // Both have the same windows; an index past one's end reads its end.
                    func at(_ track: TrackPlan?) -> AnimatedValue? {
                        track.map { index < $0.segments.count ? $0.segments[index].value : $0.to }
                    }
                    let value = AnimatedValue.roundedBounds(size: size(at(frame)), cornerRadius: at(radius))
                    return KeyframeSegment(start: leader.segments[index].start, length: leader.segments[index].length, value: value,
                                           range: leader.segments[index].range)
                }
            } ?? [KeyframeSegment(start: 0, length: 1, value: from, range: shadow.range)]
            var path = TrackPlan(
                target: shadow.target, property: .shadowPath, from: from, segments: segments,
                isLayer: true, keepsEndValue: false, range: shadow.range)
            path.ownPacing = radius?.ownPacing
            paths.append(path)
        }
        return paths
    }

    /// The path of one property's statements, as UIKit builds one `CAKeyframeAnimation` per
    /// property with its key times at the windows' edges (Grammar.md §5.6): every statement puts
    /// its start value at its window's start and its end value at its window's end (a statement
    /// outside keyframes has the window 0…1), and the path goes through these points in time
    /// order, so windows may overlap. At one time, values that end a window come before values
    /// that start one (a jump), and a window of length 0 jumps from its start value to its end
    /// value after both. The checker has ruled out two different values of the same kind at one
    /// time (T0634). The path starts from its first value (held until the first point) and
    /// holds its last; pieces that only hold a value are left out, as the key times before and
    /// after them restore them (`TrackPlan.keyframes`). Times are rounded to 12 decimals, so that
    /// `1 − 0.3 − 0.5` is written 0.2 where the emitted code states it.
    static func keyframePath(_ statements: ArraySlice<Track>) -> (from: AnimatedValue, segments: [KeyframeSegment]) {
        struct Point {
            var time: Double
            /// Ends of windows, then starts, then ends of windows of length 0.
            var rank: Int
            var value: AnimatedValue
            var range: SourceRange
        }
        func rounded(_ time: Double) -> Double { (time * 1e12).rounded() / 1e12 }
        if statements.count == 1, let only = statements.first {
            // One statement whose window runs forward (or has length 0): its start and end, in
            // order, make one segment, whether its values differ or not.
            let window = only.window ?? KeyframeWindow(start: 0, length: 1)
            let start = rounded(window.start), end = rounded(window.start + window.length)
            if start < end || start == end && !(window.length > 0) {
                return (only.from, [KeyframeSegment(start: start, length: rounded(end - start), value: only.to, range: only.range)])
            }
        }
        var points: [Point] = []
        points.reserveCapacity(2 * statements.count)
        for statement in statements {
            let window = statement.window ?? KeyframeWindow(start: 0, length: 1)
            let end = rounded(window.start + window.length)
            points.append(Point(time: rounded(window.start), rank: 1, value: statement.from, range: statement.range))
            points.append(Point(time: end, rank: window.length > 0 ? 0 : 2, value: statement.to, range: statement.range))
        }
        // Stable: the statements' order decides among equal points. One statement's two points
        // are in order already (its end is not before its start), and so are most paths.
        let inOrder = zip(points, points.dropFirst()).allSatisfy { a, b in (a.time, a.rank) <= (b.time, b.rank) }
        if !inOrder {
            points = points.enumerated().sorted { a, b in
                (a.element.time, a.element.rank, a.offset) < (b.element.time, b.element.rank, b.offset)
            }.map(\.element)
        }
        var segments: [KeyframeSegment] = []
        segments.reserveCapacity(points.count - 1)
        var previous = points[0]
        for point in points.dropFirst() {
            defer { previous = point }
            if point.value == previous.value { continue }
            segments.append(KeyframeSegment(start: previous.time, length: rounded(point.time - previous.time), value: point.value, range: point.range))
        }
        if segments.isEmpty {
            // A statement whose ends are equal still animates over its window (nothing moves).
            let last = points[points.count - 1]
            segments.append(KeyframeSegment(start: points[0].time, length: rounded(last.time - points[0].time), value: last.value, range: last.range))
        }
        return (points[0].value, segments)
    }

    /// A transform track in 3D: a layer's always, a view's when one of its values leaves the
    /// screen's plane (the whole track then animates `transform3D`, one value kind from start to
    /// end). A perspective belongs to the track, not to one value: every value written without
    /// one gets the first one written, so `identity -> rotateY(-90deg) perspective(500pt)` turns
    /// under one constant perspective, as UIKit code that sets `m34` on both ends does, instead
    /// of a perspective that grows from none as the view turns. An end written flat and without
    /// one is what a finish leaves (`settledValue`): the perspective shows nothing there.
    static func lowerTransforms(_ track: inout TrackPlan) {
        // The values are read in place: whether one tilts, and the first perspective written.
        var tilts = false
        var perspective: ModelExpression?
        func read(_ value: AnimatedValue) {
            guard case let .transform(steps) = value else { return }
            tilts = tilts || steps.isThreeDimensional
            if perspective == nil { perspective = steps.perspective }
        }
        read(track.from)
        for segment in track.segments { read(segment.value) }
        track.transformIs3D = track.isLayer || tilts
        guard let distance = perspective else { return }
        func projected(_ value: AnimatedValue) -> AnimatedValue {
            guard case let .transform(s) = value, s.perspective == nil else { return value }
            return .transform(s + [.perspective(distance)])
        }
        track.from = projected(track.from)
        let written = track.to
        for i in track.segments.indices { track.segments[i].value = projected(track.segments[i].value) }
        if written != track.to, case let .transform(end) = written, !end.contains(where: \.kind.tilts) { track.settledValue = written }
    }

    /// The targets whose frame and transform both animate (T0611 allows it when the frame moves
    /// only while the transform is the identity).
    private static func framedAndTransformed(_ tracks: [TrackPlan]) -> Set<TrackTarget> {
        let framed = Set(tracks.filter { $0.property == .frame }.map(\.target))
        return framed.intersection(tracks.filter { $0.property == .transform }.map(\.target))
    }

    /// A view whose frame and transform both animate gets its frame's start value first: UIKit
    /// sets a frame as asked only while the transform is the identity, and the transform's start
    /// value need not be. (Its keyframes run in time order, the frame's while the transform rests.)
    private static func framesFirst(_ tracks: [TrackPlan]) -> [TrackPlan] {
        let both = framedAndTransformed(tracks)
        guard !both.isEmpty else { return tracks }
        let isFrame = { (track: TrackPlan) in track.property == .frame && both.contains(track.target) }
        return tracks.filter(isFrame) + tracks.filter { !isFrame($0) }
    }

    /// Every view property a `UIView` animation changes, once, in the order of the tracks; a
    /// transform is put back before the frame of the same view, so the frame is set at the identity.
    private static func saved(_ tracks: [TrackPlan], adopted: Set<String>) -> [SavedProperty] {
        let both = framedAndTransformed(tracks)
        let ordered = both.isEmpty ? tracks : tracks.filter { !($0.property == .frame && both.contains($0.target)) } + tracks.filter { $0.property == .frame && both.contains($0.target) }
        return ordered.compactMap { track in
            guard !track.isLayer else { return nil }
            let role: ViewRole
            switch track.target {
            case let .view(r), let .element(r, _, _): role = r
            // A view kept by the forward transition outlives a cancel of this one: it is put back.
            case let .snapshot(name) where adopted.contains(name): role = .from
            case .snapshot, .mask: return nil
            }
            return SavedProperty(target: track.target, property: track.property, role: role, transformIs3D: track.transformIs3D)
        }
    }
}
