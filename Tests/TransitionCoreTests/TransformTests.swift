import Foundation
import TransitionCore
import XCTest

final class TransformTests: XCTestCase {
    func assertEqual(
        _ a: Transform2D, _ b: Transform2D, accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty]) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func assertEqual(
        _ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for row in 1...4 {
            for column in 1...4 {
                XCTAssertEqual(a[row, column], b[row, column], accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
            }
        }
    }

    func testConcatenationAppliesReceiverFirst() {
        let scale = Transform2D(scaleX: 2, y: 2)
        let move = Transform2D(translationX: 10, y: 0)
        // Scale then move: (1, 1) → (2, 2) → (12, 2).
        XCTAssertEqual(scale.concatenating(move).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 2))
        // Move then scale: (1, 1) → (11, 1) → (22, 2).
        XCTAssertEqual(move.concatenating(scale).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 2))
    }

    func testByHelpersFollowCoreGraphics() {
        // Seed 001: CGAffineTransformScale(CGAffineTransformMakeTranslation(w - 120, 0), 0.6, 0.6)
        let t = Transform2D(translationX: 255, y: 0).scaledBy(x: 0.6, y: 0.6)
        assertEqual(t, Transform2D(a: 0.6, b: 0, c: 0, d: 0.6, tx: 255, ty: 0))
        let rotated = Transform2D.identity.rotated(by: .pi / 2)
        let p = rotated.apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)  // clockwise on a flipped screen
    }

    func testInverseUndoesTransform() throws {
        let t = Transform2D(rotationAngle: 0.7).scaledBy(x: 3, y: -0.5).translatedBy(x: 4, y: 9)
        let inverse = try XCTUnwrap(t.inverted())
        assertEqual(t.concatenating(inverse), .identity)
        assertEqual(inverse.concatenating(t), .identity)
    }

    func testZeroScaleIsNotInvertible() {
        XCTAssertNil(Transform2D(scaleX: 0, y: 0).inverted())
        XCTAssertNil(Transform2D(scaleX: 1, y: 0).inverted())
        XCTAssertNotNil(Transform2D(scaleX: 0.01, y: 0.01).inverted())
        XCTAssertNil(Transform3D(scaleX: 0, y: 0).inverted())
    }

    func testDecompositionRoundTrips() {
        let cases = [
            Transform2D.identity,
            Transform2D(translationX: 5, y: -3).rotated(by: 1.2).scaledBy(x: 2, y: 0.3),
            Transform2D(a: 1, b: 0.2, c: 0.7, d: 1.1, tx: 3, ty: 4),
            Transform2D(scaleX: -1, y: 1).rotated(by: 0.4),
            Transform2D(scaleX: 0, y: 0.5),
        ]
        for t in cases {
            assertEqual(t.decomposed.recomposed, t)
        }
    }

    func testInterpolationGoesThroughScaleNotMatrixAverage() {
        let a = Transform2D.identity
        let b = Transform2D(rotationAngle: .pi / 2)
        // Matrix averaging would give scale √0.5 at the midpoint; decomposition keeps scale 1.
        let mid = a.interpolated(to: b, fraction: 0.5)
        assertEqual(mid, Transform2D(rotationAngle: .pi / 4))
        let shrink = a.interpolated(to: Transform2D(scaleX: 0.01, y: 0.01), fraction: 0.5)
        assertEqual(shrink, Transform2D(scaleX: 0.505, y: 0.505))
        assertEqual(a.interpolated(to: b, fraction: 0), a)
        assertEqual(a.interpolated(to: b, fraction: 1), b)
    }

    func testRotationInterpolatesTheShortWay() {
        let a = Transform2D(rotationAngle: 3)
        let b = Transform2D(rotationAngle: -3)
        // 3 → −3 rad the short way passes through π, not through 0.
        let mid = a.interpolated(to: b, fraction: 0.5)
        assertEqual(mid, Transform2D(rotationAngle: .pi))
    }

    func testTransform3DConcatMatchesCATransform3DConcat() {
        // Seed 000: CATransform3DConcat(translate(0, -10), scale(150)) moves first, then scales.
        let t = Transform3D(translationX: 0, y: -10).concatenating(Transform3D(scaleX: 150, y: 150))
        XCTAssertEqual(t[4, 2], -1500)
        XCTAssertEqual(t[1, 1], 150)
        let other = Transform3D(scaleX: 150, y: 150).concatenating(Transform3D(translationX: 0, y: -10))
        XCTAssertEqual(other[4, 2], -10)
        XCTAssertEqual(Transform3D(Transform2D(translationX: 0, y: -10).scaledBy(x: 150, y: 150)), other)
    }

    func testTransform3DRotationMatchesAffineAboutZ() {
        let angle = 0.9
        assertEqual(Transform3D(rotationAngle: angle), Transform3D(Transform2D(rotationAngle: angle)))
        XCTAssertNotNil(Transform3D(rotationAngle: angle).affine)
        XCTAssertNil(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).affine)
    }

    func testTransform3DInverse() throws {
        let t = Transform3D(translationX: 3, y: 4, z: 5)
            .concatenating(Transform3D(rotationAngle: 0.5, x: 1, y: 1, z: 0))
            .concatenating(Transform3D(scaleX: 2, y: 3, z: 4))
        let inverse = try XCTUnwrap(t.inverted())
        assertEqual(t.concatenating(inverse), .identity)
    }

    func testTransform3DInterpolation() {
        let end = Transform3D(translationX: 0, y: -10).concatenating(Transform3D(scaleX: 150, y: 150))
        let mid = Transform3D.identity.interpolated(to: end, fraction: 0.5)
        assertEqual(mid, Transform3D(scaleX: 75.5, y: 75.5).concatenating(Transform3D(translationX: 0, y: -750)))
        let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        assertEqual(
            Transform3D.identity.interpolated(to: quarterTurn, fraction: 0.5),
            Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0))
        // Perspective falls back to entry-wise interpolation.
        var perspective = Transform3D.identity
        perspective[3, 4] = -1.0 / 500
        XCTAssertEqual(Transform3D.identity.interpolated(to: perspective, fraction: 0.5)[3, 4], -1.0 / 1000, accuracy: 1e-15)
    }

    func testRectOffset() {
        let frame = Rect(x: 0, y: 0, width: 375, height: 667)
        XCTAssertEqual(frame.offsetBy(dx: 0, dy: frame.height), Rect(x: 0, y: 667, width: 375, height: 667))
        XCTAssertEqual(frame.center, Point(x: 187.5, y: 333.5))
    }
}
