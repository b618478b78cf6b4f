/// A number as people read it in messages, hovers and test reports: at most `places` decimals,
/// no trailing zeros, no `-0` (`0.5`, `-120`, `0.333`).
public func decimalText(_ value: Double, places: Int = 3) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-infinity" : "infinity" }
    var text = String(format: "%.\(places)f", value)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
}
