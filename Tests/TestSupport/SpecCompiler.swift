import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The repository's specs and fixtures compiled to checked models, failing the test (with the
/// rendered diagnostics) when one has errors.
public enum SpecCompiler {
    /// The repository root, found from this file's path: specs and fixtures live there.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A spec, its compilation and its checked model.
    public typealias Compiled = (source: SourceFile, compilation: Compilation, model: CheckedSpec)

    /// `specs/*.transition`, relative to the root, sorted.
    public static func specPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("specs").path)) ?? []
        return names.filter { $0.hasSuffix(".transition") }.sorted().map { "specs/\($0)" }
    }

    /// Reads imports relative to `directory`; absolute paths are read as they are.
    public static func loader(relativeTo directory: URL) -> Compilation.Loader {
        { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            return FileManager.default.contents(atPath: url.path).map { Array($0) }
        }
    }

    /// The file at `relativePath` under the root, compiled with that path (so what it prints does
    /// not depend on where the checkout lives) and its imports read relative to the root.
    public static func compile(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> Compiled {
        let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
        return try checked(SourceFile(path: relativePath, bytes: Array(data)), loader: loader(relativeTo: root), file: file, line: line)
    }

    /// `text` compiled as a file called `path`, its imports read relative to `directory` (this
    /// process's working directory when nil).
    public static func compile(text: String, path: String = "test.transition", importsFrom directory: URL? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws -> Compiled {
        let source = SourceFile(path: path, text: text)
        return try checked(source, loader: directory.map(loader(relativeTo:)) ?? Compilation.diskLoader, file: file, line: line)
    }

    private static func checked(_ source: SourceFile, loader: @escaping Compilation.Loader, file: StaticString, line: UInt) throws -> Compiled {
        let compilation = Compilation.compile(source, loader: loader)
        let model = try XCTUnwrap(
            compilation.model, "\(source.path) has errors:\n\(DiagnosticRenderer().render(compilation.diagnostics, in: source))",
            file: file, line: line)
        return (source, compilation, model)
    }
}
