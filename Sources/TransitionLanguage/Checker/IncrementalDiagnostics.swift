import TransitionSource
import TransitionModel
import TransitionSyntax
/// The diagnostics of a file that is being edited, reusing what an edit did not touch: the
/// language server's answer to a keystroke in a large spec.
///
/// A file's top-level declarations fall into groups that the checker reads only together: a
/// graph with the animators its edges name and the scenarios played on it. The groups are not a
/// copy of the checker's rules but what its lookups recorded (`DeclarationReads`): each
/// declaration is grouped with every declaration it read when it was last checked, and a
/// declaration read by name stands for every declaration of that name (so a duplicate is checked
/// with its first). What the checker says about a group depends on the group's own text alone
/// when the group holds everything its check read, so a group whose declarations are unchanged,
/// in the same layout, keeps its diagnostics, moved by however far the edit moved it, as long as
/// it still holds all it read; a group the edit touched is compiled on its own, as a file of just
/// its declarations, its diagnostics are moved back to where each declaration is, and what it
/// read is checked to lie inside it. The result is the diagnostics `Compilation.compile` gives,
/// in the same order. A file is compiled whole when it imports, does not parse cleanly, has a
/// declaration never checked before, a group read beyond itself, or many groups changed at once;
/// each whole compilation records what every declaration read for the next edit. Only the text
/// an edit changed is parsed again (`reparsed`): the declarations around it are the last clean
/// file's, moved.
/// `IncrementalDiagnosticsTests` edits specs and fixtures at random, edit after edit, and
/// compares with compiling the whole file.
public struct IncrementalDiagnostics {
    /// Diagnostics of the groups of the last file, by their text and layout, with where the group
    /// started and what its check read.
    private var known: [GroupKey: KnownGroup] = [:]
    /// What each declaration of the last file read when it was last checked, by its name.
    private var readsOf: [DeclarationReads.Name: Set<DeclarationReads.Name>] = [:]
    /// The last file that parsed cleanly and its declarations: an edit's declarations are found
    /// from it, parsing only the text the edit changed.
    private var lastClean: (bytes: [UInt8], file: FileDeclarations)?
    /// How the last call went, for tests and measurements.
    public private(set) var lastReuse: Reuse = .wholeFile
    /// The ranges of the last clean file's declarations, as `update` found them (for tests: they
    /// must be the parser's).
    var lastDeclarationRanges: [SourceRange]? { lastClean?.file.ranges }
    /// Whether the last call parsed only the text its edit changed.
    private(set) var lastParsedOnlyTheChange = false

    private struct KnownGroup {
        var start: Int
        var diagnostics: [Diagnostic]
        var reads: Set<DeclarationReads.Name>
    }

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
        var parsed: ParseResult?
        let file: FileDeclarations?
        lastParsedOnlyTheChange = false
        if let edited = reparsed(source) {
            file = edited
            lastParsedOnlyTheChange = true
        } else {
            let whole = Parser.parse(source)
            parsed = whole
            file = whole.diagnostics.isEmpty ? FileDeclarations(whole.file) : nil
        }
        if let file { lastClean = (source.bytes, file) }
        // The whole file compiled, parsed once: here, or above when only the change was not.
        func whole() -> Outcome { .compiled(compiledWhole(source, parsed ?? Parser.parse(source), loader: loader)) }
        // What is known stays when the file does not parse: once the typing parses again, the
        // groups it did not touch are as they were.
        guard let file, let groups = file.groups(readsOf) else { return whole() }
        let keys = groups.map { group in GroupKey(ranges: group.map { file.ranges[$0] }, in: source.bytes) }
        let unknown = keys.count { known[$0] == nil }
        // Many groups new (a file just opened, a paste): one compilation of the whole file is
        // cheaper than each group on its own, and says what each group's diagnostics are.
        if unknown > max(2, groups.count / 8) { return whole() }
        var next: [GroupKey: KnownGroup] = [:]
        var all: [Diagnostic] = []
        var checked = 0
        for (group, key) in zip(groups, keys) {
            let ranges = group.map { file.ranges[$0] }
            let start = ranges[0].start
            if let earlier = known[key] ?? next[key], file.holds(earlier.reads, in: group) {
                let moved = earlier.diagnostics.map { $0.moved(by: start - earlier.start) }
                next[key] = KnownGroup(start: start, diagnostics: moved, reads: earlier.reads)
                all += moved
                continue
            }
            guard let (found, reads) = Self.checkAlone(ranges, in: source, loader: loader) else { return whole() }
            let groupReads = reads.values.reduce(into: Set<DeclarationReads.Name>()) { $0.formUnion($1) }
            guard file.holds(groupReads, in: group) else { return whole() }
            checked += 1
            for declaration in group { readsOf[file.names[declaration]] = [] }
            for (position, declaration) in group.enumerated() { readsOf[file.names[declaration]]?.formUnion(reads[position] ?? []) }
            // A diagnostic outside the group's declarations could not be moved with them: such a
            // group is checked again next time.
            if found.allSatisfy({ $0.lies(within: ranges) }) {
                next[key] = KnownGroup(start: start, diagnostics: found, reads: groupReads)
            }
            all += found
        }
        known = next
        lastReuse = .groups(checked: checked, reused: groups.count - checked)
        return .diagnostics(all.sortedForOutput())
    }

    /// The declarations of `source` when it differs from the last clean file in the text of a few
    /// declarations (or the space between them) and those parse cleanly: the text before the
    /// first changed byte and after the last is the last file's, so the declarations wholly inside
    /// it are the same, moved; only the declarations the change touches, with the space around
    /// them up to their unchanged neighbours, are parsed. Nil when there is no clean file to
    /// compare with, or the changed text does not parse cleanly on its own (then the whole file is
    /// parsed, and reports what is wrong).
    private func reparsed(_ source: SourceFile) -> FileDeclarations? {
        guard let (old, file) = lastClean else { return nil }
        let new = source.bytes
        // The common prefix and suffix: the change is old[start..<oldEnd], new[start..<newEnd].
        let (start, suffix) = old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                let shorter = min(a.count, b.count)
                var start = 0
                while start < shorter, a[start] == b[start] { start += 1 }
                var suffix = 0
                while suffix < shorter - start, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
                return (start, suffix)
            }
        }
        let oldEnd = old.count - suffix, delta = new.count - old.count
        // Declarations ending before the change, and starting after it (a byte touching either
        // side may join a token with it, so such a declaration counts as changed).
        let before = file.ranges.prefix { $0.end < start }.count
        let after = file.ranges.count - file.ranges.reversed().prefix { $0.start > oldEnd }.count
        guard before <= after else { return nil }
        let sliceStart = before > 0 ? file.ranges[before - 1].end : 0
        let sliceEnd = after < file.ranges.count ? file.ranges[after].start + delta : new.count
        guard sliceStart <= sliceEnd else { return nil }
        let bytes = Array(new[sliceStart..<sliceEnd])
        // A byte-order mark is trivia only at the very start of a file.
        if sliceStart > 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        let slice = Parser.parse(SourceFile(path: source.path, bytes: bytes))
        guard slice.diagnostics.isEmpty, let changed = FileDeclarations(slice.file) else { return nil }
        let moved = changed.ranges.map { SourceRange($0.start + sliceStart, $0.end + sliceStart) }
        let shifted = file.ranges[after...].map { SourceRange($0.start + delta, $0.end + delta) }
        return FileDeclarations(
            ranges: Array(file.ranges[..<before]) + moved + shifted,
            names: Array(file.names[..<before]) + changed.names + Array(file.names[after...])
        )
    }

    /// The whole file's compilation; when the file can be split, each diagnostic is remembered
    /// with the group it lies in, and what each declaration read for the next edit.
    private mutating func compiledWhole(_ source: SourceFile, _ parsed: ParseResult, loader: @escaping Compilation.Loader) -> Compilation {
        let compilation = Compilation.compile(source, parsed: parsed, loader: loader)
        lastReuse = .wholeFile
        // A file that does not parse keeps what is known: once the typing parses again, the
        // groups it did not touch are as they were.
        guard parsed.diagnostics.isEmpty else { return compilation }
        known = [:]
        readsOf = [:]
        guard compilation.reads.unattributed.isEmpty, let file = FileDeclarations(parsed.file) else { return compilation }
        for index in file.names.indices {
            readsOf[file.names[index], default: []].formUnion(compilation.reads.byDeclaration[index] ?? [])
        }
        guard let groups = file.groups(readsOf) else { return compilation }
        var found = Array(repeating: [Diagnostic](), count: groups.count)
        let groupOf = Dictionary(uniqueKeysWithValues: groups.enumerated().flatMap { group in group.element.map { ($0, group.offset) } })
        for diagnostic in compilation.diagnostics {
            // A diagnostic in no group (between declarations, or across two) means the groups are
            // not what the checker read together: nothing is remembered.
            guard let declaration = file.declaration(holding: diagnostic.range),
                  let group = groupOf[declaration], diagnostic.lies(within: groups[group].map { file.ranges[$0] })
            else { known = [:]; return compilation }
            found[group].append(diagnostic)
        }
        for (index, group) in groups.enumerated() {
            let ranges = group.map { file.ranges[$0] }
            known[GroupKey(ranges: ranges, in: source.bytes)] = KnownGroup(
                start: ranges[0].start, diagnostics: found[index], reads: group.reduce(into: []) { $0.formUnion(readsOf[file.names[$1]] ?? []) }
            )
        }
        return compilation
    }

    /// The diagnostics of a group's declarations checked on their own, and what each of them read
    /// (by its place in the group): they are compiled as a file of just them, one after the other,
    /// and the diagnostics are moved back to where each declaration is. Nil when one cannot be
    /// moved back (a range across two declarations) or a read belongs to no declaration.
    private static func checkAlone(
        _ ranges: [SourceRange], in source: SourceFile, loader: @escaping Compilation.Loader
    ) -> (diagnostics: [Diagnostic], reads: [Int: Set<DeclarationReads.Name>])? {
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
        let compilation = Compilation.compile(SourceFile(path: source.path, bytes: bytes), loader: loader)
        guard compilation.reads.unattributed.isEmpty, compilation.syntax.declarations.count == ranges.count else { return nil }
        var found: [Diagnostic] = []
        for diagnostic in compilation.diagnostics {
            guard let moved = diagnostic.withRanges(real) else { return nil }
            found.append(moved)
        }
        return (found, compilation.reads.byDeclaration)
    }
}

/// A parsed file's top-level declarations by the names lookups find them by: what groups are
/// made of.
private struct FileDeclarations {
    /// Each declaration's range and name, in source order.
    let ranges: [SourceRange]
    let names: [DeclarationReads.Name]
    /// The declarations each name finds: a declaration's own name, or every animator or graph.
    private var found: [DeclarationReads.Name: [Int]] = [:]

    /// Nil for a file with an import, whose names may be declared in another file.
    init?(_ file: SpecFile) {
        var ranges: [SourceRange] = [], names: [DeclarationReads.Name] = []
        for declaration in file.declarations {
            guard let name = DeclarationReads.name(of: declaration) else { return nil }
            ranges.append(declaration.range)
            names.append(name)
        }
        self.init(ranges: ranges, names: names)
    }

    init(ranges: [SourceRange], names: [DeclarationReads.Name]) {
        self.ranges = ranges
        self.names = names
        for (index, name) in names.enumerated() {
            found[name, default: []].append(index)
            switch name {
            case .animator: found[.everyAnimator, default: []].append(index)
            case .graph: found[.everyGraph, default: []].append(index)
            case .scenario, .everyAnimator, .everyGraph: break
            }
        }
    }

    /// The declaration whose text holds `range`.
    func declaration(holding range: SourceRange) -> Int? {
        // The last declaration that starts at or before the range, found by halving.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].start <= range.start { low = middle + 1 } else { high = middle }
        }
        guard low > 0, range.end <= ranges[low - 1].end else { return nil }
        return low - 1
    }

    /// Whether the declarations `group` holds every declaration `reads` finds in this file.
    func holds(_ reads: Set<DeclarationReads.Name>, in group: [Int]) -> Bool {
        let members = Set(group)
        return reads.allSatisfy { (found[$0] ?? []).allSatisfy(members.contains) }
    }

    /// The declarations' indices in groups, in source order, groups by their first declaration:
    /// each declaration with every declaration it read (`readsOf`); nil when a declaration's
    /// reads are not known.
    func groups(_ readsOf: [DeclarationReads.Name: Set<DeclarationReads.Name>]) -> [[Int]]? {
        var parent = Array(names.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for (index, name) in names.enumerated() {
            guard let reads = readsOf[name] else { return nil }
            for read in reads {
                for other in found[read] ?? [] { parent[root(index)] = root(other) }
            }
        }
        var members: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in names.indices {
            let group = root(index)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(index)
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
        // The bytes at once: `combine(text)` would feed them one by one, the most of an edit's time
        // in a large file.
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
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
