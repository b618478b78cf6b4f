import XCTest
@testable import TransitionCore

final class FrameClockTests: XCTestCase {
    func testFramesCoverTheDurationRoundingUp() {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertEqual(clock.frames(in: 0.5), 30)
        XCTAssertEqual(clock.frames(in: 0.51), 31)
        XCTAssertEqual(clock.frames(in: 0), 0)
    }

    func testAbsurdDurationsDoNotTrap() {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertEqual(clock.frames(in: .infinity), Int.max)
        XCTAssertEqual(clock.frames(in: 1e300), Int.max)
        XCTAssertEqual(clock.frames(in: .nan), 0)
        XCTAssertEqual(clock.frames(in: -5), 0)
    }

    /// One rule for the grid: an instant computed by addition that lands on a frame up to rounding
    /// is that frame, so a run that stops there stops once.
    func testInstantsOnTheGridUpToRoundingAreSnappedToIt() {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertNotEqual(0.2 + 0.1, 0.3)
        XCTAssertEqual(clock.snapped(0.2 + 0.1), 18.0 / 60)
        XCTAssertTrue(clock.isFrameTime(0.2 + 0.1))
        XCTAssertEqual(clock.snapped(0.31), 0.31)
        XCTAssertEqual(clock.nextFrame(after: 0.3), 19.0 / 60)
        XCTAssertEqual(clock.nextFrame(after: 17.0 / 60), 18.0 / 60)
        XCTAssertEqual(clock.snapped(.infinity), .infinity)
        XCTAssertTrue(clock.snapped(.nan).isNaN)
    }

    /// A transition's end that lands on a frame up to rounding is where the clock stops, once.
    func testADeadlineOnAFrameUpToRoundingIsTheStop() {
        let clock = FrameClock(framesPerSecond: 60)
        let end = (0.9 + 0.05) + 0.2
        XCTAssertNotEqual(end, 69.0 / 60)
        XCTAssertEqual(clock.nextStop(after: 68.0 / 60, deadline: end), end)
        XCTAssertEqual(clock.nextStop(after: 68.0 / 60, deadline: 1.2), 69.0 / 60)
        XCTAssertEqual(clock.nextStop(after: 68.0 / 60, deadline: 1.14), 1.14)
        XCTAssertEqual(clock.nextStop(after: 68.0 / 60, deadline: nil), 69.0 / 60)
    }
}
