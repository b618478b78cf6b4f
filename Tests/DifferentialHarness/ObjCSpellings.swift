import Foundation

/// The one place the harness changes emitted Swift before compiling it against the runtime
/// UIKit: Linux has no Objective-C runtime, so exactly these spellings are rewritten, and nothing
/// else.
///
/// - `@objc` attributes are removed (there is nothing to expose methods to);
/// - `#selector(method(_:))` becomes `Selector(Self.method(_:), named: "method(_:)")`: the runtime's
///   `Selector` holds the method unapplied, which its target–action dispatch calls on the target it
///   holds weakly (as UIKit does), and its name, which `responds(to:)` compares;
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
        "navigationControllerSupportedInterfaceOrientations", "navigationControllerPreferredInterfaceOrientationForPresentation",
    ]

    public static func rewrite(_ source: String) -> String {
        var text = source.replacingOccurrences(of: "@objc ", with: "")
        text = text.replacingOccurrences(of: #"#selector\(([A-Za-z_][A-Za-z0-9_]*\([A-Za-z0-9_:]*\))\)"#, with: #"Selector(Self.$1, named: "$1")"#,
                                         options: .regularExpression)
        for name in optionalRequirements {
            text = text.replacingOccurrences(of: ".\(name)?(", with: ".\(name)(")
        }
        return text
    }
}
