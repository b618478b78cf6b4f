/// Facts about timing that editors show (the language server's hover) and that the checker already
/// computes, published here so no back end re-derives them.
extension Timing {
    /// The timing of an animator that gives no parameters: 0.35 s, no delay, ease-in-out.
    public static var animatorDefault: Timing { Checker.defaultTiming }
}

extension Curve {
    /// For a spring over `duration` seconds, the time after which it stays within 0.1 % of its
    /// target (the rule behind the T0901 warning); nil for a Bézier curve or a spring that never
    /// settles.
    public func settlingTime(duration: Double) -> Double? {
        guard let time = spring(duration: duration)?.settlingTime(), time.isFinite else { return nil }
        return time
    }
}

extension Timing {
    /// How long the animations run. The declared duration, except for an iOS 17 bounce spring:
    /// its duration is perceptual and UIKit runs it until it rests (within 0.1 % of its target),
    /// so the interpreter must too.
    public var runningDuration: Double {
        guard case .springBounce = curve, let settle = curve.settlingTime(duration: duration) else { return duration }
        return max(duration, settle)
    }
}
