import Foundation
import SwiftEmitter
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime

/// The differential test: a spec's emitted Swift, compiled against the runtime UIKit and driven
/// through every scenario and the tour, must give the interpreter's trace — the same transitions
/// with the same outcome, the same sampled channels at the same times with values within 1e-9,
/// and the same stacks after each transition.
public enum Differential {
    public static let tolerance = 1e-9

    /// What one spec gave.
    public struct Report: Sendable {
        public var path: String
        /// Runs compared (each graph's tour, then each scenario).
        public var runs: Int
        /// Transitions and sampled frames compared.
        public var transitions: Int
        public var frames: Int
        /// The first difference, nil when the two back ends agree.
        public var difference: String?
    }

    /// Steps run besides the spec's own scenarios (a test's `StepsText`), on graph `graph`.
    public struct ExtraRun: Sendable {
        public var title: String
        public var graph: Int
        public var actions: [ScenarioAction]
        public var source: SourceFile

        public init(title: String, graph: Int = 0, actions: [ScenarioAction], source: SourceFile) {
            self.title = title
            self.graph = graph
            self.actions = actions
            self.source = source
        }
    }

    /// How the driver's app holds its screens (docs/uikit-model.md P1): the navigation controller as the
    /// window's root; a tab bar controller as the root, its selected tab the navigation controller; or
    /// the navigation controller as the root with each presented screen inside a navigation controller
    /// of its own. The interpreter knows no app shape: under each, the emitted code must give its trace.
    public enum AppShape: String, CaseIterable, Sendable {
        case navigationRoot, tabBarRoot, wrappedPresented
    }

    /// A spec with errors: there is nothing to compare, and no back end disagreed.
    public struct DoesNotCheck: Error, CustomStringConvertible {
        public var path: String
        /// The first error, as `transc check` prints its first line (`path:line:col: error: … [code]`).
        public var firstError: String
        public var errorCount: Int

        public var description: String {
            "does not check: \(firstError)" + (errorCount > 1 ? " (and \(errorCount - 1) more error\(errorCount == 2 ? "" : "s"))" : "")
        }
    }

    /// Compares one spec file; `mutate` changes the emitted Swift first, `mutateSupport` the support
    /// file (for the mutation tests). Throws `DoesNotCheck` for a spec with errors.
    public static func compare(path: String, toolchain: Toolchain, options: RunOptions = RunOptions(), shape: AppShape = .navigationRoot,
                               mutate: (String) -> String = { $0 }, mutateSupport: (String) -> String = { $0 }) throws -> Report {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let source = SourceFile(path: path, bytes: Array(data))
        let compilation = Compilation.compile(source)
        guard let spec = compilation.model else {
            let errors = compilation.diagnostics.sortedForOutput().filter { $0.severity == .error }
            let first = errors.first.map { DiagnosticRenderer().render($0, in: source).prefix { $0 != "\n" } }.map(String.init)
            throw DoesNotCheck(path: path, firstError: first ?? "\(path): an import did not check", errorCount: errors.count)
        }
        return try compare(spec: spec, source: source, toolchain: toolchain, options: options, shape: shape, mutate: mutate,
                           mutateSupport: mutateSupport)
    }

    static func emit(_ spec: CheckedSpec, _ source: SourceFile) -> String {
        SwiftEmitter.emit(spec, options: SwiftEmitterOptions(sourceName: source.path, transcVersion: "differential"))
    }

    public static func compare(spec: CheckedSpec, source: SourceFile, toolchain: Toolchain, options: RunOptions = RunOptions(),
                               shape: AppShape = .navigationRoot, extra: [ExtraRun] = [], mutate: (String) -> String = { $0 },
                               mutateSupport: (String) -> String = { $0 }) throws -> Report {
        let emitted = mutate(emit(spec, source))
        // Animators an imported file declares are in that file's output, compiled alongside (as
        // an app compiles every emitted file of its target); the path is the spec's directory's.
        let directory = URL(fileURLWithPath: source.path, relativeTo: Toolchain.root).deletingLastPathComponent()
        var imported: [String] = []
        for file in Set(spec.plans.compactMap(\.importedFrom)).sorted() {
            // As the checker resolved it (from the working directory), else beside the spec.
            let candidates = [file, Toolchain.root.appendingPathComponent(file).path, directory.appendingPathComponent(file).path]
            let resolved = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? file
            let importedSource = SourceFile(path: resolved, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: resolved))))
            guard let model = Compilation.compile(importedSource).model else { throw Toolchain.Failure(description: "\(file) has errors") }
            imported.append(emit(model, importedSource))
        }
        let main = DriverSource(spec: spec, emitted: emitted, options: options, shape: shape, extra: extra).mainSwift()
        // The support file every generated file builds with, once, as in an app's target.
        let support = mutateSupport(SwiftEmitter.support(options: SwiftEmitterOptions(sourceName: "", transcVersion: "differential")))
        let output = try toolchain.runDriver(emitted: [emitted] + imported + [support], main: main)
        let interpreter = interpreterTraces(spec, source: source, options: options)
            + extra.map { SpecRunner.run($0.actions, graph: $0.graph, in: spec, source: $0.source, title: $0.title, options: options).trace }
        guard let start = output.range(of: "{\"format\":\"transc-trace\""),
              let document = try? JSONSerialization.jsonObject(with: Data(output[start.lowerBound...].utf8)) as? [String: Any],
              let runs = document["runs"] as? [[String: Any]]
        else { throw Toolchain.Failure(description: "the driver wrote no trace:\n\(output.suffix(2000))") }
        let difference = TraceComparison(spec: spec).firstDifference(interpreter: interpreter, emitted: runs)
        let records = interpreter.flatMap(\.transitions)
        return Report(path: source.path, runs: interpreter.count, transitions: records.count,
                      frames: records.reduce(0) { $0 + $1.frameCount }, difference: difference)
    }

    /// A checked spec's emitted Swift and the support file, compiled against the runtime UIKit with
    /// `main` (a test's own driver, which makes the screens and drives UIKit itself), run; its output.
    /// For the runtime-UIKit tests that pin a row of docs/uikit-model.md.
    public static func run(_ spec: CheckedSpec, source: SourceFile, main: String, toolchain: Toolchain) throws -> String {
        let support = SwiftEmitter.support(options: SwiftEmitterOptions(sourceName: "", transcVersion: "differential"))
        return try toolchain.runDriver(emitted: [emit(spec, source), support], main: main)
    }

    /// Each graph's tour, then each scenario, as `transc run --format json` runs them.
    static func interpreterTraces(_ spec: CheckedSpec, source: SourceFile, options: RunOptions) -> [Trace] {
        spec.graphs.indices.map { SpecRunner.tour(spec, graph: $0, source: source, options: options).trace }
            + spec.scenarios.map { SpecRunner.scenario($0, in: spec, source: source, options: options).trace }
    }
}

/// Compares the interpreter's traces with the driver's, run by run, and names the first difference.
struct TraceComparison {
    let spec: CheckedSpec

    func firstDifference(interpreter: [Trace], emitted: [[String: Any]]) -> String? {
        guard interpreter.count == emitted.count else { return "\(interpreter.count) runs in the interpreter, \(emitted.count) from the emitted code" }
        for (trace, run) in zip(interpreter, emitted) {
            if let difference = compare(trace, run) { return "\(trace.title): \(difference)" }
        }
        return nil
    }

    private func compare(_ trace: Trace, _ run: [String: Any]) -> String? {
        let transitions = run["transitions"] as? [[String: Any]] ?? []
        // Every transition, a held one (no outcome yet at the end of the run) too.
        let finished = trace.transitions
        guard finished.count == transitions.count else {
            return "\(finished.count) transitions in the interpreter (\(finished.map(\.operation).joined(separator: ", "))), \(transitions.count) from the emitted code (\(transitions.compactMap { $0["operation"] as? String }.joined(separator: ", ")))"
        }
        var snapshotNames: [String: String] = [:]
        for (record, other) in zip(finished, transitions) {
            let what = "transition \(record.index) (\(record.operation) \(record.from) → \(record.to))"
            let plan = record.animator.flatMap { spec.plan(named: $0) }
            for (k, snapshot) in (plan?.snapshots ?? []).enumerated() { snapshotNames["snapshot@\(other["index"] as? Int ?? 0)#\(k + 1)"] = snapshot.name }
            for (key, expected) in [("operation", record.operation), ("from", record.from), ("to", record.to)] where (other[key] as? String) != expected {
                return "\(what): \(key) is \(other[key] ?? "nil") in the emitted code"
            }
            let outcome = record.completed.map { $0 ? "completed" : "cancelled" } ?? "still running"
            let otherOutcome = other["outcome"] as? String ?? "still running"
            if otherOutcome != outcome { return "\(what): \(outcome) in the interpreter, \(otherOutcome) in the emitted code" }
            for (key, expected) in [("containerAtStart", record.containerAtStart), ("containerAtEnd", record.containerAtEnd)] {
                let actual = (other[key] as? [String] ?? []).map { snapshotNames[$0] ?? $0 }
                if actual != expected {
                    let moment = key == "containerAtStart" ? "once the animator set up" : "after it ended"
                    return "\(what): the container holds \(expected) \(moment) in the interpreter, \(actual) in the emitted code"
                }
            }
            for (key, expected) in [("hiddenAtStart", record.hiddenAtStart), ("hiddenAtEnd", record.hiddenAtEnd)] {
                let actual = other[key] as? [String] ?? []
                if actual != expected {
                    let moment = key == "hiddenAtStart" ? "once the animator set up" : "after it ended"
                    return "\(what): \(expected) hidden \(moment) in the interpreter, \(actual) in the emitted code"
                }
            }
            if let difference = compareFrames(record, other, names: snapshotNames) { return "\(what): \(difference)" }
        }
        let issues = run["issues"] as? [String] ?? []
        if trace.issues.isEmpty != issues.isEmpty {
            return "issues: \(trace.issues.map(\.message)) in the interpreter, \(issues) in the emitted code"
        }
        let stacks = trace.events.compactMap { event -> [String]? in if case let .stack(stack) = event.kind { stack } else { nil } }
        let otherStacks = (run["events"] as? [[String: Any]] ?? []).compactMap { $0["stack"] as? [String] }
        if stacks != otherStacks { return "stacks after each transition: \(stacks) in the interpreter, \(otherStacks) in the emitted code" }
        return nil
    }

    private func compareFrames(_ record: TransitionRecord, _ other: [String: Any], names: [String: String]) -> String? {
        let otherChannels = (other["channels"] as? [[String: Any]] ?? []).map { channel -> String in
            let node = channel["node"] as? String ?? ""
            return "\(names[node] ?? node).\(channel["property"] as? String ?? "")"
        }
        let channels = record.channels.map(\.label)
        guard Set(channels) == Set(otherChannels), channels.count == otherChannels.count else {
            return "channels \(channels.sorted()) in the interpreter, \(otherChannels.sorted()) in the emitted code"
        }
        let frames = other["frames"] as? [[String: Any]] ?? []
        guard frames.count == record.frameCount else {
            // Where the two lists of frame times part.
            let otherTimes = frames.map { ($0["t"] as? NSNumber)?.doubleValue ?? .nan }
            let first = zip(record.frameTimes, otherTimes).enumerated().first { abs($0.element.0 - $0.element.1) > Differential.tolerance }?.offset ?? min(record.frameCount, otherTimes.count)
            let at = { (times: [Double]) in first < times.count ? "\(times[first]) s" : "none" }
            return "\(record.frameCount) frames in the interpreter, \(frames.count) in the emitted code (frame \(first): \(at(record.frameTimes)) in the interpreter, \(at(otherTimes)) in the emitted code)"
        }
        for (row, frame) in frames.enumerated() {
            let time = record.frameTimes[row]
            let otherTime = (frame["t"] as? NSNumber)?.doubleValue ?? .nan
            guard abs(time - otherTime) <= Differential.tolerance else {
                return "frame \(row) at \(time) s in the interpreter, \(otherTime) s in the emitted code"
            }
            let values = frame["values"] as? [Any] ?? []
            for (index, label) in channels.enumerated() {
                guard let otherIndex = otherChannels.firstIndex(of: label), otherIndex < values.count else { continue }
                let expected = Array(record.value(row: row, channel: index))
                let actual = numbers(values[otherIndex])
                let close = expected.count == actual.count && zip(expected, actual).allSatisfy { abs($0 - $1) <= Differential.tolerance }
                if !close {
                    return "\(label) at \(time) s: interpreter \(format(expected)), emitted code \(format(actual))"
                }
            }
        }
        return nil
    }

    private func numbers(_ value: Any) -> [Double] {
        if let number = value as? NSNumber { return [number.doubleValue] }
        if let list = value as? [Any] { return list.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }
        return [.nan]
    }

    private func format(_ values: [Double]) -> String {
        values.count == 1 ? "\(values[0])" : "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
