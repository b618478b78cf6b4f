import Foundation
import SwiftEmitter
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Shared helpers: the package's specs, compiling and emitting them, and the app-side code that
/// makes an emitted file complete enough to type-check (the view controllers the spec names).
enum EmitFixtures {
    static let packageRoot = SpecCompiler.root
    static let specsDirectory = packageRoot.appendingPathComponent("specs")
    static let goldenDirectory = packageRoot.appendingPathComponent("Tests/Fixtures/emit")
    /// A fixed version, so goldens do not change with every release.
    static let version = "0.0.0-test"

    /// Every spec in `specs/`, sorted by name.
    static func specFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: specsDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The checked model of `text`, failing the test with the diagnostics when there are errors.
    static func model(_ text: String, path: String = "test.transition", file: StaticString = #filePath, line: UInt = #line) throws -> CheckedSpec {
        // Imports resolve beside the specs, whatever the working directory.
        try SpecCompiler.compile(text: text, path: path, importsFrom: specsDirectory, file: file, line: line).model
    }

    /// The spec files `text` imports, as written.
    static func importedFiles(of text: String, path: String) -> [String] {
        let compilation = Compilation.compile(SourceFile(path: path, text: text), loader: SpecCompiler.loader(relativeTo: specsDirectory))
        return compilation.imports.map(\.source.path)
    }

    static func emit(_ model: CheckedSpec, access: SwiftAccessLevel = .internal) -> String {
        SwiftEmitter.emit(model, options: SwiftEmitterOptions(
            sourceName: (model.path as NSString).lastPathComponent, transcVersion: version, access: access
        ))
    }

    /// `emitted` followed by what an app adds: one view controller per screen type, adopting its
    /// element protocol when the file declares one, and code that installs every coordinator.
    static func withAppSide(_ emitted: String, model: CheckedSpec) -> String {
        var app = "\n// MARK: - The app's side\n\n"
        var declared: Set<String> = []
        for screen in model.graphs.flatMap(\.screens) where declared.insert(screen.typeName).inserted {
            let type = SwiftNames.appType(screen.typeName)
            let elements = SwiftNames.typeName(screen.typeName, "Elements")
            let adopts = emitted.contains("protocol \(elements): ")
            app += "final class \(type): UIViewController\(adopts ? ", \(elements)" : "") {\n"
            if adopts {
                for element in screen.elements {
                    let kind = element.kind == .view ? "UIView()" : element.kind == .layer ? "CALayer()" : "CAShapeLayer()"
                    app += "    let \(SwiftNames.identifier(element.name)) = \(kind)\n"
                }
            }
            app += "}\n\n"
        }
        for graph in model.graphs {
            // Adopt the screen maker the file declares, making each screen with its initializer.
            let maker = SwiftNames.typeName(graph.name, "ScreenMaker")
            guard let start = emitted.range(of: "protocol \(maker): AnyObject {\n") else { continue }
            let body = emitted[start.upperBound...].prefix { $0 != "}" }
            app += "final class \(graph.name)Screens: \(maker) {\n"
            for requirement in body.split(separator: "\n") {
                let declaration = requirement.trimmingCharacters(in: .whitespaces)
                guard let arrow = declaration.range(of: "-> ") else { continue }
                app += "    \(declaration) { \(declaration[arrow.upperBound...])() }\n"
            }
            app += "}\n\n"
        }
        app += "@MainActor\nfunc installTransitions(on navigationController: UINavigationController) -> [NSObject] {\n"
        app += "    \(model.graphs.isEmpty ? "let" : "var") coordinators: [NSObject] = []\n"
        for graph in model.graphs {
            let coordinator = SwiftNames.typeName(graph.name, "TransitionCoordinator")
            app += "    let \(SwiftNames.identifier("c" + graph.name)) = \(coordinator)()\n"
            app += "    \(SwiftNames.identifier("c" + graph.name)).install(on: navigationController)\n"
            if graph.edges.contains(where: { $0.kind == .modal }) {
                app += "    \(SwiftNames.identifier("c" + graph.name)).prepareForPresentation(UIViewController())\n"
            }
            app += "    coordinators.append(\(SwiftNames.identifier("c" + graph.name)))\n"
        }
        app += "    return coordinators\n}\n"
        return emitted + app
    }

    /// The support file generated code builds with, for `access`.
    static func support(access: SwiftAccessLevel = .internal) -> String {
        SwiftEmitter.support(options: SwiftEmitterOptions(sourceName: "", transcVersion: version, access: access))
    }

    /// Asserts `sources` type-check together as one module, with the support file, in Swift 5 and 6
    /// with no warnings.
    static func assertTypeCheck(module sources: [String], name: String, access: SwiftAccessLevel = .internal,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let checker = try SwiftTypeChecker.shared()
        for mode in [5, 6] {
            let result = try checker.typecheck(module: sources + [support(access: access)], swiftVersion: mode, warningsAsErrors: true, flowDiagnostics: true)
            XCTAssertTrue(result.ok, "\(name) does not type-check in Swift \(mode):\n\(result.diagnostics)", file: file, line: line)
        }
    }

    /// Asserts `source` type-checks with the support file in Swift 5 and 6 with no warnings, SIL
    /// diagnostics included.
    static func assertTypeChecks(_ source: String, name: String, access: SwiftAccessLevel = .internal,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let checker = try SwiftTypeChecker.shared()
        for mode in [5, 6] {
            let result = try checker.typecheck(module: [source, support(access: access)], swiftVersion: mode, warningsAsErrors: true, flowDiagnostics: true)
            XCTAssertTrue(result.ok, "\(name) does not type-check in Swift \(mode):\n\(result.diagnostics)", file: file, line: line)
        }
    }
}
