import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// `textDocument/hover`: what the thing under the cursor is, in markdown — a screen's view
/// controller and elements, an animator's timing, a curve's control points or a spring's settle
/// time, an edge's animators, a gesture's rules — and where it is used.
///
/// Values come from the checked model when the file has no errors; otherwise the hover shows the
/// declaration as written.
struct HoverFeature {
    let context: FeatureContext
    let index: WorkspaceIndex
    let syntax: SyntaxLookup

    init(context: FeatureContext, index: WorkspaceIndex) {
        self.context = context
        self.index = index
        self.syntax = SyntaxLookup(context.compilation)
    }

    func hover(at offset: Int) -> JSONValue {
        guard let (markdown, range) = describe(at: offset) else { return .null }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", context.source.range(range, encoding: context.encoding)),
        ])
    }

    private func describe(at offset: Int) -> (String, SourceRange)? {
        if let site = CurveSite.find(at: offset, in: context.compilation.syntax) {
            return (describeCurve(site), site.expression.range)
        }
        if let (graph, edge) = syntax.edge(arrowAt: offset) {
            return (describeEdge(edge, graph: graph), edge.arrowRange)
        }
        if let (graph, edge, role) = syntax.role(keywordAt: offset) {
            return (describeRoleKeyword(role, edge: edge, graph: graph), role.animator.range)
        }
        if let (kind, range) = transformStep(at: offset) {
            return ("`\(kind.signature)`: \(kind.meaning). Steps of a transform apply left to right.", range)
        }
        if let range = sizeFunction(at: offset) {
            return ("`\(AnimatedProperty.sizeFunction)(width, height)`: a shadow's offset in points, `CGSize(width:height:)`; a positive height puts the shadow below its view.", range)
        }
        if let (property, range) = animatedProperty(at: offset) {
            return (property.meaning + ".", range)
        }
        if let (mode, range) = keyframeMode(at: offset) {
            return (Self.describe(mode), range)
        }
        if let (setting, range) = elementSetting(at: offset) {
            return ("`\(setting.signature)`: \(setting.meaning). " + Self.standIn, range)
        }
        if let found = statementKeyword(at: offset) {
            return found
        }
        guard let occurrence = index.own.occurrence(at: offset) else { return nil }
        let text: String?
        switch occurrence.key {
        case let .graph(name): text = describeGraph(name)
        case let .screen(graph, name): text = describeScreen(name, graph: graph)
        case let .element(name): text = describeElement(name)
        case let .animator(name): text = describeAnimator(name)
        case let .gesture(graph, name): text = describeGesture(name, graph: graph)
        case let .snapshot(name): text = describeSnapshot(name)
        }
        guard let text else { return nil }
        return (text + usage(of: occurrence.key), occurrence.range)
    }

    /// A transform step's name under the cursor: a word `TransformStepKind` knows, called.
    private func transformStep(at offset: Int) -> (TransformStepKind, SourceRange)? {
        let tokens = Lexer.tokenize(context.source.bytes).tokens
        guard let i = tokens.firstIndex(where: { $0.start <= offset && offset < $0.end }), tokens[i].kind == .identifier,
              i + 1 < tokens.count, tokens[i + 1].kind == .leftParen, i == 0 || tokens[i - 1].kind != .dot else { return nil }
        let range = SourceRange(tokens[i].start, tokens[i].end)
        guard let kind = TransformStepKind(rawValue: context.source.text(range)) else { return nil }
        return (kind, range)
    }

    /// `size` called under the cursor: a shadow offset's function.
    private func sizeFunction(at offset: Int) -> SourceRange? {
        let tokens = Lexer.tokenize(context.source.bytes).tokens
        guard let i = tokens.firstIndex(where: { $0.start <= offset && offset < $0.end }), tokens[i].kind == .identifier,
              i + 1 < tokens.count, tokens[i + 1].kind == .leftParen, i == 0 || tokens[i - 1].kind != .dot else { return nil }
        let range = SourceRange(tokens[i].start, tokens[i].end)
        return context.source.text(range) == AnimatedProperty.sizeFunction ? range : nil
    }

    /// An animated property's name under the cursor: a word after a dot (`to.shadowOffset`),
    /// followed by `:` or its own `(curve: …)`, in an animator.
    private func animatedProperty(at offset: Int) -> (AnimatedProperty, SourceRange)? {
        let tokens = Lexer.tokenize(context.source.bytes).tokens
        guard let i = tokens.firstIndex(where: { $0.start <= offset && offset < $0.end }), tokens[i].kind == .identifier,
              i > 0, tokens[i - 1].kind == .dot, i + 1 < tokens.count,
              tokens[i + 1].kind == .colon || tokens[i + 1].kind == .leftParen else { return nil }
        guard context.compilation.syntax.declarations.contains(where: { declaration in
            if case let .animator(animator) = declaration { return animator.range.start <= offset && offset < animator.range.end }
            return false
        }) else { return nil }
        let range = SourceRange(tokens[i].start, tokens[i].end)
        return AnimatedProperty(rawValue: context.source.text(range)).map { ($0, range) }
    }

    /// The value of a `keyframes:` argument under the cursor (an animator's, or an edge's override).
    private func keyframeMode(at offset: Int) -> (KeyframeMode, SourceRange)? {
        let tokens = Lexer.tokenize(context.source.bytes).tokens
        guard let i = tokens.firstIndex(where: { $0.start <= offset && offset < $0.end }), tokens[i].kind == .identifier, i >= 2,
              tokens[i - 1].kind == .colon, context.source.text(tokens[i - 2].range) == KeyframeMode.parameter else { return nil }
        let range = SourceRange(tokens[i].start, tokens[i].end)
        return KeyframeMode(rawValue: context.source.text(range)).map { ($0, range) }
    }

    /// A keyframe mode: what it does, and the UIKit it becomes.
    static func describe(_ mode: KeyframeMode) -> String {
        "`keyframes: \(mode.rawValue)`: \(mode.meaning). The emitted code passes `options: [.\(mode.keyframeOption)]` to `UIView.animateKeyframes` "
            + "and sets `calculationMode = .\(mode.calculationMode)` on a layer's `CAKeyframeAnimation`; it shapes keyframed properties only."
    }

    /// The name of a setting in an element's block under the cursor (`frame`, `cornerRadius`).
    private func elementSetting(at offset: Int) -> (ElementSetting, SourceRange)? {
        let tree = context.compilation.syntax.tree
        guard let setting = tree.innermost(.elementSetting, on: tree.path(to: offset), as: ElementSettingDecl.self),
              setting.name.range.start <= offset && offset < setting.name.range.end else { return nil }
        return ElementSetting(rawValue: setting.name.name).map { ($0, setting.name.range) }
    }

    /// The word that starts a `share`, `hide`, `snapshot` or `backdrop` statement, under the
    /// cursor: what the statement does, in UIKit's terms.
    private func statementKeyword(at offset: Int) -> (String, SourceRange)? {
        let tree = context.compilation.syntax.tree
        let path = tree.path(to: offset)
        func keyword(_ range: SourceRange, _ word: String) -> SourceRange? {
            let keyword = SourceRange(range.start, range.start + word.utf8.count)
            return keyword.start <= offset && offset < keyword.end ? keyword : nil
        }
        if let share = tree.innermost(.share, on: path, as: ShareStatement.self), let range = keyword(share.range, "share") {
            return (describe(share, in: tree.innermost(.animator, on: path, as: AnimatorDecl.self)), range)
        }
        if let hide = tree.innermost(.hide, on: path, as: HideStatement.self), let range = keyword(hide.range, "hide") {
            return ("**hide** `\(hide.target.dotted)`: out of sight for the whole transition once the snapshots are taken (a picture still shows it), "
                + "and shown again as it was when the transition ends, finished or cancelled: the emitted code reads `isHidden` first and writes it back.", range)
        }
        if let snapshot = tree.innermost(.snapshot, on: path, as: SnapshotStatement.self) {
            let kept = snapshot.until.map { "stays on screen after the transition until the \($0.name) of the same edge, which adopts it and removes it" }
                ?? "removed when the transition ends"
            switch snapshot.kind {
            case .picture:
                guard let range = keyword(snapshot.range, "snapshot") else { return nil }
                return ("**snapshot** `\(snapshot.source.dotted)` as `\(snapshot.name.name)`: `snapshotView(afterScreenUpdates:)` of the view or element "
                    + "(after the screen updates for `to`, which has not been drawn yet), placed over what it pictures and taking no touches while the transition runs; \(kept).", range)
            case .backdrop:
                guard let range = keyword(snapshot.range, "backdrop") else { return nil }
                return ("**backdrop** `\(snapshot.source.dotted)` as `\(snapshot.name.name)`: a `UIView` of that colour the size of the container, "
                    + "made for the transition and taking no touches while it runs (a dimming view); \(kept).", range)
            }
        }
        return nil
    }

    /// A `share` in `animator`: what it stands for, and where its picture lands once the file checks.
    private func describe(_ share: ShareStatement, in animator: AnimatorDecl?) -> String {
        let picture = share.pictureName?.name ?? "picture"
        var text = "**share** `\(share.source.dotted) -> \(share.destination.dotted)`: a picture of `\(share.source.dotted)` (`\(picture)`), taken as the "
            + "transition starts, flies from its frame to `\(share.destination.dotted)`'s in the container, corner radius and all; both elements are "
            + "hidden meanwhile and shown again when the transition ends, finished or cancelled. Played backwards it pictures the element on screen."
        guard let animator, let model = context.compilation.model else { return text }
        // Where each plan of the animator lands the picture: forwards on the destination, played
        // backwards on the source (roles swapped).
        for plan in model.plans where plan.declaredName == animator.name.name {
            let lands = plan.isReversed ? share.source.components : share.destination.components
            guard lands.count == 2, let written = ViewRole(rawValue: lands[0].name) else { continue }
            let role = plan.isReversed ? (written == .from ? ViewRole.to : .from) : written
            let element = "\(role.rawValue).\(lands[1].name)"
            let settling = plan.settlingTracks(of: Measurement(element: ElementReference(role: role, element: lands[1].name), quantity: .frame))
            text += "\n\n`\(plan.animator)`\(plan.isReversed ? " (played backwards)" : ""): the picture lands on `\(element)` "
                + (settling.isEmpty
                    ? "where it is as the transition starts, which is where the transition leaves it."
                    : "where the transition leaves it, measured with " + settling.map { "`\($0.target.text).\($0.property.rawValue)`" }.joined(separator: ", ")
                        + " at \(settling.count == 1 ? "its end" : "their ends").")
        }
        return text
    }

    /// What an element's geometry is for, in every hover that shows it.
    static let standIn = """
        `transc run`, `transc test` and the checker's lints place the element there; on a device the app's layout \
        decides, and the emitted code reads the element's frame at run time.
        """

    // MARK: - Names

    private func describeGraph(_ name: String) -> String? {
        guard let graph = syntax.graph(name) else { return nil }
        var screens = 0, edges = 0, gestures = 0
        var root: String?
        for member in graph.members {
            switch member {
            case .screen: screens += 1
            case .edge: edges += 1
            case .gesture: gestures += 1
            case let .root(r): root = r.screen.name
            }
        }
        var text = "**navigation** `\(name)`: \(plural(screens, "screen")), \(plural(edges, "edge")), \(plural(gestures, "gesture"))"
        if let root { text += "; root `\(root)`" }
        return text
    }

    private func describeScreen(_ name: String, graph graphName: String) -> String? {
        guard let graph = syntax.graph(graphName), let screen = SyntaxLookup.screen(name, in: graph) else { return nil }
        var lines = ["**screen** `\(name)`: `\(screen.typeName.name)` in `\(graphName)`"]
        if graph.members.contains(where: { if case let .root(r) = $0 { return r.screen.name == name }; return false }) {
            lines.append("The root screen.")
        }
        if !screen.elements.isEmpty {
            lines.append("Elements: " + screen.elements.map { "`\($0.name.name)` (\(Self.elementKind($0.kind.name)))" }.joined(separator: ", "))
        }
        let edges = graph.members.compactMap { member -> String? in
            guard case let .edge(edge) = member else { return nil }
            let source = context.source.text(edge.source.range)
            guard source == name || edge.destination.name == name || (source == "*" && edge.destination.name == name) else { return nil }
            return "- " + edgeSummary(edge, graph: graphName)
        }
        if !edges.isEmpty { lines.append("Edges:\n" + edges.joined(separator: "\n")) }
        let gestures = graph.members.compactMap { member -> String? in
            guard case let .gesture(g) = member, g.screen.name == name else { return nil }
            return "`\(g.name?.name ?? context.source.text(g.kind.range))` drives \(g.role.name)"
        }
        if !gestures.isEmpty { lines.append("Gestures: " + gestures.joined(separator: ", ")) }
        return lines.joined(separator: "\n\n")
    }

    private func describeElement(_ name: String) -> String? {
        var owners: [String] = []
        for (graph, _) in syntax.graphs {
            for case let .screen(screen) in graph.members {
                for element in screen.elements where element.name.name == name {
                    owners.append("- on `\(screen.name.name)` (`\(screen.typeName.name)`) in `\(graph.name.name)`: \(Self.elementKind(element.kind.name))"
                        + geometry(of: element, on: screen.name.name, in: graph.name.name))
                }
            }
        }
        guard !owners.isEmpty else { return "**element** `\(name)`: no screen declares it" }
        return "**element** `\(name)`\n\n" + owners.joined(separator: "\n")
    }

    /// The settings of an element's block as written and, once the file has no errors, where
    /// `transc run` puts it on the reference screen.
    private func geometry(of element: ElementDecl, on screen: String, in graph: String) -> String {
        guard !element.settings.isEmpty else { return "" }
        var text = "; " + element.settings.map { "`\(context.source.text($0.range))`" }.joined(separator: ", ")
        if let model = context.compilation.model?.graph(named: graph)?.screens.first(where: { $0.name == screen })?.element(named: element.name.name) {
            let size = ReferenceScreen.size
            let frame = model.frame(in: size)
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(Self.number)
            text += " (on the \(Self.number(size.width)) × \(Self.number(size.height)) pt reference screen: x \(numbers[0]), y \(numbers[1]), \(numbers[2]) × \(numbers[3]) pt"
            let radius = model.cornerRadius(in: size)
            text += radius == 0 ? ")" : ", corner radius \(Self.number(radius)) pt)"
        }
        return text
    }

    private func describeAnimator(_ name: String) -> String? {
        guard let decl = syntax.animator(name) else { return nil }
        var lines = ["**animator** `\(name)`"]
        if let plan = context.compilation.model?.plans.first(where: { $0.animator == name && $0.declaredName == name && !$0.isReversed }) {
            let timing = plan.timing
            let keyframes = timing.keyframes == .linear ? "" : " · keyframes `\(timing.keyframes.rawValue)`"
            lines.append("duration \(Self.number(timing.duration)) s · delay \(Self.number(timing.delay)) s · curve \(Self.curveName(timing.curve))\(keyframes)")
            lines.append(Self.describe(timing.curve, duration: timing.duration))
        } else {
            lines.append(writtenTiming(decl.parameters))
        }
        let uses = syntax.graphs.flatMap { graph, _ in
            graph.members.compactMap { member -> String? in
                guard case let .edge(edge) = member else { return nil }
                let roles = edge.roles.filter { if case let .named(id, _, _) = $0.animator { return id.name == name }; return false }
                guard !roles.isEmpty else { return nil }
                return "- `\(edgeName(edge))` in `\(graph.name.name)`: " + roles.map(\.role.name).joined(separator: ", ")
            }
        }
        lines.append(uses.isEmpty ? "No edge uses it." : "Used by:\n" + uses.joined(separator: "\n"))
        return lines.joined(separator: "\n\n")
    }

    /// The parameters as written, with the defaults of those left out.
    private func writtenTiming(_ parameters: SyntaxList<Argument>) -> String {
        let defaults = Timing.animatorDefault
        func value(_ label: String, _ fallback: String) -> String {
            parameters.first { $0.label?.name == label }.map { "`\(context.source.text($0.value.range))`" } ?? "\(fallback) (default)"
        }
        return """
            duration \(value("duration", Self.number(defaults.duration) + " s")) · delay \
            \(value("delay", Self.number(defaults.delay) + " s")) · curve \
            \(value("curve", Self.curveName(defaults.curve)))
            """
    }

    private func describeGesture(_ name: String, graph graphName: String) -> String? {
        guard let graph = syntax.graph(graphName) else { return nil }
        for case let .gesture(g) in graph.members where g.name?.name == name {
            let arguments = g.kindArguments.map { context.source.text($0.range) }.joined(separator: ", ")
            let kind = g.kind.name + (g.kindArguments.isEmpty ? "" : "(\(arguments))")
            var lines = ["**gesture** `\(name)`: `\(kind)` on `\(g.screen.name)`, drives \(g.role.name)\(g.target.map { " to `\($0.name)`" } ?? "")"]
            for clause in g.clauses {
                let separator = clause.name.name == "finish" ? " " : ": "
                lines.append("- \(clause.name.name)\(separator)`\(context.source.text(clause.value.range))`")
            }
            if let model = context.compilation.model?.graph(named: graphName)?.gestures.first(where: { $0.name == name }) {
                lines.append("A \(model.kind.summary).")
                lines.append("completion speed \(Self.number(model.completionSpeed)), completion curve `\(model.completionSpelling(Self.number))`")
            }
            if let tap = context.compilation.model?.graph(named: graphName)?.taps.first(where: { $0.name == name }) {
                lines.append("""
                    A tap on `\(tap.view)`, which the transition into `\(g.screen.name)` keeps on screen: it \
                    \(tap.operation == .pop ? "pops" : "dismisses") `\(g.screen.name)` at once, running the edge's \
                    \(tap.operation.rawValue) animator from start to end; no finger to follow.
                    """)
            }
            return lines.joined(separator: "\n\n")
        }
        return nil
    }

    private func describeSnapshot(_ name: String) -> String? {
        for (animator, _) in syntax.animators {
            for case let .snapshot(s) in animator.body where s.name.name == name {
                let removal = s.until.map { "kept until the \($0.name) that reverses it" } ?? "removed when the transition ends"
                let what = s.kind == .picture ? "**snapshot** `\(name)` of `\(s.source.dotted)`" : "**backdrop** `\(name)`, \(s.source.dotted), the container's size,"
                return "\(what) in animator `\(animator.name.name)`: \(removal)"
            }
            for case let .share(s) in animator.body where s.pictureName?.name == name {
                return """
                    **shared element** `\(name)` in animator `\(animator.name.name)`: a picture of `\(s.source.dotted)` that \
                    travels from its frame to `\(s.destination.dotted)`'s, corner radius and all, both elements hidden meanwhile; \
                    removed when the transition ends
                    """
            }
        }
        return nil
    }

    /// "Referenced on lines 3, 12": the uses in this document.
    private func usage(of key: SymbolKey) -> String {
        let lines = index.own.occurrences(of: key).filter { !$0.isDeclaration }
            .map { context.source.lines.lineIndex(of: $0.range.start) + 1 }
        guard !lines.isEmpty else { return "" }
        var unique: [Int] = []
        for line in lines where unique.last != line { unique.append(line) }
        return "\n\n" + (unique.count == 1 ? "Referenced on line " : "Referenced on lines ") + unique.map(String.init).joined(separator: ", ")
    }

    // MARK: - Edges and curves

    private func describeEdge(_ edge: EdgeDecl, graph: String) -> String {
        "**\(edge.kind == .push ? "push" : "modal") edge** " + edgeSummary(edge, graph: graph)
    }

    private func edgeName(_ edge: EdgeDecl) -> String {
        "\(context.source.text(edge.source.range)) \(edge.kind == .push ? "->" : "=>") \(edge.destination.name)"
    }

    /// `Main -> Detail`: push `Reveal` (2 s, easeIn), pop `Shrink` (0.5 s, easeInOut).
    private func edgeSummary(_ edge: EdgeDecl, graph: String) -> String {
        let modelEdge = context.compilation.model?.graph(named: graph)?.edges.first { $0.range == edge.range }
        let roles: [(String, AnimatorChoice?)] = edge.kind == .push
            ? [("push", modelEdge?.forward), ("pop", modelEdge?.backward)]
            : [("present", modelEdge?.forward), ("dismiss", modelEdge?.backward)]
        let parts = roles.map { role, choice -> String in
            if let choice {
                guard let name = choice.animatorName, let plan = context.compilation.model?.plan(named: name) else { return "\(role) system" }
                return "\(role) `\(name)` (\(Self.number(plan.duration)) s, \(Self.curveName(plan.curve)))"
            }
            let written = edge.roles.first { $0.role.name == role }.map { context.source.text($0.animator.range) }
            return "\(role) \(written.map { "`\($0)`" } ?? "system")"
        }
        return "`\(edgeName(edge))`: " + parts.joined(separator: ", ")
    }

    /// `reverse` and `system` on an edge: what actually runs.
    private func describeRoleKeyword(_ role: EdgeRoleDecl, edge: EdgeDecl, graph: String) -> String {
        let forward = role.role.name == "push" || role.role.name == "present"
        let modelEdge = context.compilation.model?.graph(named: graph)?.edges.first { $0.range == edge.range }
        let choice = forward ? modelEdge?.forward : modelEdge?.backward
        if case .system = role.animator {
            return "**system** \(role.role.name) on `\(edgeName(edge))`\n\nUIKit's own animation: the coordinator returns no animator for it"
                + (role.role.name == "pop" ? ", so the system swipe-back keeps working." : ".")
        }
        guard let name = choice?.animatorName, let plan = context.compilation.model?.plan(named: name) else {
            return "**reverse** on `\(edgeName(edge))`\n\nPlays the edge's forward animator backwards. The details appear once the file has no errors."
        }
        return "**reverse** of `\(plan.declaredName)` on `\(edgeName(edge))`, emitted as `\(name)`\n\n"
            + "\(Self.number(plan.duration)) s, \(Self.curveName(plan.curve)). "
            + "`from` and `to` swap, every value runs from its end to its start, initial and final frames swap, "
            + "the same view stays on top and a Bézier curve is mirrored."
    }

    private func describeCurve(_ site: CurveSite) -> String {
        let model = context.compilation.model
        var timing: Timing?
        switch site.owner {
        case let .animator(name):
            timing = model?.plans.first { $0.animator == name && $0.declaredName == name && !$0.isReversed }?.timing
        case let .edgeRole(graph, edge, role):
            if let modelEdge = model?.graph(named: graph)?.edges.first(where: { $0.range == edge.range }) {
                let choice = role == "push" || role == "present" ? modelEdge.forward : modelEdge.backward
                timing = choice.animatorName.flatMap { model?.plan(named: $0)?.timing }
            }
        case let .gesture(graph, gesture):
            if let g = model?.graph(named: graph)?.gestures.first(where: { $0.range == gesture.range }) {
                return "**curve** `" + g.completionSpelling(Self.number) + "`\n\n" + Self.describe(g.completionCurve, duration: nil)
                    + (g.releaseRate.map(Self.describeRelease) ?? "")
            }
        }
        if let timing {
            return "**curve** " + Self.curveName(timing.curve) + "\n\n" + Self.describe(timing.curve, duration: timing.duration)
        }
        let written = context.source.text(site.expression.range)
        if let named = Curve.named(written) {
            return "**curve** `\(written)`\n\n" + Self.describe(named, duration: nil)
        }
        return "**curve** `\(written)`\n\nThe curve's details appear once the file has no errors."
    }

    static func curveName(_ curve: Curve) -> String { "`" + curve.spelling(number) + "`" }

    /// `velocity: release`: the progress's rate at release the checker derived, and how it becomes
    /// the spring's initial velocity.
    static func describeRelease(_ rate: ModelExpression) -> String {
        "\n\n**velocity** `release`: the finger's speed as it lifts. The progress then moves `\(rate.text)` per second; "
            + "the spring starts at that rate over the distance left, `rate / (1 − progress)` finishing, `−rate / progress` cancelling "
            + "(at rest with less than \(number(ReleaseRate.restingDistance)) left)."
    }

    /// Control points for a Bézier curve; for a spring, its model, its constants and how long it
    /// runs, from the same lowering the back ends use.
    static func describe(_ curve: Curve, duration: Double?) -> String {
        if let (a, b, c, d) = curve.controlPoints {
            return "Cubic Bézier with control points (\(number(a)), \(number(b))) and (\(number(c)), \(number(d))), as `CAMediaTimingFunction(controlPoints:)`."
        }
        var text = curve.model(number)
        guard let duration else { return text }
        if case let .spring(spring, _) = Lowering.pacing(curve, duration: duration) {
            text += " Stiffness \(number(spring.stiffness)), damping \(number(spring.damping)) (mass 1)."
        }
        guard let settle = curve.settlingTime(duration: duration) else { return text + " It never settles." }
        let stop = curve.runningTime(duration: duration)
        if curve.runsToRest {
            text += " UIKit runs it for its settling duration: \(number(stop)) s."
        } else {
            let verdict = settle <= duration + 0.0005 ? "within the \(number(duration)) s duration" : "after the \(number(duration)) s duration, where UIKit stops it"
            text += " Settles to within 0.1 % after \(number(settle)) s, \(verdict)."
        }
        // Where UIKit stops it, when that is not at rest: the jump T0901 reports above 1 %.
        if let spring = curve.spring(duration: duration), settle > stop + 0.0005 {
            text += " When UIKit stops it, it is \(number(abs(1 - spring.value(at: stop)) * 100)) % from its target and jumps the rest."
        }
        return text
    }

    static func elementKind(_ kind: String) -> String {
        switch kind {
        case "view": "view, a `UIView`"
        case "layer": "layer, a `CALayer`"
        case "shape": "shape, a `CAShapeLayer`"
        default: kind
        }
    }

    /// Up to three decimals, without trailing zeros: `2`, `0.35`, `0.614`.
    static func number(_ value: Double) -> String { decimalText(value) }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// A curve expression and what it belongs to: an animator's `curve:` parameter, an edge's
/// override (`reverse(curve: …)`), or a gesture's `completionCurve:`.
struct CurveSite {
    enum Owner {
        case animator(String)
        case edgeRole(graph: String, edge: EdgeDecl, role: String)
        case gesture(graph: String, GestureDecl)
    }

    let expression: Expr
    let owner: Owner

    static func find(at offset: Int, in file: SpecFile) -> CurveSite? {
        func curve(in arguments: SyntaxList<Argument>) -> Expr? {
            arguments.first { $0.label?.name == "curve" && $0.value.range.start <= offset && offset <= $0.value.range.end }?.value
        }
        for declaration in file.declarations where declaration.range.start <= offset && offset <= declaration.range.end {
            switch declaration {
            case let .animator(animator):
                if let e = curve(in: animator.parameters) { return CurveSite(expression: e, owner: .animator(animator.name.name)) }
            case let .navigation(graph):
                for member in graph.members where member.range.start <= offset && offset <= member.range.end {
                    if case let .edge(edge) = member {
                        for role in edge.roles {
                            switch role.animator {
                            case let .named(_, arguments, _), let .reverse(_, arguments, _):
                                if let e = curve(in: arguments) {
                                    return CurveSite(expression: e, owner: .edgeRole(graph: graph.name.name, edge: edge, role: role.role.name))
                                }
                            case .system, .missing:
                                break
                            }
                        }
                    }
                    if case let .gesture(gesture) = member,
                       let clause = gesture.clauses.first(where: { $0.name.name == "completionCurve" && $0.value.range.start <= offset && offset <= $0.value.range.end }) {
                        return CurveSite(expression: clause.value, owner: .gesture(graph: graph.name.name, gesture))
                    }
                }
            case .importFile, .scenario:
                break
            }
        }
        return nil
    }
}

/// Finds declarations by name in a document and its imports.
struct SyntaxLookup {
    let graphs: [(NavigationDecl, String?)]
    let animators: [(AnimatorDecl, String?)]
    private let own: SpecFile

    init(_ compilation: Compilation) {
        own = compilation.syntax
        let files: [(SpecFile, String?)] = [(compilation.syntax, nil)] + compilation.imports.map { ($0.syntax, $0.source.path) }
        var graphs: [(NavigationDecl, String?)] = []
        var animators: [(AnimatorDecl, String?)] = []
        for (file, path) in files {
            for declaration in file.declarations {
                if case let .navigation(g) = declaration { graphs.append((g, path)) }
                if case let .animator(a) = declaration { animators.append((a, path)) }
            }
        }
        self.graphs = graphs
        self.animators = animators
    }

    func graph(_ name: String) -> NavigationDecl? { graphs.first { $0.0.name.name == name }?.0 }
    func animator(_ name: String) -> AnimatorDecl? { animators.first { $0.0.name.name == name }?.0 }

    static func screen(_ name: String, in graph: NavigationDecl) -> ScreenDecl? {
        for case let .screen(s) in graph.members where s.name.name == name { return s }
        return nil
    }

    /// The edge of this document whose arrow is under the cursor.
    /// The edge role whose `reverse` or `system` keyword covers `offset`.
    func role(keywordAt offset: Int) -> (String, EdgeDecl, EdgeRoleDecl)? {
        let tree = own.tree
        let path = tree.path(to: offset)
        guard let graph = tree.innermost(.navigation, on: path, as: NavigationDecl.self),
              let edge = tree.innermost(.edge, on: path, as: EdgeDecl.self),
              let role = tree.innermost(.edgeRole, on: path, as: EdgeRoleDecl.self) else { return nil }
        switch role.animator {
        case let .reverse(keyword, _, _) where keyword.start <= offset && offset <= keyword.end:
            return (graph.name.name, edge, role)
        case let .system(range) where range.start <= offset && offset <= range.end:
            return (graph.name.name, edge, role)
        case .named, .reverse, .system, .missing:
            return nil
        }
    }

    func edge(arrowAt offset: Int) -> (String, EdgeDecl)? {
        let tree = own.tree
        let path = tree.path(to: offset)
        guard let graph = tree.innermost(.navigation, on: path, as: NavigationDecl.self),
              let edge = tree.innermost(.edge, on: path, as: EdgeDecl.self),
              edge.arrowRange.start <= offset && offset <= edge.arrowRange.end else { return nil }
        return (graph.name.name, edge)
    }
}
