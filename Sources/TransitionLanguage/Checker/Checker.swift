import TransitionSource
import TransitionModel
import TransitionSyntax
/// Validates a parsed file against the language's semantic rules and builds the checked model.
///
/// The checker runs on any tree, including one the parser recovered from: missing identifiers and
/// expressions are skipped silently (the parser reported them). Each rule lives in its own file
/// (`GraphRules`, `AnimatorRules`, `GestureRules`, `ScenarioRules`); this file holds the symbol
/// tables and the helpers they share.
struct Checker {
    private(set) var source: SourceFile
    let syntax: SpecFile
    let imports: [ImportedFile]
    public internal(set) var diagnostics: [Diagnostic] = []

    /// Animator declarations by name, from this file and its imports, with their checked,
    /// use-independent bodies (templates).
    var animators = AnimatorTable()
    /// The plan of each concrete animator, in first-use order: lowered once, as the animator is
    /// resolved, read by the rules that ask what an animator runs and handed to the model. The
    /// resolved animator itself is not kept: the plan is what back ends read.
    var plans: [MotionPlan] = []
    /// Index of each plan in `plans`, by the animator's unique name.
    var resolvedIndex: [String: Int] = [:]

    /// The plan of the animator of this unique name, once it is resolved.
    func resolvedPlan(named name: String) -> MotionPlan? { resolvedIndex[name].map { plans[$0] } }
    /// The settling time of each spring checked so far (`checkSprings`).
    var settlingTimes: [SpringShape: Double] = [:]
    /// The numbers and inputs of checked expressions, one box each.
    var leaves = ExpressionLeaves()
    /// Every snapshot name an animator takes, for scenario expectations, once one asks.
    var snapshotNames: Set<String>?
    /// Snapshots some animator keeps `until` a backward operation (`isKeptSnapshot`).
    private var keptSnapshotNames: Set<String> = []
    /// What the check of each top-level declaration read of the others, for `IncrementalDiagnostics`.
    var reads = DeclarationReads()
    /// Animators used unchanged whose springs have been checked.
    var springsChecked: Set<String> = []
    /// The declarations that failed their checks, by graph name, for the rules that read them
    /// later (gestures, swipe-backs, scenarios) to skip.
    var failed: [String: FailedDeclarations] = [:]
    /// Graphs whose root is missing or names no screen of the graph (reported there), by name:
    /// their scenarios have nowhere to start, so they are not walked.
    var graphsWithoutRoot: Set<String> = []
    /// The edges by screen of the graph whose gestures `checkGestures` is checking.
    var gestureGraphEdges: EdgeIndex?
    /// Imports that could not be loaded (reported where they are written): the names they would
    /// declare are unknown, so `lookUpAnimator` and `lookUpGraph` answer that a name may live there.
    let failedImports: [FailedImport]
    /// While set, diagnostics found inside an imported animator are reported at this range of the
    /// importing file (the edge's reference to the animator), with a note naming the other file:
    /// the imported file's offsets mean nothing in this one.
    var relocation: (range: SourceRange, animator: String, path: String)?

    public init(source: SourceFile, syntax: SpecFile, imports: [ImportedFile] = [], failedImports: [FailedImport] = []) {
        self.source = source
        self.syntax = syntax
        self.imports = imports
        self.failedImports = failedImports
    }

    /// Turns to steps written in another file (`transc run --do`) after the spec was checked:
    /// what the spec's check reported is dropped, and what follows is reported in `steps`.
    mutating func beginSteps(in steps: SourceFile) {
        source = steps
        diagnostics = []
    }

    /// Runs every rule; the model is meaningful only when no error was reported.
    public mutating func check() -> CheckedSpec {
        collectAnimators()
        reserveModelCapacity()
        var graphs: [NavigationGraph] = []
        var graphRanges: [String: SourceRange] = [:]
        for (index, declaration) in syntax.declarations.enumerated() {
            guard case let .navigation(decl) = declaration else { continue }
            reads.reader = index
            defer { reads.reader = nil }
            reads.record(.graph(decl.name.name))
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
                nested.animators = animators.unchecked
                graphs.append(nested.checkGraph(decl))
                graphsWithoutRoot.formUnion(nested.graphsWithoutRoot)
                graphRanges[decl.name.name] = decl.name.range
                for plan in nested.plans where resolvedIndex[plan.animator] == nil { add(plan) }
            }
        }
        includeUnusedAnimators()
        // Before the scenarios: a scenario's present asks which style UIKit gets, which reads the
        // presenter effects the presentations decide (`Edge.presentationStyle(plan:)`).
        Lowering.notePresentations(graphs, in: &plans)
        let scenarios = checkScenarios(graphs: graphs)
        // Only animators without a mistake are resolved, so every plan is one that would run.
        checkHiddenAnimations(plans, graphs: graphs)
        checkStayingPresenters(plans, graphs: graphs)
        checkCubicOpacities(plans)
        checkCubicWithoutKeyframes(plans)
        return CheckedSpec(path: source.path, graphs: graphs, plans: plans, scenarios: scenarios)
    }

    /// Room for every animator this file's graphs can resolve: one per declaration (used
    /// unchanged, under its own name) and one per role that makes a new one (`reverse`, or
    /// arguments that override). The model's largest arrays and their index are then made once,
    /// instead of being copied each time they grow.
    private mutating func reserveModelCapacity() {
        var most = animators.declarations.count
        for case let .navigation(decl) in syntax.declarations {
            for case let .edge(edge) in decl.members {
                most += edge.roles.count { Self.makesNewAnimator($0.animator) }
            }
        }
        plans.reserveCapacity(most)
        resolvedIndex.reserveCapacity(most)
    }

    /// Whether a role's reference resolves to an animator of its own, named for the edge.
    private static func makesNewAnimator(_ reference: AnimatorRef) -> Bool {
        switch reference {
        case .reverse: true
        case let .named(_, arguments, _): !arguments.isEmpty
        case .system, .missing: false
        }
    }

    /// Adds a concrete animator to the model under its unique name, as its plan.
    mutating func add(_ animator: ResolvedAnimator) { add(Lowering.plan(animator)) }

    /// Adds a plan a nested checker (an imported file's) lowered already.
    mutating func add(_ plan: MotionPlan) {
        resolvedIndex[plan.animator] = plans.count
        plans.append(plan)
    }

    // MARK: - Symbols

    private mutating func collectAnimators() {
        animators.reserveCapacity(syntax.declarations.count { if case .animator = $0 { true } else { false } })
        // The index in the file of each of the table's own declarations.
        var declarationIndices: [Int] = []
        for (index, declaration) in syntax.declarations.enumerated() {
            guard case let .animator(decl) = declaration, !decl.name.isMissing else { continue }
            reads.reader = index
            reads.record(.animator(decl.name.name))
            reads.reader = nil
            if let first = animators.index(of: decl.name.name) {
                error(.duplicateAnimator, "animator '\(decl.name.name)' is declared twice; rename one", at: decl.name.range,
                      notes: [DiagnosticNote("first declared here", at: animators.declarations[first].name.range)])
                continue
            }
            animators.declare(decl)
            declarationIndices.append(index)
        }
        for file in imports {
            for case let .animator(decl) in file.syntax.declarations where !decl.name.isMissing && animators.index(of: decl.name.name) == nil {
                animators.declare(decl, importedFrom: file.source.path)
            }
        }
        for index in animators.declarations.indices {
            for case let .snapshot(s) in animators.declarations[index].body where s.until != nil && !s.name.isMissing {
                keptSnapshotNames.insert(s.name.name)
            }
        }
        // Check each of this file's bodies once (the first of each name), whether or not an edge
        // uses it.
        for index in animators.own {
            reads.reader = declarationIndices[index]
            animators.setTemplate(checkAnimatorDecl(animators.declarations[index]), at: index)
        }
        reads.reader = nil
    }

    /// Whether some animator, this one or another, keeps a snapshot of this name `until` a
    /// backward operation: a question about every animator.
    mutating func isKeptSnapshot(_ name: String) -> Bool {
        reads.record(.everyAnimator)
        return keptSnapshotNames.contains(name)
    }

    /// What a name used where a declaration is expected stands for.
    enum Symbol<Declaration> {
        case declared(Declaration)
        /// Not declared here, but an import failed to load (reported there), and the name may
        /// live in it: nothing more to say.
        case mayBeInFailedImport
        case undeclared
    }

    /// The animator `name` names. Imported animators get their templates here (their diagnostics
    /// belong to their own file).
    mutating func lookUpAnimator(_ name: String) -> Symbol<AnimatorTemplate> {
        reads.record(.animator(name))
        guard let index = animators.index(of: name) else { return failedImports.isEmpty ? .undeclared : .mayBeInFailedImport }
        if let t = animators.templates[index] { return .declared(t) }
        var silent = Checker(source: source, syntax: syntax)
        let t = silent.checkAnimatorDecl(animators.declarations[index])
        animators.setTemplate(t, at: index)
        return .declared(t)
    }

    /// The index in `graphs` of the graph `name` names.
    mutating func lookUpGraph(_ name: String, in indices: [String: Int]) -> Symbol<Int> {
        reads.record(.graph(name))
        if let index = indices[name] { return .declared(index) }
        return failedImports.isEmpty ? .undeclared : .mayBeInFailedImport
    }

    /// An animator no edge of this file uses is still part of the model (a file of shared
    /// animators emits them all), when it reads nothing that depends on an edge: no elements, no
    /// snapshot another animator keeps.
    private mutating func includeUnusedAnimators() {
        // The table holds the first declaration of each name (a second has been reported and
        // names the same template), in source order.
        for index in animators.own where resolvedIndex[animators.declarations[index].name.name] == nil {
            guard let template = animators.templates[index], template.elementUses.isEmpty, template.externalSnapshots.isEmpty,
                  !template.snapshots.contains(where: { $0.removal != .endOfTransition }) else { continue }
            checkSprings(template)
            var animator = ResolvedAnimator(
                name: template.name, declaredName: template.name, isReversed: false, timing: template.timing, order: template.order,
                snapshots: template.snapshots, adoptedSnapshots: [], masks: template.masks, tracks: template.tracks, range: template.range
            )
            animator.hidden = template.hidden
            add(animator)
        }
    }

    // MARK: - Reporting

    mutating func error(_ code: DiagnosticCode, _ message: String, at range: SourceRange,
                        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil) {
        report(.error(code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at range: SourceRange,
                          notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], fixItTitle: String? = nil) {
        report(.warning(code, message, at: range, notes: notes, fixIts: fixIts, fixItTitle: fixItTitle))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        guard let relocation else {
            diagnostics.append(diagnostic)
            return
        }
        // The range and fix-its point into the imported file: keep the message, move the caret to
        // the reference, and say where the animator lives.
        var moved = diagnostic
        moved.range = relocation.range
        moved.fixIts = []
        moved.fixItTitle = nil
        moved.notes = [DiagnosticNote("in animator '\(relocation.animator)', imported from \(relocation.path)", at: .at(0), path: relocation.path)]
        diagnostics.append(moved)
    }

    /// A setting written twice: "`what` is given twice`place`; keep one" at the second, with a
    /// note at the first where it is known. The one message for every block that takes a
    /// setting once (an animator's parameters and order, an element's, a gesture's, an edge's roles).
    mutating func givenTwice(_ what: String, _ code: DiagnosticCode = .duplicateProperty, place: String = "",
                             at range: SourceRange, first: SourceRange?) {
        error(code, "\(what) is given twice\(place); keep one", at: range, notes: first.map { [DiagnosticNote("first given here", at: $0)] } ?? [])
    }

    /// "; did you mean 'X'?" and a fix-it, when a known name is close to `name`.
    func suggestion(for name: Identifier, among candidates: [String]) -> (text: String, fixIts: [FixIt]) {
        guard let match = closestName(to: name.name, among: candidates) else { return ("", []) }
        return ("; did you mean '\(match)'?", [FixIt(range: name.range, replacement: match)])
    }

    /// "; did you mean 'X'?" with its fix-it when a known name is close to `name`, else
    /// "; `otherwise`": the advice for a name nothing is close to (what to declare, or the
    /// choices). The one shape of an unknown-name message.
    func suggestion(for name: Identifier, among candidates: [String], otherwise: String) -> (text: String, fixIts: [FixIt]) {
        let hint = suggestion(for: name, among: candidates)
        return hint.text.isEmpty ? ("; " + otherwise, []) : hint
    }

    /// "; did you mean 'X'?" with its fix-it when a choice is close to `name`, else "; use A, B or
    /// C".
    func choiceHint(for name: Identifier, among choices: [String]) -> (text: String, fixIts: [FixIt]) {
        suggestion(for: name, among: choices, otherwise: Checker.useOneOf(choices))
    }

    /// "use A, B or C": the choices a setting offers, in the order given.
    static func useOneOf(_ choices: [String]) -> String {
        guard let last = choices.last else { return "" }
        return choices.count == 1 ? "use \(last)" : "use \(choices.dropLast().joined(separator: ", ")) or \(last)"
    }

    /// The source text of a range, for messages.
    func text(_ range: SourceRange) -> String { source.text(range) }
}

