import TransitionSource
/// A tap on a view a transition kept on screen: `gesture close: tap(dim) on Sheet drives dismiss`.
/// The dimming view of a sheet, or the shrunken picture of the screen a menu slid away from, is
/// the transition's own view (`backdrop` or `snapshot … until dismiss`); a tap on it goes back from
/// the screen it was kept for. It is not interactive: the backward animator runs as a plain
/// dismiss (or pop) would, so a tap has no progress or finish rule.
public struct Tap: Sendable {
    /// The word that makes a gesture declaration a tap: `tap(dim)`.
    public static let kindName = "tap"

    /// The declared name, or one made from the screen and the view (`sheetTapDim`); scenarios say
    /// `tap close`, and the emitted recogniser carries it as `name`.
    public var name: String
    /// The screen whose transition kept the view.
    public var screen: Int
    /// `dismiss` or `pop`: the operation the view is kept until (`until dismiss`, `until pop`).
    public var operation: Operation
    /// The kept snapshot or backdrop that takes the tap, as every edge into `screen` names it.
    public var view: String
    public var range: SourceRange

    public init(name: String, screen: Int, operation: Operation, view: String, range: SourceRange) {
        self.name = name
        self.screen = screen
        self.operation = operation
        self.view = view
        self.range = range
    }

    /// The name a tap gets when the declaration gives none: the screen, then `Tap`, then the view.
    public static func defaultName(screen: String, view: String) -> String {
        screen.prefix(1).lowercased() + screen.dropFirst() + "Tap" + view.prefix(1).uppercased() + view.dropFirst()
    }
}
