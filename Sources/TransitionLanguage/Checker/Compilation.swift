import Foundation
import TransitionSource
import TransitionModel
import TransitionSyntax

/// One file taken through the front end: parsed, imports loaded, checked. Every back end starts
/// here and reads `model`, which exists only when there are no errors.
public struct Compilation: Sendable {
    public let source: SourceFile
    public let syntax: SpecFile
    /// Lexical, syntax and semantic diagnostics, in output order.
    public let diagnostics: [Diagnostic]
    /// The checked model; nil when any diagnostic is an error.
    public let model: CheckedSpec?
    /// The files this one imports, directly or not, parsed.
    public let imports: [ImportedFile]
    /// What the check of each declaration read of the others (`IncrementalDiagnostics` groups by it).
    let reads: DeclarationReads

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Reads a file's bytes; nil when it cannot be read. The command line reads the disk, the
    /// language server its open documents first.
    public typealias Loader = @Sendable (String) -> [UInt8]?

    public static let diskLoader: Loader = { path in
        // An import is read like a command's input: a regular file of at most `maximumFileSize`
        // bytes (a device or a FIFO could be read forever, a huge file whole).
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber, size.intValue <= maximumFileSize else { return nil }
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// The largest spec transc reads, a command's input or an import: 256 MiB, far beyond any
    /// spec written by hand or generated.
    public static let maximumFileSize = 256 << 20

    /// Parses and checks `source`; imports are resolved relative to its directory through `loader`.
    public static func compile(_ source: SourceFile, loader: @escaping Loader = diskLoader) -> Compilation {
        compile(source, parsed: Parser.parse(source), loader: loader)
    }

    /// The semantic check alone of a parsed file without imports, and its diagnostics: what
    /// `transc-bench` times as the check phase.
    public static func check(_ source: SourceFile, syntax: SpecFile) -> (model: CheckedSpec, diagnostics: [Diagnostic]) {
        var checker = Checker(source: source, syntax: syntax)
        let model = checker.check()
        return (model, checker.diagnostics)
    }

    /// `compile` of a source already parsed (`IncrementalDiagnostics` parses first to decide).
    static func compile(_ source: SourceFile, parsed: ParseResult, loader: @escaping Loader) -> Compilation {
        var diagnostics = parsed.diagnostics
        let resolved = ImportResolver(loader: loader).resolve(source, parsed.file)
        diagnostics += resolved.diagnostics
        var model: CheckedSpec?
        // Semantic rules run on whatever parsed; the checker skips what the parser marked missing.
        var checker = Checker(source: source, syntax: parsed.file, imports: resolved.loaded, failedImports: resolved.failed)
        let checked = checker.check()
        diagnostics += checker.diagnostics
        if !diagnostics.hasErrors { model = checked }
        return Compilation(
            source: source, syntax: parsed.file, diagnostics: diagnostics.sortedForOutput(), model: model, imports: resolved.loaded,
            reads: checker.reads
        )
    }
}

/// A file brought in by `import`, with its tree.
public struct ImportedFile: Sendable {
    public var source: SourceFile
    public var syntax: SpecFile
}

/// An import that could not be loaded (unreadable, or with syntax errors), reported where it is
/// written. The names it would have declared are unknown: a name this file does not declare may
/// live there, so the rules that look names up do not report it undefined a second time.
public struct FailedImport: Sendable {
    /// The import as written.
    public var path: String
    /// Where the failure was reported in the importing file.
    public var range: SourceRange
}

/// Loads imports depth first, relative to the importing file, rejecting cycles and files with
/// syntax errors.
struct ImportResolver {
    let loader: Compilation.Loader

    func resolve(_ root: SourceFile, _ syntax: SpecFile) -> (loaded: [ImportedFile], failed: [FailedImport], diagnostics: [Diagnostic]) {
        var loaded: [ImportedFile] = []
        var failed: [FailedImport] = []
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = [PathText.normalized(root.path)]
        // An explicit stack instead of recursion: import chains are input-controlled.
        var stack: [(file: SourceFile, syntax: SpecFile, chain: [String], reportAt: SourceRange?)] =
            [(root, syntax, [PathText.normalized(root.path)], nil)]
        while let (file, tree, chain, reportAt) = stack.popLast() {
            for case let .importFile(decl) in tree.declarations {
                let range = reportAt ?? decl.path.range
                guard !decl.path.value.isEmpty else { continue }
                // The system cuts a path at NUL, and no file name should hold a line break or an
                // escape sequence: refused before anything is opened.
                if let control = decl.path.value.unicodeScalars.first(where: Self.isControl) {
                    diagnostics.append(.error(
                        .importPathControlCharacter,
                        "import path contains the control character \(Self.escaped(control)); remove it from the path",
                        at: range
                    ))
                    failed.append(FailedImport(path: decl.path.value, range: range))
                    continue
                }
                let path = PathText.normalized(Self.join(file.path, decl.path.value))
                if chain.contains(path) {
                    diagnostics.append(.error(
                        .importCycle,
                        "import cycle: \((chain + [path]).map { ($0 as NSString).lastPathComponent }.joined(separator: " -> ")); remove one of these imports",
                        at: range
                    ))
                    continue
                }
                guard seen.insert(path).inserted else { continue }
                guard let bytes = loader(path) else {
                    diagnostics.append(.error(.importFailed, "cannot read imported file '\(decl.path.value)' (looked for \(path))", at: range))
                    failed.append(FailedImport(path: decl.path.value, range: range))
                    continue
                }
                let imported = SourceFile(path: path, bytes: bytes)
                let parsed = Parser.parse(imported)
                let errors = parsed.diagnostics.filter { $0.severity == .error }.count
                if errors > 0 {
                    diagnostics.append(.error(
                        .importFailed,
                        "imported file '\(decl.path.value)' has \(errors) error\(errors == 1 ? "" : "s"); run 'transc check \(path)'",
                        at: range
                    ))
                    failed.append(FailedImport(path: decl.path.value, range: range))
                    continue
                }
                loaded.append(ImportedFile(source: imported, syntax: parsed.file))
                stack.append((imported, parsed.file, chain + [path], range))
            }
        }
        return (loaded, failed, diagnostics)
    }

    /// A C0 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    /// A control character as the spec's strings escape it (`\0`, `\n`, `\u{1B}`).
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": "\\0"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    static func join(_ importer: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let directory = PathText.directory(of: importer)
        return directory.isEmpty ? relative : (directory as NSString).appendingPathComponent(relative)
    }

}
