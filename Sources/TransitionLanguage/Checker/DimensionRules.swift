import TransitionSource
import TransitionModel
import TransitionSyntax
/// The physical dimension of a number, as exponents of length (points), time (seconds) and angle
/// (radians): a length divided by a length is a plain number, a length divided by a time a speed.
struct Dimension: Equatable {
    var length = 0
    var time = 0
    var angle = 0

    static let ratio = Dimension()
    static let length = Dimension(length: 1)
    static let time = Dimension(time: 1)
    static let angle = Dimension(angle: 1)
    static let speed = Dimension(length: 1, time: -1)
    static let rate = Dimension(time: -1)

    static func * (a: Dimension, b: Dimension) -> Dimension {
        Dimension(length: a.length + b.length, time: a.time + b.time, angle: a.angle + b.angle)
    }

    static func / (a: Dimension, b: Dimension) -> Dimension {
        Dimension(length: a.length - b.length, time: a.time - b.time, angle: a.angle - b.angle)
    }

    /// What a message calls it: "a length (pt)", "a speed (pt/s)".
    var name: String {
        switch self {
        case .ratio: return "a plain number"
        case .length: return "a length (pt)"
        case .time: return "a time (s or ms)"
        case .angle: return "an angle (rad or deg)"
        case .speed: return "a speed (pt/s)"
        case .rate: return "a rate (per second)"
        default:
            let parts = [("pt", length), ("s", time), ("rad", angle)].filter { $0.1 != 0 }
                .map { $0.1 == 1 ? $0.0 : "\($0.0)^\($0.1)" }
            return "a quantity in \(parts.joined(separator: "·"))"
        }
    }

    /// The dimension and the factor to its base unit of a unit suffix (`ms` is 0.001 s).
    static func of(unit: String) -> (dimension: Dimension, scale: Double)? {
        switch unit {
        case "s": (.time, 1)
        case "ms": (.time, 0.001)
        case "rad": (.angle, 1)
        case "deg": (.angle, Double.pi / 180)
        case "pt": (.length, 1)
        default: nil
        }
    }

    /// The dimension a gesture or the container gives an input.
    static func of(_ input: ExpressionInput) -> Dimension {
        switch input {
        case .width, .height, .translationX, .translationY, .locationX, .locationY: .length
        case .velocityX, .velocityY: .speed
        case .scale, .progress: .ratio
        case .scaleVelocity: .rate
        }
    }
}

extension Quantity {
    var dimension: Dimension {
        switch self {
        case .ratio: .ratio
        case .time: .time
        case .angle: .angle
        case .length: .length
        }
    }
}

/// Checking expressions by dimension. A plain number fits any dimension (`velocity.x > 300` is a
/// speed, `translation.x / 300` reads 300 as points), so an expression's dimension is known only
/// where inputs and units decide it; two known dimensions that meet and differ are a mistake.
extension Checker {
    /// What `e` works out to: a known dimension, open (a plain number leaves it to the context,
    /// or the expression is a condition), or a mismatch already reported.
    enum DimensionCheck: Equatable {
        case known(Dimension)
        case open
        case mismatch
    }

    /// Checks that `e` is `expected` where its dimension is known (nil for a condition, which has
    /// none), and that no two dimensions inside it clash; false after reporting one mistake.
    mutating func checkDimension(_ e: Expr, expected: Dimension?, what: String) -> Bool {
        switch dimension(of: e) {
        case .mismatch:
            return false
        case .open:
            return true
        case let .known(found):
            guard let expected, found != expected else { return true }
            if case let .number(_, unit?) = e.kind {
                error(.wrongUnit, "\(what) is \(expected.name), so the unit '\(unit)' does not fit; remove it", at: e.range,
                      fixIts: [FixIt(range: SourceRange(e.range.end - unit.utf8.count, e.range.end), replacement: "")])
                return false
            }
            var notes: [DiagnosticNote] = []
            if expected == .ratio && found == .length {
                notes.append(DiagnosticNote("a progress is the fraction of a whole drag: divide by that drag's length, as in 'translation.x / width'", at: e.range))
            }
            error(.wrongUnit, "\(what) is \(expected.name), and '\(text(e.range))' is \(found.name)", at: e.range, notes: notes)
            return false
        }
    }

    private mutating func dimension(of e: Expr) -> DimensionCheck {
        switch e.kind {
        case let .number(_, unit):
            guard let unit, let (dimension, _) = Dimension.of(unit: unit) else { return .open }
            return .known(dimension)
        case let .path(components):
            return ExpressionInput.named(components).map { .known(Dimension.of($0)) } ?? .open
        case let .unary(op, operand):
            let inner = dimension(of: operand)
            switch op {
            case .negate: return inner
            case .not: return inner == .mismatch ? .mismatch : .open
            }
        case let .binary(op, a, b):
            let left = dimension(of: a)
            guard left != .mismatch else { return .mismatch }
            let right = dimension(of: b)
            guard right != .mismatch else { return .mismatch }
            switch op {
            case .multiply, .divide:
                guard case let .known(x) = left, case let .known(y) = right else { return .open }
                return .known(op == .multiply ? x * y : x / y)
            case .add, .subtract:
                return same(left, right, at: e, as: op == .add ? .sum : .difference)
            case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual:
                return same(left, right, at: e, as: .comparison) == .mismatch ? .mismatch : .open
            case .and, .or:
                return .open
            }
        case let .call(_, arguments):
            var result = DimensionCheck.open
            for argument in arguments {
                let next = dimension(of: argument.value)
                result = same(result, next, at: e, as: .arguments)
                if result == .mismatch { return .mismatch }
            }
            return result
        case .missing, .bool, .string, .sequence, .list:
            return .open
        }
    }

    /// Where two dimensions must agree.
    private enum Meeting {
        case sum, difference, comparison, arguments
    }

    /// The dimension of two sides that must agree (a sum, a comparison, the arguments of min and
    /// max), or a mismatch after reporting it at `e`.
    private mutating func same(_ left: DimensionCheck, _ right: DimensionCheck, at e: Expr, as meeting: Meeting) -> DimensionCheck {
        switch (left, right) {
        case (.mismatch, _), (_, .mismatch):
            return .mismatch
        case let (.known(x), .known(y)) where x != y:
            let written = text(e.range)
            let message = switch meeting {
            case .arguments: "'\(written)' takes \(x.name) and \(y.name) together; give its arguments one dimension"
            case .comparison: "'\(written)' compares \(x.name) with \(y.name)"
            case .sum: "'\(written)' adds \(y.name) to \(x.name)"
            case .difference: "'\(written)' subtracts \(y.name) from \(x.name)"
            }
            error(.wrongUnit, message, at: e.range)
            return .mismatch
        case (.known, _):
            return left
        case (.open, _):
            return right
        }
    }
}
