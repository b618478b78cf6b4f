import TransitionLanguage
import TransitionRuntime

/// libFuzzer entry point: the interpreter on every spec that checks clean.
///
/// Runs the tour of every graph and every scenario, as `transc run` and `transc test` do, with
/// frames off and tight limits so one input stays fast. The core checks its invariants during
/// every run; a broken one on a spec the checker accepted is a bug in the checker or the
/// interpreter, so it traps here (a transition that outlives the time limit is an answer, not a
/// bug: the spec asked for a very long one).

public func fuzzRun(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.transition", bytes: bytes)
    guard let spec = Compilation.compile(source, loader: { _ in nil }).model else { return 0 }
    let options = RunOptions(recordsFrames: false, transitionTimeLimit: 30, frameLimit: 2_000)
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
    case .completeTransition, .stackMismatch, .cancelNotRestored, .leftover, .operationRefused: true
    case .neverEnded: false
    }
}
