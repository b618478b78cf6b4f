import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The specs and fixtures pictures are made of (`SpecCompiler` compiles them with paths relative
/// to the root, so pictures do not depend on where the checkout lives), and their golden files in
/// `Tests/Fixtures` (`GOLDEN_UPDATE=1` rewrites them).
enum PicturesTestSupport {
    static let root = SpecCompiler.root

    /// `specs/*.transition` and `Tests/Fixtures/graph/*.transition`, relative to the root.
    static func graphInputs() -> [String] {
        ["specs", "Tests/Fixtures/graph"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".transition") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// Compares `actual` with the golden file `Tests/Fixtures/<name>`.
    static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        Golden.assertMatches(actual, golden: root.appendingPathComponent("Tests/Fixtures/\(name)"), name, file: file, line: line)
    }
}
