import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// UIKit's own swipe-back in scenarios: the model's rule (`Gesture.SystemSwipeBack`), which the
/// fix-its write and the checker's stack follows, and where a drag may take it.
final class CheckerSystemSwipeBackTests: XCTestCase {
    private let graph = """
        navigation App {
            screen Feed: FeedViewController
            screen Story: StoryViewController
            screen Comments: CommentsViewController
            screen Share: ShareViewController
            screen Profile: ProfileViewController
            root Feed
            Feed -> Story
            Feed -> Profile
            Story -> Comments {
                push: Rise
                pop: reverse
            }
            Story => Share
            gesture back: edgePan(leading) on Comments drives pop {
                progress: translation.x / width
                finish when progress > 0.5 or velocity.x > 0
            }
            gesture open: pan(left) on Story drives push Comments {
                progress: -translation.x / width
                finish when progress > 0.5 or velocity.x < 0
            }
        }

        animator Rise(duration: 0.3) {
            to.frame: final.offset(0, height) -> final
        }

        """

    private func check(_ steps: String) -> Compilation {
        CheckerGolden.compile(graph + "scenario \"s\" in App {\n" + steps + "\n}\n")
    }

    private func messages(_ steps: String) -> [String] {
        check(steps).diagnostics.map { "\($0.code) \($0.message)" }
    }

    /// The rule as the fix-its write it compiles to the model's own expressions: one definition.
    func testTheWrittenRuleIsTheModel() throws {
        let rule = Gesture.SystemSwipeBack.self
        let spec = """
            navigation App {
                screen Feed: FeedViewController
                screen Story: StoryViewController
                root Feed
                Feed -> Story { push: Rise  pop: reverse }
            }
            animator Rise(duration: 0.3) { to.frame: final.offset(0, height) -> final }
            """
        // T0804's fix-it restores the swipe-back the custom pop took away.
        let compilation = CheckerGolden.compile(spec)
        let lost = try XCTUnwrap(compilation.diagnostics.first { $0.code == DiagnosticCode.lostSwipeBack.rawValue })
        let fixed = CheckerGolden.compile(CheckerGolden.applying(lost.fixIts, to: compilation.source.bytes))
        XCTAssertEqual(fixed.diagnostics.map(\.code), [String]())
        let written = try XCTUnwrap(fixed.model?.graphs.first?.gestures.first)
        let model = Gesture.systemSwipeBack(on: written.screen)
        XCTAssertTrue(CheckerGolden.applying(lost.fixIts, to: compilation.source.bytes).contains("finish when \(rule.finishText)"))
        XCTAssertEqual(written.kind, model.kind)
        XCTAssertEqual(written.progress, model.progress)
        XCTAssertEqual(written.finish, model.finish)
        XCTAssertEqual(written.completionSpeed, model.completionSpeed)
        XCTAssertEqual(written.completionCurve, model.completionCurve)
        XCTAssertEqual(rule.finishText, "progress > 0.5 or velocity.x > 0")
    }

    /// A release finishes exactly when the model's rule says, and the checker's stack follows:
    /// after a finished pop `Feed` is on top and `push Story` is legal; after a cancel it is not.
    func testReleaseFollowsTheModel() throws {
        let gesture = Gesture.systemSwipeBack(on: 1)
        var outcomes: Set<Bool> = []
        for step in 0...10 {
            let fraction = Double(step) / 10
            for velocity in [-800.0, -1, 0, 1, 300] {
                var sample = gesture.sample(after: .fraction(fraction), width: ReferenceScreen.width, height: ReferenceScreen.height)
                sample.velocityX = velocity
                let finishes = gesture.finishes(at: sample)
                outcomes.insert(finishes)
                let codes = check("push Story\ndrag system to \(fraction) over 0.2\nrelease velocity \(velocity)\npush Story").diagnostics.map(\.code)
                XCTAssertEqual(codes, finishes ? [] : [DiagnosticCode.pushAlongNoEdge.rawValue], "to \(fraction), velocity \(velocity)")
            }
        }
        XCTAssertEqual(outcomes, [true, false])
    }

    /// On a screen with no gesture of its own, a plain `drag` is UIKit's swipe-back, as `drag system` is.
    func testAScreenWithNoGestureOfItsOwnDragsTheSwipeBack() throws {
        let model = try XCTUnwrap(check("push Profile\ndrag to 0.3 over 0.2\nrelease\ndrag system to 0.7 over 0.2\nrelease\nexpect stack [Feed]").model)
        let drags = model.scenarios[0].steps.compactMap { step -> DraggedGesture? in
            if case let .drag(gesture, _, _) = step.kind { return gesture }
            return nil
        }
        let profile = try XCTUnwrap(model.graphs[0].screenIndex(named: "Profile"))
        XCTAssertEqual(drags, [.systemSwipeBack(on: profile), .systemSwipeBack(on: profile)])
        XCTAssertEqual(model.graphs[0].gesture(drags[0])?.name, Gesture.SystemSwipeBack.name)
    }

    /// A screen's own gesture stays what a plain `drag` means; with several, the message names
    /// UIKit's swipe-back among them when it begins there.
    func testAScreensOwnGestureComesFirst() throws {
        let model = try XCTUnwrap(check("push Story\ndrag to 0.6 over 0.2\nrelease\nexpect stack [Feed, Story, Comments]").model)
        guard case let .drag(gesture, _, _) = model.scenarios[0].steps[1].kind else { return XCTFail("no drag") }
        XCTAssertEqual(gesture, .declared(1))
        let twoOfTheirOwn = graph.replacingOccurrences(of: "gesture open: pan(left) on Story", with: """
            gesture pinchOpen: pinch on Story drives push Comments {
                    progress: (scale - 1) / 2
                    finish when scale > 2 or scaleVelocity > 1
                }
                gesture open: pan(left) on Story
            """)
        let compilation = CheckerGolden.compile(twoOfTheirOwn + "scenario \"s\" in App {\npush Story\ndrag to 0.5 over 0.2\nrelease\n}\n")
        XCTAssertEqual(compilation.diagnostics.map(\.message), ["'Story' has several gestures; name the one to drag (pinchOpen, open, system)"])
    }

    func testWhereTheSwipeBackDoesNotBegin() {
        XCTAssertEqual(messages("drag system to 0.5\nrelease"),
                       ["T1007 UIKit's swipe-back does not begin on the root 'Feed': there is nothing to pop; push a screen first"])
        XCTAssertEqual(messages("push Story\npresent Share\ndrag system to 0.5\nrelease"),
                       ["T1007 UIKit's swipe-back is on the navigation stack, which 'Share' covers while it is presented; dismiss it first"])
        XCTAssertEqual(messages("push Story\npresent Share\ndrag to 0.5\nrelease"),
                       ["T1004 'Share' is presented here and has no gesture to drag (UIKit's swipe-back is on the navigation stack it covers); declare a gesture on it, or dismiss it first"])
        let custom = check("push Story\npush Comments\ndrag system to 0.5\nrelease").diagnostics
        XCTAssertEqual(custom.map(\.code), [DiagnosticCode.systemSwipeBackOff.rawValue])
        XCTAssertEqual(custom.first?.fixIts.map(\.replacement), ["back"])
        XCTAssertEqual(custom.first?.notes.count, 1)
        // One mistake, one diagnostic: the release after a refused drag adds nothing.
        XCTAssertEqual(messages("push Story\npush Comments\ndrag system to 0.5\nrelease\nexpect stack [Feed, Story, Comments]").count, 1)
    }

    /// A gesture named `system` is reported once; a scenario's `drag system` then says nothing more.
    func testAGestureNamedSystemIsReportedOnce() {
        let spec = graph.replacingOccurrences(of: "gesture back:", with: "gesture system:")
        let compilation = CheckerGolden.compile(spec + "scenario \"s\" in App {\npush Story\npush Comments\ndrag system to 0.5\nrelease\n}\n")
        XCTAssertEqual(compilation.diagnostics.map(\.code), [DiagnosticCode.gestureNameTaken.rawValue])
    }
}
