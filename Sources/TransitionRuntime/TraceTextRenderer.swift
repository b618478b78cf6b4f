import Foundation
import TransitionCore

/// Renders a trace for people: one block per transition with a header saying what ran and why,
/// then a table with one row per frame, every value in its own right-aligned column, and the
/// events in between at their times.
///
///     #1 push Main -> Detail: animator Reveal (edge Main -> Detail), 2.000 s easeIn
///       time (s)  Detail.alpha  Detail.mask.transform.scale  …
///          0.000         0.000                        1.000
///          0.017         0.000                        1.000
///          …
///          2.000  completeTransition(true)
///          2.000  completed, stack [Main, Detail]
///
/// Transforms are shown decomposed (translation in points, scale, rotation in radians) and
/// frames as x, y, width and height in points; only the components that change during the
/// transition get a column (a channel that never changes keeps one, so it stays visible).
public struct TraceTextRenderer: Sendable {
    public init() {}

    /// One run: a title line, a block per transition, the events between, a summary line.
    public func render(_ trace: Trace) -> String {
        var out = "\(trace.title) of \(trace.graph) in \(trace.specPath) (container \(number(trace.width, 0)) × \(number(trace.height, 0)) pt, \(number(trace.framesPerSecond, 0)) fps)\n"
        var rendered = Set<Int>()
        var afterBlock = true
        for event in trace.events {
            if let index = event.transition {
                guard rendered.insert(index).inserted else { continue }
                out += "\n" + block(trace.transitions[index - 1], events: trace.events.filter { $0.transition == index })
                afterBlock = true
            } else {
                if afterBlock { out += "\n" }
                afterBlock = false
                out += line(event.time, describe(event.kind))
            }
        }
        let issues = trace.issues.count
        out += "\n\(trace.transitions.count) transition\(trace.transitions.count == 1 ? "" : "s"), \(trace.sampleCount) samples, \(issues) error\(issues == 1 ? "" : "s")\n"
        return out
    }

    private func line(_ time: Double, _ text: String) -> String {
        "  " + pad(number(time, 3), 8) + "  " + text + "\n"
    }

    private func block(_ transition: TransitionRecord, events: [TraceEvent]) -> String {
        var header = "#\(transition.index) \(transition.operation) \(transition.from) -> \(transition.to): "
        if let animator = transition.declaredAnimator {
            header += "animator \(animator)"
        } else {
            header += "system animation"
        }
        if let edge = transition.edge { header += " (edge \(edge))" }
        if transition.isAnimated {
            header += ", \(number(transition.duration, 3)) s \(transition.curve)"
        } else {
            header += ", told isAnimated is false: ends as it starts (its \(number(transition.duration, 3)) s \(transition.curve) not played)"
        }
        if let gesture = transition.gesture { header += ", driven by \(gesture)" }
        var out = header + "\n"
        // `hide` is isHidden, which no channel carries: what is out of sight while it runs, and
        // anything still hidden once it has ended.
        if !transition.hiddenAtStart.isEmpty { out += "  hidden while it runs: \(transition.hiddenAtStart.joined(separator: ", "))\n" }

        let columns = self.columns(of: transition)
        let hasPercent = transition.framePercents.contains { $0 != nil }
        var headers = ["time (s)"] + (hasPercent ? ["percent"] : []) + columns.map(\.title)
        var cells: [[String]] = []
        cells.reserveCapacity(transition.frameCount)
        for row in 0 ..< transition.frameCount {
            var values = [number(transition.frameTimes[row], 3)]
            if hasPercent { values.append(transition.framePercents[row].map { number($0, 3) } ?? "") }
            for column in columns { values.append(number(column.values[row], 3)) }
            cells.append(values)
        }
        headers[0] = pad(headers[0], 8)
        var widths = headers.map(\.count)
        for values in cells {
            for (i, value) in values.enumerated() { widths[i] = max(widths[i], value.count) }
        }
        out += "  " + headers.enumerated().map { pad($1, widths[$0]) }.joined(separator: "  ") + "\n"

        // Rows and events, in the order they happened.
        var row = 0
        for event in events {
            while row < transition.frameCount, transition.frameSequence[row] < event.sequence {
                out += "  " + cells[row].enumerated().map { pad($1, widths[$0]) }.joined(separator: "  ") + "\n"
                row += 1
            }
            switch event.kind {
            case .operationStarted, .animatorChosen: continue  // the header says it
            case .removedWithoutAnimation, .setUp, .interactionBegan, .interactionUpdated, .interactionFinished, .interactionCancelled,
                 .completeTransition, .transitionCompleted, .transitionCancelled, .stack, .waited, .resized, .tapped, .issue, .snapshotKept,
                 .snapshotReleased, .presenterRemoved, .samplingStopped:
                out += "  " + pad(number(event.time, 3), widths[0]) + "  " + describe(event.kind) + "\n"
            }
        }
        while row < transition.frameCount {
            out += "  " + cells[row].enumerated().map { pad($1, widths[$0]) }.joined(separator: "  ") + "\n"
            row += 1
        }
        if !transition.hiddenAtEnd.isEmpty { out += "  still hidden after it: \(transition.hiddenAtEnd.joined(separator: ", "))\n" }
        return out
    }

    // MARK: - Columns

    /// One number shown per row: a component of a channel.
    struct Column {
        var title: String
        var values: [Double]
    }

    private func columns(of transition: TransitionRecord) -> [Column] {
        var columns: [Column] = []
        let rows = 0 ..< transition.frameCount
        for (index, channel) in transition.channels.enumerated() {
            var candidates: [Column]
            switch channel.kind {
            case .scalar:
                let unit = Property.allCases.first { $0.traceName == channel.property }?.unit
                let title = channel.label + (unit.map { " (\($0))" } ?? "")
                columns.append(Column(title: title, values: rows.map { transition.value(row: $0, channel: index).first ?? 0 }))
                continue
            case .rect, .size, .color, .path:
                candidates = Self.componentNames(channel.kind).enumerated().map { offset, name in
                    Column(title: name, values: rows.map { row in
                        let slice = transition.value(row: row, channel: index)
                        return slice[slice.startIndex + offset]
                    })
                }
            case .affine, .transform3D:
                let parts = rows.map { Self.reading(transition.value(row: $0, channel: index), kind: channel.kind) }
                candidates = [Column(title: "tx (pt)", values: parts.map(\.translationX)),
                              Column(title: "ty (pt)", values: parts.map(\.translationY))]
                if parts.allSatisfy({ abs($0.scaleX - $0.scaleY) < 1e-9 }) {
                    candidates.append(Column(title: "scale", values: parts.map(\.scaleX)))
                } else {
                    candidates.append(Column(title: "scaleX", values: parts.map(\.scaleX)))
                    candidates.append(Column(title: "scaleY", values: parts.map(\.scaleY)))
                }
                candidates.append(Column(title: "rotation (rad)", values: parts.map(\.rotation)))
                candidates.append(Column(title: "rotationX (rad)", values: parts.map(\.rotationX)))
                candidates.append(Column(title: "rotationY (rad)", values: parts.map(\.rotationY)))
            }
            let varying = candidates.filter { column in
                guard let first = column.values.first else { return false }
                return column.values.contains { abs($0 - first) > 1e-9 }
            }
            let shown = varying.isEmpty ? [candidates[Self.steadyColumn(channel.kind)]] : varying
            for column in shown {
                columns.append(Column(title: "\(channel.label).\(column.title)", values: column.values))
            }
        }
        return columns
    }

    /// The columns of a value read component by component.
    static func componentNames(_ kind: ChannelKind) -> [String] {
        switch kind {
        case .rect: ["x (pt)", "y (pt)", "width (pt)", "height (pt)"]
        case .size: ["width (pt)", "height (pt)"]
        case .color: ["red", "green", "blue", "alpha"]
        case .path: ["x (pt)", "y (pt)", "width (pt)", "height (pt)", "cornerRadius (pt)"]
        case .scalar, .affine, .transform3D: []
        }
    }

    /// The column shown when nothing in a channel moves: a frame's y, an offset's height, a
    /// colour's alpha, a path's width, a transform's scale.
    static func steadyColumn(_ kind: ChannelKind) -> Int {
        switch kind {
        case .rect, .size: 1
        case .color: 3
        case .affine, .transform3D, .path: 2
        case .scalar: 0
        }
    }

    /// What a transform column shows: translation, scale and the rotations, in the names of
    /// `transform.tx` … `transform.rotationY` that scenarios expect.
    struct TransformReading {
        var translationX, translationY, scaleX, scaleY, rotation: Double
        var rotationX = 0.0, rotationY = 0.0
    }

    /// A transform sample read as scenarios read it: a flat transform by its 2D decomposition
    /// (exactly as before 3D transforms existed), one that leaves the screen's plane by its 3D
    /// parts (`Transform3D.parts`).
    static func reading(_ values: ArraySlice<Double>, kind: ChannelKind) -> TransformReading {
        if kind == .transform3D {
            let i = values.startIndex
            let row = { (r: Int) in SIMD4(values[i + 4 * r], values[i + 4 * r + 1], values[i + 4 * r + 2], values[i + 4 * r + 3]) }
            let m = Transform3D(row1: row(0), row2: row(1), row3: row(2), row4: row(3))
            if m.affine == nil, let parts = m.parts {
                return TransformReading(
                    translationX: parts.translation.x, translationY: parts.translation.y, scaleX: parts.scale.x, scaleY: parts.scale.y,
                    rotation: parts.rotation.z, rotationX: parts.rotation.x, rotationY: parts.rotation.y)
            }
        }
        let flat = decompose(values, kind: kind)
        return TransformReading(
            translationX: flat.translationX, translationY: flat.translationY, scaleX: flat.scaleX, scaleY: flat.scaleY, rotation: flat.rotation)
    }

    static func decompose(_ values: ArraySlice<Double>, kind: ChannelKind) -> Decomposition2D {
        let i = values.startIndex
        let affine: Transform2D
        if kind == .affine {
            affine = Transform2D(a: values[i], b: values[i + 1], c: values[i + 2], d: values[i + 3], tx: values[i + 4], ty: values[i + 5])
        } else {
            // CATransform3D rows: m11 m12 m13 m14 / m21 … / m41 m42 (translation) …
            affine = Transform2D(a: values[i], b: values[i + 1], c: values[i + 4], d: values[i + 5], tx: values[i + 12], ty: values[i + 13])
        }
        return affine.decomposed
    }

    // MARK: - Events

    func describe(_ kind: TraceEvent.Kind) -> String {
        switch kind {
        case let .operationStarted(operation, target): "\(operation)\(target.map { " \($0)" } ?? "")"
        case let .removedWithoutAnimation(screens): "removed without animation: \(screens.joined(separator: ", "))"
        case let .animatorChosen(name, edge): (name.map { "animator \($0)" } ?? "system animation") + (edge.map { " (edge \($0))" } ?? "")
        case let .setUp(stack): "set up without animation: stack [\(stack.joined(separator: ", "))]"
        case let .interactionBegan(gesture): "finger down on \(gesture)"
        case let .interactionUpdated(percent): "finger holds at \(number(percent * 100, 1)) %"
        case let .interactionFinished(percent, vx, vy): "finger lifts at \(number(percent * 100, 1)) %, velocity (\(number(vx, 1)), \(number(vy, 1))) pt/s: finish"
        case let .interactionCancelled(percent, vx, vy): "finger lifts at \(number(percent * 100, 1)) %, velocity (\(number(vx, 1)), \(number(vy, 1))) pt/s: cancel"
        case let .completeTransition(value): "completeTransition(\(value))"
        case .transitionCompleted: "completed"
        case .transitionCancelled: "cancelled"
        case let .stack(screens): "stack [\(screens.joined(separator: ", "))]"
        case let .waited(seconds): "wait \(number(seconds, 3)) s"
        case let .resized(width, height): "the window resized to \(number(width, 1)) x \(number(height, 1))"
        case let .tapped(gesture, view): "tap on \(view) (\(gesture))"
        case let .issue(message): "error: \(message)"
        case let .snapshotKept(name, until): "snapshot \(name) stays until the \(until)"
        case let .snapshotReleased(name): "snapshot \(name) removed"
        case let .presenterRemoved(screen): "\(screen) leaves the window: a full-screen presentation removes the presenter's view"
        case let .samplingStopped(rows): "frames no longer sampled after \(rows) rows"
        }
    }

    // MARK: - Numbers

    /// Fixed decimals, never `-0.000`; written digit by digit, which is several times faster
    /// than `String(format:)` on the per-cell path.
    func number(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0 ..< decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard let whole = Int(checked: scaled) else { return String(format: "%.\(decimals)f", value) }
        var units = abs(whole)
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        for position in 0 ..< max(decimals + 1, 1) {
            if position == decimals && decimals > 0 { digits.append(UInt8(ascii: ".")) }
            digits.append(UInt8(ascii: "0") + UInt8(units % 10))
            units /= 10
        }
        while units > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(units % 10))
            units /= 10
        }
        if scaled < 0 { digits.append(UInt8(ascii: "-")) }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
