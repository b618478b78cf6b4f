import DifferentialHarness
import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The emitted Swift of every spec, run on the runtime UIKit, replays every scenario and tour as
/// the interpreter does; and the comparison notices each classic mistake made on purpose.
final class DifferentialTests: XCTestCase {
    static let toolchain = Result { try Toolchain.prepared() }

    /// The runtime UIKit is built with the Linux toolchain; elsewhere the real SDK owns the name.
    private func toolchain() throws -> Toolchain {
        #if !os(Linux)
        throw XCTSkip("the differential test runs on Linux")
        #else
        return try Self.toolchain.get()
        #endif
    }

    /// A bundled spec, or a differential fixture when `name` starts with `Tests/`.
    private func spec(_ name: String) -> String {
        Toolchain.root.appendingPathComponent(name.hasPrefix("Tests/") ? name : "specs/\(name)").path
    }

    func testEverySpecAgrees() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Toolchain.root.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".transition") }.sorted()
        XCTAssertGreaterThanOrEqual(specs.count, 7)
        var runs = 0, transitions = 0
        for name in specs {
            let report = try Differential.compare(path: spec(name), toolchain: toolchain())
            XCTAssertNil(report.difference, name)
            runs += report.runs
            transitions += report.transitions
        }
        XCTAssertGreaterThan(transitions, runs, "the specs' runs compared transitions")
    }

    /// The bundled specs with modal edges (a present or a dismiss to play).
    private func modalSpecs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Toolchain.root.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".transition") }.sorted().filter { name in
                let path = spec(name)
                let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                return Compilation.compile(source).model?.graphs.contains { $0.edges.contains { $0.kind == .modal } } ?? false
            }
    }

    /// P1: every modal spec, its tour and scenarios, with a tab bar controller as the window's root
    /// (its selected tab the navigation controller), which UIKit makes the presenting view controller:
    /// the emitted code finds the screens behind it and its dismiss the screen it revealed.
    func testEveryModalSpecAgreesUnderATabBarRoot() throws {
        try assertEveryModalSpecAgrees(shape: .tabBarRoot)
    }

    /// P1: every modal spec with each presented screen inside a navigation controller of its own,
    /// which the app prepares and presents: it gets the edge's style, animator and gestures.
    func testEveryModalSpecAgreesWithEachPresentedScreenInANavigationController() throws {
        try assertEveryModalSpecAgrees(shape: .wrappedPresented)
    }

    private func assertEveryModalSpecAgrees(shape: Differential.AppShape) throws {
        let specs = try modalSpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 7)
        for name in specs {
            let report = try Differential.compare(path: spec(name), toolchain: toolchain(), shape: shape)
            XCTAssertNil(report.difference, "\(name) (\(shape))")
            XCTAssertGreaterThan(report.transitions, 0, name)
        }
    }

    /// Specs that combine what the bundled ones do not (Tests/Fixtures/differential).
    func testEveryDifferentialFixtureAgrees() throws {
        try assertEveryFixtureAgrees(in: "Tests/Fixtures/differential", atLeast: 8, transitionsEach: 4)
    }

    /// The regression scenarios (Tests/Fixtures/scenarios): each pins a behaviour that was once
    /// wrong, so the emitted code must show it too.
    func testEveryRegressionScenarioAgrees() throws {
        try assertEveryFixtureAgrees(in: "Tests/Fixtures/scenarios", atLeast: 10, transitionsEach: 1)
    }

    /// Every spec of a fixture folder agrees, each comparing at least `transitionsEach` transitions.
    private func assertEveryFixtureAgrees(in folder: String, atLeast count: Int, transitionsEach: Int) throws {
        let directory = Toolchain.root.appendingPathComponent(folder)
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".transition") }.sorted()
        XCTAssertGreaterThanOrEqual(fixtures.count, count, folder)
        for name in fixtures {
            let report = try Differential.compare(path: directory.appendingPathComponent(name).path, toolchain: toolchain())
            XCTAssertNil(report.difference, name)
            XCTAssertGreaterThanOrEqual(report.transitions, transitionsEach, name)
        }
    }

    /// A spec with errors has nothing to compare: its own outcome, with the first error, never a
    /// difference; `transc-differential` says `error: does not check` and exits 3.
    func testASpecThatDoesNotCheckIsAnErrorNotADifference() throws {
        let directory = try TemporaryDirectory.create("differential")
        defer { try? TemporaryDirectory.remove(directory) }
        let spec = directory.appendingPathComponent("broken.transition")
        try "navigation N {\n    screen A: AViewController\n    root B\n}\n".write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Differential.compare(path: spec.path, toolchain: toolchain())) { error in
            let failure = error as? Differential.DoesNotCheck
            XCTAssertNotNil(failure, "\(error)")
            XCTAssertTrue(failure?.firstError.hasPrefix("\(spec.path):3:10: error: ") == true, failure?.firstError ?? "")
        }
        #if os(Linux)
        let run = try ProcessRunner.run(try ProcessRunner.builtProduct("transc-differential"), [spec.path])
        let text = run.stdout
        XCTAssertEqual(run.status, 3, text + run.stderr)
        XCTAssertTrue(text.contains("\(spec.path): error: does not check: \(spec.path):3:10: error: "), text)
        XCTAssertFalse(text.contains("differ:"), text)
        XCTAssertTrue(text.hasSuffix("0 agree, 0 differ, 1 not compared (errors)\n"), text)
        #endif
    }

    // MARK: Mutations: each one a mistake the seeds warn about, each one a difference

    private func assertDiffers(_ name: String, _ mutation: String, expecting fragment: String,
                               file: StaticString = #filePath, line: UInt = #line,
                               _ change: @escaping (String) -> String) throws {
        var changed = false
        let report = try Differential.compare(path: spec(name), toolchain: toolchain()) { source in
            let result = change(source)
            changed = result != source
            return result
        }
        XCTAssertTrue(changed, "the mutation '\(mutation)' changed nothing", file: file, line: line)
        let difference = try XCTUnwrap(report.difference, "'\(mutation)' went unnoticed", file: file, line: line)
        XCTAssertTrue(difference.contains(fragment), "\(mutation): \(difference)", file: file, line: line)
    }

    func testADroppedCompleteTransitionDiffers() throws {
        try assertDiffers("fade-interactive.transition", "drop a completeTransition", expecting: "completeTransition was never called") {
            $0.replacingOccurrences(of: "transitionContext.completeTransition(!cancelled)", with: "_ = cancelled")
        }
    }

    func testMeasuringAGestureInTheScreensViewInsteadOfTheContainerDiffers() throws {
        // The pop slides the screen the recogniser is on under the finger: its own view reads
        // another location than the container (the runtime converts between views as UIKit does).
        try assertDiffers("Tests/Fixtures/differential/location-progress.transition", "measure in the recogniser's view", expecting: "transition") {
            $0.replacingOccurrences(of: "GestureInput(recognizer, in: transitionContainer)", with: "GestureInput(recognizer, in: recognizer.view)")
        }
    }

    func testInsertingAboveInsteadOfBelowDiffers() throws {
        try assertDiffers("fade-interactive.transition", "insertSubview(above:) for below", expecting: "the container holds") {
            $0.replacingOccurrences(of: "insertSubview(toView, belowSubview: fromView)", with: "insertSubview(toView, aboveSubview: fromView)")
        }
    }

    func testScrubbingCurvedInsteadOfLinearDiffers() throws {
        // every-construct's scenario drags animators that follow the finger linearly.
        try assertDiffers("every-construct.transition", "scrub curved instead of linear", expecting: "at ") {
            $0.replacingOccurrences(
                of: "let containerView = transitionContext.containerView",
                with: "animator.scrubsLinearly = false\n        let containerView = transitionContext.containerView")
        }
    }

    func testLinearInsteadOfCubicKeyframesDiffers() throws {
        try assertDiffers("Tests/Fixtures/differential/cubic-keyframes.transition", "linear keyframes instead of cubic", expecting: "at ") {
            $0.replacingOccurrences(of: "options: [.calculationModeCubic]", with: "options: [.calculationModeLinear]")
                .replacingOccurrences(of: "calculationMode = .cubic", with: "calculationMode = .linear")
        }
    }

    func testAForgottenSnapshotDiffers() throws {
        try assertDiffers("every-construct.transition", "forget to remove a snapshot", expecting: "the container holds") { source in
            source.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !($0.contains("Snapshot.removeFromSuperview()") && !$0.contains("forEach")) }
                .joined(separator: "\n")
        }
    }

    func testAForgottenHideDiffers() throws {
        try assertDiffers("every-construct.transition", "forget to hide what the spec hides", expecting: "hidden") { source in
            source.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasSuffix(".isHidden = true") }
                .joined(separator: "\n")
        }
    }

    func testAWrongSpringConstantDiffers() throws {
        try assertDiffers("modal-spring.transition", "wrong spring constant", expecting: "at ") { source in
            guard let range = source.range(of: #"dampingRatio: [0-9.]+"#, options: .regularExpression) else { return source }
            return source.replacingCharacters(in: range, with: "dampingRatio: 0.95")
        }
    }

    func testASpringCompletionThatForgetsTheFingersSpeedDiffers() throws {
        // today-card's pull-down springs on at the finger's speed (`velocity: release`).
        try assertDiffers("today-card.transition", "start the completion spring at rest", expecting: "at ") { source in
            source.replacingOccurrences(of: "initialVelocity: CGVector(dx: velocity, dy: velocity)", with: "initialVelocity: .zero")
        }
    }

    /// A10: a shadow path drawn with `UIBezierPath(roundedRect:cornerRadius:)` is a plain rectangle at
    /// radius 0, another structure than the rounded card it starts as: Core Animation's result is
    /// undefined (the runtime jumps to the end), so today-card's lift must draw both ends as one.
    func testA10AShadowPathBetweenTwoStructuresDiffers() throws {
        try assertDiffers("today-card.transition", "draw the shadow path with UIBezierPath", expecting: "at ") { source in
            guard let regex = try? NSRegularExpression(pattern: #"roundedShadowPath\(([^\n]*), cornerRadius: ([^,\n]*), curve: [^)\n]*\)"#) else { return source }
            return regex.stringByReplacingMatches(
                in: source, range: NSRange(source.startIndex..., in: source),
                withTemplate: "UIBezierPath(roundedRect: $1, cornerRadius: $2).cgPath")
        }
    }

    // MARK: Interactive transitions as UIKit runs them (docs/uikit-model.md, I1–I3)

    /// I1: UIKit continues an interruptible animator with `timingCurve` and never reads
    /// `completionCurve`, so a completion curve set only there resumes the slide's own linear curve.
    func testI1ACompletionCurveSetAsCompletionCurveIsIgnored() throws {
        try assertDiffers("Tests/Fixtures/differential/completion-curve.transition", "completionCurve instead of timingCurve", expecting: "at ") {
            $0.replacingOccurrences(of: "interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeOut)", with: "interaction.completionCurve = .easeOut")
        }
    }

    /// I1: with no `timingCurve` and a completion speed of 1 UIKit calls `startAnimation()`, which
    /// resumes the animator's own curve: fade-interactive's Second.alpha 0.1 s after the release is
    /// then about 0.082, not the ease-in-out completion's 0.166.
    func testI1TheDefaultCompletionLeftToUIKitResumesTheAnimatorsCurve() throws {
        try assertDiffers("fade-interactive.transition", "no timingCurve for the default completion", expecting: "at ") {
            $0.replacingOccurrences(of: "interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeInOut)", with: "")
        }
    }

    /// I2: an interactive start pauses the interruptible animator and never calls
    /// `animateTransition(using:)`, so a delay given to `startAnimation(afterDelay:)` vanishes under
    /// the finger (half a drag of delayed-drag's slide shows 195 pt instead of 65 pt).
    func testI2ADelayOutsideThePropertyAnimatorVanishesUnderAFinger() throws {
        try assertDiffers("Tests/Fixtures/differential/delayed-drag.transition", "delay outside the property animator", expecting: "at ") {
            $0.replacingOccurrences(of: "duration: delay + duration", with: "duration: duration")
                .replacingOccurrences(of: "}, delayFactor: delayFactor)", with: "})")
        }
    }

    /// I3: Core Animation runs on the clock under a finger; a shadow the emitted code animated in the
    /// property animator instead would follow the finger and differ.
    func testI3ACoreAnimationTrackRunsOnTheClockUnderAFinger() throws {
        try assertDiffers("Tests/Fixtures/differential/layer-track-under-finger.transition", "shadow in the property animator", expecting: "at ") { source in
            guard let start = source.range(of: "animator.addAnimations {") else { return source }
            return source.replacingCharacters(in: start, with: "animator.addAnimations { fromView.layer.shadowOpacity = 0.4 }\n        animator.addAnimations {")
        }
    }

    // MARK: UIKit's swipe-back: the emitted coordinator allows it where the model does

    /// The differential fixture whose scenarios cancel and finish UIKit's swipe-back, compiled.
    private func swipeBackFixture() throws -> (CheckedSpec, SourceFile) {
        let path = Toolchain.root.appendingPathComponent("Tests/Fixtures/differential/system-swipe-back.transition").path
        let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return (try XCTUnwrap(Compilation.compile(source).model), source)
    }

    /// Drags no scenario can write (the checker rejects them, T1007): UIKit's swipe-back on the
    /// root, and on a screen whose pop is a custom animator.
    private func refusedSwipeBacks(_ spec: CheckedSpec, _ source: SourceFile) throws -> [Differential.ExtraRun] {
        let graph = spec.graphs[0]
        let story = try XCTUnwrap(graph.screenIndex(named: "Story")), comments = try XCTUnwrap(graph.screenIndex(named: "Comments"))
        func run(_ title: String, _ kinds: [ScenarioAction.Kind]) -> Differential.ExtraRun {
            Differential.ExtraRun(title: title, actions: kinds.map { ScenarioAction(kind: $0, range: .at(0)) }, source: source)
        }
        func drag(on screen: Int) -> ScenarioAction.Kind { .drag(gesture: .systemSwipeBack(on: screen), amount: .fraction(0.7), duration: 0.2) }
        let release = ScenarioAction.Kind.release(velocityX: 0, velocityY: 0)
        return [
            run("UIKit's swipe-back on the root", [drag(on: graph.root), release]),
            run("UIKit's swipe-back under a custom pop", [.push(story), .push(comments), drag(on: comments), release]),
        ]
    }

    /// Where the model refuses UIKit's swipe-back, the emitted coordinator has turned it off (under a
    /// custom pop) or UIKit's delegate refuses it (on the root): neither back end starts a transition.
    func testTheCoordinatorRefusesTheSwipeBackWhereTheModelDoes() throws {
        let (spec, source) = try swipeBackFixture()
        let report = try Differential.compare(spec: spec, source: source, toolchain: toolchain(), extra: refusedSwipeBacks(spec, source))
        XCTAssertNil(report.difference)
    }

    /// The emitted coordinator with UIKit's swipe-back turned on (`answer` true) or off on every screen,
    /// whatever the spec's pop there.
    private func overridingSwipeBack(_ answer: String) -> (String) -> String {
        { source in
            source.replacingOccurrences(of: "final class ReaderTransitionCoordinator: TransitionCoordinator {", with: """
                final class ReaderTransitionCoordinator: TransitionCoordinator {
                    override func updateSystemPopGestures() {
                        super.updateSystemPopGestures()
                        navigationController?.interactivePopGestureRecognizer?.isEnabled = \(answer)
                    }
                """)
        }
    }

    /// The classic mistake of a custom delegate: UIKit's swipe-back gone where UIKit's pop runs.
    func testACoordinatorThatTurnsTheSwipeBackOffDiffers() throws {
        let (spec, source) = try swipeBackFixture()
        let report = try Differential.compare(spec: spec, source: source, toolchain: toolchain(), mutate: overridingSwipeBack("false"))
        let difference = try XCTUnwrap(report.difference, "a swipe-back that never begins went unnoticed")
        XCTAssertTrue(difference.contains("transitions in the interpreter"), difference)
    }

    /// The opposite mistake: UIKit's swipe-back left on where a custom pop runs (or on the root).
    func testACoordinatorThatLeavesTheSwipeBackOnDiffers() throws {
        let (spec, source) = try swipeBackFixture()
        let report = try Differential.compare(spec: spec, source: source, toolchain: toolchain(), extra: refusedSwipeBacks(spec, source),
                                              mutate: overridingSwipeBack("true"))
        let difference = try XCTUnwrap(report.difference, "a swipe-back that begins under a custom pop went unnoticed")
        XCTAssertTrue(difference.contains("UIKit's swipe-back under a custom pop"), difference)
    }

    // MARK: The one rewrite of emitted Swift

    func testOnlyObjectiveCSpellingsAreRewritten() {
        let source = """
            @objc private func handle(_ recognizer: UIPanGestureRecognizer) {}
            let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
            previousDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
            keepSnapshots?(snapshots)
            let objcName = "@objcX"
            """
        XCTAssertEqual(ObjCSpellings.rewrite(source), """
            private func handle(_ recognizer: UIPanGestureRecognizer) {}
            let recognizer = UIPanGestureRecognizer(target: self, action: Selector(Self.handle(_:), named: "handle(_:)"))
            previousDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
            keepSnapshots?(snapshots)
            let objcName = "@objcX"
            """)
    }
}
