import SwiftEmitter
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// libFuzzer entry point: the front end and the back ends that need no runtime, on any bytes.
///
/// Every input is parsed and checked (imports resolve to nothing, so an `import` is reported, not
/// read from the disk), then formatted; a spec that checks clean is also emitted as Swift. A trap
/// anywhere is the bug this target looks for; diagnostics are the expected answer to bad input.

public func fuzzCheck(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.transition", bytes: bytes)
    let compilation = Compilation.compile(source, loader: { _ in nil })
    _ = DiagnosticRenderer().render(compilation.diagnostics, in: source)
    _ = Formatter.format(source)
    guard let model = compilation.model else { return 0 }
    _ = SwiftEmitter.emit(model, options: SwiftEmitterOptions(sourceName: "fuzz.transition", transcVersion: "fuzz"))
    lowerToPlans(model)
    return 0
}

/// The stage between the checked model and the back ends: rendering each motion plan the checker
/// lowered as text (what `transc run --plans` prints).
func lowerToPlans(_ model: CheckedSpec) {
    for plan in model.plans { _ = plan.text }
}
