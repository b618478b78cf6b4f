import SpecGenerator
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import TransitionRuntime
import XCTest

/// The interpreter on valid specs made by `SpecGenerator`: the tour of every graph and every
/// scenario keep every invariant, and the scenarios' expectations (which the generator derives
/// from the steps it chose) hold.
final class GeneratedSpecRunTests: XCTestCase {
    func testGeneratedSpecsRunWithoutBreakingAnInvariant() {
        var generator = SpecGenerator(seed: 0x7275_6E)
        var scenarios = 0
        var swipeBacks = 0
        for index in 0..<80 {
            let text = generator.spec()
            swipeBacks += text.components(separatedBy: "drag system").count - 1
            let source = SourceFile(path: "generated\(index).transition", text: text)
            guard let spec = Compilation.compile(source, loader: { _ in nil }).model else {
                XCTFail("generated spec \(index) has errors:\n\(text)")
                continue
            }
            let options = RunOptions(recordsFrames: false)
            for graph in spec.graphs.indices {
                let tour = SpecRunner.tour(spec, graph: graph, source: source, options: options)
                XCTAssertEqual(tour.trace.issues.map(\.message), [], "spec \(index), tour of \(spec.graphs[graph].name):\n\(text)")
            }
            for report in SpecRunner.test(spec, source: source, options: options) {
                scenarios += 1
                XCTAssertEqual(report.result.trace.issues.map(\.message), [], "spec \(index), \(report.scenario.name):\n\(text)")
                XCTAssertEqual(report.result.failures.map { "\($0.text): expected \($0.expected), got \($0.actual)" }, [],
                               "spec \(index), \(report.scenario.name):\n\(text)")
            }
        }
        XCTAssertGreaterThan(scenarios, 100)
        XCTAssertGreaterThan(swipeBacks, 10, "scenarios drag UIKit's swipe-back")
    }
}
