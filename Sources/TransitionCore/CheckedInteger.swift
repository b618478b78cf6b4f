/// The one conversion from a floating-point number to an integer. `Int(_:)` of a `Double` traps
/// on NaN, an infinity or a value beyond `Int`'s range, and a spec's numbers can reach any of
/// them (`width * 1e12 * 1e12`); every conversion in transc goes through this initialiser, which
/// answers nil instead, so the caller decides what an out-of-range value means (a diagnostic, a
/// clamped count, the number printed as a `Double`).
extension Int {
    /// `value` truncated toward zero, as `Int(_:)` does, or nil when it is NaN, infinite, or
    /// 2⁵³ or more in magnitude (past which a `Double` no longer holds every whole number, so no
    /// count or printed integer from one is meaningful).
    public init?(checked value: Double) {
        guard value.isFinite, Swift.abs(value) < Int.exactDoubleLimit else { return nil }
        self.init(value)
    }

    /// 2⁵³: every whole number below it in magnitude is a `Double`.
    public static let exactDoubleLimit: Double = 9_007_199_254_740_992
}
