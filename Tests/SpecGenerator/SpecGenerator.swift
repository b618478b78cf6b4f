/// Valid specs made at random from a seed, for property tests: the same seed gives the same text
/// on every machine.
///
/// A spec has one to three navigation graphs, each a tree of screens under its root (every screen
/// with a view, a shape and a layer element): push edges with custom, reversed or system
/// animators, modal edges to leaves in each presentation style; snapshots and backdrops kept until
/// the pop or the dismiss, which the backward animator adopts (played backwards, or animating the
/// kept view by name), some with a tap on the kept view that goes back; screens with a clear
/// background; left-edge pans that drive pops and pull-downs and pinches that drive dismisses, their
/// progress read from the translation, the location or the scale (with `abs`, `min` and `max`),
/// some with a spring completion that takes the release velocity and settings that share touches
/// with the card's gestures; animators over `to`, its elements and the views they make with every
/// kind of track (view properties, a track's own curve, shadows, masks and layers, keyframes,
/// overlapping cubic keyframes, frames, corner radii, 3D transforms, shared elements, hidden
/// elements), every curve and either scrub; and one scenario per graph that walks the graph with
/// pushes, pops, presents, dismisses, drags (of those gestures, released still or flicked, and of
/// UIKit's swipe-back where the pop is UIKit's), taps, waits and expectations that hold. Every spec checks
/// without errors (warnings are allowed: a custom pop with no gesture loses the swipe-back, a slow
/// spring has not settled, a layer animation cannot be scrubbed). `coverage` counts the constructs
/// (`Construct`) the specs made so far use.
public struct SpecGenerator {
    private var random: SplitMix64
    private var specCount = 0
    private var animatorCount = 0
    private var snapshotCount = 0
    private var animators: [String] = []
    /// Round-robin counters over the combinations of kept views (kind, presentation style, way
    /// back, interaction) and the kinds of track they take, so a sample of a few dozen specs holds
    /// every combination (`requiredConstructs`) instead of waiting for chance to pick each.
    private var keptModalCount = 0, keptPushCount = 0
    /// Round-robin counters over the forms of a dismiss and a pop gesture (`dismissGesture`,
    /// `popGesture`), the taps on kept views, and the screens' backgrounds.
    private var dismissGestureCount = 0, popGestureCount = 0, screenCount = 0
    /// For each kind of kept view, how many have been made: every other one gets a tap.
    private var tapTurns: [String: Int] = [:]
    /// For each kind of kept view (its `Kept.kind`) and of adopted one (backdrop or not), the turn
    /// of the kind of track its next one takes first.
    private var keptTrackTurns: [String: Int] = [:], adoptedTrackTurns: [Bool: Int] = [:]
    /// How many times each construct (`Construct`'s names, and the combinations the type-check
    /// test asks for) appeared in the specs made so far.
    public private(set) var coverage: [String: Int] = [:]

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next spec. Its graphs, screens and animators are named apart from every other spec of
    /// this generator's, so the emitted Swift of many specs builds as one module.
    public mutating func spec() -> String {
        animators = []
        specCount += 1
        var text = "// generated\n"
        var scenarios = ""
        for g in 0..<int(1...3) {
            let graph = graph(named: "P\(specCount)G\(g)")
            text += graph.text
            scenarios += scenario(in: graph, named: "walk \(g)")
        }
        return text + animators.joined() + scenarios
    }

    // MARK: - Graphs

    private struct Graph {
        var name: String
        var text = ""
        var screens: [String] = []
        /// For each screen after the root: its parent and whether it is presented modally.
        var parent: [Int: (screen: Int, modal: Bool)] = [:]
        /// Screens with a left-edge pan driving their pop, by screen, with the finish threshold.
        var backGestures: [Int: Double] = [:]
        /// Pushed screens whose pop is UIKit's, which keep UIKit's swipe-back.
        var systemPops: Set<Int> = []
        /// Presented screens with a pull-down driving their dismiss, with the finish threshold.
        var dismissGestures: [Int: Double] = [:]
        /// Each driving gesture, by screen: its name, whether it is a pinch, and whether its
        /// completion is a spring that takes the release velocity.
        var gestureShapes: [Int: (name: String, pinch: Bool, springs: Bool)] = [:]
        /// Screens with a tap on the view their edge keeps, by screen, with the tap's name.
        var taps: [Int: String] = [:]
        /// Pushed screens whose push keeps a view until the pop (a pop to root would leave it).
        var keptUntilPop: Set<Int> = []

        func children(of screen: Int) -> [(screen: Int, modal: Bool)] {
            parent.keys.sorted().filter { parent[$0]!.screen == screen }.map { ($0, parent[$0]!.modal) }
        }
    }

    private mutating func graph(named name: String) -> Graph {
        var graph = Graph(name: name)
        let count = int(2...6)
        var text = "navigation \(name) {\n"
        for s in 0..<count {
            let screen = "\(name)S\(s)"
            graph.screens.append(screen)
            text += "    screen \(screen): \(screen)ViewController {\n"
            screenCount += 1
            if screenCount % 5 == 0 {
                text += "        background: clear\n"
                note("background clear")
            }
            text += "        element card: view { frame: rect(20, 120, width - 40, 160), cornerRadius: 12 }\n"
            text += "        element logo: shape\n        element badge: layer\n    }\n"
        }
        text += "    root \(graph.screens[0])\n"
        for s in 1..<count {
            // Modal screens are leaves: only pushed screens (and the root) have children.
            let candidates = (0..<s).filter { graph.parent[$0]?.modal != true }
            let parent = candidates[int(0...(candidates.count - 1))]
            let modal = int(0...2) == 0
            graph.parent[s] = (parent, modal)
            let from = graph.screens[parent], to = graph.screens[s]
            if modal {
                var style = Self.styles[int(0...(Self.styles.count - 1))]
                var reversed = bool(), interactive = bool()
                var kept: Kept?
                if int(0...3) != 0 {
                    // The next combination of backdrop or snapshot, style, way back and interaction.
                    let combination = keptModalCount
                    keptModalCount += 1
                    kept = keptView(until: "dismiss", backdrop: combination % 2 == 1)
                    style = Self.styles[(combination / 2) % Self.styles.count]
                    reversed = (combination / 6) % 2 == 0
                    interactive = (combination / 12) % 2 == 0
                }
                note("style \(style.name)")
                // Under a style that keeps the presenter, its view stays below the container (T0638).
                let stays = style.name != "fullScreen"
                let present = animator(reversible: reversed, keeping: kept, stayingPresenter: stays ? "from" : nil)
                let dismiss = reversed ? "reverse" : animator(adopting: kept, stayingPresenter: stays ? "to" : nil)
                note("dismiss \(reversed ? "reverse" : "named")\(interactive ? " interactive" : "")")
                note("\(style.name) · \(reversed ? "reverse" : "named") · \(interactive ? "interactive" : "not interactive")")
                if let kept { noteAdoption(kept, reversed: reversed, style: style.name, interactive: interactive) }
                text += "    \(from) => \(to) { present: \(present)  dismiss: \(dismiss)\(style.setting) }\n"
                if interactive {
                    let threshold = [0.3, 0.5][int(0...1)]
                    graph.dismissGestures[s] = threshold
                    text += dismissGesture(on: to, screen: s, threshold: threshold, graph: &graph)
                }
                if let kept { text += tap(on: kept, screen: s, named: to, graph: &graph) }
                continue
            }
            switch int(0...3) {
            case 0:
                text += "    \(from) -> \(to)\n"
                graph.systemPops.insert(s)
            case 1:
                text += "    \(from) -> \(to) { push: \(animator())  pop: system }\n"
                graph.systemPops.insert(s)
            default:
                var driven = bool(), reversed = bool()
                var kept: Kept?
                if int(0...2) == 0 {
                    let combination = keptPushCount
                    keptPushCount += 1
                    kept = keptView(until: "pop", backdrop: combination % 2 == 1)
                    reversed = (combination / 2) % 2 == 0
                    driven = (combination / 4) % 2 == 0
                    graph.keptUntilPop.insert(s)
                }
                let push = animator(reversible: reversed, keeping: kept)
                let pop = reversed ? "reverse" : animator(adopting: kept)
                note("pop \(reversed ? "reverse" : "named")\(driven ? " interactive" : "")")
                if let kept { noteAdoption(kept, reversed: reversed, style: "push", interactive: driven) }
                text += "    \(from) -> \(to) {\n        push: \(push)\n        pop: \(pop)\n    }\n"
                if driven {
                    let threshold = [0.3, 0.5, 0.6][int(0...2)]
                    graph.backGestures[s] = threshold
                    text += popGesture(on: to, screen: s, threshold: threshold, graph: &graph)
                }
                if let kept { text += tap(on: kept, screen: s, named: to, graph: &graph) }
            }
        }
        graph.text = text + "}\n\n"
        return graph
    }

    // MARK: - Gestures

    private static let releaseSpring = "        completionCurve: spring(damping: 0.8, velocity: release)\n"

    /// A gesture that drives the dismiss of `to`, in turn: a pull-down by its translation, a pinch
    /// closing (`1 - scale`), a pull either way (`abs`) that shares touches with the card, and a
    /// pull-down by the finger's location that waits for the card's gestures; the last three with
    /// a spring completion that takes the release velocity.
    private mutating func dismissGesture(on to: String, screen s: Int, threshold: Double, graph: inout Graph) -> String {
        let form = dismissGestureCount % 4
        dismissGestureCount += 1
        let name = "pull\(graph.name)S\(s)"
        graph.gestureShapes[s] = (name, form == 1, form != 0)
        var text: String
        switch form {
        case 0:
            text = "    gesture \(name): pan(down) on \(to) drives dismiss {\n        progress: translation.y / height\n"
            note("gesture translation")
        case 1:
            text = "    gesture \(name): pinch on \(to) drives dismiss {\n        progress: 1 - scale\n" + Self.releaseSpring
            note("gesture pinch")
            note("completionCurve spring release")
        case 2:
            text = "    gesture \(name): pan(down) on \(to) drives dismiss {\n        progress: abs(translation.y) / height\n"
            text += Self.releaseSpring + "        simultaneousWith: card\n"
            note("progress abs")
            note("completionCurve spring release")
            note("simultaneousWith")
        default:
            text = "    gesture \(name): pan(down) on \(to) drives dismiss {\n        progress: (location.y - 0.5 * height) / height\n"
            text += Self.releaseSpring + "        requiresFailureOf: card\n"
            note("gesture location")
            note("completionCurve spring release")
            note("requiresFailureOf")
        }
        return text + "        finish when progress > \(threshold)\n    }\n"
    }

    /// A left-edge pan that drives the pop of `to`, in turn: by its translation, by the finger's
    /// location with a spring completion that takes the release velocity, and by the translation
    /// capped with `min` and `max`, with that spring, winning over the card's gestures.
    private mutating func popGesture(on to: String, screen s: Int, threshold: Double, graph: inout Graph) -> String {
        let form = popGestureCount % 3
        popGestureCount += 1
        let name = "back\(graph.name)S\(s)"
        graph.gestureShapes[s] = (name, false, form != 0)
        var text: String
        switch form {
        case 0:
            text = "    gesture \(name): edgePan(left) on \(to) drives pop {\n        progress: translation.x / width\n"
            note("gesture translation")
        case 1:
            text = "    gesture \(name): edgePan(left) on \(to) drives pop {\n        progress: location.x / width\n" + Self.releaseSpring
            note("gesture location")
            note("completionCurve spring release")
        default:
            text = "    gesture \(name): edgePan(left) on \(to) drives pop {\n        progress: min(1, max(0, translation.x) / width)\n"
            text += Self.releaseSpring + "        requiredToFailBy: card\n"
            note("progress min max")
            note("completionCurve spring release")
            note("requiredToFailBy")
        }
        return text + "        finish when progress > \(threshold)\n    }\n"
    }

    /// Every other kept view gets a tap that goes back from the screen it was kept for.
    private mutating func tap(on kept: Kept, screen s: Int, named to: String, graph: inout Graph) -> String {
        let turn = tapTurns[kept.kind, default: 0]
        tapTurns[kept.kind] = turn + 1
        guard turn % 2 == 0 else { return "" }
        let name = "close\(graph.name)S\(s)"
        graph.taps[s] = name
        note("tap \(kept.kind)")
        return "    gesture \(name): tap(\(kept.name)) on \(to) drives \(kept.until)\n"
    }

    // MARK: - Animators

    private static let curves = [
        "linear", "easeIn", "easeOut", "easeInOut", "cubic(0.2, 0.9, 0.3, 1)", "spring(damping: 0.8, velocity: 0.2)",
        "spring(bounce: 0.2)", "spring(damping: 1, velocity: 0)",
    ]

    /// The presentation styles of a modal edge: the name the coverage counts, and the setting.
    private static let styles: [(name: String, setting: String)] = [
        ("fullScreen", ""), ("overFullScreen", "  style: overFullScreen"), ("sheet", "  style: sheet(height: 0.5 * height)"),
    ]

    /// A view the forward animator of an edge keeps on screen until the backward one (`until pop`,
    /// `until dismiss`), which adopts it: its statements in the forward animator, and the tracks the
    /// forward animator gives it (`KeptTrack`).
    private struct Kept {
        var name: String
        var isBackdrop: Bool
        var until: String
        var tracks: [KeptTrack]
        var kind: String { "kept \(isBackdrop ? "backdrop" : "snapshot") until \(until)" }
    }

    /// The kinds of track a kept view takes in the animator that keeps it (one per property; the
    /// frame and a transform never together: a frame is undefined under a transform).
    private enum KeptTrack: String, CaseIterable {
        case alpha = "view property", ownCurve = "own-curve track", shadow, keyframes, frame
        case cornerRadius, transform = "transform", transform3D = "transform 3D"
    }

    /// The kinds of track a named backward animator gives the view it adopts (what the checker
    /// lets it animate: alpha, transform, corner radius).
    private enum AdoptedTrack: String, CaseIterable {
        case alpha = "view property", ownCurve = "own-curve track", cornerRadius, transform = "transform", transform3D = "transform 3D"
    }

    private mutating func note(_ construct: String) { coverage[construct, default: 0] += 1 }

    /// Every construct and combination a large enough sample must use, by the names `coverage`
    /// counts: each kind of kept view with each kind of track it takes, with each way back
    /// (`reverse` or a named animator), and with each presentation style (a push for `until pop`),
    /// interactive or not; each kind of track a named backward animator gives the view it adopts;
    /// each presentation style with each way back, interactive or not; each kind of track, view
    /// and curve on its own.
    public static var requiredConstructs: [String] {
        var names: [String] = []
        let keptKinds = ["snapshot", "backdrop"].flatMap { view in ["dismiss", "pop"].map { "kept \(view) until \($0)" } }
        let ways = ["reverse", "named"], interaction = ["interactive", "not interactive"]
        for kept in keptKinds {
            names += KeptTrack.allCases.map { "\(kept) · \($0.rawValue)" }
            names += ways.map { "\(kept) · \($0)" }
            let places = kept.hasSuffix("dismiss") ? styles.map(\.name) : ["push"]
            for place in places { for way in ways { for interactive in interaction { names.append("\(kept) · \(place) · \(way) · \(interactive)") } } }
        }
        for view in ["snapshot", "backdrop"] { names += AdoptedTrack.allCases.map { "adopted \(view) · \($0.rawValue)" } }
        for style in styles { for way in ways { for interactive in interaction { names.append("\(style.name) · \(way) · \(interactive)") } } }
        names += styles.map { "style \($0.name)" }
        names += ["pop reverse", "pop named", "pop reverse interactive", "pop named interactive", "dismiss reverse", "dismiss named",
                  "dismiss reverse interactive", "dismiss named interactive"]
        names += ["view property", "own-curve track", "shadow", "mask", "layer element", "element track", "keyframes", "keyframes cubic",
                  "frame", "cornerRadius", "transform", "transform 3D", "share", "hide", "snapshot", "element snapshot", "backdrop", "order",
                  "delay", "scrub curved", "background clear"]
        names += ["gesture translation", "gesture location", "gesture pinch", "progress abs", "progress min max",
                  "completionCurve spring release", "simultaneousWith", "requiresFailureOf", "requiredToFailBy"]
        names += keptKinds.map { "tap \($0)" }
        names += ["scenario drag", "scenario drag pinch", "scenario release velocity", "scenario tap"]
        names += curves.map { "curve \($0.prefix { $0 != "(" })" }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private mutating func noteAdoption(_ kept: Kept, reversed: Bool, style: String, interactive: Bool) {
        let backward = reversed ? "reverse" : "named"
        note("\(kept.kind) · \(backward)")
        note("\(kept.kind) · \(style) · \(backward) · \(interactive ? "interactive" : "not interactive")")
        for track in kept.tracks { note("\(kept.kind) · \(track.rawValue)") }
    }

    /// A snapshot of `from` or a backdrop, kept `until` the backward operation, with one to three
    /// tracks of different kinds.
    private mutating func keptView(until: String, backdrop isBackdrop: Bool) -> Kept {
        snapshotCount += 1
        var tracks: [KeptTrack] = []
        var pool = KeptTrack.allCases
        // The first track in turn, the others at random.
        let kind = Kept(name: "", isBackdrop: isBackdrop, until: until, tracks: []).kind
        let turn = keptTrackTurns[kind, default: 0]
        keptTrackTurns[kind] = turn + 1
        let first = KeptTrack.allCases[turn % KeptTrack.allCases.count]
        for index in 0..<int(1...3) where !pool.isEmpty {
            let track = index == 0 ? first : pool[int(0...(pool.count - 1))]
            pool.removeAll { $0 == track }
            tracks.append(track)
            switch track {
            case .alpha, .ownCurve, .keyframes: pool.removeAll { [.alpha, .ownCurve, .keyframes].contains($0) }
            case .frame, .transform, .transform3D: pool.removeAll { [.frame, .transform, .transform3D].contains($0) }
            // A rounded view clips, and a view that clips draws no shadow (T0635).
            case .cornerRadius: pool.removeAll { $0 == .shadow }
            case .shadow: pool.removeAll { $0 == .cornerRadius }
            }
        }
        return Kept(name: "kept\(snapshotCount)", isBackdrop: isBackdrop, until: until, tracks: tracks)
    }

    /// The statements that make `kept` and animate it in the animator that keeps it.
    private func keptStatements(_ kept: Kept) -> String {
        let k = kept.name
        var body = kept.isBackdrop ? "    backdrop \(["black", "white", "gray"][kept.name.count % 3]) as \(k) until \(kept.until) below to\n"
            : "    snapshot from as \(k) until \(kept.until) below to\n"
        let alpha = kept.isBackdrop ? "0 -> 0.4" : "1 -> 0.6"
        for track in kept.tracks {
            switch track {
            case .alpha: body += "    \(k).alpha: \(alpha)\n"
            case .ownCurve: body += "    \(k).alpha(curve: linear): \(alpha)\n"
            case .keyframes: body += "    keyframe(start: 0, length: 0.5) {\n        \(k).alpha: \(alpha)\n    }\n"
            case .shadow: body += "    \(k).shadowOpacity: 0 -> 0.3\n    \(k).shadowRadius: 0 -> 8\n"
            case .frame: body += "    \(k).frame: initial -> initial.offset(0, 40)\n"
            case .cornerRadius: body += "    \(k).cornerRadius: 0 -> 12\n"
            case .transform: body += "    \(k).transform: identity -> scale(0.92)\n"
            case .transform3D: body += "    \(k).transform: identity -> rotateX(10deg) perspective(600pt)\n"
            }
        }
        return body
    }

    /// What a named backward animator does to the view it adopts: one or two tracks of different
    /// properties, each ending where the view goes (it is removed as the transition ends).
    private mutating func adoptedStatements(_ kept: Kept) -> String {
        let k = kept.name
        var body = ""
        var pool = AdoptedTrack.allCases
        let turn = adoptedTrackTurns[kept.isBackdrop, default: 0]
        adoptedTrackTurns[kept.isBackdrop] = turn + 1
        let first = AdoptedTrack.allCases[turn % AdoptedTrack.allCases.count]
        for index in 0..<int(1...2) where !pool.isEmpty {
            let track = index == 0 ? first : pool[int(0...(pool.count - 1))]
            pool.removeAll { $0 == track }
            note("adopted \(kept.isBackdrop ? "backdrop" : "snapshot") · \(track.rawValue)")
            switch track {
            case .alpha: body += "    \(k).alpha: \(kept.isBackdrop ? "0.4" : "0.6") -> 0\n"
            case .ownCurve: body += "    \(k).cornerRadius(curve: easeOut): 12 -> 0\n"
            case .cornerRadius: body += "    \(k).cornerRadius: 12 -> 0\n"
            case .transform: body += "    \(k).transform: scale(0.92) -> identity\n"
            case .transform3D: body += "    \(k).transform: rotateX(10deg) perspective(600pt) -> identity\n"
            }
            switch track {
            case .alpha: pool.removeAll { $0 == .ownCurve || $0 == .cornerRadius }
            case .ownCurve, .cornerRadius: pool.removeAll { $0 == .ownCurve || $0 == .cornerRadius || $0 == .alpha }
            case .transform, .transform3D: pool.removeAll { $0 == .transform || $0 == .transform3D }
            }
        }
        return body
    }

    /// A new animator's name; its declaration is kept for the end of the file.
    ///
    /// Every animator brings `to` in from elsewhere and leaves it as a screen normally is (alpha
    /// 1, identity, its final frame, square corners, no shadow, no mask, its elements as they
    /// were), and plays only on `to`, its elements (their absence aside), and on the views it makes
    /// and keeps. So between transitions every screen is as normal, and a cancelled pop, whose
    /// `reverse` starts from exactly that, puts every view back: the invariant the interpreter
    /// checks holds by construction. `reversible` leaves out the snapshots that are not kept from
    /// animators that a `reverse` plays backwards; `keeping` makes and animates a kept view, which
    /// `adopting` animates again in the backward animator.
    private mutating func animator(reversible: Bool = false, keeping kept: Kept? = nil, adopting adopted: Kept? = nil,
                                   stayingPresenter: String? = nil) -> String {
        animatorCount += 1
        let name = "A\(animatorCount)"
        let duration = [0.2, 0.3, 0.35, 0.5, 0.8][int(0...4)]
        var parameters = "duration: \(duration)"
        if bool() {
            let curve = Self.curves[int(0...(Self.curves.count - 1))]
            parameters += ", curve: \(curve)"
            note("curve \(curve.prefix { $0 != "(" })")
        }
        // A presenter that stays is animated by its presentation controller, which starts
        // without a delay, with the transition's curve and view animations only (T0640).
        let presenterEffects = stayingPresenter == "to"
        if int(0...4) == 0 && !presenterEffects {
            parameters += ", delay: 0.05"
            note("delay")
        }
        if int(0...4) == 0 {
            parameters += ", scrub: curved"
            note("scrub curved")
        }
        var body = ""
        if let kept { body += keptStatements(kept) }
        if let adopted { body += adoptedStatements(adopted) }
        if bool() {
            // The presented view above a presenter that stays is the one order UIKit gives.
            let above = bool()
            switch stayingPresenter {
            case nil: body += "    order: to \(above ? "above" : "below") from\n"
            case let role?: body += "    order: to \(role == "from" ? "above" : "below") from\n"
            }
            note("order")
        }
        var alpha = false
        // One of transform and frame: a frame is undefined under a transform.
        switch int(0...2) {
        case 0:
            let transform = ["scale(0.9)", "translate(0, 40)", "rotate(5deg)", "translate(width, 0) scale(0.5, 0.5)", "rotateY(60deg) perspective(800pt)"][int(0...4)]
            body += "    to.transform: \(transform) -> identity\n"
            note(transform.hasPrefix("rotateY") ? "transform 3D" : "transform")
        case 1:
            body += "    to.frame: \(["final.offset(width, 0)", "final.offset(0, height)", "final.offset(-0.3 * width, 0)"][int(0...2)]) -> final\n"
            note("frame")
        default: break
        }
        if bool() {
            let ownCurve = bool() && !presenterEffects
            body += "    to.cornerRadius\(ownCurve ? "(curve: easeIn)" : ""): \(int(1...30)) -> 0\n"
            note(ownCurve ? "own-curve track" : "cornerRadius")
        }
        // A shadow that settles at Core Animation's defaults (no opacity, 3 pt above), as a
        // screen normally is; its path comes with it.
        if int(0...3) == 0 && !presenterEffects {
            body += "    to.shadowOpacity: 0.3 -> 0\n    to.shadowOffset: size(0, \(int(2...12))) -> size(0, -3)\n"
            if bool() { body += "    to.shadowColor: gray -> black\n" }
            note("shadow")
        }
        if int(0...4) == 0 {
            // The mask goes as the transition ends; a layer element ends as it was.
            body += "    mask to with shape(from.logo) {\n        transform: scale(0.2) -> identity\n    }\n"
            note("mask")
        }
        if int(0...4) == 0 {
            body += "    to.badge.alpha: 0 -> 1\n"
            note("layer element")
        }
        if int(0...4) == 0 {
            body += "    to.card.transform: scale(0.8) -> identity\n"
            note("element track")
        } else if int(0...5) == 0 {
            body += "    share from.card -> to.card\n"
            note("share")
        } else if int(0...5) == 0 {
            body += "    hide from.card\n"
            note("hide")
        }
        if bool() {
            body += "    to.alpha: \(["0", "0.5"][int(0...1)]) -> 1\n"
            alpha = true
            note("view property")
        }
        if !reversible && int(0...3) == 0 {
            snapshotCount += 1
            switch int(0...2) {
            case 0:
                body += "    snapshot from.card as shot\(snapshotCount)\n    shot\(snapshotCount).alpha: 1 -> 0\n"
                note("element snapshot")
            case 1:
                // Below the presented view; a dismiss's presenter that stays is outside the container.
                body += "    backdrop black as shot\(snapshotCount) below \(stayingPresenter == "to" ? "from" : "to")\n    shot\(snapshotCount).alpha: 0.3 -> 0\n"
                note("backdrop")
            default:
                body += "    snapshot from as shot\(snapshotCount)\n    shot\(snapshotCount).alpha: 1 -> 0\n"
                note("snapshot")
            }
        }
        if !alpha && (int(0...2) == 0 || !body.contains("    to.")) {
            if bool() {
                switch int(0...2) {
                case 0:
                    body += "    keyframe(start: 0, length: 0.5) {\n        to.alpha: 0 -> 1\n    }\n"
                    note("keyframes")
                default:
                    // Overlapping windows, one path through their edges: 0, 0.5 at 0.4, 0.6 at
                    // 0.6, 1; cubic or linear.
                    body += "    keyframe(start: 0, length: 0.6) {\n        to.alpha: 0 -> 0.6\n    }\n"
                    body += "    keyframe(start: 0.4, length: 0.6) {\n        to.alpha: 0.5 -> 1\n    }\n"
                    let cubic = bool()
                    if cubic { parameters += ", keyframes: cubic" }
                    note(cubic ? "keyframes cubic" : "keyframes")
                }
            } else {
                body += "    to.alpha: 0 -> 1\n"
                note("view property")
            }
        }
        animators.append("animator \(name)(\(parameters)) {\n\(body)}\n\n")
        return name
    }

    // MARK: - Scenarios

    private mutating func scenario(in graph: Graph, named name: String) -> String {
        var text = "scenario \"\(name)\" in \(graph.name) {\n"
        // The stack: screens and whether each arrived modally.
        var stack: [(screen: Int, modal: Bool)] = [(0, false)]
        for _ in 0..<int(3...12) {
            let top = stack.last!
            let children = graph.children(of: top.screen)
            var moves: [String] = []
            if !top.modal { moves += children.map { $0.modal ? "present \($0.screen)" : "push \($0.screen)" } }
            if top.modal { moves.append("dismiss") }
            if graph.taps[top.screen] != nil { moves.append("tap") }
            if top.modal, let threshold = graph.dismissGestures[top.screen] { moves.append("drag \(threshold)") }
            if stack.count > 1 && !top.modal {
                moves.append("pop")
                // A pop to root goes around the pops that adopt kept views.
                if !stack.dropLast().contains(where: \.modal), !stack.dropFirst().contains(where: { graph.keptUntilPop.contains($0.screen) }) {
                    moves.append("pop to root")
                }
                if let threshold = graph.backGestures[top.screen] { moves.append("drag \(threshold)") }
                if graph.systemPops.contains(top.screen) { moves.append("drag system") }
            }
            moves.append("wait")
            if !top.modal { moves.append("expect stack") }
            let move = moves[int(0...(moves.count - 1))]
            switch move {
            case "dismiss", "pop":
                text += "    \(move)\n"
                stack.removeLast()
                if bool() { text += "    expect completed\n" }
            case "tap":
                text += "    tap \(graph.taps[top.screen]!)\n"
                note("scenario tap")
                stack.removeLast()
                if bool() { text += "    expect completed\n" }
            case "pop to root":
                text += "    pop to root\n"
                stack = [stack[0]]
            case "wait":
                text += "    wait \([0.1, 0.5, 1][int(0...2)])\n"
            case "expect stack":
                // Only screens on the navigation stack: a presented screen is not on it.
                let names = stack.prefix { !$0.modal }.map { graph.screens[$0.screen] }
                text += "    expect stack [\(names.joined(separator: ", "))]\n"
            case "drag system":
                // UIKit's swipe-back: past half the width, released still, it finishes.
                let finishes = bool()
                text += "    drag system to \(finishes ? 0.7 : 0.3) over 0.2\n    release velocity 0\n"
                text += "    expect \(finishes ? "completed" : "cancelled")\n"
                if finishes { stack.removeLast() }
            default:
                if move.hasPrefix("drag "), let threshold = Double(move.dropFirst(5)) {
                    let finishes = bool()
                    let amount = finishes ? min(1, threshold + 0.3) : max(0, threshold - 0.2)
                    // A drag names its gesture (the screen may have a tap too); a pinch's amount
                    // is the scale it reaches, and its progress is `1 - scale`.
                    let shape = graph.gestureShapes[top.screen]!
                    let reached = shape.pinch ? (100 - amount * 100).rounded() / 100 : amount
                    text += "    drag \(shape.name) to \(reached) over 0.2\n"
                    note(shape.pinch ? "scenario drag pinch" : "scenario drag")
                    if shape.springs {
                        // A flick the way the gesture goes, or against it: the spring takes it.
                        let speed = [-1.0, 1.0][int(0...1)]
                        let velocity = shape.pinch ? "\(-0.5 * speed)" : shape.name.hasPrefix("back") ? "(\(200 * speed), 0)" : "(0, \(300 * speed))"
                        text += "    release velocity \(velocity)\n"
                        note("scenario release velocity")
                    } else {
                        text += "    release\n"
                    }
                    text += "    expect \(finishes ? "completed" : "cancelled")\n"
                    if finishes { stack.removeLast() }
                    continue
                }
                let parts = move.split(separator: " ")
                let screen = Int(parts[1])!
                text += "    \(parts[0]) \(graph.screens[screen])\n"
                stack.append((screen, parts[0] == "present"))
                if bool() { text += "    expect completed\n" }
            }
        }
        return text + "}\n\n"
    }

    // MARK: - Random choices

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func bool() -> Bool { random.next() & 1 == 1 }
}

/// SplitMix64: a small generator whose output depends only on its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
