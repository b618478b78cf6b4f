import Foundation
import TestSupport
import TransitionCore
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
@testable import TransitionRuntime
import XCTest

/// Elements stand where their blocks say (`frame: rect(…)`, `cornerRadius:`), evaluated for the
/// run's container; without a frame, the centred square a third of the width that traces had
/// before elements had geometry. Scenario expectations read those frames.
final class ElementGeometryTests: XCTestCase {
    private let text = """
        navigation Photos {
            screen Grid: GridViewController {
                element thumbnail: view { frame: rect(16, 120, 100, 100), cornerRadius: 8 }
                element caption: layer { frame: rect(16, 230, width - 32, 24), cornerRadius: 4 }
                element plain: shape
            }
            screen Viewer: ViewerViewController {
                element image: view { frame: rect(0, 0.2 * height, width, width) }
            }
            root Grid
            Grid -> Viewer { push: Zoom  pop: reverse }
            gesture back: edgePan(left) on Viewer drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
        }

        animator Zoom(duration: 0.4, curve: linear) {
            to.alpha: 0 -> 1
            from.thumbnail.alpha: 1 -> 0
            to.image.frame: initial.offset(0, 100) -> final
        }

        """

    private func node(_ interpreter: Interpreter, _ screen: String, _ element: String) throws -> NodeID {
        let instance = interpreter.screens.latest(of: try XCTUnwrap(interpreter.graph.screenIndex(named: screen)))
        return try XCTUnwrap(instance.element(element))
    }

    func testElementsStandAtTheirStatedFramesWithTheirCornerRadius() throws {
        let spec = try SpecCompiler.compile(text: text)
        let (interpreter, _) = try RuntimeTestSupport.interpreter(spec, steps: "push Viewer")
        let tree = interpreter.stage.tree
        let thumbnail = tree[try node(interpreter, "Grid", "thumbnail")]
        XCTAssertEqual(thumbnail.frame, Rect(x: 16, y: 120, width: 100, height: 100))
        XCTAssertEqual(thumbnail.cornerRadius, 8)
        let caption = tree[try node(interpreter, "Grid", "caption")]
        XCTAssertEqual(caption.frame, Rect(x: 16, y: 230, width: 390 - 32, height: 24))
        XCTAssertEqual(caption.cornerRadius, 4)
        XCTAssertEqual(tree[try node(interpreter, "Viewer", "image")].frame, Rect(x: 0, y: 0.2 * 844, width: 390, height: 390))
        // No frame: the square a third of the container's width, centred, with square corners.
        let plain = tree[try node(interpreter, "Grid", "plain")]
        XCTAssertEqual(plain.frame, Rect(x: 130, y: (844 - 130) / 2, width: 130, height: 130))
        XCTAssertEqual(plain.cornerRadius, 0)
    }

    func testFramesThatReadTheContainerFollowTheRunsSize() throws {
        let spec = try SpecCompiler.compile(text: text)
        let (interpreter, _) = try RuntimeTestSupport.interpreter(spec, steps: "push Viewer", options: RunOptions(width: 320, height: 568))
        let tree = interpreter.stage.tree
        // The core keeps a frame as bounds and centre, so it comes back within rounding.
        let image = tree[try node(interpreter, "Viewer", "image")].frame
        for (actual, expected) in zip([image.minX, image.minY, image.width, image.height], [0, 0.2 * 568, 320, 320]) {
            XCTAssertEqual(actual, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(tree[try node(interpreter, "Grid", "caption")].frame.width, 320 - 32)
        XCTAssertEqual(tree[try node(interpreter, "Grid", "thumbnail")].frame, Rect(x: 16, y: 120, width: 100, height: 100))
    }

    func testAnElementsFrameAnimationStartsFromItsStatedFrame() throws {
        let spec = try SpecCompiler.compile(text: text)
        let (_, result) = try RuntimeTestSupport.interpreter(spec, steps: "push Viewer")
        let push = try XCTUnwrap(result.trace.transitions.first)
        let channel = try XCTUnwrap(push.channels.firstIndex { $0.label == "Viewer.image.frame" })
        XCTAssertEqual(Array(push.value(row: 0, channel: channel)), [0, 0.2 * 844 + 100, 390, 390])
        XCTAssertEqual(Array(push.value(row: push.frameCount - 1, channel: channel)), [0, 0.2 * 844, 390, 390])
    }

    func testExpectationsReadTheStatedGeometry() throws {
        let scenarios = """
            scenario "where the elements are" in Photos {
                expect Grid.thumbnail.frame.x == 16
                expect Grid.thumbnail.frame.y == 120
                expect Grid.thumbnail.frame.width == 100
                expect Grid.thumbnail.cornerRadius == 8
                expect Grid.caption.frame.width == width - 32
                expect Grid.plain.frame.width == width / 3
                push Viewer
                expect Viewer.image.frame.y == 0.2 * height + 50 at 0.2
                expect Viewer.image.frame.y == 0.2 * height
                expect Viewer.image.frame.height == width
            }

            scenario "a frame the spec does not state" in Photos {
                expect Grid.thumbnail.frame.x == 130
            }

            """
        let (source, _, spec) = try SpecCompiler.compile(text: text + scenarios)
        let reports = SpecRunner.test(spec, source: source)
        XCTAssertEqual(reports.map(\.passed), [true, false])
        XCTAssertEqual(reports[0].result.expectations.count, 9)
        let failure = try XCTUnwrap(reports[1].result.failures.first)
        XCTAssertEqual(failure.actual, "16")
    }
}
