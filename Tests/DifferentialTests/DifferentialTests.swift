import DifferentialHarness
import Foundation
import XCTest

/// The emitted Swift of every spec, run on the runtime UIKit, replays every scenario and tour as
/// the interpreter does; and the comparison notices each of five classic mistakes made on purpose.
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

    private func spec(_ name: String) -> String { Toolchain.root.appendingPathComponent("specs/\(name)").path }

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

    /// Specs that combine what the bundled ones do not (Tests/Fixtures/differential).
    func testEveryDifferentialFixtureAgrees() throws {
        let directory = Toolchain.root.appendingPathComponent("Tests/Fixtures/differential")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".transition") }.sorted()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for name in fixtures {
            let report = try Differential.compare(path: directory.appendingPathComponent(name).path, toolchain: toolchain())
            XCTAssertNil(report.difference, name)
            XCTAssertGreaterThanOrEqual(report.transitions, 4, name)
        }
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
            let recognizer = UIPanGestureRecognizer(target: self, action: Selector(handle(_:)))
            previousDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
            keepSnapshots?(snapshots)
            let objcName = "@objcX"
            """)
    }
}
