import Foundation
import TransitionCore
import XCTest

/// `Int(checked:)`, the one conversion from a `Double`: nil where `Int(_:)` would trap, and no
/// other conversion of a rounded number in the sources.
final class CheckedIntegerTests: XCTestCase {
    func testOutOfRangeValuesAreNil() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, Int.exactDoubleLimit, -Int.exactDoubleLimit] {
            XCTAssertNil(Int(checked: value), "\(value)")
        }
    }

    func testInRangeValuesTruncateAsIntDoes() {
        for value in [0.0, -0.0, 1.9, -1.9, 390, 1e12, -1e15, Int.exactDoubleLimit - 1] {
            XCTAssertEqual(Int(checked: value), Int(value), "\(value)")
        }
    }

    /// A frame count from an absurd duration is a count, never a trap.
    func testFrameCountsOfAbsurdDurations() {
        let clock = FrameClock(framesPerSecond: 60)
        XCTAssertEqual(clock.frames(in: .infinity), Int.max)
        XCTAssertEqual(clock.frames(in: 1e300), Int.max)
        XCTAssertEqual(clock.frames(in: -1e300), 0)
        XCTAssertEqual(clock.frames(in: .nan), 0)
        XCTAssertEqual(clock.frames(in: 1), 60)
    }

    /// No source converts a rounded `Double` with `Int(_:)`, `Int64(_:)` or their kin: a line
    /// that rounds a number and converts to an integer converts through `Int(checked:)`.
    func testNoSourceConvertsARoundedNumberUnchecked() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let conversion = try NSRegularExpression(pattern: #"\bU?Int(8|16|32|64)?\((?!checked:|ascii:|exactly:|clamping:|truncatingIfNeeded:|bitPattern:)"#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(".rounded(") {
                let line = String(line)
                if conversion.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("\(url.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "use Int(checked:)")
    }
}
