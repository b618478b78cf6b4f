import TransitionSource
import TransitionModel
/// Expressions: values, transform chains, curves, gesture progress and finish rules.
extension Parser {
    /// A property value: an expression, or a chain of transforms applied left to right
    /// (`translate(0, -10) scale(150)`). A chain ends at the end of its line, so a statement that
    /// starts with a call on the next line (`keyframe(…) { … }`) is not swallowed.
    mutating func parseValue() -> SyntaxID {
        let first = parseExpression()
        guard tree.kind(first) == .call, continuesTransformChain() else { return first }
        let items = tree.mark
        tree.append(first)
        while continuesTransformChain() {
            let step = parsePrimary()
            tree.append(step)
        }
        return tree.collect(.sequence, from: items, SourceRange(tree.range(first).start, previousEnd))
    }

    private func continuesTransformChain() -> Bool {
        token.kind == .identifier && next.kind == .leftParen
            && !isOnNewLine
    }

    /// An expression by precedence climbing; `minimum` is the weakest operator it may consume.
    /// Its recursion is bounded by the precedence levels; nesting is counted where it can grow
    /// without bound: parentheses, brackets, argument lists and prefix operators.
    ///
    /// A chain of operators (`0 + 0 + 0 …`) is parsed by a loop but builds a tree as deep as the
    /// chain, which every later pass walks recursively; so one outermost expression holds at most
    /// `maximumOperators` operators, and the rest of a longer chain is reported and skipped.
    mutating func parseExpression(minimum: Int = 1) -> SyntaxID {
        if expressionLevel == 0 { operatorsInExpression = 0 }
        expressionLevel += 1
        defer { expressionLevel -= 1 }
        var lhs = parseUnary()
        while let op = binaryOperator(), op.precedence >= minimum {
            operatorsInExpression += 1
            if operatorsInExpression > Parser.maximumOperators {
                skipOperatorChain()
                return lhs
            }
            advance()
            let rhs = parseExpression(minimum: op.precedence + 1)
            lhs = tree.binary(op, lhs, rhs, range: tree.range(lhs).union(tree.range(rhs)))
        }
        return lhs
    }

    /// Reports an over-long operator chain once and consumes the rest of it without building
    /// nodes.
    private mutating func skipOperatorChain() {
        error(
            .nestingTooDeep,
            "expression has more than \(Parser.maximumOperators) operators; split it into simpler values",
            at: token.range
        )
        while binaryOperator() != nil && token.kind != .endOfFile {
            advance()
            _ = parseUnary()
        }
    }

    private func binaryOperator() -> BinaryOperator? {
        switch token.kind {
        case .kwOr: .or
        case .kwAnd: .and
        case .less: .less
        case .greater: .greater
        case .lessEqual: .lessEqual
        case .greaterEqual: .greaterEqual
        case .equalEqual: .equal
        case .bangEqual: .notEqual
        case .plus: .add
        case .minus: .subtract
        case .star: .multiply
        case .slash: .divide
        default: nil
        }
    }

    private mutating func parseUnary() -> SyntaxID {
        if token.kind == .minus || token.kind == .kwNot {
            let op: UnaryOperator = token.kind == .minus ? .negate : .not
            let start = advance().start
            guard enterNesting() else { return tree.missingValue(.at(previousEnd)) }
            defer { depth -= 1 }
            let operand = parseUnary()
            return tree.unary(op, operand, range: SourceRange(start, tree.range(operand).end))
        }
        return parsePrimary()
    }

    mutating func parsePrimary() -> SyntaxID {
        let start = token.start
        switch token.kind {
        case .number:
            let t = advance()
            let (value, unitLength) = numberLiteral(t)
            if !value.isFinite {
                error(.malformedNumber, "number '\(text(t))' is too large; write a value below 1e300", at: t.range)
                return tree.missingValue(t.range)
            }
            return tree.number(value, unitLength: unitLength, t.range)
        case .string:
            return stringLiteral("", kind: .stringValue)
        case .kwTrue, .kwFalse:
            let t = advance()
            return tree.bool(t.kind == .kwTrue, t.range)
        case .leftParen:
            guard enterNesting() else { return tree.missingValue(.at(previousEnd)) }
            defer { depth -= 1 }
            advance()
            let inner = parseExpression()
            expect(.rightParen, "to close '('")
            tree.setRange(inner, SourceRange(start, previousEnd))
            return inner
        case .leftBracket:
            guard enterNesting() else { return tree.missingValue(.at(previousEnd)) }
            defer { depth -= 1 }
            advance()
            let items = tree.mark
            while token.kind != .rightBracket && token.kind != .endOfFile && token.kind != .rightBrace {
                let before = token.start
                let item = parseExpression()
                tree.append(item)
                if !consume(.comma) { break }
                if token.start == before { break }
            }
            expect(.rightBracket, "to close '['")
            return tree.collect(.valueList, from: items, SourceRange(start, previousEnd))
        case .identifier:
            let components = tree.mark
            let first = tree.identifier(advance().range)
            tree.append(first)
            while token.kind == .dot && next.kind == .identifier {
                advance()
                let name = tree.identifier(advance().range)
                tree.append(name)
            }
            if token.kind == .leftParen {
                let callee = tree.collect(.list, from: components, SourceRange(start, previousEnd))
                let arguments = argumentList()
                return tree.call(callee: callee, arguments: arguments, range: SourceRange(start, previousEnd))
            }
            return tree.collect(.name, from: components, SourceRange(start, previousEnd))
        default:
            reportExpected("a value", "here")
            return tree.missingValue(.at(previousEnd))
        }
    }

    /// `(label: value, value, …)`: a list node, `.none` when it holds nothing.
    mutating func argumentList() -> SyntaxID {
        guard enterNesting() else { return .none }
        defer { depth -= 1 }
        advance()
        let arguments = tree.mark
        while token.kind != .rightParen && token.kind != .endOfFile && token.kind != .rightBrace && token.kind != .leftBrace {
            let before = token.start
            var label = SyntaxID.none
            if token.kind == .identifier && next.kind == .colon {
                label = tree.identifier(advance().range)
                advance()
            }
            let value = parseValue()
            let argumentStart = tree.range(label == .none ? value : label).start
            let argument = tree.argument(label: label, value: value, range: SourceRange(argumentStart, previousEnd))
            tree.append(argument)
            if consume(.comma) { continue }
            if token.kind != .rightParen {
                reportExpected("',' or ')'", "in the argument list")
                // `(start: 0.2 length: 0.5)`: only the comma is missing.
                if token.kind == .identifier && next.kind == .colon { continue }
                // `scale(0.5` at the end of a line, or `(duration: 0.5 {`: only the ')' is missing.
                if isOnNewLine || token.kind == .leftBrace || token.kind == .rightBrace {
                    return tree.list(from: arguments)
                }
                recover { $0.token.kind == .rightParen || $0.token.kind == .comma || $0.token.kind == .leftBrace }
                _ = consume(.comma)
            }
            if token.start == before { advance() }
        }
        expect(.rightParen, "to close the argument list")
        return tree.list(from: arguments)
    }

    /// Counts one level of nesting; past the limit, reports once and skips the rest of the group.
    mutating func enterNesting() -> Bool {
        if depth >= Parser.maximumDepth {
            error(
                .nestingTooDeep,
                "expression nested more than \(Parser.maximumDepth) levels deep; simplify it",
                at: token.range
            )
            if token.kind == .leftParen || token.kind == .leftBracket {
                skipBalancedGroup()
            } else {
                advance()
            }
            return false
        }
        depth += 1
        return true
    }

    /// A number token's value and the length of its unit suffix (0 without one).
    private func numberLiteral(_ t: Token) -> (value: Double, unitLength: Int) {
        var end = t.end
        while end > t.start && Lexer.isIdentifierStartByte(bytes[end - 1]) {
            end -= 1
        }
        // Exponents are part of the number, not a unit: `1e3` has no unit.
        if end < t.end && !Lexer.isUnit(bytes[end..<t.end]) {
            end = t.end
        }
        let unitLength = t.end - end
        if let value = Parser.simpleDecimal(bytes[t.start..<end]) { return (value, unitLength) }
        var digits = String(decoding: bytes[t.start..<end], as: UTF8.self)
        digits.removeAll { $0 == "_" }
        return (Double(digits) ?? 0, unitLength)
    }

    /// `12`, `0.35`, `1_000`: digits with at most one `.` and at most 15 significant digits, read
    /// exactly without the C library (an integer below 2⁵³ divided by an exact power of ten is
    /// correctly rounded). Anything else — exponents, long mantissas — goes to `Double(_:)`.
    static func simpleDecimal(_ text: ArraySlice<UInt8>) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fraction = -1
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if fraction >= 0 { fraction += 1 }
                if digits > 15 { return nil }
            case UInt8(ascii: "."):
                guard fraction < 0 else { return nil }
                fraction = 0
            case UInt8(ascii: "_"):
                continue
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let scale = max(fraction, 0)
        return scale == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[scale]
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
