import TransitionSource
import TransitionModel
import TransitionSyntax
/// The diagnostics of a file that is being edited, reusing what an edit did not touch: the
/// language server's answer to a keystroke in a large spec.
///
/// A file's top-level declarations fall into groups that the checker reads only together: a
/// graph with the animators its edges name and the scenarios played on it (declarations of one
/// name are one group, as their duplicate is reported there). What the checker says about a
/// group depends on the group's own text alone, so a group whose declarations are unchanged, in
/// the same layout, keeps its diagnostics, moved by however far the edit moved it; a group the
/// edit touched is compiled on its own, as a file of just its declarations, and its diagnostics
/// are moved back to where each declaration is. The result is the diagnostics
/// `Compilation.compile` gives, in the same order; a file whose groups are not independent (an
/// import, a name that does not resolve and is looked for among all of them, a snapshot kept for
/// another animator, a scenario expectation that may name any animator's snapshot), that does not
/// parse cleanly, or in which many groups changed at once is compiled whole.
/// `IncrementalDiagnosticsTests` edits specs and fixtures at random, edit after edit, and
/// compares with compiling the whole file.
public struct IncrementalDiagnostics {
    /// Diagnostics of the groups of the last file, by their text and layout, with where the group
    /// started.
    private var known: [GroupKey: (start: Int, diagnostics: [Diagnostic])] = [:]
    /// How the last call went, for tests and measurements.
    public private(set) var lastReuse: Reuse = .wholeFile

    /// What the last call reused.
    public enum Reuse: Equatable, Sendable {
        /// The file was compiled whole.
        case wholeFile
        /// Groups were checked on their own (`checked`) or reused (`reused`).
        case groups(checked: Int, reused: Int)
    }

    public init() {}

    /// What `update` found: the whole file's compilation when it compiled the whole file, else
    /// the diagnostics it put together from the groups.
    public enum Outcome: Sendable {
        case compiled(Compilation)
        case diagnostics([Diagnostic])

        /// The diagnostics either way, in output order.
        public var diagnostics: [Diagnostic] {
            switch self {
            case let .compiled(compilation): compilation.diagnostics
            case let .diagnostics(diagnostics): diagnostics
            }
        }
    }

    /// The diagnostics `Compilation.compile(source, loader:)` reports, in output order.
    public mutating func diagnostics(of source: SourceFile, loader: @escaping Compilation.Loader = Compilation.diskLoader) -> [Diagnostic] {
        update(source, loader: loader).diagnostics
    }

    /// Takes in the file's new text: its diagnostics, from the groups an edit did not touch and
    /// the ones it did, or from compiling the whole file.
    public mutating func update(_ source: SourceFile, loader: @escaping Compilation.Loader = Compilation.diskLoader) -> Outcome {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty, let groups = Self.groups(of: parsed.file) else {
            // What is known stays: once the typing parses again, the groups it did not touch are
            // as they were.
            lastReuse = .wholeFile
            return .compiled(Compilation.compile(source, parsed: parsed, loader: loader))
        }
        let keys = groups.map { GroupKey(ranges: $0, in: source.bytes) }
        let unknown = keys.count { known[$0] == nil }
        // Many groups new (a file just opened, a paste): one compilation of the whole file is
        // cheaper than each group on its own, and says what each group's diagnostics are.
        if unknown > max(2, groups.count / 8) { return .compiled(compiledWhole(source, parsed, groups: groups, keys: keys, loader: loader)) }
        var next: [GroupKey: (start: Int, diagnostics: [Diagnostic])] = [:]
        var all: [Diagnostic] = []
        for (ranges, key) in zip(groups, keys) {
            let start = ranges[0].start
            if let earlier = known[key] ?? next[key] {
                let moved = earlier.diagnostics.map { $0.moved(by: start - earlier.start) }
                next[key] = (start, moved)
                all += moved
                continue
            }
            guard let found = Self.checkAlone(ranges, in: source, loader: loader) else {
                return .compiled(compiledWhole(source, parsed, groups: groups, keys: keys, loader: loader))
            }
            // A diagnostic outside the group's declarations could not be moved with them: such a
            // group is checked again next time.
            if found.allSatisfy({ $0.lies(within: ranges) }) { next[key] = (start, found) }
            all += found
        }
        known = next
        lastReuse = .groups(checked: unknown, reused: groups.count - unknown)
        return .diagnostics(all.sortedForOutput())
    }

    /// The whole file's diagnostics, each remembered with the group it lies in.
    private mutating func compiledWhole(
        _ source: SourceFile, _ parsed: ParseResult, groups: [[SourceRange]], keys: [GroupKey], loader: @escaping Compilation.Loader
    ) -> Compilation {
        let compilation = Compilation.compile(source, parsed: parsed, loader: loader)
        let diagnostics = compilation.diagnostics
        var found = Array(repeating: [Diagnostic](), count: groups.count)
        var placed = true
        for diagnostic in diagnostics {
            guard let group = groups.firstIndex(where: { diagnostic.lies(within: $0) }) else { placed = false; continue }
            found[group].append(diagnostic)
        }
        known = [:]
        // A diagnostic in no group (between declarations, or across two) means the groups are not
        // what the checker read together: nothing is remembered.
        if placed {
            for index in groups.indices { known[keys[index]] = (groups[index][0].start, found[index]) }
        }
        lastReuse = .wholeFile
        return compilation
    }

    /// The diagnostics of a group's declarations checked on their own: they are compiled as a
    /// file of just them, one after the other, and the diagnostics are moved back to where each
    /// declaration is. Nil when one cannot be moved back (a range across two declarations).
    private static func checkAlone(_ ranges: [SourceRange], in source: SourceFile, loader: @escaping Compilation.Loader) -> [Diagnostic]? {
        var bytes: [UInt8] = []
        // Where each declaration starts in the small file, and in the real one.
        var pieces: [(start: Int, length: Int, real: Int)] = []
        for range in ranges {
            pieces.append((bytes.count, range.length, range.start))
            bytes += source.bytes[range.start..<range.end]
            bytes.append(UInt8(ascii: "\n"))
        }
        func real(_ range: SourceRange) -> SourceRange? {
            guard let piece = pieces.last(where: { $0.start <= range.start }), range.end <= piece.start + piece.length else { return nil }
            return SourceRange(range.start - piece.start + piece.real, range.end - piece.start + piece.real)
        }
        var found: [Diagnostic] = []
        for diagnostic in Compilation.compile(SourceFile(path: source.path, bytes: bytes), loader: loader).diagnostics {
            guard let moved = diagnostic.withRanges(real) else { return nil }
            found.append(moved)
        }
        return found
    }

    /// The ranges of each group's declarations, in source order, groups by their first
    /// declaration; nil when the declarations cannot be checked apart.
    static func groups(of file: SpecFile) -> [[SourceRange]]? {
        let declarations = Array(file.declarations)
        var parent = Array(declarations.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        func join(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        var graphs: [String: Int] = [:], animators: [String: Int] = [:], scenarios: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() {
            switch declaration {
            case .importFile:
                return nil
            case let .navigation(graph):
                if let first = graphs[graph.name.name] { join(index, first) } else { graphs[graph.name.name] = index }
            case let .animator(animator):
                if let first = animators[animator.name.name] { join(index, first) } else { animators[animator.name.name] = index }
                // A snapshot kept for another animator ties animators of any group together.
                if animator.body.contains(where: { if case let .snapshot(snapshot) = $0 { snapshot.until != nil } else { false } }) { return nil }
            case let .scenario(scenario):
                let name = scenario.name.value
                if let first = scenarios[name] { join(index, first) } else { scenarios[name] = index }
            }
        }
        for (index, declaration) in declarations.enumerated() {
            switch declaration {
            case .importFile, .animator:
                continue
            case let .navigation(graph):
                for case let .edge(edge) in graph.members {
                    for role in edge.roles {
                        guard case let .named(name, _, _) = role.animator else { continue }
                        // An undeclared animator is looked for among every name, for a suggestion.
                        guard let animator = animators[name.name] else { return nil }
                        join(index, animator)
                    }
                }
            case let .scenario(scenario):
                guard let graph = graphs[scenario.graph.name], case let .navigation(decl) = declarations[graph] else { return nil }
                join(index, graph)
                let screens = Set(decl.members.compactMap { member -> String? in
                    if case let .screen(screen) = member { return screen.name.name }
                    return nil
                })
                for step in scenario.steps {
                    // A subject that is not a screen may be any animator's snapshot.
                    if case let .expectValue(path, _, _, _, _) = step.kind, let head = path.components.first, !screens.contains(head.name) {
                        return nil
                    }
                }
            }
        }
        var members: [Int: [SourceRange]] = [:]
        var order: [Int] = []
        for (index, declaration) in declarations.enumerated() {
            let group = root(index)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(declaration.range)
        }
        return order.map { members[$0]! }
    }
}

/// A group's text and layout: its declarations' bytes and their offsets from the first, hashed
/// once (a group is looked up and stored with the same key).
private struct GroupKey: Hashable {
    var text: [UInt8]
    var offsets: [Int]
    private var hash: Int

    init(ranges: [SourceRange], in bytes: [UInt8]) {
        text = []
        offsets = []
        for range in ranges {
            offsets.append(range.start - ranges[0].start)
            text += bytes[range.start..<range.end]
        }
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(offsets)
        hash = hasher.finalize()
    }

    static func == (a: GroupKey, b: GroupKey) -> Bool { a.hash == b.hash && a.offsets == b.offsets && a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension Diagnostic {
    /// The same diagnostic with each range it names in its own file (its place, its notes' and its
    /// fix-its') changed by `change`; nil when `change` has no answer for one of them.
    func withRanges(_ change: (SourceRange) -> SourceRange?) -> Diagnostic? {
        var changed = self
        guard let range = change(range) else { return nil }
        changed.range = range
        for index in notes.indices where notes[index].path == nil {
            guard let range = change(notes[index].range) else { return nil }
            changed.notes[index].range = range
        }
        for index in fixIts.indices {
            guard let range = change(fixIts[index].range) else { return nil }
            changed.fixIts[index].range = range
        }
        return changed
    }

    /// The same diagnostic for text moved by `delta` bytes.
    func moved(by delta: Int) -> Diagnostic {
        delta == 0 ? self : withRanges { SourceRange($0.start + delta, $0.end + delta) } ?? self
    }

    /// Whether every range the diagnostic names in its own file lies in one of `ranges`.
    func lies(within ranges: [SourceRange]) -> Bool {
        withRanges { range in ranges.contains { $0.start <= range.start && range.end <= $0.end } ? range : nil } != nil
    }
}
