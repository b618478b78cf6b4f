import TransitionSource
import TransitionModel
import TransitionSyntax
/// The animators a file can name, each declaration stored once and found by name: the file's own
/// (the first of each name; `collectAnimators` reports a second) and those of its imports that it
/// does not shadow. Beside each declaration are the template checked from it, once something
/// needs it, and the file an imported one comes from. A name is hashed once to find its index;
/// rules then read the entry in place instead of copying declarations and templates out of
/// dictionaries.
struct AnimatorTable {
    /// The declarations: this file's in source order, then its imports'.
    private(set) var declarations: [AnimatorDecl] = []
    /// The file that declares each one, for an imported one; nil for this file's own.
    private(set) var importedPaths: [String?] = []
    /// Each declaration's checked template, once made (`Checker.lookUpAnimator`).
    private(set) var templates: [AnimatorTemplate?] = []
    private var indices: [String: Int] = [:]
    /// The indices of this file's own declarations, which come before the imports'.
    private(set) var own: Range<Int> = 0..<0
    /// Whether any declaration is imported: most files import none, and then no name is looked up
    /// to learn that its animator is the file's own.
    private var hasImports = false

    /// Room for `count` declarations, so a large file's table is allocated once.
    mutating func reserveCapacity(_ count: Int) {
        declarations.reserveCapacity(count)
        importedPaths.reserveCapacity(count)
        templates.reserveCapacity(count)
        indices.reserveCapacity(count)
    }

    /// The index of the declaration `name` names.
    func index(of name: String) -> Int? { indices[name] }

    /// Adds a declaration under its name, which no other holds yet.
    mutating func declare(_ decl: AnimatorDecl, importedFrom path: String? = nil) {
        assert(path != nil || !hasImports, "a file's own animators are declared before its imports'")
        indices[decl.name.name] = declarations.count
        declarations.append(decl)
        importedPaths.append(path)
        if path != nil { hasImports = true } else { own = 0..<declarations.count }
        templates.append(nil)
    }

    mutating func setTemplate(_ template: AnimatorTemplate, at index: Int) {
        templates[index] = template
    }

    /// Every declared name, for "did you mean" suggestions.
    var names: Dictionary<String, Int>.Keys { indices.keys }

    func declaration(named name: String) -> AnimatorDecl? { index(of: name).map { declarations[$0] } }

    func template(named name: String) -> AnimatorTemplate? { index(of: name).flatMap { templates[$0] } }

    /// The file that declares the imported animator `name`; nil for this file's own (or none).
    func importedPath(of name: String) -> String? {
        guard hasImports else { return nil }
        return index(of: name).flatMap { importedPaths[$0] }
    }

    /// The same declarations, none checked yet and none marked imported: what the checker of an
    /// imported graph starts from, which reads every animator as one of its own file's.
    var unchecked: AnimatorTable {
        var table = self
        table.importedPaths = Array(repeating: nil, count: declarations.count)
        table.templates = Array(repeating: nil, count: declarations.count)
        table.hasImports = false
        table.own = declarations.indices
        return table
    }
}
