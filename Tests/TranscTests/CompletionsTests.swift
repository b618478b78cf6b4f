import Foundation
import TestSupport
import XCTest

/// `transc completions`: the bash script is loaded into a real bash, which completes commands,
/// options, option values and spec files; the zsh and fish scripts are checked by their shells
/// when those are installed.
final class CompletionsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-completions")
        try "".write(to: directory.appendingPathComponent("app.transition"), atomically: true, encoding: .utf8)
        try "".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    private func script(_ shell: String) throws -> URL {
        let run = try Transc.run(["completions", shell], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let file = directory.appendingPathComponent("transc.\(shell)")
        try Data(run.stdout.utf8).write(to: file)
        return file
    }

    func testBashCompletesCommandsOptionsValuesAndSpecs() throws {
        guard let bash = ProcessRunner.onPath("bash") else { throw XCTSkip("bash is not installed") }
        let file = try script("bash")
        let probe = """
        source \(file.path)
        complete -p transc
        reply() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _transc; echo "${COMPREPLY[*]}"; }
        reply transc ch
        reply transc e
        reply transc check --fo
        reply transc check --format ''
        reply transc emit-swift --access p
        reply transc emit-swift --gu
        reply transc check ''
        reply transc completions ''
        reply transc help t
        """
        let run = try ProcessRunner.run(bash, ["--norc", "--noprofile", "-c", probe], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n", omittingEmptySubsequences: false), [
            "complete -o bashdefault -o filenames -F _transc transc",
            "check",
            "emit-swift",
            "--format",
            "text json github sarif",
            "public",
            "--guard-uikit",
            "app.transition",
            "bash zsh fish",
            "test",
            "",
        ])
    }

    func testZshAndFishScriptsParse() throws {
        var checked = 0
        if let zsh = ProcessRunner.onPath("zsh") {
            let run = try ProcessRunner.run(zsh, ["-n", try script("zsh").path], in: directory)
            XCTAssertEqual(run.status, 0, run.stderr)
            checked += 1
        }
        if let fish = ProcessRunner.onPath("fish") {
            let run = try ProcessRunner.run(fish, ["--no-execute", try script("fish").path], in: directory)
            XCTAssertEqual(run.status, 0, run.stderr)
            checked += 1
        }
        if checked == 0 { throw XCTSkip("neither zsh nor fish is installed") }
    }

    func testUnknownShellIsAUsageError() throws {
        XCTAssertEqual(try Transc.run(["completions", "powershell"], in: directory).status, 2)
        XCTAssertEqual(try Transc.run(["completions"], in: directory).status, 2)
    }
}
