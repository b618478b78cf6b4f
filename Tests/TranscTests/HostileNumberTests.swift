import Foundation
import TestSupport
import XCTest

/// Numbers a spec can write that no screen can use: each command refuses them with a located
/// error or runs them, and none traps (a trap is exit 132, an allocation failure 134).
final class HostileNumberTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-numbers")
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    /// A push with `push` as its animator's body, a `frame` for the element, a sheet height and
    /// a gesture progress, each replaceable by a hostile one.
    private func spec(body: String = "to.alpha: 0 -> 1", frame: String = "rect(16, 120, 100, 100)",
                      sheet: String = "0.5 * height", progress: String = "translation.x / width",
                      curve: String = "easeOut", duration: String = "0.3", expectation: String = "expect Home.alpha == 1") -> String {
        """
        navigation App {
            screen Home: HomeViewController { element thumb: view { frame: \(frame) } }
            screen Detail: DetailViewController
            screen Sheet: SheetViewController
            root Home
            Home -> Detail { push: Move  pop: reverse }
            Home => Sheet { present: system  dismiss: system  style: sheet(height: \(sheet)) }
            gesture back: edgePan(left) on Detail drives pop {
                progress: \(progress)
                finish when progress > 0.5 or velocity.x > 0
            }
        }
        animator Move(duration: \(duration), curve: \(curve)) {
            \(body)
        }
        scenario "numbers" in App {
            \(expectation)
            push Detail
            drag back to 0.4 over 0.2
            release velocity 300
            present Sheet
        }

        """
    }

    private var commands: [[String]] {
        [["check"], ["run"], ["test"], ["emit-swift", "--no-support", "-o", "-"]]
    }

    /// Every command on `text`: exit 0 or 1, never a trap.
    @discardableResult
    private func runEveryCommand(_ text: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Transc.Result] {
        let path = directory.appendingPathComponent("\(name).transition")
        try Data(text.utf8).write(to: path)
        var results: [String: Transc.Result] = [:]
        for command in commands {
            let run = try Transc.run(command + [path.lastPathComponent], in: directory)
            XCTAssertTrue(run.status == 0 || run.status == 1, "\(name): transc \(command[0]) exited \(run.status)\n\(run.stderr)", file: file, line: line)
            XCTAssertFalse(run.stderr.contains("Fatal error"), "\(name): \(run.stderr)", file: file, line: line)
            results[command[0]] = run
        }
        return results
    }

    func testNumbersThatOverflowAreRefusedWhereTheyAreWritten() throws {
        let overflow = "width * 1e12 * 1e12"
        let nan = "(width * 1e300 * 1e300) - (width * 1e300 * 1e300)"
        let cases: [(name: String, text: String, quoted: String, code: String)] = [
            ("spring-translation", spec(body: "to.transform: identity -> translate(\(overflow), 0)", curve: "spring(damping: 0.3, velocity: 0)"), overflow, "T0715"),
            ("frame-nan", spec(frame: "rect(16, 120, \(nan), 100)"), nan, "T0715"),
            ("sheet-nan", spec(sheet: nan), nan, "T0715"),
            ("progress-infinite", spec(progress: "translation.x * 1e300 * 1e300 / width"), "translation.x * 1e300 * 1e300 / width", "T0715"),
            ("constant-nan", spec(body: "to.alpha: 0 -> (1e300 * 1e300) - (1e300 * 1e300)"), "(1e300 * 1e300) - (1e300 * 1e300)", "T0005"),
            ("rotation", spec(body: "to.transform: identity -> rotate(\(overflow))"), overflow, "T0715"),
            ("expectation", spec(expectation: "expect Home.alpha == \(nan)"), nan, "T0715"),
        ]
        for (name, text, quoted, code) in cases {
            let results = try runEveryCommand(text, name: name)
            let check = try XCTUnwrap(results["check"])
            XCTAssertEqual(check.status, 1, "\(name): \(check.stdout)\(check.stderr)")
            let output = check.stdout + check.stderr
            XCTAssertTrue(output.contains("[\(code)]"), "\(name): \(output)")
            XCTAssertTrue(output.contains("keep numbers below a trillion"), "\(name): \(output)")
            // The caret is under the expression as written.
            let line = try XCTUnwrap(text.split(separator: "\n").firstIndex { $0.contains(quoted) }) + 1
            XCTAssertTrue(output.contains("\(name).transition:\(line):"), "\(name): \(output)")
            for command in ["run", "test", "emit-swift"] {
                XCTAssertEqual(results[command]?.status, 1, "\(name): \(command) of a spec with an error")
            }
        }
    }

    func testLargeNumbersWithinRangeRunAndEmit() throws {
        let cases: [(name: String, text: String)] = [
            ("spring-far", spec(body: "to.transform: identity -> translate(0.9e12, 0.9e12) translate(0.9e12, 0)", curve: "spring(damping: 0.1, velocity: 1e6)")),
            ("frame-wide", spec(frame: "rect(-0.9e12, 0.9e12, 0.9e12, 0.9e12)")),
            ("sheet-tall", spec(sheet: "0.9e12")),
            ("turn", spec(body: "to.transform: identity -> rotate(0.9e12) scale(1e-12)")),
            ("short", spec(curve: "spring(damping: 0.5, velocity: 1e12)", duration: "1e-12")),
            ("progress-steep", spec(progress: "translation.x * 1e9 / width")),
        ]
        for (name, text) in cases {
            let results = try runEveryCommand(text, name: name)
            let check = try XCTUnwrap(results["check"])
            XCTAssertEqual(check.status, 0, "\(name): \(check.stdout)\(check.stderr)")
            XCTAssertEqual(results["emit-swift"]?.status, 0, "\(name): \(results["emit-swift"]?.stderr ?? "")")
            XCTAssertEqual(results["run"]?.status, 0, "\(name): \(results["run"]?.stderr ?? "")")
            XCTAssertFalse(results["run"]?.stdout.contains("nan") ?? true, "\(name): the trace reads nan")
        }
        // A transition that runs for 28,000 years is given up on, located, after the run's limit.
        let long = try runEveryCommand(spec(duration: "0.9e12"), name: "long")
        XCTAssertEqual(long["check"]?.status, 0)
        XCTAssertTrue(long["run"]?.stderr.contains("[R0106]") ?? false, long["run"]?.stderr ?? "")
    }
}
