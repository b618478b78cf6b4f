import Foundation
import TransitionLanguage
@testable import TransitionRuntime
import XCTest

/// The text trace of every spec in specs/ (its tour, then each scenario) against
/// Tests/Fixtures/run/<spec>.trace.golden. `GOLDEN_UPDATE=1 swift test` rewrites the goldens;
/// read the diff before committing it.
final class GoldenTraceTests: XCTestCase {
    func testEverySpecMatchesItsGoldenTrace() throws {
        let paths = RuntimeTestSupport.specPaths()
        XCTAssertGreaterThanOrEqual(paths.count, 5)
        for path in paths {
            let text = try Self.trace(of: path)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let golden = RuntimeTestSupport.root.appendingPathComponent("Tests/Fixtures/run/\(name).trace.golden")
            if ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1" {
                try Data(text.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            if text != expected {
                XCTFail("\(path): trace differs from \(golden.lastPathComponent) (GOLDEN_UPDATE=1 regenerates)\n\(Self.firstDifference(expected, text))")
            }
        }
    }

    func testTracesAreDeterministic() throws {
        for path in RuntimeTestSupport.specPaths() {
            XCTAssertEqual(try Self.trace(of: path), try Self.trace(of: path), path)
            let spec = try RuntimeTestSupport.compile(path)
            let json = { TraceJSON(sources: [spec.0]).document(spec.2.graphs.indices.map { SpecRunner.tour(spec.2, graph: $0, source: spec.0).trace }).serialized() }
            XCTAssertEqual(json(), json(), path)
        }
    }

    /// The tour of every graph, then every scenario, as `transc run` prints them.
    static func trace(of path: String) throws -> String {
        let (source, _, spec) = try RuntimeTestSupport.compile(path)
        var parts = spec.graphs.indices.map { TraceTextRenderer().render(SpecRunner.tour(spec, graph: $0, source: source).trace) }
        parts += spec.scenarios.map { TraceTextRenderer().render(SpecRunner.scenario($0, in: spec, source: source).trace) }
        return parts.joined(separator: "\n")
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0 ..< max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "(no difference found line by line)"
    }
}
