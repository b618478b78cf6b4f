import Foundation
import TestSupport
import XCTest

/// `transc graph` and `transc preview`, run as the built binary in a temporary directory.
final class PictureCommandTests: XCTestCase {
    private var directory: URL!
    private let spec = """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail { push: Fade  pop: reverse }
        }
        animator Fade(duration: 0.3) { to.alpha: 0 -> 1 }

        """

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-pictures")
        try Data(spec.utf8).write(to: directory.appendingPathComponent("app.transition"))
        try Data("navigation App { screen A: X root B }\n".utf8).write(to: directory.appendingPathComponent("broken.transition"))
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    func testGraphPrintsDotAndMermaid() throws {
        let dot = try transc(["graph", "app.transition"])
        XCTAssertEqual(dot.status, 0, dot.stderr)
        XCTAssertTrue(dot.stdout.hasPrefix("digraph transitions {"), dot.stdout)
        // The custom pop loses the swipe-back: the edge carries the warning.
        XCTAssertTrue(dot.stdout.contains(#"label="push: Fade\lpop: reverse(Fade)\l⚠ T0804\l""#), dot.stdout)
        XCTAssertTrue(dot.stderr.contains("warning:"), dot.stderr)
        let mermaid = try transc(["graph", "--format", "mermaid", "-o", "app.mmd", "app.transition"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertEqual(mermaid.stdout, "")
        XCTAssertTrue(try read("app.mmd").hasPrefix("flowchart LR\n"))
    }

    func testSVGWithoutGraphvizSaysSoAndWritesNothing() throws {
        let run = try transc(["graph", "--format", "svg", "-o", "app.svg", "app.transition"], path: "/nonexistent")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Graphviz's 'dot' is not on PATH"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("app.svg").path))
    }

    func testPreviewWritesOnePage() throws {
        let run = try transc(["preview", "-o", "app.html", "app.transition"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let page = try read("app.html")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains(#"id="transc-trace">{"format":"transc-trace","version":1,"#))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testSpecErrorsLeaveExistingOutputsUntouched() throws {
        try Data("old".utf8).write(to: directory.appendingPathComponent("out.html"))
        let preview = try transc(["preview", "-o", "out.html", "broken.transition"])
        XCTAssertEqual(preview.status, 1)
        XCTAssertTrue(preview.stderr.contains("broken.transition:1:"), preview.stderr)
        XCTAssertEqual(try read("out.html"), "old")
        let graph = try transc(["graph", "-o", "out.html", "broken.transition"])
        XCTAssertEqual(graph.status, 1)
        XCTAssertEqual(try read("out.html"), "old")
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try transc(["preview", "app.transition"]).status, 2, "no -o")
        XCTAssertEqual(try transc(["preview", "-o", "x.html"]).status, 2, "no input")
        XCTAssertEqual(try transc(["graph", "--format", "png", "app.transition"]).status, 2)
        XCTAssertEqual(try transc(["graph", "missing.transition"]).status, 2)
        XCTAssertEqual(try transc(["preview", "-o", "no/such/dir/x.html", "app.transition"]).status, 2)
        let help = try transc(["--help"])
        XCTAssertTrue(help.stdout.contains("graph") && help.stdout.contains("preview"), help.stdout)
    }

    // MARK: - Helpers

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Runs the built `transc` in the temporary directory, with `path` as PATH when given.
    private func transc(_ arguments: [String], path: String? = nil) throws -> Transc.Result {
        try ProcessRunner.run(try Transc.executable, arguments, in: directory, environment: path.map { ["PATH": $0] } ?? [:])
    }
}
