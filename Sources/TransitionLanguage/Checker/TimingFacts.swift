import TransitionSource
import TransitionModel
import TransitionSyntax
/// Facts about timing that editors show (the language server's hover) and that the checker already
/// computes, published here so no back end re-derives them.
extension Timing {
    /// The timing of an animator that gives no parameters: 0.35 s, no delay, ease-in-out.
    public static var animatorDefault: Timing { Checker.defaultTiming }
}
