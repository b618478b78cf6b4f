import DifferentialHarness
import Foundation
import SpecGenerator
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Valid specs made at random (`SpecGenerator`) run alike in both back ends: graphs, animators,
/// gestures and scenarios the bundled specs do not combine.
final class GeneratedSpecDifferentialTests: XCTestCase {
    func testASampleOfGeneratedSpecsRunsAlike() throws {
        #if !os(Linux)
        throw XCTSkip("the differential test runs on Linux")
        #else
        let toolchain = try Toolchain.prepared()
        var generator = SpecGenerator(seed: 0x6469_6666)
        var transitions = 0
        for index in 0..<4 {
            let text = generator.spec()
            let source = SourceFile(path: "generated\(index).transition", text: text)
            let model = try XCTUnwrap(Compilation.compile(source).model, "generated spec \(index) has errors")
            let report = try Differential.compare(spec: model, source: source, toolchain: toolchain)
            XCTAssertNil(report.difference, "generated spec \(index):\n\(text)")
            transitions += report.transitions
        }
        XCTAssertGreaterThan(transitions, 20)
        #endif
    }
}
