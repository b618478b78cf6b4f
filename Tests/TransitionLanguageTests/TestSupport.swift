import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The repository root, found from this file's path: specs and fixtures live there.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TransitionLanguageTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// Parses `text` as a file named `test.transition`.
func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(path: "test.transition", text: text))
}

/// Parses `text` and fails the test if it produced any diagnostic.
func parseClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecFile {
    let source = SourceFile(path: "test.transition", text: text)
    let result = Parser.parse(source)
    XCTAssertEqual(
        DiagnosticRenderer().render(result.diagnostics, in: source), "", "unexpected diagnostics",
        file: file, line: line
    )
    return result.file
}

/// Source text written with position markers `1️⃣`, `2️⃣`, … (keycap digits), so tests name
/// positions instead of counting columns. The markers are removed; `offsets` gives the UTF-8 byte
/// offset in the stripped text where each marker stood.
struct MarkedSource {
    let text: String
    let offsets: [Int: Int]

    init(_ marked: String) {
        var text = ""
        var offsets: [Int: Int] = [:]
        for character in marked {
            let scalars = Array(character.unicodeScalars)
            if scalars.count == 3, scalars[2] == "\u{20E3}", let digit = Int(String(scalars[0])) {
                precondition(offsets[digit] == nil, "marker \(digit) used twice")
                offsets[digit] = text.utf8.count
            } else {
                text.append(character)
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// The offset of marker `n`.
    subscript(_ n: Int) -> Int {
        guard let offset = offsets[n] else { preconditionFailure("no marker \(n)") }
        return offset
    }

    /// The range from marker `a` to marker `b`.
    func range(_ a: Int, _ b: Int) -> SourceRange { SourceRange(self[a], self[b]) }
}

// MARK: - Compact descriptions of syntax, for short assertions

/// An expression as an S-expression: `(+ 1 (* 2 3))`, `scale(0.5)`, `(seq translate(0, -10) scale(150))`.
func describe(_ e: Expr) -> String {
    switch e.kind {
    case let .number(value, unit):
        let digits = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        return digits + (unit ?? "")
    case let .bool(b): return b ? "true" : "false"
    case let .string(s): return "\"\(s)\""
    case let .path(components): return components.map(\.name).joined(separator: ".")
    case let .call(callee, arguments):
        return callee.map(\.name).joined(separator: ".") + "(" + arguments.map(describe).joined(separator: ", ") + ")"
    case let .sequence(items): return "(seq " + items.map(describe).joined(separator: " ") + ")"
    case let .list(items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case let .unary(op, operand): return "(\(op.rawValue) \(describe(operand)))"
    case let .binary(op, lhs, rhs): return "(\(op.rawValue) \(describe(lhs)) \(describe(rhs)))"
    case .missing: return "<missing>"
    }
}

func describe(_ argument: Argument) -> String {
    (argument.label.map { $0.name + ": " } ?? "") + describe(argument.value)
}

/// `system`, `Reveal`, `Reveal(duration: 1)`, `reverse`, `reverse(curve: easeOut)`, `<missing>`.
func describe(_ ref: AnimatorRef) -> String {
    switch ref {
    case .system: return "system"
    case let .named(name, arguments, _):
        return name.name + (arguments.isEmpty ? "" : "(" + arguments.map(describe).joined(separator: ", ") + ")")
    case let .reverse(_, arguments, _):
        return "reverse" + (arguments.isEmpty ? "" : "(" + arguments.map(describe).joined(separator: ", ") + ")")
    case .missing: return "<missing>"
    }
}

/// A scenario step in one line: `push Second`, `drag swipeBack to 0.6 over 0.3`, …
func describe(_ step: ScenarioStep) -> String {
    switch step.kind {
    case let .push(screen): return "push \(screen.name)"
    case .pop: return "pop"
    case let .popTo(screen): return "pop to \(screen.name)"
    case .popToRoot: return "pop to root"
    case let .present(screen): return "present \(screen.name)"
    case .dismiss: return "dismiss"
    case let .drag(gesture, amount, duration):
        let name = gesture.map { " \($0.name)" } ?? ""
        switch amount {
        case let .fraction(f): return "drag\(name) to \(describe(f)) over \(describe(duration))"
        case let .translation(x, y): return "drag\(name) by \(describe(x)), \(describe(y)) over \(describe(duration))"
        }
    case let .release(velocity):
        return velocity.isEmpty ? "release" : "release velocity " + velocity.map(describe).joined(separator: ", ")
    case let .tap(name): return "tap" + (name.map { " \($0.name)" } ?? "")
    case let .wait(e): return "wait \(describe(e))"
    case let .place(path, frame): return "place \(path.dotted) at \(describe(frame))"
    case let .resize(width, height): return "resize to \(describe(width)) x \(describe(height))"
    case let .expectStack(screens): return "expect stack [" + screens.map(\.name).joined(separator: ", ") + "]"
    case let .expectValue(path, op, value, tolerance, time):
        var out = "expect \(path.dotted) \(op.rawValue) \(describe(value))"
        if let tolerance { out += " within \(describe(tolerance))" }
        switch time {
        case .end: out += " at end"
        case let .after(t): out += " at \(describe(t))"
        }
        return out
    case let .expectOutcome(outcome): return "expect \(outcome.name)"
    }
}

/// A property animation in one line: `to.alpha: 0 -> 1`.
func describe(_ animation: PropertyAnimation) -> String {
    "\(animation.target.dotted): \(describe(animation.from)) -> \(describe(animation.to))"
}

// MARK: - Picking declarations out of a file

extension SpecFile {
    var navigations: [NavigationDecl] {
        declarations.compactMap { if case let .navigation(d) = $0 { d } else { nil } }
    }
    var animators: [AnimatorDecl] {
        declarations.compactMap { if case let .animator(d) = $0 { d } else { nil } }
    }
    var scenarios: [ScenarioDecl] {
        declarations.compactMap { if case let .scenario(d) = $0 { d } else { nil } }
    }
    var imports: [ImportDecl] {
        declarations.compactMap { if case let .importFile(d) = $0 { d } else { nil } }
    }
}

extension NavigationDecl {
    var screens: [ScreenDecl] { members.compactMap { if case let .screen(d) = $0 { d } else { nil } } }
    var roots: [RootDecl] { members.compactMap { if case let .root(d) = $0 { d } else { nil } } }
    var edges: [EdgeDecl] { members.compactMap { if case let .edge(d) = $0 { d } else { nil } } }
    var gestures: [GestureDecl] { members.compactMap { if case let .gesture(d) = $0 { d } else { nil } } }
}
