import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// Every kind of target turned in 3D (a view, a view element, a layer element, a snapshot, a
/// mask), in plain statements and keyframes, emits Swift that type-checks in Swift 5 and 6.
final class Transform3DEmitTests: XCTestCase {
    static let spec = """
    navigation Cards {
        screen Deck: DeckViewController { element card: view  element badge: layer  element logo: shape }
        screen Card: CardViewController
        root Deck
        Deck -> Card { push: Flip  pop: reverse }
        Deck => Card { present: Tilt  dismiss: reverse }
        gesture back: edgePan(left) on Card drives pop {
            progress: translation.x / width
            finish when progress > 0.5 or velocity.x > 0
        }
    }

    animator Flip(duration: 0.6) {
        snapshot from as shot
        keyframe(start: 0, length: 0.5) {
            shot.transform: identity -> rotateY(90deg) perspective(1000pt)
        }
        keyframe(start: 0.5, length: 0.5) {
            to.transform: rotateY(-90deg) perspective(1000pt) -> identity
        }
        from.card.transform: identity -> rotateX(30deg) scale(0.9) perspective(2 * width)
        from.badge.transform: identity -> rotateX(90deg) perspective(400pt)
    }

    animator Tilt(duration: 0.4) {
        mask to with shape(from.logo) {
            transform: rotateY(60deg) perspective(600pt) -> identity
        }
        to.alpha: 0 -> 1
    }
    """

    func testEveryTargetTurnedIn3DTypeChecks() throws {
        let model = try EmitFixtures.model(Self.spec)
        let emitted = EmitFixtures.emit(model)
        XCTAssertTrue(emitted.contains("shotSnapshot.transform3D = "), emitted)
        XCTAssertTrue(emitted.contains("fromElements.card.transform3D = "), emitted)
        XCTAssertTrue(emitted.contains("perspective(2.0 * width)"), emitted)
        XCTAssertTrue(emitted.contains("CATransform3DMakeRotation(.pi / 2, 1.0, 0.0, 0.0)"), emitted)
        XCTAssertEqual(emitted.components(separatedBy: "private func perspective(").count, 2, "one helper per file")
        try EmitFixtures.assertTypeChecks(EmitFixtures.withAppSide(emitted, model: model), name: "3D targets")
    }
}
