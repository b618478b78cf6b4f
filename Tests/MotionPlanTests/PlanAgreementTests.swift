import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// For every spec in specs/, every number a plan holds appears in its emitted animator class:
/// the trace and the Swift are two renderings of the same plan.
final class PlanAgreementTests: XCTestCase {
    static let root = SpecCompiler.root

    func testEveryPlanNumberIsInTheEmittedClass() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("specs").path)
        var checked = 0
        for name in names.sorted() where name.hasSuffix(".transition") {
            let spec = try BothBackEnds(path: "specs/\(name)")
            for plan in spec.model.plans {
                let className = plan.animator.hasSuffix("Animator") ? plan.animator : plan.animator + "Animator"
                // An imported animator used as it is has its class in the imported file's output.
                let owner = try plan.importedFrom.map { try BothBackEnds(path: "specs/\(($0 as NSString).lastPathComponent)") } ?? spec
                let swift = try (owner.swift.contains("final class \(className):") ? owner : spec).swiftClass(className)
                for expected in Self.numbers(of: plan) where !swift.contains(expected) {
                    XCTFail("\(name): \(className) lacks `\(expected)`; the plan is\n\(plan.text)\n\nthe class is\n\(swift)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// Every spec's plans as text (`transc run --plans`), kept in `Tests/Fixtures/plan` for review:
    /// what both back ends do. `GOLDEN_UPDATE=1` rewrites them.
    func testEverySpecsPlansMatchTheirText() throws {
        let directory = Self.root.appendingPathComponent("Tests/Fixtures/plan")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("specs").path)
        for name in names.sorted() where name.hasSuffix(".transition") {
            let spec = try BothBackEnds(path: "specs/\(name)")
            let text = spec.model.plans.map { $0.text + "\n" }.joined(separator: "\n")
            let golden = directory.appendingPathComponent((name as NSString).deletingPathExtension + ".plan")
            Golden.assertMatches(text, golden: golden, "\(name): plan text")
        }
    }

    /// The spellings of every number of a plan, as the emitter must print them.
    static func numbers(of plan: MotionPlan) -> [String] {
        // TransitionAnimator (the support file) takes the timing in its initializer and answers
        // transitionDuration(using:) with delay + runningTime.
        var timing = ["duration: \(literal(plan.duration))"]
        if plan.runTime != plan.duration { timing.append("runningTime: \(literal(plan.runTime))") }
        if plan.delay > 0 { timing.append("delay: \(literal(plan.delay))") }
        if plan.usesCoreAnimation { timing.append("layerFillMode: .\(plan.layerFillMode)") }
        if !plan.adoptedSnapshots.isEmpty { timing.append("adoptsSnapshots: true") }
        var expected = ["super.init(\(timing.joined(separator: ", ")))"]
        switch plan.pacing {
        case let .bezier(_, named?):
            // The delay is inside the property animator (a finger holds one timeline).
            expected.append("UIViewPropertyAnimator(duration: \(plan.delay > 0 ? "delay + " : "")duration, curve: .\(named))")
        case let .bezier(curve, nil):
            expected.append("CGPoint(x: \(literal(curve.x1)), y: \(literal(curve.y1)))")
            expected.append("CGPoint(x: \(literal(curve.x2)), y: \(literal(curve.y2)))")
        case let .spring(spring, spelling):
            expected.append("CGVector(dx: \(literal(spring.initialVelocity)), dy: \(literal(spring.initialVelocity)))")
            switch spelling {
            case let .dampingRatio(ratio): expected.append("dampingRatio: \(literal(ratio))")
            case let .bounce(bounce):
                expected.append("bounce: \(literal(bounce))")
                expected.append("let stiffness: CGFloat = \(literal(spring.stiffness))")
                expected.append("let damping: CGFloat = \(literal(spring.damping))")
            }
            if plan.usesCoreAnimation {
                expected.append(".stiffness = \(literal(spring.stiffness))")
                expected.append(".damping = \(literal(spring.damping))")
            }
        }
        if plan.scrubbing == .curved { expected.append("animator.scrubsLinearly = false") }
        for track in plan.viewTracks where track.isKeyframed {
            for segment in track.segments {
                expected.append("UIView.addKeyframe(withRelativeStartTime: \(literal(segment.start)), relativeDuration: \(literal(segment.length)))")
            }
        }
        for track in plan.layerTracks + plan.masks.flatMap(\.tracks) where track.isKeyframed {
            expected.append(".keyTimes = [\(track.keyframes.map { literal($0.time) }.joined(separator: ", "))]")
        }
        if plan.usesCoreAnimation { expected.append("run(") }
        for snapshot in plan.snapshots {
            switch snapshot.source {
            case let .picture(role): expected.append("\(role.rawValue)View.snapshotView(afterScreenUpdates: \(snapshot.afterScreenUpdates))")
            case let .element(reference):
                expected.append("\(reference.role.rawValue)Elements.\(reference.element).snapshotView(afterScreenUpdates: \(snapshot.afterScreenUpdates))")
            case let .backdrop(color): expected.append("Backdrop.backgroundColor = .\(color.rawValue)")
            }
        }
        for measurement in plan.measurements {
            let element = "\(measurement.element.role.rawValue)Elements.\(measurement.element.element)"
            switch measurement.quantity {
            case .frame:
                // Measured where the transition leaves it, with its screen's end transform or frame applied, not set.
                let placesScreen = plan.settlingTracks(of: measurement).contains(where: \.placesItsScreen)
                expected.append(placesScreen ? "frame(of: \(element), in: containerView, onceScreen: "
                                             : "\(element).convert(\(element).bounds, to: containerView)")
            case .cornerRadius: expected.append("\(element).layer.cornerRadius")
            case let .maskFrame(in: role): expected.append("\(role.rawValue)View.layer.convert(\(element).bounds, from: \(element))")
            }
        }
        return expected
    }

    /// A number as the emitter writes a literal.
    static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(format: "%.1f", value) : "\(value)"
    }
}
