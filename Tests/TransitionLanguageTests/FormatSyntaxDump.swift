@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// A syntax tree as text with every source range left out: two files with equal dumps mean the
/// same thing, however they are laid out. The formatter tests compare dumps before and after.
///
/// Everything else the tree holds is printed: names, decoded strings, exact numbers and units,
/// operators, argument labels, and which optional parts are present.
struct SyntaxDump {
    private(set) var lines: [String] = []
    private var level = 0

    init(_ file: SpecFile) {
        for declaration in file.declarations {
            add(declaration)
        }
    }

    var text: String { lines.joined(separator: "\n") }

    private mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: level) + text)
    }

    private mutating func nested(_ header: String, _ body: (inout SyntaxDump) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    private mutating func add(_ declaration: Declaration) {
        switch declaration {
        case let .importFile(d):
            line("import \(quoted(d.path.value))")
        case let .navigation(d):
            nested("navigation \(d.name.name)") { dump in
                for member in d.members { dump.add(member) }
            }
        case let .animator(d):
            nested("animator \(d.name.name)\(arguments(d.parameters))") { dump in
                for statement in d.body { dump.add(statement) }
            }
        case let .scenario(d):
            nested("scenario \(quoted(d.name.value)) in \(d.graph.name)") { dump in
                for step in d.steps { dump.line(SyntaxDump.step(step)) }
            }
        }
    }

    private mutating func add(_ member: NavigationMember) {
        switch member {
        case let .screen(d):
            nested("screen \(d.name.name): \(d.typeName.name)") { dump in
                for element in d.elements {
                    let header = "element \(element.name.name): \(element.kind.name)"
                    guard !element.settings.isEmpty else { dump.line(header); continue }
                    dump.nested(header) { dump in
                        for setting in element.settings { dump.line("\(setting.name.name) = \(SyntaxDump.expr(setting.value))") }
                    }
                }
            }
        case let .root(d):
            line("root \(d.screen.name)")
        case let .edge(d):
            let source: String
            switch d.source {
            case let .screen(name): source = name.name
            case .any: source = "*"
            }
            nested("edge \(source) \(d.kind.rawValue) \(d.destination.name)") { dump in
                for role in d.roles { dump.line("\(role.role.name): \(SyntaxDump.animator(role.animator))") }
            }
        case let .gesture(d):
            var header = "gesture"
            if let name = d.name { header += " named \(name.name)" }
            header += " \(d.kind.name)\(arguments(d.kindArguments)) on \(d.screen.name) drives \(d.role.name)"
            if let target = d.target { header += " \(target.name)" }
            nested(header) { dump in
                for clause in d.clauses { dump.line("\(clause.name.name) = \(SyntaxDump.expr(clause.value))") }
            }
        }
    }

    private mutating func add(_ statement: AnimatorStatement) {
        switch statement {
        case let .property(s):
            line(SyntaxDump.animation(s))
        case let .order(s):
            line("order \(s.subject.name) \(s.relation.name) \(s.other.name)")
        case let .snapshot(s):
            line("snapshot \(s.source.dotted) as \(s.name.name)" + (s.until.map { " until \($0.name)" } ?? ""))
        case let .mask(s):
            nested("mask \(s.target.dotted) with \(SyntaxDump.expr(s.shape))") { dump in
                for animation in s.animations { dump.line(SyntaxDump.animation(animation)) }
            }
        case let .keyframe(s):
            nested("keyframe\(arguments(s.arguments))") { dump in
                for animation in s.animations { dump.line(SyntaxDump.animation(animation)) }
            }
        case let .hide(s):
            line("hide \(s.target.dotted)")
        case let .share(s):
            line("share \(s.source.dotted) -> \(s.destination.dotted)" + (s.name.map { " as \($0.name)" } ?? ""))
        }
    }

    private static func animation(_ a: PropertyAnimation) -> String {
        "\(a.target.dotted)\(a.arguments.isEmpty ? "" : arguments(a.arguments)): \(expr(a.from)) -> \(expr(a.to))"
    }

    private static func animator(_ ref: AnimatorRef) -> String {
        switch ref {
        case .system: "system"
        case let .named(name, args, _): "named \(name.name)\(arguments(args))"
        case let .reverse(_, args, _): "reverse\(arguments(args))"
        case .missing: "<missing>"
        }
    }

    private func arguments(_ list: SyntaxList<Argument>) -> String { SyntaxDump.arguments(list) }

    private static func arguments(_ list: SyntaxList<Argument>) -> String {
        "(" + list.map { ($0.label.map { "\($0.name): " } ?? "") + expr($0.value) }.joined(separator: ", ") + ")"
    }

    /// Fully bracketed, so that a change of grouping shows.
    static func expr(_ e: Expr) -> String {
        switch e.kind {
        case let .number(value, unit): "\(value)\(unit.map { "<\($0)>" } ?? "")"
        case let .bool(b): "\(b)"
        case let .string(s): quoted(s)
        case let .path(components): components.map(\.name).joined(separator: ".")
        case let .call(callee, args): "call " + callee.map(\.name).joined(separator: ".") + arguments(args)
        case let .sequence(items): "seq[" + items.map(expr).joined(separator: "; ") + "]"
        case let .list(items): "list[" + items.map(expr).joined(separator: "; ") + "]"
        case let .unary(op, operand): "(\(op.rawValue) \(expr(operand)))"
        case let .binary(op, lhs, rhs): "(\(expr(lhs)) \(op.rawValue) \(expr(rhs)))"
        case .missing: "<missing>"
        }
    }

    private static func step(_ step: ScenarioStep) -> String {
        let verb = step.verb.name
        switch step.kind {
        case let .push(screen): return "\(verb) push \(screen.name)"
        case .pop: return "\(verb) pop"
        case let .popTo(screen): return "\(verb) pop to \(screen.name)"
        case .popToRoot: return "\(verb) pop to root"
        case let .present(screen): return "\(verb) present \(screen.name)"
        case .dismiss: return "\(verb) dismiss"
        case let .drag(gesture, amount, duration):
            let amountText: String
            switch amount {
            case let .fraction(f): amountText = "fraction \(expr(f))"
            case let .translation(x, y): amountText = "translation \(expr(x)), \(expr(y))"
            }
            return "\(verb) drag \(gesture?.name ?? "<any>") \(amountText) over \(expr(duration))"
        case let .release(velocity): return "\(verb) release [" + velocity.map(expr).joined(separator: "; ") + "]"
        case let .tap(name): return "\(verb) tap \(name?.name ?? "<any>")"
        case let .wait(e): return "\(verb) wait \(expr(e))"
        case let .place(path, frame): return "\(verb) place \(path.dotted) at \(expr(frame))"
        case let .resize(width, height): return "\(verb) resize \(expr(width)) x \(expr(height))"
        case let .expectStack(screens): return "\(verb) stack [" + screens.map(\.name).joined(separator: ", ") + "]"
        case let .expectValue(path, op, value, tolerance, time):
            let timeText: String
            switch time {
            case .end: timeText = "end"
            case let .after(t): timeText = expr(t)
            }
            return "\(verb) value \(path.dotted) \(op.rawValue) \(expr(value)) within \(tolerance.map(expr) ?? "-") at \(timeText)"
        case let .expectOutcome(outcome): return "\(verb) outcome \(outcome.name)"
        }
    }

    private static func quoted(_ s: String) -> String {
        "\"" + s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    private func quoted(_ s: String) -> String { SyntaxDump.quoted(s) }
}
