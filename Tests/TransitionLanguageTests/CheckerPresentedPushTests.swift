import XCTest
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// A presented screen has no navigation stack: scenarios cannot push from it, and the tour never
/// tries (the graph warns with T0503).
final class CheckerPresentedPushTests: XCTestCase {
    private let graph = """
    navigation App {
        screen Home: HomeViewController
        screen Sheet: SheetViewController
        screen Detail: DetailViewController
        root Home
        Home => Sheet
        Home -> Sheet
        Sheet -> Detail
    }

    """

    private func messages(_ scenario: String) -> [String] {
        Compilation.compile(SourceFile(path: "p.transition", text: graph + scenario)).diagnostics.map { "\($0.code) \($0.message)" }
    }

    func testAPushFromAPresentedScreenIsRejected() {
        XCTAssertEqual(messages("scenario \"s\" in App {\n    present Sheet\n    push Detail\n}\n"),
                       ["T1002 'Sheet' is presented modally and has no navigation stack to push 'Detail' onto; dismiss it first"])
    }

    func testThePushIsFineWhenTheScreenWasPushed() {
        XCTAssertEqual(messages("scenario \"s\" in App {\n    push Sheet\n    push Detail\n}\n"), [])
    }
}
