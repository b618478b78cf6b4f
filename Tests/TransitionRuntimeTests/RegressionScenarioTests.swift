import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// Every spec in Tests/Fixtures/scenarios/ checks with no diagnostic at all and passes every
/// scenario it writes: each pins a behaviour that was once wrong, stated as the expectations a user
/// would write (its header says what went wrong).
final class RegressionScenarioTests: XCTestCase {
    func testEveryRegressionScenarioPasses() throws {
        let folder = SpecCompiler.root.appendingPathComponent("Tests/Fixtures/scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".transition") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let (_, compilation, spec) = try SpecCompiler.compile("Tests/Fixtures/scenarios/\(name)")
            XCTAssertEqual(compilation.diagnostics.map(\.message), [], name)
            let source = compilation.source
            let reports = SpecRunner.test(spec, source: source)
            XCTAssertFalse(reports.isEmpty, "\(name) has no scenario")
            for report in reports where !report.passed {
                XCTFail("\(name): scenario \"\(report.scenario.name)\" fails: \(report.result.failures.map { "\($0.text): expected \($0.expected), actual \($0.actual)" } + report.result.trace.issues.map { "\($0)" })")
            }
        }
    }

    /// I3 (docs/uikit-model.md): a shadow Core Animation runs is at its end long before a slow drag
    /// reaches 20 %, and the transition waits for it after a quick release. The spec gets T0805, which
    /// says so, so it lives with the differential fixtures.
    func testI3CoreAnimationTracksRunOnTheClockUnderAFinger() throws {
        let (_, compilation, spec) = try SpecCompiler.compile("Tests/Fixtures/differential/layer-track-under-finger.transition")
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0805"])
        let reports = SpecRunner.test(spec, source: compilation.source)
        XCTAssertEqual(reports.count, 3)
        for report in reports where !report.passed {
            XCTFail("scenario \"\(report.scenario.name)\" fails: \(report.result.failures.map { "\($0.text): expected \($0.expected), actual \($0.actual)" })")
        }
    }
}
