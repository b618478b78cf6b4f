import TransitionSource
import TransitionModel
import TransitionSyntax
/// Turning an edge's animator reference into a concrete `ResolvedAnimator`: parameter overrides,
/// `reverse`, and the element checks that depend on which screens the edge connects.
extension Checker {
    /// The choice for one side of an edge and the template it was made from; nil after a mistake
    /// in the reference, its arguments or what it reads on this edge (each reported, or reported
    /// where a failed import is written). Only a choice without a mistake joins the model.
    mutating func instantiate(
        _ reference: AnimatorRef, edge: Edge, decl: EdgeDecl, operation: Operation, graph: NavigationGraph,
        forward: AnimatorTemplate?
    ) -> (AnimatorChoice, AnimatorTemplate?)? {
        if case .system = reference { return (.system, nil) }
        guard let (template, arguments, plainName) = lookupReference(reference, operation: operation, forward: forward) else { return nil }
        var instance = template
        let (timing, timingIsComplete) = checkTiming(arguments, base: template.timing)
        instance.timing = timing
        if let path = animators.importedPath(of: template.name) {
            relocation = (reference.range, template.name, path)
        }
        defer { relocation = nil }
        guard let tracks = resolveElements(&instance, edge: edge, operation: operation, graph: graph, decl: decl) else { return nil }
        instance.tracks = tracks
        // Element kinds are known once the edge's screens are: said once, of the animator as written.
        if case .reverse = reference {} else { checkShadowShows(instance.tracks, snapshots: instance.snapshots) }
        let keepsSnapshotsRightly = checkKeptSnapshots(instance, edge: decl, operation: operation, adopted: forward?.snapshots.map(\.name) ?? [])
        guard adoptsExternalSnapshots(instance, forward: forward, decl: decl, operation: operation) else { return nil }
        // An animator used unchanged on several edges has the same spring everywhere.
        if plainName == nil || springsChecked.insert(template.name).inserted {
            checkSprings(instance, overrides: arguments)
            reportLayerKeyframesUnderSpring(instance, overrides: arguments)
        }
        relocation = nil
        guard timingIsComplete, keepsSnapshotsRightly, Checker.layerKeyframesUnderSpring(instance).isEmpty else { return nil }
        let name = register(instance, template: template, plainName: plainName, reference: reference, decl: decl, operation: operation,
                            graph: graph, forward: forward)
        return (.custom(name), instance)
    }

    /// The template a named animator or `reverse` stands for, the parameters the edge overrides,
    /// and the declared name when it is used unchanged; nil after an error (or a reported import).
    private mutating func lookupReference(
        _ reference: AnimatorRef, operation: Operation, forward: AnimatorTemplate?
    ) -> (template: AnimatorTemplate, arguments: SyntaxList<Argument>, plainName: String?)? {
        switch reference {
        case .missing, .system:
            return nil
        case let .named(name, args, _):
            switch lookUpAnimator(name.name) {
            case let .declared(found):
                return (found, args, args.isEmpty ? name.name : nil)
            case .mayBeInFailedImport:
                return nil
            case .undeclared:
                reads.record(.everyAnimator)
                let hint = suggestion(for: name, among: animators.names.sorted(), otherwise: "declare it with 'animator \(name.name)(duration: 0.35) { … }' or use 'system'")
                error(.undefinedAnimator, "no animator '\(name.name)'\(hint.text)",
                      at: name.range, fixIts: hint.fixIts)
                return nil
            }
        case let .reverse(_, args, _):
            guard let forward else { return nil }
            return (reversed(forward, operation: operation), args, nil)
        }
    }

    /// A backward animator may animate a snapshot its edge's forward animator keeps until this
    /// operation; false after reporting one the forward animator does not keep. With no custom
    /// forward animator the pairing rule reports the edge.
    private mutating func adoptsExternalSnapshots(_ instance: AnimatorTemplate, forward: AnimatorTemplate?, decl: EdgeDecl, operation: Operation) -> Bool {
        guard let forward else { return true }
        for external in instance.externalSnapshots where !forward.snapshots.contains(where: { $0.name == external.name && $0.removal == .endOf(operation) }) {
            error(.undefinedName,
                  "'\(external.name)' is a snapshot another animator keeps, but on \(edgeText(decl)) the "
                    + "\(operation.isForward ? "forward" : "\(operation.rawValue)") animation has no such snapshot to adopt",
                  at: external.range,
                  notes: [DiagnosticNote("""
                      take it with 'snapshot from as \(external.name)' here, or keep it until \
                      \(operation.isForward ? "the backward operation" : operation.rawValue) in this edge's \
                      \(operation == .dismiss ? "present" : "push") animator
                      """, at: external.range)])
            return false
        }
        return true
    }

    /// Adds the concrete animator to the model once, under a unique name: the declared one when
    /// used unchanged, else one made from the edge.
    private mutating func register(
        _ instance: AnimatorTemplate, template: AnimatorTemplate, plainName: String?, reference: AnimatorRef, decl: EdgeDecl,
        operation: Operation, graph: NavigationGraph, forward: AnimatorTemplate?
    ) -> String {
        let name = uniqueName(plainName ?? generatedName(decl, operation: operation, graph: graph), reuse: plainName != nil)
        guard resolvedIndex[name] == nil else { return name }
        let adopted = operation.isForward ? [] : (forward?.snapshots.filter { $0.removal == .endOf(operation) } ?? [])
        var animator = ResolvedAnimator(
            name: name, declaredName: template.name, isReversed: plainName == nil && forward != nil && isReverse(reference),
            timing: instance.timing, order: instance.order,
            snapshots: instance.snapshots.filter { !adopted.map(\.name).contains($0.name) },
            adoptedSnapshots: adopted, masks: instance.masks, tracks: instance.tracks, range: template.range
        )
        animator.hidden = instance.hidden
        if plainName != nil { animator.importedFrom = animators.importedPath(of: template.name) }
        add(animator)
        return name
    }

    private func isReverse(_ reference: AnimatorRef) -> Bool {
        if case .reverse = reference { return true }
        return false
    }

    /// Named for what runs: `HomeToDetailPush`, `DetailToHomePop` (a pop leaves the edge's
    /// destination), `AnyToCPush`, `CToAnyPop`.
    private func generatedName(_ decl: EdgeDecl, operation: Operation, graph: NavigationGraph) -> String {
        let source: String
        switch decl.source {
        case let .screen(id): source = id.name
        case .any: source = "Any"
        }
        let (leaving, arriving) = operation.isForward ? (source, decl.destination.name) : (decl.destination.name, source)
        return "\(leaving)To\(arriving)\(Self.capitalized(operation))"
    }

    /// `Push`, `Pop`, `Present`, `Dismiss`: the operation's name as the end of a type name.
    private static func capitalized(_ operation: Operation) -> String {
        switch operation {
        case .push: "Push"
        case .pop: "Pop"
        case .present: "Present"
        case .dismiss: "Dismiss"
        }
    }

    /// Plain names are shared by every edge that uses the animator unchanged; generated names get a
    /// number when two graphs produce the same one.
    private func uniqueName(_ base: String, reuse: Bool) -> String {
        if reuse || resolvedIndex[base] == nil { return base }
        var n = 2
        while resolvedIndex["\(base)\(n)"] != nil { n += 1 }
        return "\(base)\(n)"
    }

    /// The screens that can play `from` and `to` for an operation along `edge`.
    func screens(of edge: Edge, operation: Operation, graph: NavigationGraph) -> (from: [Int], to: [Int]) {
        let sources = graph.sources(of: edge)
        return operation.isForward ? (sources, [edge.destination]) : ([edge.destination], sources)
    }

    /// Checks every element the animator reads against the screens that play each role on the
    /// edge and fills in element kinds.
    private mutating func resolveElements(_ t: inout AnimatorTemplate, edge: Edge, operation: Operation, graph: NavigationGraph, decl: EdgeDecl) -> [Track]? {
        guard !t.elementUses.isEmpty else { return t.tracks }
        let (from, to) = screens(of: edge, operation: operation, graph: graph)
        var ok = true
        var kinds: [String: ElementKind] = [:]
        for use in t.elementUses {
            let candidates = use.reference.role == .from ? from : to
            let lacking = candidates.filter { graph.screens[$0].element(named: use.reference.element) == nil }
            let roleText = use.reference.role.rawValue
            if !lacking.isEmpty {
                ok = false
                if candidates.count == 1 {
                    let screen = graph.screens[candidates[0]]
                    // A misspelt element: the name it is close to, replaced in place when the use is the name alone.
                    let hint = suggestion(for: Identifier(use.reference.element, use.range), among: screen.elements.map(\.name),
                                          otherwise: "declare it on '\(screen.name)' with 'element \(use.reference.element): \((use.required ?? .view).rawValue)'")
                    let advice = hint.text
                    let fixIts = text(use.range) == use.reference.element ? hint.fixIts : []
                    error(.elementNotOnScreen,
                          "'\(roleText).\(use.reference.element)' is read on \(edgeText(decl)), where '\(roleText)' is '\(screen.name)', which has no element '\(use.reference.element)'\(advice)",
                          at: use.range,
                          notes: [DiagnosticNote("'\(screen.name)' declared here", at: screen.range),
                                  DiagnosticNote("edge declared here", at: decl.source.range.union(decl.destination.range))],
                          fixIts: fixIts)
                } else {
                    let names = lacking.map { "'\(graph.screens[$0].name)'" }.joined(separator: ", ")
                    error(.elementNotOnEverySource,
                          """
                              '\(roleText)' can be any of several screens on \(edgeText(decl)), and \(names) \
                              \(lacking.count == 1 ? "has" : "have") no element '\(use.reference.element)'; declare it on every such screen \
                              or use a specific edge
                              """,
                          at: use.range, notes: [DiagnosticNote("edge declared here", at: decl.source.range.union(decl.destination.range))])
                }
                continue
            }
            let found = Set(candidates.compactMap { graph.screens[$0].element(named: use.reference.element)?.kind })
            guard found.count == 1, let kind = found.first else {
                ok = false
                error(.elementNotOnEverySource, "'\(roleText).\(use.reference.element)' has different kinds on the screens that can be '\(roleText)'; give it one kind everywhere", at: use.range)
                continue
            }
            switch use.required {
            case .shape? where kind != .shape:
                ok = false
                error(.maskNeedsShape, """
                    a mask takes its outline from a shape element, and '\(use.reference.element)' is a \(kind.rawValue); declare \
                    it 'element \(use.reference.element): shape'
                    """, at: use.range)
                continue
            case .view? where kind != .view:
                ok = false
                error(.elementNeedsView,
                      """
                          '\(roleText).\(use.reference.element)' is a \(kind.rawValue), and only a view element can be pictured or \
                          measured in the container (a snapshot, a shared element, its frame or corner radius as a value); declare it \
                          'element \(use.reference.element): view'
                          """,
                      at: use.range)
                continue
            case nil, .view?, .layer?, .shape?:
                break
            }
            kinds["\(roleText).\(use.reference.element)"] = kind
        }
        guard ok else { return nil }
        func resolved(_ target: TrackTarget) -> TrackTarget {
            guard case let .element(role, name, _) = target, let kind = kinds["\(role.rawValue).\(name)"] else { return target }
            return .element(role, name, kind)
        }
        t.hidden = t.hidden.map { HiddenView(target: resolved($0.target), range: $0.range) }
        return t.tracks.map { track in
            var track = track
            track.target = resolved(track.target)
            return track
        }
    }

    /// A snapshot kept `until` an operation must be kept until this edge's backward operation, and
    /// that side must be able to remove it; false after reporting one that is not.
    private mutating func checkKeptSnapshots(_ t: AnimatorTemplate, edge: EdgeDecl, operation: Operation, adopted: [String]) -> Bool {
        let backward: Operation = edge.kind == .push ? .pop : .dismiss
        var isValid = true
        for snapshot in t.snapshots where !adopted.contains(snapshot.name) {
            guard case let .endOf(op) = snapshot.removal else { continue }
            let until = t.untilRanges[snapshot.name]
            if !operation.isForward {
                isValid = false
                error(.snapshotOutsideTransition, "only a \(edge.kind == .push ? "push" : "present") can keep a snapshot for later; remove 'until \(op.rawValue)'", at: until ?? snapshot.range,
                      fixIts: until.map { [FixIt(range: SourceRange(snapshot.range.end, $0.end), replacement: "")] } ?? [])
            } else if op != backward {
                isValid = false
                error(.snapshotOutsideTransition,
                      """
                          \(edgeText(edge)) is \
                          \(edge.kind == .push ? "a push edge, undone by 'pop'" : "a modal edge, undone by 'dismiss'"), so its snapshot \
                          can be kept until '\(backward.rawValue)', not '\(op.rawValue)'
                          """,
                      at: until ?? snapshot.range, fixIts: until.map { [FixIt(range: $0, replacement: backward.rawValue)] } ?? [],
                      fixItTitle: "Keep it until '\(backward.rawValue)'")
            } else if !edge.roles.contains(where: { $0.role.name == backward.rawValue && { if case .system = $0.animator { return false }; return true }($0) }) {
                isValid = false
                error(.snapshotOutsideTransition, """
                    snapshot '\(snapshot.name)' is kept until '\(backward.rawValue)', but \(edgeText(edge)) has the system \
                    \(backward.rawValue), which would leave it on screen; add '\(backward.rawValue): reverse'
                    """, at: snapshot.range)
            }
        }
        return isValid
    }

    /// The forward template played backwards: roles and values swapped, initial and final frames
    /// swapped, the same views kept on top, the curve mirrored, keyframe windows mirrored.
    func reversed(_ t: AnimatorTemplate, operation: Operation) -> AnimatorTemplate {
        func swap(_ role: ViewRole) -> ViewRole { role == .from ? .to : .from }
        func swap(_ target: TrackTarget) -> TrackTarget {
            switch target {
            case let .view(r): .view(swap(r))
            case let .element(r, n, k): .element(swap(r), n, k)
            case let .snapshot(n): .snapshot(n)
            case let .mask(r): .mask(swap(r))
            }
        }
        func swap(_ value: AnimatedValue) -> AnimatedValue {
            switch value {
            case .scalar, .transform, .size, .color: return value
            case let .cornerRadius(of: reference): return .cornerRadius(of: reference.swapped)
            case let .frame(f): return .frame(swap(f))
            case let .roundedBounds(size, radius): return .roundedBounds(size: size.map(swap), cornerRadius: radius.map(swap))
            }
        }
        func swap(_ f: FrameValue) -> FrameValue {
            let base: FrameValue.Base = switch f.base {
            case .initial: .final
            case .final: .initial
            case let .element(reference): .element(reference.swapped)
            }
            return FrameValue(base: base, dx: f.dx, dy: f.dy)
        }
        func reverse(_ track: Track) -> Track {
            var reversed = Track(target: swap(track.target), property: track.property, from: swap(track.to), to: swap(track.from),
                                 window: track.window.map { KeyframeWindow(start: max(0, 1 - $0.start - $0.length), length: $0.length) }, range: track.range)
            reversed.curve = track.curve?.reversed
            return reversed
        }
        var r = t
        r.timing.curve = t.timing.curve.reversed
        r.order = t.order == .toAboveFrom ? .toBelowFrom : .toAboveFrom
        r.tracks = t.tracks.map(reverse)
        r.hidden = t.hidden.map { HiddenView(target: swap($0.target), range: $0.range) }
        r.masks = t.masks.map { Mask(target: swap($0.target), shape: ElementReference(role: swap($0.shape.role), element: $0.shape.element), tracks: $0.tracks.map(reverse), range: $0.range) }
        func swap(_ source: SnapshotSource) -> SnapshotSource {
            switch source {
            case let .picture(role): .picture(of: swap(role))
            case let .element(reference): .element(reference.swapped)
            case .backdrop: source
            }
        }
        func swap(_ placement: SnapshotPlacement) -> SnapshotPlacement {
            switch placement {
            case .top: .top
            case let .below(role): .below(swap(role))
            case let .above(role): .above(swap(role))
            }
        }
        r.snapshots = t.snapshots.map { s in
            if s.removal == .endOf(operation) { return s }
            var reversed = Snapshot(name: s.name, source: swap(s.source), removal: .endOfTransition, placement: swap(s.placement), range: s.range)
            // A shared element played backwards pictures the element on screen as it starts.
            if case let .element(source) = s.source, let destination = s.travelsTo {
                reversed.source = .element(destination.swapped)
                reversed.travelsTo = source.swapped
            }
            return reversed
        }
        r.elementUses = t.elementUses.map { ($0.reference.swapped, $0.range, $0.required) }
        return r
    }
}
