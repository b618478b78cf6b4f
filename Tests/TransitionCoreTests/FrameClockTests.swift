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
}
