import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// A shadow's offset (`size(w, h)`), its colour (a named colour) and its path (the lowering's:
/// the target's rounded bounds, following its frame and corner radius): what the checker
/// accepts, what it reports, and the plans it lowers to.
final class ShadowTests: XCTestCase {
    /// A feed whose card lifts as the detail rises; `body` is the push animator's body.
    private func spec(_ body: String, curve: String = "easeOut", pop: String = "system") -> String {
        """
        navigation Cards {
            screen Feed: FeedViewController {
                element card: view
                element badge: layer
            }
            screen Detail: DetailViewController
            root Feed
            Feed -> Detail { push: Lift  pop: \(pop) }
        }

        animator Lift(duration: 0.4, curve: \(curve)) {
            to.alpha: 0 -> 1
        \(body)
        }
        """
    }

    private func plans(_ body: String, curve: String = "easeOut") throws -> [MotionPlan] {
        let compilation = CheckerGolden.compile(spec(body, curve: curve, pop: "reverse"))
        return try XCTUnwrap(compilation.model, CheckerGolden.rendered(compilation)).plans
    }

    /// Each classic mistake gets one diagnostic, on the text that is wrong.
    func testMistakes() throws {
        let rows: [(body: String, code: String, at: String)] = [
            ("    from.card.shadowOffset: size(0, 2) -> 12", "T0604", "12"),
            ("    from.card.shadowOffset: size(0, 2) -> translate(0, 12)", "T0604", "translate"),
            ("    from.card.shadowOffset: CGSize(0, 2) -> size(0, 12)", "T0604", "CGSize"),
            ("    from.card.shadowOffset: size(0, 2) -> size(12)", "T0612", "size(12)"),
            ("    from.card.shadowOffset: size(height: 2, width: 0) -> size(0, 12)", "T0605", "height"),
            ("    from.card.shadowOffset: size(0, 2s) -> size(0, 12)", "T0708", "2s"),
            ("    from.card.shadowColor: grey -> black", "T0615", "grey"),
            ("    from.card.shadowColor: 0.5 -> black", "T0604", "0.5"),
            ("    from.card.shadowPath: initial -> final", "T0603", "shadowPath"),
            ("    from.card.shadowOfset: size(0, 2) -> size(0, 12)", "T0603", "shadowOfset"),
            ("    to.shadowOpacity: 0 -> 0.3\n    to.frame(curve: linear): final.offset(0, 9) -> final", "T0632", "curve: linear"),
            ("    to.shadowOpacity: 0 -> 0.3\n    to.cornerRadius: 20 -> 0", "T0635", "to.shadowOpacity: 0 -> 0.3"),
            ("    from.card.cornerRadius: 0 -> 8\n    from.card.shadowOffset: size(0, 2) -> size(0, 12)", "T0635", "from.card.shadowOffset: size(0, 2) -> size(0, 12)"),
        ]
        for row in rows {
            CheckerGolden.assertOneDiagnostic(spec(row.body), code: row.code, at: row.at, row.body)
        }
    }

    /// The fix-its that are the fix: the size function for a two-number call under another name.
    func testOffsetFixIts() throws {
        let compilation = CheckerGolden.compile(spec("    from.card.shadowOffset: size(0, 2) -> translate(0, 12)"))
        XCTAssertEqual(compilation.diagnostics.first?.fixIts.map(\.replacement), ["size"])
        let labelled = CheckerGolden.compile(spec("    from.card.shadowOffset: CGSize(width: 0, height: 2) -> size(0, 12)"))
        XCTAssertEqual(labelled.diagnostics.first?.fixIts.map(\.replacement), ["size"])
        let number = CheckerGolden.compile(spec("    from.card.shadowOffset: size(0, 2) -> 12"))
        XCTAssertEqual(number.diagnostics.first?.fixIts.count, 0, "a lone number could be either axis")
        let uikit = CheckerGolden.compile(spec("    from.card.shadowColor: UIColor.black -> gray"))
        XCTAssertEqual(uikit.diagnostics.map(\.code), ["T0604"])
        XCTAssertEqual(uikit.diagnostics.first?.fixIts.map(\.replacement), ["black"])
    }

    /// The near misses of those rows check clean.
    func testNearMisses() throws {
        for body in [
            "    from.card.shadowOffset: size(0, 2) -> size(0, 12)",
            "    from.card.shadowOffset: size(width: 0, height: 2) -> size(0, 0.01 * height)",
            "    from.card.shadowColor: gray -> black\n    from.card.shadowOpacity: 0 -> 0.3",
            "    from.badge.shadowColor: white -> white",
            "    to.shadowOpacity: 0 -> 0.3\n    to.frame: final.offset(0, 200) -> final",
            "    to.shadowOpacity: 0 -> 0.3\n    keyframe(start: 0.5, length: 0.5) {\n        to.frame: final.offset(0, 200) -> final\n    }",
            // A layer element is not clipped when it rounds: its shadow shows, its path follows.
            "    from.badge.shadowOpacity: 0 -> 0.3\n    from.badge.cornerRadius: 4 -> 20",
            // A picture below the rounding view casts its shadow.
            "    snapshot to as caster below to\n    caster.shadowOpacity: 0 -> 0.3\n    to.cornerRadius: 20 -> 0",
            // A backdrop rounds without clipping, so it casts a shadow as it rounds.
            "    backdrop white as caster below to\n    caster.cornerRadius: 20 -> 0\n    caster.shadowOpacity: 0 -> 0.3\n    to.cornerRadius: 20 -> 0",
        ] {
            let compilation = CheckerGolden.compile(spec(body))
            XCTAssertEqual(CheckerGolden.rendered(compilation), "", body)
        }
    }

    /// A shadow keyframed under a spring is a layer keyframe under a spring, even on a view, and
    /// so is a frame its path follows.
    func testShadowKeyframesUnderASpring() throws {
        for body in [
            "    keyframe(start: 0, length: 0.5) { to.shadowOpacity: 0 -> 0.3 }",
            "    to.shadowOpacity: 0 -> 0.3\n    keyframe(start: 0, length: 0.5) { to.frame: final.offset(0, 200) -> final }",
        ] {
            let compilation = CheckerGolden.compile(spec(body, curve: "spring(damping: 0.8, velocity: 0)"))
            XCTAssertEqual(compilation.diagnostics.map(\.code), ["T0623"], body)
        }
        let unshadowed = CheckerGolden.compile(spec("    keyframe(start: 0, length: 0.5) { to.frame: final.offset(0, 200) -> final }",
                                                    curve: "spring(damping: 0.8, velocity: 0)"))
        XCTAssertEqual(unshadowed.diagnostics.map(\.code), [], "a view's keyframes under a spring are UIKit's")
    }

    /// An offset and a colour are layer tracks with the shadow's rules, and the path follows the
    /// frame and the corner radius in their windows; a reverse swaps and mirrors all of it.
    func testOffsetColourAndPathPlans() throws {
        let plans = try plans("""
                from.card.shadowOffset: size(0, 2) -> size(0, 12)
                from.card.shadowColor: gray -> black
                to.shadowOpacity: 0 -> 0.3
                to.frame: from.card.frame -> final
                to.cornerRadius: from.card.cornerRadius -> 0
            """)
        XCTAssertEqual(plans[0].layerTracks.map(\.text), [
            "from.card.shadowOffset (layer): size(0, 2) at 0, size(0, 12) at 1",
            "from.card.shadowColor (layer): gray at 0, black at 1",
            "to.shadowOpacity (layer, keeps end value): 0 at 0, 0.3 at 1",
            "from.card.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
            "to.shadowPath (layer): roundedRect(from.card.frame.size, from.card.cornerRadius) at 0, roundedRect(final.size, 0) at 1",
        ])
        XCTAssertEqual(plans[1].layerTracks.map(\.text), [
            "to.card.shadowOffset (layer, keeps end value): size(0, 12) at 0, size(0, 2) at 1",
            "to.card.shadowColor (layer, keeps end value): black at 0, gray at 1",
            "from.shadowOpacity (layer): 0.3 at 0, 0 at 1",
            "to.card.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
            "from.shadowPath (layer): roundedRect(initial.size, 0) at 0, roundedRect(to.card.frame.size, to.card.cornerRadius) at 1",
        ])
    }

    /// A layer element's path follows its corner radius; a corner radius at another pace than
    /// the frame is left out of the path, which follows the frame.
    func testPathFollowsARadiusOrTheFrame() throws {
        let badge = try plans("    from.badge.shadowOpacity: 0 -> 0.3\n    from.badge.cornerRadius: 4 -> 20")
        XCTAssertEqual(badge[0].layerTracks.last?.text, "from.badge.shadowPath (layer): roundedRect(bounds, 4) at 0, roundedRect(bounds, 20) at 1")
        let apart = try plans("    to.shadowOpacity: 0 -> 0.3\n    to.frame: final.offset(0, 200) -> final\n    to.cornerRadius(curve: linear): 20 -> 0")
        XCTAssertEqual(apart[0].layerTracks.last?.text, "to.shadowPath (layer): roundedRect(final.size, cornerRadius) at 0, roundedRect(final.size, cornerRadius) at 1")
    }

    /// A path follows keyframes through the same windows.
    func testPathFollowsKeyframes() throws {
        let plans = try plans("""
                to.shadowOpacity: 0 -> 0.3
                keyframe(start: 0.5, length: 0.5) {
                    to.frame: final.offset(0, 200) -> final
                    to.cornerRadius: 20 -> 0
                }
            """)
        let path = try XCTUnwrap(plans[0].layerTracks.first { $0.property == .shadowPath })
        XCTAssertEqual(path.segments.map(\.start), [0.5])
        XCTAssertEqual(path.segments.map(\.length), [0.5])
        XCTAssertTrue(path.isKeyframed)
    }
}
