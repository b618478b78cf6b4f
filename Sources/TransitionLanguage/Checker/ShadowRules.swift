/// A shadow's offset (`size(0, 12)`), its colour (`gray`), and whether its path can follow the
/// frame and corner radius of what casts it.
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
        let names = ["width", "height"]
        guard arguments.count == names.count else {
            error(.wrongArgumentCount, "\(size) takes two lengths: \(size)(width, height)", at: e.range)
            return nil
        }
        for (argument, name) in zip(arguments, names) {
            guard let label = argument.label, label.name != name else { continue }
            error(.unknownParameter, "\(size) takes width and height in that order, so this argument is '\(name)', not '\(label.name)'", at: label.range)
            return nil
        }
        var values: [ModelExpression] = []
        for (argument, name) in zip(arguments, names) {
            guard let value = lowerNumber(argument.value, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the offset's \(name)") else {
                return nil
            }
            values.append(value)
        }
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

    /// A target whose shadow animates gets one path, its rounded bounds, which moves with its
    /// frame and its corner radius: the two must move together, in the same keyframe windows
    /// and at the same pace (a corner radius with a curve of its own cannot share a path with a
    /// frame paced by the animator). Reported once, at the statement that differs.
    mutating func checkShadowPathFollows(_ tracks: [Track]) -> Bool {
        var sound = true
        var checked: [TrackTarget] = []
        for shadow in tracks where shadow.property.isShadow && !checked.contains(shadow.target) {
            checked.append(shadow.target)
            let frame = tracks.filter { $0.target == shadow.target && $0.property == .frame }
            let radius = tracks.filter { $0.target == shadow.target && $0.property == .cornerRadius }
            guard let firstFrame = frame.first, let firstRadius = radius.first else { continue }
            let windows = { (group: [Track]) in group.map { $0.window ?? KeyframeWindow(start: 0, length: 1) }.sorted { $0.start < $1.start } }
            guard windows(frame) != windows(radius) || firstFrame.curve != firstRadius.curve else { continue }
            let what = firstRadius.curve != nil && firstFrame.curve != firstRadius.curve ? "at the animator's pace (give the corner radius no curve of its own)" : "in the same keyframe windows"
            error(.shadowPathCannotFollow,
                  "the shadow of '\(shadow.target.text)' has one path, its rounded bounds, which follows both its frame and its corner radius; animate them \(what), or stop animating one",
                  at: firstRadius.range,
                  notes: [DiagnosticNote("the frame it also follows", at: firstFrame.range),
                          DiagnosticNote("the shadow", at: shadow.range)])
            sound = false
        }
        return sound
    }
}
