import Foundation
import TestSupport
import XCTest

/// `scripts/emit-bench.sh`: the emitted file of each seed's spec beside the seed's hand-written code
/// (Tests/Fixtures/emit/handwritten), in lines and in `swiftc -typecheck -swift-version 6 -wmo` time
/// against the UIKit stub, net of a file that only imports UIKit. Prints a table; asserts nothing,
/// and runs only when TRANSC_EMIT_BENCH=1 (it takes a minute). TRANSC_EMIT_BENCH_CLOCK=cpu measures
/// swiftc's processor time instead of the wall clock, for a machine busy with other builds.
final class EmitSizeBenchmark: XCTestCase {
    /// Each seed's hand-written sample and the bundled spec written from the same seed.
    private static let pairs = [
        ("000_reveal", "logo-reveal"),
        ("001_transition_operator", "modal-spring"),
        ("002_fade_edge_pan", "fade-interactive"),
        ("003_custom_navigation_controller", "swift4-navigation"),
        ("004_present_like_push", "present-like-push"),
    ]

    func testPrintLineAndTypeCheckRatios() throws {
        guard ProcessInfo.processInfo.environment["TRANSC_EMIT_BENCH"] == "1" else {
            throw XCTSkip("set TRANSC_EMIT_BENCH=1 (scripts/emit-bench.sh) to measure")
        }
        let runs = Int(ProcessInfo.processInfo.environment["TRANSC_EMIT_BENCH_RUNS"] ?? "") ?? 7
        let cpu = ProcessInfo.processInfo.environment["TRANSC_EMIT_BENCH_CLOCK"] == "cpu"
        let work = try TemporaryDirectory.create("transc-emit-bench")
        defer { try? TemporaryDirectory.remove(work) }
        let checker = try SwiftTypeChecker.shared()
        let support = work.appendingPathComponent("TransitionSupport.swift")
        try EmitFixtures.support().write(to: support, atomically: true, encoding: .utf8)
        let empty = work.appendingPathComponent("Empty.swift")
        try "import UIKit\n".write(to: empty, atomically: true, encoding: .utf8)
        var supportAlone: [Double] = [], baseline: [Double] = []

        var rows = [String.format("spec (seed)", "lines hand", "emitted", "ratio", "ms hand", "emitted", "ratio", "animators", "ms/animator", "ratio")]
        for (handwritten, spec) in Self.pairs {
            let hand = SwiftTypeChecker.fixturesDirectory.appendingPathComponent("handwritten/\(handwritten).swift")
            let specURL = EmitFixtures.specsDirectory.appendingPathComponent("\(spec).transition")
            let model = try EmitFixtures.model(try String(contentsOf: specURL, encoding: .utf8), path: specURL.lastPathComponent)
            let emittedText = EmitFixtures.emit(model)
            let emitted = work.appendingPathComponent("\(spec).swift")
            try EmitFixtures.withAppSide(emittedText, model: model).write(to: emitted, atomically: true, encoding: .utf8)
            let handText = try String(contentsOf: hand, encoding: .utf8)
            let handLines = handText.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let emittedLines = emittedText.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let handAnimators = handText.split(separator: "\n")
                .filter { $0.contains("class ") && $0.contains("UIViewControllerAnimatedTransitioning") }.count
            let emittedAnimators = emittedText.components(separatedBy: ": TransitionAnimator {").count - 1
            // One run of each in turn, so a change in the machine's load falls on all four alike.
            let times = try medians(runs, [
                { try checker.time([empty], cpu: cpu) }, { try checker.time([support], cpu: cpu) },
                { try checker.time([hand], cpu: cpu) }, { try checker.time([emitted, support], cpu: cpu) },
            ])
            baseline.append(times[0])
            supportAlone.append(times[1] - times[0])
            let handTime = times[2] - times[0]
            // The support file is compiled with it (an app target compiles it once), then its own
            // cost taken off, as the baseline's import is.
            let emittedTime = times[3] - times[1]
            let handPer = handTime / Double(max(handAnimators, 1)) * 1000
            let emittedPer = emittedTime / Double(max(emittedAnimators, 1)) * 1000
            rows.append(String.format(
                spec, "\(handLines)", "\(emittedLines)", String(format: "%.2f×", Double(emittedLines) / Double(handLines)),
                String(format: "%.1f", handTime * 1000), String(format: "%.1f", emittedTime * 1000), String(format: "%.2f×", emittedTime / handTime),
                "\(handAnimators) / \(emittedAnimators)", String(format: "%.1f / %.1f", handPer, emittedPer), String(format: "%.2f×", emittedPer / handPer)))
        }
        let supportLines = try String(contentsOf: support, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        print(rows.joined(separator: "\n"))
        let supportTime = supportAlone.sorted()[supportAlone.count / 2], baselineTime = baseline.sorted()[baseline.count / 2]
        print("TransitionSupport.swift: \(supportLines) lines once per module, \(String(format: "%.1f", supportTime * 1000)) ms to type-check; baseline (import UIKit) \(String(format: "%.1f", baselineTime * 1000)) ms; median of \(runs) runs\(cpu ? ", processor time" : "")")
    }

    /// The median time of each of `bodies`, run one after another `runs` times.
    private func medians(_ runs: Int, _ bodies: [() throws -> Double]) throws -> [Double] {
        var times = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() { times[index].append(try body()) }
        }
        return times.map { $0.sorted()[runs / 2] }
    }
}

private extension String {
    static func format(_ columns: String...) -> String {
        let widths = [18, 10, 7, 6, 7, 7, 6, 9, 11, 6]
        return zip(columns, widths).map { $0.padding(toLength: Swift.max($1, $0.count), withPad: " ", startingAt: 0) }.joined(separator: " ")
    }
}
