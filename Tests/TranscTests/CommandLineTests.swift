import Foundation
import TestSupport
import XCTest

/// Usage the command line owes every user: suggestions for typos, named standard input, usage
/// errors for names that do not exist, and help that lists every option.
final class CommandLineTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-cli")
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    func testAMisspelledCommandSuggestsTheClosestOne() throws {
        let run = try Transc.run(["chek", "a.transition"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unknown command 'chek'; did you mean 'check'?"), run.stderr)
        XCTAssertTrue(try Transc.run(["emit-swfit"], in: directory).stderr.contains("did you mean 'emit-swift'?"))
        XCTAssertFalse(try Transc.run(["zzzzzz"], in: directory).stderr.contains("did you mean"))
        let help = try Transc.run(["help", "tset"], in: directory)
        XCTAssertEqual(help.status, 2)
        XCTAssertTrue(help.stderr.contains("did you mean 'test'?"), help.stderr)
    }

    func testStdinFilenameResolvesImportsAndNamesMessages() throws {
        let lib = directory.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try "animator Fade(duration: 0.3) { to.alpha: 0 -> 1 }\n".write(to: lib.appendingPathComponent("shared.transition"), atomically: true, encoding: .utf8)
        let spec = """
        import "shared.transition"
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail { push: Fade  pop: reverse }
            gesture back: edgePan(left) on Detail drives pop {
                progress: translation.x / width
                finish when progress > 0.5
            }
            Detail -> Hme
        }

        """
        let unnamed = try Transc.run(["check", "-"], in: directory, input: spec)
        XCTAssertEqual(unnamed.status, 1)
        XCTAssertTrue(unnamed.stderr.contains("<stdin>:1:8: error: cannot read imported file"), unnamed.stderr)

        let named = try Transc.run(["check", "--stdin-filename", "lib/app.transition", "-"], in: directory, input: spec)
        XCTAssertEqual(named.status, 1)
        XCTAssertFalse(named.stderr.contains("imported file"), named.stderr)
        XCTAssertTrue(named.stderr.contains("lib/app.transition:11:15: error: no screen 'Hme'"), named.stderr)

        let fixed = spec.replacingOccurrences(of: "Detail -> Hme", with: "")
        let emitted = try Transc.run(["emit-swift", "--stdin-filename", "lib/app.transition", "-o", "-", "-"], in: directory, input: fixed)
        XCTAssertEqual(emitted.status, 0, emitted.stderr)
        XCTAssertTrue(emitted.stdout.contains(" from app.transition."), emitted.stdout)
    }

    func testAScenarioOrGraphThatDoesNotExistIsAUsageError() throws {
        let spec = Transc.root.appendingPathComponent("specs/fade-interactive.transition").path
        let test = try Transc.run(["test", "--scenario", "no such scenario", spec], in: directory)
        XCTAssertEqual(test.status, 2)
        XCTAssertTrue(test.stderr.contains("no scenario named \"no such scenario\""), test.stderr)
        XCTAssertEqual(test.stdout, "")
        XCTAssertEqual(try Transc.run(["run", "--scenario", "nope", spec], in: directory).status, 2)
        XCTAssertEqual(try Transc.run(["run", "--graph", "Nope", spec], in: directory).status, 2)

        let one = try Transc.run(["test", "--scenario", "more than half a swipe finishes the pop", spec], in: directory)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertTrue(one.stdout.hasSuffix("1 passed, 0 failed\n"), one.stdout)
    }

    /// Every option a command parses is named in its `--help` (and so in README's table).
    func testHelpNamesEveryOption() throws {
        let bash = try Transc.run(["completions", "bash"], in: directory).stdout
        let commands = ["check", "run", "test", "emit-swift", "fmt", "lsp", "completions"]
        for command in commands {
            let help = try Transc.run(["help", command], in: directory)
            XCTAssertEqual(help.status, 0)
            // The options the completion script offers for the command: its `-*` branch's words.
            guard let start = bash.range(of: "        \(command))\n"),
                  let branch = bash[start.upperBound...].range(of: "if [[ \"$cur\" == -* ]]; then\n                COMPREPLY=($(compgen -W \""),
                  let end = bash[branch.upperBound...].firstIndex(of: "\"") else {
                return XCTFail("no option list for \(command) in the bash completions")
            }
            let words = bash[branch.upperBound..<end].split(separator: " ").filter { $0 != "--help" }
            for option in words {
                XCTAssertTrue(help.stdout.contains(option), "'transc help \(command)' does not mention \(option)")
            }
        }
        let overview = try Transc.run(["--help"], in: directory).stdout
        for command in commands { XCTAssertTrue(overview.contains(command), command) }
    }
}
