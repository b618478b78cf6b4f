/// What the formatter needs to know about a file's structure, read once from its syntax tree: where
/// each line-starting item (declaration, graph member, element and its settings, edge role, gesture
/// clause, animator statement, scenario step) starts and ends, and which `-` tokens are unary.
///
/// The printer works on the token stream so that every comment stays where it was; the tree only
/// says where lines must break. Walking the tree uses an explicit work list, so no input can
/// exhaust the stack.
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
        var expressions: [Expr] = []
        var previousWasImport = false
        for (index, declaration) in file.declarations.enumerated() {
            let isImport: Bool
            if case .importFile = declaration { isImport = true } else { isImport = false }
            let blank: BlankLines = index == 0 || (isImport && previousWasImport) ? .preserved : .one
            previousWasImport = isImport
            addItem(declaration.range, blank)
            switch declaration {
            case .importFile:
                break
            case let .navigation(graph):
                addNavigation(graph, &expressions)
            case let .animator(animator):
                expressions += animator.parameters.map(\.value)
                for statement in animator.body {
                    addAnimatorStatement(statement, &expressions)
                }
            case let .scenario(scenario):
                for step in scenario.steps {
                    addItem(step.range)
                    addStep(step, &expressions)
                }
            }
        }
        collectUnaryStarts(expressions)
    }

    private mutating func addItem(_ range: SourceRange, _ blank: BlankLines = .preserved) {
        itemStarts[range.start] = blank
        itemEnds.insert(range.end)
    }

    private mutating func addNavigation(_ graph: NavigationDecl, _ expressions: inout [Expr]) {
        for member in graph.members {
            addItem(member.range)
            switch member {
            case let .screen(screen):
                for element in screen.elements {
                    addItem(element.range)
                    for setting in element.settings {
                        addItem(setting.range)
                        expressions.append(setting.value)
                    }
                }
            case .root:
                break
            case let .edge(edge):
                for role in edge.roles {
                    addItem(role.range)
                    switch role.animator {
                    case let .named(_, arguments, _), let .reverse(_, arguments, _):
                        expressions += arguments.map(\.value)
                    case .system, .missing:
                        break
                    }
                }
            case let .gesture(gesture):
                expressions += gesture.kindArguments.map(\.value)
                for clause in gesture.clauses {
                    addItem(clause.range)
                    expressions.append(clause.value)
                }
            }
        }
    }

    private mutating func addAnimatorStatement(_ statement: AnimatorStatement, _ expressions: inout [Expr]) {
        addItem(statement.range)
        var animations: [PropertyAnimation] = []
        switch statement {
        case let .property(animation):
            expressions += animation.arguments.map(\.value) + [animation.from, animation.to]
        case .order, .snapshot, .hide, .share:
            break
        case let .mask(mask):
            expressions.append(mask.shape)
            animations = Array(mask.animations)
        case let .keyframe(keyframe):
            expressions += keyframe.arguments.map(\.value)
            animations = Array(keyframe.animations)
        }
        for animation in animations {
            addItem(animation.range)
            expressions += animation.arguments.map(\.value) + [animation.from, animation.to]
        }
    }

    private func addStep(_ step: ScenarioStep, _ expressions: inout [Expr]) {
        switch step.kind {
        case let .drag(_, amount, duration):
            switch amount {
            case let .fraction(value): expressions.append(value)
            case let .translation(x, y): expressions += [x, y]
            }
            expressions.append(duration)
        case let .release(velocity):
            expressions += velocity
        case let .wait(duration):
            expressions.append(duration)
        case let .place(_, frame):
            expressions.append(frame)
        case let .expectValue(_, _, value, tolerance, time):
            expressions.append(value)
            if let tolerance { expressions.append(tolerance) }
            if case let .after(moment) = time { expressions.append(moment) }
        case .push, .pop, .popTo, .popToRoot, .present, .dismiss, .tap, .expectStack, .expectOutcome:
            break
        }
    }

    /// Visits every expression below `roots` with a work list instead of recursion.
    private mutating func collectUnaryStarts(_ roots: [Expr]) {
        var pending = roots
        while let expression = pending.popLast() {
            expressionStarts.insert(expression.range.start)
            switch expression.kind {
            case let .unary(_, operand):
                unaryStarts.append(expression.range.start)
                pending.append(operand)
            case let .binary(_, lhs, rhs):
                pending += [lhs, rhs]
            case let .call(_, arguments):
                pending += arguments.map(\.value)
            case let .sequence(items), let .list(items):
                pending += items
            case .number, .bool, .string, .path, .missing:
                break
            }
        }
    }
}
