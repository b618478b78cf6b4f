import TransitionCore
import TransitionSource
import TransitionModel
import TransitionSyntax

/// What an animator can do to a presenter that stays: under a presentation that keeps the
/// presenter's view (`style: overFullScreen`, a sheet: `PresentationStyle.keepsPresenter`) UIKit
/// does not move that view into the transition's container ("only when
/// `shouldRemovePresentersView` is true"), so the container and everything in it stand above it,
/// and its final frame is where it is (`finalFrame(for:)` is zero "if and only if" the view is
/// removed; a non-zero one "must be respected"). Decided from the lowered plans of the animators a
/// graph's keep-presenter edges name.
extension Checker {
    /// Placements relative to the presenter (T0638), a presenter left away from its frame
    /// (T0639) and presenter effects its presentation controller cannot run (T0640), for every modal edge of `graphs` whose style keeps the presenter.
    mutating func checkStayingPresenters(_ plans: [MotionPlan], graphs: [NavigationGraph]) {
        var byName: [String: Int] = [:]
        for index in plans.indices { byName[plans[index].animator] = index }
        for graph in graphs {
            for edge in graph.edges where edge.kind == .modal && edge.presentation.style.keepsPresenter {
                let context = DiagnosticNote(
                    "'\(graph.spelling(of: edge))' keeps the presenter's view where it is (shouldRemovePresentersView is false): the transition's container, with every view it moves, stands above it",
                    at: edge.range)
                for (choice, kind) in [(edge.forward, TransitionOperation.Kind.present), (edge.backward, .dismiss)] {
                    guard let name = choice.animatorName, let index = byName[name], !plans[index].isReversed else { continue }
                    let plan = plans[index]
                    guard animators.importedPath(of: plan.declaredName) == nil, animators.template(named: plan.declaredName)?.isIncomplete != true,
                          let decl = animators.declaration(named: plan.declaredName) else { continue }
                    checkPlacements(plan, decl: decl, presenter: kind == .present ? .from : .to, note: context)
                    if kind == .present { checkPresenterFrame(plan, note: context) }
                    checkPresenterEffects(plan, presenter: kind == .present ? .from : .to, note: context)
                }
            }
        }
    }

    /// `order:` and snapshot placements that ask for a place below or next to the presenter's view,
    /// which is outside the container: an error, with the one place that is honoured.
    private mutating func checkPlacements(_ plan: MotionPlan, decl: AnimatorDecl, presenter: ViewRole, note: DiagnosticNote) {
        let presented: ViewRole = presenter == .from ? .to : .from
        // The presented view above the presenter is what UIKit gives; the other order is not.
        let impossible: ZOrder = presenter == .from ? .toBelowFrom : .toAboveFrom
        for case let .order(statement) in decl.body where plan.order == impossible {
            let honoured: ZOrder = impossible == .toBelowFrom ? .toAboveFrom : .toBelowFrom
            error(.placementAgainstStayingPresenter,
                  "'\(impossible.spelling)' cannot be honoured: the presenter '\(presenter.rawValue)' stays below this presentation's container, outside it",
                  at: statement.range, notes: [note], fixIts: [FixIt(range: statement.range, replacement: honoured.spelling)],
                  fixItTitle: "Use '\(honoured.spelling)'")
        }
        for snapshot in plan.snapshots {
            let relation: String
            switch snapshot.placement {
            case .top: continue
            case let .below(role): guard role == presenter else { continue }; relation = "below"
            case let .above(role): guard role == presenter else { continue }; relation = "above"
            }
            var fixIts: [FixIt] = []
            for case let .snapshot(statement) in decl.body where statement.name.name == snapshot.name {
                if let placement = statement.placement {
                    fixIts = [FixIt(range: placement.relation.range.union(placement.view.range), replacement: "below \(presented.rawValue)")]
                }
            }
            error(.placementAgainstStayingPresenter,
                  "'\(snapshot.name)' cannot go \(relation) the presenter '\(presenter.rawValue)': it stays below this presentation's container, outside it",
                  at: snapshot.range,
                  notes: [note, DiagnosticNote("'below \(presented.rawValue)' is the lowest place in the container, just above the presenter", at: snapshot.range)],
                  fixIts: fixIts, fixItTitle: fixIts.isEmpty ? nil : "Use 'below \(presented.rawValue)'")
        }
    }

    /// A present that leaves the presenter's view at a frame other than `final`, the container's
    /// bounds, which UIKit gives it again at the next layout.
    private mutating func checkPresenterFrame(_ plan: MotionPlan, note: DiagnosticNote) {
        let final = AnimatedValue.frame(FrameValue(base: .final, dx: .constant(0), dy: .constant(0)))
        for track in plan.tracks where track.target == .view(.from) && track.property == .frame && track.finalValue != final {
            guard let range = track.segments.last?.range else { continue }
            warning(.stayingPresenterMoved,
                    "the presenter 'from' stays on screen under this presentation, but this leaves it away from 'final', the frame UIKit keeps it at",
                    at: range,
                    notes: [note, DiagnosticNote(
                        "a presenter that stays keeps its frame (finalFrame(for:) is the container's bounds, and must be respected): end it at 'final', or move a snapshot of it",
                        at: range)])
        }
    }

    /// The presenter's own properties are its presentation controller's to animate (presenter
    /// effects, docs/uikit-model.md R3): it sets their start values as the transition begins and
    /// their end values in `animate(alongsideTransition:)`, which UIKit adds to the transition's
    /// animations without a delay and as view animations, with no view controller to read an element
    /// from. What it cannot run is an error on the track.
    private mutating func checkPresenterEffects(_ plan: MotionPlan, presenter: ViewRole, note: DiagnosticNote) {
        let effects = plan.presenterEffects.filter { $0.target == .view(presenter) && $0.property.isWritten }
        let written = { (track: TrackPlan) in "'\(presenter.rawValue).\(track.property.rawValue)'" }
        if plan.delay > 0, let first = effects.first {
            error(.presenterEffectOutOfReach,
                  "this animator waits \(decimalText(plan.delay)) s, but \(written(first)) animates the presenter that stays, "
                    + "which its presentation controller animates alongside the transition, and UIKit starts those animations without a delay",
                  at: first.range,
                  notes: [note, DiagnosticNote("the delay: drop it, or let the presenter's change start later in a keyframe window (keyframe(start: 0.2, length: 0.8) { … })", at: plan.range)])
        }
        for track in effects {
            let reason: String? = if track.ownPacing != nil {
                "but it has a curve of its own, and the controller runs it on the transition's: remove the curve"
            } else if track.property.isLayerOnly {
                "but it is a Core Animation property, and the controller runs view animations alongside the transition: "
                    + "cast the shadow from a backdrop below the presented view, or from a snapshot of the presenter"
            } else if let element = ([track.from] + track.segments.map(\.value)).flatMap(\.elementsRead).first {
                "but it reads '\(element.dotted)', and the controller has no view controller to read elements from: give it a value of its own"
            } else {
                nil
            }
            guard let reason else { continue }
            error(.presenterEffectOutOfReach,
                  "\(written(track)) animates the presenter that stays, which its presentation controller animates (UIKit does not hand that view to the animator), \(reason)",
                  at: track.range, notes: [note])
        }
    }
}
