import SpecGenerator
import SwiftEmitter
import TransitionLanguage
import XCTest

/// The emitter on valid specs made by `SpecGenerator`: a small sample is emitted, completed with
/// the app's side and type-checked against the UIKit stub in Swift 5 and 6; a larger one is
/// emitted twice to the same bytes.
final class GeneratedSpecEmitTests: XCTestCase {
    func testGeneratedSpecsEmitDeterministically() throws {
        var generator = SpecGenerator(seed: 0x656D_6974)
        for index in 0..<60 {
            let model = try EmitFixtures.model(generator.spec(), path: "generated\(index).transition")
            XCTAssertEqual(EmitFixtures.emit(model), EmitFixtures.emit(model), "spec \(index)")
        }
    }

    func testASampleOfGeneratedSpecsTypeChecks() throws {
        var generator = SpecGenerator(seed: 0x7479_7065)
        for index in 0..<2 {
            let model = try EmitFixtures.model(generator.spec(), path: "generated\(index).transition")
            try EmitFixtures.assertTypeChecks(EmitFixtures.withAppSide(EmitFixtures.emit(model), model: model), name: "generated spec \(index)")
        }
    }
}
