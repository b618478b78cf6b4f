import TransitionSource
import TransitionModel
import TransitionSyntax
/// An element's block (`element thumbnail: view { frame: rect(16, 120, 100, 100), cornerRadius: 8 }`):
/// its settings, each given once, and the geometry they state.
extension Checker {
    /// The geometry an element's block states. A mistake is reported and its setting left at the
    /// default, so the element stays declared (its uses are not reported again) while the error
    /// keeps the spec from having a model.
    mutating func checkGeometry(_ element: ElementDecl) -> (frame: RectExpression?, cornerRadius: ModelExpression) {
        var frame: RectExpression?
        var cornerRadius = leaves.constant(0)
        for (kind, setting) in knownSettings(element.settings, of: ElementSetting.self, what: "element") {
            switch kind {
            case .frame:
                frame = checkElementFrame(setting.value, element: element.name.name)
            case .cornerRadius:
                if let radius = checkElementCornerRadius(setting.value) { cornerRadius = radius }
            }
        }
        return (frame, cornerRadius)
    }

    /// The settings of a block (an element's, a screen's) that name one of `Setting`'s cases, each
    /// once: an unknown name is reported with the closest setting, a second copy with the first.
    mutating func knownSettings<Setting: RawRepresentable & CaseIterable & Hashable>(
        _ settings: some Sequence<ElementSettingDecl>, of _: Setting.Type, what: String
    ) -> [(Setting, ElementSettingDecl)] where Setting.RawValue == String {
        var known: [(Setting, ElementSettingDecl)] = []
        var given: [Setting: SourceRange] = [:]
        for setting in settings where !setting.name.isMissing {
            guard let kind = Setting(rawValue: setting.name.name) else {
                let hint = choiceHint(for: setting.name, among: Setting.allCases.map(\.rawValue))
                error(.unknownParameter, "unknown \(what) setting '\(setting.name.name)'\(hint.text)", at: setting.name.range, fixIts: hint.fixIts)
                continue
            }
            if let first = given[kind] {
                givenTwice("'\(kind.rawValue)'", at: setting.name.range, first: first)
                continue
            }
            given[kind] = setting.range
            known.append((kind, setting))
        }
        return known
    }

    /// The lengths of a geometry function (`rect(x, y, width, height)`, `size(width, height)`):
    /// as many as it has names, each labelled by its name or not at all, in order, each a length
    /// that may read the container's size; nil after reporting the first mistake.
    mutating func lowerLengths(_ arguments: SyntaxList<Argument>, of function: String, named names: [String], call e: Expr, what: String) -> [ModelExpression]? {
        let count = ["zero", "one", "two", "three", "four"][min(names.count, 4)]
        guard arguments.count == names.count else {
            error(.wrongArgumentCount, "\(function) takes \(count) lengths: \(function)(\(names.joined(separator: ", ")))", at: e.range)
            return nil
        }
        for (argument, name) in zip(arguments, names) {
            guard let label = argument.label, label.name != name else { continue }
            let order = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            error(.unknownParameter, "\(function) takes \(order) in that order, so this argument is '\(name)', not '\(label.name)'", at: label.range)
            return nil
        }
        var values: [ModelExpression] = []
        for (argument, name) in zip(arguments, names) {
            guard let value = lowerNumber(argument.value, inputs: ExpressionInput.containerInputs, quantity: .length, what: "\(what) \(name)") else {
                return nil
            }
            values.append(value)
        }
        return values
    }

    /// `rect(x, y, width, height)`: four lengths that may read the container's size, with a
    /// width and height above 0 on the reference screen.
    mutating func checkElementFrame(_ e: Expr, element: String) -> RectExpression? {
        let rect = ElementSetting.rectFunction
        guard case let .call(callee, arguments) = e.kind, callee.count == 1, callee[0].name == rect else {
            if !e.isMissing { reportFrameNotRect(e) }
            return nil
        }
        guard let values = lowerLengths(arguments, of: rect, named: ["x", "y", "width", "height"], call: e, what: "the frame's") else { return nil }
        let reference = ModelExpression.containerReader(ReferenceScreen.size)
        for (index, adjective, dimension) in [(2, "wide", "width"), (3, "tall", "height")] {
            let size = values[index].evaluate(reference)
            guard !(size > 0) else { continue }
            let onReference = values[index].inputs.isEmpty ? "" : " on the \(format(ReferenceScreen.width)) × \(format(ReferenceScreen.height)) pt reference screen"
            error(.nonPositiveElementSize,
                  "element '\(element)' is \(format(size)) pt \(adjective)\(onReference); give its frame a \(dimension) greater than 0",
                  at: arguments[index].value.range)
            return nil
        }
        return RectExpression(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A frame written some other way: `CGRect(…)`, `initial`, a number. A misspelt `rect` with
    /// its four numbers gets the name as a fix-it.
    private mutating func reportFrameNotRect(_ e: Expr) {
        let rect = ElementSetting.rectFunction
        var fixIts: [FixIt] = []
        var range = e.range
        if case let .call(callee, arguments) = e.kind {
            // The callee is what is wrong: `CGRect(16, 120, 100, 100)`.
            range = callee[0].range.union(callee[callee.count - 1].range)
            if callee.count == 1 && arguments.count == 4 { fixIts = suggestion(for: callee[0], among: [rect]).fixIts }
        }
        error(.wrongValueKind,
              "an element's frame is \(rect)(x, y, width, height) in points, in its screen's view, such as \(rect)(16, 120, 100, 100)",
              at: range, fixIts: fixIts, fixItTitle: fixIts.isEmpty ? nil : "Use '\(rect)'")
    }

    /// A length of 0 or more (the corner radius of the element's layer).
    private mutating func checkElementCornerRadius(_ e: Expr) -> ModelExpression? {
        guard let value = lowerNumber(e, inputs: ExpressionInput.containerInputs, quantity: .length, what: "the corner radius") else { return nil }
        if let c = value.constantValue, c < 0 {
            error(.negativeLength, "a corner radius cannot be negative", at: e.range)
            return nil
        }
        return value
    }
}
