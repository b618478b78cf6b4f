/// Expressions: values, transform chains, curves, gesture progress and finish rules.
extension Parser {
    /// A property value: an expression, or a chain of transforms applied left to right
    /// (`translate(0, -10) scale(150)`). A chain ends at the end of its line, so a statement that
    /// starts with a call on the next line (`keyframe(…) { … }`) is not swallowed.
    mutating func parseValue() -> Expr {
        let first = parseExpression()
        guard case .call = first.kind, continuesTransformChain() else { return first }
        var items = [first]
        while continuesTransformChain() {
            items.append(parsePrimary())
        }
        return Expr(.sequence(items), SourceRange(first.range.start, previousEnd))
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
    mutating func parseExpression(minimum: Int = 1) -> Expr {
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
            lhs = Expr(.binary(op, lhs, rhs), lhs.range.union(rhs.range))
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

    private mutating func parseUnary() -> Expr {
        if token.kind == .minus || token.kind == .kwNot {
            let op: UnaryOperator = token.kind == .minus ? .negate : .not
            let start = advance().start
            guard enterNesting() else { return Expr(.missing, .at(previousEnd)) }
            defer { depth -= 1 }
            let operand = parseUnary()
            return Expr(.unary(op, operand), SourceRange(start, operand.range.end))
        }
        return parsePrimary()
    }

    mutating func parsePrimary() -> Expr {
        let start = token.start
        switch token.kind {
        case .number:
            let t = advance()
            let kind = numberLiteral(t)
            if case let .number(value, _) = kind, !value.isFinite {
                error(.malformedNumber, "number '\(text(t))' is too large; write a value below 1e300", at: t.range)
                return Expr(.missing, t.range)
            }
            return Expr(kind, t.range)
        case .string:
            let literal = stringLiteral("")
            return Expr(.string(literal.value), literal.range)
        case .kwTrue, .kwFalse:
            let t = advance()
            return Expr(.bool(t.kind == .kwTrue), t.range)
        case .leftParen:
            guard enterNesting() else { return Expr(.missing, .at(previousEnd)) }
            defer { depth -= 1 }
            advance()
            var inner = parseExpression()
            expect(.rightParen, "to close '('")
            inner.range = SourceRange(start, previousEnd)
            return inner
        case .leftBracket:
            guard enterNesting() else { return Expr(.missing, .at(previousEnd)) }
            defer { depth -= 1 }
            advance()
            var items: [Expr] = []
            while token.kind != .rightBracket && token.kind != .endOfFile && token.kind != .rightBrace {
                let before = token.start
                items.append(parseExpression())
                if !consume(.comma) { break }
                if token.start == before { break }
            }
            expect(.rightBracket, "to close '['")
            return Expr(.list(items), SourceRange(start, previousEnd))
        case .identifier:
            var components = [Identifier(text(token), token.range)]
            advance()
            while token.kind == .dot && next.kind == .identifier {
                advance()
                let t = advance()
                components.append(Identifier(text(t), t.range))
            }
            if token.kind == .leftParen {
                let arguments = argumentList()
                return Expr(.call(callee: components, arguments: arguments), SourceRange(start, previousEnd))
            }
            return Expr(.path(components), SourceRange(start, previousEnd))
        default:
            reportExpected("a value", "here")
            return Expr(.missing, .at(previousEnd))
        }
    }

    /// `(label: value, value, …)`.
    mutating func argumentList() -> [Argument] {
        guard enterNesting() else { return [] }
        defer { depth -= 1 }
        advance()
        var arguments: [Argument] = []
        while token.kind != .rightParen && token.kind != .endOfFile && token.kind != .rightBrace && token.kind != .leftBrace {
            let before = token.start
            var label: Identifier?
            if token.kind == .identifier && next.kind == .colon {
                let t = advance()
                label = Identifier(text(t), t.range)
                advance()
            }
            let value = parseValue()
            arguments.append(Argument(label: label, value: value, range: SourceRange(label?.range.start ?? value.range.start, previousEnd)))
            if consume(.comma) { continue }
            if token.kind != .rightParen {
                reportExpected("',' or ')'", "in the argument list")
                // `(start: 0.2 length: 0.5)`: only the comma is missing.
                if token.kind == .identifier && next.kind == .colon { continue }
                // `scale(0.5` at the end of a line, or `(duration: 0.5 {`: only the ')' is missing.
                if isOnNewLine || token.kind == .leftBrace || token.kind == .rightBrace { return arguments }
                recover { $0.token.kind == .rightParen || $0.token.kind == .comma || $0.token.kind == .leftBrace }
                _ = consume(.comma)
            }
            if token.start == before { advance() }
        }
        expect(.rightParen, "to close the argument list")
        return arguments
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

    private func numberLiteral(_ t: Token) -> Expr.Kind {
        var end = t.end
        while end > t.start && Lexer.isIdentifierStartByte(bytes[end - 1]) {
            end -= 1
        }
        // Exponents are part of the number, not a unit: `1e3` has no unit.
        var unit: String?
        if end < t.end {
            if Lexer.isUnit(bytes[end..<t.end]) {
                unit = String(decoding: bytes[end..<t.end], as: UTF8.self)
            } else {
                end = t.end
            }
        }
        if let value = Parser.simpleDecimal(bytes[t.start..<end]) { return .number(value, unit: unit) }
        var digits = String(decoding: bytes[t.start..<end], as: UTF8.self)
        digits.removeAll { $0 == "_" }
        return .number(Double(digits) ?? 0, unit: unit)
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
