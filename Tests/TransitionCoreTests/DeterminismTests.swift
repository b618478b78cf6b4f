import TransitionCore
import XCTest

/// The same scenario twice gives the same samples and events, bit for bit.
final class DeterminismTests: XCTestCase {
    struct Run: Equatable {
        var samples: [[PropertySample]] = []
        var events: [TimedEvent] = []
    }

    func scenario() throws -> Run {
        var stage = Stage()
        let main = stage.makeController(named: "Main")
        let detail = stage.makeController(named: "Detail")
        let logo = stage.makeLayer(named: "logo", frame: Rect(x: 120, y: 300, width: 120, height: 40))
        stage.addSubview(logo, to: stage.controller(main).view)
        try stage.setRoot(main)
        let clock = FrameClock(framesPerSecond: 60)
        var run = Run()
        var buffer: [PropertySample] = []
        var frame = 0
        func record(_ stage: Stage) {
            stage.sample(into: &buffer)
            run.samples.append(buffer)
        }
        try stage.begin(.push(detail), animator: TestAnimators.reveal(logo: logo))
        while !stage.isIdle {
            frame += 1
            stage.advance(to: clock.time(ofFrame: frame))
            record(stage)
        }
        try stage.begin(.pop, animator: TestAnimators.fadeOut(curve: .easeOut), interaction: PercentDrivenInteraction())
        for percent in stride(from: 0.0, through: 0.4, by: 0.05) {
            try stage.updateInteractiveTransition(percent)
            record(stage)
        }
        try stage.cancelInteractiveTransition()
        while !stage.isIdle {
            frame += 1
            stage.advance(to: clock.time(ofFrame: frame))
            record(stage)
        }
        try stage.begin(.pop)
        while !stage.isIdle {
            frame += 1
            stage.advance(to: clock.time(ofFrame: frame))
            record(stage)
        }
        run.events = stage.events
        return run
    }

    func testSameScenarioTwiceGivesIdenticalRuns() throws {
        let first = try scenario()
        let second = try scenario()
        XCTAssertGreaterThan(first.samples.count, 120)
        XCTAssertGreaterThan(first.samples.map(\.count).reduce(0, +), 200)
        XCTAssertEqual(first, second)
    }

    func testFrameClockDoesNotDrift() {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertEqual(clock.time(ofFrame: 216_000), 3600)
        XCTAssertEqual(clock.frames(in: 0.5), 30)
        XCTAssertEqual(clock.frames(in: 0.35), 21)
    }

    func testSamplingReusesTheBuffer() {
        var stage = Stage()
        let view = stage.makeView(named: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.add(Animation(view, .alpha, from: .scalar(0), to: .scalar(1), duration: 1, curve: .timing(.linear)))
        stage.add(Animation(view, .transform, from: .affine(.identity), to: .affine(Transform2D(rotationAngle: 1)), duration: 1))
        var buffer: [PropertySample] = []
        stage.sample(into: &buffer)
        let capacity = buffer.capacity
        for frame in 1...100 {
            stage.advance(to: Double(frame) / 200)
            stage.sample(into: &buffer)
            XCTAssertEqual(buffer.count, 2)
        }
        XCTAssertEqual(buffer.capacity, capacity)
        XCTAssertEqual(buffer[0], PropertySample(node: view, property: .alpha, value: .scalar(0.5)))
        var followed: [PropertySample] = []
        stage.sample([view], into: &followed)
        XCTAssertEqual(followed.count, Property.allCases.count)
    }
}
