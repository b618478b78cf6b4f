import TransitionSyntax
/// What the checker read of a file's top-level declarations while checking each one: the names
/// it looked up (`Checker.lookUpAnimator`, `lookUpGraph`, the duplicate checks) and the tables it
/// read whole (every animator's snapshot names, every name for a suggestion).
///
/// `IncrementalDiagnostics` groups declarations by what they read rather than by a copy of the
/// checker's rules: a group can be checked on its own exactly when every declaration it read is in
/// it, and the lookups that record here are the ones that decide that. A rule that reads across
/// declarations without one of these lookups would make a group's diagnostics depend on text
/// outside it; `IncrementalDiagnosticsTests` edits files at random to find such a rule.
struct DeclarationReads: Sendable, Equatable {
    /// A top-level declaration, or a kind of them, as a lookup names it.
    enum Name: Hashable, Sendable {
        case animator(String)
        case graph(String)
        case scenario(String)
        /// Every animator declaration: a suggestion among their names, or every snapshot they take.
        case everyAnimator
        /// Every navigation graph: a suggestion among their names.
        case everyGraph
    }

    /// The names each declaration's check read, by the declaration's index in the file.
    private(set) var byDeclaration: [Int: Set<Name>] = [:]
    /// Names read while no declaration was being checked (the passes over every plan at the end):
    /// a file with any cannot be split.
    private(set) var unattributed: Set<Name> = []
    /// The index of the declaration being checked.
    var reader: Int?

    mutating func record(_ name: Name) {
        if let reader { byDeclaration[reader, default: []].insert(name) } else { unattributed.insert(name) }
    }

    /// The name a declaration is looked up by; nil for an import.
    static func name(of declaration: Declaration) -> Name? {
        switch declaration {
        case .importFile: nil
        case let .navigation(graph): .graph(graph.name.name)
        case let .animator(animator): .animator(animator.name.name)
        case let .scenario(scenario): .scenario(scenario.name.value)
        }
    }
}
