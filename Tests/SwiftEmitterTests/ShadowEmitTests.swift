import Foundation
import XCTest
@testable import SwiftEmitter
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// A shadow's offset, colour and path as the emitted class writes them, type-checked against the
/// UIKit stub in Swift 5 and 6 modes.
final class ShadowEmitTests: XCTestCase {
    private func emitted() throws -> (String, CheckedSpec) {
        let url = EmitFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/differential/shadow-offset.transition")
        let text = try String(contentsOf: url, encoding: .utf8)
        let model = try EmitFixtures.model(text, path: "shadow-offset.transition")
        return (EmitFixtures.emit(model), model)
    }

    func testOffsetColourAndPathAreCoreAnimationValues() throws {
        let (emitted, _) = try emitted()
        for line in [
            "fromCardShadowOffset.toValue = NSValue(cgSize: CGSize(width: 0.0, height: 12.0))",
            "fromCardShadowColor.fromValue = UIColor.gray.cgColor",
            // A card that neither moves nor rounds holds its rounded bounds.
            "fromCardShadowPath.fromValue = roundedShadowPath(fromElements.card.layer.bounds, cornerRadius: fromElements.card.layer.cornerRadius, curve: fromElements.card.layer.cornerCurve)",
            "fromCardShadowPath.toValue = roundedShadowPath(fromElements.card.layer.bounds, cornerRadius: fromElements.card.layer.cornerRadius, curve: fromElements.card.layer.cornerCurve)",
            // The detail's path follows its frame; the badge's, a layer's, its corner radius.
            "toViewShadowPath.toValue = roundedShadowPath(CGRect(origin: .zero, size: transitionContext.finalFrame(for: toViewController).size), cornerRadius: toView.layer.cornerRadius, curve: toView.layer.cornerCurve)",
            "fromBadgeShadowPath.toValue = roundedShadowPath(fromElements.badge.bounds, cornerRadius: 20.0, curve: fromElements.badge.cornerCurve)",
            // The arriving screen keeps its shadow's end, not the path.
            "toView.layer.shadowOffset = CGSize(width: 0.0, height: -8.0)",
            // The spring paces the sheet's path as it paces its frame.
            "let toViewShadowPath = CASpringAnimation(keyPath: \"shadowPath\")",
        ] {
            XCTAssertTrue(emitted.contains(line), line)
        }
        XCTAssertFalse(emitted.contains("layer.shadowPath ="), "no view keeps the transition's path")
    }

    /// today-card's lift: a backdrop that rounds without clipping (a clipped layer draws no
    /// shadow), whose `final` frame is the one it was placed at, read before its start value.
    func testABackdropRoundsWithoutClippingAndKeepsItsPlacedFrame() throws {
        let url = EmitFixtures.specsDirectory.appendingPathComponent("today-card.transition")
        let model = try EmitFixtures.model(try String(contentsOf: url, encoding: .utf8), path: "today-card.transition")
        let emitted = EmitFixtures.emit(model)
        XCTAssertFalse(emitted.contains("liftBackdrop.clipsToBounds"), emitted)
        XCTAssertTrue(emitted.contains("let liftStartFrame = liftBackdrop.frame"), emitted)
        XCTAssertTrue(emitted.contains("liftBackdrop.frame = liftStartFrame"), emitted)
        XCTAssertTrue(emitted.contains("toView.clipsToBounds = true"), "the story is clipped")
    }

    func testShadowCodeTypeChecks() throws {
        let (emitted, model) = try emitted()
        try EmitFixtures.assertTypeChecks(EmitFixtures.withAppSide(emitted, model: model), name: "shadow-offset.transition")
    }
}
