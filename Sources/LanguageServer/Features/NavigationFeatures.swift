import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// Go to definition and find references: the name under the cursor looked up in the symbol
/// indexes of the document and its imports.
enum NavigationFeatures {
    /// `textDocument/definition`: where the name under the cursor is declared (several places for
    /// an element that more than one screen declares); null when it is no known name.
    static func definition(at offset: Int, index: WorkspaceIndex, context: FeatureContext) -> JSONValue {
        guard let occurrence = index.own.occurrence(at: offset) else { return .null }
        let declarations = index.declarations(of: occurrence.key)
        guard !declarations.isEmpty else { return .null }
        return .array(declarations.map { context.location($0.occurrence.range, path: $0.path) })
    }

    /// `textDocument/references`: every place the name is written, declarations included only
    /// when the client asks for them.
    static func references(at offset: Int, includeDeclaration: Bool, index: WorkspaceIndex, context: FeatureContext) -> JSONValue {
        guard let occurrence = index.own.occurrence(at: offset) else { return .null }
        let found = index.occurrences(of: occurrence.key).filter { includeDeclaration || !$0.occurrence.isDeclaration }
        return .array(found.map { context.location($0.occurrence.range, path: $0.path) })
    }
}

/// `textDocument/documentSymbol`: the outline, as a tree — graphs with their screens (and their
/// elements), edges and gestures; animators; scenarios.
enum DocumentSymbolFeature {
    /// LSP `SymbolKind` values used in the outline.
    enum Kind: Int {
        case file = 1, module = 2, namespace = 3, classKind = 5, method = 6, field = 8, function = 12, variable = 13, event = 24, operatorKind = 25
    }

    static func symbols(_ file: SpecFile, context: FeatureContext) -> JSONValue {
        .array(file.declarations.map { declaration in
            switch declaration {
            case let .importFile(decl):
                symbol(decl.path.value, kind: .file, range: decl.range, selection: decl.path.range, context: context)
            case let .navigation(graph):
                symbol(graph.name, kind: .namespace, range: graph.range, context: context,
                       children: graph.members.compactMap { member(of: $0, context: context) })
            case let .animator(animator):
                symbol(animator.name, kind: .function, range: animator.range, context: context,
                       detail: animator.parameters.isEmpty ? nil : context.source.text(parametersRange(animator.parameters)),
                       children: animator.body.compactMap { statement in
                           guard case let .snapshot(snapshot) = statement else { return nil }
                           return symbol(snapshot.name, kind: .variable, range: snapshot.range, context: context, detail: "snapshot")
                       })
            case let .scenario(scenario):
                symbol(scenario.name.value, kind: .method, range: scenario.range, selection: scenario.name.range, context: context,
                       detail: "in \(scenario.graph.name)")
            }
        })
    }

    private static func member(of member: NavigationMember, context: FeatureContext) -> JSONValue? {
        switch member {
        case let .screen(screen):
            return symbol(screen.name, kind: .classKind, range: screen.range, context: context, detail: screen.typeName.name,
                          children: screen.elements.map { element in
                              symbol(element.name, kind: .field, range: element.range, context: context, detail: element.kind.name)
                          })
        case .root:
            return nil
        case let .edge(edge):
            let arrow = edge.kind == .push ? "->" : "=>"
            let name = "\(context.source.text(edge.source.range)) \(arrow) \(edge.destination.isMissing ? "?" : edge.destination.name)"
            let roles = edge.roles.map { "\($0.role.name): \(context.source.text($0.animator.range))" }.joined(separator: ", ")
            return symbol(name, kind: .operatorKind, range: edge.range, selection: edge.arrowRange, context: context,
                          detail: roles.isEmpty ? "system" : roles)
        case let .gesture(gesture):
            let kind = context.source.text(gesture.kind.range)
            let name = gesture.name.map { $0.isMissing ? kind : $0.name } ?? kind
            return symbol(name, kind: .event, range: gesture.range, selection: gesture.name?.range ?? gesture.keywordRange, context: context,
                          detail: "\(kind) on \(gesture.screen.name) drives \(gesture.role.name)")
        }
    }

    private static func symbol(
        _ name: Identifier, kind: Kind, range: SourceRange, context: FeatureContext, detail: String? = nil, children: [JSONValue] = []
    ) -> JSONValue {
        symbol(name.isMissing ? "(missing name)" : name.name, kind: kind, range: range, selection: name.range, context: context,
               detail: detail, children: children)
    }

    private static func symbol(
        _ name: String, kind: Kind, range: SourceRange, selection: SourceRange, context: FeatureContext, detail: String? = nil,
        children: [JSONValue] = []
    ) -> JSONValue {
        // The protocol requires the selection inside the range.
        let selected = range.start <= selection.start && selection.end <= range.end ? selection : SourceRange.at(range.start)
        var members: [(String, JSONValue)] = [("name", .string(name.isEmpty ? "(missing name)" : name))]
        if let detail, !detail.isEmpty { members.append(("detail", .string(detail))) }
        members += [
            ("kind", .int(kind.rawValue)),
            ("range", context.source.range(range, encoding: context.encoding)),
            ("selectionRange", context.source.range(selected, encoding: context.encoding)),
        ]
        if !children.isEmpty { members.append(("children", .array(children))) }
        return .object(members)
    }

    static func parametersRange(_ arguments: SyntaxList<Argument>) -> SourceRange {
        arguments.dropFirst().reduce(arguments[0].range) { $0.union($1.range) }
    }
}
