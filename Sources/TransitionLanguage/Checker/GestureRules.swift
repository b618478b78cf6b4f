import TransitionSource
import TransitionModel
import TransitionSyntax
/// Gestures: what they drive, where they sit, what they read, and the swipe-back they replace.
extension Checker {
    /// The checked gestures and taps; those that fail are recorded by the caller (`FailedDeclarations`).
    mutating func checkGestures(
        _ decl: NavigationDecl, graph: NavigationGraph, edgeDecls: [EdgeDecl], brokenEdges: Set<Int>
    ) -> (gestures: [Gesture], taps: [Tap]) {
        // The graph's edges are all checked: what each gesture goes back along is read from one index.
        gestureGraphEdges = graph.edgeIndex
        defer { gestureGraphEdges = nil }
        var gestures: [Gesture] = []
        var taps: [Tap] = []
        var names: [String: SourceRange] = [:]
        // Who took each touch: a gesture's kind, or nil for a tap (spelled only for a message).
        var claimed: [TouchClaim: (range: SourceRange, name: String, kind: GestureKind?)] = [:]
        for case let .gesture(g) in decl.members {
            guard let screen = resolveScreen(g.screen, in: graph) else { continue }
            guard !g.kind.isMissing, !g.role.isMissing else { continue }
            if g.kind.name == Tap.kindName {
                guard let tap = checkTap(g, screen: screen, graph: graph, edgeDecls: edgeDecls, brokenEdges: brokenEdges),
                      claimName(tap.name, of: g, in: graph, names: &names) else { continue }
                let claim = TouchClaim(screen: screen, touch: .tap(tap.view))
                if let other = claimed[claim] {
                    error(.gestureEdgeClaimedTwice, "'\(tap.view)' already takes a tap ('\(other.name)'); UIKit would recognise only one of them, so remove one",
                          at: g.kind.range, notes: [DiagnosticNote("the other tap is declared here", at: other.range)])
                    continue
                }
                claimed[claim] = (g.kind.range, tap.name, nil)
                taps.append(tap)
                continue
            }
            guard let kind = checkGestureKind(g) else { continue }
            guard let operation = Operation(rawValue: g.role.name) else {
                reportUnknownDrive(g)
                continue
            }
            var target: Int?
            if let t = g.target {
                guard let index = resolveScreen(t, in: graph) else { continue }
                target = index
            }
            let name = g.name?.name ?? defaultName(graph.screens[screen].name, kind)
            guard claimName(name, of: g, in: graph, names: &names) else { continue }

            let claims = kind.touches.map { TouchClaim(screen: screen, touch: .gesture($0)) }
            if let other = claims.lazy.compactMap({ claimed[$0] }).first {
                error(.gestureEdgeClaimedTwice,
                      """
                          '\(graph.screens[screen].name)' already has a \(other.kind?.noun ?? "tap") gesture ('\(other.name)') that the \
                          same touch would start; UIKit would start only one of them, so remove one
                          """,
                      at: g.kind.range, notes: [DiagnosticNote("the other gesture is declared here", at: other.range)])
                continue
            }
            for claim in claims { claimed[claim] = (g.kind.range, name, kind) }

            guard let settings = checkGestureClauses(g, kind: kind, screen: graph.screens[screen]) else { continue }
            guard checkDriven(g, operation: operation, screen: screen, target: target, graph: graph, edgeDecls: edgeDecls, brokenEdges: brokenEdges) else { continue }
            // After the drive is known to be sound: a pan that drives UIKit's own pop is T0801's, not a race.
            reportContentPopRace(kind, on: screen, at: g.kind.range, in: graph)
            gestures.append(Gesture(
                name: name, kind: kind, screen: screen, operation: operation, target: target, progress: settings.progress,
                finish: settings.finish, completionSpeed: settings.speed, completionCurve: settings.curve,
                releaseRate: settings.releaseRate, arbitration: settings.arbitration, range: g.range
            ))
        }
        return (gestures, taps)
    }

    /// T0819: a pan that takes the touch iOS 26's content swipe-back starts on (a rightward pan
    /// anywhere in the content, in the left-to-right layout transc plays), on a screen some push edge
    /// brings in with UIKit's pop. Both recognisers would want the touch; the emitted coordinator
    /// turns the content swipe-back off on that screen, which keeps UIKit's edge swipe-back only. (In
    /// a right-to-left layout the content swipe-back is leftward, and the coordinator turns it off
    /// under a `pan(left)` as well; like the scenarios, this rule reads the left-to-right layout.)
    private mutating func reportContentPopRace(_ kind: GestureKind, on screen: Int, at range: SourceRange, in graph: NavigationGraph) {
        let takes = kind.takesContentSwipeBack
        guard takes.leftToRight else { return }
        let layouts = takes.rightToLeft ? "a rightward pan, which an undirected pan takes too," : "a rightward pan"
        guard screen != graph.root || graph.edges.contains(where: { $0.kind == .push && $0.destination == screen }),
              let edge = graph.edges.first(where: { $0.kind == .push && $0.destination == screen && $0.backward == .system })
        else { return }
        let name = graph.screens[screen].name
        warning(.contentPopRace,
                """
                    on iOS 26 UIKit's content swipe-back (interactiveContentPopGestureRecognizer) pops '\(name)' from \(layouts) \
                    anywhere on it, a touch this gesture takes; the coordinator turns the content swipe-back off on '\(name)', \
                    which keeps only the edge swipe-back: give the pop an animator and a gesture of its own, or pan another way
                    """,
                at: range, notes: [DiagnosticNote("'\(name)' is popped with UIKit's animation along this edge", at: edge.range)])
    }

    /// A gesture's name, declared or made up, taken once in its graph; false after reporting why not.
    private mutating func claimName(_ name: String, of g: GestureDecl, in graph: NavigationGraph, names: inout [String: SourceRange]) -> Bool {
        if let written = g.name, written.name == Gesture.SystemSwipeBack.name {
            error(.gestureNameTaken,
                  "'\(written.name)' names UIKit's own swipe-back, which scenarios drag with 'drag \(written.name)'; give this gesture another name",
                  at: written.range)
            return false
        }
        if let first = names[name] {
            error(.duplicateGesture, "gesture '\(name)' is declared twice in '\(graph.name)'; name one differently", at: g.name?.range ?? g.kind.range,
                  notes: [DiagnosticNote("first declared here", at: first)])
            return false
        }
        names[name] = g.name?.range ?? g.kind.range
        return true
    }

    /// `drives` followed by a word that is not an operation.
    mutating func reportUnknownDrive(_ g: GestureDecl) {
        let hint = suggestion(for: g.role, among: ["pop", "dismiss", "push", "present"])
        error(.gestureRoleMismatch, "a gesture drives pop, dismiss, push or present, not '\(g.role.name)'\(hint.text)", at: g.role.range, fixIts: hint.fixIts)
    }

    private func defaultName(_ screen: String, _ kind: GestureKind) -> String {
        screen.prefix(1).lowercased() + screen.dropFirst() + kind.nameSuffix
    }

    /// A touch a gesture or tap takes on a screen: two that take the same one compete for it.
    struct TouchClaim: Hashable {
        var screen: Int
        var touch: Touch
    }

    /// The touches a screen's recognisers can take.
    enum Touch: Hashable {
        /// What a gesture recogniser takes (`GestureKind.touches`).
        case gesture(GestureKind.Touch)
        /// A tap on one view.
        case tap(String)
    }

    /// The kind a gesture's keyword and argument spell (`GestureKind.Keyword`); nil after
    /// reporting a word that is not a kind or an argument the kind does not take.
    private mutating func checkGestureKind(_ g: GestureDecl) -> GestureKind? {
        guard let keyword = GestureKind.Keyword(rawValue: g.kind.name) else {
            let choices = GestureKind.Keyword.orList(GestureKind.Keyword.allCases.map(\.template) + ["\(Tap.kindName)(view)"])
            let hint = suggestion(for: g.kind, among: GestureKind.Keyword.words + [Tap.kindName], otherwise: "use \(choices)")
            error(.unknownOption, "unknown gesture '\(g.kind.name)'\(hint.text)", at: g.kind.range, fixIts: hint.fixIts)
            return nil
        }
        let written: String??
        if g.kindArguments.isEmpty {
            written = .some(nil)
        } else if g.kindArguments.count == 1, case let .path(p) = g.kindArguments[0].value.kind, p.count == 1 {
            written = .some(p[0].name)
        } else {
            written = nil
        }
        if let argument = written, let kind = keyword.kind(argument) { return kind }
        switch keyword.arguments {
        case .none:
            error(.wrongArgumentCount, keyword.usage, at: g.kindArguments[0].range)
        case .optional:
            error(.unknownOption, keyword.usage, at: g.kind.range)
        case let .required(_, usual):
            error(.unknownOption, keyword.usage, at: g.kind.range.union(g.kindArguments.last?.range ?? g.kind.range),
                  fixIts: g.kindArguments.isEmpty ? [FixIt(range: .at(g.kind.range.end), replacement: "(\(usual))")] : [])
        }
        return nil
    }

    /// What a gesture's block settles.
    private struct GestureSettings {
        var progress: ModelExpression
        var finish: ModelExpression
        var speed: Double
        var curve: Curve
        var releaseRate: ModelExpression?
        var arbitration: [GestureArbitration]
    }

    /// The setting a clause names. A misspelt one (`finsh when …`) is reported with its
    /// did-you-mean and then read as the setting it is closest to, so one typo gives one
    /// diagnostic: no "missing finish rule" after it, and the rule itself is still checked.
    private mutating func checkedSetting(_ name: Identifier) -> GestureSetting? {
        if let setting = GestureSetting(rawValue: name.name) { return setting }
        let hint = suggestion(for: name, among: GestureSetting.allCases.map(\.rawValue), otherwise: "use \(GestureSetting.names)")
        error(.unknownParameter, "unknown gesture setting '\(name.name)'\(hint.text)",
              at: name.range, fixIts: hint.fixIts)
        return closestName(to: name.name, among: GestureSetting.allCases.map(\.rawValue)).flatMap(GestureSetting.init(rawValue:))
    }

    private mutating func checkGestureClauses(_ g: GestureDecl, kind: GestureKind, screen: Screen) -> GestureSettings? {
        let inputs = kind.inputs
        var progress: ModelExpression?
        var finish: ModelExpression?
        var speed = 1.0
        var curve = Curve.easeInOut  // UIPercentDrivenInteractiveTransition's default
        var releaseClause: GestureClause?
        var arbitration: [GestureArbitration] = []
        // A handful of settings: a list is cheaper than a table.
        var seen: [(name: String, range: SourceRange)] = []
        func given(_ name: String) -> Bool { seen.contains { $0.name == name } }
        var failed = false
        for clause in g.clauses where !clause.name.isMissing {
            if let first = seen.first(where: { $0.name == clause.name.name }) {
                givenTwice("'\(clause.name.name)'", at: clause.name.range, first: first.range)
                continue
            }
            guard let setting = checkedSetting(clause.name) else {
                seen.append((clause.name.name, clause.name.range))
                continue
            }
            // A misspelling of a setting given already is a second copy of it: its did-you-mean says enough.
            if setting.rawValue != clause.name.name, given(setting.rawValue) { continue }
            seen.append((setting.rawValue, clause.name.range))
            switch setting {
            case .progress:
                progress = lowerNumber(clause.value, inputs: inputs, quantity: .ratio, what: "the gesture's progress")
                failed = failed || progress == nil && !clause.value.isMissing
            case .finish:
                finish = lowerCondition(clause.value, inputs: inputs + [.progress], what: "the finish rule")
                failed = failed || finish == nil
                if let finish { checkThresholds(finish, clause.value) }
            case .completionSpeed:
                if let value = constant(clause.value, quantity: .ratio, what: "the completion speed") {
                    if value <= 0 {
                        error(.fractionOutOfRange, "the completion speed must be greater than 0 (1 is UIKit's default)", at: clause.value.range)
                    }
                    speed = value
                }
            case .completionCurve:
                guard let checked = checkCurve(clause.value, takesRelease: true) else { continue }
                guard checkCompletionSpring(checked.curve, clause.value) else { continue }
                curve = checked.curve
                if checked.fromRelease { releaseClause = clause }
            case .simultaneousWith, .requiresFailureOf, .requiredToFailBy:
                guard let relation = setting.arbitration,
                      let stated = checkArbitration(clause, relation: relation, screen: screen, earlier: arbitration) else {
                    failed = true
                    continue
                }
                arbitration += stated
            }
        }
        if failed { return nil }
        if progress == nil || finish == nil {
            let suggested = kind.usualRules
            var lines: [String] = []
            if !given("progress") { lines.append("progress: \(suggested.progress)") }
            if !given("finish") { lines.append("finish when \(suggested.finish)") }
            guard !given("progress") || !given("finish") else { return nil }
            let fix: FixIt
            if g.clauses.isEmpty && !text(g.range).hasSuffix("}") {
                fix = FixIt(range: .at(g.range.end), replacement: " {\n        " + lines.joined(separator: "\n        ") + "\n    }")
            } else {
                let close = g.range.end - 1
                fix = FixIt(range: .at(close), replacement: "    " + lines.joined(separator: "\n        ") + "\n    ")
            }
            error(.gestureMissingRule,
                  "a gesture must say how far along the transition is and when releasing finishes it; add \(lines.map { "'\($0)'" }.joined(separator: " and "))",
                  at: g.keywordRange.union(g.kind.range), fixIts: [fix], fixItTitle: """
                      Add the usual \
                      \(lines.count == 2 ? "progress and finish rule" : lines[0].hasPrefix("progress") ? "progress" : "finish rule")
                      """)
            return nil
        }
        var rate: ModelExpression?
        if let releaseClause {
            guard let derived = checkReleaseRate(progress!, kind: kind, release: releaseClause, progressClause: g.clauses.first { $0.name.name == "progress" }) else { return nil }
            // A rate that is always 0 (warned above) is the spring at rest: no rate to evaluate.
            rate = derived.constantValue == 0 ? nil : derived
        }
        return GestureSettings(progress: progress!, finish: finish!, speed: speed, curve: curve, releaseRate: rate, arbitration: arbitration)
    }

    /// A completion spring is UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`
    /// over the remaining time; a `spring(bounce:)` brings a duration of its own, which the
    /// percent-driven transition's remaining time would contradict (T0815, fix-it: the same
    /// damping ratio, 1 − bounce).
    private mutating func checkCompletionSpring(_ curve: Curve, _ e: Expr) -> Bool {
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubic, .spring:
            return true
        case let .springBounce(bounce, velocity):
            var fixIts: [FixIt] = []
            if bounce >= 0 && bounce < 1, case let .call(_, arguments) = e.kind {
                let speed = arguments.first { $0.label?.name == "velocity" }.map { text($0.value.range) } ?? format(velocity)
                fixIts = [FixIt(range: e.range, replacement: "spring(damping: \(format(1 - bounce)), velocity: \(speed))")]
            }
            error(.releaseSpringUnavailable,
                  """
                      a gesture completes with a damping-ratio spring over the time left \
                      (UISpringTimingParameters(dampingRatio:initialVelocity:)); a bounce spring's own duration would contradict it, \
                      so write spring(damping: …)
                      """,
                  at: e.range, fixIts: fixIts, fixItTitle: fixIts.isEmpty ? nil : "Use the same damping ratio")
            return false
        }
    }

    /// `velocity: release`: the derivative of the progress along the finger's movement
    /// (`ReleaseRate`), or T0815 when the progress has none to hand over.
    private mutating func checkReleaseRate(
        _ progress: ModelExpression, kind: GestureKind, release clause: GestureClause, progressClause: GestureClause?
    ) -> ModelExpression? {
        let word = Checker.releaseWord(in: clause.value) ?? clause.value.range
        let notes = progressClause.map { [DiagnosticNote("progress declared here", at: $0.value.range)] } ?? []
        switch ReleaseRate.derive(progress, kind: kind) {
        case let .success(rate):
            guard rate.constantValue == 0 else { return rate }
            warning(.releaseSpringUnavailable,
                    "the progress does not move with the finger, so 'release' always hands the spring a velocity of 0; write 0",
                    at: word, notes: notes, fixIts: [FixIt(range: word, replacement: "0")], fixItTitle: "Start the spring at rest")
            return .constant(0)
        case let .failure(failure):
            let why: String
            switch failure {
            case let .unmeasuredRate(input):
                why = input == .locationX || input == .locationY
                    ? "it reads the pinch's '\(input.rawValue)', whose speed a pinch does not report"
                    : "it reads '\(input.rawValue)', whose rate of change (an acceleration) no recogniser reports"
            case .condition:
                why = "it is a condition, not a number"
            }
            error(.releaseSpringUnavailable,
                  """
                      'release' hands the spring the progress's rate as the finger lifts, and this progress has none: \(why); write \
                      the progress from translation, location or scale with + - * /, or give the spring a number
                      """,
                  at: word, notes: notes)
            return nil
        }
    }

    /// `simultaneousWith: scroll`, `requiresFailureOf: [pager, map]`: views of the gesture's own
    /// screen, each in one relation only; nil after reporting a mistake.
    private mutating func checkArbitration(
        _ clause: GestureClause, relation: Arbitration, screen: Screen, earlier: [GestureArbitration]
    ) -> [GestureArbitration]? {
        let written: [Expr]
        switch clause.value.kind {
        case .missing: return nil
        case .path: written = [clause.value]
        case let .list(items) where !items.isEmpty: written = Array(items)
        case .number, .bool, .string, .unary, .binary, .call, .sequence, .list:
            error(.wrongValueKind, "'\(relation.setting.rawValue)' names views of '\(screen.name)' whose own gestures this one shares touches with: an element, or a list such as [scroll, pager]",
                  at: clause.value.range)
            return nil
        }
        var stated: [GestureArbitration] = []
        for item in written {
            guard case let .path(parts) = item.kind, parts.count == 1, let name = parts.first?.name else {
                error(.wrongValueKind, "'\(text(item.range))' is not an element name; name an element of '\(screen.name)'", at: item.range)
                return nil
            }
            guard let element = screen.element(named: name) else {
                let hint = suggestion(for: Identifier(name, item.range), among: screen.elements.map(\.name), otherwise: "declare the view whose gestures this one meets with 'element \(name): view'")
                error(.elementNotOnScreen, "'\(screen.name)' has no element '\(name)'\(hint.text)",
                      at: item.range, notes: [DiagnosticNote("'\(screen.name)' declared here", at: screen.range)], fixIts: hint.fixIts)
                return nil
            }
            guard element.kind == .view else {
                error(.arbitrationWithLayer, "'\(name)' is a \(element.kind.rawValue), which has no gesture recognisers to share touches with; name a view",
                      at: item.range, notes: [DiagnosticNote("declared here", at: element.range)])
                return nil
            }
            if let other = (earlier + stated).first(where: { $0.element == name }) {
                let message = other.relation == relation
                    ? "'\(name)' is named twice for '\(relation.setting.rawValue)'; keep one"
                    : "'\(name)' is already in '\(other.relation.setting.rawValue)', which contradicts '\(relation.setting.rawValue)': \(Checker.conflict(other.relation, relation))"
                error(.contradictoryArbitration, message, at: item.range, notes: [DiagnosticNote("first named here", at: other.range)])
                return nil
            }
            stated.append(GestureArbitration(relation: relation, element: name, range: item.range))
        }
        return stated
    }

    /// Why two relations with the same view cannot both hold.
    private static func conflict(_ a: Arbitration, _ b: Arbitration) -> String {
        Set([a, b]) == [.waitsForFailure, .winsOver]
            ? "each would wait for the other to fail, and neither would begin"
            : "a gesture that waits for another to fail never recognises alongside it"
    }

    /// `progress > 1.5` can never hold: progress is a fraction.
    private mutating func checkThresholds(_ rule: ModelExpression, _ e: Expr) {
        guard case let .binary(op, a, b) = rule else { return }
        if op.isLogical, case let .binary(_, l, r) = e.kind {
            checkThresholds(a, l)
            checkThresholds(b, r)
            return
        }
        guard let threshold = Checker.outOfRangeThreshold(rule) else { return }
        // Past either end the comparison has one value for every progress: read it halfway.
        let always = rule.evaluate { $0 == .progress ? 0.5 : 0 } != 0
        warning(.fractionOutOfRange, "progress runs from 0 to 1, so comparing it with \(format(threshold)) is always \(always); use a threshold in 0…1", at: e.range)
    }

    /// The number outside 0…1 that a comparison of the progress reads (`progress > 50`), if any.
    static func outOfRangeThreshold(_ comparison: ModelExpression) -> Double? {
        guard case let .binary(op, a, b) = comparison, op.isComparison else { return nil }
        let threshold: Double?
        if case .input(.progress) = a { threshold = b.constantValue } else if case .input(.progress) = b { threshold = a.constantValue } else { threshold = nil }
        guard let threshold, threshold < 0 || threshold > 1 else { return nil }
        return threshold
    }

    /// Whether a finish rule compares the progress with a number outside 0…1 anywhere: the
    /// threshold's own warning (T0705) explains the rule, so the rules that follow from it stay quiet.
    static func comparesProgressOutOfRange(_ rule: ModelExpression) -> Bool {
        guard case let .binary(op, a, b) = rule else { return false }
        if op.isLogical { return comparesProgressOutOfRange(a) || comparesProgressOutOfRange(b) }
        return outOfRangeThreshold(rule) != nil
    }

    /// The gesture must drive a transition that has a custom animator, from a screen that can take it.
    private mutating func checkDriven(
        _ g: GestureDecl, operation: Operation, screen: Int, target: Int?, graph: NavigationGraph, edgeDecls: [EdgeDecl], brokenEdges: Set<Int>
    ) -> Bool {
        let name = graph.screens[screen].name
        switch operation {
        case .pop, .dismiss:
            if operation == .pop && screen == graph.root && !graphsWithoutRoot.contains(graph.name) {
                error(.gestureOnRoot,
                      "'\(name)' is the root: there is nothing to pop, and a back gesture there freezes the navigation controller; put the gesture on a pushed screen",
                      at: g.screen.range, notes: [DiagnosticNote("root declared here", at: graph.rootRange ?? graph.screen(at: graph.root)?.range ?? g.screen.range)])
                return false
            }
            guard let into = edgesBack(from: screen, by: operation, for: g, graph: graph, brokenEdges: brokenEdges) else { return false }
            let custom = into.filter { graph.edges[$0].backward != .system }
            guard !custom.isEmpty else {
                if into.contains(where: { Checker.leavesOutBackward(edgeDecls[$0], of: graph.edges[$0]) }) { return false }
                error(.gestureWithoutAnimator,
                      """
                          every \(operation.rawValue) from '\(name)' is the system animation, which a custom gesture cannot \
                          drive\(operation == .pop ? " (the system swipe-back already does)" : ""); give the edge a \
                          '\(operation.rawValue):' animator or remove the gesture
                          """,
                      at: g.role.range, notes: into.map { DiagnosticNote("edge declared here", at: edgeDecls[$0].source.range.union(edgeDecls[$0].destination.range)) })
                return false
            }
            for index in custom { warnLayerScrub(g, graph.edges[index].backward, operation) }
        case .push, .present:
            guard let target else { return false }
            let kind: EdgeKind = operation == .push ? .push : .modal
            if let index = graph.edges.firstIndex(where: { $0.kind == kind && graph.edge($0, leavesFrom: screen) && $0.destination == target }),
               brokenEdges.contains(index) {
                return false
            }
            guard let edge = graph.edge(from: screen, to: target, kind: kind) else {
                if failed[graph.name]?.hasUnresolvedEdge == true { return false }
                error(.gestureWithoutAnimator, """
                    there is no edge '\(name) \(kind == .push ? "->" : "=>") \(graph.screens[target].name)' for this gesture to \
                    drive
                    """, at: g.role.range.union(g.target?.range ?? g.role.range))
                return false
            }
            guard edge.forward != .system else {
                error(.gestureWithoutAnimator, """
                    the \(operation.rawValue) to '\(graph.screens[target].name)' is the system animation, which a gesture cannot \
                    drive; give the edge a '\(operation.rawValue):' animator
                    """, at: g.role.range)
                return false
            }
            warnLayerScrub(g, edge.forward, operation)
        }
        return true
    }

    /// The indices of the edges a pop or dismiss of `screen` goes back along (`kind` edges into it),
    /// or nil after reporting that there is none; nil too, silently, when one of them had a
    /// mistake in its animators (already reported: what the gesture or tap drives is not known).
    mutating func edgesBack(from screen: Int, by operation: Operation, for g: GestureDecl, graph: NavigationGraph, brokenEdges: Set<Int>) -> [Int]? {
        let kind: EdgeKind = operation == .pop ? .push : .modal
        let edges = gestureGraphEdges ?? graph.edgeIndex
        let into = edges.entering[screen].filter { graph.edges[$0].kind == kind }
        guard into.allSatisfy({ !brokenEdges.contains($0) }) else { return nil }
        guard !into.isEmpty else {
            if failed[graph.name]?.hasUnresolvedEdge == true { return nil }
            let what = g.kind.name == Tap.kindName ? "tap" : "gesture"
            error(.gestureWithoutAnimator, """
                no \(kind == .push ? "push" : "modal") edge leads to '\(graph.screens[screen].name)', so there is no \
                \(operation.rawValue) for this \(what) to drive
                """, at: g.role.range)
            return nil
        }
        return into
    }

    /// Core Animation animations run on the clock: a percent-driven interaction holds only the
    /// property animator it drives, so under a finger they play by themselves from the start of
    /// the transition (docs/uikit-model.md, I3), in `transc run` as on a device.
    private mutating func warnLayerScrub(_ g: GestureDecl, _ choice: AnimatorChoice, _ operation: Operation) {
        guard let plan = choice.animatorName.flatMap(resolvedPlan(named:)), plan.usesCoreAnimation,
              let part = Self.unscrubbedPart(of: plan) else { return }
        let lead = "the \(operation.rawValue) animator '\(plan.declaredName)'"
        let onTheClock = "while the finger holds the transition it plays by itself from the start, not with the finger"
        switch part {
        case let .layers(what, range):
            warning(.interactiveLayerAnimation,
                    "\(lead) animates \(what), which Core Animation runs on the clock: \(onTheClock); animate views instead",
                    at: g.keywordRange.union(g.kind.range), notes: [DiagnosticNote("Core Animation track declared here", at: range)])
        case let .ownCurve(range):
            warning(.interactiveLayerAnimation,
                    "\(lead) gives a track a curve of its own, which Core Animation runs on the clock (a property animator has one curve): \(onTheClock)",
                    at: g.keywordRange.union(g.kind.range),
                    notes: [DiagnosticNote("drop this track's curve, so the property animator runs it with the others and the finger scrubs it", at: range)])
        }
    }

    /// What of a plan Core Animation runs, which a finger would see play by itself.
    private enum UnscrubbedPart {
        /// A mask, a layer element or a shadow that changes, named for the message.
        case layers(String, SourceRange)
        /// A view property with a curve of its own.
        case ownCurve(SourceRange)
    }

    /// The first part of a plan a percent-driven interaction cannot scrub: a mask, a layer
    /// element's track, a shadow that changes, or a track with a curve of its own. A shadow
    /// written the same at both ends, on a view whose frame and corner radius stay (its path
    /// follows them), cannot jump, so it is no such part.
    private static func unscrubbedPart(of plan: MotionPlan) -> UnscrubbedPart? {
        if let mask = plan.masks.first { return .layers("a mask", mask.range) }
        for track in plan.tracks where track.isLayer {
            if track.ownPacing != nil { return .ownCurve(track.range) }
            switch track.target {
            case .element(_, _, .layer), .element(_, _, .shape), .mask: return .layers("a layer element", track.range)
            case .view, .element(_, _, .view), .snapshot: break
            }
            let moves = track.segments.contains { $0.value != track.from }
            let followsGeometry = track.property == .shadowPath
                && plan.tracks.contains { $0.target == track.target && ($0.property == .frame || $0.property == .cornerRadius) }
            if moves || followsGeometry { return .layers("a shadow", track.range) }
        }
        return nil
    }

    /// A custom pop with no gesture to drive it loses the system swipe-back.
    mutating func checkSwipeBack(_ decl: NavigationDecl, graph: NavigationGraph, edgeDecls: [EdgeDecl], skipping brokenEdges: Set<Int>, screensWithFailedGestures: Set<Int>) {
        var reported: Set<Int> = []
        let screensWithBack = Set(graph.gestures.filter { $0.operation == .pop }.map(\.screen))
        for (index, edge) in graph.edges.enumerated() where edge.kind == .push && edge.backward != .system && edge.destination != graph.root {
            let screen = edge.destination
            guard !brokenEdges.contains(index), !screensWithFailedGestures.contains(screen), reported.insert(screen).inserted else { continue }
            guard !screensWithBack.contains(screen) else { continue }
            let name = graph.screens[screen].name
            let insertAt = decl.range.end - 1
            let fix = FixIt(range: .at(insertAt), replacement: Checker.swipeBackGesture(on: name))
            warning(.lostSwipeBack,
                    "the custom pop from '\(name)' replaces the system one, and with it the swipe from the left edge to go back; add an edge-pan gesture that drives the pop",
                    at: edgeDecls[index].source.range.union(edgeDecls[index].destination.range), fixIts: [fix], fixItTitle: "Add a left-edge swipe back")
        }
    }
}
