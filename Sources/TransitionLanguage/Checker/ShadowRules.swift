import TransitionSource
import TransitionModel
import TransitionSyntax
/// A shadow's offset (`size(0, 12)`), its colour (`gray`), and whether the shadow can show at all
/// on what casts it.
extension Checker {
    /// `size(width, height)`: two lengths that may read the container's size, written like an
    /// element's `rect(x, y, width, height)`. A two-number call under another name
    /// (`translate(0, 12)`, `CGSize(0, 12)`, `offset(0, 12)`) gets the name as its fix-it.
    mutating func checkShadowOffset(_ e: Expr) -> AnimatedValue? {
        let size = AnimatedProperty.sizeFunction
        guard case let .call(callee, arguments) = e.kind, callee.count == 1, callee[0].name == size else {
            if !e.isMissing { reportOffsetNotSize(e) }
            return nil
        }
        guard let values = lowerLengths(arguments, of: size, named: ["width", "height"], call: e, what: "the offset's") else { return nil }
        return .size(values[0], values[1])
    }

    /// An offset written some other way: a number, a transform step, `CGSize(…)`.
    private mutating func reportOffsetNotSize(_ e: Expr) {
        let size = AnimatedProperty.sizeFunction
        var fixIts: [FixIt] = []
        var range = e.range
        if case let .call(callee, arguments) = e.kind {
            // The callee is what is wrong: its two numbers are the offset.
            range = callee[0].range.union(callee[callee.count - 1].range)
            let labels = arguments.map { $0.label?.name }
            if arguments.count == 2, labels == [nil, nil] || labels == ["width", "height"] { fixIts = [FixIt(range: range, replacement: size)] }
        }
        error(.wrongValueKind,
              "a shadow's offset is \(size)(width, height) in points, such as \(size)(0, 12) for a shadow 12 pt below its view",
              at: range, fixIts: fixIts, fixItTitle: fixIts.isEmpty ? nil : "Use '\(size)'")
    }

    /// `black`, `white` or `gray`: the named colours a backdrop takes too. UIKit's spelling of one
    /// (`UIColor.black`) gets the name as its fix-it.
    mutating func checkShadowColor(_ e: Expr) -> NamedColor? {
        let names = NamedColor.allCases.map(\.rawValue)
        guard case let .path(parts) = e.kind, parts.count == 1, !parts[0].isMissing else {
            guard !e.isMissing else { return nil }
            var fixIts: [FixIt] = []
            if case let .path(parts) = e.kind, let last = parts.last, NamedColor(rawValue: last.name) != nil {
                fixIts = [FixIt(range: e.range, replacement: last.name)]
            }
            error(.wrongValueKind, "a shadow's colour is a named colour: \(Checker.useOneOf(names))", at: e.range,
                  fixIts: fixIts, fixItTitle: fixIts.first.map { "Use '\($0.replacement)'" })
            return nil
        }
        guard let color = NamedColor(rawValue: parts[0].name) else {
            let hint = choiceHint(for: parts[0], among: names)
            error(.unknownOption, "a shadow's colour is black, white or gray, not '\(parts[0].name)'\(hint.fixIts.isEmpty ? "" : hint.text)",
                  at: parts[0].range, fixIts: hint.fixIts)
            return nil
        }
        return color
    }

    /// A view or a picture whose corner radius animates is clipped to its rounded bounds (the
    /// emitted code sets `clipsToBounds`, so its content rounds too), and a layer that masks to
    /// its bounds draws nothing outside them, its shadow included
    /// (https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds): a shadow
    /// animated on it never shows. A layer element or a backdrop is not clipped, so it can do both.
    mutating func checkShadowShows(_ tracks: [Track], snapshots: [Snapshot]) {
        var reported: [TrackTarget] = []
        for shadow in tracks where shadow.property.isShadow && !reported.contains(shadow.target) {
            guard Self.clipsWhenRounded(shadow.target, snapshots: snapshots),
                  let radius = tracks.first(where: { $0.target == shadow.target && $0.property == .cornerRadius }) else { continue }
            reported.append(shadow.target)
            warning(.shadowClipped,
                    """
                        the shadow of '\(shadow.target.text)' will not show: its corner radius animates, so it is clipped to its \
                        rounded bounds (clipsToBounds, which rounds its content too), and a layer that clips draws no shadow outside \
                        them; cast the shadow from a view that is not clipped, such as a backdrop below it that moves and rounds with \
                        it
                        """,
                    at: shadow.range,
                    notes: [DiagnosticNote("the corner radius that clips it", at: radius.range)])
        }
    }

    /// Whether rounding the target's corners clips it: views and pictures yes, layers and
    /// backdrops no.
    private static func clipsWhenRounded(_ target: TrackTarget, snapshots: [Snapshot]) -> Bool {
        switch target {
        case .view: true
        case let .snapshot(name): snapshots.first { $0.name == name }?.source.clipsWhenRounded ?? true
        case let .element(_, _, kind): kind == .view
        case .mask: false
        }
    }
}
