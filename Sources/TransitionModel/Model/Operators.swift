import TransitionSource
/// The words the syntax and the model share: an edge's kind and the operators of expressions,
/// which the parser reads and the checked model keeps.

/// Push (`->`) or modal (`=>`).
public enum EdgeKind: String, Sendable {
    case push
    case modal
}

/// `-x`, `not x`.
public enum UnaryOperator: String, Sendable, CaseIterable {
    case negate = "-"
    case not = "not"
}

/// The infix operators, with their binding strength.
public enum BinaryOperator: String, Sendable, CaseIterable {
    case or, and
    case less = "<", greater = ">", lessEqual = "<=", greaterEqual = ">=", equal = "==", notEqual = "!="
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    /// Binding strength: `or` < `and` < comparisons < `+ -` < `* /`.
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual: 3
        case .add, .subtract: 4
        case .multiply, .divide: 5
        }
    }

    public var isComparison: Bool { precedence == 3 }
    public var isLogical: Bool { precedence <= 2 }

    /// Its position in `allCases`: how a node stores it.
    package var code: UInt8 { UInt8(BinaryOperator.allCases.firstIndex(of: self)!) }
}
