import Foundation
import TransitionCore
import XCTest

/// The rows of `docs/uikit-model.md` that the core pins by itself, each test named after its row,
/// and the table's own promise: every row names its source and a test that exists.
final class UIKitModelTests: XCTestCase {
    // MARK: A1–A3 timing curves

    /// A1: the named curves are the Béziers `CAMediaTimingFunctionName`'s documentation gives.
    func testA1NamedCurvesHaveTheDocumentedControlPoints() {
        let documented: [(TimingCurve, [Double])] = [
            (.linear, [0, 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in documented {
            XCTAssertEqual([curve.x1, curve.y1, curve.x2, curve.y2], points, "\(curve)")
        }
    }

    /// A2: `CAMediaTimingFunction(controlPoints:)` takes `Float`s, so a layer's curve runs with
    /// each number rounded to single precision; the x values stay inside 0…1.
    func testA2CoreAnimationHoldsControlPointsInSinglePrecision() {
        let curve = TimingCurve.cubic(0.9, 0.1, 0.3, 1.7).singlePrecision
        XCTAssertEqual(curve.x1, Double(Float(0.9)))
        XCTAssertNotEqual(curve.x1, 0.9)
        XCTAssertEqual(curve.y2, Double(Float(1.7)))
        let clamped = TimingCurve.cubic(-0.5, 0, 1.5, 1)
        XCTAssertEqual([clamped.x1, clamped.x2], [0, 1])
    }

    /// A3: the curve's value is y(s) where x(s) = t; checked against an independent bisection
    /// on the parametric curve (60 halvings) for every named curve and two overshooting ones.
    func testA3CurveValuesAreThePointOnTheBezierAtThatTime() {
        let curves: [TimingCurve] = [.easeIn, .easeOut, .easeInOut, .default, .cubic(0.2, 1.6, 0.4, -0.5), .cubic(0.9, 0, 0.1, 1)]
        for curve in curves {
            for step in 1..<40 {
                let t = Double(step) / 40
                XCTAssertEqual(curve.value(at: t), Self.bisected(curve, at: t), accuracy: 1e-6, "\(curve) at \(t)")
            }
        }
    }

    private static func bisected(_ curve: TimingCurve, at t: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(curve.x1, curve.x2, mid) < t { low = mid } else { high = mid }
        }
        return bezier(curve.y1, curve.y2, (low + high) / 2)
    }

    // MARK: A9 keyframes paced by a spring

    /// A9: a spring paces a keyframe path as a timing function would: the value at time t is the
    /// path at the spring's progress, held at the path's ends when the spring overshoots.
    func testA9KeyframesPacedByASpringFollowTheSpringsProgress() {
        let spring = Spring(duration: 1, dampingRatio: 0.4)
        let values: [(Double, Double)] = [(0, 0), (0.5, 1), (1, 0.5)]
        let path = Animation(
            NodeID(0), .alpha, keyframes: values.map { Keyframe(time: $0.0, value: .scalar($0.1)) }, duration: 1,
            curve: .spring(spring))
        for step in 1..<20 {
            let t = Double(step) / 20
            let progress = min(max(spring.value(at: t), 0), 1)
            let expected = progress <= 0.5 ? progress * 2 : 1 - (progress - 0.5)
            XCTAssertEqual(path.presentedValue(at: t)!.scalar!, expected, accuracy: 1e-9, "at \(t)")
        }
    }

    /// A10: every shadow path is drawn in one structure, whose points move linearly with its
    /// rectangle and radius, so half way is the outline of the rectangle and radius half way; a
    /// radius past half the shorter side has no room and is drawn as half of it.
    func testA10AShadowPathMovesAsItsRectangleAndRadius() {
        let card = RoundedRect.outline(of: Rect(x: 0, y: 0, width: 335, height: 420), cornerRadius: 20)
        let screen = RoundedRect.outline(of: Rect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 0)
        let lift = Animation(NodeID(0), .shadowPath, from: .path(card), to: .path(screen), duration: 1, curve: .timing(.linear))
        XCTAssertEqual(lift.presentedValue(at: 0.5), .path(RoundedRect(rect: Rect(x: 0, y: 0, width: 362.5, height: 632), cornerRadius: 10)))
        XCTAssertEqual(RoundedRect.outline(of: Rect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 30).cornerRadius, 20)
        XCTAssertEqual(RoundedRect.outline(of: Rect(x: 0, y: 0, width: 40, height: 100), cornerRadius: -4).cornerRadius, 0)
    }

    // MARK: The table

    /// Every row of `docs/uikit-model.md` has a number of its section's letter, says what its
    /// source is, and names tests that exist: a test function (`Type.testName`) in `Tests/`, or a
    /// fixture path that is in the repository.
    func testEveryRowOfTheModelNamesItsSourceAndATestThatExists() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/uikit-model.md"), encoding: .utf8)
        let testSources = try Self.swiftSources(under: root.appendingPathComponent("Tests"))
        let sourceKinds = ["Documentation", "Header text", "Sample code", "Decompile", "Unknown"]
        var numbers: Set<String> = []
        var rows = 0
        for line in document.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| #") && !line.hasPrefix("| ---") {
            let cells = Self.cells(of: String(line))
            XCTAssertEqual(cells.count, 5, "a row has number, behaviour, source, model and test: \(line.prefix(60))")
            guard cells.count == 5 else { continue }
            rows += 1
            let number = cells[0]
            XCTAssertTrue(numbers.insert(number).inserted, "\(number) is used twice")
            XCTAssertNotNil(number.range(of: #"^[UASITNPRC][0-9]+$"#, options: .regularExpression), "row number \(number)")
            XCTAssertTrue(sourceKinds.contains { cells[2].contains($0) }, "\(number): the source says what it is (\(sourceKinds.joined(separator: ", ")))")
            XCTAssertFalse(cells[3].isEmpty, "\(number): the model transc uses")
            let references = Self.codeSpans(in: cells[4])
            XCTAssertFalse(references.isEmpty, "\(number): names the test that pins it")
            for reference in references {
                if reference.contains("/") {
                    XCTAssertTrue(
                        FileManager.default.fileExists(atPath: root.appendingPathComponent(reference).path)
                            || Self.fixtureStemExists(reference, root: root),
                        "\(number): \(reference) is not in the repository")
                } else if let dot = reference.lastIndex(of: "."), reference[reference.index(after: dot)...].hasPrefix("test") {
                    let type = String(reference[..<dot])
                    let test = String(reference[reference.index(after: dot)...])
                    XCTAssertTrue(
                        testSources.contains { $0.contains("class \(type)") && $0.contains("func \(test)(") },
                        "\(number): \(reference) is not a test in Tests/")
                } else if reference.hasPrefix("test") {
                    XCTAssertTrue(testSources.contains { $0.contains("func \(reference)(") }, "\(number): \(reference) is not a test in Tests/")
                }
            }
        }
        XCTAssertGreaterThan(rows, 10)
    }

    private static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in line.dropFirst().dropLast() {
            defer { escaped = character == "\\" && !escaped }
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode, !escaped {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }

    private static func codeSpans(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    /// `Tests/Fixtures/check/T0611-frame-while-turned.*` names a fixture's files by their stem, and
    /// `Tests/Fixtures/check/T0704-*` the fixtures of a code: some file there starts so.
    private static func fixtureStemExists(_ reference: String, root: URL) -> Bool {
        guard reference.hasSuffix("*") else { return false }
        let path = root.appendingPathComponent(String(reference.dropLast()))
        let stem = reference.hasSuffix("/*") ? "" : path.lastPathComponent
        let directory = reference.hasSuffix("/*") ? path : path.deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.contains { $0.hasPrefix(stem) }
    }

    private static func swiftSources(under directory: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var sources: [String] = []
        for case let file as URL in walker where file.pathExtension == "swift" && !file.path.contains("/Fixtures/") {
            sources.append(try String(contentsOf: file, encoding: .utf8))
        }
        return sources
    }
}
