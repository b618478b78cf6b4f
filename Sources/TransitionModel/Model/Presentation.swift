import TransitionCore
import TransitionSource

/// How a modal edge presents its screen (`style:`): the language's presentation styles, each one
/// UIKit `modalPresentationStyle` and what it does to the two screens' views. The checker, the
/// interpreter, the emitter and hover read it here.
public enum Presentation: Sendable, Hashable {
    /// `.fullScreen`: UIKit removes the presenter's view once the present completes.
    case fullScreen
    /// `.overFullScreen`: the presenter's view stays where it is, under the presented screen.
    case overFullScreen
    /// `sheet(height: h)`: `.custom`, with a presentation controller that gives the presented screen
    /// the bottom `h` points of the container (an expression of its `width` and `height`, clamped to
    /// the container) and keeps the presenter's view in place.
    case sheet(height: ModelExpression)

    /// The spellings `style:` accepts, for messages and completion.
    public static let spellings = ["fullScreen", "overFullScreen", "sheet(height:)"]

    /// The plain styles by name; `sheet` takes an argument.
    public static func named(_ name: String) -> Presentation? {
        switch name {
        case "fullScreen": .fullScreen
        case "overFullScreen": .overFullScreen
        default: nil
        }
    }

    /// The word of the sheet style: `sheet(height: …)`.
    public static let sheetName = "sheet"

    /// The core's (and UIKit's) `modalPresentationStyle`.
    public var style: PresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .sheet: .custom
        }
    }

    /// The presented view's frame in a container of `size`, the presentation controller's
    /// `frameOfPresentedViewInContainerView`; nil where the presented view fills the container.
    public func presentedFrame(in size: Size) -> Rect? {
        switch self {
        case .fullScreen, .overFullScreen:
            return nil
        case let .sheet(height):
            let sheet = Presentation.clampedSheetHeight(height.evaluate(ModelExpression.containerReader(size)), in: size)
            return Rect(x: 0, y: size.height - sheet, width: size.width, height: sheet)
        }
    }

    /// A sheet is never taller than its container nor shorter than nothing; the emitted presentation
    /// controller clamps the same way.
    static func clampedSheetHeight(_ height: Double, in size: Size) -> Double {
        min(max(height, 0), size.height)
    }
}
