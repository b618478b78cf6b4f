import TransitionSource
import TransitionModel
import TransitionSyntax
/// The syntax's names for the model's inputs: what the checker reads a dotted name as.
extension ExpressionInput {
    /// The input a name or dotted name spells (`width`, `translation.x`), found without joining
    /// the parts into a new string.
    public static func named<Parts: RandomAccessCollection>(_ parts: Parts) -> ExpressionInput? where Parts.Element == Identifier, Parts.Index == Int {
        switch parts.count {
        case 1:
            switch parts[0].name {
            case "width": return .width
            case "height": return .height
            case "scale": return .scale
            case "scaleVelocity": return .scaleVelocity
            case "progress": return .progress
            default: return nil
            }
        case 2:
            let horizontal: Bool
            switch parts[1].name {
            case "x": horizontal = true
            case "y": horizontal = false
            default: return nil
            }
            switch parts[0].name {
            case "translation": return horizontal ? .translationX : .translationY
            case "velocity": return horizontal ? .velocityX : .velocityY
            case "location": return horizontal ? .locationX : .locationY
            default: return nil
            }
        default:
            return nil
        }
    }
}
