import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime

/// libFuzzer entry point: the interpreter on every spec that checks clean.
///
/// Runs the tour of every graph and every scenario, as `transc run` and `transc test` do, with
/// frames off and tight limits so one input stays fast. Some invariants hold for every spec the
/// checker accepts, whatever its animators do: `completeTransition` once, stacks that match the
/// operations, no operation UIKit would refuse. One of those broken is a bug in the checker or the
/// interpreter, so it traps here. The others are what `transc test` reports about a spec, not
/// bugs: an animator whose cancelled pop does not put a view back, a kept snapshot no animator
/// adopts, a transition longer than the time limit.

public func fuzzRun(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.transition", bytes: bytes)
    guard let spec = Compilation.compile(source, loader: { _ in nil }).model else { return 0 }
    let options = RunOptions(recordsFrames: false, transitionTimeLimit: 30, sampleLimit: 200_000)
    var results = spec.graphs.indices.map { SpecRunner.tour(spec, graph: $0, source: source, options: options) }
    results += SpecRunner.test(spec, source: source, options: options).map(\.result)
    for result in results {
        for issue in result.trace.issues where isInvariant(issue.code) {
            fatalError("\(issue.code.rawValue): \(issue.message) at \(issue.range)")
        }
    }
    return 0
}

private func isInvariant(_ code: RuntimeIssueCode) -> Bool {
    switch code {
    case .completeTransition, .stackMismatch, .operationRefused: true
    case .cancelNotRestored, .leftover, .neverEnded, .sampleBudget: false
    }
}
