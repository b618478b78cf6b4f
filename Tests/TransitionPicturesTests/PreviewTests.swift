import Foundation
import TestSupport
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionPictures
import TransitionRuntime
import XCTest

/// `transc preview`: the page embeds the interpreter's traces unchanged, is self-contained and
/// deterministic, and the curve samples are the runtime's.
final class PreviewTests: XCTestCase {
    func testThePageEmbedsTheTraceRunPrints() throws {
        for path in PicturesTestSupport.graphInputs() where path.hasPrefix("specs/") {
            let (source, _, spec) = try SpecCompiler.compile(path)
            let preview = Preview(spec, source: source)
            var traces = spec.graphs.indices.map { SpecRunner.tour(spec, graph: $0, source: source).trace }
            traces += spec.scenarios.map { SpecRunner.scenario($0, in: spec, source: source).trace }
            let expected = TraceJSON(sources: [source]).document(traces).serialized()
            XCTAssertEqual(preview.trace.serialized(), expected, path)
            let page = preview.page(title: path)
            XCTAssertTrue(page.contains(#"<script type="application/json" id="transc-trace">\#(Preview.embedded(preview.trace))</script>"#), path)
            XCTAssertTrue(preview.issues.isEmpty, path)
        }
    }

    func testThePageIsSelfContainedAndDeterministic() throws {
        let (source, _, spec) = try SpecCompiler.compile("specs/every-construct.transition")
        let page = Preview(spec, source: source).page(title: "every-construct.transition")
        XCTAssertEqual(page, Preview(spec, source: source).page(title: "every-construct.transition"))
        for pattern in [#"src\s*="#, #"href\s*="#, #"@import"#, #"url\("#, "http://", "https://"] {
            XCTAssertNil(page.range(of: pattern, options: .regularExpression).flatMap { range in
                // The SVG namespace is a name, not a request.
                page[range.lowerBound...].hasPrefix("http://www.w3.org/2000/svg") ? nil : range
            }, "the page refers to something outside it: \(pattern)")
        }
    }

    /// The script's finger follows every gesture kind the spelling table has: each dragged kind has
    /// its case (by the spelling the page's model carries), each kind that measures a scale two fingers.
    func testTheFingerKnowsEveryGestureKind() {
        let script = PreviewScript.source
        for kind in GestureKind.allCases where !kind.ways.isEmpty || kind.measuresScale {
            XCTAssertTrue(script.contains("case \"\(kind.spelling)\":"), kind.spelling)
        }
        let pinching = GestureKind.allCases.filter(\.measuresScale).map { "\"\($0.spelling)\"" }
        XCTAssertFalse(pinching.isEmpty)
        XCTAssertTrue(script.contains("return [\(pinching.joined(separator: ", "))].includes(kind);"))
        XCTAssertTrue(script.contains("if (twoFingers(kind)) {"))
    }

    /// The script draws every property a track animates, by the name the trace gives its channel.
    func testTheScriptDrawsEveryAnimatedProperty() {
        let script = PreviewScript.source
        for property in AnimatedProperty.allCases {
            XCTAssertTrue(script.contains("v.\(property.rawValue)"), "the preview does not draw \(property.rawValue)")
        }
    }

    func testSpecTextCannotCloseTheScriptElement() throws {
        let (source, _, spec) = try SpecCompiler.compile(text: """
            navigation App {
                screen A: AViewController
                screen B: BViewController
                root A
                A -> B
            }
            scenario "</script><script>alert(1)</script>" in App {
                push B
            }
            """)
        let page = Preview(spec, source: source).page(title: "<b>")
        XCTAssertFalse(page.contains("</script><script>alert"))
        XCTAssertTrue(page.contains("<title>&lt;b&gt; — transc preview</title>"))
    }

    func testCurveSamplesAreTheRuntimes() {
        let linear = CurveProbe.samples(Timing(duration: 0.5, delay: 0.1, curve: .linear))
        XCTAssertEqual(linear.first?.0, 0)
        XCTAssertEqual(linear.last?.0 ?? 0, 0.6, accuracy: 1e-9)
        // Nothing moves during the delay, then progress is linear in time.
        for (time, progress) in linear {
            XCTAssertEqual(progress, min(1, max(0, (time - 0.1) / 0.5)), accuracy: 1e-9, "at \(time)")
        }
        let easeIn = CurveProbe.samples(Timing(duration: 2, delay: 0, curve: .easeIn))
        let atOne = try? XCTUnwrap(easeIn.first { abs($0.0 - 1) < 1e-9 })
        // The logo reveal's scenario reads the same number: alpha 0.315 at 1.0 s.
        XCTAssertEqual(atOne?.1 ?? 0, 0.315, accuracy: 0.001)
        for kind in [EdgeKind.push, .modal] {
            let system = CurveProbe.systemSamples(kind)
            XCTAssertEqual(system.first?.1, 0)
            XCTAssertEqual(system.last?.1, 1)
        }
    }

    func testTheModelDescribesWhatTheTraceDoesNotCarry() throws {
        let (source, _, spec) = try SpecCompiler.compile("specs/logo-reveal.transition")
        let model = Preview(spec, source: source).model
        PicturesTestSupport.assertGolden(model.serialized(pretty: true) + "\n", "preview/logo-reveal.model.json")
    }

    func testTheModelSaysWhereSnapshotsSitSoThePageDrawsThemInOrder() throws {
        // The half sheet's dimming view goes under the sheet (`below to`); drawn on top, it hid it.
        let (source, _, spec) = try SpecCompiler.compile("specs/half-sheet.transition")
        let model = Preview(spec, source: source).model.serialized(pretty: false)
        XCTAssertTrue(model.contains(#""name":"dim","source":null,"backdrop":"black","placement":{"relation":"below","view":"to"}"#), model)
        let page = Preview(spec, source: source).page(title: "half-sheet.transition")
        XCTAssertTrue(page.contains("container.insertBefore(el, shot.placement.relation === \"below\" ? next : next.nextSibling)"))
    }

    func testASpecWithoutGraphsStillMakesAPage() throws {
        let (source, _, spec) = try SpecCompiler.compile("specs/shared-animators.transition")
        let preview = Preview(spec, source: source)
        XCTAssertTrue(preview.results.isEmpty)
        XCTAssertTrue(preview.page(title: "shared-animators.transition").contains("nothing to play"))
    }
}
