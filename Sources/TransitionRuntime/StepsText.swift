import TransitionLanguage

/// Steps written outside a spec (`transc run --do "push Detail; wait 0.2; pop"`), parsed and
/// checked by the front end against one graph of a compiled spec, exactly as a scenario's steps.
public struct StepsText: Sendable {
    /// The text, named `<--do>` in diagnostics.
    public let source: SourceFile
    /// The checked steps; meaningful only when `diagnostics` has no error.
    public let actions: [ScenarioAction]
    public let diagnostics: [Diagnostic]

    public init(_ text: String, graph: Int, in compilation: Compilation, path: String = "<--do>") {
        let source = SourceFile(path: path, text: text)
        let parsed = Parser.parseSteps(source)
        var diagnostics = parsed.diagnostics
        var actions: [ScenarioAction] = []
        if let model = compilation.model, !diagnostics.hasErrors {
            // The spec is checked again only to know its animators' snapshot names; its own
            // diagnostics were reported by the compilation, so only the steps' are kept.
            var checker = Checker(source: source, syntax: compilation.syntax, imports: compilation.imports)
            _ = checker.check()
            let known = checker.diagnostics.count
            actions = checker.checkSteps(parsed.steps, in: model.graphs[graph])
            diagnostics += checker.diagnostics[known...]
        }
        self.source = source
        self.actions = actions
        self.diagnostics = diagnostics
    }
}
