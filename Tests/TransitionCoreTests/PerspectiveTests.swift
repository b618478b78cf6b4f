import TransitionCore
import XCTest

/// Layer transforms with a perspective (`m34`): how they are made, read back and interpolated.
final class PerspectiveTests: XCTestCase {
    private func assertEqual(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-12, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip([a.row1, a.row2, a.row3, a.row4], [b.row1, b.row2, b.row3, b.row4]) {
            for i in 0 ..< 4 { XCTAssertEqual(x[i], y[i], accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
        }
    }

    func testAPerspectiveIsTheIdentityWithM34() {
        let p = Transform3D(perspectiveDistance: 500)
        XCTAssertEqual(p[3, 4], -1.0 / 500)
        XCTAssertEqual(Transform3D(perspectiveDistance: 0), .identity)
        XCTAssertEqual(Transform3D(perspectiveDistance: -10), .identity)
        // Rotating first, then projecting: the right edge of a 390 pt view turned away shrinks.
        let turned = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(p)
        let edge = SIMD4<Double>(195, 0, 0, 1)
        let projected = edge.x * turned.row1 + edge.y * turned.row2 + edge.z * turned.row3 + edge.w * turned.row4
        XCTAssertLessThan(projected.x / projected.w, 195 * cos(Double.pi / 4))
        // Projecting a flat view first changes nothing: its points have z = 0, so w stays 1.
        let flat = p.concatenating(Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0))
        let unprojected = edge.x * flat.row1 + edge.y * flat.row2 + edge.z * flat.row3 + edge.w * flat.row4
        XCTAssertEqual(unprojected.w, 1, accuracy: 1e-15)
        XCTAssertEqual(unprojected.x, 195 * cos(Double.pi / 4), accuracy: 1e-12)
    }

    func testPartsReadTheTurnsMovesAndPerspective() throws {
        let chain = Transform3D(translationX: -195, y: 0)
            .concatenating(Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: -195, y: 0))
            .concatenating(Transform3D(perspectiveDistance: 500))
        let parts = try XCTUnwrap(chain.parts)
        XCTAssertEqual(parts.rotation.y, -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(parts.rotation.x, 0, accuracy: 1e-9)
        XCTAssertEqual(parts.translation.x, -195, accuracy: 1e-9)
        XCTAssertEqual(parts.translation.z, -195, accuracy: 1e-9)
        XCTAssertEqual(parts.scale.x, 1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(parts.perspectiveDistance), 500, accuracy: 1e-9)
        let tilted = try XCTUnwrap(Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0).parts)
        XCTAssertEqual(tilted.rotation.x, 0.3, accuracy: 1e-12)
        XCTAssertNil(tilted.perspectiveDistance)
        // About z it is the 2D angle.
        XCTAssertEqual(try XCTUnwrap(Transform3D(Transform2D(rotationAngle: 1)).parts).rotation.z, 1, accuracy: 1e-12)
    }

    func testAnEndWithPerspectiveRecomposesExactly() {
        let chain = Transform3D(translationX: 100, y: 20)
            .concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(scaleX: 0.8, y: 0.8))
            .concatenating(Transform3D(perspectiveDistance: 600))
        assertEqual(chain.interpolated(to: chain, fraction: 0.5), chain)
        assertEqual(Transform3D.identity.interpolated(to: chain, fraction: 1), chain)
    }

    func testAConstantPerspectiveTurnsHalfwayAtHalfTime() {
        let p = Transform3D(perspectiveDistance: 500)
        let end = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).concatenating(p)
        let half = p.interpolated(to: end, fraction: 0.5)
        assertEqual(half, Transform3D(rotationAngle: -.pi / 4, x: 0, y: 1, z: 0).concatenating(p))
    }
}
