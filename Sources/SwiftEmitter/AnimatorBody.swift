import TransitionModel
import TransitionSource

/// The statements of an animator's `makeAnimator(using:)`: binding the views, saving what the
/// transition changes, setting up the container, the view animations, and the one completion.
/// Local names are fixed here so every part refers to the same things.
struct AnimatorBody {
    /// A Core Animation animation the body adds, with its local name and key.
    struct LayerAnimation {
        var track: TrackPlan
        /// The layer expression it is added to.
        var layer: String
        var name: String
        var key: String
        /// For a view the transition adopts (kept by the transition before it, an optional): its local
        /// name, which every statement on the layer unwraps first (`if let shotSnapshot { … }`).
        var adopted: String?

        /// `statement` on the layer, unwrapping an adopted view first (a comment stays a comment).
        func unwrapping(_ statement: String) -> String {
            guard let adopted, !statement.hasPrefix("//") else { return statement }
            return "if let \(adopted) { \(statement) }"
        }
    }

    /// A view property the transition changes and puts back.
    struct SavedValue {
        var name: String
        var reference: String
        /// The plan's saved property this value keeps (or whose clipping it keeps).
        var source: SavedProperty
        /// What is read and written: `.alpha`, `.layer.cornerRadius`, or `.clipsToBounds` for the
        /// clipping a rounded corner needs (a corner radius alone rounds only the background).
        var member: String
        /// What it reads as through an adopted optional when the view is gone: UIKit's default.
        var unset: String
        var clips: Bool { member == ".clipsToBounds" }
    }

    let motion: MotionPlan
    let plan: EmitPlan
    private(set) var layerAnimations: [LayerAnimation] = []
    private(set) var savedValues: [SavedValue] = []
    /// The values the presenter effects change, which the presentation controller puts back.
    private(set) var effectSavedValues: [SavedValue] = []
    /// Set while writing `presenterEffects(on:in:dismissing:)`: the presenter's context frames are the container's bounds.
    private var writesEffects = false
    /// Names of the backdrops among the views the transition makes.
    private let backdrops: Set<String>
    /// What `hide` hides, with the local name keeping whether it was hidden before.
    private(set) var hiddenValues: [(name: String, reference: String, target: TrackTarget)] = []
    /// The local name of each value read from an element as the transition starts.
    private var measuredNames: [Measurement: String] = [:]
    /// For a value measured where the transition leaves its element (`settlingTracks(of:)`): each
    /// track set to its end value for the reading, with the members it puts back and their local
    /// names.
    private var settlings: [Measurement: [(track: TrackPlan, kept: [(member: String, name: String)])]] = [:]
    /// For a frame measured where the transition leaves it: the tracks that end its screen's own
    /// transform (flat) or frame there, which `frame(of:in:onceScreen:has:frame:)` applies without
    /// setting them (the presenter that stays is not the animator's to move, even for a moment).
    private var screenSettlings: [Measurement: [TrackPlan]] = [:]
    /// The local name of the frame a view the transition makes has as it is placed, for a frame
    /// track that reads it (`initial`, `final`): read before any start value moves it.
    private var startFrames: [String: String] = [:]

    init(motion: MotionPlan, plan: EmitPlan) {
        self.motion = motion
        self.plan = plan
        backdrops = Set((motion.snapshots + motion.adoptedSnapshots).filter { $0.source.pictured == nil }.map(\.name))
        var names = NameScope()
        func unique(_ base: String) -> String { names.claim(base) }
        for mask in motion.masks {
            for track in mask.tracks {
                let name = unique(mask.target.rawValue + "Mask" + Self.propertyWord(track.property))
                layerAnimations.append(LayerAnimation(track: track, layer: Self.maskName(mask.target), name: name, key: "transc." + name))
            }
        }
        for track in motion.layerTracks {
            let owner: String
            let layer: String
            switch track.target {
            case let .element(role, element, kind):
                owner = role.rawValue + SwiftNames.upperFirst(SwiftNames.mangled(element))
                layer = reference(track.target) + (kind == .view ? ".layer" : "")
            case let .view(role):
                owner = role.rawValue + "View"
                layer = reference(track.target) + ".layer"
            case let .snapshot(name):
                owner = SwiftNames.mangled(name)
                layer = reference(track.target) + ".layer"
            case .mask:
                continue
            }
            let name = unique(owner + Self.propertyWord(track.property))
            let adopted: String? = if case let .snapshot(snapshot) = track.target, motion.adoptedSnapshots.contains(where: { $0.name == snapshot }) {
                snapshotName(snapshot)
            } else {
                nil
            }
            layerAnimations.append(LayerAnimation(track: track, layer: layer, name: name, key: "transc." + name, adopted: adopted))
        }
        for saved in motion.saved {
            let isEffect = effectTracks.contains { $0.target == saved.target && $0.property == saved.property }
            let word: String
            switch saved.target {
            case .view: word = "View"
            case let .element(_, element, _): word = SwiftNames.upperFirst(SwiftNames.mangled(element))
            case let .snapshot(name) where isAdopted(saved.target): word = SwiftNames.upperFirst(snapshotName(name))
            case .snapshot, .mask: continue
            }
            // An adopted view is an optional: its value is read through it, and put back through it.
            let base = "saved" + (saved.isAdopted ? "" : SwiftNames.upperFirst(saved.role.rawValue)) + word
            let reference = reference(saved.target) + (saved.isAdopted ? "?" : "")
            let member = Self.member(saved.property, in3D: saved.transformIs3D)
            var values = [SavedValue(name: unique(base + Self.propertyWord(saved.property)), reference: reference, source: saved, member: member,
                                     unset: Self.unsetValue(of: saved.property, in3D: saved.transformIs3D))]
            if saved.property == .cornerRadius {
                values.append(SavedValue(name: unique(base + "Clips"), reference: reference, source: saved, member: ".clipsToBounds", unset: "false"))
            }
            // A view the controller animates in some transitions and the animator in the others keeps both.
            if isEffect { effectSavedValues += values }
            if !isEffect || handedOverFlag(saved.target) != nil { savedValues += values }
        }
        for target in motion.hidden {
            let word: String
            switch target {
            case let .view(role): word = SwiftNames.upperFirst(role.rawValue) + "View"
            case let .element(role, element, _): word = SwiftNames.upperFirst(role.rawValue) + SwiftNames.upperFirst(SwiftNames.mangled(element))
            case .snapshot, .mask: continue
            }
            hiddenValues.append((unique("saved" + word + "Hidden"), reference(target), target))
        }
        for track in motion.viewTracks where track.property == .frame {
            guard case let .snapshot(name) = track.target, (motion.snapshots + motion.adoptedSnapshots).contains(where: { $0.name == name }),
                  startFrames[name] == nil,
                  ([track.from] + track.segments.map(\.value)).contains(where: Self.readsOwnFrame) else { continue }
            startFrames[name] = unique(SwiftNames.mangled(name) + "StartFrame")
        }
        for measurement in motion.measurements {
            let quantity = SwiftNames.upperFirst(measurement.quantity.word)
            let element = measurement.element
            measuredNames[measurement] = unique(element.role.rawValue + SwiftNames.upperFirst(SwiftNames.mangled(element.element)) + quantity)
            var settling = motion.settlingTracks(of: measurement)
            if measurement.quantity == .frame {
                let placing = settling.filter(\.placesItsScreen)
                settling.removeAll(where: \.placesItsScreen)
                if !placing.isEmpty { screenSettlings[measurement] = placing }
            }
            guard !settling.isEmpty else { continue }
            settlings[measurement] = settling.map { track in
                let owner: String
                switch track.target {
                case let .view(role): owner = role.rawValue + "View"
                case let .element(role, name, _): owner = role.rawValue + SwiftNames.upperFirst(SwiftNames.mangled(name))
                case .snapshot, .mask: owner = "view"
                }
                return (track, Self.keptMembers(track).map { member in
                    (member, unique(owner + SwiftNames.upperFirst(String(member.split(separator: ".").last ?? "value")) + "Before"))
                })
            }
        }
    }

    /// The member of a view that holds `property`, with its dot: `.alpha`, `.transform3D` for a
    /// transform in 3D, `.layer.cornerRadius`.
    private static func member(_ property: AnimatedProperty, in3D: Bool) -> String {
        "." + (in3D ? "transform3D" : property.viewMember)
    }

    /// What putting a settled view property back takes: a frame goes back as the bounds and center
    /// it was made of (`frame` is undefined under a transform, and so is setting it back).
    private static func keptMembers(_ track: TrackPlan) -> [String] {
        track.property == .frame ? [".bounds", ".center"] : [member(track.property, in3D: track.transformIs3D)]
    }

    /// `initial` or `final` of a view the transition makes: its own frame.
    private static func readsOwnFrame(_ value: AnimatedValue) -> Bool {
        guard case let .frame(frame) = value else { return false }
        switch frame.base {
        case .initial, .final: return true
        case .element: return false
        }
    }

    // MARK: - Names

    static func maskName(_ role: ViewRole) -> String { role.rawValue + "Mask" }
    func maskName(_ role: ViewRole) -> String { Self.maskName(role) }

    /// The local name of a view the transition makes: `shotSnapshot` for a picture, `dimBackdrop`
    /// for a backdrop.
    func snapshotName(_ name: String) -> String {
        SwiftNames.identifier(SwiftNames.mangled(name) + (backdrops.contains(name) ? "Backdrop" : "Snapshot"))
    }

    static func propertyWord(_ property: AnimatedProperty) -> String { SwiftNames.upperFirst(property.rawValue) }

    /// A saved property's value on a view that was never changed, UIKit's default: what an adopted
    /// optional reads when the view is gone (nothing is then put back on it).
    static func unsetValue(of property: AnimatedProperty, in3D: Bool) -> String {
        switch property {
        case .alpha: "1.0"
        case .frame: "CGRect.zero"
        case .transform: in3D ? "CATransform3DIdentity" : "CGAffineTransform.identity"
        case .cornerRadius, .shadowOpacity: "0.0"
        case .shadowRadius: "3.0"
        case .shadowOffset: "CGSize(width: 0, height: -3)"
        case .shadowColor: "UIColor.black.cgColor"
        case .shadowPath: "nil"
        }
    }

    /// The expression a track's target is read and written through.
    func reference(_ target: TrackTarget) -> String {
        switch target {
        case let .view(role): "\(role.rawValue)View"
        case let .element(role, name, _): "\(role.rawValue)Elements.\(SwiftNames.identifier(name))"
        case let .snapshot(name): snapshotName(name)
        case let .mask(role): maskName(role)
        }
    }


    private func isAdopted(_ target: TrackTarget) -> Bool {
        if case let .snapshot(name) = target { return motion.adoptedSnapshots.contains { $0.name == name } }
        return false
    }

    /// `fromView.alpha`, `shotSnapshot?.transform`, `toView.transform3D`, `toView.layer.cornerRadius`.
    private func viewProperty(_ track: TrackPlan) -> String {
        let base = reference(track.target) + (isAdopted(track.target) ? "?" : "")
        // UIView.transform3D (iOS 13) is the layer's transform; UIView animations animate it
        // like `transform` (https://developer.apple.com/documentation/uikit/uiview/transform3d).
        return base + Self.member(track.property, in3D: track.transformIs3D)
    }

    private var input: (ExpressionInput) -> String { { $0 == .height ? "height" : "width" } }

    // MARK: - Presenter effects

    /// The presenter effects (`MotionPlan.isPresenterEffect`, docs/uikit-model.md R3), which the presentation
    /// controller runs: the tracks on the view of a presenter that stays in some transition of the animator
    /// (`EmitPlan.presenterUses`). What such a controller cannot run (a delay, a curve of its own, a Core Animation
    /// property, a value read from an element) the checker refuses (T0640).
    var effectTracks: [TrackPlan] {
        let uses = plan.presenterUses[motion.animator] ?? [:]
        return motion.presenterEffects.filter { track in
            guard case let .view(role) = track.target else { return false }
            return uses[role] != nil
        }
    }

    /// Whether the animator leaves `track` to the presentation controller in every transition it runs.
    private func isEffect(_ track: TrackPlan) -> Bool {
        guard case let .view(role) = track.target, plan.presenterUses[motion.animator]?[role] == .always else { return false }
        return effectTracks.contains { $0.target == track.target && $0.property == track.property }
    }

    /// For a view that is the staying presenter in only some of the animator's transitions: the local that says
    /// whether UIKit handed it over this time (`view(forKey:)` gives it), which every statement on it tests. Where
    /// it is not handed over, the presentation controller runs the same tracks as effects.
    private func handedOverFlag(_ target: TrackTarget) -> String? {
        guard !writesEffects, case let .view(role) = target, plan.presenterUses[motion.animator]?[role] == .sometimes,
              effectTracks.contains(where: { $0.target == target }) else { return nil }
        return role.rawValue + "ViewIsHandedOver"
    }

    /// `statement` on `target`, only when UIKit handed that view over (`handedOverFlag`).
    private func guarded(_ target: TrackTarget, _ statement: String) -> String {
        handedOverFlag(target).map { "if \($0) { \(statement) }" } ?? statement
    }

    /// The view tracks the animator itself runs.
    private var animatorViewTracks: [TrackPlan] { motion.viewTracks.filter { !isEffect($0) } }

    // MARK: - What the body needs

    private var readsInputs: [ExpressionInput] {
        var found: [ExpressionInput] = []
        let tracks = motion.tracks.filter { !isEffect($0) } + motion.masks.flatMap(\.tracks)
        let values = tracks.flatMap { [$0.from] + $0.segments.map(\.value) }
        for input in values.flatMap(SwiftExpressions.inputs(of:)) where !found.contains(input) { found.append(input) }
        return found.sorted { $0.rawValue > $1.rawValue }
    }

    private var usesFromView: Bool {
        motion.order == .toBelowFrom
            || motion.tracks.contains { $0.target == .view(.from) && !isEffect($0) }
            || motion.snapshots.contains { $0.source == .picture(of: .from) || $0.placement == .below(.from) || $0.placement == .above(.from) }
            || motion.masks.contains { $0.target == .from }
            || motion.hidden.contains(.view(.from))
            || picturesArrivingViewBehindLeavingView
    }

    /// Whether the arriving view, pictured after screen updates, waits behind the leaving view
    /// while the picture commits the screen (docs/uikit-model.md A11): it is above it otherwise, and
    /// both are in the container.
    private var picturesArrivingViewBehindLeavingView: Bool {
        motion.order == .toAboveFrom && !motion.leavingViewMayStay && !motion.arrivingViewMayStay
            && motion.snapshots.contains { $0.source == .picture(of: .to) && $0.afterScreenUpdates }
    }

    private var usesFromViewController: Bool {
        usesFromView || plan.roleCasts[motion.animator]?[.from] != nil
    }

    // MARK: - Statements

    /// The guard that binds the view controllers, views, elements and snapshots.
    func writeBindings(into w: inout SwiftWriter) {
        var conditions: [String] = []
        if usesFromViewController { conditions.append("let fromViewController = transitionContext.viewController(forKey: .from)") }
        conditions.append("let toViewController = transitionContext.viewController(forKey: .to)")
        if usesFromView { conditions.append("let fromView = transitionContext.view(forKey: .from) ?? fromViewController.view") }
        conditions.append("let toView = transitionContext.view(forKey: .to) ?? toViewController.view")
        writeGuard(conditions, into: &w) { w in
            w.line("return skipAnimation(animator, using: transitionContext)")
        }
        let casts = plan.roleCasts[motion.animator] ?? [:]
        for role in [ViewRole.from, .to] {
            guard let type = casts[role] else { continue }
            let controller = plan.modalAnimators.contains(motion.animator) ? "\(role.rawValue)Screen(\(role.rawValue)ViewController)" : "\(role.rawValue)ViewController"
            w.block("guard let \(role.rawValue)Elements = \(controller) as? \(type) else", footer: "}") { w in
                // Logged in a debug build, never a trap: the transition completes, the screens as UIKit left them.
                let message = "the \(role.rawValue) view controller does not adopt \(type)"
                w.line("report(\(SwiftNames.stringLiteral(message)))")
                w.line("return skipAnimation(animator, using: transitionContext)")
            }
        }
        for snapshot in motion.adoptedSnapshots {
            w.line("let \(snapshotName(snapshot.name)) = keptSnapshots[\(SwiftNames.stringLiteral(snapshot.name))]")
        }
    }

    /// `guard` with one condition a line, aligned after `guard `, and `else {` closing the last.
    private func writeGuard(_ conditions: [String], into w: inout SwiftWriter, _ otherwise: (inout SwiftWriter) -> Void) {
        for (index, condition) in conditions.enumerated() {
            w.line((index == 0 ? "guard " : "      ") + condition + (index == conditions.count - 1 ? " else {" : ","))
        }
        w.indented(otherwise)
        w.line("}")
    }

    /// Container, snapshots, masks, saved values and initial values.
    func writeSetUp(into w: inout SwiftWriter) {
        for input in readsInputs {
            w.line("let \(input == .height ? "height" : "width") = containerView.bounds.\(input == .height ? "height" : "width")")
        }
        for saved in savedValues {
            // Through an adopted optional, the value reads as UIKit's default when the view is gone.
            w.line("let \(saved.name) = \(saved.reference)\(saved.member)" + (saved.source.isAdopted ? " ?? \(saved.unset)" : ""))
        }
        for saved in savedValues where saved.clips {
            w.line(guarded(saved.source.target, "\(saved.reference).clipsToBounds = true"))
        }
        let flags = [ViewRole.from, .to].compactMap { role in handedOverFlag(.view(role)).map { (role, $0) } }
        if !flags.isEmpty { w.line("// Where UIKit does not hand the presenter's view over, its presentation controller animates it.") }
        for (role, flag) in flags { w.line("let \(flag) = transitionContext.view(forKey: .\(role.rawValue)) != nil") }
        let place = { (w: inout SwiftWriter) in
            w.line("toView.frame = transitionContext.finalFrame(for: toViewController)")
            switch motion.order {
            case .toAboveFrom: w.line("containerView.addSubview(toView)")
            case .toBelowFrom: w.line("containerView.insertSubview(toView, belowSubview: fromView)")
            }
        }
        if motion.arrivingViewMayStay {
            w.line("// Over full screen, UIKit leaves the presenter's view in place and does not hand it over.")
            w.block("if \(handedOverFlag(.view(.to)) ?? "transitionContext.view(forKey: .to) != nil")", place)
        } else {
            place(&w)
        }
        writeMeasurements(into: &w)
        // What no picture shows starts before a picture after screen updates commits the screen.
        let shownFirst = { (target: TrackTarget) in motion.commitsScreenForPictures && !motion.isPictured(target) }
        let hiddenFirst = hiddenValues.filter { shownFirst($0.target) }
        let startsFirst = animatorViewTracks.filter { !startsWherePlaced($0) && !isSnapshot($0.target) && shownFirst($0.target) }
        if !startsFirst.isEmpty || !hiddenFirst.isEmpty {
            w.line("// The picture after screen updates commits the screen: it shows the transition's first frame.")
            writeHiding(hiddenFirst, into: &w)
            for track in startsFirst { w.line(guarded(track.target, "\(viewProperty(track)) = \(viewValue(track.from, track: track))")) }
        }
        for snapshot in motion.snapshots {
            let name = snapshotName(snapshot.name)
            switch snapshot.source {
            case let .picture(role):
                let source = "\(role.rawValue)View"
                if role == .to, picturesArrivingViewBehindLeavingView {
                    // Behind the leaving view while it is pictured, so the commit does not show it; then back in its place.
                    w.line("let \(name)Place = containerView.subviews.firstIndex(of: toView) ?? containerView.subviews.count")
                    w.line("containerView.insertSubview(toView, belowSubview: fromView)")
                    w.line("let \(name)Taken = toView.snapshotView(afterScreenUpdates: true)")
                    w.line("containerView.insertSubview(toView, at: \(name)Place)")
                    w.compactBlock("guard let \(name) = \(name)Taken else", ["return skipAnimation(animator, using: transitionContext)"])
                } else {
                    w.compactBlock("guard let \(name) = \(source).snapshotView(afterScreenUpdates: \(snapshot.afterScreenUpdates)) else",
                                   ["return skipAnimation(animator, using: transitionContext)"])
                }
                w.line("\(name).frame = \(source).frame")
            case let .element(reference):
                let source = elementReference(reference)
                w.compactBlock("guard let \(name) = \(source).snapshotView(afterScreenUpdates: \(snapshot.afterScreenUpdates)) else",
                               ["return skipAnimation(animator, using: transitionContext)"])
                w.line("\(name).frame = \(measuredNames[Measurement(element: reference, quantity: .frame)] ?? "\(source).frame")")
            case let .backdrop(color):
                w.line("let \(name) = UIView(frame: containerView.bounds)")
                w.line("\(name).backgroundColor = .\(color.rawValue)")
            }
            w.line("\(name).isUserInteractionEnabled = false")
            // How it follows a size change of the window while it is kept (C8).
            w.line("\(name).autoresizingMask = \(SwiftExpressions.autoresizingMask(snapshot.source.autoresizingMask))")
            switch snapshot.placement {
            case .top: w.line("containerView.addSubview(\(name))")
            case let .below(role): w.line("containerView.insertSubview(\(name), belowSubview: \(role.rawValue)View)")
            case let .above(role): w.line("containerView.insertSubview(\(name), aboveSubview: \(role.rawValue)View)")
            }
        }
        for snapshot in motion.snapshots {
            guard let start = startFrames[snapshot.name] else { continue }
            w.line("let \(start) = \(snapshotName(snapshot.name)).frame")
        }
        for snapshot in motion.adoptedSnapshots {
            let name = snapshotName(snapshot.name)
            // Already in this container (a presentation keeps its container) it keeps its place.
            w.compactBlock("if let \(name), \(name).superview !== containerView", ["containerView.addSubview(\(name))"])
        }
        for snapshot in motion.adoptedSnapshots {
            // The frame it was kept at; without it (none was kept) its tracks change nothing.
            guard let start = startFrames[snapshot.name] else { continue }
            w.line("let \(start) = \(snapshotName(snapshot.name))?.frame ?? .zero")
        }
        let hiddenAfter = hiddenValues.filter { !shownFirst($0.target) }
        if !hiddenAfter.isEmpty {
            // Out of sight for the whole transition, once the snapshots have pictured it.
            writeHiding(hiddenAfter, into: &w)
        }
        for mask in motion.masks {
            let name = maskName(mask.target)
            let shape = elementReference(mask.shape)
            w.line("let \(name) = CAShapeLayer()")
            w.line("\(name).path = \(shape).path")
            w.line("\(name).bounds = \(shape).bounds")
            // Centred where the shape's bounds are in the masked layer (measured as the transition starts).
            let frame = measuredNames[mask.frame] ?? "\(shape).frame"
            w.line("\(name).position = CGPoint(x: \(frame).midX, y: \(frame).midY)")
            w.line("\(mask.target.rawValue)View.layer.mask = \(name)")
        }
        for track in animatorViewTracks where track.property == .cornerRadius {
            // A corner radius alone rounds only the background: a picture is clipped, a backdrop need not be.
            guard case let .snapshot(name) = track.target,
                  (motion.snapshots + motion.adoptedSnapshots).first(where: { $0.name == name })?.source.clipsWhenRounded ?? true else { continue }
            w.line("\(reference(track.target))\(isAdopted(track.target) ? "?" : "").clipsToBounds = true")
        }
        for track in animatorViewTracks where !startsWherePlaced(track) && !(shownFirst(track.target) && !isSnapshot(track.target)) {
            w.line(guarded(track.target, "\(viewProperty(track)) = \(viewValue(track.from, track: track))"))
        }
    }

    /// Keeps whether each view was hidden, then hides it.
    private func writeHiding(_ hidden: [(name: String, reference: String, target: TrackTarget)], into w: inout SwiftWriter) {
        for view in hidden { w.line("let \(view.name) = \(view.reference).isHidden") }
        for view in hidden { w.line("\(view.reference).isHidden = true") }
    }

    private func isSnapshot(_ target: TrackTarget) -> Bool {
        if case .snapshot = target { return true }
        return false
    }

    /// A picture of an element is placed at the element's frame; a frame track that starts there
    /// needs no second assignment.
    private func startsWherePlaced(_ track: TrackPlan) -> Bool {
        guard track.property == .frame, case let .snapshot(name) = track.target,
              let snapshot = motion.snapshots.first(where: { $0.name == name }), case let .element(reference) = snapshot.source else { return false }
        return track.from == .frame(FrameValue(base: .element(reference), dx: .constant(0), dy: .constant(0)))
    }

    /// `fromElements.thumbnail`.
    private func elementReference(_ element: ElementReference) -> String {
        reference(.element(element.role, element.element, .view))
    }

    /// What the plan reads from elements, before anything moves: frames in the container's
    /// coordinates (`convert(_:to:)`), with the arriving screen laid out at its final frame first
    /// (`layoutIfNeeded()` applies pending Auto Layout at once), corner radii, and the bounds of
    /// a mask's shape in the masked view's layer.
    private func writeMeasurements(into w: inout SwiftWriter) {
        let measurements = motion.measurements
        guard !measurements.isEmpty else { return }
        if measurements.contains(where: { $0.element.role == .to && $0.quantity != .cornerRadius }) {
            w.line("toView.layoutIfNeeded()")
        }
        for measurement in measurements {
            guard let name = measuredNames[measurement] else { continue }
            let element = elementReference(measurement.element)
            let settling = settlings[measurement] ?? []
            let placing = screenSettlings[measurement] ?? []
            if !settling.isEmpty {
                w.line("// \(measurement.element.dotted) is measured where the transition leaves it: its screen as the animations end it, then put back.")
            } else if !placing.isEmpty {
                w.line("// \(measurement.element.dotted) is measured where the transition leaves it: with its screen as the animations end it, which stays where it is.")
            }
            for (track, kept) in settling {
                let owner = reference(track.target)
                for (member, saved) in kept { w.line("let \(saved) = \(owner)\(member)") }
                w.line("\(viewProperty(track)) = \(viewValue(track.finalValue, track: track))")
            }
            switch measurement.quantity {
            case .frame where !placing.isEmpty:
                let screen = reference(placing[0].target)
                let transform = placing.first { $0.property == .transform }.map { viewValue($0.finalValue, track: $0) } ?? screen + ".transform"
                let frame = placing.first { $0.property == .frame }.map { ", frame: " + viewValue($0.finalValue, track: $0) } ?? ""
                w.line("let \(name) = frame(of: \(element), in: containerView, onceScreen: \(screen), has: \(transform)\(frame))")
            case .frame: w.line("let \(name) = \(element).convert(\(element).bounds, to: containerView)")
            case .cornerRadius: w.line("let \(name) = \(element).layer.cornerRadius")
            case let .maskFrame(in: role): w.line("let \(name) = \(role.rawValue)View.layer.convert(\(element).bounds, from: \(element))")
            }
            for (track, kept) in settling.reversed() {
                let owner = reference(track.target)
                for (member, saved) in kept { w.line("\(owner)\(member) = \(saved)") }
            }
        }
    }

    /// A view property's value: a number, an affine transform, or a transition-context frame.
    private func viewValue(_ value: AnimatedValue, track: TrackPlan) -> String {
        switch value {
        case let .scalar(e):
            return SwiftExpressions.number(e, input: input)
        case let .transform(steps):
            return track.transformIs3D
                ? SwiftExpressions.layerTransform(steps, input: input) : SwiftExpressions.affineTransform(steps, input: input)
        case let .cornerRadius(of: reference):
            return measuredNames[Measurement(element: reference, quantity: .cornerRadius)] ?? "0"
        case let .frame(frame):
            return frameValue(frame, target: track.target)
        case let .size(width, height):
            return size(width, height)
        case let .color(color):
            return Self.color(color)
        case let .roundedBounds(size, radius):
            return roundedBounds(size: size, cornerRadius: radius, target: track.target, layer: reference(track.target) + ".layer")
        }
    }

    /// `CGSize(width: 0.0, height: 12.0)`.
    private func size(_ width: ModelExpression, _ height: ModelExpression) -> String {
        "CGSize(width: \(SwiftExpressions.number(width, input: input)), height: \(SwiftExpressions.number(height, input: input)))"
    }

    /// `UIColor.gray.cgColor`: Core Animation's colours are `CGColor`s.
    private static func color(_ color: NamedColor) -> String { "UIColor.\(color.rawValue).cgColor" }

    /// A shadow's path: `roundedShadowPath` (one structure at every radius) of the bounds the frame value
    /// gives the target (else its bounds now) with the corner radius value (else its radius now).
    private func roundedBounds(size: FrameValue?, cornerRadius: AnimatedValue?, target: TrackTarget, layer: String) -> String {
        let bounds = size.map { "CGRect(origin: .zero, size: \(frameValue($0, target: target)).size)" } ?? "\(layer).bounds"
        let radius: String = switch cornerRadius {
        case let .scalar(e)?: SwiftExpressions.number(e, input: input)
        case let .cornerRadius(of: reference)?: measuredNames[Measurement(element: reference, quantity: .cornerRadius)] ?? "0"
        case .transform?, .frame?, .size?, .color?, .roundedBounds?, nil: "\(layer).cornerRadius"
        }
        return "roundedShadowPath(\(bounds), cornerRadius: \(radius), curve: \(layer).cornerCurve)"
    }

    /// A frame value: a transition-context frame, an element's measured frame, offset.
    private func frameValue(_ frame: FrameValue, target: TrackTarget) -> String {
        let base: String
        switch (frame.base, target) {
        case let (.element(reference), _):
            base = measuredNames[Measurement(element: reference, quantity: .frame)] ?? "\(elementReference(reference)).frame"
        case (.initial, .view) where writesEffects, (.final, .view) where writesEffects:
            base = "containerView.bounds"
        case let (.initial, .view(role)), let (.final, .view(role)):
            base = "transitionContext.\(frame.base == .initial ? "initialFrame" : "finalFrame")(for: \(role.rawValue)ViewController)"
        case let (.initial, .snapshot(name)), let (.final, .snapshot(name)):
            // A view the transition makes: its frame as it was placed.
            base = startFrames[name] ?? "\(reference(target)).frame"
        case (.initial, .element), (.final, .element), (.initial, .mask), (.final, .mask):
            // An element has no context frame of its own: both bases are its frame when the transition starts.
            base = savedValues.first { $0.source.target == target && $0.source.property == .frame }?.name ?? "\(reference(target)).frame"
        }
        if frame.dx.constantValue == 0, frame.dy.constantValue == 0 { return base }
        return "\(base).offsetBy(dx: \(SwiftExpressions.number(frame.dx, input: input)), dy: \(SwiftExpressions.number(frame.dy, input: input)))"
    }

    /// A layer animation's `fromValue`/`toValue` or one of its keyframe `values`, for the animation
    /// added to `animation.layer`.
    func layerValue(_ value: AnimatedValue, of animation: LayerAnimation) -> String {
        switch value {
        case let .scalar(e):
            let text = SwiftExpressions.number(e, input: input)
            return e.constantValue != nil ? "\(text) as CGFloat" : "(\(text)) as CGFloat"
        case let .transform(steps):
            return "NSValue(caTransform3D: \(SwiftExpressions.layerTransform(steps, input: input)))"
        case let .cornerRadius(of: reference):
            return measuredNames[Measurement(element: reference, quantity: .cornerRadius)] ?? "0 as CGFloat"
        case .frame:
            return "nil"
        case let .size(width, height):
            return "NSValue(cgSize: \(size(width, height)))"
        case let .color(color):
            return Self.color(color)
        case let .roundedBounds(size, radius):
            return roundedBounds(size: size, cornerRadius: radius, target: animation.track.target, layer: animation.layer)
        }
    }

    /// The final values, in the property animator; keyframes when a track has windows, which
    /// inherit the property animator's duration and timing (UIKit builds one
    /// `CAKeyframeAnimation` per property, paced by the animator's curve, with the calculation
    /// mode of the options).
    func writeViewAnimations(duration: String, into w: inout SwiftWriter) {
        let tracks = animatorViewTracks
        guard !tracks.isEmpty else { return }
        // A delay is a share of the one property animator's duration (TransitionAnimator.delayFactor),
        // so a finger scrubbing that animator waits as the clock does.
        let delayed = motion.delay > 0
        let keyframed = tracks.contains(where: \.isKeyframed)
        guard keyframed || delayed else {
            return w.compactBlock("animator.addAnimations", tracks.map { guarded($0.target, "\(viewProperty($0)) = \(viewValue($0.to, track: $0))") })
        }
        let footer = delayed ? "}, delayFactor: delayFactor)" : "}"
        w.closure("animator.addAnimations\(delayed ? "({" : " {")\(keyframed ? " [\(duration)] in" : "")", footer: footer) { w in
            writeEndValues(tracks, duration: duration, into: &w)
        }
    }

    /// The end values of `tracks`, inside an animation block; keyframes when a track has windows, which
    /// inherit the enclosing property animator's duration and timing (UIKit builds one `CAKeyframeAnimation` per
    /// property, paced by the animator's curve, with the calculation mode of the options).
    private func writeEndValues(_ tracks: [TrackPlan], duration: String, into w: inout SwiftWriter) {
        // Plain tracks stay plain property animations (a spring's overshoot shows on them, as in
        // the plan); keyframed ones go through one keyframe animation per property.
        for track in tracks where !track.isKeyframed {
            w.line(guarded(track.target, "\(viewProperty(track)) = \(viewValue(track.to, track: track))"))
        }
        let keyframed = tracks.filter(\.isKeyframed)
        guard !keyframed.isEmpty else { return }
        var windows: [(start: Double, length: Double)] = []
        for segment in keyframed.flatMap(\.segments) where !windows.contains(where: { $0 == (segment.start, segment.length) }) {
            windows.append((segment.start, segment.length))
        }
        windows.sort { $0.start < $1.start || ($0.start == $1.start && $0.length < $1.length) }
        w.line("UIView.animateKeyframes(withDuration: \(duration), delay: 0.0, options: [.\(motion.keyframeMode.keyframeOption)], animations: {")
        w.indented { w in
            for window in windows {
                let start = SwiftExpressions.number(window.start)
                let length = SwiftExpressions.number(window.length)
                w.block("UIView.addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(length))") { w in
                    for track in keyframed {
                        for segment in track.segments where segment.start == window.start && segment.length == window.length {
                            w.line(guarded(track.target, "\(viewProperty(track)) = \(viewValue(segment.value, track: track))"))
                        }
                    }
                }
            }
        }
        w.line("})")
    }

    /// `presenterEffects(on:in:dismissing:)`: the presenter effects as the presentation controller runs them, on
    /// the presenter's view in the presentation's container, whose bounds are that view's `initial` and `final`
    /// frames (docs/uikit-model.md R2): `from` when it presents, `to` when it dismisses. Their end values run
    /// alongside the transition, on its property animator: its duration, curve and scrubbing; keyframes as the
    /// animator's own.
    func writePresenterEffects(duration: String, into w: inout SwiftWriter) {
        let tracks = effectTracks
        let roles = [ViewRole.from, .to].filter { role in tracks.contains { $0.target == .view(role) } }
        guard let only = roles.first else { return }
        var body = self
        body.writesEffects = true
        w.line()
        w.doc("What the transition does to the presenter that stays, which UIKit does not hand over: its presentation",
              "controller sets it, alongside the transition.")
        let parameter = roles.count == 1 ? "\(only.rawValue)View" : "presenter"
        w.block("override func presenterEffects(on \(parameter): UIView, in containerView: UIView, dismissing: Bool) -> PresenterEffects?") { w in
            if roles.count == 1 {
                w.compactBlock("guard \(only == .to ? "" : "!")dismissing else", ["return nil"])
                body.writeEffects(tracks, into: &w, duration: duration)
                return
            }
            w.block("if dismissing") { w in
                w.line("let toView = presenter")
                body.writeEffects(tracks.filter { $0.target == .view(.to) }, into: &w, duration: duration)
            }
            w.line("let fromView = presenter")
            body.writeEffects(tracks.filter { $0.target == .view(.from) }, into: &w, duration: duration)
        }
    }

    /// The `PresenterEffects` of `tracks`, all on one role's view, and the values they find.
    private func writeEffects(_ tracks: [TrackPlan], into w: inout SwiftWriter, duration: String) {
        var found: [ExpressionInput] = []
        for input in tracks.flatMap({ [$0.from] + $0.segments.map(\.value) }).flatMap(SwiftExpressions.inputs(of:)) where !found.contains(input) {
            found.append(input)
        }
        for input in found.sorted(by: { $0.rawValue > $1.rawValue }) {
            w.line("let \(input == .height ? "height" : "width") = containerView.bounds.\(input == .height ? "height" : "width")")
        }
        let saved = effectSavedValues.filter { value in tracks.contains { $0.target == value.source.target } }
        for value in saved { w.line("let \(value.name) = \(value.reference)\(value.member)") }
        w.line("return PresenterEffects(")
        w.indented { w in
            w.closure("start: {", footer: "},") { w in
                for value in saved where value.clips { w.line("\(value.reference).clipsToBounds = true") }
                for track in tracks { w.line("\(viewProperty(track)) = \(viewValue(track.from, track: track))") }
            }
            let keyframed = tracks.contains(where: \.isKeyframed)
            w.closure("animations: {\(keyframed ? " [\(duration)] in" : "")", footer: "},") { w in
                writeEndValues(tracks, duration: duration, into: &w)
            }
            let settled = tracks.compactMap { track in track.settledValue.map { "\(viewProperty(track)) = \(viewValue($0, track: track))" } }
            if settled.isEmpty {
                w.line("settle: {},")
            } else {
                w.closure("settle: {", footer: "},") { w in w.lines(settled) }
            }
            w.closure("restore: {", footer: "})") { w in w.lines(saved.map(restore)) }
        }
    }

    /// The completion: cleanup, restoring on cancel, handing over kept snapshots, and exactly one
    /// `completeTransition`. With Core Animation parts (added by `writeLayers`), it runs once both the
    /// view animations and those have finished (`TransitionAnimator.animateLayers`).
    func writeCompletion(coreAnimation: Bool, into w: inout SwiftWriter, layerAnimations writeLayers: (inout SwiftWriter) -> Void) {
        var captures: [String] = []
        if !motion.adoptedSnapshots.isEmpty { captures.append("keptSnapshots") }
        if motion.snapshots.contains(where: { $0.keptUntil != nil }) || !motion.adoptedSnapshots.isEmpty { captures.append("keepSnapshots") }
        let captureList = captures.isEmpty ? "" : "[\(captures.joined(separator: ", "))] "
        guard coreAnimation else {
            w.closure("animator.addCompletion { \(captureList)_ in") { w in writeFinish(into: &w) }
            return
        }
        w.closure("animateLayers(alongside: animator) {", footer: "} completion: {\(captureList.isEmpty ? "" : " " + captureList + "in")", writeLayers)
        w.indented { w in writeFinish(into: &w) }
        w.line("}")
    }

    private func writeFinish(into w: inout SwiftWriter) {
        w.line("let cancelled = transitionContext.transitionWasCancelled")
        // The pictures and backdrops made for this transition alone go whichever way it ends.
        for snapshot in motion.snapshots where snapshot.keptUntil == nil {
            w.line("\(snapshotName(snapshot.name)).removeFromSuperview()")
        }
        // On cancel UIKit keeps the source: remove what was added, restore what was changed.
        let toViewHandedOver = handedOverFlag(.view(.to)) ?? "transitionContext.view(forKey: .to) != nil"
        var onCancel = [motion.arrivingViewMayStay ? "if \(toViewHandedOver) { toView.removeFromSuperview() }" : "toView.removeFromSuperview()"]
        for snapshot in motion.snapshots where snapshot.keptUntil != nil { onCancel.append("\(snapshotName(snapshot.name)).removeFromSuperview()") }
        for saved in savedValues { onCancel.append(guarded(saved.source.target, restore(saved))) }
        if !motion.adoptedSnapshots.isEmpty { onCancel.append("keepSnapshots?(keptSnapshots)") }

        var onComplete: [String] = []
        let kept = motion.snapshots.filter { $0.keptUntil != nil }
        if !kept.isEmpty {
            let entries = kept.map { "\(SwiftNames.stringLiteral($0.name)): \(snapshotName($0.name))" }.joined(separator: ", ")
            onComplete.append("keepSnapshots?([\(entries)])")
        }
        for snapshot in motion.adoptedSnapshots { onComplete.append("\(snapshotName(snapshot.name))?.removeFromSuperview()") }
        for track in animatorViewTracks {
            guard let settled = track.settledValue else { continue }
            onComplete.append(guarded(track.target, "\(viewProperty(track)) = \(viewValue(settled, track: track))"))
        }
        let finalValues = layerAnimations.filter(\.track.keepsEndValue)
        if !finalValues.isEmpty {
            onComplete.append("CATransaction.begin()")
            onComplete.append("CATransaction.setDisableActions(true)")
            for animation in finalValues { onComplete.append(animation.unwrapping(finalLayerValue(animation))) }
            onComplete.append("CATransaction.commit()")
        }

        w.line("if cancelled {")
        w.indented { w in w.lines(onCancel) }
        if !onComplete.isEmpty {
            w.line("} else {")
            w.indented { w in w.lines(onComplete) }
        }
        w.line("}")
        for hidden in hiddenValues { w.line("\(hidden.reference).isHidden = \(hidden.name)") }
        for mask in motion.masks { w.line("\(mask.target.rawValue)View.layer.mask = nil") }
        for animation in layerAnimations {
            let remove = "\(animation.layer).removeAnimation(forKey: \(SwiftNames.stringLiteral(animation.key)))"
            if let adopted = animation.adopted { w.compactBlock("if let \(adopted)", [remove]) } else { w.line(remove) }
        }
        w.line("transitionContext.completeTransition(!cancelled)")
        let restoredAfterFinish = motion.restored(cancelled: false)
        let leaving = savedValues.filter { restoredAfterFinish.contains($0.source) }
        if !leaving.isEmpty {
            // Where UIKit did not hand the leaving view over, it stays on screen as the transition left it.
            let handedOver = handedOverFlag(.view(.from)) ?? "transitionContext.view(forKey: .from) != nil"
            let condition = motion.leavingViewMayStay ? "if !cancelled, \(handedOver)" : "if !cancelled"
            w.line("// The view that left is back as it was, ready to be shown again.")
            w.compactBlock(condition, leaving.map(restore))
        }
    }

    private func restore(_ saved: SavedValue) -> String {
        "\(saved.reference)\(saved.member) = \(saved.name)"
    }

    /// The model value a layer animation leaves: its end value, set on the layer's member (the
    /// property says which member, and whether it is a `Float`).
    private func finalLayerValue(_ animation: LayerAnimation) -> String {
        let property = animation.track.property
        let member = "\(animation.layer).\(property.layerKeyPath)"
        switch animation.track.finalValue {
        case let .scalar(e):
            let number = SwiftExpressions.number(e, input: input)
            return "\(member) = \(property.isFloatOnLayer ? "Float(\(number))" : number)"
        case let .cornerRadius(of: reference):
            return "\(member) = \(measuredNames[Measurement(element: reference, quantity: .cornerRadius)] ?? "0")"
        case let .transform(steps):
            return "\(member) = \(SwiftExpressions.layerTransform(steps, input: input))"
        case let .size(width, height):
            return "\(member) = \(size(width, height))"
        case let .color(color):
            return "\(member) = \(Self.color(color))"
        case .frame, .roundedBounds:
            // A layer has no frame track (the checker refuses one), and a shadow's path is not kept.
            return "// \(animation.layer): no model value to keep"
        }
    }
}
