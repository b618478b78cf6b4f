import TransitionCore
import TransitionSource
import TransitionModel
import TransitionSyntax

/// An animator declaration checked on its own, before any edge uses it. Element kinds are not yet
/// known (they depend on the screens an edge connects), so element tracks carry `.view` until
/// `instantiate` resolves them.
struct AnimatorTemplate {
    var name: String
    var timing: Timing
    var order: ZOrder
    var snapshots: [Snapshot]
    var masks: [Mask]
    var tracks: [Track]
    /// `hide` statements, in source order.
    var hidden: [HiddenView] = []
    /// Every element the body reads, with where, and the kind it must have: `shape` for a mask's
    /// outline, `view` for a picture of it or a value measured from it (`from.thumbnail.frame`).
    var elementUses: [(reference: ElementReference, range: SourceRange, required: ElementKind?)]
    var range: SourceRange
    /// Where the `curve:` parameter is written, for the spring warnings.
    var curveRange: SourceRange?
    /// Snapshots the body animates but another animator takes and keeps (`until dismiss`): a
    /// backward animator may animate the snapshot its edge's forward animator left in place.
    var externalSnapshots: [(name: String, range: SourceRange)] = []
    /// Where each snapshot's `until` operation is written, by snapshot name.
    var untilRanges: [String: SourceRange] = [:]
    /// Snapshots whose statement failed its checks (and was reported): the statements that
    /// animate them are skipped, not reported as naming an unknown view.
    var invalidSnapshots: Set<String> = []
    /// A statement of the body failed (reported, here or by the parser, which leaves missing
    /// pieces the checker skips): what the animator does as a whole is unknown, so the rules
    /// that reason about all of it (what nobody sees) skip it.
    var isIncomplete = false
}

extension Checker {
    /// The defaults of an animator that states no parameters.
    static let defaultTiming = Timing(duration: 0.35, delay: 0, curve: .easeInOut)

    mutating func checkAnimatorDecl(_ decl: AnimatorDecl) -> AnimatorTemplate {
        let (timing, timingIsComplete) = checkTiming(decl.parameters, base: Checker.defaultTiming)
        var template = AnimatorTemplate(
            name: decl.name.name, timing: timing, order: .toAboveFrom, snapshots: [], masks: [], tracks: [],
            elementUses: [], range: decl.name.range
        )
        template.isIncomplete = !timingIsComplete
        template.curveRange = decl.parameters.first { $0.label?.name == "curve" }?.value.range
        var orderRange: SourceRange?
        for statement in decl.body {
            switch statement {
            case let .property(animation):
                if let track = checkPropertyAnimation(animation, window: nil, template: &template) {
                    template.tracks.append(track)
                } else {
                    template.isIncomplete = true
                }
            case let .order(order):
                if let first = orderRange {
                    givenTwice("the order", at: order.range, first: first)
                    template.isIncomplete = true
                }
                orderRange = order.range
                if let z = checkOrder(order) { template.order = z } else { template.isIncomplete = true }
            case let .snapshot(statement):
                if let snapshot = checkSnapshot(statement, existing: template.snapshots, elementUses: &template.elementUses) {
                    template.snapshots.append(snapshot)
                    template.untilRanges[snapshot.name] = statement.until?.range
                } else {
                    template.isIncomplete = true
                    if !statement.name.isMissing, !template.snapshots.contains(where: { $0.name == statement.name.name }) {
                        template.invalidSnapshots.insert(statement.name.name)
                    }
                }
            case let .mask(statement):
                if let mask = checkMask(statement, template: &template) {
                    template.masks.append(mask)
                } else {
                    template.isIncomplete = true
                }
            case let .hide(statement):
                if let hidden = checkHide(statement, template: &template) {
                    template.hidden.append(hidden)
                } else {
                    template.isIncomplete = true
                }
            case let .share(statement):
                if !checkShare(statement, template: &template) {
                    template.isIncomplete = true
                    // Statements that animate the failed picture are not reported again.
                    if let name = statement.pictureName, !name.isMissing,
                       !template.snapshots.contains(where: { $0.name == name.name }) {
                        template.invalidSnapshots.insert(name.name)
                    }
                }
            case let .keyframe(block):
                let window = checkWindow(block)
                for animation in block.animations {
                    if let track = checkPropertyAnimation(animation, window: window, template: &template) {
                        template.tracks.append(track)
                    } else {
                        template.isIncomplete = true
                    }
                }
            }
        }
        if !checkDuplicateTracks(template.tracks) { template.isIncomplete = true }
        return template
    }

    // MARK: - Parameters

    /// `duration`, `delay`, `curve` and `scrub`, over `base`; not complete when an argument had a
    /// mistake (reported), and then the timing holds only the arguments that were right.
    mutating func checkTiming(_ arguments: SyntaxList<Argument>, base: Timing) -> (timing: Timing, isComplete: Bool) {
        var timing = base
        var isComplete = true
        // A handful of labels: a list is cheaper than a table.
        var seen: [(label: String, range: SourceRange)] = []
        for argument in arguments {
            guard checkTimingArgument(argument, into: &timing, seen: &seen) else {
                isComplete = false
                continue
            }
        }
        return (timing, isComplete)
    }

    /// One timing argument, set on `timing`; false after reporting a mistake in it.
    private mutating func checkTimingArgument(_ argument: Argument, into timing: inout Timing, seen: inout [(label: String, range: SourceRange)]) -> Bool {
        guard let label = argument.label else {
            error(.unknownParameter, "animator parameters are labelled; write 'duration: …', 'delay: …', 'curve: …', 'scrub: …' or 'keyframes: …'", at: argument.range)
            return false
        }
        if let first = seen.first(where: { $0.label == label.name }) {
            givenTwice("'\(label.name)'", at: label.range, first: first.range)
            return false
        }
        seen.append((label.name, label.range))
        switch label.name {
        case "duration":
            guard let value = constant(argument.value, quantity: .time, what: "the duration") else { return false }
            if value <= 0 {
                error(.nonPositiveDuration, "the duration must be greater than 0 s; UIKit would skip the animation", at: argument.value.range)
                return false
            }
            if value > 10 {
                warning(.longDuration, "a \(format(value)) s transition is longer than 10 s; users will think the app has frozen", at: argument.value.range)
            }
            timing.duration = value
        case "delay":
            guard let value = constant(argument.value, quantity: .time, what: "the delay") else { return false }
            if value < 0 {
                error(.negativeDelay, "the delay cannot be negative; use 0 to start at once", at: argument.value.range,
                      fixIts: [FixIt(range: argument.value.range, replacement: "0")])
                return false
            }
            timing.delay = value
        case "curve":
            guard let curve = checkCurve(argument.value) else { return false }
            timing.curve = curve
        case "scrub":
            guard let scrubbing = checkScrubbing(argument.value) else { return false }
            timing.scrubbing = scrubbing
        case KeyframeMode.parameter:
            guard let mode = checkKeyframeMode(argument.value) else { return false }
            timing.keyframes = mode
        default:
            let hint = choiceHint(for: label, among: Timing.parameters)
            error(.unknownParameter, "unknown animator parameter '\(label.name)'\(hint.text)", at: label.range, fixIts: hint.fixIts)
            return false
        }
        return true
    }

    /// `scrub: linear` (the content follows the finger) or `scrub: curved` (the curve applies).
    private mutating func checkScrubbing(_ e: Expr) -> Scrubbing? {
        if case .missing = e.kind { return nil }
        let written = text(e.range)
        if let scrubbing = Scrubbing(rawValue: written) { return scrubbing }
        let name = Identifier(written, e.range)
        let hint = suggestion(for: name, among: Scrubbing.allCases.map(\.rawValue))
        error(.unknownOption, "'scrub' is 'linear' (the content follows the finger) or 'curved' (the curve applies while scrubbing), not '\(written)'\(hint.text)",
              at: e.range, fixIts: hint.fixIts)
        return nil
    }

    /// `keyframes: linear` or `keyframes: cubic`; UIKit's other calculation modes are named with
    /// why transc does not run them (T0633), anything else gets the closest mode.
    private mutating func checkKeyframeMode(_ e: Expr) -> KeyframeMode? {
        if case .missing = e.kind { return nil }
        let written = text(e.range)
        if let mode = KeyframeMode(rawValue: written) { return mode }
        let supported = KeyframeMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        if let other = KeyframeMode.unsupported.first(where: { $0.name == written }) {
            error(.unsupportedKeyframeMode, "'keyframes: \(written)' is not supported: \(other.reason); use 'linear', or 'cubic' for a smooth path", at: e.range)
            return nil
        }
        if case let .call(callee, _) = e.kind, callee.count == 1, let mode = KeyframeMode(rawValue: callee[0].name) {
            // `keyframes: cubic(0.2, 0, 0.2, 1)`: the timing curve's spelling on the keyframe mode.
            error(.unknownOption, "'keyframes: \(mode.rawValue)' takes no arguments (UIKit's spline has none to adjust); a Bézier that paces the animation is 'curve: cubic(x1, y1, x2, y2)'",
                  at: e.range)
            return nil
        }
        let name = Identifier(written, e.range)
        let hint = suggestion(for: name, among: KeyframeMode.allCases.map(\.rawValue))
        error(.unknownOption, "'keyframes' is \(supported), not '\(written)'\(hint.text)", at: e.range, fixIts: hint.fixIts)
        return nil
    }

    /// `initial` and `final` are the transition context's frames for the view of a controller;
    /// an element or a snapshot has no controller, so both are its own frame and a frame track
    /// whose two ends have the same offset does not move.
    private mutating func checkFrameMoves(_ track: Track) {
        guard case let .frame(from) = track.from, case let .frame(to) = track.to, from.dx == to.dx, from.dy == to.dy else { return }
        // Another element's frame is somewhere else.
        for base in [from.base, to.base] {
            switch base {
            case .initial, .final: continue
            case .element: return
            }
        }
        let what: String
        switch track.target {
        case let .element(role, name, _): what = "the element '\(role.rawValue).\(name)'"
        case let .snapshot(name): what = "the snapshot '\(name)'"
        case .view, .mask: return
        }
        warning(.frameDoesNothing,
                "this frame animation does nothing: \(what) has no transition frames, so 'initial' and 'final' are both its own frame",
                at: track.range,
                notes: [DiagnosticNote("to move it, offset one end ('initial.offset(0, 40) -> final') or animate its transform", at: track.range)])
    }

    /// A transform step the language does not have. A near spelling of a step gets a fix-it; a
    /// name that is a different transform elsewhere (CSS's `rotate3d`, `skew`, `translateX`)
    /// does not, since renaming it would change the motion.
    private mutating func reportUnknownTransform(_ name: Identifier) {
        let known = TransformStepKind.allCases.map(\.rawValue)
        if let meaning = Checker.transformsElsewhere[name.name] {
            error(.unknownTransform, "unknown transform '\(name.name)': \(meaning); \(Checker.useOneOf(known))", at: name.range)
            return
        }
        let hint = choiceHint(for: name, among: known)
        error(.unknownTransform, "unknown transform '\(name.name)'\(hint.text)", at: name.range, fixIts: hint.fixIts)
    }

    /// Transforms other toolkits spell, which are not a typo of one of the language's.
    static let transformsElsewhere: [String: String] = [
        "rotate3d": "a rotation about an arbitrary axis, which the language does not animate; chain rotateX, rotateY and rotate",
        "translateZ": "a move towards the eye, which the language does not animate; use scale, or perspective with rotateX or rotateY",
        "translate3d": "a move towards the eye, which the language does not animate; write translate(x, y)",
        "skew": "a shear, which the language does not animate",
        "skewX": "a shear, which the language does not animate",
        "skewY": "a shear, which the language does not animate",
        "translateX": "write translate(x, 0)",
        "translateY": "write translate(0, y)",
        "scaleX": "write scale(sx, 1)",
        "scaleY": "write scale(1, sy)",
        "rotateZ": "write rotate(angle), the rotation in the screen's plane",
    ]

    /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `cubic(x1, y1, x2, y2)`,
    /// `spring(damping: d, velocity: v)` or `spring(bounce: b, velocity: v)`.
    mutating func checkCurve(_ e: Expr) -> Curve? {
        checkCurve(e, takesRelease: false)?.curve
    }

    /// A curve where the spring's velocity may be `release` (a gesture's `completionCurve`,
    /// `takesRelease`): `fromRelease` says it was. Elsewhere `release` is T0814.
    mutating func checkCurve(_ e: Expr, takesRelease: Bool) -> (curve: Curve, fromRelease: Bool)? {
        switch e.kind {
        case .missing:
            return nil
        case let .path(components) where components.count == 1:
            if let curve = Curve.named(components[0].name) { return (curve, false) }
            if components[0].name == "release" {
                reportReleaseAsCurve(at: e.range, inCompletion: takesRelease)
                return nil
            }
        case let .call(callee, arguments) where callee.count == 1 && callee[0].name == "cubic":
            let values = arguments.compactMap { constant($0.value, quantity: .ratio, what: "a cubic control point") }
            guard values.count == arguments.count else { return nil }
            guard values.count == 4 else {
                error(.wrongArgumentCount, "cubic takes four control-point numbers: cubic(x1, y1, x2, y2)", at: e.range)
                return nil
            }
            // UICubicTimingParameters documents both coordinates of both control points in 0…1.
            let names = ["x1", "y1", "x2", "y2"]
            for (i, v) in values.enumerated() where v < 0 || v > 1 {
                let overshoot = i % 2 == 1
                    ? [DiagnosticNote("a cubic curve cannot overshoot its end in UIKit; for an overshoot use a spring(bounce: …)", at: arguments[i].value.range)] : []
                error(.fractionOutOfRange, "control point \(names[i]) = \(format(v)) must lie in 0…1, as UICubicTimingParameters and CAMediaTimingFunction require",
                      at: arguments[i].value.range, notes: overshoot)
            }
            return (.cubic(values[0], values[1], values[2], values[3]), false)
        case let .call(callee, arguments) where callee.count == 1 && callee[0].name == "spring":
            return checkSpring(e, arguments, takesRelease: takesRelease)
        case .number, .bool, .string, .path, .call, .sequence, .list, .unary, .binary:
            break
        }
        let name = Identifier(text(e.range), e.range)
        let hint = suggestion(for: name, among: Curve.words, otherwise: "use linear, easeIn, easeOut, easeInOut, cubic(…) or spring(…)")
        error(.unknownCurve, "unknown curve '\(name.name)'\(hint.text)",
              at: e.range, fixIts: hint.fixIts)
        return nil
    }

    private mutating func checkSpring(_ e: Expr, _ arguments: SyntaxList<Argument>, takesRelease: Bool) -> (curve: Curve, fromRelease: Bool)? {
        var damping: Double?
        var bounce: Double?
        var velocity = 0.0
        var fromRelease = false
        for argument in arguments {
            guard let label = argument.label else {
                error(.unknownParameter, "spring parameters are labelled: spring(damping: 0.5, velocity: 0.8) or spring(bounce: 0.3)", at: argument.range)
                return nil
            }
            if let release = Checker.releaseWord(in: argument.value) {
                guard takesRelease, label.name == "velocity", release == argument.value.range else {
                    reportMisplacedRelease(at: release, label: label.name, inCompletion: takesRelease)
                    return nil
                }
                fromRelease = true
                continue
            }
            guard let value = constant(argument.value, quantity: .ratio, what: "the spring's \(label.name)") else { return nil }
            switch label.name {
            case "damping":
                if value <= 0 {
                    error(.dampingOutOfRange, "a damping ratio of \(format(value)) never settles; use a value in 0…1 (1 settles without bouncing)", at: argument.value.range)
                } else if value > 1 {
                    warning(.dampingOutOfRange, """
                        UIKit documents the damping ratio for 0…1; transc runs and emits \(format(value)) as 1, the critically damped \
                        spring (no bounce)
                        """, at: argument.value.range,
                            fixIts: [FixIt(range: argument.value.range, replacement: "1")])
                }
                damping = value
            case "bounce":
                if value <= -1 || value >= 1 {
                    error(.dampingOutOfRange, "bounce must lie between -1 and 1 (0 is critically damped)", at: argument.value.range)
                }
                bounce = value
            case "velocity":
                velocity = value
            default:
                let hint = choiceHint(for: label, among: ["damping", "bounce", "velocity"])
                error(.unknownParameter, "unknown spring parameter '\(label.name)'\(hint.text)", at: label.range, fixIts: hint.fixIts)
                return nil
            }
        }
        switch (damping, bounce) {
        case let (d?, nil): return (.spring(damping: d, velocity: velocity), fromRelease)
        case let (nil, b?): return (.springBounce(bounce: b, velocity: velocity), fromRelease)
        case (nil, nil):
            error(.unknownParameter, "a spring needs a damping ratio or a bounce: spring(damping: 0.7) or spring(bounce: 0.2)", at: e.range,
                  fixIts: [FixIt(range: e.range, replacement: "spring(damping: 0.7, velocity: \(format(velocity)))")])
            return nil
        case (_?, _?):
            error(.unknownParameter, "give a spring either a damping ratio (UIKit's model) or a bounce (the iOS 17 model), not both", at: e.range)
            return nil
        }
    }

    /// The range of the word `release` used as a value in `e`, if it is. Each node is visited
    /// once (a lazy `compactMap(…).first` evaluates its match twice, which doubles the work per
    /// level of nesting).
    static func releaseWord(in e: Expr) -> SourceRange? {
        switch e.kind {
        case let .path(parts): return parts.count == 1 && parts[0].name == "release" ? e.range : nil
        case let .unary(_, operand): return releaseWord(in: operand)
        case let .binary(_, a, b): return releaseWord(in: a) ?? releaseWord(in: b)
        case let .call(_, arguments):
            for argument in arguments {
                if let found = releaseWord(in: argument.value) { return found }
            }
            return nil
        case let .sequence(items), let .list(items):
            for item in items {
                if let found = releaseWord(in: item) { return found }
            }
            return nil
        case .missing, .number, .bool, .string: return nil
        }
    }

    /// T0814: `completionCurve: release`, a velocity where a curve goes; in a gesture the fix-it is
    /// the spring that takes it, without bouncing.
    private mutating func reportReleaseAsCurve(at range: SourceRange, inCompletion: Bool) {
        guard inCompletion else {
            reportMisplacedRelease(at: range, label: "curve", inCompletion: false)
            return
        }
        error(.releaseVelocityMisplaced,
              "'release' is the finger's velocity, not a curve: a spring takes it, as in 'spring(damping: 1, velocity: release)' (1 does not bounce)",
              at: range, fixIts: [FixIt(range: range, replacement: "spring(damping: 1, velocity: release)")], fixItTitle: "Spring on at the finger's speed")
    }

    /// T0814: `release` (the finger's velocity as it lifts) anywhere but alone as the velocity of
    /// a gesture's completion spring.
    private mutating func reportMisplacedRelease(at range: SourceRange, label: String, inCompletion: Bool) {
        let message: String
        if !inCompletion {
            let instead = label == "curve" ? "write a curve here" : "this spring starts with a number of its own (0 starts at rest)"
            message = "'release' is the finger's velocity as it lifts, which only a gesture's completionCurve has; \(instead)"
        } else if label == "velocity" {
            message = "'release' stands alone as the spring's velocity ('velocity: release'): the checker turns the finger's velocity into the spring's; scale the spring with its damping instead"
        } else {
            message = "'release' is a velocity, not a \(label == "damping" ? "damping ratio" : label); write 'velocity: release' and give the \(label) a number"
        }
        error(.releaseVelocityMisplaced, message, at: range)
    }

    // MARK: - Statements

    private mutating func checkOrder(_ order: OrderStatement) -> ZOrder? {
        guard !order.subject.isMissing, !order.relation.isMissing, !order.other.isMissing else { return nil }
        for id in [order.subject, order.other] where id.name != "from" && id.name != "to" {
            error(.undefinedName, "order relates the two views 'from' and 'to', not '\(id.name)'", at: id.range)
            return nil
        }
        guard order.subject.name != order.other.name else {
            error(.orderAgainstItself, "a view cannot be ordered against itself; write 'order: to below from' or 'order: to above from'", at: order.range)
            return nil
        }
        let toIsSubject = order.subject.name == "to"
        let below = order.relation.name == "below"
        return toIsSubject == below ? .toBelowFrom : .toAboveFrom
    }

    private mutating func checkSnapshot(
        _ statement: SnapshotStatement, existing: [Snapshot], elementUses: inout [(reference: ElementReference, range: SourceRange, required: ElementKind?)]
    ) -> Snapshot? {
        guard !statement.name.isMissing, let first = statement.source.components.first, !first.isMissing else { return nil }
        let source: SnapshotSource
        switch statement.kind {
        case .backdrop:
            guard statement.source.components.count == 1, let color = NamedColor(rawValue: first.name) else {
                let hint = suggestion(for: first, among: NamedColor.allCases.map(\.rawValue))
                error(.unknownOption, "a backdrop is black, white or gray, not '\(statement.source.dotted)'", at: statement.source.range, fixIts: hint.fixIts)
                return nil
            }
            source = .backdrop(color)
        case .picture:
            let parts = statement.source.components
            guard parts.count <= 2, let role = ViewRole(rawValue: first.name) else {
                error(.snapshotOrMaskTarget, "a snapshot pictures a screen ('from', 'to') or one of its elements ('from.thumbnail'), not '\(statement.source.dotted)'",
                      at: statement.source.range)
                return nil
            }
            if parts.count == 2 {
                let reference = ElementReference(role: role, element: parts[1].name)
                elementUses.append((reference, parts[1].range, .view))
                source = .element(reference)
            } else {
                source = .picture(of: role)
            }
        }
        if ["from", "to"].contains(statement.name.name) {
            error(.duplicateSnapshot, "a snapshot cannot be called '\(statement.name.name)'; that name is the transition's own view", at: statement.name.range)
            return nil
        }
        if let earlier = existing.first(where: { $0.name == statement.name.name }) {
            error(.duplicateSnapshot, "snapshot '\(statement.name.name)' is taken twice; rename one", at: statement.name.range,
                  notes: [DiagnosticNote("first taken here", at: earlier.range)])
            return nil
        }
        var removal = SnapshotRemoval.endOfTransition
        if let until = statement.until, !until.isMissing {
            switch until.name {
            case "dismiss": removal = .endOf(.dismiss)
            case "pop": removal = .endOf(.pop)
            default:
                error(.unknownOption, "a snapshot can be kept until 'dismiss' or 'pop', not '\(until.name)'", at: until.range)
            }
        }
        var placement = SnapshotPlacement.top
        if let (relation, view) = statement.placement, !relation.isMissing, !view.isMissing {
            guard let other = ViewRole(rawValue: view.name) else {
                error(.undefinedName, "a snapshot goes below or above 'from' or 'to', not '\(view.name)'", at: view.range)
                return nil
            }
            placement = relation.name == "below" ? .below(other) : .above(other)
        }
        return Snapshot(name: statement.name.name, source: source, removal: removal, placement: placement, range: statement.name.range)
    }

    private mutating func checkMask(_ statement: MaskStatement, template: inout AnimatorTemplate) -> Mask? {
        guard let first = statement.target.components.first, !first.isMissing else { return nil }
        guard statement.target.components.count == 1, let role = ViewRole(rawValue: first.name) else {
            error(.snapshotOrMaskTarget, "a mask goes on 'from' or 'to', not '\(statement.target.dotted)'", at: statement.target.range)
            return nil
        }
        guard case let .call(callee, arguments) = statement.shape.kind, callee.count == 1, callee[0].name == "shape",
              arguments.count == 1, case let .path(path) = arguments[0].value.kind, path.count == 2,
              let shapeRole = ViewRole(rawValue: path[0].name)
        else {
            if !statement.shape.isMissing {
                error(.maskNeedsShape, "a mask takes its outline from a shape element: write 'mask \(first.name) with shape(from.logo)'", at: statement.shape.range)
            }
            return nil
        }
        let reference = ElementReference(role: shapeRole, element: path[1].name)
        template.elementUses.append((reference, arguments[0].value.range, .shape))
        var tracks: [Track] = []
        for animation in statement.animations {
            guard let property = animation.target.components.first, animation.target.components.count == 1 else {
                error(.unknownProperty, "inside a mask, animate 'transform' or 'alpha' of the mask itself, not '\(animation.target.dotted)'", at: animation.target.range)
                continue
            }
            guard let kind = checkedProperty(property, allowed: [.transform, .alpha], on: "a mask") else { continue }
            let curve = checkTrackArguments(animation, property: kind)
            if curve.isValid, var track = checkValues(animation, target: .mask(role), property: kind, window: nil) {
                track.curve = curve.curve
                tracks.append(track)
            }
        }
        return Mask(target: role, shape: reference, tracks: tracks, range: statement.range)
    }

    private mutating func checkWindow(_ block: KeyframeBlock) -> TransitionModel.KeyframeWindow? {
        var start: Double?
        var length: Double?
        for argument in block.arguments {
            guard let label = argument.label, label.name == "start" || label.name == "length" else {
                error(.unknownParameter, "a keyframe takes 'start:' and 'length:', fractions of the animator's duration", at: argument.range)
                continue
            }
            guard let value = constant(argument.value, quantity: .ratio, what: "the keyframe's \(label.name)") else { continue }
            if value < 0 || value > 1 {
                error(.keyframeOutOfRange, "the keyframe's \(label.name) is a fraction of the duration and must lie in 0…1", at: argument.value.range)
                continue
            }
            if label.name == "start" { start = value } else { length = value }
        }
        guard let start, let length else {
            error(.unknownParameter, "a keyframe needs both 'start:' and 'length:' (write 'keyframe(start: 0, length: 0.5)')", at: block.keywordRange)
            return nil
        }
        if start + length > 1 + 1e-9 {
            error(.keyframeOutOfRange, "the keyframe runs past the end: start \(format(start)) + length \(format(length)) is more than 1", at: block.keywordRange)
        }
        return TransitionModel.KeyframeWindow(start: start, length: length)
    }

    /// `hide from`, `hide to.image`: a screen's view or an element, each once. A snapshot is the
    /// transition's own picture, so there is nothing to hide: it is simply not taken.
    private mutating func checkHide(_ statement: HideStatement, template: inout AnimatorTemplate) -> HiddenView? {
        let parts = statement.target.components
        guard let head = parts.first, !parts.contains(where: \.isMissing) else { return nil }
        let target: TrackTarget
        if let role = ViewRole(rawValue: head.name) {
            switch parts.count {
            case 1:
                target = .view(role)
            case 2:
                target = .element(role, parts[1].name, .view)
                template.elementUses.append((ElementReference(role: role, element: parts[1].name), parts[1].range, nil))
            default:
                error(.hideTarget, "'hide' takes a view, not a property: write 'hide \(head.name)' or 'hide \(head.name).\(parts[1].name)'",
                      at: statement.target.range, fixIts: [FixIt(range: statement.target.range, replacement: "\(head.name).\(parts[1].name)")])
                return nil
            }
        } else if template.snapshots.contains(where: { $0.name == head.name }) || isKeptSnapshot(head.name) {
            error(.hideTarget, "'\(head.name)' is a snapshot, which exists only for the transition; hide what it pictures ('hide from.thumbnail'), or fade it with '\(head.name).alpha'",
                  at: statement.target.range)
            return nil
        } else {
            let hint = suggestion(for: head, among: ["from", "to"], otherwise: "'hide' takes 'from', 'to' or one of their elements ('hide from.thumbnail')")
            error(.undefinedName, "unknown view '\(head.name)'\(hint.text)",
                  at: head.range, fixIts: hint.fixIts)
            return nil
        }
        if let first = template.hidden.first(where: { $0.target == target }) {
            let shared = template.snapshots.contains { snapshot in
                guard case let .element(source) = snapshot.source, let destination = snapshot.travelsTo else { return false }
                return [source, destination].contains { TrackTarget.element($0.role, $0.element, .view) == target }
            }
            error(.duplicateProperty,
                  shared ? "the shared element already hides '\(statement.target.dotted)' for the transition; remove this 'hide'" : "'\(statement.target.dotted)' is hidden twice; keep one",
                  at: statement.range, notes: [DiagnosticNote(shared ? "shared here" : "first hidden here", at: first.range)])
            return nil
        }
        return HiddenView(target: target, range: statement.range)
    }

    /// `share from.thumbnail -> to.image [as name]`: the statements a shared element stands for. A
    /// picture of the first element (taken as the transition starts, so it shows it as it is)
    /// goes over it, travels to the second element's frame in the container while its corner
    /// radius goes from the first's to the second's, and is removed at the end; both elements are
    /// hidden meanwhile and shown again as they were, finished or cancelled. False after reporting
    /// a mistake.
    private mutating func checkShare(_ statement: ShareStatement, template: inout AnimatorTemplate) -> Bool {
        let ends = [statement.source, statement.destination]
        guard !ends.contains(where: { $0.components.contains(where: \.isMissing) }) else { return false }
        func element(_ path: Path) -> ElementReference? {
            guard path.components.count == 2, let role = ViewRole(rawValue: path.components[0].name) else { return nil }
            return ElementReference(role: role, element: path.components[1].name)
        }
        guard let source = element(statement.source), let destination = element(statement.destination), source.role != destination.role else {
            error(.sharedElementRoles,
                  "a shared element goes from an element of one screen of the transition to an element of the other: write 'share from.thumbnail -> to.image'",
                  at: statement.source.range.union(statement.destination.range))
            return false
        }
        // The source is a role and an element (`element` above), so the picture has a name.
        guard let name = statement.pictureName, !name.isMissing else { return false }
        if ["from", "to"].contains(name.name) {
            error(.duplicateSnapshot, "the travelling picture cannot be called '\(name.name)'; that name is the transition's own view", at: name.range)
            return false
        }
        if let earlier = template.snapshots.first(where: { $0.name == name.name }) {
            let advice = statement.name == nil ? "; name this one with 'as' ('share \(source.dotted) -> \(destination.dotted) as \(source.element)Picture')" : "; rename one"
            error(.duplicateSnapshot, "a picture called '\(name.name)' is already taken\(advice)", at: name.range,
                  notes: [DiagnosticNote("first taken here", at: earlier.range)])
            return false
        }
        for (reference, path) in [(source, statement.source), (destination, statement.destination)] {
            template.elementUses.append((reference, path.components[1].range, .view))
            let target = TrackTarget.element(reference.role, reference.element, .view)
            if let first = template.hidden.first(where: { $0.target == target }) {
                error(.duplicateProperty, "'\(reference.dotted)' is already hidden; a shared element hides both its elements, so remove the 'hide'", at: path.range,
                      notes: [DiagnosticNote("hidden here", at: first.range)])
                return false
            }
            template.hidden.append(HiddenView(target: target, range: statement.range))
        }
        var picture = Snapshot(name: name.name, source: .element(source), removal: .endOfTransition, range: name.range)
        picture.travelsTo = destination
        template.snapshots.append(picture)
        let traveller = TrackTarget.snapshot(name.name)
        let zero = leaves.constant(0)
        template.tracks.append(Track(target: traveller, property: .frame, from: .frame(FrameValue(base: .element(source), dx: zero, dy: zero)),
                                     to: .frame(FrameValue(base: .element(destination), dx: zero, dy: zero)), window: nil, range: statement.range))
        template.tracks.append(Track(target: traveller, property: .cornerRadius, from: .cornerRadius(of: source), to: .cornerRadius(of: destination),
                                     window: nil, range: statement.range))
        return true
    }

    /// `role.property`, `role.element.property` or `snapshot.property`.
    private mutating func checkPropertyAnimation(_ animation: PropertyAnimation, window: TransitionModel.KeyframeWindow?, template: inout AnimatorTemplate) -> Track? {
        let parts = animation.target.components
        guard let head = parts.first, !parts.contains(where: \.isMissing) else { return nil }
        let target: TrackTarget
        let propertyName: Identifier
        let allowed = AnimatedProperty.written
        if let role = ViewRole(rawValue: head.name) {
            switch parts.count {
            case 2:
                target = .view(role)
                propertyName = parts[1]
            case 3:
                target = .element(role, parts[1].name, .view)
                propertyName = parts[2]
                template.elementUses.append((ElementReference(role: role, element: parts[1].name), parts[1].range, nil))
            default:
                error(.unknownProperty, "write '\(head.name).property' or '\(head.name).element.property', like '\(head.name).alpha'", at: animation.target.range)
                return nil
            }
        } else if template.snapshots.contains(where: { $0.name == head.name }) {
            guard parts.count == 2 else {
                error(.unknownProperty, "write '\(head.name).property', like '\(head.name).transform'", at: animation.target.range)
                return nil
            }
            target = .snapshot(head.name)
            propertyName = parts[1]
        } else if template.invalidSnapshots.contains(head.name) {
            return nil
        } else if parts.count == 2, isKeptSnapshot(head.name) {
            target = .snapshot(head.name)
            propertyName = parts[1]
            template.externalSnapshots.append((head.name, head.range))
        } else {
            let names = ["from", "to"] + template.snapshots.map(\.name)
            let hint = suggestion(for: head, among: names, otherwise: "an animator animates 'from', 'to', their elements and its snapshots (take one with 'snapshot from as \(head.name)')")
            error(
                .undefinedName,
                "unknown view '\(head.name)'\(hint.text)",
                at: head.range, fixIts: hint.fixIts
            )
            return nil
        }
        guard let property = checkedProperty(propertyName, allowed: allowed, on: "'\(animation.target.components.dropLast().map(\.name).joined(separator: "."))'") else {
            return nil
        }
        let curve = checkTrackArguments(animation, property: property)
        guard curve.isValid, var track = checkValues(animation, target: target, property: property, window: window) else { return nil }
        track.curve = curve.curve
        if let measurement = track.from.measurement { template.elementUses.append((measurement.element, animation.from.range, .view)) }
        if let measurement = track.to.measurement { template.elementUses.append((measurement.element, animation.to.range, .view)) }
        checkFrameMoves(track)
        return track
    }

    /// `to.alpha(curve: linear): 0 -> 1`: a track paced by a Bézier of its own. Core Animation
    /// runs it (a `CABasicAnimation` with its own timing function, on the view's layer: a
    /// property animator has one timing for all its animations), so it is not a frame, which
    /// Core Animation does not animate, and not a spring, which would run for a time of its own.
    private mutating func checkTrackArguments(_ animation: PropertyAnimation, property: AnimatedProperty) -> (curve: Curve?, isValid: Bool) {
        var curve: Curve?
        for argument in animation.arguments {
            guard let label = argument.label, label.name == "curve" else {
                let hint = argument.label.map { choiceHint(for: $0, among: ["curve"]) }
                error(.unknownParameter, "a property takes one parameter of its own, 'curve:' ('\(animation.target.dotted)(curve: linear): …')\(hint?.text ?? "")",
                      at: argument.label?.range ?? argument.range, fixIts: hint?.fixIts ?? [])
                return (nil, false)
            }
            if curve != nil {
                givenTwice("'curve'", at: label.range, first: nil)
                return (nil, false)
            }
            guard let written = checkCurve(argument.value) else { return (nil, false) }
            switch written {
            case .linear, .easeIn, .easeOut, .easeInOut, .cubic:
                curve = written
            case .spring, .springBounce:
                error(.trackCurve,
                      "a property's own curve is a Bézier (linear, easeIn, easeOut, easeInOut or cubic): a spring runs for a time of its own, so give the spring to the whole animator",
                      at: argument.value.range)
                return (nil, false)
            }
        }
        if curve != nil, property == .frame {
            error(.trackCurve,
                  """
                      a frame cannot have a curve of its own: the property animator paces every view animation alike, and Core \
                      Animation, which runs a track's own curve, animates a layer's position and bounds, not a view's frame; move \
                      the view with its transform
                      """,
                  at: animation.arguments[0].range)
            return (nil, false)
        }
        return (curve, true)
    }

    /// `what` names the target in a message, and is spelled only when there is one to write.
    private mutating func checkedProperty(_ name: Identifier, allowed: [AnimatedProperty], on what: @autoclosure () -> String) -> AnimatedProperty? {
        if let property = AnimatedProperty(rawValue: name.name), allowed.contains(property) { return property }
        if name.name == AnimatedProperty.shadowPath.rawValue {
            error(.unknownProperty,
                  """
                      a shadow's path is not written: transc gives a view whose shadow animates its rounded bounds as the path, and \
                      moves the path with the view's frame and corner radius; remove this line
                      """,
                  at: name.range)
            return nil
        }
        let meant = AnimatedProperty.otherNames[name.name].flatMap { allowed.contains($0) ? $0 : nil }
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        let hint = suggestion(for: name, among: allowed.map(\.rawValue) + (meant.map { [$0.rawValue] } ?? []), otherwise: "use \(list)")
        error(.unknownProperty, "'\(name.name)' is not an animatable property of \(what())\(hint.text)",
              at: name.range, fixIts: meant.map { [FixIt(range: name.range, replacement: $0.rawValue)] } ?? hint.fixIts)
        return nil
    }

    private mutating func checkValues(_ animation: PropertyAnimation, target: TrackTarget, property: AnimatedProperty, window: TransitionModel.KeyframeWindow?) -> Track? {
        if property == .frame, target.isLayer {
            error(.unknownProperty, "only views have a frame here; animate 'transform' instead", at: animation.target.range)
            return nil
        }
        let from = checkValue(animation.from, property: property)
        let to = checkValue(animation.to, property: property)
        guard let from, let to else { return nil }
        if case let .transform(a) = from, case let .transform(b) = to {
            checkPerspectiveShows(animation, from: a, to: b)
            checkQuarterTurns(animation, from: a, to: b)
        }
        return Track(target: target, property: property, from: from, to: to, window: window, range: animation.range)
    }

    mutating func checkValue(_ e: Expr, property: AnimatedProperty) -> AnimatedValue? {
        let name = property.valueName
        switch property.values {
        case .ratio:
            guard let value = lowerNumber(e, inputs: ExpressionInput.containerInputs, quantity: .ratio, what: name) else { return nil }
            if let c = value.constantValue, c < 0 || c > 1 {
                error(.alphaOutOfRange, "\(name) \(format(c)) is outside 0…1; UIKit clamps it, so write \(c < 0 ? "0" : "1")", at: e.range,
                      fixIts: [FixIt(range: e.range, replacement: c < 0 ? "0" : "1")])
                return nil
            }
            return .scalar(value)
        case .length:
            // An element's own corner radius, measured as the transition starts.
            if property == .cornerRadius, case let .path(p) = e.kind, let element = Self.elementValue(p, property: property.rawValue) {
                return .cornerRadius(of: element)
            }
            guard let value = lowerNumber(e, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the \(property.noun)") else { return nil }
            if let c = value.constantValue, c < 0 {
                error(.negativeLength, "\(name) cannot be negative", at: e.range)
                return nil
            }
            return .scalar(value)
        case .size:
            return checkShadowOffset(e)
        case .color:
            return checkShadowColor(e).map(AnimatedValue.color)
        case .path:
            return nil  // never written: `checkedProperty` refuses it
        case .transform:
            return checkTransform(e).map(AnimatedValue.transform)
        case .frame:
            return checkFrame(e).map(AnimatedValue.frame)
        }
    }

    /// `identity`, or transforms applied left to right.
    private mutating func checkTransform(_ e: Expr) -> [TransformStep]? {
        let items: [Expr]
        switch e.kind {
        case .missing: return nil
        case let .path(p) where p.count == 1 && p[0].name == "identity": return []
        case let .sequence(list): items = Array(list)
        case .call: items = [e]
        case .number:
            // `identity -> 0.5` means a scale nearly every time.
            let scale = "scale(\(text(e.range)))"
            error(.wrongValueKind, """
                a transform is 'identity' or steps such as translate(x, y), scale(s), rotate(angle), rotateY(angle), \
                perspective(distance) applied left to right; to scale, write '\(scale)'
                """,
                  at: e.range, fixIts: [FixIt(range: e.range, replacement: scale)], fixItTitle: "Use '\(scale)'")
            return nil
        case .bool, .string, .path, .list, .unary, .binary:
            error(.wrongValueKind, "a transform is 'identity' or steps such as translate(x, y), scale(s), rotate(angle), rotateY(angle), perspective(distance) applied left to right", at: e.range)
            return nil
        }
        var steps: [TransformStep] = []
        for (index, item) in items.enumerated() {
            guard case let .call(callee, arguments) = item.kind, callee.count == 1 else {
                error(.unknownTransform, "expected a step such as translate(x, y), scale(s), rotate(angle), rotateY(angle) or perspective(distance) in a transform", at: item.range)
                return nil
            }
            guard let kind = TransformStepKind(rawValue: callee[0].name) else {
                reportUnknownTransform(callee[0])
                return nil
            }
            let inputs = ExpressionInput.containerInputs
            switch kind {
            case .translate:
                guard arguments.count == 2 else {
                    error(.wrongArgumentCount, "translate takes two lengths: translate(x, y)", at: item.range)
                    return nil
                }
                guard let x = lowerNumber(arguments[0].value, inputs: inputs, quantity: .length, what: "a translation"),
                      let y = lowerNumber(arguments[1].value, inputs: inputs, quantity: .length, what: "a translation") else { return nil }
                steps.append(.translate(x, y))
            case .scale:
                guard arguments.count == 1 || arguments.count == 2 else {
                    error(.wrongArgumentCount, "scale takes one factor or two: scale(s) or scale(sx, sy)", at: item.range)
                    return nil
                }
                var factors: [ModelExpression] = []
                for argument in arguments {
                    guard let f = lowerNumber(argument.value, inputs: inputs, quantity: .ratio, what: "a scale factor") else { return nil }
                    if f.constantValue == 0 {
                        warning(.zeroScale, "scale of exactly 0 cannot be inverted, which confuses UIKit; use 0.01", at: argument.value.range,
                                fixIts: [FixIt(range: argument.value.range, replacement: "0.01")], fixItTitle: "Use scale 0.01")
                    }
                    factors.append(f)
                }
                steps.append(.scale(factors[0], factors.count == 2 ? factors[1] : factors[0]))
            case .rotate, .rotateX, .rotateY:
                guard arguments.count == 1, let angle = lowerNumber(arguments[0].value, inputs: inputs, quantity: .angle, what: "an angle") else {
                    if arguments.count != 1 { error(.wrongArgumentCount, "\(kind.rawValue) takes one angle: \(kind.rawValue)(90deg)", at: item.range) }
                    return nil
                }
                steps.append(kind == .rotate ? .rotate(angle) : kind == .rotateX ? .rotateX(angle) : .rotateY(angle))
            case .perspective:
                guard arguments.count == 1 else {
                    error(.wrongArgumentCount, "perspective takes one distance: perspective(500pt)", at: item.range)
                    return nil
                }
                guard let distance = checkPerspective(item, arguments[0].value, index: index, in: items) else { return nil }
                steps.append(.perspective(distance))
            }
        }
        return steps
    }

    /// A perspective's distance: more than zero, and the chain's last step, since it projects
    /// what the steps before it did (steps apply left to right; CSS writes them the other way,
    /// `perspective(500px) rotateY(…)`, which here would project a flat view and change nothing).
    private mutating func checkPerspective(_ step: Expr, _ argument: Expr, index: Int, in items: [Expr]) -> ModelExpression? {
        guard let distance = lowerNumber(argument, inputs: ExpressionInput.containerInputs, quantity: .length, what: "a perspective distance") else { return nil }
        if let value = distance.constantValue, value <= 0 {
            error(.nonPositivePerspective,
                  "a perspective distance must be more than 0 points: it is how far the eye is from the screen (m34 = -1 / distance)",
                  at: argument.range,
                  notes: [DiagnosticNote("a few hundred points is usual: perspective(500pt) for a cube, perspective(1000pt) for a gentle flip", at: argument.range)])
            return nil
        }
        guard index == items.count - 1 else {
            let rest = items.indices.filter { $0 != index }.map { text(items[$0].range) }
            let whole = items[0].range.union(items[items.count - 1].range)
            let fixed = (rest + [text(step.range)]).joined(separator: " ")
            error(.perspectiveNotLast,
                  "perspective must be the last step: steps apply left to right, and the perspective projects what the steps before it did; write '\(fixed)'",
                  at: step.range,
                  notes: [DiagnosticNote(
                      Self.tiltsAfter(index, in: items)
                          ? "here the view would turn after it is projected, still flat, so the perspective would change nothing (CSS writes the chain the other way round)"
                          : "nothing follows a perspective: it is how the finished transform is seen",
                      at: items[index + 1].range)],
                  fixIts: [FixIt(range: whole, replacement: fixed)], fixItTitle: "Move the perspective to the end")
            return nil
        }
        return distance
    }

    /// Whether a step after `index` turns the view out of the screen's plane.
    private static func tiltsAfter(_ index: Int, in items: [Expr]) -> Bool {
        items[(index + 1)...].contains { item in
            guard case let .call(callee, _) = item.kind, callee.count == 1 else { return false }
            return TransformStepKind(rawValue: callee[0].name)?.tilts ?? false
        }
    }

    /// A perspective only shows on a view turned out of the screen's plane: a statement whose
    /// two values have one, but neither turns about x or y, changes nothing on screen.
    private mutating func checkPerspectiveShows(_ animation: PropertyAnimation, from: [TransformStep], to: [TransformStep]) {
        guard from.perspective != nil || to.perspective != nil,
              !(from + to).contains(where: \.kind.tilts) else { return }
        let site = [animation.to, animation.from].lazy.compactMap(Self.perspectiveStep).first ?? animation.range
        warning(.perspectiveWithoutTilt,
                "this perspective changes nothing: no step of the animation turns the view out of the screen's plane, so every point stays as far from the eye",
                at: site,
                notes: [DiagnosticNote("a perspective shows with rotateX or rotateY before it, e.g. 'rotateY(-90deg) perspective(500pt)'", at: animation.range)])
    }

    /// The range of a value's `perspective(…)` step.
    private static func perspectiveStep(_ e: Expr) -> SourceRange? {
        steps(of: e).first { $0.kind == .perspective }?.range
    }

    /// The steps of a transform value as written, with their kinds.
    private static func steps(of e: Expr) -> [(kind: TransformStepKind, range: SourceRange)] {
        let items: [Expr] = if case let .sequence(list) = e.kind { Array(list) } else { [e] }
        return items.compactMap { item in
            guard case let .call(callee, _) = item.kind, callee.count == 1, let kind = TransformStepKind(rawValue: callee[0].name) else { return nil }
            return (kind, item.range)
        }
    }

    /// A turn about x or y of more than a quarter shows the view's back, mirrored (a layer is
    /// double-sided unless told otherwise), and an animation interpolates the turn the shorter
    /// way round (§5.3), so a half turn or more does not go the way it is written.
    private mutating func checkQuarterTurns(_ animation: PropertyAnimation, from: [TransformStep], to: [TransformStep]) {
        // The steps as written are read only for a turn to report: most transforms have none.
        guard from.contains(where: { Self.pastEdgeOn($0) != nil }) || to.contains(where: { Self.pastEdgeOn($0) != nil }) else { return }
        for (value, steps) in [(animation.from, from), (animation.to, to)] {
            guard steps.contains(where: { Self.pastEdgeOn($0) != nil }) else { continue }
            let written = Self.steps(of: value)
            guard written.count == steps.count else { continue }
            for (step, site) in zip(steps, written) {
                guard let radians = Self.pastEdgeOn(step) else { continue }
                warning(.turnShowsBack,
                        """
                            \(site.kind.rawValue) by \(format((radians * 180 / .pi * 1000).rounded() / 1000))° turns the view past \
                            edge-on: its back shows, mirrored, and an animation turns it the shorter way round
                            """,
                        at: site.range,
                        notes: [DiagnosticNote("to flip, turn the leaving view to 90° and the arriving one from -90°, each in its own keyframe (Grammar.md §5.3)", at: animation.range)])
                return
            }
        }
    }

    /// The angle of a turn about x or y by more than a quarter, in radians.
    private static func pastEdgeOn(_ step: TransformStep) -> Double? {
        let angle: ModelExpression
        switch step {
        case let .rotateX(a), let .rotateY(a): angle = a
        case .translate, .scale, .rotate, .perspective: return nil
        }
        guard let radians = angle.constantValue, abs(radians) > .pi / 2 + 1e-9 else { return nil }
        return radians
    }

    /// `initial`, `final` or an element's frame in the container (`from.thumbnail.frame`),
    /// optionally moved: `final.offset(0, height)`.
    private mutating func checkFrame(_ e: Expr) -> FrameValue? {
        let zero = leaves.constant(0)
        switch e.kind {
        case .missing:
            return nil
        case let .path(p):
            if let base = frameBase(p) { return FrameValue(base: base, dx: zero, dy: zero) }
        case let .call(callee, arguments) where callee.count >= 2 && callee[callee.count - 1].name == "offset":
            if let base = frameBase(callee.dropLast()) {
                guard arguments.count == 2 else {
                    error(.wrongArgumentCount, "offset takes two lengths: \(base.text).offset(dx, dy)", at: e.range)
                    return nil
                }
                let inputs = ExpressionInput.containerInputs
                guard let dx = lowerNumber(arguments[0].value, inputs: inputs, quantity: .length, what: "a frame offset"),
                      let dy = lowerNumber(arguments[1].value, inputs: inputs, quantity: .length, what: "a frame offset") else { return nil }
                return FrameValue(base: base, dx: dx, dy: dy)
            }
        case .number, .bool, .string, .call, .sequence, .list, .unary, .binary:
            break
        }
        error(.wrongValueKind, """
            a frame is 'initial' or 'final' (the transition context's frames) or an element's frame in the container \
            ('from.thumbnail.frame'), optionally moved: final.offset(0, height)
            """, at: e.range)
        return nil
    }

    /// `initial`, `final`, or `from.thumbnail.frame`.
    private func frameBase<Names: RandomAccessCollection>(_ path: Names) -> FrameValue.Base? where Names.Element == Identifier, Names.Index == Int {
        if path.count == 1 {
            switch path[0].name {
            case "initial": return .initial
            case "final": return .final
            default: return nil
            }
        }
        guard let element = Self.elementValue(path, property: AnimatedProperty.frame.rawValue) else { return nil }
        return .element(element)
    }

    /// `from.thumbnail.frame`, `to.image.cornerRadius`: a property of an element of one of the
    /// transition's screens, read as the transition starts.
    static func elementValue<Names: RandomAccessCollection>(_ path: Names, property: String) -> ElementReference?
        where Names.Element == Identifier, Names.Index == Int {
        guard path.count == 3, let role = ViewRole(rawValue: path[0].name), path[2].name == property else { return nil }
        return ElementReference(role: role, element: path[1].name)
    }

    /// Statements of one property join into one path through their windows' edges, overlapping
    /// or not (`Lowering.keyframePath`); the same window twice, or two values for the same moment,
    /// is a mistake; false after reporting it.
    private mutating func checkDuplicateTracks(_ tracks: [Track]) -> Bool {
        var isValid = true
        // The earlier statements of each property of each target, and of those the ones whose
        // window starts or ends at each moment (to 1e-9, `checkKeyframePair`'s tolerance): a pair
        // can clash only when the two start or end together, so a statement is compared with
        // those alone, in order, and thousands of keyframes of one property check in one pass.
        var earlierOf: [Lowering.TrackKey: [Int]] = [:]
        var moments: [MomentKey: [Int]] = [:]
        // Whether a target's frame moves only while its transform rests, decided once per target.
        var atIdentity: [TrackTarget: Bool] = [:]
        func framesMoveAtIdentity(_ target: TrackTarget) -> Bool {
            if let known = atIdentity[target] { return known }
            let answer = Self.framesMoveAtIdentity(tracks.filter { $0.target == target })
            atIdentity[target] = answer
            return answer
        }
        for (i, track) in tracks.enumerated() {
            let key = Lowering.TrackKey(target: track.target, property: track.property)
            let window = track.window ?? TransitionModel.KeyframeWindow(start: 0, length: 1)
            let starts = MomentKey.around(window.start, of: key, ending: false)
            let ends = MomentKey.around(window.start + window.length, of: key, ending: true)
            var candidates: [Int] = []
            for moment in starts + ends { candidates += moments[moment] ?? [] }
            if candidates.count > 1 { candidates = Set(candidates).sorted() }
            for earlier in candidates {
                guard checkKeyframePair(tracks[earlier], track) else {
                    isValid = false
                    break
                }
            }
            moments[starts[1], default: []].append(i)
            moments[ends[1], default: []].append(i)
            earlierOf[key, default: []].append(i)
            // UIView.frame: "If the transform property is not the identity transform, the value of
            // this property is undefined and therefore should be ignored."
            let otherProperty: AnimatedProperty? = track.property == .frame ? .transform : track.property == .transform ? .frame : nil
            if let otherProperty, let first = earlierOf[Lowering.TrackKey(target: track.target, property: otherProperty)]?.first,
               !framesMoveAtIdentity(track.target) {
                let other = tracks[first]
                error(.frameWithTransform,
                      "this view's frame and transform are both animated, and UIKit leaves a view's frame undefined while its transform is not the identity",
                      at: track.range, notes: [
                          DiagnosticNote("the \(other.property.rawValue) is animated here", at: other.range),
                          DiagnosticNote("""
                              move and size the view with the transform alone (translate, scale) or with the frame alone, or in keyframe \
                              windows that do not overlap, the transform at the identity while the frame moves
                              """, at: track.range),
                      ])
                isValid = false
            }
        }
        return isValid
    }

    /// Whether a view's frame moves only while its transform is the identity: every frame and
    /// transform statement in a keyframe window, no transform window overlapping a frame window,
    /// and the transform held at the identity through each frame window (the end of the last
    /// transform window before it, or the start of the first after it). UIKit runs the keyframes
    /// in time order, so each frame is then set while the transform is the identity, where it is
    /// defined (GuessThePet's flip: the picture turns, then grows).
    static func framesMoveAtIdentity(_ tracks: [Track]) -> Bool {
        let frames = tracks.filter { $0.property == .frame }
        let transforms = tracks.filter { $0.property == .transform }.sorted { ($0.window?.start ?? 0) < ($1.window?.start ?? 0) }
        guard !frames.isEmpty, !transforms.isEmpty,
              !(frames + transforms).contains(where: { $0.window == nil }) else { return false }
        let isIdentity = { (value: AnimatedValue) -> Bool in
            if case let .transform(steps) = value { return steps.isEmpty }
            return false
        }
        for frame in frames {
            guard let f = frame.window else { return false }
            var held = transforms[0].from
            for transform in transforms {
                guard let t = transform.window else { return false }
                let overlaps = t.start < f.start + f.length - 1e-9 && f.start < t.start + t.length - 1e-9
                if overlaps { return false }
                if t.start + t.length <= f.start + 1e-9 { held = transform.to }
            }
            guard isIdentity(held) else { return false }
        }
        return true
    }

    /// A moment a window of one property of one target starts or ends at, in steps of the
    /// tolerance two moments are the same within: moments 1e-9 apart fall in the same or
    /// neighbouring steps.
    private struct MomentKey: Hashable {
        var track: Lowering.TrackKey
        var ending: Bool
        var step: Double

        /// The steps before, at and after the one `time` falls in: a moment within 1e-9 of it
        /// lies in one of them.
        static func around(_ time: Double, of track: Lowering.TrackKey, ending: Bool) -> [MomentKey] {
            let step = (time / 1e-9).rounded(.down)
            return [step - 1, step, step + 1].map { MomentKey(track: track, ending: ending, step: $0) }
        }
    }

    /// Two statements of one property: not over the same window (T0609), and not giving the
    /// property two values at the moment both start, or both end (T0634); false after reporting.
    private mutating func checkKeyframePair(_ earlier: Track, _ track: Track) -> Bool {
        let a = earlier.window ?? TransitionModel.KeyframeWindow(start: 0, length: 1)
        let b = track.window ?? TransitionModel.KeyframeWindow(start: 0, length: 1)
        let same = { (x: Double, y: Double) in abs(x - y) < 1e-9 }
        if same(a.start, b.start) && same(a.length, b.length) {
            let when = earlier.window == nil ? "over the whole duration" : "in the same keyframe window"
            error(.duplicateProperty, "this property is already animated \(when); keep one, or give them windows of their own", at: track.range,
                  notes: [DiagnosticNote("also animated here", at: earlier.range)])
            return false
        }
        let clash: (moment: String, time: Double)?
        if same(a.start, b.start), earlier.from != track.from {
            clash = ("start", b.start)
        } else if same(a.start + a.length, b.start + b.length), earlier.to != track.to {
            clash = ("end", b.start + b.length)
        } else {
            clash = nil
        }
        guard let clash else { return true }
        error(.conflictingKeyframes,
              """
                  this animation and another of the same property both \(clash.moment) at \
                  \(format((clash.time * 1e9).rounded() / 1e9)) of the duration with different values, and the path cannot be at \
                  both; give them the same \(clash.moment) value, or move one window
                  """,
              at: track.range, notes: [DiagnosticNote("the other one \(clash.moment)s here", at: earlier.range)])
        return false
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? Int(checked: value).map(String.init) ?? String(value) : String(value)
    }
}
