import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// A trace's memory is bounded by frames × channels (`RunOptions.sampleLimit`): a long drag over
/// a screen of many animated views stops recording at the budget and reports the step.
final class SampleBudgetTests: XCTestCase {
    /// The shape that once needed more than 6 GB: 121 channels (60 elements fading and turning,
    /// and the screen's view) under a drag of 20,000 s.
    private func manyChannels() throws -> (SourceFile, Compilation, CheckedSpec) {
        let elements = (0..<60).map { "element e\($0): view" }.joined(separator: " ")
        let tracks = (0..<60).map { "    to.e\($0).alpha: 0 -> 1; to.e\($0).transform: identity -> rotate(1)\n" }.joined()
        return try SpecCompiler.compile(text: """
            navigation App {
                screen Feed: FeedViewController
                screen Post: PostViewController { \(elements) }
                root Feed
                Feed -> Post { push: Fade  pop: reverse }
                gesture back: edgePan(left) on Post drives pop {
                    progress: translation.x / width
                    finish when progress > 0.5 or velocity.x > 0
                }
            }
            animator Fade(duration: 0.3) { to.alpha: 0 -> 1
            \(tracks)}

            """)
    }

    func testALongDragOverManyChannelsStopsAtTheBudgetAndSaysWhere() throws {
        let spec = try manyChannels()
        let limit = 400_000
        let (interpreter, result) = try RuntimeTestSupport.interpreter(
            spec, steps: "push Post; drag back to 0.6 over 20000; release velocity 100", options: RunOptions(sampleLimit: limit))
        XCTAssertEqual(result.codes, [.sampleBudget])
        let issue = try XCTUnwrap(result.trace.issues.first)
        XCTAssertEqual(interpreter.stepsSource.text(issue.range), "drag back to 0.6 over 20000")
        XCTAssertTrue(issue.message.contains("budget of \(limit) samples"), issue.message)
        XCTAssertTrue(issue.message.contains("121 channels"), issue.message)
        XCTAssertTrue(issue.message.contains("--fps"), issue.message)
        // Every row's time and numbers fit the budget, and the trace says where it stopped.
        let transitions = result.trace.transitions
        let held = transitions.reduce(0) { $0 + $1.values.count + $1.frameTimes.count }
        XCTAssertLessThanOrEqual(held, limit)
        XCTAssertGreaterThan(held, limit - 500)
        let stops = result.trace.events.filter { if case .samplingStopped = $0.kind { true } else { false } }
        XCTAssertEqual(stops.count, 1)
        // The run still plays to its end: the pop finishes.
        XCTAssertEqual(transitions.count, 2)
        XCTAssertEqual(transitions.last?.completed, true)
    }

    func testARunWithinTheBudgetRecordsEveryFrame() throws {
        let spec = try manyChannels()
        let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Post; drag back to 0.6 over 1; release velocity 100")
        XCTAssertEqual(result.codes, [])
        XCTAssertFalse(result.trace.events.contains { if case .samplingStopped = $0.kind { true } else { false } })
        XCTAssertEqual(RunOptions().sampleLimit, 20_000_000)
    }
}
