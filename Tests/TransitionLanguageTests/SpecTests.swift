import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Every example spec parses without a diagnostic.
final class SpecTests: XCTestCase {
    func testEverySpecParsesCleanly() throws {
        let specs = try specFiles()
        XCTAssertGreaterThanOrEqual(specs.count, 5)
        for url in specs {
            let source = SourceFile(path: "specs/" + url.lastPathComponent, bytes: try Array(Data(contentsOf: url)))
            let result = Parser.parse(source)
            XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics, in: source), "", url.lastPathComponent)
            XCTAssertFalse(result.file.declarations.isEmpty, url.lastPathComponent)
        }
    }

    func testFadeInteractiveShape() throws {
        let url = repositoryRoot.appendingPathComponent("specs/fade-interactive.transition")
        let file = Parser.parse(SourceFile(path: "x", bytes: try Array(Data(contentsOf: url)))).file
        XCTAssertEqual(file.navigations.map(\.name.name), ["Fading"])
        XCTAssertEqual(file.animators.map(\.name.name), ["FadeIn", "FadeOut"])
        XCTAssertEqual(file.scenarios.count, 5)
        let graph = file.navigations[0]
        XCTAssertEqual(graph.edges.map(\.kind), [.push, .modal])
        XCTAssertEqual(graph.gestures.map { $0.name?.name }, ["swipeBack"])
    }
}
