import Foundation
import SwiftEmitter
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The emitted Swift of every spec in `specs/`, compared with `Tests/Fixtures/emit/<spec>.swift.golden`
/// (`GOLDEN_UPDATE=1` rewrites them), and type-checked against the UIKit stub in Swift 5 and 6.
final class GoldenEmitTests: XCTestCase {
    func testEverySpecMatchesItsGolden() throws {
        let specs = try EmitFixtures.specFiles()
        XCTAssertFalse(specs.isEmpty, "no specs found in \(EmitFixtures.specsDirectory.path)")
        try assertEachMatchesItsGolden(specs, in: EmitFixtures.goldenDirectory)
    }

    /// The emitted Swift of every differential fixture (`Tests/Fixtures/differential`), compared with
    /// `Tests/Fixtures/emit/differential/<fixture>.swift.golden`: the code the differential test runs,
    /// reviewable beside the spec.
    func testEveryDifferentialFixtureMatchesItsGolden() throws {
        let directory = EmitFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/differential")
        let fixtures = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(fixtures.isEmpty)
        try assertEachMatchesItsGolden(fixtures, in: EmitFixtures.goldenDirectory.appendingPathComponent("differential"))
    }

    /// Each spec's emitted Swift against `<goldens>/<spec>.swift.golden` (rewritten when updating).
    private func assertEachMatchesItsGolden(_ specs: [URL], in goldens: URL) throws {
        for spec in specs {
            let emitted = EmitFixtures.emit(try EmitFixtures.model(try String(contentsOf: spec, encoding: .utf8), path: spec.lastPathComponent))
            let name = (spec.lastPathComponent as NSString).deletingPathExtension
            Golden.assertMatches(emitted, golden: goldens.appendingPathComponent("\(name).swift.golden"), "\(name): emitted Swift")
        }
    }

    /// A dismiss that adopts a view the present kept `until dismiss` (an optional) and animates it
    /// with Core Animation (a track's own curve, a shadow) unwraps it before each use of its layer.
    func testAdoptedKeptViewsWithCoreAnimationTracksTypeCheck() throws {
        for name in ["kept-snapshot-own-curve", "kept-backdrop-shadow", "kept-snapshot-frame"] {
            let url = EmitFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/differential/\(name).transition")
            let model = try EmitFixtures.model(try String(contentsOf: url, encoding: .utf8), path: url.lastPathComponent)
            try EmitFixtures.assertTypeChecks(EmitFixtures.withAppSide(EmitFixtures.emit(model), model: model), name: name)
        }
    }

    /// The support file every generated file builds with: the same bytes whatever the spec, and
    /// compiled on its own (it names nothing a spec declares).
    func testSupportFileMatchesItsGoldenAndTypeChecksAlone() throws {
        let support = EmitFixtures.support()
        let golden = EmitFixtures.goldenDirectory.appendingPathComponent("TransitionSupport.swift.golden")
        Golden.assertMatches(support, golden: golden, "TransitionSupport.swift")
        let checker = try SwiftTypeChecker.shared()
        for mode in [5, 6] {
            for access in SwiftAccessLevel.allCases {
                let result = try checker.typecheck(EmitFixtures.support(access: access), swiftVersion: mode, warningsAsErrors: true, flowDiagnostics: true)
                XCTAssertTrue(result.ok, "TransitionSupport.swift (\(access)) in Swift \(mode):\n\(result.diagnostics)")
            }
        }
    }

    func testEverySpecTypeChecksInSwift5And6() throws {
        for spec in try EmitFixtures.specFiles() {
            let text = try String(contentsOf: spec, encoding: .utf8)
            let model = try EmitFixtures.model(text, path: spec.lastPathComponent)
            let own = EmitFixtures.withAppSide(EmitFixtures.emit(model), model: model)
            // A spec's imports are emitted to their own files of the same target.
            let imported = try EmitFixtures.importedFiles(of: text, path: spec.lastPathComponent).map { path in
                EmitFixtures.emit(try EmitFixtures.model(try String(contentsOf: EmitFixtures.specsDirectory.appendingPathComponent(path), encoding: .utf8), path: path))
            }
            if imported.isEmpty {
                try EmitFixtures.assertTypeChecks(own, name: spec.lastPathComponent)
            } else {
                try EmitFixtures.assertTypeCheck(module: [own] + imported, name: spec.lastPathComponent)
            }
        }
    }

    func testAnImportedAnimatorIsDeclaredOnceInTheTarget() throws {
        // Emitted into every importing file, CrossFadeAnimator was an invalid redeclaration.
        let text = try String(contentsOf: EmitFixtures.specsDirectory.appendingPathComponent("every-construct.transition"), encoding: .utf8)
        let importing = EmitFixtures.emit(try EmitFixtures.model(text, path: "every-construct.transition"))
        XCTAssertTrue(importing.contains("CrossFadeAnimator()"), importing)
        XCTAssertFalse(importing.contains("final class CrossFadeAnimator"), importing)
        let shared = try String(contentsOf: EmitFixtures.specsDirectory.appendingPathComponent("shared-animators.transition"), encoding: .utf8)
        XCTAssertTrue(EmitFixtures.emit(try EmitFixtures.model(shared, path: "shared-animators.transition")).contains("final class CrossFadeAnimator"))
    }

    func testPublicAccessTypeChecks() throws {
        let spec = EmitFixtures.specsDirectory.appendingPathComponent("fade-interactive.transition")
        let model = try EmitFixtures.model(try String(contentsOf: spec, encoding: .utf8), path: spec.lastPathComponent)
        let emitted = EmitFixtures.emit(model, access: .public)
        XCTAssertTrue(emitted.contains("public final class FadingTransitionCoordinator"))
        XCTAssertTrue(emitted.contains("public init() { super.init(duration: 0.5) }"), emitted)
        XCTAssertTrue(EmitFixtures.support(access: .public).contains("public func install(on navigationController: UINavigationController)"))
        try EmitFixtures.assertTypeChecks(EmitFixtures.withAppSide(emitted, model: model), name: "fade-interactive (public)", access: .public)
    }

    /// An app that imports the generated code as a framework makes the coordinator (whose `init()`
    /// it inherits from NSObject, public in a public class) and uses what README tells it to.
    func testPublicAccessIsUsableFromTheAppsModule() throws {
        let spec = EmitFixtures.specsDirectory.appendingPathComponent("fade-interactive.transition")
        let model = try EmitFixtures.model(try String(contentsOf: spec, encoding: .utf8), path: spec.lastPathComponent)
        let framework = [EmitFixtures.withAppSide(EmitFixtures.emit(model, access: .public), model: model), EmitFixtures.support(access: .public)]
        let client = """
            import UIKit
            import Transitions

            @MainActor
            func setUp(_ navigationController: UINavigationController, sheet: UIViewController) -> FadingTransitionCoordinator {
                let coordinator = FadingTransitionCoordinator()
                coordinator.install(on: navigationController)
                coordinator.prepareForPresentation(sheet)
                _ = FadeInAnimator()
                return coordinator
            }

            """
        let result = try SwiftTypeChecker.shared().typecheck(client: client, importing: framework, module: "Transitions")
        XCTAssertTrue(result.ok, result.diagnostics)
        // The check is real: what the generated code keeps internal stays out of the app's reach.
        let reaching = client.replacingOccurrences(of: "_ = FadeInAnimator()", with: "_ = coordinator.canPop")
        XCTAssertFalse(try SwiftTypeChecker.shared().typecheck(client: reaching, importing: framework, module: "Transitions").ok)
    }

    /// Public output compiles with the app's screen types left internal: declarations that name
    /// them keep the screens' access.
    func testPublicAccessCompilesWithInternalScreens() throws {
        let spec = EmitFixtures.specsDirectory.appendingPathComponent("every-construct.transition")
        let model = try EmitFixtures.model(try String(contentsOf: spec, encoding: .utf8), path: spec.lastPathComponent)
        let emitted = EmitFixtures.emit(model, access: .public)
        let shared = try EmitFixtures.model(
            try String(contentsOf: EmitFixtures.specsDirectory.appendingPathComponent("shared-animators.transition"), encoding: .utf8),
            path: "shared-animators.transition")
        try EmitFixtures.assertTypeCheck(
            module: [EmitFixtures.withAppSide(emitted, model: model), EmitFixtures.emit(shared, access: .public)], name: "every-construct (public)",
            access: .public)
    }
}
