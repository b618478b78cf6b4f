import TransitionModel
import TransitionSource
import TransitionRuntime

/// An animator's timing curve as the interpreter plays it: progress against seconds, sampled by
/// running a one-track transition with the same timing through `SpecRunner` (delay, Bézier or
/// spring, cut or settling end included), so the preview plots the runtime's numbers instead of
/// deriving curves again.
enum CurveProbe {
    /// `(seconds since the transition started, progress)` for a custom animator's timing; about
    /// 300 samples at most for a curve that ends at its duration.
    static func samples(_ timing: Timing) -> [(Double, Double)] {
        let range = SourceRange(0, 0)
        let distance = 1000.0
        let track = Track(
            target: .view(.to), property: .transform, from: .transform([]),
            to: .transform([.translate(.constant(distance), .constant(0))]), window: nil, range: range)
        let animator = ResolvedAnimator(
            name: "Probe", declaredName: "Probe", isReversed: false, timing: timing, order: .toAboveFrom, snapshots: [],
            adoptedSnapshots: [], masks: [], tracks: [track], range: range)
        let rows = run(kind: .push, forward: .custom("Probe"), animators: [animator], duration: timing.duration + timing.delay)
        // The transform's tx (index 4 of a, b, c, d, tx, ty) over the distance.
        return rows.map { ($0.time, $0.values[4] / distance) }
    }

    /// The system animation of an edge kind: the arriving view's frame, normalised between its
    /// first and last values.
    static func systemSamples(_ kind: EdgeKind) -> [(Double, Double)] {
        let rows = run(kind: kind, forward: .system, animators: [], duration: 0.5)
        guard let first = rows.first, let last = rows.last,
              let component = first.values.indices.first(where: { first.values[$0] != last.values[$0] }) else { return [] }
        let span = last.values[component] - first.values[component]
        return rows.map { ($0.time, ($0.values[component] - first.values[component]) / span) }
    }

    private static func run(kind: EdgeKind, forward: AnimatorChoice, animators: [ResolvedAnimator], duration: Double) -> [(time: Double, values: [Double])] {
        let range = SourceRange(0, 0)
        let screens = ["A", "B"].map { Screen(name: $0, typeName: $0, elements: [], range: range) }
        let edge = Edge(source: 0, destination: 1, kind: kind, forward: forward, backward: .system, range: range)
        let graph = NavigationGraph(name: "Probe", screens: screens, root: 0, edges: [edge], gestures: [], range: range)
        let spec = CheckedSpec(path: "<curve>", graphs: [graph], animators: animators, scenarios: [])
        let fps = min(120, 300 / max(duration, 0.001))
        let trace = SpecRunner.tour(spec, graph: 0, source: SourceFile(path: "<curve>", text: ""), options: RunOptions(framesPerSecond: fps)).trace
        guard let transition = trace.transitions.first,
              let channel = transition.channels.firstIndex(where: { $0.node == "B" }) else { return [] }
        return (0 ..< transition.frameCount).map { row in
            (transition.frameTimes[row] - transition.start, Array(transition.value(row: row, channel: channel)))
        }
    }
}
