import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// The text trace of every spec in specs/ (its tour, then each scenario) against
/// Tests/Fixtures/run/<spec>.trace.golden. `GOLDEN_UPDATE=1 swift test` rewrites the goldens;
/// read the diff before committing it.
final class GoldenTraceTests: XCTestCase {
    func testEverySpecMatchesItsGoldenTrace() throws {
        let paths = SpecCompiler.specPaths()
        XCTAssertGreaterThanOrEqual(paths.count, 5)
        for path in paths {
            let text = try Self.trace(of: path)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let golden = SpecCompiler.root.appendingPathComponent("Tests/Fixtures/run/\(name).trace.golden")
            Golden.assertMatches(text, golden: golden, "\(path): trace")
        }
    }

    func testTracesAreDeterministic() throws {
        for path in SpecCompiler.specPaths() {
            XCTAssertEqual(try Self.trace(of: path), try Self.trace(of: path), path)
            let spec = try SpecCompiler.compile(path)
            let json = { TraceJSON(sources: [spec.0]).document(spec.2.graphs.indices.map { SpecRunner.tour(spec.2, graph: $0, source: spec.0).trace }).serialized() }
            XCTAssertEqual(json(), json(), path)
        }
    }

    /// The tour of every graph, then every scenario, as `transc run` prints them.
    static func trace(of path: String) throws -> String {
        let (source, _, spec) = try SpecCompiler.compile(path)
        var parts = spec.graphs.indices.map { TraceTextRenderer().render(SpecRunner.tour(spec, graph: $0, source: source).trace) }
        parts += spec.scenarios.map { TraceTextRenderer().render(SpecRunner.scenario($0, in: spec, source: source).trace) }
        return parts.joined(separator: "\n")
    }
}
