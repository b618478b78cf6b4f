/// Whether an interactive transition can ever finish, found by dragging its gesture the way it
/// goes (`Gesture.sample`, `Gesture.progress`, `Gesture.finishes`: the definitions the interpreter
/// drives scenarios with) and releasing at every speed.
extension Checker {
    /// Drags along the gesture's direction, in steps of 5 % of the screen (or of the pinch's
    /// scale), each with the finger still and flicked both ways along its axis.
    private static let dragSteps = (0 ... 20).map { Double($0) / 20 }
    private static let releaseSpeeds: [Double] = [-3000, -1000, -300, 0, 300, 1000, 3000]

    /// The directions a finger moves for this gesture, as unit vectors in points, with the words
    /// a message uses for them. A pinch is handled by scale instead.
    private static func directions(of kind: GestureKind) -> [(x: Double, y: Double, words: String)] {
        switch kind {
        case .edgePan(.left), .edgePan(.leading), .pan(.right): [(1, 0, "right")]
        case .edgePan(.right), .edgePan(.trailing), .pan(.left): [(-1, 0, "left")]
        case .edgePan(.top), .pan(.down): [(0, 1, "down")]
        case .edgePan(.bottom), .pan(.up): [(0, -1, "up")]
        case .pan(nil): [(1, 0, "right"), (-1, 0, "left"), (0, 1, "down"), (0, -1, "up")]
        case .pinch: []
        }
    }

    /// The scales a pinch is released at: closing to 5 % and opening to three times the size.
    private static let pinchScales = dragSteps.map { 1 - 0.95 * $0 } + dragSteps.map { 1 + 2 * $0 }

    /// Whether a release the simulation tries satisfies `test`. The releases are tried in turn
    /// and the first that satisfies it ends the search: a sound gesture rises and finishes within
    /// its first few steps, so the simulation costs little where there is nothing to report.
    private static func someRelease(of gesture: Gesture, satisfies test: (GestureSample) -> Bool) -> Bool {
        let width = ReferenceScreen.width, height = ReferenceScreen.height
        if case .pinch = gesture.kind {
            for scale in pinchScales {
                for speed in releaseSpeeds {
                    var s = gesture.sample(after: .fraction(scale), width: width, height: height)
                    s.scaleVelocity = speed / 300
                    if test(s) { return true }
                }
            }
            return false
        }
        for direction in directions(of: gesture.kind) {
            let extent = direction.x != 0 ? width : height
            for step in dragSteps {
                for speed in releaseSpeeds {
                    var s = gesture.sample(after: .translation(.constant(direction.x * step * extent), .constant(direction.y * step * extent)), width: width, height: height)
                    s.velocityX = direction.x * speed
                    s.velocityY = direction.y * speed
                    if test(s) { return true }
                }
            }
        }
        return false
    }

    /// The highest progress any release reaches (progress is clamped to 0…1), for a message.
    private static func highestProgress(of gesture: Gesture) -> Double {
        var reached = 0.0
        _ = someRelease(of: gesture) { sample in
            reached = max(reached, gesture.progress(at: sample))
            return false
        }
        return reached
    }

    /// A progress that never rises above 0 for a drag the gesture's way (the sign inverted for
    /// its direction), or a finish rule that no drag and release satisfies: either way the
    /// transition can never follow the finger to the end.
    mutating func checkGesturesCanFinish(_ graph: NavigationGraph, decl: NavigationDecl) {
        // Each checked gesture's declaration, found by where it starts (one pass, not one per gesture).
        var decls: [Int: GestureDecl] = [:]
        for case let .gesture(g) in decl.members { decls[g.range.start] = g }
        for gesture in graph.gestures {
            guard let g = decls[gesture.range.start], g.range == gesture.range else { continue }
            // Progress is clamped to 0…1: it rises when some release puts it above 0.
            let rises = Checker.someRelease(of: gesture) { gesture.progress(at: $0) > 0 }
            if !rises, let clause = g.clauses.first(where: { $0.name.name == "progress" }) {
                let usual = Checker.defaultRules(gesture.kind).progress
                warning(.progressNeverRises,
                        "the progress stays at 0 for every \(Checker.wayWords(gesture.kind)): '\(text(clause.value.range))' is 0 or less all the way, so the transition never follows the finger",
                        at: clause.value.range,
                        notes: [DiagnosticNote("for \(Checker.spelling(of: gesture.kind)), the usual progress is '\(usual)'", at: clause.value.range)],
                        fixIts: Checker.isNegation(text(clause.value.range), of: usual) ? [FixIt(range: clause.value.range, replacement: usual)] : [],
                        fixItTitle: Checker.isNegation(text(clause.value.range), of: usual) ? "Use '\(usual)'" : nil)
                continue
            }
            // A threshold outside 0…1 is the mistake, and its warning says so.
            guard !Checker.comparesProgressOutOfRange(gesture.finish),
                  !Checker.someRelease(of: gesture, satisfies: { gesture.finishes(at: $0) }),
                  let clause = g.clauses.first(where: { $0.name.name == "finish" }) else { continue }
            let reached = Checker.highestProgress(of: gesture)
            warning(.finishUnreachable,
                    "no \(Checker.wayWords(gesture.kind)) finishes this transition: the progress reaches \(format(((reached * 100).rounded()) / 100)) at most, and '\(text(clause.value.range))' is false for every release speed, so every release cancels",
                    at: clause.value.range,
                    notes: [DiagnosticNote("for \(Checker.spelling(of: gesture.kind)), the usual finish rule is '\(Checker.defaultRules(gesture.kind).finish)'", at: clause.value.range)])
        }
    }

    /// The gesture kind as a spec writes it: `edgePan(left)`, `pan(down)`, `pan`, `pinch`.
    static func spelling(of kind: GestureKind) -> String {
        switch kind {
        case let .edgePan(edge): "edgePan(\(edge.rawValue))"
        case let .pan(direction): direction.map { "pan(\($0.rawValue))" } ?? "pan"
        case .pinch: "pinch"
        }
    }

    /// How the finger moves, for messages: "drag right", "pinch".
    private static func wayWords(_ kind: GestureKind) -> String {
        if case .pinch = kind { return "pinch" }
        let words = directions(of: kind).map(\.words)
        return words.count == 1 ? "drag \(words[0])" : "drag"
    }

    /// `-translation.y / height` for `translation.y / height` and the other way round: flipping the
    /// sign is then the whole fix.
    static func isNegation(_ written: String, of usual: String) -> Bool {
        let w = written.filter { !$0.isWhitespace }, u = usual.filter { !$0.isWhitespace }
        return w == "-" + u || "-" + w == u || w == "-(" + u + ")"
    }
}
