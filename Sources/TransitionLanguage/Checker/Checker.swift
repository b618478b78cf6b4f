/// Validates a parsed file against the language's semantic rules and builds the checked model.
///
/// The checker runs on any tree, including one the parser recovered from: missing identifiers and
/// expressions are skipped silently (the parser reported them). Each rule lives in its own file
/// (`GraphRules`, `AnimatorRules`, `GestureRules`, `ScenarioRules`); this file holds the symbol
/// tables and the helpers they share.
public struct Checker {
    let source: SourceFile
    let syntax: SpecFile
    let imports: [ImportedFile]
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Every snapshot name an animator takes, for scenario expectations.
    var snapshotNames: Set<String> = []
    /// Snapshots some animator keeps `until` a backward operation.
    var keptSnapshotNames: Set<String> = []
    /// An import could not be loaded: names it may declare are not reported as undefined.
    public var importFailed = false
    /// Screens with an edge whose animator had an error: rules about what pops or dismisses them
    /// stay quiet, since the edge is not what the author meant yet.
    var screensWithBrokenEdges: Set<String> = []
    /// Gestures that were declared but had errors: scenarios that drag them stop quietly.
    var brokenGestures: Set<String> = []

    /// Animator declarations by name, from this file and its imports.
    var animatorDecls: [String: AnimatorDecl] = [:]
    /// Checked, use-independent animator bodies by declaration name.
    var templates: [String: AnimatorTemplate] = [:]
    /// Concrete animators, in first-use order, by unique name.
    var resolved: [ResolvedAnimator] = []
    /// Index of each resolved animator in `resolved`, by name.
    var resolvedIndex: [String: Int] = [:]

    public init(source: SourceFile, syntax: SpecFile, imports: [ImportedFile] = []) {
        self.source = source
        self.syntax = syntax
        self.imports = imports
    }

    /// Runs every rule; the model is meaningful only when no error was reported.
    public mutating func check() -> CheckedSpec {
        collectAnimators()
        var graphs: [NavigationGraph] = []
        var graphRanges: [String: SourceRange] = [:]
        for case let .navigation(decl) in syntax.declarations {
            if !decl.name.isMissing, let first = graphRanges[decl.name.name] {
                error(.duplicateGraph, "navigation graph '\(decl.name.name)' is declared twice; rename one", at: decl.name.range,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            graphRanges[decl.name.name] = decl.name.range
            graphs.append(checkGraph(decl))
        }
        // Imported graphs can host scenarios too, but are checked in their own file.
        for file in imports {
            for case let .navigation(decl) in file.syntax.declarations where graphRanges[decl.name.name] == nil {
                var nested = Checker(source: file.source, syntax: file.syntax)
                nested.animatorDecls = animatorDecls
                graphs.append(nested.checkGraph(decl))
                graphRanges[decl.name.name] = decl.name.range
                for animator in nested.resolved where resolvedIndex[animator.name] == nil {
                    resolvedIndex[animator.name] = resolved.count
                    resolved.append(animator)
                }
            }
        }
        let scenarios = checkScenarios(graphs: graphs)
        return CheckedSpec(path: source.path, graphs: graphs, animators: resolved, scenarios: scenarios)
    }

    // MARK: - Symbols

    private mutating func collectAnimators() {
        var ranges: [String: SourceRange] = [:]
        let own = syntax.declarations.compactMap { d -> AnimatorDecl? in
            if case let .animator(a) = d { return a }
            return nil
        }
        let imported = imports.flatMap { file in
            file.syntax.declarations.compactMap { d -> AnimatorDecl? in
                if case let .animator(a) = d { return a }
                return nil
            }
        }
        for decl in own where !decl.name.isMissing {
            if let first = ranges[decl.name.name] {
                error(.duplicateAnimator, "animator '\(decl.name.name)' is declared twice; rename one", at: decl.name.range,
                      notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            ranges[decl.name.name] = decl.name.range
            animatorDecls[decl.name.name] = decl
        }
        for decl in imported where !decl.name.isMissing && animatorDecls[decl.name.name] == nil {
            animatorDecls[decl.name.name] = decl
        }
        for decl in animatorDecls.values {
            for case let .snapshot(s) in decl.body where s.until != nil && !s.name.isMissing {
                keptSnapshotNames.insert(s.name.name)
            }
        }
        // Check each of this file's bodies once, whether or not an edge uses it.
        for decl in own where !decl.name.isMissing && templates[decl.name.name] == nil {
            templates[decl.name.name] = checkAnimatorDecl(decl)
        }
    }

    /// Makes sure imported animators have templates (their diagnostics belong to their own file).
    mutating func lookupTemplate(_ name: String) -> AnimatorTemplate? {
        if let t = templates[name] { return t }
        guard let decl = animatorDecls[name] else { return nil }
        var silent = Checker(source: source, syntax: syntax)
        let t = silent.checkAnimatorDecl(decl)
        templates[name] = t
        return t
    }

    // MARK: - Reporting

    mutating func error(_ code: DiagnosticCode, _ message: String, at range: SourceRange,
                        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil) {
        diagnostics.append(.error(code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at range: SourceRange,
                          notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil) {
        diagnostics.append(.warning(code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle))
    }

    /// "; did you mean 'X'?" and a fix-it, when a known name is close to `name`.
    func suggestion(for name: Identifier, among candidates: [String]) -> (text: String, fixIts: [FixIt]) {
        let best = candidates
            .map { ($0, editDistance($0.lowercased(), name.name.lowercased())) }
            .filter { $0.1 <= max(1, min(3, name.name.count / 3)) }
            .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        guard let (match, _) = best else { return ("", []) }
        return ("; did you mean '\(match)'?", [FixIt(range: name.range, replacement: match)])
    }

    /// The source text of a range, for messages.
    func text(_ range: SourceRange) -> String { source.text(range) }
}

/// The size of the container that checks and scenarios assume when nothing else is given: an
/// iPhone in portrait, in points.
public enum ReferenceScreen {
    public static let width = 390.0
    public static let height = 844.0
}
