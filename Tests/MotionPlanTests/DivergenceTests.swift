import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// Each place where `transc run` and the emitted Swift used to disagree, checked on both back ends
/// from the one plan.
final class DivergenceTests: XCTestCase {
    // MARK: 1. Scrubbing

    func testHeldSwipeFollowsTheFingerUnlessTheAnimatorScrubsCurved() throws {
        // The pop plays the ease-in fade backwards: ease-out.
        for (scrub, expected) in [("", 0.7), (", scrub: curved", 1 - TimingCurve.easeOut.value(at: 0.3))] {
            let spec = try BothBackEnds(pushGraph(push: "Fade", pop: "reverse") + """
            animator Fade(duration: 0.5, curve: easeIn\(scrub)) { to.alpha: 0 -> 1 }
            """)
            let (interpreter, _) = spec.run("push B; drag back to 0.3 over 0.2")
            XCTAssertEqual(interpreter.shown(interpreter.node("B"), .alpha).scalar!, expected, accuracy: 1e-9, scrub)
            let pop = try spec.swiftClass("BToAPopAnimator")
            XCTAssertEqual(pop.contains("animator.scrubsLinearly = false"), !scrub.isEmpty, pop)
            try spec.assertRunsAlike(
                "push B; drag back to 0.3 over 0.2", "push B; drag back to 0.3 over 0.2; release velocity -50",
                "push B; drag back to 0.6 over 0.2; release")
        }
    }

    func testPresentLikePushFollowsTheFingerDown() throws {
        // 30 % of a downward pan over an 844 pt screen: the screen is 253.2 pt down, under the finger.
        let spec = try BothBackEnds(path: "specs/present-like-push.transition")
        let (interpreter, _) = spec.run("push C; drag dismissC to 0.3 over 0.2")
        let frame = try XCTUnwrap(interpreter.shown(interpreter.node("C"), .frame).rect)
        XCTAssertEqual(frame.minY, 0.3 * 844, accuracy: 1e-9)
        try spec.assertRunsAlike("push C; drag dismissC to 0.3 over 0.2; release", "push C; drag dismissC to 0.2 over 0.2; release velocity 0, -100")
    }

    // MARK: 2. Damping above 1

    func testDampingAboveOneRunsAndEmitsAsTheCriticallyDampedSpring() throws {
        let spec = try BothBackEnds(pushGraph(push: "Settle", pop: "reverse", elements: "element dot: layer") + """
        animator Settle(duration: 0.5, curve: spring(damping: 1.5, velocity: 0)) {
            to.alpha: 0 -> 1
            from.dot.transform: identity -> scale(2)
        }
        """)
        let plan = try spec.plan("Settle")
        XCTAssertEqual(plan.pacing, .spring(Spring(duration: 0.5, dampingRatio: 1), .dampingRatio(1)))
        let swift = try spec.swiftClass("SettleAnimator")
        XCTAssertTrue(swift.contains("UISpringTimingParameters(dampingRatio: 1.0, initialVelocity: velocity)"), swift)
        let critical = Spring(duration: 0.5, dampingRatio: 1)
        XCTAssertTrue(swift.contains(".stiffness = \(literal(critical.stiffness))"), swift)
        XCTAssertTrue(swift.contains(".damping = \(literal(critical.damping))"), swift)
        try spec.assertRunsAlike("push B; drag back to 0.5 over 0.2; release")
    }

    // MARK: 3. Bounce springs run for UIKit's settlingDuration; springs in keyframes are the animator's spring

    func testBounceSpringRunsToRestInBothBackEnds() throws {
        let spec = try BothBackEnds(pushGraph(push: "Bouncy", pop: "reverse", elements: "element dot: layer") + """
        animator Bouncy(duration: 0.5, curve: spring(bounce: 0.3)) {
            keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 1 }
            from.dot.transform: identity -> scale(2)
        }
        """)
        let plan = try spec.plan("Bouncy")
        // UIKit's settlingDuration (docs/uikit-model.md S2): 0.863 s, not the exact 0.819 s.
        let settle = Spring(duration: 0.5, bounce: 0.3).settlingDuration
        XCTAssertEqual(settle, 0.863, accuracy: 0.0005)
        XCTAssertEqual(plan.runTime, settle, accuracy: 1e-12)
        let (_, result) = spec.run("push B")
        let push = try XCTUnwrap(result.trace.transitions.first)
        XCTAssertEqual(push.duration, settle, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(push.end) - push.start, settle, accuracy: 1e-9)
        let swift = try spec.swiftClass("BouncyAnimator")
        // TransitionAnimator answers transitionDuration(using:) with runningTime and runs the layer
        // animations for it.
        XCTAssertTrue(swift.contains("super.init(duration: 0.5, runningTime: \(literal(settle)), layerFillMode: .forwards)"), swift)
        XCTAssertTrue(swift.contains("UIViewPropertyAnimator(duration: runningTime, timingParameters: spring)"), swift)
        XCTAssertTrue(swift.contains("UIView.animateKeyframes(withDuration: runningTime"), swift)
        XCTAssertTrue(swift.contains("run(fromDotTransform, on: fromElements.dot, forKey: "), swift)
        // One spring paces the keyframes too: no second stiffness for the half-length window.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(swift.components(separatedBy: ".stiffness = ").count - 1, 1, swift)
        XCTAssertTrue(swift.contains(".stiffness = \(literal(spring.stiffness))"), swift)
        XCTAssertTrue(swift.contains("let stiffness: CGFloat = \(literal(spring.stiffness))"), swift)
        try spec.assertRunsAlike("push B; drag back to 0.5 over 0.2; release")
    }

    // MARK: 5. The leaving screen's elements come back

    func testLeavingScreenElementsAreRestoredAfterAPush() throws {
        let spec = try BothBackEnds(pushGraph(push: "Hide", pop: "reverse", elements: "element thumb: view") + """
        animator Hide(duration: 0.3) { from.thumb.alpha: 1 -> 0  to.alpha: 0 -> 1 }
        """)
        let (interpreter, result) = spec.run("push B")
        XCTAssertEqual(result.trace.issues, [])
        XCTAssertEqual(interpreter.stage.modelValue(of: interpreter.node("A", "thumb"), .alpha), .scalar(1))
        let swift = try spec.swiftClass("HideAnimator")
        XCTAssertTrue(swift.contains("if !cancelled {"), swift)
        XCTAssertTrue(swift.contains("fromElements.thumb.alpha = savedFromThumbAlpha"), swift)
        try spec.assertRunsAlike("push B; pop")
    }

    // MARK: 6. Two keyframes of one property are one path

    func testBackToBackKeyframesOfOnePropertyAreOnePathAndACancelRestoresIt() throws {
        let spec = try BothBackEnds(pushGraph(push: "Fade", pop: "FadeOut") + """
        animator Fade(duration: 0.4) { to.alpha: 0 -> 1 }
        animator FadeOut(duration: 0.4, curve: linear) {
            order: to below from
            keyframe(start: 0, length: 0.5) { from.alpha: 1 -> 0.5 }
            keyframe(start: 0.5, length: 0.5) { from.alpha: 0.5 -> 0 }
        }
        """)
        let plan = try spec.plan("FadeOut")
        XCTAssertEqual(plan.tracks.count, 1)
        XCTAssertEqual(plan.tracks[0].keyframes.map(\.time), [0, 0.5, 1])
        let (interpreter, result) = spec.run("push B; drag back to 0.25 over 0.1")
        XCTAssertEqual(interpreter.shown(interpreter.node("B"), .alpha).scalar!, 0.75, accuracy: 1e-9)
        let (after, cancelled) = spec.run("push B; drag back to 0.3 over 0.1; release velocity -100")
        XCTAssertEqual(cancelled.trace.issues, [])
        XCTAssertEqual(after.shown(after.node("B"), .alpha), .scalar(1))
        XCTAssertEqual(result.trace.issues, [])
        let swift = try spec.swiftClass("FadeOutAnimator")
        XCTAssertTrue(swift.contains("UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {\n                    fromView.alpha = 0.5"), swift)
        XCTAssertTrue(swift.contains("UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {\n                    fromView.alpha = 0.0"), swift)
        try spec.assertRunsAlike(
            "push B; drag back to 0.25 over 0.1", "push B; drag back to 0.3 over 0.1; release velocity -100",
            "push B; drag back to 0.7 over 0.1; release")
    }

    // MARK: 8. A modal edge from a screen inside the navigation controller

    func testModalAnimatorsReadElementsThroughTheNavigationController() throws {
        let spec = try BothBackEnds("""
        navigation App {
            screen A: AViewController { element logo: view }
            screen M: MViewController
            root A
            A => M { present: Lift  dismiss: reverse }
        }
        animator Lift(duration: 0.3) { from.logo.alpha: 1 -> 0  to.alpha: 0 -> 1 }
        """)
        let swift = spec.swift
        // fromScreen/toScreen (the support file): the screens the coordinator matched, else TransitionCoordinator.screen(of:),
        // which looks through the navigation controller (and a tab bar or split view controller: docs/uikit-model.md P1).
        XCTAssertTrue(swift.contains("guard let fromElements = fromScreen(fromViewController) as? AViewControllerElements else"), swift)
        XCTAssertTrue(swift.contains("guard let toElements = toScreen(toViewController) as? AViewControllerElements else"), swift)
        let (interpreter, result) = spec.run("present M")
        XCTAssertEqual(result.trace.issues, [])
        XCTAssertEqual(interpreter.stage.modelValue(of: interpreter.node("A", "logo"), .alpha), .scalar(1))
        try spec.assertRunsAlike("present M; dismiss")
    }

    // MARK: 9. Presentation styles

    func testFullScreenRemovesThePresenterAndOverFullScreenKeepsIt() throws {
        let styles: [(spelling: String, style: PresentationStyle)] = [
            ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen), ("sheet(height: 0.5 * height)", .custom),
        ]
        XCTAssertEqual(Set(styles.map(\.style)), Set(PresentationStyle.allCases), "every style the core models is written here")
        for (spelling, style) in styles {
            let spec = try BothBackEnds("""
            navigation App {
                screen A: AViewController
                screen M: MViewController
                root A
                A => M { present: Dim  dismiss: reverse  style: \(spelling) }
            }
            animator Dim(duration: 0.3) { from.alpha: 1 -> 0.5  to.alpha: 0 -> 1 }
            """)
            let (presented, result) = spec.run("present M")
            XCTAssertEqual(result.trace.issues, [], "\(style)")
            XCTAssertEqual(presented.containerLabels.contains("A"), style.keepsPresenter, "\(style): \(presented.containerLabels)")
            let removed = result.trace.events.contains { if case .presenterRemoved = $0.kind { true } else { false } }
            XCTAssertEqual(removed, style == .fullScreen)
            // Dimmed under the presented screen, it stays dimmed; removed, it is reset for its return.
            XCTAssertEqual(presented.shown(presented.node("A"), .alpha), .scalar(style.keepsPresenter ? 0.5 : 1), "\(style)")
            // A sheet is the bottom half of the container, where its presentation controller puts it.
            let frame = Rect(x: 0, y: style == .custom ? 422 : 0, width: 390, height: style == .custom ? 422 : 844)
            XCTAssertEqual(presented.shown(presented.node("M"), .frame), .rect(frame), "\(style)")
            // The dimming of a presenter that stays is its presentation controller's (R3).
            XCTAssertEqual(try spec.swiftClass("DimAnimator").contains("override func presenterEffects(on fromView: UIView, in containerView: UIView, dismissing: Bool)"), style.keepsPresenter)
            let (dismissed, back) = spec.run("present M; dismiss")
            XCTAssertEqual(back.trace.issues, [], "\(style)")
            XCTAssertEqual(dismissed.containerLabels, ["A"], "\(style)")
            let swift = spec.swift
            // Over full screen with a presenter effect is presented .custom, for the presentation controller that runs it (R4).
            XCTAssertTrue(swift.contains("modalPresentationStyle = .\(style.keepsPresenter ? PresentationStyle.custom.rawValue : style.rawValue)"), swift)
            let guarded = "if transitionContext.view(forKey: .to) != nil {\n            toView.frame"
            XCTAssertEqual(try spec.swiftClass("MToADismissAnimator").contains(guarded), style.keepsPresenter)
            try spec.assertRunsAlike("present M; dismiss")
        }
    }

    // MARK: 11. A cancelled pop puts the destination back

    func testCancelledParallaxPopRestoresTheDestination() throws {
        let spec = try BothBackEnds(pushGraph(push: "Slide", pop: "reverse") + """
        animator Slide(duration: 0.35, curve: linear) {
            to.transform: translate(width, 0) -> identity
            from.transform: identity -> translate(-0.3 * width, 0)
        }
        """)
        let (interpreter, result) = spec.run("push B; drag back to 0.3 over 0.2; release velocity -50")
        XCTAssertEqual(result.trace.issues, [], "\(result.trace.issues.map(\.message))")
        XCTAssertEqual(interpreter.shown(interpreter.node("A"), .transform), .affine(.identity))
        try spec.assertRunsAlike("push B; drag back to 0.3 over 0.2; release velocity -50")
        let swift = try spec.swiftClass("BToAPopAnimator")
        XCTAssertTrue(swift.contains("toView.transform = savedToViewTransform"), swift)
    }

    // MARK: A pinch begins only the way that moves its transition on

    func testAPinchThatDismissesByClosingDoesNotBeginWhenOpening() throws {
        let spec = try BothBackEnds(path: "specs/every-construct.transition")
        // The checker says so before anything runs; the interpreter refuses it as UIKit would.
        let opened = StepsText("push Detail; present Viewer; drag pinchClose to 1.3 over 0.2", graph: 0, in: spec.compilation)
        XCTAssertEqual(opened.diagnostics.map(\.code), [DiagnosticCode.dragKindMismatch.rawValue])
        let (_, closed) = spec.run("push Detail; present Viewer; drag pinchClose to 0.6 over 0.2; release")
        XCTAssertEqual(closed.codes, [])
        try spec.assertRunsAlike("push Detail; present Viewer; drag pinchClose to 0.6 over 0.2; release")
        XCTAssertTrue(spec.swift.contains("return pinch.velocity < 0.0"), spec.swift)
    }

    // MARK: Snapshots placed among the views

    func testASnapshotCanGoBelowTheArrivingView() throws {
        let spec = try BothBackEnds(pushGraph(push: "Lift", pop: "reverse") + """
        animator Lift(duration: 0.3) {
            snapshot from as card below to
            card.transform: identity -> scale(0.95)
            to.transform: translate(0, height) -> identity
        }
        """)
        XCTAssertEqual(try spec.plan("Lift").snapshots.map(\.placement), [.below(.to)])
        let (_, result) = spec.run("push B")
        XCTAssertEqual(result.trace.issues, [])
        let swift = try spec.swiftClass("LiftAnimator")
        XCTAssertTrue(swift.contains("containerView.insertSubview(cardSnapshot, belowSubview: toView)"), swift)
        XCTAssertTrue(try spec.swiftClass("BToAPopAnimator").contains("containerView.insertSubview(cardSnapshot, belowSubview: fromView)"))
        // While the push runs, the snapshot sits between the two screens.
        let steps = StepsText("", graph: 0, in: spec.compilation)
        var interpreter = Interpreter(spec: spec.model, graph: spec.model.graphs[0], options: RunOptions(), title: "steps", stepsSource: steps.source)
        let arriving = interpreter.screens.latest(of: 1)
        XCTAssertTrue(interpreter.begin(.push(arriving.controller), name: "push", arriving: arriving, stepRange: .at(0)))
        XCTAssertEqual(interpreter.containerLabels, ["A", "card", "B"])
        try spec.assertRunsAlike("push B; drag back to 0.4 over 0.2; release velocity -50")
    }

    // MARK: 12. Snapshots: one update rule

    func testSnapshotsOfTheArrivingViewWaitForItsUpdate() throws {
        let spec = try BothBackEnds(pushGraph(push: "Shots", pop: "reverse") + """
        animator Shots(duration: 0.3) {
            snapshot from as before
            snapshot to as after
            before.alpha: 1 -> 0
            after.alpha: 0 -> 1
        }
        """)
        let plan = try spec.plan("Shots")
        XCTAssertEqual(plan.snapshots.map(\.afterScreenUpdates), [false, true])
        let swift = try spec.swiftClass("ShotsAnimator")
        XCTAssertTrue(swift.contains("fromView.snapshotView(afterScreenUpdates: false)"), swift)
        XCTAssertTrue(swift.contains("toView.snapshotView(afterScreenUpdates: true)"), swift)
        try spec.assertRunsAlike()
    }

    // MARK: 13. A delayed layer track shows its start value while it waits

    func testADelayedLayerTrackFillsBackwardsInBothBackEnds() throws {
        let spec = try BothBackEnds(pushGraph(push: "Late", pop: "reverse", elements: "element dot: layer") + """
        animator Late(duration: 0.4, delay: 0.2) {
            to.alpha: 0 -> 1
            from.dot.transform: scale(2) -> identity
        }
        """)
        XCTAssertEqual(try spec.plan("Late").layerFillMode, .both)
        // While the push waits for its delay the dot shows its start value, not its model value.
        let (_, result) = spec.run("push B")
        let push = try XCTUnwrap(result.trace.transitions.first)
        let dot = try XCTUnwrap(push.channels.firstIndex { $0.label == "A.dot.transform" })
        XCTAssertEqual(push.value(row: 1, channel: dot).first, 2)
        XCTAssertTrue(try spec.swiftClass("LateAnimator").contains("super.init(duration: 0.4, delay: 0.2, layerFillMode: .both)"))
        try spec.assertRunsAlike("push B; drag back to 0.3 over 0.2; release velocity 0")
    }

    // MARK: 14. A screen presented by edges of different styles

    func testTheStyleIsTheEdgesWhereOneScreenIsPresentedInTwoStyles() throws {
        let spec = try BothBackEnds("""
        navigation App {
            screen A: AViewController
            screen B: BViewController
            screen M: MViewController
            root A
            A -> B
            A => M { present: Dim  dismiss: reverse  style: overFullScreen }
            B => M { present: Dim  dismiss: reverse }
        }
        animator Dim(duration: 0.3) { from.alpha: 1 -> 0.5  to.alpha: 0 -> 1 }
        """)
        let (fromA, _) = spec.run("present M")
        XCTAssertEqual(fromA.containerLabels, ["A", "M"])
        let (fromB, _) = spec.run("push B; present M")
        XCTAssertEqual(fromB.containerLabels, ["M"])
        let swift = spec.swift
        XCTAssertTrue(swift.contains("if source is AViewController, screen is MViewController {"), swift)
        try spec.assertRunsAlike("present M; dismiss", "push B; present M; dismiss")
    }

    // MARK: 15. A view the transition makes reads its own frame as it was placed

    func testAPicturesInitialAndFinalFramesAreTheOnesItWasPlacedAt() throws {
        // The start value moved the picture before the emitted code read `final` from it; the
        // interpreter read the frame it was placed at. Both read the placed frame now.
        let spec = try BothBackEnds(pushGraph(push: "Drift", pop: "reverse") + """
        animator Drift(duration: 0.4) {
            snapshot from as shot
            shot.frame: initial.offset(0, 40) -> final.offset(0, 80)
            to.alpha: 0 -> 1
        }
        """)
        let swift = try spec.swiftClass("DriftAnimator")
        XCTAssertTrue(swift.contains("let shotStartFrame = shotSnapshot.frame"), swift)
        XCTAssertTrue(swift.contains("shotSnapshot.frame = shotStartFrame.offsetBy(dx: 0.0, dy: 80.0)"), swift)
        try spec.assertRunsAlike("push B; pop")
    }

    // MARK: 16. A shadow's path reads its view as the transition starts

    func testAShadowPathFollowsABackdropsFrameAndAnElementsBounds() throws {
        // The interpreter once read a node's bounds after its frame track had moved it.
        let spec = try BothBackEnds(pushGraph(push: "Lift", pop: "reverse", elements: "element card: view { frame: rect(20, 120, 350, 160) }") + """
        animator Lift(duration: 0.4) {
            backdrop white as lift below to
            lift.frame: initial.offset(0, 200) -> final
            lift.cornerRadius: 16 -> 0
            lift.shadowOpacity: 0 -> 0.3
            from.card.frame: initial -> initial.offset(0, 30)
            from.card.shadowOffset: size(0, 2) -> size(0, 12)
            to.alpha: 0 -> 1
        }
        """)
        let (interpreter, _) = spec.run("push B")
        let path = try XCTUnwrap(interpreter.trace.transitions.first?.channels.firstIndex { $0.label == "lift.shadowPath" })
        XCTAssertEqual(Array(interpreter.trace.transitions[0].value(row: 0, channel: path)), [0, 0, 390, 844, 16])
        try spec.assertRunsAlike("push B; pop")
    }

    // MARK: 17. Core Animation holds a Bézier's control points as Floats

    func testALayerTrackIsPacedByTheCurveCoreAnimationHolds() throws {
        // `CAMediaTimingFunction(controlPoints:)` takes Floats: 0.9 runs as 0.899999976…, which the
        // runtime UIKit (like Core Animation) ran while the interpreter ran 0.9, 2.5e-9 apart.
        let spec = try BothBackEnds(pushGraph(push: "Lift", pop: "reverse") + """
        animator Lift(duration: 0.35, curve: cubic(0.2, 0.9, 0.3, 1)) {
            to.shadowOpacity: 0.3 -> 0
            to.alpha: 0 -> 1
        }
        """)
        let plan = try spec.plan("Lift")
        let layer = try XCTUnwrap(plan.tracks.first { $0.isLayer })
        let view = try XCTUnwrap(plan.tracks.first { !$0.isLayer })
        XCTAssertEqual(plan.pacing(of: layer), .bezier(TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1).singlePrecision, named: nil))
        XCTAssertEqual(plan.pacing(of: view), .bezier(TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1), named: nil))
        XCTAssertTrue(try spec.swiftClass("LiftAnimator").contains("CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1.0)"))
        try spec.assertRunsAlike("push B; pop")
    }

    // MARK: 18. Keyframe modes and overlapping keyframes

    func testOverlappingKeyframesFormOnePathThroughTheirEdges() throws {
        let spec = try BothBackEnds(pushGraph(push: "Grow", pop: "reverse") + """
        animator Grow(duration: 1, curve: linear) {
            keyframe(start: 0, length: 0.6) { to.alpha: 0 -> 0.8 }
            keyframe(start: 0.4, length: 0.6) { to.alpha: 0.5 -> 1 }
        }
        """)
        let track = try XCTUnwrap(spec.plan("Grow").tracks.first)
        XCTAssertEqual(track.keyframes.map(\.time), [0, 0.4, 0.6, 1])
        XCTAssertEqual(track.keyframes.map(\.value), [0, 0.5, 0.8, 1].map { AnimatedValue.scalar(.constant($0)) })
        // Half way from 0.5 at 0.4 to 0.8 at 0.6.
        let (interpreter, _) = spec.run("push B; drag back to 0.5 over 0.2")
        XCTAssertEqual(interpreter.shown(interpreter.node("B"), .alpha).scalar!, 0.65, accuracy: 1e-9)
        let push = try spec.swiftClass("GrowAnimator")
        XCTAssertTrue(push.contains("UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) {"), push)
        try spec.assertRunsAlike("push B; pop", "push B; drag back to 0.5 over 0.2; release velocity -10")
    }

    func testAJumpWhereOneWindowEndsAndTheNextStartsElsewhere() throws {
        let plan = try BothBackEnds(pushGraph(push: "Blink", pop: "reverse") + """
        animator Blink(duration: 1, curve: linear) {
            keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 1 }
            keyframe(start: 0.5, length: 0.5) { to.alpha: 0.2 -> 1 }
        }
        """).plan("Blink")
        let track = try XCTUnwrap(plan.tracks.first)
        XCTAssertEqual(track.keyframes.map(\.time), [0, 0.5, 0.5, 1])
    }

    func testCubicKeyframesRunAndEmitAsCubicAndReverseKeepsThem() throws {
        let spec = try BothBackEnds(pushGraph(push: "Swing", pop: "reverse", elements: "element dot: layer") + """
        animator Swing(duration: 1, curve: linear, keyframes: cubic) {
            keyframe(start: 0, length: 0.5) { to.transform: scale(0.5) -> scale(1.2) }
            keyframe(start: 0.5, length: 0.5) { to.transform: scale(1.2) -> identity }
            keyframe(start: 0.2, length: 0.6) { from.dot.transform: identity -> scale(2) }
            keyframe(start: 0.4, length: 0.6) { from.dot.transform: scale(1.5) -> scale(0.5) }
        }
        """)
        XCTAssertEqual(try spec.plan("Swing").keyframeMode, .cubic)
        XCTAssertEqual(try spec.plan("BToAPop").keyframeMode, .cubic)
        // Hermite on 0…0.5: tangents 1.4 (chord) and (1 − 0.5) / 1 = 0.5 per unit of progress;
        // at 0.25: 0.5 · 0.5 + 0.5 · 1.2 + 0.125 · 0.5 · 1.4 − 0.125 · 0.5 · 0.5.
        let (interpreter, _) = spec.run("push B; drag back to 0.75 over 0.2")
        let scale = try XCTUnwrap(interpreter.shown(interpreter.node("B"), .transform).affine?.a)
        XCTAssertEqual(scale, 0.85 + 0.0875 - 0.03125, accuracy: 1e-9)
        let push = try spec.swiftClass("SwingAnimator")
        XCTAssertTrue(push.contains("options: [.calculationModeCubic]"), push)
        XCTAssertTrue(push.contains("calculationMode = .cubic"), push)
        try spec.assertRunsAlike("push B; pop", "push B; drag back to 0.3 over 0.2; release velocity 10")
    }

    func testWindowsThatTileInDecimalsTileInBinaryToo() throws {
        // 0.7 + 0.1 is 0.7999999999999999 in binary: the next window, at 0.8, does not start a
        // hold of its own (which would bend a cubic path), in the plan or in the runtime UIKit.
        let spec = try BothBackEnds(pushGraph(push: "Steps", pop: "reverse") + """
        animator Steps(duration: 1, curve: linear, keyframes: cubic) {
            keyframe(start: 0, length: 0.7) { to.transform: scale(0.5) -> scale(0.9) }
            keyframe(start: 0.7, length: 0.1) { to.transform: scale(0.9) -> scale(1.1) }
            keyframe(start: 0.8, length: 0.2) { to.transform: scale(1.1) -> identity }
        }
        """)
        XCTAssertEqual(try XCTUnwrap(spec.plan("Steps").tracks.first).keyframes.map(\.time), [0, 0.7, 0.8, 1])
        try spec.assertRunsAlike("push B; pop")
    }

    func testAnEdgeTurnsCubicKeyframesBackToLinear() throws {
        let spec = try BothBackEnds(pushGraph(push: "Swing", pop: "reverse(keyframes: linear)") + """
        animator Swing(duration: 1, keyframes: cubic) {
            keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 0.6 }
            keyframe(start: 0.5, length: 0.5) { to.alpha: 0.6 -> 0.9 }
        }
        """)
        XCTAssertEqual(try spec.plan("BToAPop").keyframeMode, .linear)
        XCTAssertTrue(try spec.swiftClass("BToAPopAnimator").contains("options: [.calculationModeLinear]"))
    }

    private func literal(_ value: Double) -> String { PlanAgreementTests.literal(value) }
}
