import Foundation
import TransitionModel
import TransitionSource

/// The trace as JSON for tools: `transc run --format json`. Stable: keys always present and
/// in this order, numbers rounded to 6 decimals, the same input gives the same bytes. Documented
/// in docs/trace-format.md; version 1:
///
/// ```
/// { "format": "transc-trace", "version": 1,
///   "runs": [ {
///     "spec": String, "graph": String, "title": "tour" | "scenario \"…\"" | "steps",
///     "container": { "width": Number, "height": Number },     // points
///     "fps": Number,
///     "transitions": [ {
///       "index": Int,                                          // 1-based, events refer to it
///       "operation": "push" | "pop" | "pop to" | "pop to root" | "present" | "dismiss",
///       "from": String, "to": String,                          // screen labels ("Detail", "Detail#2")
///       "animator": String | null,                             // null: the system animation
///       "edge": String | null,                                 // "Main -> Detail", "* -> C", "A => B"
///       "duration": Number, "curve": String,                   // seconds; spec spelling or "system"
///       "gesture": String | null,                              // the gesture driving it
///       "start": Number, "end": Number | null,                 // stage seconds
///       "outcome": "completed" | "cancelled" | null,
///       "channels": [ { "node": String, "property": "alpha" | "transform" | "frame" | "cornerRadius",
///                       "kind": "scalar" | "affine" | "transform3D" | "rect" | "size" | "color" | "path" } ],
///       "hidden": [String],                                    // nodes hidden (`isHidden`) while it runs
///       "hiddenAfter": [String],                               // nodes still hidden once it ended
///       "frames": [ { "t": Number, "percent": Number | null, "values": [ Value, … ] } ]
///     } ],
///     "events": [ { "t": Number, "transition": Int | null, "type": String, …fields } ],
///     "issues": [ { "code": "R01xx", "message": String, "path": String, "line": Int, "column": Int } ],
///     "samples": Int
///   } ] }
/// ```
/// A `Value` follows its channel's kind: scalar → Number; affine → [a, b, c, d, tx, ty];
/// rect → [x, y, width, height]; transform3D → 16 Numbers, row-major (m11 … m44); size →
/// [width, height]; color → [red, green, blue, alpha]; path → [x, y, width, height, cornerRadius].
/// Event types and their fields: `operationStarted` {operation, target}, `removedWithoutAnimation`
/// {screens}, `animatorChosen` {animator (null: system), edge}, `setUp` {stack},
/// `interactionBegan` {gesture}, `interactionUpdated` {percent}, `interactionFinished` and
/// `interactionCancelled` {percent, velocity: [x, y]}, `completeTransition` {value},
/// `transitionCompleted`, `transitionCancelled`, `stack` {stack}, `wait` {seconds}, `resized` {width, height}, `tapped` {gesture,
/// view}, `issue` {message},
/// `snapshotKept` {snapshot, until}, `snapshotReleased` {snapshot}, `presenterRemoved` {screen},
/// `samplingStopped` {rows}.
public struct TraceJSON: Sendable {
    /// The texts issues point into, to turn offsets into lines and columns.
    public var sources: [SourceFile]

    public init(sources: [SourceFile]) {
        self.sources = sources
    }

    /// The whole document for the traces of one `transc run`.
    public func document(_ traces: [Trace]) -> JSONValue {
        .object([
            ("format", .string("transc-trace")),
            ("version", .int(1)),
            ("runs", .array(traces.map(run))),
        ])
    }

    private func run(_ trace: Trace) -> JSONValue {
        .object([
            ("spec", .string(trace.specPath)),
            ("graph", .string(trace.graph)),
            ("title", .string(trace.title)),
            ("container", .object([("width", number(trace.width)), ("height", number(trace.height))])),
            ("fps", number(trace.framesPerSecond)),
            ("transitions", .array(trace.transitions.map(transition))),
            ("events", .array(trace.events.map(event))),
            ("issues", .array(trace.issues.map(issue))),
            ("samples", .int(trace.sampleCount)),
        ])
    }

    private func transition(_ t: TransitionRecord) -> JSONValue {
        var frames: [JSONValue] = []
        frames.reserveCapacity(t.frameCount)
        for row in 0 ..< t.frameCount {
            let values: [JSONValue] = t.channels.indices.map { channel in
                let slice = t.value(row: row, channel: channel)
                return t.channels[channel].kind == .scalar ? number(slice.first ?? 0) : .array(slice.map(number))
            }
            frames.append(.object([
                ("t", number(t.frameTimes[row])),
                ("percent", t.framePercents[row].map(number) ?? .null),
                ("values", .array(values)),
            ]))
        }
        return .object([
            ("index", .int(t.index)),
            ("operation", .string(t.operation)),
            ("from", .string(t.from)),
            ("to", .string(t.to)),
            ("animator", t.animator.map(JSONValue.string) ?? .null),
            ("edge", t.edge.map(JSONValue.string) ?? .null),
            ("duration", number(t.duration)),
            ("curve", .string(t.curve)),
            ("gesture", t.gesture.map(JSONValue.string) ?? .null),
            ("start", number(t.start)),
            ("end", t.end.map(number) ?? .null),
            ("outcome", t.completed.map { .string($0 ? "completed" : "cancelled") } ?? .null),
            ("channels", .array(t.channels.map { c in
                .object([("node", .string(c.node)), ("property", .string(c.property)), ("kind", .string(c.kind.rawValue))])
            })),
            ("hidden", .array(t.hiddenAtStart.map(JSONValue.string))),
            ("hiddenAfter", .array(t.hiddenAtEnd.map(JSONValue.string))),
            ("frames", .array(frames)),
        ])
    }

    private func event(_ e: TraceEvent) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("t", number(e.time)),
            ("transition", e.transition.map(JSONValue.int) ?? .null),
        ]
        func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
        switch e.kind {
        case let .operationStarted(operation, target):
            members += [("type", .string("operationStarted")), ("operation", .string(operation)), ("target", target.map(JSONValue.string) ?? .null)]
        case let .removedWithoutAnimation(screens):
            members += [("type", .string("removedWithoutAnimation")), ("screens", strings(screens))]
        case let .animatorChosen(name, edge):
            members += [("type", .string("animatorChosen")), ("animator", name.map(JSONValue.string) ?? .null), ("edge", edge.map(JSONValue.string) ?? .null)]
        case let .setUp(stack):
            members += [("type", .string("setUp")), ("stack", strings(stack))]
        case let .interactionBegan(gesture):
            members += [("type", .string("interactionBegan")), ("gesture", .string(gesture))]
        case let .interactionUpdated(percent):
            members += [("type", .string("interactionUpdated")), ("percent", number(percent))]
        case let .interactionFinished(percent, vx, vy):
            members += [("type", .string("interactionFinished")), ("percent", number(percent)), ("velocity", .array([number(vx), number(vy)]))]
        case let .interactionCancelled(percent, vx, vy):
            members += [("type", .string("interactionCancelled")), ("percent", number(percent)), ("velocity", .array([number(vx), number(vy)]))]
        case let .completeTransition(value):
            members += [("type", .string("completeTransition")), ("value", .bool(value))]
        case .transitionCompleted:
            members += [("type", .string("transitionCompleted"))]
        case .transitionCancelled:
            members += [("type", .string("transitionCancelled"))]
        case let .stack(stack):
            members += [("type", .string("stack")), ("stack", strings(stack))]
        case let .tapped(gesture, view):
            members += [("type", .string("tapped")), ("gesture", .string(gesture)), ("view", .string(view))]
        case let .waited(seconds):
            members += [("type", .string("wait")), ("seconds", number(seconds))]
        case let .resized(width, height):
            members += [("type", .string("resized")), ("width", number(width)), ("height", number(height))]
        case let .issue(message):
            members += [("type", .string("issue")), ("message", .string(message))]
        case let .snapshotKept(name, until):
            members += [("type", .string("snapshotKept")), ("snapshot", .string(name)), ("until", .string(until))]
        case let .snapshotReleased(name):
            members += [("type", .string("snapshotReleased")), ("snapshot", .string(name))]
        case let .presenterRemoved(screen):
            members += [("type", .string("presenterRemoved")), ("screen", .string(screen))]
        case let .samplingStopped(rows):
            members += [("type", .string("samplingStopped")), ("rows", .int(rows))]
        }
        return .object(members)
    }

    private func issue(_ issue: RuntimeIssue) -> JSONValue {
        let location = sources.first { $0.path == issue.path }?.lines.location(of: issue.range.start)
        return .object([
            ("code", .string(issue.code.rawValue)),
            ("message", .string(issue.message)),
            ("path", .string(issue.path)),
            ("line", .int(location?.line ?? 0)),
            ("column", .int(location?.column ?? 0)),
        ])
    }

    /// Rounded to 6 decimals so that the last bits of floating point never change the bytes.
    private func number(_ value: Double) -> JSONValue {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return .number(rounded == 0 ? 0 : rounded)
    }
}
