import SpecGenerator
import SwiftEmitter
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
import XCTest

/// The emitter on valid specs made by `SpecGenerator`: a large sample that uses every construct
/// the generator knows (`SpecGenerator.requiredConstructs`: kept and adopted views with every kind
/// of track, every presentation style, interactive or not, reversed or named) is emitted,
/// completed with the app's side and type-checked against the UIKit stub in Swift 5 and 6, all of
/// it as one module (one swiftc run a language mode); a larger one is emitted twice to the same
/// bytes.
final class GeneratedSpecEmitTests: XCTestCase {
    /// The sample both the type-check and the coverage test read: the same seed, the same specs.
    static let sampleSeed: UInt64 = 0x7479_7065
    static let sampleSize = 40

    /// The sample's checked models, and the constructs the generator used for them.
    private func sample() throws -> (models: [CheckedSpec], coverage: [String: Int]) {
        var generator = SpecGenerator(seed: Self.sampleSeed)
        var models: [CheckedSpec] = []
        for index in 0..<Self.sampleSize {
            models.append(try EmitFixtures.model(generator.spec(), path: "generated\(index).transition"))
        }
        return (models, generator.coverage)
    }

    func testGeneratedSpecsEmitDeterministically() throws {
        var generator = SpecGenerator(seed: 0x656D_6974)
        for index in 0..<60 {
            let model = try EmitFixtures.model(generator.spec(), path: "generated\(index).transition")
            XCTAssertEqual(EmitFixtures.emit(model), EmitFixtures.emit(model), "spec \(index)")
        }
    }

    /// Every spec of the sample, emitted and completed with its app's side, type-checks with the
    /// support file in Swift 5 and 6, SIL diagnostics included and warnings as errors. The
    /// generator names every spec's graphs, screens and animators apart, so they build together.
    func testALargeSampleOfGeneratedSpecsTypeChecksInSwift5And6() throws {
        let (models, _) = try sample()
        let sources = models.enumerated().map { index, model in
            EmitFixtures.withAppSide(EmitFixtures.emit(model), model: model)
                .replacingOccurrences(of: "func installTransitions(on ", with: "func installTransitions\(index)(on ")
        }
        try EmitFixtures.assertTypeCheck(module: sources, name: "\(models.count) generated specs")
    }

    /// The sample uses every construct and combination the generator promises; the table of how
    /// often each appears is printed (and is what a report quotes).
    func testTheSampleUsesEveryConstruct() throws {
        let (_, coverage) = try sample()
        let required = SpecGenerator.requiredConstructs
        let width = required.map(\.count).max() ?? 0
        var table = "construct coverage of \(Self.sampleSize) generated specs (seed \(String(Self.sampleSeed, radix: 16))):\n"
        for name in required {
            table += name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(coverage[name, default: 0])\n"
        }
        print(table)
        let missing = required.filter { coverage[$0, default: 0] == 0 }
        XCTAssertEqual(missing, [], "constructs the sample never uses:\n\(table)")
    }
}
