import TransitionModel
import TransitionSource
import TransitionRuntime

/// `transc preview`: one self-contained HTML page that plays a spec's transitions from the
/// interpreter's traces. The page embeds two JSON documents: the trace of every graph's tour and
/// every scenario, exactly as `transc run --format json` prints them, and a small description of
/// the spec the trace does not carry (screens and their elements, animators' z-order, snapshots,
/// masks and sampled curves, gestures). The page draws; it computes no motion.
public struct Preview: Sendable {
    /// The tours (one per graph, in order), then the scenarios (in order).
    public var results: [RunResult]
    /// The description of the spec, for the page.
    public var model: JSONValue
    /// `transc run --format json` for `results`.
    public var trace: JSONValue

    /// Runs every tour and scenario of `spec` with `options` (recording frames).
    public init(_ spec: CheckedSpec, source: SourceFile, options: RunOptions = RunOptions()) {
        var tours = spec.graphs.indices.map { SpecRunner.tour(spec, graph: $0, source: source, options: options) }
        let scenarios = spec.scenarios.map { SpecRunner.scenario($0, in: spec, source: source, options: options) }
        tours += scenarios
        results = tours
        trace = TraceJSON(sources: [source]).document(results.map(\.trace))
        model = PreviewModel.describe(spec, options: options)
    }

    /// The runtime issues (broken invariants) of every run, in order.
    public var issues: [RuntimeIssue] { results.flatMap(\.trace.issues) }

    /// The whole page.
    public func page(title: String) -> String {
        PreviewPage.html(title: title, model: Self.embedded(model), trace: Self.embedded(trace))
    }

    /// JSON text safe inside `<script type="application/json">`: every `<` (only ever inside
    /// strings) written as `\u003c`, so no spec text can close the element.
    static func embedded(_ value: JSONValue) -> String {
        value.serialized().replacingOccurrences(of: "<", with: "\\u003c")
    }
}

/// The part of the checked model the page needs to draw what the trace animates.
enum PreviewModel {
    static func describe(_ spec: CheckedSpec, options: RunOptions) -> JSONValue {
        var run = 0
        let graphs: [JSONValue] = spec.graphs.map { graph in
            defer { run += 1 }
            return .object([
                ("name", .string(graph.name)),
                ("run", .int(run)),
                ("root", .string(graph.screens[graph.root].name)),
                ("screens", .array(graph.screens.map { screen in
                    .object([
                        ("name", .string(screen.name)),
                        ("type", .string(screen.typeName)),
                        ("elements", .array(screen.elements.map { element(_: $0, options: options) })),
                        ("clear", .bool(screen.background.isSeeThrough)),
                    ])
                })),
                ("gestures", .array(graph.gestures.map { gesture in
                    .object([
                        ("name", .string(gesture.name)),
                        ("kind", .string(gesture.kind.spelling)),
                        ("screen", .string(graph.screens[gesture.screen].name)),
                        ("operation", .string(gesture.operation.rawValue)),
                    ])
                })),
            ])
        }
        let scenarios: [JSONValue] = spec.scenarios.enumerated().map { index, scenario in
            .object([
                ("name", .string(scenario.name)),
                ("graph", .string(spec.graphs[scenario.graph].name)),
                ("run", .int(spec.graphs.count + index)),
            ])
        }
        let animators: [(String, JSONValue)] = spec.plans.map { plan in
            (plan.animator, .object([
                ("declared", .string(plan.declaredName)),
                ("reversed", .bool(plan.isReversed)),
                ("order", .string(plan.order.rawValue)),
                ("duration", number(plan.duration)),
                ("delay", number(plan.delay)),
                ("snapshots", .array(plan.snapshots.map(snapshot))),
                ("adopted", .array(plan.adoptedSnapshots.map(snapshot))),
                ("masks", .array(plan.masks.map { mask in
                    .object([
                        ("target", .string(mask.target.rawValue)),
                        ("shapeRole", .string(mask.shape.role.rawValue)),
                        ("shape", .string(mask.shape.element)),
                    ])
                })),
                ("curve", samples(CurveProbe.samples(plan.timing))),
            ]))
        }
        return .object([
            ("spec", .string(spec.path)),
            ("container", .array([number(options.width), number(options.height)])),
            ("graphs", .array(graphs)),
            ("scenarios", .array(scenarios)),
            ("animators", .object(animators)),
            ("system", .object([
                ("push", samples(CurveProbe.systemSamples(.push))),
                ("modal", samples(CurveProbe.systemSamples(.modal))),
            ])),
        ])
    }

    /// An element where the interpreter puts it (`Element.frame(in:)`), with its corner radius:
    /// what the page draws while the trace does not animate them.
    private static func element(_ element: Element, options: RunOptions) -> JSONValue {
        let frame = element.frame(in: options.container)
        return .object([
            ("name", .string(element.name)),
            ("kind", .string(element.kind.rawValue)),
            (ElementSetting.frame.rawValue, .array([frame.minX, frame.minY, frame.width, frame.height].map(number))),
            (ElementSetting.cornerRadius.rawValue, number(element.cornerRadius(in: options.container))),
        ])
    }

    private static func snapshot(_ snapshot: SnapshotPlan) -> JSONValue {
        // A backdrop pictures no screen: no source, and its colour.
        let members: [(String, JSONValue)] = switch snapshot.source {
        case let .picture(role): [("name", .string(snapshot.name)), ("source", .string(role.rawValue))]
        case let .element(reference):
            [("name", .string(snapshot.name)), ("source", .string(reference.role.rawValue)), ("element", .string(reference.element))]
        case let .backdrop(color): [("name", .string(snapshot.name)), ("source", .null), ("backdrop", .string(color.rawValue))]
        }
        return .object(members + [("placement", placement(snapshot.placement))])
    }

    /// Where a snapshot goes in the container: null on top of both views, else beside one of them.
    private static func placement(_ placement: SnapshotPlacement) -> JSONValue {
        switch placement {
        case .top: .null
        case let .below(role): .object([("relation", .string("below")), ("view", .string(role.rawValue))])
        case let .above(role): .object([("relation", .string("above")), ("view", .string(role.rawValue))])
        }
    }

    private static func samples(_ points: [(Double, Double)]) -> JSONValue {
        .array(points.map { .array([number($0.0), number($0.1)]) })
    }

    /// Rounded to 6 decimals, as the trace's numbers are.
    static func number(_ value: Double) -> JSONValue {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return .number(rounded == 0 || !rounded.isFinite ? 0 : rounded)
    }
}
