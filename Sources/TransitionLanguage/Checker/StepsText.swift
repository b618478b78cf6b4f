import TransitionModel
import TransitionSyntax
import TransitionSource

/// Steps written outside a spec (`transc run --do "push Detail; wait 0.2; pop"`), parsed and
/// checked by the front end against one graph of a compiled spec, exactly as a scenario's steps.
public struct StepsText: Sendable {
    /// The text, named `<--do>` in diagnostics.
    public let source: SourceFile
    /// The checked steps; meaningful only when `diagnostics` has no error.
    public let actions: [ScenarioAction]
    /// The steps' own diagnostics, all in `source`.
    public let diagnostics: [Diagnostic]

    public init(_ text: String, graph: Int, in compilation: Compilation, path: String = "<--do>") {
        let source = SourceFile(path: path, text: text)
        let parsed = Parser.parseSteps(source)
        var diagnostics = parsed.diagnostics
        var actions: [ScenarioAction] = []
        if let model = compilation.model, !diagnostics.hasErrors {
            // The spec is checked again, in its own file, only to know its animators' snapshot
            // names; the compilation reported what it found. The steps are then checked in theirs.
            var checker = Checker(source: compilation.source, syntax: compilation.syntax, imports: compilation.imports)
            _ = checker.check()
            checker.beginSteps(in: source)
            actions = checker.checkSteps(parsed.steps, in: model.graphs[graph])
            diagnostics += checker.diagnostics
        }
        self.source = source
        self.actions = actions
        self.diagnostics = diagnostics
    }
}
