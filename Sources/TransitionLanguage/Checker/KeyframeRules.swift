import TransitionCore
import TransitionSource
import TransitionModel
import TransitionSyntax

/// Lints on the lowered keyframe paths: what a cubic path does between its keyframes.
extension Checker {
    /// A cubic path swings past a value it holds or turns at. For an opacity (alpha, shadow
    /// opacity) that leaves 0…1, Core Animation shows the nearest end instead: the fade sits flat
    /// at 1 (or 0) where the curve goes past it, and the trace shows numbers no screen shows. The
    /// path is sampled with the core's spline, the one both back ends run; one warning per
    /// statement, whichever plans (forward, reversed, overridden) share it.
    /// And a cubic path that swings where its keyframes hold a value (T0637): UIKit's
    /// `.calculationModeCubic` runs one spline through every key time, the held ones too, so a
    /// property does not hold still before its first window, after its last or between two.
    mutating func checkCubicOpacities(_ plans: [MotionPlan]) {
        var reported: Set<SourceRange> = []
        // Each plan is read where it is: a plan is large, and most are linear.
        for index in plans.indices where Self.curvesBetweenKeyframes(plans[index].keyframeMode) {
            checkCubicOpacities(plans[index], reported: &reported)
        }
    }

    /// Whether a path of this mode can swing past the values it goes through.
    private static func curvesBetweenKeyframes(_ mode: KeyframeMode) -> Bool {
        switch mode {
        case .linear: false
        case .cubic: true
        }
    }

    private mutating func checkCubicOpacities(_ plan: MotionPlan, reported: inout Set<SourceRange>) {
        guard animators.importedPath(of: plan.declaredName) == nil else { return }
        let chosen = animators.declaration(named: plan.declaredName)?.parameters.first { $0.label?.name == KeyframeMode.parameter }
        let note = chosen.map { [DiagnosticNote("a cubic path curves through each keyframe and overshoots next to a value it holds or turns at", at: $0.range)] } ?? []
        for track in plan.tracks + plan.masks.flatMap(\.tracks) where track.isKeyframed && !reported.contains(track.range) {
            // An opacity out of 0…1 is the more specific finding: its warning says why it sits flat.
            if let past = Self.opacityPast(track, calculation: plan.calculation(of: track)) {
                reported.insert(track.range)
                warning(.cubicOpacityOutOfRange,
                        """
                            with 'keyframes: cubic' this \(track.property.rawValue) swings to \(Self.twoDecimals(past.value)) between its \
                            keyframes and shows as \(past.shown) there, so the fade sits flat; animate it outside the keyframes (a plain \
                            track stays linear), or use 'keyframes: linear'
                            """,
                        at: track.range, notes: note)
            } else if let hold = Self.swingingHold(track, calculation: plan.calculation(of: track)) {
                reported.insert(track.range)
                let stretch = hold.end >= 1 - 1e-9 ? "after its last window" : hold.start <= 1e-9 ? "before its first window" : "between its windows"
                warning(.cubicHoldSwings,
                        """
                            with 'keyframes: cubic' this \(track.property.rawValue) does not hold still \(stretch) \
                            (\(Self.twoDecimals(hold.start)) to \(Self.twoDecimals(hold.end)) of the duration): the path swings by up to \
                            \(format((hold.swing * 100).rounded())) % of the move next to it; use 'keyframes: linear', or let its windows \
                            run from 0 to 1
                            """,
                        at: track.range, notes: note)
            }
        }
    }

    /// The opacity a cubic path of an alpha or shadow opacity reaches past 0…1, and what shows there.
    private static func opacityPast(_ track: TrackPlan, calculation: KeyframeCalculation) -> (value: Double, shown: String)? {
        guard track.property.values == .ratio else { return nil }
        guard let (low, high) = cubicExtremes(track, calculation: calculation) else { return nil }
        return high > 1 + 1e-6 ? (high, "1") : low < -1e-6 ? (low, "0") : nil
    }

    /// The stretch of a cubic path where its keyframes hold one value (before its first window,
    /// after its last, or between two) and the spline still swings, by more than 1 % of the move
    /// next to it: the largest such stretch. Values are compared as written, so it needs no
    /// container size.
    static func swingingHold(_ track: TrackPlan, calculation: KeyframeCalculation) -> (start: Double, end: Double, swing: Double)? {
        let stops = track.keyframes
        let times = stops.map(\.time)
        var found: (start: Double, end: Double, swing: Double)?
        for i in stops.indices.dropLast() where times[i + 1] > times[i] && stops[i].value == stops[i + 1].value {
            let swing = calculation.holdSwing(times: times, piece: i)
            if swing > 0.01, swing > (found?.swing ?? 0) { found = (times[i], times[i + 1], swing) }
        }
        return found
    }

    /// `keyframes: cubic` on an animator none of whose statements is in a keyframe: the mode shapes a
    /// path through keyframes, and a track without them goes from one value to another along the
    /// animator's curve, so the parameter changes nothing. Reported once, at the declaration's
    /// parameter, with its removal.
    mutating func checkCubicWithoutKeyframes(_ plans: [MotionPlan]) {
        // Most files declare no `keyframes: cubic` at all: then no plan needs its declaration looked up.
        guard animators.own.contains(where: { Self.cubicKeyframesArgument(of: animators.declarations[$0]) != nil }) else { return }
        var reported: Set<String> = []
        // Each plan is read where it is: a plan is large. Keyframes in the plan answer it before
        // the declaration is looked up.
        for index in plans.indices where !Self.hasKeyframes(plans[index].tracks, masks: plans[index].masks) {
            checkCubicWithoutKeyframes(declaredName: plans[index].declaredName, reported: &reported)
        }
    }

    /// Whether a statement of a plan (or of one of its masks) is in a keyframe.
    private static func hasKeyframes(_ tracks: [TrackPlan], masks: [MaskPlan]) -> Bool {
        tracks.contains(where: \.isKeyframed) || masks.contains { $0.tracks.contains(where: \.isKeyframed) }
    }

    private mutating func checkCubicWithoutKeyframes(declaredName name: String, reported: inout Set<String>) {
        guard let entry = animators.index(of: name), animators.importedPaths[entry] == nil, !reported.contains(name),
              let index = Self.cubicKeyframesArgument(of: animators.declarations[entry])
        else { return }
        let decl = animators.declarations[entry]
        reported.insert(name)
        let argument = decl.parameters[index]
        // The argument and the comma before it (or after it, when it comes first).
        let removal = index > 0 ? SourceRange(decl.parameters[index - 1].range.end, argument.range.end)
            : decl.parameters.count > 1 ? SourceRange(argument.range.start, decl.parameters[1].range.start) : argument.range
        warning(.cubicWithoutKeyframes,
                """
                    'keyframes: cubic' shapes a path through keyframes, and '\(decl.name.name)' has none: each of its statements \
                    goes from one value to the other along the animator's curve; remove it, or put the statements in \
                    keyframe(start:length:) blocks
                    """,
                at: argument.range, fixIts: [FixIt(range: removal, replacement: "")], fixItTitle: "Remove 'keyframes: cubic'")
    }

    /// The index among the declaration's parameters of its `keyframes:`, when that is `cubic`.
    private static func cubicKeyframesArgument(of decl: AnimatorDecl) -> Int? {
        guard let index = decl.parameters.firstIndex(where: { $0.label?.name == KeyframeMode.parameter }),
              case let .path(parts) = decl.parameters[index].value.kind, parts.count == 1, parts[0].name == KeyframeMode.cubic.rawValue
        else { return nil }
        return index
    }

    /// The lowest and highest values of a path of constant numbers, sampled at 401 points; nil when
    /// a value is not a constant number.
    static func cubicExtremes(_ track: TrackPlan, calculation: KeyframeCalculation) -> (low: Double, high: Double)? {
        var keyframes: [Keyframe] = []
        for stop in track.keyframes {
            guard case let .scalar(e) = stop.value, let value = e.constantValue else { return nil }
            keyframes.append(Keyframe(time: stop.time, value: .scalar(value)))
        }
        let path = Animation(NodeID(0), .alpha, keyframes: keyframes, duration: 1, curve: .timing(.linear), calculation: calculation)
        let values = path.pathValues(at: (0...400).map { Double($0) / 400 }).compactMap(\.scalar)
        return (values.min() ?? 0, values.max() ?? 0)
    }

    private static func twoDecimals(_ value: Double) -> String { decimalText((value * 100).rounded() / 100) }
}
