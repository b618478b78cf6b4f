import TransitionSource
import TransitionModel
/// What the formatter needs to know about a file's structure, read once from its syntax tree: where
/// each line-starting item (declaration, graph member, element and its settings, edge role, gesture
/// clause, animator statement, scenario step) starts and ends, and which `-` tokens are unary.
///
/// The printer works on the token stream so that every comment stays where it was; the tree only
/// says where lines must break. The tree's walker (`SyntaxTree.walk`) visits every node with a
/// work list, so no input can exhaust the stack.
struct LayoutPlan {
    /// How many blank lines may precede an item.
    enum BlankLines {
        /// Exactly one: between top-level declarations.
        case one
        /// At most one, and only where the author left one: between members of a block, and
        /// between consecutive imports.
        case preserved
    }

    /// The start offset of each item, with the blank lines allowed before it.
    private(set) var itemStarts: [Int: BlankLines] = [:]
    /// The end offsets of items: a `;` or `,` just after one separates items and is dropped.
    private(set) var itemEnds: Set<Int> = []
    /// Start offsets of unary expressions. A parenthesised operand starts its range at the `(`,
    /// so the `-` itself is the first `-` token at or after one of these offsets.
    private(set) var unaryStarts: [Int] = []
    /// Start offsets of every expression. A `(` at one of them groups (`at (1 + 2)`) and is
    /// spaced like any operand; any other `(` after a name opens an argument list (`scale(2)`).
    private(set) var expressionStarts: Set<Int> = []

    init(_ file: SpecFile) {
        var previousWasImport = false
        for (index, declaration) in file.declarations.enumerated() {
            let isImport: Bool
            if case .importFile = declaration { isImport = true } else { isImport = false }
            let blank: BlankLines = index == 0 || (isImport && previousWasImport) ? .preserved : .one
            previousWasImport = isImport
            addItem(declaration.range, blank)
        }
        // Everything below the declarations, in one walk of the tree.
        let tree = file.tree
        var items: [SourceRange] = []
        var unary: [Int] = []
        var expressions: Set<Int> = []
        tree.walk { node in
            let kind = tree.kind(node)
            let range = tree.range(node)
            if kind.isExpression {
                expressions.insert(range.start)
                if kind == .unary { unary.append(range.start) }
            } else if kind.startsLine {
                items.append(range)
            }
            return true
        }
        for range in items { addItem(range) }
        unaryStarts = unary
        expressionStarts = expressions
    }

    private mutating func addItem(_ range: SourceRange, _ blank: BlankLines = .preserved) {
        itemStarts[range.start] = blank
        itemEnds.insert(range.end)
    }
}

private extension SyntaxKind {
    /// Whether a node of this kind starts a line of its own inside a declaration: a graph member,
    /// an element and its settings, an edge role, a gesture clause, an animator statement (also
    /// inside a mask or keyframe), a scenario step.
    var startsLine: Bool {
        switch self {
        case .screen, .root, .edge, .gesture, .element, .elementSetting, .edgeRole, .gestureClause, .property, .order,
             .snapshot, .hide, .share, .mask, .keyframe, .step:
            true
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .animator, .scenario,
             .animatorSystem, .animatorNamed, .animatorReverse, .animatorMissing, .argument, .path, .number, .bool,
             .stringValue, .name, .call, .sequence, .valueList, .unary, .binary, .missingValue:
            false
        }
    }
}
