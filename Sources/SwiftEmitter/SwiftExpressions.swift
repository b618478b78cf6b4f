import Foundation
import TransitionCore
import TransitionModel
import TransitionSource

/// Model values spelt as Swift expressions. Every expression is small and typed by its context
/// (a `CGFloat` parameter, a typed `let`), so swiftc never has to search literal types.
enum SwiftExpressions {
    /// `UIView.AutoresizingMask` as an option-set literal: `[.flexibleWidth, .flexibleHeight]`.
    static func autoresizingMask(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"), (.flexibleRightMargin, "flexibleRightMargin"),
            (.flexibleTopMargin, "flexibleTopMargin"), (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ]
        return "[" + names.filter { mask.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    /// A number literal: `2.0`, `0.01`, `-10.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(format: "%.1f", value) }
        return "\(value)"
    }

    /// `expression` as a `CGFloat` expression, reading inputs through `input` (for example `width`
    /// -> the local `width`, `translation.x` -> `translation.x`).
    static func number(_ expression: ModelExpression, input: (ExpressionInput) -> String) -> String {
        numeric(expression, input: input, nested: false)
    }

    /// `expression` as a `Bool` expression: comparisons and `and`/`or`/`not` directly, any other
    /// number as `!= 0`, the model's meaning of truth.
    static func condition(_ expression: ModelExpression, input: (ExpressionInput) -> String) -> String {
        boolean(expression, input: input, nested: false)
    }

    private static func numeric(_ e: ModelExpression, input: (ExpressionInput) -> String, nested: Bool) -> String {
        switch e {
        case let .constant(value):
            let text = number(value)
            return nested && value < 0 ? "(\(text))" : text
        case let .input(name):
            return input(name)
        case let .negate(inner):
            let text = "-" + numeric(inner, input: input, nested: true)
            return nested ? "(\(text))" : text
        case .not, .binary(.less, _, _), .binary(.greater, _, _), .binary(.lessEqual, _, _),
             .binary(.greaterEqual, _, _), .binary(.equal, _, _), .binary(.notEqual, _, _),
             .binary(.and, _, _), .binary(.or, _, _):
            return "(\(boolean(e, input: input, nested: true)) ? 1.0 : 0.0)"
        case let .binary(op, a, b):
            // The arithmetic operators are spelt as in Swift (`BinaryOperator.rawValue`).
            let text = "\(numeric(a, input: input, nested: true)) \(op.rawValue) \(numeric(b, input: input, nested: true))"
            return nested ? "(\(text))" : text
        case let .function(function, arguments):
            let values = arguments.map { numeric($0, input: input, nested: false) }
            switch function {
            case .abs: return "abs(\(values.first ?? "0.0"))"
            case .min, .max:
                if values.count == 1 { return values[0] }
                return "\(function.rawValue)(\(values.joined(separator: ", ")))"
            }
        }
    }

    private static func boolean(_ e: ModelExpression, input: (ExpressionInput) -> String, nested: Bool) -> String {
        let text: String
        switch e {
        case let .not(inner):
            return "!" + boolean(inner, input: input, nested: true)
        case let .binary(op, a, b) where op.isLogical:
            // Comparisons bind tighter than && and ||, so only a nested && or || gets parentheses.
            let symbol = op == .and ? "&&" : "||"
            func operand(_ x: ModelExpression) -> String {
                if case let .binary(inner, _, _) = x, inner.isComparison { return boolean(x, input: input, nested: false) }
                return boolean(x, input: input, nested: true)
            }
            text = "\(operand(a)) \(symbol) \(operand(b))"
        case let .binary(op, a, b) where op.isComparison:
            // The comparisons are spelt as in Swift (`BinaryOperator.rawValue`).
            text = "\(numeric(a, input: input, nested: true)) \(op.rawValue) \(numeric(b, input: input, nested: true))"
        case .constant, .input, .negate, .binary, .function:
            text = "\(numeric(e, input: input, nested: true)) != 0"
        }
        return nested ? "(\(text))" : text
    }

    // MARK: - Transforms

    /// An angle as an engineer writes it: a constant that is a whole or decimal number of degrees
    /// as `-2 * .pi / 180` (or `.pi / 2`), any other angle in radians as a number.
    static func radians(_ angle: ModelExpression, input: (ExpressionInput) -> String) -> String {
        guard let value = angle.constantValue, value != 0 else { return number(angle, input: input) }
        let degrees = value * 180 / .pi
        let rounded = (degrees * 1000).rounded() / 1000
        guard abs(degrees - rounded) < 1e-9 else { return number(angle, input: input) }
        switch rounded {
        case 180: return ".pi"
        case -180: return "-.pi"
        case 90: return ".pi / 2"
        case -90: return "-.pi / 2"
        default:
            let text = rounded == rounded.rounded() ? Int(checked: rounded).map(String.init) ?? "\(rounded)" : "\(rounded)"
            return "\(text) * .pi / 180"
        }
    }

    /// A transform chain as a `CGAffineTransform`. The model applies steps left to right, as
    /// `CATransform3DConcat(a, b)` does (a first, then b), which is `a.concatenating(b)`. A chain
    /// with a step outside the screen's plane never gets here: the plan animates it as a
    /// `CATransform3D` (`TrackPlan.transformIs3D`, `layerTransform`).
    static func affineTransform(_ steps: [TransformStep], input: (ExpressionInput) -> String) -> String {
        let parts = steps.compactMap { step -> String? in
            switch step {
            case let .translate(x, y):
                "CGAffineTransform(translationX: \(number(x, input: input)), y: \(number(y, input: input)))"
            case let .scale(x, y):
                "CGAffineTransform(scaleX: \(number(x, input: input)), y: \(number(y, input: input)))"
            case let .rotate(angle):
                "CGAffineTransform(rotationAngle: \(radians(angle, input: input)))"
            case .rotateX, .rotateY, .perspective:
                nil
            }
        }
        // Always assigned to a view's `transform`, which gives `.identity` its type.
        guard let first = parts.first else { return ".identity" }
        return parts.dropFirst().reduce(first) { "\($0).concatenating(\($1))" }
    }

    /// A transform chain as a `CATransform3D`, steps concatenated left to right. A perspective
    /// is the file's `perspective(_:)` helper (`m34 = -1 / distance`, see
    /// `AnimatorEmitter.writePerspective`), concatenated last as the checker requires.
    static func layerTransform(_ steps: [TransformStep], input: (ExpressionInput) -> String) -> String {
        guard !steps.isEmpty else { return "CATransform3DIdentity" }
        let parts = steps.map { step -> String in
            switch step {
            case let .translate(x, y):
                "CATransform3DMakeTranslation(\(number(x, input: input)), \(number(y, input: input)), 0.0)"
            case let .scale(x, y):
                "CATransform3DMakeScale(\(number(x, input: input)), \(number(y, input: input)), 1.0)"
            case let .rotate(angle):
                "CATransform3DMakeRotation(\(radians(angle, input: input)), 0.0, 0.0, 1.0)"
            case let .rotateX(angle):
                "CATransform3DMakeRotation(\(radians(angle, input: input)), 1.0, 0.0, 0.0)"
            case let .rotateY(angle):
                "CATransform3DMakeRotation(\(radians(angle, input: input)), 0.0, 1.0, 0.0)"
            case let .perspective(distance):
                "perspective(\(number(distance, input: input)))"
            }
        }
        return parts.dropFirst().reduce(parts[0]) { "CATransform3DConcat(\($0), \($1))" }
    }

    /// Every input an animated value reads (`width`, `height`).
    static func inputs(of value: AnimatedValue) -> [ExpressionInput] {
        switch value {
        case let .scalar(e): e.inputs
        case let .transform(steps): steps.flatMap { $0.operands.flatMap(\.inputs) }
        case let .frame(frame): frame.dx.inputs + frame.dy.inputs
        case .cornerRadius, .color: []
        case let .size(width, height): width.inputs + height.inputs
        case let .roundedBounds(size, radius): (size.map { inputs(of: .frame($0)) } ?? []) + (radius.map(inputs(of:)) ?? [])
        }
    }

    // MARK: - Curves

    /// The Core Animation timing function for a Bézier: UIKit's name when it has one.
    static func mediaTimingFunction(_ curve: TimingCurve, named: String?) -> String {
        switch named {
        case "linear": "CAMediaTimingFunction(name: .linear)"
        case "easeIn": "CAMediaTimingFunction(name: .easeIn)"
        case "easeOut": "CAMediaTimingFunction(name: .easeOut)"
        case "easeInOut": "CAMediaTimingFunction(name: .easeInEaseOut)"
        default:
            // The initialiser takes Floats: each is written as the shortest Float literal, the
            // spec's number (the plan holds it rounded to single precision, as Core Animation does).
            "CAMediaTimingFunction(controlPoints: \([curve.x1, curve.y1, curve.x2, curve.y2].map { "\(Float($0))" }.joined(separator: ", ")))"
        }
    }

    /// `CAMediaTimingFillMode` for the core's fill mode.
    static func fillMode(_ mode: FillMode) -> String {
        switch mode {
        case .removed: ".removed"
        case .forwards: ".forwards"
        case .backwards: ".backwards"
        case .both: ".both"
        }
    }
}
