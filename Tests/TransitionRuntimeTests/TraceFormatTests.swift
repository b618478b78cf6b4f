import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// The JSON document's shape (docs/trace-format.md) and the text layout's promises.
final class TraceFormatTests: XCTestCase {
    func testJSONDocumentFollowsTheSchema() throws {
        let spec = try SpecCompiler.compile("specs/logo-reveal.transition")
        let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail; wait 0.5; drag back to 0.7 over 0.1; release")
        let text = TraceJSON(sources: [spec.0]).document([result.trace]).serialized()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(document["format"] as? String, "transc-trace")
        XCTAssertEqual(document["version"] as? Int, 1)
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(run.keys), ["spec", "graph", "title", "container", "fps", "transitions", "events", "issues", "samples"])
        let transitions = try XCTUnwrap(run["transitions"] as? [[String: Any]])
        XCTAssertEqual(transitions.count, 2)
        let push = transitions[0]
        XCTAssertEqual(push["animator"] as? String, "Reveal")
        XCTAssertEqual(push["outcome"] as? String, "completed")
        let channels = try XCTUnwrap(push["channels"] as? [[String: String]])
        XCTAssertEqual(channels.map { $0["kind"]! }, ["transform3D", "transform3D", "scalar"])
        let frames = try XCTUnwrap(push["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 121, "0 s to 2 s at 60 fps")
        let values = try XCTUnwrap(frames[60]["values"] as? [Any])
        XCTAssertEqual((values[0] as? [Double])?.count, 16)
        XCTAssertEqual(try XCTUnwrap(values[2] as? Double), 0.315357, accuracy: 1e-9)
        let pop = transitions[1]
        XCTAssertEqual(pop["gesture"] as? String, "back")
        XCTAssertEqual((pop["frames"] as? [[String: Any]])?.first?["percent"] as? Double, 0)
        let types = try XCTUnwrap(run["events"] as? [[String: Any]]).map { $0["type"] as! String }
        XCTAssertEqual(types, [
            "operationStarted", "animatorChosen", "completeTransition", "transitionCompleted", "stack", "wait",
            "operationStarted", "animatorChosen", "interactionBegan", "interactionUpdated", "interactionFinished",
            "completeTransition", "transitionCompleted", "stack",
        ])
    }

    func testTextTableHasAHeaderPerTransitionAndAlignedColumns() throws {
        let spec = try SpecCompiler.compile("specs/present-like-push.transition")
        let text = TraceTextRenderer().render(SpecRunner.tour(spec.2, graph: 0, source: spec.0).trace)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "tour of PresentLike in specs/present-like-push.transition (container 390 × 844 pt, 60 fps)")
        XCTAssertTrue(lines.contains("#3 push A -> C: animator SlideUp (edge * -> C), 0.500 s easeInOut"), text)
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("#3 ") })
        XCTAssertEqual(lines[header + 1], "  time (s)  C.frame.y (pt)")
        XCTAssertEqual(lines[header + 2], "     0.700         844.000")
        XCTAssertEqual(lines[header + 17], "     0.950         422.000")
        XCTAssertEqual(lines.last, "4 transitions, 150 samples, 0 errors")
    }

    func testFrameRateAndContainerSizeChangeTheSampling() throws {
        let spec = try SpecCompiler.compile("specs/present-like-push.transition")
        let trace = SpecRunner.run(
            StepsText("push C", graph: 0, in: spec.1).actions, graph: 0, in: spec.2, source: spec.0, title: "steps",
            options: RunOptions(width: 320, height: 480, framesPerSecond: 10)).trace
        let push = try XCTUnwrap(trace.transitions.first)
        XCTAssertEqual(push.frameTimes, [0, 0.1, 0.2, 0.3, 0.4, 0.5].map { $0 }, "a row every 0.1 s")
        XCTAssertEqual(push.value(row: 0, channel: 0).map { $0 }, [0, 480, 320, 480])
    }

    func testLongIdleWaitsCostNothing() throws {
        let spec = try SpecCompiler.compile("specs/logo-reveal.transition")
        let (interpreter, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Detail; wait 3600; pop")
        XCTAssertEqual(interpreter.stage.time, 3602.5, accuracy: 1e-9)
        XCTAssertEqual(result.trace.sampleCount, 394, "no frame is sampled while nothing moves")
        XCTAssertEqual(result.trace.issues, [])
    }
}
