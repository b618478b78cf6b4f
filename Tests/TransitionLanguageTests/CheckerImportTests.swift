import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `import`: paths relative to the importing file, unreadable and broken files, cycles, and
/// mistakes inside imported animators reported where this file uses them.
final class CheckerImportTests: XCTestCase {
    private let graph = """
    navigation App {
        screen Home: HomeViewController
        screen Detail: DetailViewController
        root Home

        Home -> Detail {
            push: %@
            pop: reverse
        }

        gesture back: edgePan(left) on Detail drives pop {
            progress: translation.x / width
            finish when progress > 0.5 or velocity.x > 0
        }
    }

    """

    private func spec(importing path: String, push: String) -> String {
        "import \"\(path)\"\n\n" + String(format: graph, push)
    }

    /// Each file resolves its imports against its own folder, through the loader.
    func testImportsResolveRelativeToTheImportingFile() {
        let files: [String: String] = [
            "app/main.transition": spec(importing: "../lib/animators.transition", push: "Fade"),
            "lib/animators.transition": "import \"more/fade.transition\"\n",
            "lib/more/fade.transition": "animator Fade(duration: 0.3) {\n    to.alpha: 0 -> 1\n}\n",
        ]
        let requests = RequestLog()
        let compilation = Compilation.compile(SourceFile(path: "app/main.transition", text: files["app/main.transition"]!)) { path in
            requests.append(path)
            return files[path].map { Array($0.utf8) }
        }
        let requested = requests.paths
        XCTAssertEqual(CheckerGolden.rendered(compilation), "")
        XCTAssertEqual(requested, ["lib/animators.transition", "lib/more/fade.transition"])
        XCTAssertEqual(compilation.imports.map(\.source.path), ["lib/animators.transition", "lib/more/fade.transition"])
        XCTAssertEqual(compilation.model?.plans.map(\.animator), ["Fade", "DetailToHomePop"])
    }

    func testFixtureChainResolvesFromTheFixtureFolder() throws {
        let compilation = try CheckerGolden.compile(fixture: CheckerGolden.fixtures.appendingPathComponent("T0216-import-cycle.ok.transition"))
        XCTAssertEqual(compilation.diagnostics.map(\.code), [])
        XCTAssertEqual(compilation.imports.map(\.source.path), ["imports/chain-a.transition", "imports/chain-b.transition", "imports/shared.transition"])
    }

    func testMissingFileIsT0215() {
        let compilation = CheckerGolden.compile(spec(importing: "imports/nowhere.transition", push: "Fade"))
        // The animator the missing file would have declared is not reported again.
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0215"])
        XCTAssertTrue(compilation.diagnostics[0].message.contains("nowhere.transition"))
        XCTAssertNil(compilation.model)
    }

    func testFileWithSyntaxErrorsIsT0215() {
        let compilation = CheckerGolden.compile(spec(importing: "imports/broken.transition", push: "Broken"))
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0215"])
        XCTAssertTrue(compilation.diagnostics[0].message.contains("has 2 errors"), compilation.diagnostics[0].message)
    }

    /// The disk loader reads an import only when it is a regular file of at most 256 MiB, as a
    /// command reads its input: a directory, or a file past the limit (sparse here), is an import
    /// that cannot be read (T0215), never a read that runs out of memory.
    func testTheDiskLoaderReadsOnlyRegularFilesWithinTheLimit() throws {
        let directory = try TemporaryDirectory.create("imports")
        defer { try? TemporaryDirectory.remove(directory) }
        let big = directory.appendingPathComponent("big.transition")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: Data("animator A(duration: 1) {}\n".utf8)))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(Compilation.maximumFileSize) + 1)
        try handle.close()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.transition"), withIntermediateDirectories: true)
        let small = directory.appendingPathComponent("small.transition")
        try Data("animator A(duration: 1) { to.alpha: 0 -> 1 }\n".utf8).write(to: small)
        XCTAssertNil(Compilation.diskLoader(big.path))
        XCTAssertNil(Compilation.diskLoader(directory.appendingPathComponent("folder.transition").path))
        XCTAssertNotNil(Compilation.diskLoader(small.path))
        for name in ["big", "folder"] {
            let source = SourceFile(path: directory.appendingPathComponent("main.transition").path, text: "import \"\(name).transition\"\n")
            XCTAssertEqual(Compilation.compile(source).diagnostics.map(\.code), ["T0215"], name)
        }
    }

    /// A control character in an import path is refused where the path is written, and no file
    /// is asked for: `\0` would otherwise cut the path and read `imports/shared`.
    func testControlCharacterInAnImportPathIsT0219AndNothingIsRead() {
        let escapes = ["\\0", "\\n", "\\t", "\\r", "\\u{1}", "\\u{1B}", "\\u{1F}", "\\u{7F}"]
        for escape in escapes {
            let requests = RequestLog()
            let text = spec(importing: "imports/shared\(escape).transition", push: "SharedFadeIn")
            let compilation = Compilation.compile(SourceFile(path: "test.transition", text: text)) { path in
                requests.append(path)
                return CheckerGolden.loader(path)
            }
            XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0219"], escape)
            XCTAssertEqual(requests.paths, [], escape)
            let diagnostic = compilation.diagnostics[0]
            XCTAssertEqual(diagnostic.range.start, "import ".utf8.count, escape)  // at the path literal
            // The message names the character as the spec writes it, and holds no control character.
            XCTAssertFalse(diagnostic.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, diagnostic.message)
            XCTAssertFalse(CheckerGolden.rendered(compilation).contains("shared\n"), escape)
        }
        let nul = CheckerGolden.compile(spec(importing: "imports/shared\\0.transition", push: "SharedFadeIn"))
        XCTAssertTrue(nul.diagnostics[0].message.contains("\\0"), nul.diagnostics[0].message)
        // Near misses: an escape of a printable character, and a non-ASCII name, are paths.
        let printable = CheckerGolden.compile(spec(importing: "imports/shared\\u{2E}transition", push: "SharedFadeIn"))
        XCTAssertEqual(printable.diagnostics.map(\.code), [])
        let accented = CheckerGolden.compile(spec(importing: "imports/caf\u{E9}.transition", push: "Fade"))
        XCTAssertEqual(accented.diagnostics.map(\.code), ["T0215"])
    }

    func testCycleIsT0216ReportedOnce() {
        let compilation = CheckerGolden.compile(spec(importing: "imports/cycle-a.transition", push: "CycleA"))
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0216"])
        let selfImport = CheckerGolden.compile(spec(importing: "imports/self.transition", push: "Fade"))
        XCTAssertEqual(selfImport.diagnostics.filter { $0.code == "T0216" }.count, 1)
        // A file importing itself directly.
        let direct = CheckerGolden.compile("import \"test.transition\"\n", name: "test.transition")
        XCTAssertEqual(direct.diagnostics.map(\.code), ["T0216"])
    }

    /// A mistake that exists only because of how this file uses an imported animator is reported at
    /// the use, in this file, with a note naming the animator's file.
    func testMistakeInsideImportedAnimatorIsReportedAtTheUse() {
        let text = spec(importing: "imports/needs-logo.transition", push: "Grow")
        let compilation = CheckerGolden.compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0601"])
        let d = compilation.diagnostics[0]
        XCTAssertEqual(compilation.source.text(d.range), "Grow")
        XCTAssertEqual(d.notes.map(\.path), ["imports/needs-logo.transition"])
        XCTAssertEqual(d.fixIts, [])
        XCTAssertEqual(CheckerGolden.rendered(compilation), """
        test.transition:9:15: error: 'from.logo' is read on 'Home -> Detail', where 'from' is 'Home', which has no element 'logo'; declare it on 'Home' with 'element logo: view' [T0601]
                push: Grow
                      ^~~~
        imports/needs-logo.transition: note: in animator 'Grow', imported from imports/needs-logo.transition

        """)
    }
}

/// The paths a loader was asked for, in order.
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String] = []
    func append(_ path: String) { lock.withLock { log.append(path) } }
    var paths: [String] { lock.withLock { log } }
}
