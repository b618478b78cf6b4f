import Foundation
import TestSupport
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The CI reports as files and streams: SARIF valid against the SARIF 2.1.0 schema, GitHub
/// annotations on standard output, JUnit XML that parses.
final class ReportCommandTests: XCTestCase {
    private var directory: URL!
    private let checkFixtures = Transc.root.appendingPathComponent("Tests/Fixtures/check")

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.create("transc-reports")
    }

    override func tearDownWithError() throws {
        try TemporaryDirectory.remove(directory)
    }

    /// Python with jsonschema: TRANSC_PYTHON (set by .ci/run to its virtual environment), else
    /// python3 on PATH. Without it the test is skipped, except on CI (CI set), where it fails.
    private func python() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let python = environment["TRANSC_PYTHON"].map { URL(fileURLWithPath: $0) } ?? ProcessRunner.onPath("python3")
        if let python,
           (try? ProcessRunner.run(python, ["-c", "import jsonschema"], in: directory))?.status == 0 {
            return python
        }
        let message = "Python with jsonschema is needed: pip install -r Tests/Fixtures/sarif/requirements.txt, or set TRANSC_PYTHON"
        if environment["CI"] != nil { XCTFail(message) }
        throw XCTSkip(message)
    }

    func testSARIFOfEveryCheckFixtureIsValidAgainstTheSchema() throws {
        let python = try python()
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: checkFixtures.path)
            .filter { $0.hasSuffix(".transition") }.sorted()
        XCTAssertGreaterThan(fixtures.count, 100)
        let run = try Transc.run(["check", "--format", "sarif"] + fixtures, in: checkFixtures)
        XCTAssertEqual(run.status, 1, run.stderr)
        let log = directory.appendingPathComponent("check.sarif")
        try Data(run.stdout.utf8).write(to: log)
        let validation = try ProcessRunner.run(
            python, [Transc.root.appendingPathComponent("Tests/Fixtures/sarif/validate.py").path, log.path], in: directory)
        XCTAssertEqual(validation.status, 0, validation.stdout + validation.stderr)

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(document["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        XCTAssertGreaterThan(results.count, 50)
        XCTAssertTrue(results.contains { $0["fixes"] != nil }, "fix-its become fixes")
        XCTAssertTrue(results.contains { $0["relatedLocations"] != nil }, "notes become related locations")
    }

    func testGitHubAnnotationsGoToStandardOutput() throws {
        let run = try Transc.run(["check", "--format", "github", "T0201-undefined-screen.transition", "T0201-undefined-screen.ok.transition"], in: checkFixtures)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(
            run.stdout,
            "::error file=T0201-undefined-screen.transition,line=8,col=13,endLine=8,endColumn=19,title=T0201::no screen 'Detial' in 'App'; did you mean 'Detail'?\n")
        let bad = try Transc.run(["check", "--format", "xml", "T0201-undefined-screen.transition"], in: checkFixtures)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("use text or json or github or sarif"), bad.stderr)
    }

    func testJUnitReportParsesAndCountsScenarios() throws {
        let passing = Transc.root.appendingPathComponent("specs/fade-interactive.transition").path
        let failing = directory.appendingPathComponent("failing.transition")
        try """
        navigation App {
            screen Home: HomeViewController
            screen Detail: DetailViewController
            root Home
            Home -> Detail
        }
        scenario "expects the wrong <stack> & fails" in App {
            push Detail
            expect stack [Home]
        }

        """.write(to: failing, atomically: true, encoding: .utf8)
        let broken = directory.appendingPathComponent("broken.transition")
        try "navigation App { root Nowhere }\n".write(to: broken, atomically: true, encoding: .utf8)

        let run = try Transc.run(["test", "--junit", "report.xml", passing, failing.path, broken.path], in: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasSuffix("5 passed, 2 failed\n"), run.stdout)
        let xml = try Data(contentsOf: directory.appendingPathComponent("report.xml"))
        let counter = ElementCounter()
        let parser = XMLParser(data: xml)
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), String(decoding: xml, as: UTF8.self))
        XCTAssertEqual(counter.counts["testsuite"], 3)
        XCTAssertEqual(counter.counts["testcase"], 7)
        XCTAssertEqual(counter.counts["failure"], 1)
        XCTAssertEqual(counter.counts["error"], 1)
        XCTAssertEqual(counter.rootAttributes["tests"], "7")
        XCTAssertEqual(counter.rootAttributes["failures"], "1")
        XCTAssertEqual(counter.rootAttributes["errors"], "1")
        XCTAssertTrue(counter.names.contains("expects the wrong <stack> & fails"))

        // The same run writes the same bytes.
        _ = try Transc.run(["test", "--junit", "again.xml", passing, failing.path, broken.path], in: directory)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("again.xml")), xml)
    }
}

/// Counts elements by name and keeps the root's attributes and the test cases' names.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var rootAttributes: [String: String] = [:]
    var names: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        if name == "testsuites" { rootAttributes = attributes }
        if name == "testcase", let caseName = attributes["name"] { names.append(caseName) }
    }
}
