import LanguageServer
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

final class FeatureTests: XCTestCase {
    let uri = "file:///specs/shop.transition"
    let marked = MarkedSource("""
    // 😀 A spec for the language server tests
    navigation ⟪graphDecl⟫Shop {
        screen ⟪listDecl⟫List: ListViewController {
            element ⟪logoDecl⟫logo: shape
        }
        screen ⟪detailDecl⟫Detail: DetailViewController
        root ⟪rootRef⟫List

        List ⟪arrow⟫-> Detail {
            push: ⟪revealRef⟫Reveal⟪revealRefEnd⟫
            pop: Shrink
        }

        gesture ⟪backDecl⟫back: edgePan(left) on Detail drives pop {
            progress: translation.x / width
            finish when progress > 0.5
        }
    }

    animator ⟪revealDecl⟫Reveal⟪revealDeclEnd⟫(duration: 2.0, curve: ⟪curve⟫easeIn) {
        to.alpha: 0 -> 1
        from.⟪logoRef⟫logo.transform: identity -> scale(2)
    }

    animator Shrink(duration: 0.5, curve: ⟪spring⟫spring(damping: 0.5, velocity: 0.8)) {
        order: to below from
        from.transform: identity -> scale(0.01)
    }

    scenario "drag back" in Shop {
        push ⟪detailRef⟫Detail
        drag ⟪backRef⟫back to 0.6 over 0.3
        release
        expect stack [List]
    }

    """)

    private func opened(_ encodings: [String]? = nil) -> TestClient {
        let client = TestClient(positionEncodings: encodings)
        XCTAssertEqual(client.open(uri, marked.text), [])
        return client
    }

    private func at(_ name: String) -> String { TestClient.textDocument(uri, marked.position(name)) }

    private func hoverText(_ client: TestClient, _ name: String) -> String { client.hoverText(uri, marked.position(name)) }

    // MARK: - Diagnostics and quick fixes

    func testDiagnosticsMatchTheCheckerWithUTF16RangesAfterAnEmoji() throws {
        let client = opened()
        let text = marked.text.replacingOccurrences(of: "push: Reveal", with: "push: Revael")
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(json("// 😀😀 " + text))}]}"#)
        let diagnostics = client.latestDiagnostics(uri)
        let expected = Compilation.compile(SourceFile(path: "/specs/shop.transition", text: "// 😀😀 " + text)).diagnostics
        XCTAssertEqual(diagnostics.count, expected.count)
        XCTAssertEqual(diagnostics.map { $0["message"]?.stringValue }, expected.map(\.message))
        XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue }, expected.map(\.code))
        let first = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(first["code"], .string("T0205"))
        XCTAssertEqual(first["severity"]?.intValue, 1)
        XCTAssertEqual(first["source"], .string("transc"))
        XCTAssertEqual(first["codeDescription"]?["href"], .string(DiagnosticDocumentation.url(for: "T0205")))
        XCTAssertEqual(first["range"], marked.range("revealRef", "revealRefEnd"))
        let publication = try XCTUnwrap(client.notifications.last)
        XCTAssertEqual(publication["params"]?["version"]?.intValue, 2)
    }

    func testNotesArriveAsRelatedInformation() throws {
        let client = opened()
        let text = marked.text.replacingOccurrences(of: "    root List", with: "    root List\n    root Detail")
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(json(text))}]}"#)
        let diagnostics = client.latestDiagnostics(uri)
        XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue }, ["T0204"])
        let related = try XCTUnwrap(diagnostics.first?["relatedInformation"]?.arrayValue?.first)
        XCTAssertEqual(related["location"]?["uri"], .string(uri))
        XCTAssertEqual(related["message"], .string("root declared here"))
    }

    func testCodeActionOffersTheFixItAndApplyingItClearsTheErrors() throws {
        let client = opened()
        var end = marked.position("revealRef")
        end.character += 6
        let diagnostics = client.change(uri, version: 2, from: marked.position("revealRef"), to: end, with: "Revael")
        XCTAssertFalse(diagnostics.isEmpty)
        let params = #"{"textDocument":{"uri":"\#(uri)"},"range":\#(marked.range("revealRef", "revealRef").serialized()),"context":{"diagnostics":[]}}"#
        let actions = try XCTUnwrap(client.request("textDocument/codeAction", params)["result"]?.arrayValue)
        let fix = try XCTUnwrap(actions.first)
        XCTAssertEqual(fix["kind"], .string("quickfix"))
        XCTAssertEqual(fix["title"], .string("Replace 'Revael' with 'Reveal'"))
        XCTAssertEqual(fix["diagnostics"]?.arrayValue?.first?["code"], .string("T0205"))
        let edit = try XCTUnwrap(fix["edit"]?["changes"]?[uri]?.arrayValue?.first)
        XCTAssertEqual(edit["newText"], .string("Reveal"))
        let start = try LSPPositionFrom(edit["range"]?["start"]), stop = try LSPPositionFrom(edit["range"]?["end"])
        XCTAssertEqual(client.change(uri, version: 3, from: start, to: stop, with: "Reveal"), [])
        // Asking only for refactorings yields no quick fixes.
        let refactor = params.replacingOccurrences(of: #""diagnostics":[]"#, with: #""diagnostics":[],"only":["refactor"]"#)
        XCTAssertEqual(client.request("textDocument/codeAction", refactor)["result"], .array([]))
    }

    func testDidCloseClearsDiagnostics() {
        let client = opened()
        client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(uri)"}}"#)
        XCTAssertEqual(client.notifications.last?["params"]?["diagnostics"], .array([]))
        XCTAssertNil(client.server.documents[uri])
    }

    func testImportsReadOpenDocumentsFirst() {
        let client = TestClient(files: ["/specs/shared.transition": "animator Shared(duration: 0.3) { to.alpha: 0 -> 1 }\n"])
        let importer = "file:///specs/main.transition"
        let text = """
        import "shared.transition"
        navigation G {
            screen A: AViewController
            screen B: BViewController
            root A
            A -> B { push: Shared  pop: reverse }
            gesture edgePan(left) on B drives pop {
                progress: translation.x / width
                finish when progress > 0.5
            }
        }

        """
        XCTAssertEqual(client.open(importer, text), [])
        // The editor's unsaved text of the imported file wins over the disk.
        client.open("file:///specs/shared.transition", "animator Other(duration: 0.3) { to.alpha: 0 -> 1 }\n")
        XCTAssertEqual(client.latestDiagnostics(importer).first?["code"], .string("T0205"))
    }

    // MARK: - Hover

    func testHoverOnAnAnimatorShowsItsTimingAndUses() {
        let text = hoverText(opened(), "revealRef")
        XCTAssertTrue(text.contains("**animator** `Reveal`"), text)
        XCTAssertTrue(text.contains("duration 2 s · delay 0 s · curve `easeIn`"), text)
        XCTAssertTrue(text.contains("`List -> Detail` in `Shop`: push"), text)
    }

    func testHoverOnAScreenShowsItsControllerElementsAndEdges() {
        let text = hoverText(opened(), "listDecl")
        XCTAssertTrue(text.contains("**screen** `List`: `ListViewController`"), text)
        XCTAssertTrue(text.contains("The root screen."), text)
        XCTAssertTrue(text.contains("`logo` (shape, a `CAShapeLayer`)"), text)
        XCTAssertTrue(text.contains("push `Reveal` (2 s, `easeIn`)"), text)
        XCTAssertTrue(text.contains("Referenced on lines 7, 9, 34"), text)
    }

    func testHoverOnCurvesShowsControlPointsAndSettleTime() {
        let client = opened()
        XCTAssertTrue(hoverText(client, "curve").contains("control points (0.42, 0) and (1, 1)"))
        let spring = hoverText(client, "spring")
        let settle = Curve.spring(damping: 0.5, velocity: 0.8).settlingTime(duration: 0.5)!
        XCTAssertTrue(spring.contains("usingSpringWithDamping"), spring)
        XCTAssertTrue(spring.contains("Settles to within 0.1 % after \(String(format: "%.3f", settle).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)) s"), spring)
        // UIKit's solver leaves this spring 0.117 % short at 0.5 s (docs/uikit-model.md S1).
        XCTAssertTrue(spring.contains("When UIKit stops it, it is 0.117 % from its target"), spring)
    }

    func testHoverOnABounceSpringSaysHowLongItRunsToRest() {
        let source = MarkedSource("""
        navigation N {
            screen A: AViewController
            screen B: BViewController
            root A
            A => B { present: Pop  dismiss: reverse }
        }
        animator Pop(duration: 0.5, curve: ⟪bounce⟫spring(bounce: 0.3)) { to.alpha: 0 -> 1 }
        """)
        let client = TestClient(positionEncodings: nil)
        let file = "file:///specs/bounce.transition"
        XCTAssertEqual(client.open(file, source.text), [])
        let text = client.hoverText(file, source.position("bounce"))
        let rest = Curve.springBounce(bounce: 0.3, velocity: 0).runningTime(duration: 0.5)
        XCTAssertTrue(text.contains("UIKit runs it for its settling duration: \(decimalText(rest)) s."), text)
        XCTAssertFalse(text.contains("jumps"), text)
        XCTAssertTrue(text.contains("Stiffness 157.914"), text)
    }

    func testHoverOnElementsGesturesAndEdges() {
        let client = opened()
        XCTAssertTrue(hoverText(client, "logoRef").contains("on `List` (`ListViewController`) in `Shop`: shape"))
        let gesture = hoverText(client, "backRef")
        XCTAssertTrue(gesture.contains("**gesture** `back`: `edgePan(left)` on `Detail`, drives pop"), gesture)
        XCTAssertTrue(gesture.contains("progress: `translation.x / width`"), gesture)
        XCTAssertTrue(gesture.contains("A \(GestureKind.edgePan(.left).summary)."), gesture)
        XCTAssertTrue(gesture.contains("A `UIScreenEdgePanGestureRecognizer`, which offers `translation.x`, "), gesture)
        XCTAssertTrue(hoverText(client, "arrow").contains("**push edge** `List -> Detail`: push `Reveal`"))
        XCTAssertEqual(client.request("textDocument/hover", TestClient.textDocument(uri, LSPPosition(line: 0, character: 3)))["result"], .null)
    }

    // MARK: - Definition, references, symbols

    func testDefinitionOfScreensAnimatorsElementsAndGestures() {
        let client = opened()
        for (reference, declaration, end) in [("revealRef", "revealDecl", 6), ("rootRef", "listDecl", 4), ("logoRef", "logoDecl", 4),
                                              ("backRef", "backDecl", 4), ("detailRef", "detailDecl", 6)] {
            let result = client.request("textDocument/definition", at(reference))["result"]
            var stop = marked.position(declaration)
            stop.character += end
            let expected = parse(#"[{"uri":"\#(uri)","range":{"start":{"line":\#(marked.position(declaration).line),"character":\#(marked.position(declaration).character)},"end":{"line":\#(stop.line),"character":\#(stop.character)}}}]"#)
            XCTAssertEqual(result, expected, reference)
        }
    }

    func testReferencesWithAndWithoutTheDeclaration() {
        let client = opened()
        func references(_ include: Bool) -> [JSONValue] {
            let params = #"{"textDocument":{"uri":"\#(uri)"},"position":\#(parse(at("detailDecl"))["position"]!.serialized()),"context":{"includeDeclaration":\#(include)}}"#
            return client.request("textDocument/references", params)["result"]?.arrayValue ?? []
        }
        // Detail: the edge, the gesture, the scenario's push.
        XCTAssertEqual(references(false).count, 3)
        XCTAssertEqual(references(true).count, 4)
    }

    func testDocumentSymbolsAreHierarchical() throws {
        let client = opened()
        let symbols = try XCTUnwrap(client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":"\#(uri)"}}"#)["result"]?.arrayValue)
        XCTAssertEqual(symbols.map { $0["name"]?.stringValue }, ["Shop", "Reveal", "Shrink", "drag back"])
        let graph = try XCTUnwrap(symbols.first?["children"]?.arrayValue)
        XCTAssertEqual(graph.map { $0["name"]?.stringValue }, ["List", "Detail", "List -> Detail", "back"])
        XCTAssertEqual(graph[0]["children"]?.arrayValue?.first?["name"], .string("logo"))
        XCTAssertEqual(graph[2]["detail"], .string("push: Reveal, pop: Shrink"))
        XCTAssertEqual(symbols[0]["selectionRange"], marked.range("graphDecl", "graphDecl").replacingEnd(character: marked.position("graphDecl").character + 4))
    }

    // MARK: - Completion

    private func completions(_ text: String) -> [String] { TestClient.completionLabels(text, uri: uri) }

    private var body: String { marked.text.replacingOccurrences(of: "⟪", with: "").replacingOccurrences(of: "⟫", with: "") }

    func testCompletionOffersKeywordsAtTopLevel() {
        XCTAssertEqual(completions(body + "⟪here⟫"), ["navigation", "animator", "scenario", "import"])
    }

    func testCompletionOffersScreensAfterArrowsAndRoot() {
        let text = body.replacingOccurrences(of: "    root List\n", with: "    root List\n    Detail -> ⟪here⟫\n")
        XCTAssertEqual(completions(text), ["List", "Detail"])
    }

    func testCompletionOffersAnimatorsAfterARole() {
        let text = body.replacingOccurrences(of: "push: Reveal", with: "push: ⟪here⟫Reveal")
        XCTAssertEqual(completions(text), ["Reveal", "Shrink", "system", "reverse"])
    }

    func testCompletionOffersElementsAndPropertiesAfterFrom() {
        let text = body.replacingOccurrences(of: "    to.alpha: 0 -> 1\n", with: "    to.alpha: 0 -> 1\n    from.⟪here⟫\n")
        XCTAssertEqual(completions(text), ["logo", "alpha", "transform", "frame", "cornerRadius", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"])
    }

    /// A shadow's offset is a `size(…)`, its colour a named colour, at both ends; a scenario reads
    /// the offset's width and height.
    func testCompletionOffersShadowValues() {
        func adding(_ line: String) -> String {
            body.replacingOccurrences(of: "    to.alpha: 0 -> 1\n", with: "    to.alpha: 0 -> 1\n    \(line)\n")
        }
        XCTAssertEqual(completions(adding("to.shadowOffset: ⟪here⟫")).first, "size")
        XCTAssertEqual(completions(adding("to.shadowOffset: size(0, 2) -> ⟪here⟫")).first, "size")
        XCTAssertEqual(completions(adding("to.shadowColor: gray -> ⟪here⟫")), ["black", "white", "gray"])
        let expectation = body.replacingOccurrences(of: "    release\n", with: "    release\n    expect Detail.shadowOffset.⟪here⟫\n")
        XCTAssertEqual(completions(expectation), ["width", "height"])
    }

    /// Hovering a property name says what it animates and what it takes.
    func testHoverOnAShadowProperty() {
        let source = MarkedSource(body.replacingOccurrences(
            of: "    to.alpha: 0 -> 1\n", with: "    to.alpha: 0 -> 1\n    to.⟪offset⟫shadowOffset: size(0, 2) -> size(0, 12)\n"))
        let client = TestClient()
        let file = "file:///shadow.transition"
        client.open(file, source.text)
        let text = client.hoverText(file, source.position("offset"))
        XCTAssertTrue(text.contains("`layer.shadowOffset`: `size(width, height)`"), text)
        let sized = MarkedSource(body.replacingOccurrences(
            of: "    to.alpha: 0 -> 1\n", with: "    to.alpha: 0 -> 1\n    to.shadowOffset: ⟪size⟫size(0, 2) -> size(0, 12)\n"))
        client.open("file:///size.transition", sized.text)
        let function = client.hoverText("file:///size.transition", sized.position("size"))
        XCTAssertTrue(function.contains("a shadow's offset in points"), function)
    }

    func testCompletionOffersCurvesAfterCurve() {
        let text = body.replacingOccurrences(of: "curve: easeIn", with: "curve: ⟪here⟫easeIn")
        XCTAssertEqual(completions(text), ["linear", "easeIn", "easeOut", "easeInOut", "cubic", "spring"])
    }

    func testCompletionOffersGestureInputsInGestureRules() {
        let text = body.replacingOccurrences(of: "finish when progress > 0.5", with: "finish when ⟪here⟫progress > 0.5")
        let items = completions(text)
        XCTAssertTrue(items.contains("translation.x") && items.contains("velocity.y") && items.contains("progress"), "\(items)")
    }

    /// The gesture kinds and their arguments come from `GestureKind`'s spelling table.
    func testCompletionOffersGestureKindsAndTheirArguments() {
        let kinds = GestureKind.Keyword.words + [Tap.kindName]
        XCTAssertEqual(completions(body.replacingOccurrences(of: "back: edgePan(left)", with: "back: ⟪here⟫edgePan(left)")), kinds)
        XCTAssertEqual(completions(body.replacingOccurrences(of: "edgePan(left)", with: "edgePan(⟪here⟫left)")), ScreenEdge.allCases.map(\.rawValue))
        XCTAssertEqual(completions(body.replacingOccurrences(of: "back: edgePan(left)", with: "back: pan(⟪here⟫)")), PanDirection.allCases.map(\.rawValue))
    }

    func testCompletionOffersTheScreensViewsForGestureArbitration() {
        let text = body
            .replacingOccurrences(of: "screen Detail: DetailViewController\n", with: "screen Detail: DetailViewController {\n        element pager: view\n        element badge: layer\n    }\n")
            .replacingOccurrences(of: "finish when progress > 0.5\n", with: "finish when progress > 0.5\n        requiredToFailBy: ⟪here⟫\n")
        XCTAssertEqual(completions(text), ["pager"])
        let settings = completions(body.replacingOccurrences(of: "finish when progress > 0.5\n", with: "finish when progress > 0.5\n        ⟪here⟫\n"))
        XCTAssertEqual(Array(settings.prefix(GestureSetting.allCases.count)), GestureSetting.allCases.map(\.rawValue))
    }

    func testCompletionInBlocksAndScenarios() {
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    order: to below from\n", with: "    order: to below from\n    ⟪here⟫\n")),
                       ["from", "to", "order", "snapshot", "backdrop", "mask", "keyframe", "hide", "share"])
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    push Detail\n", with: "    push ⟪here⟫\n")), ["List", "Detail"])
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    release\n", with: "    release\n    ⟪here⟫\n")),
                       ["push", "pop", "present", "dismiss", "drag", "release", "tap", "wait", "place", "resize", "expect"])
        // UIKit's own swipe-back is a gesture a scenario can drag too.
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    release\n", with: "    release\n    drag ⟪here⟫\n")),
                       ["back", "system", "to", "by"])
        // `resize to W x H`.
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    release\n", with: "    release\n    resize ⟪here⟫\n")), ["to"])
    }

    /// `present X without animation`, `dismiss without animation`, a word at a time.
    func testCompletionOffersWithoutAnimationAfterAPresentAndADismiss() {
        let tapped = body.replacingOccurrences(of: "    release\n", with: "    release\n    pop\n    present Detail ⟪here⟫\n")
        XCTAssertEqual(completions(tapped), ["without animation"])
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    release\n", with: "    release\n    dismiss ⟪here⟫\n")), ["without animation"])
        XCTAssertEqual(completions(body.replacingOccurrences(of: "    release\n", with: "    release\n    dismiss without ⟪here⟫\n")), ["animation"])
    }

    func testCompletionOfTapsOffersKeptViewsAndTapGestures() {
        let sheet = """
        navigation Shop {
            screen Cart: CartViewController
            screen Checkout: CheckoutViewController
            root Cart
            Cart => Checkout { present: Rise  dismiss: reverse  style: overFullScreen }
            gesture pullDown: pan(down) on Checkout drives dismiss {
                progress: translation.y / height
                finish when progress > 0.4
            }
            gesture close: tap(⟪view⟫) on Checkout drives dismiss
        }
        animator Rise(duration: 0.4) {
            backdrop black as dim until dismiss below to
            snapshot from as shot
            dim.alpha: 0 -> 0.4
        }
        scenario "tap" in Shop {
            present Checkout
            tap ⟪tap⟫
        }
        """
        // Only views kept on screen take a tap; only taps are tapped (a pan is dragged).
        XCTAssertEqual(completions(sheet.replacingOccurrences(of: "⟪view⟫", with: "⟪here⟫").replacingOccurrences(of: "⟪tap⟫", with: "")), ["dim"])
        XCTAssertEqual(completions(sheet.replacingOccurrences(of: "⟪view⟫", with: "dim").replacingOccurrences(of: "⟪tap⟫", with: "⟪here⟫")), ["close"])
        let styled = sheet.replacingOccurrences(of: "⟪view⟫", with: "dim").replacingOccurrences(of: "⟪tap⟫", with: "")
        let hovered = MarkedSource(styled.replacingOccurrences(of: "gesture close:", with: "gesture ⟪here⟫close:"))
        let client = TestClient()
        client.open(uri, hovered.text)
        let hover = client.hoverText(uri, hovered.position("here"))
        XCTAssertTrue(hover.contains("A tap on `dim`, which the transition into `Checkout` keeps on screen: it dismisses `Checkout` at once"), hover)
        XCTAssertEqual(completions(styled.replacingOccurrences(of: "style: overFullScreen", with: "style: ⟪here⟫")), ["fullScreen", "overFullScreen", "sheet"])
        XCTAssertEqual(completions(styled.replacingOccurrences(of: "style: overFullScreen", with: "style: sheet(⟪here⟫")), ["height:"])
    }

    // MARK: - Formatting

    func testFormattingWithoutAFormatterReturnsNoEdits() {
        let client = opened()
        XCTAssertEqual(client.request("textDocument/formatting", #"{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":4,"insertSpaces":true}}"#)["result"], .array([]))
    }

    func testFormattingReplacesTheWholeDocument() throws {
        let client = TestClient(format: { _ in "formatted\n" })
        client.open(uri, "a 😀\nb")
        let edits = try XCTUnwrap(client.request("textDocument/formatting", #"{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":4,"insertSpaces":true}}"#)["result"]?.arrayValue)
        XCTAssertEqual(edits, [parse(#"{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":1}},"newText":"formatted\n"}"#)])
        let unchanged = TestClient(format: { String(decoding: $0.bytes, as: UTF8.self) })
        unchanged.open(uri, "same\n")
        XCTAssertEqual(unchanged.request("textDocument/formatting", #"{"textDocument":{"uri":"\#(uri)"},"options":{}}"#)["result"], .array([]))
    }
}

private func LSPPositionFrom(_ value: JSONValue?) throws -> LSPPosition {
    LSPPosition(line: try XCTUnwrap(value?["line"]?.intValue), character: try XCTUnwrap(value?["character"]?.intValue))
}

extension JSONValue {
    /// A range with its end moved along its line.
    func replacingEnd(character: Int) -> JSONValue {
        guard let start = self["start"], let line = self["end"]?["line"] else { return self }
        return .object([("start", start), ("end", .object([("line", line), ("character", .int(character))]))])
    }
}
