import Foundation
import TransitionModel
import TransitionSource

/// The outcome of one expectation: where it is written, what it wanted and what the run showed.
public struct ExpectationResult: Sendable, Equatable {
    public var range: SourceRange
    /// The file `range` points into.
    public var path: String
    public var passed: Bool
    /// `0.5 ± 0.001`, `[Main, Detail]`, `completed`.
    public var expected: String
    public var actual: String
    /// The expectation as written (`Detail.alpha == 0.5 within 0.001 at 1.0`).
    public var text: String
}

/// The trace of running a list of steps and how each expectation among them fared.
public struct RunResult: Sendable {
    /// What happened.
    public var trace: Trace
    /// Every expectation among the steps, in order.
    public var expectations: [ExpectationResult]

    /// No failed expectation and no broken invariant.
    public var passed: Bool { trace.issues.isEmpty && expectations.allSatisfy(\.passed) }
    /// The expectations that did not hold.
    public var failures: [ExpectationResult] { expectations.filter { !$0.passed } }
}

/// Runs checked scenario steps in order on one graph. Actions play out fully before the next
/// step; an expectation `at T` reads the value T seconds after the previous action started (the
/// interpreter samples it on the way, so it may lie inside that action), an expectation without
/// a time reads it once the previous action has played out.
struct ScenarioRun {
    var interpreter: Interpreter
    let steps: [ScenarioAction]

    mutating func run() -> RunResult {
        var results: [ExpectationResult] = []
        for (index, step) in steps.enumerated() {
            if isExpectation(step) {
                results.append(evaluate(step, index: index))
                continue
            }
            registerProbes(after: index)
            interpreter.perform(step)
        }
        interpreter.trace.endTime = interpreter.stage.time
        return RunResult(trace: interpreter.trace, expectations: results)
    }

    private func isExpectation(_ step: ScenarioAction) -> Bool { step.kind.isExpectation }

    /// The timed expectations right after the action at `index` become probes from its start, on
    /// the frame grid when they land on it up to rounding (`FrameClock.snapped`).
    private mutating func registerProbes(after index: Int) {
        let start = interpreter.stage.time
        var next = index + 1
        while next < steps.count, isExpectation(steps[next]) {
            if case let .expectValue(expectation) = steps[next].kind, let time = expectation.time {
                interpreter.probes.append(Probe(time: interpreter.clock.snapped(start + time), step: next, subject: expectation.subject, property: expectation.property))
            }
            next += 1
        }
        interpreter.probes.sort { $0.time < $1.time }
    }

    private mutating func evaluate(_ step: ScenarioAction, index: Int) -> ExpectationResult {
        let path = interpreter.stepsPath
        let text = interpreter.sourceText(step.range)
        switch step.kind {
        case let .expectStack(screens):
            let actual = interpreter.stackScreens
            let graph = interpreter.graph
            let names = { (list: [Int]) in "[" + list.map { graph.screens[$0].name }.joined(separator: ", ") + "]" }
            return ExpectationResult(range: step.range, path: path, passed: actual == screens, expected: names(screens), actual: names(actual), text: text)
        case let .expectOutcome(completed):
            let actual = interpreter.lastOutcome.map { $0 ? "completed" : "cancelled" } ?? "no transition"
            return ExpectationResult(range: step.range, path: path, passed: interpreter.lastOutcome == completed,
                                     expected: completed ? "completed" : "cancelled", actual: actual, text: text)
        case let .expectValue(expectation):
            var value: Double?
            if expectation.time != nil {
                if interpreter.probeValues[index] == nil, let probe = interpreter.probes.first(where: { $0.step == index }) {
                    interpreter.advance(to: max(probe.time, interpreter.stage.time))
                }
                value = interpreter.probeValues[index]
            } else {
                value = interpreter.read(expectation.subject, expectation.property)
            }
            let target = interpreter.values.number(expectation.value)
            let passed = value.map { Self.compare($0, expectation.comparison, target, tolerance: expectation.tolerance) } ?? false
            let tolerance = expectation.comparison == .equal || expectation.comparison == .notEqual ? " ± \(Self.format(expectation.tolerance))" : ""
            let expected = "\(symbol(expectation.comparison))\(Self.format(target))" + tolerance
            return ExpectationResult(range: step.range, path: path, passed: passed, expected: expected,
                                     actual: value.map(Self.format) ?? "nothing to read", text: expectation.text)
        case .push, .pop, .popTo, .popToRoot, .present, .dismiss, .drag, .release, .tap, .wait, .place, .resize:
            return ExpectationResult(range: step.range, path: path, passed: true, expected: "", actual: "", text: text)
        }
    }

    private func symbol(_ op: BinaryOperator) -> String {
        switch op {
        case .equal: ""
        case .notEqual: "≠ "
        case .less: "< "
        case .greater: "> "
        case .lessEqual: "≤ "
        case .greaterEqual: "≥ "
        case .or, .and, .add, .subtract, .multiply, .divide: ""
        }
    }

    /// `==` and `!=` use the tolerance; orderings allow it on the inclusive side.
    static func compare(_ actual: Double, _ op: BinaryOperator, _ expected: Double, tolerance: Double) -> Bool {
        switch op {
        case .equal: abs(actual - expected) <= tolerance
        case .notEqual: abs(actual - expected) > tolerance
        case .less: actual < expected
        case .greater: actual > expected
        case .lessEqual: actual <= expected + tolerance
        case .greaterEqual: actual >= expected - tolerance
        case .or, .and, .add, .subtract, .multiply, .divide: false
        }
    }

    /// Up to six decimals, no trailing zeros.
    static func format(_ value: Double) -> String { decimalText(value, places: 6) }
}

extension Interpreter {
    /// The text of a step, for messages.
    func sourceText(_ range: SourceRange) -> String { stepsSource.text(range) }
}
