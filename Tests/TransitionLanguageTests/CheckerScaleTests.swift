import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// Sizes at which a rule that scans every screen, edge, element or statement for each of them
/// takes minutes: each must check in one pass. The tests assert what the checker says, never a
/// time; before the rules were linear, 4,000 chained screens took 105 s and 4,000 elements 152 s.
final class CheckerScaleTests: XCTestCase {
    private func compile(_ text: String) -> Compilation {
        Compilation.compile(SourceFile(path: "scale.transition", text: text))
    }

    func testManyChainedScreensCheckClean() {
        let count = 5_000
        var text = "navigation Chain {\n"
        for i in 0..<count { text += "    screen S\(i): Screen\(i)ViewController\n" }
        text += "    root S0\n"
        for i in 0..<(count - 1) { text += "    S\(i) -> S\(i + 1) { push: Fade  pop: reverse }\n" }
        for i in 1..<count {
            text += "    gesture back\(i): edgePan(left) on S\(i) drives pop { progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }\n"
        }
        text += "}\nanimator Fade(duration: 0.3) { to.alpha: 0 -> 1 }\n"
        let compilation = compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), [])
        XCTAssertEqual(compilation.model?.graphs.first?.edges.count, count - 1)
    }

    func testManyElementsOnAScreenCheckClean() {
        let count = 5_000
        let elements = (0..<count).map { "        element e\($0): view { frame: rect(16, \($0 % 800), 100, 20) }\n" }.joined()
        let tracks = (0..<count).map { "    to.e\($0).alpha: 0 -> 1\n" }.joined()
        let compilation = compile("""
            navigation Big {
                screen Home: HomeViewController
                screen Detail: DetailViewController {
            \(elements)    }
                root Home
                Home -> Detail { push: Show  pop: reverse }
                gesture back: edgePan(left) on Detail drives pop { progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }
            }
            animator Show(duration: 0.3) {
            \(tracks)}

            """)
        XCTAssertEqual(compilation.diagnostics.map(\.code), [])
        XCTAssertEqual(compilation.model?.plans.first?.tracks.count, count)
    }

    func testManyUnreachableScreensAreEachReportedOnce() {
        let count = 5_000
        let screens = (0..<count).map { "    screen S\($0): Screen\($0)ViewController\n" }.joined()
        let compilation = compile("navigation Islands {\n\(screens)    root S0\n}\n")
        XCTAssertEqual(compilation.diagnostics.count, count - 1)
        XCTAssertEqual(Set(compilation.diagnostics.map(\.code)), ["T0501"])
    }

    /// Keyframes of one property in consecutive windows: each is compared only with those that
    /// start or end with it (all with all took 8.7 s for 8,000 in a release build). A clash at
    /// the end is still found.
    func testManyKeyframesOfOnePropertyCheckInOnePass() {
        let count = 5_000
        let steps = (0..<count).map { k in
            "    keyframe(start: \(Double(k) / Double(count)), length: \(1 / Double(count))) { shot.alpha: \(1 - Double(k) / Double(count)) -> \(1 - Double(k + 1) / Double(count)) }\n"
        }.joined()
        func spec(_ last: String) -> String {
            """
            navigation Long {
                screen Home: HomeViewController
                screen Detail: DetailViewController
                root Home
                Home -> Detail { push: Busy  pop: reverse }
                gesture back: edgePan(left) on Detail drives pop { progress: translation.x / width  finish when progress > 0.5 or velocity.x > 0 }
            }
            animator Busy(duration: 1) {
                snapshot from as shot
            \(steps)\(last)}

            """
        }
        XCTAssertEqual(compile(spec("")).diagnostics.map(\.code), [])
        let clash = compile(spec("    keyframe(start: 0.5, length: 0.5) { shot.alpha: 0.3 -> 0.7 }\n"))
        XCTAssertEqual(clash.diagnostics.map(\.code), ["T0634"])
    }
}
