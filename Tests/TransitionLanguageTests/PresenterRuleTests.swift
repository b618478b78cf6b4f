import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// T0638, T0639 and T0640: what an animator cannot ask of a presenter that stays (docs/uikit-model.md
/// R1, R2, R3), one row per place, each with its fix-it applied, and the near misses.
final class PresenterRuleTests: XCTestCase {
    private func spec(style: String, present: String, dismiss: String, openArguments: String = "") -> String {
        """
        navigation App {
            screen Feed: FeedViewController {
                element card: view
            }
            screen Story: StoryViewController
            root Feed
            Feed => Story {
                present: Open
                dismiss: Close
                style: \(style)
            }
        }
        animator Open(duration: 0.4\(openArguments)) {
        \(present)
            to.alpha: 0 -> 1
        }
        animator Close(duration: 0.4) {
        \(dismiss)
            from.alpha: 1 -> 0
        }
        """
    }

    func testR1APlaceBelowOrNextToAStayingPresenterIsAnError() {
        let rows: [(style: String, present: String, dismiss: String, at: String, fixed: String)] = [
            ("overFullScreen", "    order: to below from", "", "order: to below from", "order: to above from"),
            ("sheet(height: 300)", "    order: to below from", "", "order: to below from", "order: to above from"),
            ("overFullScreen", "", "    order: to above from", "order: to above from", "order: to below from"),
            ("overFullScreen", "    backdrop black as dim below from\n    dim.alpha: 0 -> 1", "", "dim", "below to"),
            ("overFullScreen", "    snapshot from as shot above from\n    shot.alpha: 1 -> 0", "", "shot", "below to"),
            ("overFullScreen", "", "    backdrop black as dim above to\n    dim.alpha: 1 -> 0", "dim", "below from"),
        ]
        for row in rows {
            let text = spec(style: row.style, present: row.present, dismiss: row.dismiss)
            CheckerGolden.assertOneDiagnostic(text, code: "T0638", at: row.at, "\(row.style): \(row.present)\(row.dismiss)")
            let compilation = CheckerGolden.compile(text)
            guard let fix = compilation.diagnostics.first?.fixIts else { continue }
            XCTAssertEqual(fix.map(\.replacement), [row.fixed])
            let fixed = CheckerGolden.applying(fix, to: compilation.source.bytes)
            XCTAssertEqual(CheckerGolden.rendered(CheckerGolden.compile(fixed)), "", fixed)
        }
    }

    /// What UIKit gives is no mistake: the presented view above the presenter on a present, the
    /// presenter below on its dismiss (specs/today-card.transition's `Collapse` says so), and
    /// every place under a full-screen presentation, which hands the presenter over.
    func testR1ANearMissesStayQuiet() {
        for (style, present, dismiss) in [
            ("overFullScreen", "    order: to above from\n    backdrop black as dim below to\n    dim.alpha: 0 -> 1", "    order: to below from\n    snapshot from as shot below from\n    shot.alpha: 1 -> 0"),
            ("fullScreen", "    order: to below from\n    backdrop black as dim below from\n    dim.alpha: 0 -> 1", "    order: to above from"),
        ] {
            let compilation = CheckerGolden.compile(spec(style: style, present: present, dismiss: dismiss))
            XCTAssertFalse(compilation.diagnostics.contains { $0.code == "T0638" }, CheckerGolden.rendered(compilation))
        }
    }

    func testR2APresentThatLeavesAStayingPresenterAwayFromFinalWarns() {
        CheckerGolden.assertOneDiagnostic(
            spec(style: "overFullScreen", present: "    from.frame: initial.offset(0, 40) -> initial.offset(0, 80)", dismiss: ""),
            code: "T0639", at: "from.frame: initial.offset(0, 40) -> initial.offset(0, 80)", "over full screen")
        for (style, present) in [
            ("overFullScreen", "    from.frame: initial.offset(0, 40) -> final"),
            ("fullScreen", "    from.frame: initial -> initial.offset(0, 80)"),
        ] {
            let compilation = CheckerGolden.compile(spec(style: style, present: present, dismiss: ""))
            XCTAssertFalse(compilation.diagnostics.contains { $0.code == "T0639" }, CheckerGolden.rendered(compilation))
        }
    }

    /// What the presentation controller cannot run alongside the transition, one row each: a delay
    /// (UIKit adds alongside animations without one), a curve of its own, a Core Animation property,
    /// a value read from an element.
    func testR3APresenterEffectTheControllerCannotRunIsAnError() {
        let rows: [(present: String, dismiss: String, arguments: String, at: String, says: String)] = [
            ("    from.alpha: 1 -> 0.85", "", ", delay: 0.1", "from.alpha: 1 -> 0.85", "waits 0.1 s"),
            ("    from.alpha(curve: linear): 1 -> 0.85", "", "", "from.alpha(curve: linear): 1 -> 0.85", "a curve of its own"),
            ("", "    to.shadowOpacity: 0.3 -> 0", "", "to.shadowOpacity: 0.3 -> 0", "Core Animation property"),
            ("    from.cornerRadius: 0 -> from.card.cornerRadius", "", "", "from.cornerRadius: 0 -> from.card.cornerRadius", "reads 'from.card'"),
        ]
        for row in rows {
            let text = spec(style: "overFullScreen", present: row.present, dismiss: row.dismiss, openArguments: row.arguments)
            CheckerGolden.assertOneDiagnostic(text, code: "T0640", at: row.at, row.at)
            let message = CheckerGolden.compile(text).diagnostics.first { $0.code == "T0640" }?.message ?? ""
            XCTAssertTrue(message.contains(row.says), message)
        }
    }

    /// The presenter's effects as the controller runs them, a change that starts later in a keyframe
    /// window, a delay or a shadow on the presented view, and the same on a presenter UIKit hands over.
    func testR3PresenterEffectsTheControllerRunsStayQuiet() {
        for (style, present, arguments) in [
            ("overFullScreen", "    keyframe(start: 0.2, length: 0.8) { from.alpha: 1 -> 0.85 }\n    from.cornerRadius: 0 -> 12", ""),
            ("sheet(height: 300)", "    to.shadowOpacity: 0 -> 0.3\n    from.transform: identity -> scale(0.94)", ", delay: 0"),
            ("overFullScreen", "    to.frame: final.offset(0, height) -> final", ", delay: 0.1"),
            ("fullScreen", "    from.alpha(curve: linear): 1 -> 0.85\n    from.shadowOpacity: 0 -> 0.3", ", delay: 0.1"),
        ] {
            let compilation = CheckerGolden.compile(spec(style: style, present: present, dismiss: "", openArguments: arguments))
            XCTAssertFalse(compilation.diagnostics.contains { $0.code == "T0640" }, CheckerGolden.rendered(compilation))
        }
    }
}
