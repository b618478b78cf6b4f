import DifferentialHarness
import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// docs/uikit-model.md C6–C8 on the runtime UIKit: the half sheet of specs/half-sheet.transition is
/// up over its kept dim when the window turns to 844 × 390. UIKit tells the view controllers
/// first (`viewWillTransition(to:with:)`, the window's root then the presentation), lays the views
/// out by their masks, then asks the sheet's presentation controller to place its view. The dim
/// the emitted animator kept must cover the new window (its mask, C8) and the sheet take the
/// bottom 55 % of it; the dismiss moves it out of the new window. The driver prints `FAIL C6: …` for
/// each expectation that does not hold, `DONE C6` at the end.
final class SizeChangeTests: XCTestCase {
    static let spec = try! String(contentsOf: Toolchain.root.appendingPathComponent("specs/half-sheet.transition"), encoding: .utf8)

    static let main = #"""
        import TransitionCore
        import UIKit

        nonisolated(unsafe) var calls: [String] = []
        final class CartViewController: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                calls.append("Cart \(Int(size.width))x\(Int(size.height)), view \(Int(view.frame.width))")
            }
        }
        final class CheckoutSheetViewController: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                calls.append("Checkout \(Int(size.width))x\(Int(size.height)), view \(Int(view.frame.width))")
            }
        }

        func near(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
        }

        nonisolated(unsafe) var failures = 0
        func expect(_ condition: Bool, _ what: String) {
            if !condition {
                print("FAIL C6: \(what)")
                failures += 1
            }
        }

        MainActor.assumeIsolated {
            UIKitTestWorld.reset(width: 390, height: 844)
            let cart = CartViewController()
            UIKitTestWorld.name(cart.view, "Cart")
            let navigation = UINavigationController(rootViewController: cart)
            let coordinator = ShopTransitionCoordinator()
            coordinator.install(on: navigation)

            let sheet = CheckoutSheetViewController()
            UIKitTestWorld.name(sheet.view, "Checkout")
            coordinator.prepareForPresentation(sheet)
            navigation.present(sheet, animated: true)
            UIKitTestWorld.advance(to: 1)
            let window = UIKitTestWorld.window
            let dims = UIKitTestWorld.stage.tree.nodes.filter { $0.kind == .view && $0.snapshotOf == nil && $0.name == "view" && $0.superview != nil
                && $0.id != UIKitTestWorld.node(of: window) && $0.id != UIKitTestWorld.node(of: cart.view) && $0.id != UIKitTestWorld.node(of: sheet.view) }
            let dim = dims.last
            expect(dim != nil, "the present keeps a dim")
            expect(near(sheet.view.frame, CGRect(x: 0, y: 379.8, width: 390, height: 464.2)), "the sheet rises to the bottom 55 %, not \(sheet.view.frame)")

            expect(UIKitTestWorld.resize(width: 844, height: 390), "the window takes the new size at rest")
            expect(calls == ["Cart 844x390, view 390", "Checkout 844x390, view 390"],
                   "viewWillTransition(to:with:) reaches the root's screen, then the presented one, before the views change: \(calls)")
            let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
            expect(window.bounds == landscape, "the window is \(window.bounds)")
            expect(cart.view.frame == landscape, "the cart fills the new window, not \(cart.view.frame)")
            if let dim {
                let frame = UIKitTestWorld.stage.tree[dim.id].frame
                expect(near(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height), landscape),
                       "the kept dim covers the new window (autoresizingMask [.flexibleWidth, .flexibleHeight]), not \(frame)")
            }
            expect(near(sheet.view.frame, CGRect(x: 0, y: 175.5, width: 844, height: 214.5)),
                   "the sheet takes the bottom 55 % of the new window (containerViewWillLayoutSubviews), not \(sheet.view.frame)")

            sheet.dismiss(animated: true)
            expect(!UIKitTestWorld.resize(width: 390, height: 844), "no size change while the dismiss runs")
            expect(abs(sheet.view.frame.minY - 565.5) < 1e-9, "the dismiss moves the sheet below the new window, to \(sheet.view.frame)")
            UIKitTestWorld.advance(to: 2)
            expect(navigation.presentedViewController == nil, "the dismiss completes")
            withExtendedLifetime(coordinator) {}
            print("DONE C6")
            print("END \(failures)")
        }
        """#

    private static let driver = ModelRowDriver(path: "half-sheet.transition", spec: spec, main: main)

    func testC6AResizeTellsTheControllersThenLaysOutTheKeptDimAndTheSheet() throws {
        try Self.driver.assertRow("C6")
    }
}
