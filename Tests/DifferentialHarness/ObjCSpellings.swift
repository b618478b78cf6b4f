/// The one place the harness changes emitted Swift before compiling it against the runtime
/// UIKit: Linux has no Objective-C runtime, so exactly these spellings are rewritten, and nothing
/// else.
///
/// - `@objc` attributes are removed (there is nothing to expose methods to);
/// - `#selector(method(_:))` becomes `Selector(method(_:))`: the runtime's `Selector` holds the
///   method itself, which is how its target–action dispatch calls it;
/// - an optional-requirement call on a delegate protocol, `delegate?.navigationController?(…)`,
///   loses the `?` before its argument list: Objective-C optional requirements do not exist in
///   Swift without the Objective-C runtime, so the runtime declares them as requirements with
///   UIKit's do-nothing defaults. Only the optional methods of UIKit's delegate protocols are
///   matched (by name), so an optional closure property called with `?(` is left alone.
public enum ObjCSpellings {
    /// The optional requirements of UIKit delegate protocols the runtime declares.
    static let optionalRequirements = [
        "navigationController", "animationController", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "gestureRecognizerShouldBegin", "gestureRecognizer",
    ]

    public static func rewrite(_ source: String) -> String {
        var text = source.replacingOccurrences(of: "@objc ", with: "")
        text = text.replacingOccurrences(of: "#selector(", with: "Selector(")
        for name in optionalRequirements {
            text = text.replacingOccurrences(of: ".\(name)?(", with: ".\(name)(")
        }
        return text
    }
}
