import TransitionSource
import TransitionModel
import TransitionSyntax
/// Whether an interactive transition can ever finish, found by dragging its gesture the way it
/// goes (`Gesture.sample`, `Gesture.progress`, `Gesture.finishes`: the definitions the interpreter
/// drives scenarios with) and releasing at every speed.
extension Checker {
    /// Drags along the gesture's direction, in steps of 5 % of the screen (or of the pinch's
    /// scale), each with the finger still and flicked both ways along its axis.
    private static let dragSteps = (0 ... 20).map { Double($0) / 20 }
    private static let releaseSpeeds: [Double] = [-3000, -1000, -300, 0, 300, 1000, 3000]

    /// The scales a pinch is released at: closing to 5 % and opening to three times the size.
    private static let pinchScales = dragSteps.map { 1 - 0.95 * $0 } + dragSteps.map { 1 + 2 * $0 }

    /// Whether a release the simulation tries satisfies `test`. The releases are tried in turn
    /// and the first that satisfies it ends the search: a sound gesture rises and finishes within
    /// its first few steps, so the simulation costs little where there is nothing to report.
    private static func someRelease(of gesture: Gesture, satisfies test: (GestureSample) -> Bool) -> Bool {
        let width = ReferenceScreen.width, height = ReferenceScreen.height
        if gesture.kind.measuresScale {
            for scale in pinchScales {
                for speed in releaseSpeeds {
                    var s = gesture.sample(after: .fraction(scale), width: width, height: height)
                    s.scaleVelocity = speed / 300
                    if test(s) { return true }
                }
            }
            return false
        }
        for direction in gesture.kind.ways.map(\.vector) {
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
                let usual = gesture.kind.usualRules.progress
                warning(.progressNeverRises,
                        "the progress stays at 0 for every \(gesture.kind.motion): '\(text(clause.value.range))' is 0 or less all the way, so the transition never follows the finger",
                        at: clause.value.range,
                        notes: [DiagnosticNote("for \(gesture.kind.spelling), the usual progress is '\(usual)'", at: clause.value.range)],
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
                    """
                        no \(gesture.kind.motion) finishes this transition: the progress reaches \
                        \(format(((reached * 100).rounded()) / 100)) at most, and '\(text(clause.value.range))' is false for every \
                        release speed, so every release cancels
                        """,
                    at: clause.value.range,
                    notes: [DiagnosticNote("for \(gesture.kind.spelling), the usual finish rule is '\(gesture.kind.usualRules.finish)'", at: clause.value.range)])
        }
    }

    /// `-translation.y / height` for `translation.y / height` and the other way round: flipping the
    /// sign is then the whole fix.
    static func isNegation(_ written: String, of usual: String) -> Bool {
        let w = written.filter { !$0.isWhitespace }, u = usual.filter { !$0.isWhitespace }
        return w == "-" + u || "-" + w == u || w == "-(" + u + ")"
    }
}
