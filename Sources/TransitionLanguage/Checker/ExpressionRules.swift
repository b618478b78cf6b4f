import Foundation
import TransitionSource
import TransitionModel
import TransitionSyntax

/// What a number means where the language expects one: its dimension (`Dimension`) decides which
/// units fit.
enum Quantity {
    /// A plain ratio: alpha, scale, progress, damping.
    case ratio
    /// Seconds: unitless, `s` or `ms`.
    case time
    /// Radians: unitless, `rad` or `deg`.
    case angle
    /// Points: unitless or `pt`.
    case length
}

/// The leaves of checked expressions, one of each: `ModelExpression` boxes every case, and a
/// spec repeats its numbers (0, 1, its durations and offsets) and inputs thousands of times, so
/// sharing a box saves an allocation per use. Shared boxes are invisible: the values are equal.
struct ExpressionLeaves {
    private var constants: [UInt64: ModelExpression] = [:]
    private var inputs: [ExpressionInput: ModelExpression] = [:]

    /// `.constant(value)`, the same box for the same bits.
    mutating func constant(_ value: Double) -> ModelExpression {
        if let shared = constants[value.bitPattern] { return shared }
        let made = ModelExpression.constant(value)
        constants[value.bitPattern] = made
        return made
    }

    /// `.input(input)`, the same box each time.
    mutating func input(_ input: ExpressionInput) -> ModelExpression {
        if let shared = inputs[input] { return shared }
        let made = ModelExpression.input(input)
        inputs[input] = made
        return made
    }
}

/// Lowering syntax expressions to checked expressions, after checking their kind and dimension.
extension Checker {
    /// A numeric expression over `inputs`; nil (after a diagnostic, unless the parser already
    /// reported the expression missing) when it is not one.
    mutating func lowerNumber(_ e: Expr, inputs: [ExpressionInput], quantity: Quantity, what: String) -> ModelExpression? {
        guard checkDimension(e, expected: quantity.dimension, what: what), let lowered = lower(e, inputs: inputs, what: what) else { return nil }
        if lowered.isBoolean {
            error(.wrongValueKind, "\(what) must be a number, not a condition", at: e.range)
            return nil
        }
        guard checkRange(lowered, at: e.range, what: what) else { return nil }
        return lowered
    }

    /// The largest magnitude a number may work out to: past it no screen can use the value, and
    /// arithmetic on it soon overflows to an infinity or NaN.
    static let numberLimit = 1e12

    /// Whether `value` works out to a finite number within `numberLimit`: a constant as it is
    /// (T0005, a malformed number), one that reads inputs on the reference screen, with a finger
    /// at its far corner (`ReferenceScreen.standInInputs`; T0715). Sizes that read `width`
    /// overflow as surely as constants do (`(width * 1e300) - (width * 1e300)` is NaN), and
    /// nothing downstream may meet a NaN or an infinity, so both are reported here, at the
    /// expression.
    private mutating func checkRange(_ value: ModelExpression, at range: SourceRange, what: String) -> Bool {
        let constant = value.constantValue
        let result = constant ?? value.evaluate(ReferenceScreen.standInInputs)
        guard !result.isFinite || abs(result) > Checker.numberLimit else { return true }
        let worded = result.isNaN ? "NaN (not a number)" : result.isInfinite ? (result < 0 ? "-infinity" : "infinity") : "\(result)"
        let screen = constant == nil ? " on the \(format(ReferenceScreen.width)) × \(format(ReferenceScreen.height)) pt reference screen" : ""
        error(constant == nil ? .numberOutOfRange : .malformedNumber, "\(what) works out to \(worded)\(screen), which no screen can use; keep numbers below a trillion", at: range)
        return false
    }

    /// A condition over `inputs` (a gesture's finish rule).
    mutating func lowerCondition(_ e: Expr, inputs: [ExpressionInput], what: String) -> ModelExpression? {
        guard checkDimension(e, expected: nil, what: what), let lowered = lower(e, inputs: inputs, what: what) else { return nil }
        if !lowered.isBoolean {
            if case .bool = e.kind { return lowered }
            error(
                .finishRuleNotBoolean,
                "\(what) must be a condition such as 'progress > 0.5 or velocity.x > 0', not a number",
                at: e.range
            )
            return nil
        }
        return lowered
    }

    /// A constant number (parameters, thresholds, keyframe windows).
    mutating func constant(_ e: Expr, quantity: Quantity, what: String) -> Double? {
        guard let lowered = lowerNumber(e, inputs: [], quantity: quantity, what: what) else { return nil }
        return lowered.constantValue
    }

    /// `e` as a model expression; its dimension has been checked (`checkDimension`), so a unit
    /// only scales its number to the base unit (`300ms` is 0.3, `90deg` is π/2).
    private mutating func lower(_ e: Expr, inputs: [ExpressionInput], what: String) -> ModelExpression? {
        switch e.kind {
        case .missing:
            return nil
        case let .number(value, unit):
            // The lexer reads only the units `Dimension.of(unit:)` knows.
            guard let unit, let (_, scale) = Dimension.of(unit: unit) else { return leaves.constant(value) }
            return leaves.constant(value * scale)
        case let .bool(b):
            return leaves.constant(b ? 1 : 0)
        case .string:
            error(.wrongValueKind, "\(what) must be a number, not a string", at: e.range)
            return nil
        case let .path(components):
            if let input = ExpressionInput.named(components), inputs.contains(input) {
                return leaves.input(input)
            }
            let name = components.map(\.name).joined(separator: ".")
            let known = inputs.map(\.rawValue)
            let id = Identifier(name, e.range)
            let available = known.isEmpty ? "only numbers are allowed here" : "it can read \(known.joined(separator: ", "))"
            let hint = suggestion(for: id, among: known, otherwise: available)
            let isInput = ExpressionInput(rawValue: name) != nil
            // An input where only constants go (a duration, a completion speed) is not about the
            // gesture: no gesture provides anything there.
            if isInput && inputs.isEmpty {
                error(.nonConstantNumber, "\(what) is fixed before the transition starts, so it cannot read '\(name)'; write a number", at: e.range)
                return nil
            }
            let code: DiagnosticCode = isInput ? .gestureUnknownInput : .undefinedName
            error(code, "'\(name)' is not available in \(what)\(hint.text)", at: e.range, fixIts: hint.fixIts)
            return nil
        case let .unary(op, operand):
            guard let inner = lower(operand, inputs: inputs, what: what) else { return nil }
            if op == .not && !inner.isBoolean {
                error(.notOfNumber, "'not' applies to a condition, and '\(text(operand.range))' is a number", at: e.range)
                return nil
            }
            return op == .negate ? .negate(inner) : .not(inner)
        case let .binary(op, a, b):
            // `not progress > 0.5` reads as `(not progress) > 0.5`: 'not' binds tighter than a
            // comparison, as '!' does in Swift.
            if op.isComparison, case let .unary(.not, operand) = a.kind {
                let comparison = SourceRange(operand.range.start, b.range.end)
                let whole = SourceRange(a.range.start, b.range.end)
                let fixed = "not (\(text(comparison)))"
                error(.notOfNumber, "'not' binds tighter than '\(op.rawValue)': this compares 'not \(text(operand.range))' with \(text(b.range))", at: whole,
                      fixIts: [FixIt(range: whole, replacement: fixed)], fixItTitle: "Use '\(fixed)'")
                return nil
            }
            // One mistake per expression: once a side fails, the other is not read.
            guard let left = lower(a, inputs: inputs, what: what), let right = lower(b, inputs: inputs, what: what) else { return nil }
            return .binary(op, left, right)
        case let .call(callee, arguments):
            let name = callee.map(\.name).joined(separator: ".")
            guard let function = ExpressionFunction(rawValue: name), callee.count == 1 else {
                error(.undefinedName, "unknown function '\(name)' in \(what); use abs, min or max", at: e.range)
                return nil
            }
            let values = arguments.compactMap { lower($0.value, inputs: inputs, what: what) }
            guard values.count == arguments.count else { return nil }
            if function == .abs && values.count != 1 || values.isEmpty {
                error(.wrongArgumentCount, "\(name) takes \(function == .abs ? "one argument" : "one or more arguments")", at: e.range)
                return nil
            }
            return .function(function, values)
        case .sequence, .list:
            error(.wrongValueKind, "\(what) must be a single number", at: e.range)
            return nil
        }
    }
}
