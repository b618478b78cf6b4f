import Foundation
import TestSupport
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The seed specs, pairing edits on them, the JSON document, several files at once, and the
/// wildcard-versus-specific edge rule.
final class CheckerSpecTests: XCTestCase {
    private func seedSpecs() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(at: CheckerGolden.specs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            // The full path, so a spec's `import` resolves beside it.
            .map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
    }

    func testEverySeedSpecChecksWithoutDiagnostics() throws {
        let specs = try seedSpecs()
        XCTAssertEqual(specs.count, 14)
        for spec in specs {
            let compilation = CheckerGolden.compile(spec.text, name: spec.name)
            XCTAssertEqual(CheckerGolden.rendered(compilation), "", spec.name)
            XCTAssertNotNil(compilation.model, spec.name)
        }
    }

    /// Deleting the push (present) role of every edge with a custom pop (dismiss) must fail the
    /// check: T0301 for a named pop animator, T0303 for `reverse`, which then has nothing to play
    /// backwards.
    func testRemovingThePushOfACustomPopFails() throws {
        var edited = 0
        for spec in try seedSpecs() {
            let source = SourceFile(path: spec.name, text: spec.text)
            let tree = Parser.parse(source).file
            for case let .navigation(graph) in tree.declarations {
                for case let .edge(edge) in graph.members {
                    let backwardName = edge.kind == .push ? "pop" : "dismiss"
                    guard let backward = edge.roles.first(where: { $0.role.name == backwardName }),
                          let forward = edge.roles.first(where: { $0.role.name != backwardName }) else { continue }
                    let expected: String
                    switch backward.animator {
                    case .system, .missing: continue
                    case .named: expected = "T0301"
                    case .reverse: expected = "T0303"
                    }
                    let text = CheckerGolden.applying([FixIt(range: forward.range, replacement: "")], to: source.bytes)
                    let compilation = CheckerGolden.compile(text, name: spec.name)
                    XCTAssertTrue(compilation.hasErrors, "\(spec.name): removing \(source.text(forward.range))")
                    XCTAssertEqual(compilation.diagnostics.filter { $0.severity == .error }.map(\.code), [expected],
                                   "\(spec.name): removing \(source.text(forward.range))\n\(CheckerGolden.rendered(compilation))")
                    XCTAssertNil(compilation.model)
                    edited += 1
                }
            }
        }
        // fade-interactive has two such edges; half-sheet, logo-reveal, modal-spring, music-player,
        // photo-zoom, present-like-push, settings-crossfade, story-cube, swift4-navigation,
        // today-card and wallet-pass one each; every-construct four.
        XCTAssertEqual(edited, 17)
    }

    /// Replacing that push with an explicit `push: system` is a design (a system push with a
    /// custom pop): no pairing error (a gesture that drove that push now drives the system one,
    /// which is T0801).
    func testAnExplicitSystemPushWithACustomPopIsAccepted() throws {
        var edited = 0
        for spec in try seedSpecs() {
            let source = SourceFile(path: spec.name, text: spec.text)
            for case let .navigation(graph) in Parser.parse(source).file.declarations {
                for case let .edge(edge) in graph.members where edge.kind == .push {
                    guard let pop = edge.roles.first(where: { $0.role.name == "pop" }), case .named = pop.animator,
                          let push = edge.roles.first(where: { $0.role.name == "push" }) else { continue }
                    let text = CheckerGolden.applying([FixIt(range: push.animator.range, replacement: "system")], to: source.bytes)
                    let compilation = CheckerGolden.compile(text, name: spec.name)
                    let errors = compilation.diagnostics.filter { $0.severity == .error && $0.code != "T0801" }
                    XCTAssertEqual(errors.map(\.code), [], "\(spec.name): 'push: system'\n\(CheckerGolden.rendered(compilation))")
                    edited += 1
                }
            }
        }
        XCTAssertGreaterThan(edited, 0)
    }

    /// Units are checked by dimension: a length divided by a length is a ratio, a length divided
    /// by a time is not.
    func testALengthDividedByALengthIsARatio() throws {
        let url = CheckerGolden.fixtures.appendingPathComponent("T0807-finish-rule-not-boolean.ok.transition")
        let text = try String(contentsOf: url, encoding: .utf8)
        let points = CheckerGolden.compile(text.replacingOccurrences(of: "translation.x / width", with: "translation.x / 300pt"))
        XCTAssertEqual(CheckerGolden.rendered(points), "")
        let seconds = CheckerGolden.compile(text.replacingOccurrences(of: "translation.x / width", with: "translation.x / 3s"))
        XCTAssertEqual(seconds.diagnostics.map(\.code), ["T0708"])
    }

    func testJSONDocumentCarriesCodesNotesAndFixIts() throws {
        let names = ["T0601-element-not-on-screen.transition", "T0604-wrong-value-kind.transition", "T0206-duplicate-animator.ok.transition"]
        let files = try names.map { name -> (SourceFile, [Diagnostic]) in
            let compilation = try CheckerGolden.compile(fixture: CheckerGolden.fixtures.appendingPathComponent(name))
            return (compilation.source, compilation.diagnostics)
        }
        let document = DiagnosticJSON.document(files)
        Golden.assertMatches(document.serialized(pretty: true) + "\n", golden: CheckerGolden.fixtures.appendingPathComponent("json-notes-and-fixits.json"))
        XCTAssertEqual(document["errors"], .int(2))
        XCTAssertEqual(document["warnings"], .int(0))
        guard case let .array(fileValues)? = document["files"], fileValues.count == 3 else { return XCTFail("three files") }
        guard case let .array(first)? = fileValues[0]["diagnostics"], case let .array(notes)? = first.first?["notes"] else { return XCTFail("notes") }
        XCTAssertEqual(first.first?["code"], .string("T0601"))
        XCTAssertEqual(notes.count, 2)
        guard case let .array(second)? = fileValues[1]["diagnostics"], case let .array(fixIts)? = second.first?["fixIts"] else { return XCTFail("fix-its") }
        XCTAssertEqual(fixIts.first?["replacement"], .string("scale(0.5)"))
        XCTAssertEqual(fileValues[2]["diagnostics"], .array([]))
        // The compact form is what `transc check --format json` prints; it must parse as JSON.
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(document.serialized().utf8)))
    }

    /// Two files are checked independently: each reports its own mistakes, and a name declared in
    /// both is not a duplicate.
    func testSeveralFilesReportPerFile() throws {
        let broken = CheckerGolden.compile(try fixtureText("T0201-undefined-screen.transition"), name: "a.transition")
        let clean = CheckerGolden.compile(try fixtureText("T0201-undefined-screen.ok.transition"), name: "b.transition")
        XCTAssertEqual(broken.diagnostics.map(\.code), ["T0201"])
        XCTAssertEqual(clean.diagnostics.map(\.code), [])
        let document = DiagnosticJSON.document([(broken.source, broken.diagnostics), (clean.source, clean.diagnostics)])
        guard case let .array(files)? = document["files"] else { return XCTFail("files") }
        XCTAssertEqual(files.map { $0["path"] }, [.string("a.transition"), .string("b.transition")])
        XCTAssertEqual(document["errors"], .int(1))
        XCTAssertTrue(CheckerGolden.rendered(broken).hasPrefix("a.transition:8:13: error:"))
        XCTAssertEqual(CheckerGolden.rendered(clean), "")
    }

    /// `* -> C` and `B -> C`: the specific edge wins for transitions from B, the wildcard serves
    /// every other source, with a warning only when both are custom and differ.
    func testSpecificEdgeWinsOverWildcard() throws {
        let shadowed = try CheckerGolden.compile(fixture: CheckerGolden.fixtures.appendingPathComponent("T0402-wildcard-shadowed.transition"))
        XCTAssertEqual(shadowed.diagnostics.map(\.code), ["T0402"])
        let graph = try XCTUnwrap(shadowed.model?.graph(named: "App"))
        let home = try XCTUnwrap(graph.screenIndex(named: "Home"))
        let detail = try XCTUnwrap(graph.screenIndex(named: "Detail"))
        let composer = try XCTUnwrap(graph.screenIndex(named: "Composer"))
        XCTAssertEqual(graph.edge(from: detail, to: composer, kind: .push)?.forward, .custom("FadeIn"))
        XCTAssertEqual(graph.backwardEdge(leaving: composer, revealing: detail, kind: .push)?.backward, .custom("FadeOut"))
        XCTAssertEqual(graph.edge(from: home, to: composer, kind: .push)?.forward, .custom("SlideUp"))
        XCTAssertEqual(graph.backwardEdge(leaving: composer, revealing: home, kind: .push)?.backward, .custom("SlideDown"))
        XCTAssertNil(graph.edge(from: home, to: composer, kind: .modal))

        // A specific edge left to the system opts its source out of the wildcard, silently.
        let optOut = try CheckerGolden.compile(fixture: CheckerGolden.fixtures.appendingPathComponent("T0402-wildcard-shadowed.ok.transition"))
        XCTAssertEqual(optOut.diagnostics.map(\.code), [])
        let g = try XCTUnwrap(optOut.model?.graph(named: "App"))
        XCTAssertEqual(g.edge(from: detail, to: composer, kind: .push)?.forward, .system)
        XCTAssertEqual(g.edge(from: home, to: composer, kind: .push)?.forward, .custom("SlideUp"))

        // The same animators on both edges say the same thing twice: no warning either.
        let same = try fixtureText("T0402-wildcard-shadowed.transition")
            .replacingOccurrences(of: "push: FadeIn\n        pop: FadeOut", with: "push: SlideUp\n        pop: SlideDown")
        XCTAssertEqual(CheckerGolden.compile(same).diagnostics.map(\.code), [])
    }

    /// The lints that read the lowered plans run whatever else the file gets wrong: only animators
    /// without a mistake are resolved, so every plan they read is one that would run.
    func testPlanLintsRunBesideAnUnrelatedError() throws {
        let hidden = try fixtureText("T0618-hidden-animation.transition") + "\nscenario \"opens\" in Ap {\n    push Detail\n}\n"
        XCTAssertEqual(CheckerGolden.compile(hidden).diagnostics.map(\.code), ["T0618", "T0211"])
    }

    /// An animator whose arguments on the edge have a mistake does not join the model, and the
    /// edge it is on stays quiet in the rules that read both sides (pairing, swipe-back).
    func testAnEdgeWithAMistakenArgumentIsSkippedByLaterRules() throws {
        let text = try fixtureText("T0618-hidden-animation.ok.transition")
            .replacingOccurrences(of: "push: Grow\n", with: "push: Grow(duration: -1)\n")
        let compilation = CheckerGolden.compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0701"], CheckerGolden.rendered(compilation))
    }

    /// A spring that runs short only on the edge that changes its duration is reported there, once
    /// per place it is written: with an initial velocity, UIKit's solver gives another spring for
    /// another duration (velocity × duration is what it sees), and over 0.5 s this one is the slow
    /// root UIKit cuts 37 % short.
    func testSpringShortOnOneEdgeIsReportedAtTheOverride() throws {
        let text = try fixtureText("T0618-hidden-animation.ok.transition")
            .replacingOccurrences(of: "animator Grow(duration: 0.4) {", with: "animator Grow(duration: 0.25, curve: spring(damping: 0.3, velocity: 2)) {")
            .replacingOccurrences(of: "push: Grow\n", with: "push: Grow(duration: 0.5)\n")
        let compilation = CheckerGolden.compile(text)
        let springs = compilation.diagnostics.filter { $0.code == "T0901" }
        XCTAssertEqual(springs.map { compilation.source.text($0.range) }, ["duration: 0.5"], CheckerGolden.rendered(compilation))
    }

    /// An overdamped bounce spring creeps slower than UIKit's critically damped settling bound:
    /// UIKit stops it short, and T0901 says so; a bounce of 0 ends within 0.1 %.
    func testOverdampedBounceSpringStoppedShortIsReported() throws {
        let text = try fixtureText("T0903-spring-runs-past-duration.ok.transition")
        for (bounce, expected) in [("-0.5", ["T0901"]), ("0", [])] {
            let compilation = CheckerGolden.compile(text.replacingOccurrences(of: "spring(bounce: 0.3, velocity: 0)", with: "spring(bounce: \(bounce), velocity: 0)"))
            XCTAssertEqual(compilation.diagnostics.map(\.code), expected, CheckerGolden.rendered(compilation))
            if let warning = compilation.diagnostics.first {
                XCTAssertTrue(warning.message.contains("settling duration of 0.735 s"), warning.message)
                XCTAssertEqual(warning.notes.first?.message.hasPrefix("spring(bounce: -0.15, velocity: 0)"), true, CheckerGolden.rendered(compilation))
            }
        }
    }

    /// A spring an edge brings to an animator with keyframed layers is reported at that `curve:`,
    /// with each keyframed layer as a note; the same animator under its own curve is fine.
    func testASpringAnEdgeBringsToKeyframedLayersIsReportedAtTheEdge() throws {
        let text = try fixtureText("T0623-layer-keyframes-under-spring.ok.transition")
            .replacingOccurrences(of: "present: Settle ", with: "present: Settle(curve: spring(bounce: 0.2)) ")
        let compilation = CheckerGolden.compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0623"], CheckerGolden.rendered(compilation))
        let diagnostic = try XCTUnwrap(compilation.diagnostics.first)
        XCTAssertEqual(compilation.source.text(diagnostic.range), "spring(bounce: 0.2)")
        XCTAssertEqual(diagnostic.notes.map { compilation.source.text($0.range) }, ["to.badge.transform: scale(0.5) -> identity", "spring(bounce: 0.2)"])
        XCTAssertNil(compilation.model)
    }

    /// The reverse of an animator takes a spring from `reverse(curve:)` like any edge override.
    func testASpringOnAReverseOfKeyframedLayersIsReportedThere() throws {
        let text = try fixtureText("T0623-layer-keyframes-under-spring.ok.transition")
            .replacingOccurrences(of: "dismiss: reverse }", with: "dismiss: reverse(curve: spring(damping: 1, velocity: 0)) }")
        let compilation = CheckerGolden.compile(text)
        XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0623"], CheckerGolden.rendered(compilation))
        XCTAssertEqual(compilation.diagnostics.first.map { compilation.source.text($0.range) }, "spring(damping: 1, velocity: 0)")
    }

    /// `hide`: one mistake, one diagnostic, with the fix-it only where it is the fix.
    func testHideMistakes() throws {
        let base = try fixtureText("T0624-hide-target.ok.transition")
        let cases: [(replacement: String, code: String, range: String, fix: String?)] = [
            ("hide from.thumbnail.alpha", "T0624", "from.thumbnail.alpha", "from.thumbnail"),
            ("hide form.thumbnail", "T0213", "form", "from"),
            ("hide from.thumbnail\n    hide from.thumbnail", "T0609", "hide from.thumbnail", nil),
            ("hide from.caption", "T0601", "caption", nil),
        ]
        for row in cases {
            let text = base.replacingOccurrences(of: "hide from.thumbnail", with: row.replacement)
            let compilation = CheckerGolden.compile(text)
            XCTAssertEqual(compilation.diagnostics.map(\.code), [row.code], "\(row.replacement):\n\(CheckerGolden.rendered(compilation))")
            guard let diagnostic = compilation.diagnostics.first else { continue }
            XCTAssertEqual(compilation.source.text(diagnostic.range), row.range, row.replacement)
            XCTAssertEqual(diagnostic.fixIts.first?.replacement, row.fix, row.replacement)
            XCTAssertNil(compilation.model, row.replacement)
        }
    }

    /// A backdrop's colour is one UIKit names; a misspelling gets the fix-it, anything else none.
    func testBackdropColours() throws {
        let base = try fixtureText("T0624-hide-target.ok.transition")
        for (statement, fix) in [("backdrop blak as dim", "black" as String?), ("backdrop from as dim", nil)] {
            let compilation = CheckerGolden.compile(base.replacingOccurrences(of: "    snapshot from as shot\n", with: "    snapshot from as shot\n    \(statement)\n"))
            XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0615"], CheckerGolden.rendered(compilation))
            XCTAssertEqual(compilation.diagnostics.first?.fixIts.first?.replacement, fix, statement)
        }
        let clean = CheckerGolden.compile(base.replacingOccurrences(of: "    snapshot from as shot\n", with: "    snapshot from as shot\n    backdrop gray as dim below from\n    dim.alpha: 0 -> 0.5\n"))
        let model = try XCTUnwrap(clean.model, CheckerGolden.rendered(clean))
        XCTAssertEqual(model.plans.first?.snapshots.map(\.source), [.picture(of: .from), .backdrop(.gray)])
    }

    /// The reverse of an animator hides the same views on the other side.
    func testReverseHidesTheSameViews() throws {
        let text = try fixtureText("T0624-hide-target.ok.transition").replacingOccurrences(of: "pop: system", with: "pop: reverse")
        let compilation = CheckerGolden.compile(text)
        let model = try XCTUnwrap(compilation.model, CheckerGolden.rendered(compilation))
        let hidden = model.plans.map { "\($0.animator): \($0.hidden.map(\.text))" }
        XCTAssertEqual(hidden, ["Lift: [\"from.thumbnail\"]", "PhotoToGridPop: [\"to.thumbnail\"]"])
    }

    private func fixtureText(_ name: String) throws -> String {
        try String(contentsOf: CheckerGolden.fixtures.appendingPathComponent(name), encoding: .utf8)
    }
}
