import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `share`, pictures of elements, element frames and corner radii as values, and shadows: what
/// the checker accepts, what it reports, and the plans it lowers to.
final class SharedElementTests: XCTestCase {
    /// A grid whose thumbnail zooms into the photo's image; `body` is the push animator's body.
    private func spec(_ body: String, pop: String = "reverse") -> String {
        """
        navigation Photos {
            screen Grid: GridViewController {
                element thumbnail: view
                element caption: view
                element badge: layer
                element logo: shape
            }
            screen Photo: PhotoViewController {
                element image: view
                element headline: view
            }
            root Grid
            Grid -> Photo { push: Zoom  pop: \(pop) }
        }

        animator Zoom(duration: 0.4) {
        \(body)
        }
        """
    }

    private func plans(_ body: String) throws -> [MotionPlan] {
        let compilation = CheckerGolden.compile(spec(body))
        return try XCTUnwrap(compilation.model, CheckerGolden.rendered(compilation)).plans
    }

    /// A share is the statements it stands for; played backwards it pictures the element on
    /// screen as the pop starts.
    func testShareLowersToAPictureThatTravels() throws {
        let plans = try plans("    share from.thumbnail -> to.image\n    to.alpha: 0 -> 1")
        XCTAssertEqual(plans.map(\.text).joined(separator: "\n\n"), """
            plan Zoom
              pacing easeInOut, delay 0 s, runs 0.4 s, scrub linear
              order to above from
              measures from.thumbnail.frame, to.image.frame, from.thumbnail.cornerRadius, to.image.cornerRadius as it starts
              snapshot thumbnail of from.thumbnail, afterScreenUpdates false, over it
              hides from.thumbnail after the snapshots: shown as it was when the transition ends
              hides to.image after the snapshots: shown as it was when the transition ends
              thumbnail.frame (view): from.thumbnail.frame at 0, to.image.frame at 1
              thumbnail.cornerRadius (view): from.thumbnail.cornerRadius at 0, to.image.cornerRadius at 1
              to.alpha (view): 0 at 0, 1 at 1
              saves to.alpha: restored on cancel

            plan PhotoToGridPop (from Zoom, reversed)
              pacing easeInOut, delay 0 s, runs 0.4 s, scrub linear
              order to below from
              measures from.image.frame, to.thumbnail.frame, from.image.cornerRadius, to.thumbnail.cornerRadius as it starts
              snapshot thumbnail of from.image, afterScreenUpdates false, over it
              hides to.thumbnail after the snapshots: shown as it was when the transition ends
              hides from.image after the snapshots: shown as it was when the transition ends
              thumbnail.frame (view): from.image.frame at 0, to.thumbnail.frame at 1
              thumbnail.cornerRadius (view): from.image.cornerRadius at 0, to.thumbnail.cornerRadius at 1
              from.alpha (view): 1 at 0, 0 at 1
              saves from.alpha: restored on cancel and after finish
            """)
    }

    /// The written statements mean the same, but reversed they are played backwards as written:
    /// the picture stays one of the thumbnail.
    func testExplicitStatementsReverseAsWritten() throws {
        let plans = try plans("""
                snapshot from.thumbnail as picture
                picture.frame: from.thumbnail.frame.offset(0, 10) -> to.image.frame
                picture.cornerRadius: 12 -> to.image.cornerRadius
                hide from.thumbnail
            """)
        XCTAssertEqual(plans[1].snapshots.map(\.source), [.element(ElementReference(role: .to, element: "thumbnail"))])
        XCTAssertTrue(plans[1].snapshots[0].afterScreenUpdates)
        XCTAssertEqual(plans[1].tracks.first?.text, "picture.frame (view): from.image.frame at 0, to.thumbnail.frame.offset(0, 10) at 1")
    }

    /// One mistake, one diagnostic, on the right words.
    func testMistakes() throws {
        let rows: [(body: String, code: String, at: String)] = [
            ("    share from.thumbnail -> from.caption", "T0631", "from.thumbnail -> from.caption"),
            ("    share from -> to", "T0631", "from -> to"),
            ("    share from.badge -> to.image", "T0630", "badge"),
            ("    snapshot from.badge as b\n    b.alpha: 1 -> 0", "T0630", "badge"),
            ("    to.image.frame: from.badge.frame -> final", "T0630", "from.badge.frame"),
            ("    share from.thumbnail -> to.image\n    hide to.image", "T0609", "hide to.image"),
            ("    share from.thumbnail -> to.image\n    share from.caption -> to.image", "T0609", "to.image"),
            ("    share from.thumbnail -> to.image\n    snapshot from as thumbnail", "T0214", "thumbnail"),
            ("    snapshot from as thumbnail\n    share from.thumbnail -> to.image", "T0214", "thumbnail"),
            ("    share from.thumbnail -> to.image as to", "T0214", "to"),
            ("    share from.thumbnail -> to.picture", "T0601", "picture"),
            ("    snapshot from.thumbnail.alpha as p", "T0614", "from.thumbnail.alpha"),
            ("    to.frame: from.thumbnail.frme -> final", "T0604", "from.thumbnail.frme"),
            ("    share from.thumbnail\n    to.alpha: 0 -> 1", "T0101", ""),
            ("    share from.thumbnail -> to.image as\n    to.alpha: 0 -> 1", "T0101", ""),
            ("    share from.thumbnail -> to.image over there", "T0105", "over"),
            ("    to.shadowOpacity: 0 -> 1.5", "T0706", "1.5"),
            ("    to.frame(curve: linear): initial -> final.offset(0, 10)", "T0632", "curve: linear"),
            ("    to.alpha(curve: spring(damping: 0.5)): 0 -> 1", "T0632", "spring(damping: 0.5)"),
            ("    to.alpha(speed: 2): 0 -> 1", "T0605", "speed"),
            ("    to.alpha(curve: linar): 0 -> 1", "T0606", "linar"),
            ("    to.alpha(curve: linear, curve: easeIn): 0 -> 1", "T0609", "curve"),
            ("    to.shadowRadius: -2 -> 8", "T0710", "-2"),
            ("    mask to with shape(from.logo) {\n        shadowOpacity: 0 -> 1\n    }", "T0603", "shadowOpacity"),
            ("    share from.caption -> to.caption\n    caption.alpha: 1 -> 0", "T0601", "caption"),
        ]
        for row in rows {
            CheckerGolden.assertOneDiagnostic(spec(row.body, pop: "system"), code: row.code, at: row.at, row.body)
        }
    }

    /// The near misses of those rows check clean.
    func testNearMisses() throws {
        for body in [
            "    share from.thumbnail -> to.image",
            "    share to.image -> from.thumbnail as picture\n    picture.alpha: 1 -> 0",
            "    share from.thumbnail -> to.image\n    share from.caption -> to.headline\n    caption.alpha: 1 -> 0",
            "    snapshot from.thumbnail as p\n    p.frame: initial -> to.image.frame",
            "    to.frame: from.thumbnail.frame -> final\n    to.cornerRadius: from.thumbnail.cornerRadius -> 0\n    hide from.thumbnail",
            "    to.shadowOpacity: 0 -> 0.3\n    to.shadowRadius: 0 -> 12",
            "    to.alpha(curve: linear): 0 -> 1\n    to.transform(curve: cubic(0.2, 0.8, 0.2, 1)): scale(0.9) -> identity",
            "    mask to with shape(from.logo) {\n        transform(curve: easeOut): identity -> scale(40)\n    }",
        ] {
            let compilation = CheckerGolden.compile(spec(body, pop: "system"))
            XCTAssertEqual(CheckerGolden.rendered(compilation), "", body)
        }
    }

    /// `place` moves an element of a screen to a frame checked as an element block's.
    func testPlace() throws {
        let rows: [(step: String, codes: [String])] = [
            ("place Grid.thumbnail at rect(200, 400, 116, 116)", []),
            ("place Grid.thumbnail at rect(0, 0.5 * height, width, 100)", []),
            ("place Grid.thumbnale at rect(200, 400, 116, 116)", ["T0207"]),
            ("place Gird.thumbnail at rect(200, 400, 116, 116)", ["T0201"]),
            ("place Grid at rect(200, 400, 116, 116)", ["T1005"]),
            ("place Grid.thumbnail at rect(200, 400, 0, 116)", ["T0713"]),
            ("place Grid.thumbnail at CGRect(200, 400, 116, 116)", ["T0604"]),
            ("place Grid.thumbnail at rect(200, 400, 116)", ["T0612"]),
            ("place Grid.thumbnail rect(200, 400, 116, 116)", ["T0101"]),
        ]
        for row in rows {
            let text = spec("    share from.thumbnail -> to.image", pop: "system") + "\nscenario \"s\" in Photos {\n    \(row.step)\n    push Photo\n}\n"
            let compilation = CheckerGolden.compile(text)
            XCTAssertEqual(compilation.diagnostics.map(\.code), row.codes, "\(row.step)\n\(CheckerGolden.rendered(compilation))")
        }
    }

    /// A track's own curve makes it Core Animation's, and a reverse mirrors it.
    func testOwnCurves() throws {
        let plans = try plans("    to.alpha(curve: easeIn): 0 -> 1\n    from.alpha: 1 -> 0")
        XCTAssertEqual(plans[0].layerTracks.map(\.text), ["to.alpha (layer, own curve easeIn, keeps end value): 0 at 0, 1 at 1"])
        XCTAssertEqual(plans[0].viewTracks.map(\.text), ["from.alpha (view): 1 at 0, 0 at 1"])
        XCTAssertEqual(plans[1].layerTracks.map(\.text), ["from.alpha (layer, own curve easeOut): 1 at 0, 0 at 1"])
    }

    /// A shadow is Core Animation on whatever it belongs to, and the arriving screen keeps it.
    func testShadowsAreLayerTracks() throws {
        let plans = try plans("    to.shadowOpacity: 0 -> 0.3\n    from.thumbnail.shadowRadius: 3 -> 12\n    to.alpha: 0 -> 1")
        XCTAssertEqual(plans[0].layerTracks.map(\.text), [
            "to.shadowOpacity (layer, keeps end value): 0 at 0, 0.3 at 1",
            "from.thumbnail.shadowRadius (layer): 3 at 0, 12 at 1",
            "to.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
            "from.thumbnail.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
        ])
        XCTAssertEqual(plans[0].saved.map(\.property), [.alpha])
        XCTAssertTrue(plans[0].usesCoreAnimation)
        XCTAssertEqual(plans[1].layerTracks.map(\.text), [
            "from.shadowOpacity (layer): 0.3 at 0, 0 at 1",
            "to.thumbnail.shadowRadius (layer, keeps end value): 12 at 0, 3 at 1",
            "from.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
            "to.thumbnail.shadowPath (layer): roundedRect(bounds, cornerRadius) at 0, roundedRect(bounds, cornerRadius) at 1",
        ])
    }

    /// A value the transition only lands on is measured where the transition leaves its element:
    /// with the tracks that move the element's screen (its view, its elements) or round the
    /// element itself at their end values. Any other use measures it as the transition starts.
    func testValuesLandedOnAreMeasuredWhereTheTransitionLeavesThem() throws {
        let cases: [(body: String, settles: [String: [String]])] = [
            // Nothing moves the photo's screen: every value is read as the transition starts.
            ("    share from.thumbnail -> to.image\n    to.alpha: 0 -> 1", [:]),
            // The photo's view and a sibling element move, and the image rounds: its frame waits
            // for the geometry, its radius for its own corner radius.
            ("""
                 share from.thumbnail -> to.image
                 to.transform: scale(0.9) -> scale(0.95)
                 to.headline.frame: initial.offset(0, 20) -> initial
                 to.image.cornerRadius: 0 -> 12
                 to.alpha: 0 -> 1
             """, ["to.image.frame": ["to.transform", "to.headline.frame"], "to.image.cornerRadius": ["to.image.cornerRadius"]]),
            // The grid moving does not move the photo's image; a fade moves nothing.
            ("    share from.thumbnail -> to.image\n    from.transform: identity -> scale(0.9)\n    to.image.alpha: 0 -> 1", [:]),
            // Read on the way as well (a keyframe through it): read as the transition starts.
            ("""
                 snapshot from.thumbnail as picture
                 keyframe(start: 0, length: 0.5) { picture.frame: from.thumbnail.frame -> to.image.frame }
                 keyframe(start: 0.5, length: 0.5) { picture.frame: to.image.frame -> to.image.frame.offset(0, 10) }
                 to.transform: scale(0.9) -> identity
             """, [:]),
            // A picture placed over the element reads its frame as the transition starts.
            ("""
                 snapshot to.image as picture
                 picture.frame: from.thumbnail.frame -> to.image.frame
                 to.transform: scale(0.9) -> identity
             """, [:]),
            // A track that ends on a measured value settles nothing itself.
            ("""
                 share from.thumbnail -> to.image
                 to.transform: scale(0.9) -> identity
                 to.headline.frame: initial -> from.thumbnail.frame
             """, ["to.image.frame": ["to.transform"]]),
        ]
        for (body, expected) in cases {
            let plan = try XCTUnwrap(plans(body).first)
            var settles: [String: [String]] = [:]
            for measurement in plan.measurements {
                let tracks = plan.settlingTracks(of: measurement)
                guard !tracks.isEmpty else { continue }
                let name = "\(measurement.element.dotted).\(measurement.quantity == .frame ? "frame" : "cornerRadius")"
                settles[name] = tracks.map { "\($0.target.text).\($0.property.rawValue)" }
            }
            XCTAssertEqual(settles, expected, body)
        }
    }
}
