import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The parser reads short decimals itself; they must equal what `Double(_:)` reads, bit for bit.
final class NumberLiteralTests: XCTestCase {
    func testShortDecimalsMatchTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 1...8, using: &generator)
            let fractionDigits = Int.random(in: 0...7, using: &generator)
            var text = (0..<integerDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            if fractionDigits > 0 {
                text += "." + (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            }
            let read = Parser.simpleDecimal(ArraySlice(Array(text.utf8)))
            XCTAssertEqual(read?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testLongOrExponentNumbersFallBackAndStillParse() {
        XCTAssertNil(Parser.simpleDecimal(ArraySlice(Array("1234567890123456".utf8))))
        XCTAssertNil(Parser.simpleDecimal(ArraySlice(Array("1e3".utf8))))
        XCTAssertEqual(Parser.simpleDecimal(ArraySlice(Array("1_000.25".utf8))), 1000.25)
        for (text, value) in [("1e3", 1000.0), ("2.5e-1", 0.25), ("1234567890123456", 1234567890123456.0), ("0.1", 0.1)] {
            let parsed = Parser.parse(SourceFile(path: "n", text: "animator A(duration: \(text)) { to.alpha: 0 -> 1 }"))
            guard case let .animator(decl) = parsed.file.declarations.first, case let .number(read, _) = decl.parameters[0].value.kind else {
                return XCTFail(text)
            }
            XCTAssertEqual(read, value, text)
        }
    }
}

/// Numbers too large for any screen stop at the checker: nothing downstream sees infinity.
final class HugeNumberTests: XCTestCase {
    private func codes(_ text: String) -> [String] {
        Compilation.compile(SourceFile(path: "huge.transition", text: text)).diagnostics.map(\.code)
    }

    func testALiteralThatOverflowsIsOneError() {
        XCTAssertEqual(codes("animator A(duration: 1e999) { to.alpha: 0 -> 1 }"), ["T0005"])
    }

    func testArithmeticThatOverflowsIsOneError() {
        XCTAssertEqual(codes("animator A { to.transform: identity -> translate(1e200 * 1e200, 0) }"), ["T0005"])
        XCTAssertEqual(codes("animator A(duration: 1e300) { to.alpha: 0 -> 1 }"), ["T0005"])
    }

    func testLargeButSensibleNumbersPass() {
        XCTAssertEqual(codes("animator A { to.transform: identity -> translate(100000, 0) }"), [])
    }
}
