/// Valid specs made at random from a seed, for property tests: the same seed gives the same text
/// on every machine.
///
/// A spec has one to three navigation graphs, each a tree of screens under its root: push edges
/// with custom, reversed or system animators, modal edges to leaves, left-edge pans that drive
/// reversed pops; animators over `to` and snapshots with every curve; and one scenario per
/// graph that walks the graph with pushes, pops, presents, dismisses, drags (of those pans, and
/// of UIKit's swipe-back where the pop is UIKit's), waits and expectations that hold. Every spec checks without errors (warnings are allowed: a custom pop
/// with no gesture loses the swipe-back, a slow spring has not settled).
public struct SpecGenerator {
    private var random: SplitMix64
    private var animatorCount = 0
    private var snapshotCount = 0
    private var animators: [String] = []

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next spec.
    public mutating func spec() -> String {
        animators = []
        var text = "// generated\n"
        var scenarios = ""
        for g in 0..<int(1...3) {
            let graph = graph(named: "G\(g)")
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
            text += "    screen \(screen): \(screen)ViewController\n"
        }
        text += "    root \(graph.screens[0])\n"
        for s in 1..<count {
            // Modal screens are leaves: only pushed screens (and the root) have children.
            let candidates = (0..<s).filter { graph.parent[$0]?.modal != true }
            let parent = candidates[int(0...(candidates.count - 1))]
            let modal = int(0...3) == 0
            graph.parent[s] = (parent, modal)
            let from = graph.screens[parent], to = graph.screens[s]
            if modal {
                let reversed = bool()
                let present = animator(reversible: reversed)
                let dismiss = reversed ? "reverse" : animator()
                text += "    \(from) => \(to) { present: \(present)  dismiss: \(dismiss) }\n"
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
                // A pop that a gesture can cancel plays the push backwards.
                let driven = bool()
                let reversed = driven || bool()
                let push = animator(reversible: reversed)
                let pop = reversed ? "reverse" : animator()
                text += "    \(from) -> \(to) {\n        push: \(push)\n        pop: \(pop)\n    }\n"
                if driven {
                    let threshold = [0.3, 0.5, 0.6][int(0...2)]
                    graph.backGestures[s] = threshold
                    text += "    gesture edgePan(left) on \(to) drives pop {\n"
                    text += "        progress: translation.x / width\n"
                    text += "        finish when progress > \(threshold)\n    }\n"
                }
            }
        }
        graph.text = text + "}\n\n"
        return graph
    }

    // MARK: - Animators

    private static let curves = [
        "linear", "easeIn", "easeOut", "easeInOut", "cubic(0.2, 0.9, 0.3, 1)", "spring(damping: 0.8, velocity: 0.2)",
        "spring(bounce: 0.2)", "spring(damping: 1, velocity: 0)",
    ]

    /// A new animator's name; its declaration is kept for the end of the file.
    ///
    /// Every animator brings `to` in from elsewhere and leaves it as a screen normally is (alpha
    /// 1, identity, its final frame, square corners, no shadow), and plays only on `to`, its elements'
    /// absence aside, and on snapshots. So between transitions every screen is as normal, and a
    /// cancelled pop, whose `reverse` starts from exactly that, puts every view back: the
    /// invariant the interpreter checks holds by construction. `reversible` leaves snapshots out
    /// of animators that a `reverse` plays backwards.
    private mutating func animator(reversible: Bool = false) -> String {
        animatorCount += 1
        let name = "A\(animatorCount)"
        let duration = [0.2, 0.3, 0.35, 0.5, 0.8][int(0...4)]
        var parameters = "duration: \(duration)"
        if bool() { parameters += ", curve: \(Self.curves[int(0...(Self.curves.count - 1))])" }
        if int(0...4) == 0 { parameters += ", delay: 0.05" }
        var body = ""
        if bool() { body += "    order: to \(bool() ? "above" : "below") from\n" }
        var alpha = false
        // One of transform and frame: a frame is undefined under a transform.
        switch int(0...2) {
        case 0: body += "    to.transform: \(["scale(0.9)", "translate(0, 40)", "rotate(5deg)", "translate(width, 0) scale(0.5, 0.5)", "rotateY(60deg) perspective(800pt)"][int(0...4)]) -> identity\n"
        case 1: body += "    to.frame: \(["final.offset(width, 0)", "final.offset(0, height)", "final.offset(-0.3 * width, 0)"][int(0...2)]) -> final\n"
        default: break
        }
        if bool() { body += "    to.cornerRadius: \(int(1...30)) -> 0\n" }
        // A shadow that settles at Core Animation's defaults (no opacity, 3 pt above), as a
        // screen normally is; its path comes with it.
        if int(0...3) == 0 {
            body += "    to.shadowOpacity: 0.3 -> 0\n    to.shadowOffset: size(0, \(int(2...12))) -> size(0, -3)\n"
            if bool() { body += "    to.shadowColor: gray -> black\n" }
        }
        if bool() {
            body += "    to.alpha: \(["0", "0.5"][int(0...1)]) -> 1\n"
            alpha = true
        }
        if !reversible && int(0...3) == 0 {
            snapshotCount += 1
            body += "    snapshot from as shot\(snapshotCount)\n    shot\(snapshotCount).alpha: 1 -> 0\n"
        }
        if !alpha && (int(0...2) == 0 || !body.contains("->")) {
            if bool() {
                switch int(0...2) {
                case 0:
                    body += "    keyframe(start: 0, length: 0.5) {\n        to.alpha: 0 -> 1\n    }\n"
                default:
                    // Overlapping windows, one path through their edges: 0, 0.5 at 0.4, 0.6 at
                    // 0.6, 1; cubic or linear.
                    body += "    keyframe(start: 0, length: 0.6) {\n        to.alpha: 0 -> 0.6\n    }\n"
                    body += "    keyframe(start: 0.4, length: 0.6) {\n        to.alpha: 0.5 -> 1\n    }\n"
                    if bool() { parameters += ", keyframes: cubic" }
                }
            } else {
                body += "    to.alpha: 0 -> 1\n"
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
            if stack.count > 1 && !top.modal {
                moves.append("pop")
                if !stack.dropLast().contains(where: \.modal) { moves.append("pop to root") }
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
                    text += "    drag to \(amount) over 0.2\n    release\n"
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
