import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The shape of the tree for files, imports, navigation graphs, edges and gestures.
final class ParserDeclarationTests: XCTestCase {
    func testEmptyFileAndTopLevelSemicolons() {
        XCTAssertTrue(parseClean("").declarations.isEmpty)
        XCTAssertTrue(parseClean("; ;\n// nothing\n").declarations.isEmpty)
        XCTAssertEqual(parseClean("animator A {};animator B {}").animators.map(\.name.name), ["A", "B"])
    }

    func testImport() {
        let source = MarkedSource(#"1️⃣import 2️⃣"shared/fades.transition"3️⃣"#)
        let file = parseClean(source.text)
        XCTAssertEqual(file.imports.count, 1)
        XCTAssertEqual(file.imports[0].path.value, "shared/fades.transition")
        XCTAssertEqual(file.imports[0].path.range, source.range(2, 3))
        XCTAssertEqual(file.imports[0].range, source.range(1, 3))
    }

    func testDeclarationsKeepSourceOrder() {
        let file = parseClean("""
            import "a.transition"
            animator A {}
            navigation N { screen S: T  root S }
            scenario "s" in N {}
            """)
        XCTAssertEqual(file.declarations.map { "\($0)".prefix(while: { $0 != "(" }) }, ["importFile", "animator", "navigation", "scenario"])
    }

    func testScreensElementsAndRoot() {
        let source = MarkedSource("""
            navigation 1️⃣LogoReveal2️⃣ {
                3️⃣screen Main: MainViewController {
                    element logo: shape
                    element 5️⃣badge6️⃣: layer; element title: view
                }4️⃣
                screen Detail: DetailViewController
                root 7️⃣Main8️⃣
            }
            """)
        let graph = parseClean(source.text).navigations[0]
        XCTAssertEqual(graph.name.name, "LogoReveal")
        XCTAssertEqual(graph.name.range, source.range(1, 2))
        XCTAssertEqual(graph.screens.map(\.name.name), ["Main", "Detail"])
        XCTAssertEqual(graph.screens.map(\.typeName.name), ["MainViewController", "DetailViewController"])
        XCTAssertEqual(graph.screens[0].range, source.range(3, 4))
        let elements = graph.screens[0].elements
        XCTAssertEqual(elements.map(\.name.name), ["logo", "badge", "title"])
        XCTAssertEqual(elements.map(\.kind.name), ["shape", "layer", "view"])
        XCTAssertEqual(elements[1].name.range, source.range(5, 6))
        XCTAssertTrue(graph.screens[1].elements.isEmpty)
        XCTAssertEqual(graph.roots.map(\.screen.name), ["Main"])
        XCTAssertEqual(graph.roots[0].screen.range, source.range(7, 8))
    }

    func testElementSettingsKeepTheirNamesValuesAndRanges() {
        let source = MarkedSource("""
            navigation Photos {
                screen Grid: GridViewController {
                    1️⃣element thumbnail: view { 3️⃣frame4️⃣: 5️⃣rect(16, 0.2 * height, width, 100)6️⃣, 7️⃣cornerRadius: 88️⃣ }2️⃣
                    element badge: layer {}; element title: view
                }
                root Grid
            }
            """)
        let elements = parseClean(source.text).navigations[0].screens[0].elements
        XCTAssertEqual(elements.map(\.name.name), ["thumbnail", "badge", "title"])
        XCTAssertEqual(elements[0].range, source.range(1, 2), "the block belongs to the element")
        let settings = elements[0].settings
        XCTAssertEqual(settings.map(\.name.name), ["frame", "cornerRadius"])
        XCTAssertEqual(settings[0].name.range, source.range(3, 4))
        XCTAssertEqual(settings[0].value.range, source.range(5, 6))
        XCTAssertEqual(settings[1].range, source.range(7, 8))
        guard case let .call(callee, arguments) = settings[0].value.kind else { return XCTFail("rect(…) is a call") }
        XCTAssertEqual(callee.map(\.name), ["rect"])
        XCTAssertEqual(arguments.count, 4)
        guard case let .number(radius, unit) = settings[1].value.kind else { return XCTFail("8 is a number") }
        XCTAssertEqual(radius, 8)
        XCTAssertNil(unit)
        XCTAssertTrue(elements[1].settings.isEmpty, "an empty block")
        XCTAssertTrue(elements[2].settings.isEmpty, "no block")
    }

    func testElementSettingsOnTheirOwnLinesAndUnknownNamesParse() {
        let file = parseClean("""
            navigation Photos {
                screen Grid: GridViewController {
                    element thumbnail: shape {
                        frme: rect(0, 0, 10, 10)
                        cornerRadius: width / 10
                    }
                }
                root Grid
            }
            """)
        // The parser reads any name; the checker knows the settings.
        XCTAssertEqual(file.navigations[0].screens[0].elements[0].settings.map(\.name.name), ["frme", "cornerRadius"])
    }

    func testEdgeKindsAndSources() {
        let source = MarkedSource("""
            navigation G {
                A 1️⃣->2️⃣ B
                A 3️⃣=>4️⃣ M
                5️⃣*6️⃣ -> C
                * => Sheet { present: Up dismiss: Down }
            }
            """)
        let edges = parseClean(source.text).navigations[0].edges
        XCTAssertEqual(edges.map(\.kind), [.push, .modal, .push, .modal])
        XCTAssertEqual(edges.map(\.destination.name), ["B", "M", "C", "Sheet"])
        XCTAssertEqual(edges[0].arrowRange, source.range(1, 2))
        XCTAssertEqual(edges[1].arrowRange, source.range(3, 4))
        guard case let .screen(a) = edges[0].source else { return XCTFail("A is a screen source") }
        XCTAssertEqual(a.name, "A")
        guard case let .any(star) = edges[2].source else { return XCTFail("* is a wildcard source") }
        XCTAssertEqual(star, source.range(5, 6))
        XCTAssertTrue(edges[0].roles.isEmpty, "an edge without a block is system both ways")
        XCTAssertEqual(edges[3].roles.map(\.role.name), ["present", "dismiss"])
    }

    func testEdgeRolesAndAnimatorReferences() {
        let file = parseClean("""
            navigation G {
                A -> B {
                    push: Reveal
                    pop: Shrink(duration: 0.3, curve: easeOut)
                }
                B -> C { push: Fade  pop: reverse }
                C => D { present: SlideAway; dismiss: reverse(curve: spring(damping: 0.8, velocity: 0.8)) }
                D -> E { push: system, pop: system }
            }
            """)
        let roles = file.navigations[0].edges.flatMap(\.roles)
        XCTAssertEqual(roles.map(\.role.name), ["push", "pop", "push", "pop", "present", "dismiss", "push", "pop"])
        XCTAssertEqual(roles.map { describe($0.animator) }, [
            "Reveal", "Shrink(duration: 0.3, curve: easeOut)", "Fade", "reverse", "SlideAway",
            "reverse(curve: spring(damping: 0.8, velocity: 0.8))", "system", "system",
        ])
    }

    func testAnimatorReferenceRanges() {
        let source = MarkedSource("navigation G { A -> B { 1️⃣push: 2️⃣3️⃣reverse4️⃣(curve: linear)5️⃣ } }")
        let role = parseClean(source.text).navigations[0].edges[0].roles[0]
        XCTAssertEqual(role.range, source.range(1, 5))
        guard case let .reverse(keyword, arguments, range) = role.animator else { return XCTFail() }
        XCTAssertEqual(keyword, source.range(3, 4))
        XCTAssertEqual(range, source.range(2, 5))
        XCTAssertEqual(arguments.map { $0.label?.name }, ["curve"])
    }

    func testGestures() {
        let file = parseClean("""
            navigation G {
                gesture swipeBack: edgePan(left) on Second drives pop {
                    progress: translation.x / width
                    finish when progress > 0.5 or velocity.x > 0
                }
                gesture pan(down) on C drives dismiss {
                    progress: translation.y / height
                    finish when progress > 0.3
                    completionSpeed: 0.8
                    completionCurve: easeOut
                }
                gesture pinch on Grid drives push Photo {
                    progress: scale - 1
                    finish when scaleVelocity > 0
                }
                gesture pull: pan on Feed drives present Compose
                gesture edgePan(bottom) on Feed drives present Camera { progress: -translation.y / height }
            }
            """)
        let gestures = file.navigations[0].gestures
        XCTAssertEqual(gestures.map { $0.name?.name }, ["swipeBack", nil, nil, "pull", nil])
        XCTAssertEqual(gestures.map(\.kind.name), ["edgePan", "pan", "pinch", "pan", "edgePan"])
        XCTAssertEqual(gestures.map { $0.kindArguments.map(describe) }, [["left"], ["down"], [], [], ["bottom"]])
        XCTAssertEqual(gestures.map(\.screen.name), ["Second", "C", "Grid", "Feed", "Feed"])
        XCTAssertEqual(gestures.map(\.role.name), ["pop", "dismiss", "push", "present", "present"])
        XCTAssertEqual(gestures.map { $0.target?.name }, [nil, nil, "Photo", "Compose", "Camera"])
        XCTAssertEqual(gestures[0].clauses.map(\.name.name), ["progress", "finish"])
        XCTAssertEqual(gestures[0].clauses.map { describe($0.value) }, [
            "(/ translation.x width)", "(or (> progress 0.5) (> velocity.x 0))",
        ])
        XCTAssertEqual(gestures[1].clauses.map(\.name.name), ["progress", "finish", "completionSpeed", "completionCurve"])
        XCTAssertEqual(gestures[1].clauses.map { describe($0.value) }, ["(/ translation.y height)", "(> progress 0.3)", "0.8", "easeOut"])
        XCTAssertEqual(describe(gestures[2].clauses[0].value), "(- scale 1)")
        XCTAssertTrue(gestures[3].clauses.isEmpty)
        XCTAssertEqual(describe(gestures[4].clauses[0].value), "(/ (- translation.y) height)")
    }

    func testGestureRanges() {
        let source = MarkedSource("navigation G {\n    1️⃣gesture2️⃣ 3️⃣back4️⃣: edgePan(left) on Detail drives pop { progress: 1 }5️⃣\n}")
        let gesture = parseClean(source.text).navigations[0].gestures[0]
        XCTAssertEqual(gesture.keywordRange, source.range(1, 2))
        XCTAssertEqual(gesture.name?.range, source.range(3, 4))
        XCTAssertEqual(gesture.range, source.range(1, 5))
    }

    func testGestureFunctions() {
        let file = parseClean("""
            navigation G {
                gesture pan on A drives pop {
                    progress: max(0, min(1, abs(translation.x) / width))
                    finish when not (progress < 0.5) and abs(velocity.x) >= 100
                }
            }
            """)
        let clauses = file.navigations[0].gestures[0].clauses
        XCTAssertEqual(describe(clauses[0].value), "max(0, min(1, (/ abs(translation.x) width)))")
        XCTAssertEqual(describe(clauses[1].value), "(and (not (< progress 0.5)) (>= abs(velocity.x) 100))")
    }

    func testMembersInAnyOrder() {
        let graph = parseClean("""
            navigation G {
                A -> B
                root A
                gesture pan on B drives pop
                screen B: BViewController
                screen A: AViewController
            }
            """).navigations[0]
        XCTAssertEqual(graph.members.map { "\($0)".prefix(while: { $0 != "(" }) }, ["edge", "root", "gesture", "screen", "screen"])
    }
}
