import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The checker runs on whatever the parser recovered: it must return, report inside the file, and
/// never produce a model for a file with errors.
final class CheckerRobustnessTests: XCTestCase {
    /// Every range a diagnostic carries (its own, its notes' in this file, its fix-its') lies in the file.
    private func assertInBounds(_ compilation: Compilation, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let size = compilation.source.bytes.count
        func inside(_ r: SourceRange) -> Bool { r.start >= 0 && r.start <= r.end && r.end <= size }
        for d in compilation.diagnostics {
            XCTAssertTrue(inside(d.range), "\(label): \(d.code) at \(d.range) outside 0..<\(size)", file: file, line: line)
            for note in d.notes where note.path == nil {
                XCTAssertTrue(inside(note.range), "\(label): note of \(d.code) at \(note.range)", file: file, line: line)
            }
            for fix in d.fixIts {
                XCTAssertTrue(inside(fix.range), "\(label): fix-it of \(d.code) at \(fix.range)", file: file, line: line)
            }
        }
        XCTAssertEqual(compilation.model == nil, compilation.hasErrors, "\(label): a model exactly when there is no error", file: file, line: line)
        // The renderers read every diagnostic too.
        _ = CheckerGolden.rendered(compilation)
        _ = DiagnosticJSON.document([(compilation.source, compilation.diagnostics)]).serialized()
    }

    func testMalformedInputs() {
        let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        let inputs: [String] = [
            "", " ", "\n\n", "}", "{", "navigation", "navigation {", "navigation App", "navigation App {",
            "navigation App { screen }", "navigation App { screen A: }", "navigation App { root }",
            "navigation App { screen A: A root A A -> }", "navigation App { screen A: A root A -> A }",
            "navigation App { screen A: A root A * -> A { push: } }", "navigation App { * => * }",
            "navigation App { screen A: A { element } root A }", "navigation App { gesture }",
            "navigation App { screen A: A screen B: B root A A -> B gesture edgePan on B drives }",
            "navigation App { screen A: A screen B: B root A A -> B gesture edgePan() on B drives pop { progress: finish when } }",
            "navigation App { screen A: A screen B: B root A A -> B gesture pinch(1, 2) on B drives push B {} }",
            "animator", "animator A(", "animator A(duration:", "animator A(duration: ) {", "animator A { to. }",
            "animator A { to.alpha: }", "animator A { to.alpha: 0 -> }", "animator A { mask }", "animator A { mask to with }",
            "animator A { snapshot as }", "animator A { order: }", "animator A { keyframe( { } }", "animator A { keyframe(start: 2, length: -1) { to.alpha: 0 -> 1 } }",
            "animator A(curve: spring(damping: 1e308, velocity: -1e308)) { to.alpha: 0 -> 1 }",
            "animator A(duration: 1e-300, curve: spring(bounce: -0.999999)) { to.transform: identity -> translate(1e308, 1e308) }",
            "animator A(curve: cubic(,,,)) {}", "animator A { to.transform: identity -> scale(0) scale(0, 0) rotate() }",
            "animator A { to.alpha: 0 -> \(deep) }",
            "scenario", "scenario \"", "scenario \"x\" in", "scenario \"x\" in A { push }",
            "navigation A { screen B: B root B }\nscenario \"x\" in A { pop pop pop release release drag drag to by over }",
            "navigation A { screen B: B root B }\nscenario \"x\" in A { expect B. == expect stack [ expect }",
            "import", "import \"\"", "import \"/\"", "import \"../../../../../../etc/nothing\"",
            "\u{0}\u{0}\u{0}", "\u{FEFF}navigation A {}", "navigation 名前 { screen 画面: X root 画面 }",
            "/* unterminated", "\"unterminated", "// only a comment",
            String(repeating: "navigation A { screen B: B root B }\n", count: 50),
            String(repeating: "{", count: 10_000), String(repeating: "}", count: 10_000),
            String(repeating: "animator A { to.alpha: 0 -> 1 }\n", count: 200),
        ]
        for (i, text) in inputs.enumerated() {
            let compilation = CheckerGolden.compile(text, name: "malformed\(i).transition")
            assertInBounds(compilation, "input \(i): \(text.prefix(60))")
        }
        // Bytes that are not UTF-8 at all.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x6E, 0xC3, 0x28, 0xE2, 0x82, 0x00, 0x7B, 0x7D]
        assertInBounds(Compilation.compile(SourceFile(path: "bytes.transition", bytes: bytes), loader: CheckerGolden.loader), "invalid UTF-8")
    }

    /// `release` under many calls is found in one visit of each call: a rule that visited a
    /// call's argument twice per level took 6.6 s at depth 26 and days at 40.
    func testReleaseDeepInCallsIsFoundOnce() {
        let depth = 60
        let velocity = String(repeating: "f(", count: depth) + "release" + String(repeating: ")", count: depth)
        let text = "animator A(curve: spring(damping: 0.5, velocity: \(velocity))) {}\n"
        let compilation = CheckerGolden.compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0814"])
        let word = text.range(of: "release")!
        let offset = text.utf8.distance(from: text.startIndex, to: word.lowerBound)
        XCTAssertEqual(compilation.diagnostics.first?.range, SourceRange(offset, offset + 7))
        assertInBounds(compilation, "release under \(depth) calls")
    }

    /// Inputs that once trapped (found by fuzzing), minimised, in `Tests/Fixtures/crash`: each
    /// compiles, formats, and reports what its golden `.diagnostics` file says.
    func testCrashRegressions() throws {
        let folder = CheckerGolden.fixtures.deletingLastPathComponent().appendingPathComponent("crash")
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(inputs.isEmpty)
        for url in inputs {
            let bytes = try Array(Data(contentsOf: url))
            let compilation = Compilation.compile(SourceFile(path: url.lastPathComponent, bytes: bytes), loader: CheckerGolden.loader)
            assertInBounds(compilation, url.lastPathComponent)
            _ = Formatter.format(compilation.source)
            Golden.assertMatches(CheckerGolden.rendered(compilation), golden: url.deletingPathExtension().appendingPathExtension("diagnostics"))
        }
    }

    /// 500 specs built from valid declarations, declarations cut short and garbage, from a fixed
    /// seed: every one must compile, invalid ones with at least one error, all inside the file.
    func testRandomTokenSoup() {
        var random = SeededGenerator(seed: 0x7261_6E73_6974_696F)
        let whole = [
            "navigation App {\n    screen Home: HomeViewController\n    screen Detail: DetailViewController { element logo: shape }\n    root Home\n    Home -> Detail { push: FadeIn  pop: FadeOut }\n    gesture back: edgePan(left) on Detail drives pop {\n        progress: translation.x / width\n        finish when progress > 0.5 or velocity.x > 0\n    }\n}\n",
            "animator FadeIn(duration: 0.3) {\n    to.alpha: 0 -> 1\n}\n",
            "animator FadeOut(duration: 0.3, curve: spring(damping: 0.7, velocity: 0.2)) {\n    order: to below from\n    from.alpha: 1 -> 0\n}\n",
            "animator Reveal(duration: 2.0, curve: easeIn) {\n    mask to with shape(from.logo) {\n        transform: identity -> translate(0, -10) scale(150)\n    }\n    keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 1 }\n}\n",
            "scenario \"swipe\" in App {\n    push Detail\n    drag back to 0.6 over 0.3\n    release velocity -10\n    expect stack [Home]\n}\n",
            "navigation Other {\n    screen A: AViewController\n    screen B: BViewController\n    root A\n    A => B { present: FadeIn  dismiss: reverse }\n    * -> B\n}\n",
            "// a comment\n",
        ]
        let garbage = [
            "}", "{", "@", "$$", "->", "=>", "*", "navigation {", "animator (", "screen", "root root", ":", "0x1G",
            "\"open", "/* open", "pop: reverse(", "scale(", "\u{0}", "é", "1e999", "..", "drives", "gesture pan on",
            "expect", ";;", "(((", ")))", "Home -> ", "keyframe(start:", "import \"imports/cycle-a.transition\"\n",
        ]
        var invalidCount = 0
        for index in 0..<500 {
            var text = ""
            var valid = true
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    text += whole.randomElement(using: &random)!
                case 5..<7:
                    let declaration = Array(whole.randomElement(using: &random)!.utf8)
                    let cut = Int.random(in: 1..<(declaration.count - 2), using: &random)
                    let prefix = String(decoding: declaration[..<cut], as: UTF8.self)
                    // A comment cut short is still a comment.
                    if prefix.hasPrefix("//") { text += "// cut\n"; continue }
                    text += prefix + "\n"
                    valid = false
                default:
                    for _ in 0..<Int.random(in: 1...5, using: &random) {
                        text += garbage.randomElement(using: &random)! + (Bool.random(using: &random) ? " " : "\n")
                    }
                    valid = false
                }
            }
            let compilation = CheckerGolden.compile(text, name: "soup\(index).transition")
            assertInBounds(compilation, "soup \(index)")
            if !valid {
                invalidCount += 1
                XCTAssertTrue(compilation.hasErrors, "soup \(index) is invalid but checked clean:\n\(text)")
            }
        }
        XCTAssertGreaterThan(invalidCount, 200)
    }
}

/// SplitMix64: a fixed seed gives the same specs on every machine and every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
