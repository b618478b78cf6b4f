import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The shape of the tree for animators, their statements and expressions.
final class ParserAnimatorTests: XCTestCase {
    private func animator(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> AnimatorDecl? {
        let spec = parseClean(text, file: file, line: line)
        XCTAssertEqual(spec.animators.count, 1, file: file, line: line)
        return spec.animators.first
    }

    private func properties(_ body: [AnimatorStatement]) -> [String] {
        body.compactMap { if case let .property(p) = $0 { describe(p) } else { nil } }
    }

    func testParametersAndCurves() {
        let cases = [
            ("(duration: 2.0, curve: easeIn)", ["duration: 2", "curve: easeIn"]),
            ("(duration: 0.5, delay: 0.1, curve: linear)", ["duration: 0.5", "delay: 0.1", "curve: linear"]),
            ("(curve: easeOut)", ["curve: easeOut"]),
            ("(curve: easeInOut)", ["curve: easeInOut"]),
            ("(curve: cubic(0.25, 0.1, 0.25, 1))", ["curve: cubic(0.25, 0.1, 0.25, 1)"]),
            ("(duration: 500ms, curve: spring(damping: 0.5, velocity: 0.8))", ["duration: 500ms", "curve: spring(damping: 0.5, velocity: 0.8)"]),
            ("(curve: spring(bounce: 0.3, velocity: 0))", ["curve: spring(bounce: 0.3, velocity: 0)"]),
            ("(curve: spring(bounce: -0.2))", ["curve: spring(bounce: (- 0.2))"]),
            ("()", []),
            ("", []),
        ]
        for (parameters, expected) in cases {
            XCTAssertEqual(animator("animator A\(parameters) {}")?.parameters.map(describe), expected, parameters)
        }
    }

    func testPropertyAnimations() {
        let body = animator("""
            animator A {
                to.alpha: 0 -> 1
                from.logo.transform: identity -> translate(0, -10) scale(150)
                from.transform: identity -> scale(0.5, 2) rotate(90deg)
                to.frame: final.offset(0, height) -> final
                from.frame: initial -> initial.offset(-width / 3, 0)
                to.cornerRadius: 40 -> 0
                shot.transform: identity -> translate(width - 120, 0) scale(0.6)
                from.alpha: 1 -> 0.5 * (1 - 0.2)
            }
            """).map { Array($0.body) } ?? []
        XCTAssertEqual(properties(body), [
            "to.alpha: 0 -> 1",
            "from.logo.transform: identity -> (seq translate(0, (- 10)) scale(150))",
            "from.transform: identity -> (seq scale(0.5, 2) rotate(90deg))",
            "to.frame: final.offset(0, height) -> final",
            "from.frame: initial -> initial.offset((/ (- width) 3), 0)",
            "to.cornerRadius: 40 -> 0",
            "shot.transform: identity -> (seq translate((- width 120), 0) scale(0.6))",
            "from.alpha: 1 -> (* 0.5 (- 1 0.2))",
        ])
    }

    func testPropertyPathRanges() {
        let source = MarkedSource("animator A {\n    1️⃣from.2️⃣logo3️⃣.transform4️⃣: 5️⃣identity6️⃣ -> 7️⃣scale(2) rotate(1rad)8️⃣\n}")
        guard case let .property(p) = animator(source.text)?.body.first else { return XCTFail() }
        XCTAssertEqual(p.target.components.map(\.name), ["from", "logo", "transform"])
        XCTAssertEqual(p.target.range, source.range(1, 4))
        XCTAssertEqual(p.target.components[1].range, source.range(2, 3))
        XCTAssertEqual(p.from.range, source.range(5, 6))
        XCTAssertEqual(p.to.range, source.range(7, 8))
        XCTAssertEqual(p.range, source.range(1, 8))
    }

    func testATransformChainEndsAtTheLineEnd() {
        let body = animator("""
            animator A {
                from.transform: identity -> scale(2)
                keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 1 }
            }
            """).map { Array($0.body) } ?? []
        XCTAssertEqual(body.count, 2)
        guard case .keyframe = body.last else { return XCTFail("the keyframe must not join the chain above") }
    }

    func testOrder() {
        let body = animator("animator A {\n order: to below from\n order: from above to\n}").map { Array($0.body) } ?? []
        let orders = body.compactMap { if case let .order(o) = $0 { [o.subject.name, o.relation.name, o.other.name] } else { nil } }
        XCTAssertEqual(orders, [["to", "below", "from"], ["from", "above", "to"]])
    }

    func testSnapshots() {
        let body = animator("""
            animator A {
                snapshot from as shot
                snapshot to.hero as heroShot until pop
                snapshot from as menuShot until dismiss
            }
            """).map { Array($0.body) } ?? []
        let snapshots = body.compactMap { if case let .snapshot(s) = $0 { [s.source.dotted, s.name.name, s.until?.name ?? "-"] } else { nil } }
        XCTAssertEqual(snapshots, [["from", "shot", "-"], ["to.hero", "heroShot", "pop"], ["from", "menuShot", "dismiss"]])
    }

    func testBackdrops() {
        let body = animator("""
            animator A {
                backdrop black as dim until dismiss below to
                backdrop.alpha: 0 -> 1
            }
            """).map { Array($0.body) } ?? []
        let made = body.compactMap { if case let .snapshot(s) = $0 { [s.kind == .backdrop ? "backdrop" : "picture", s.source.dotted, s.name.name, s.until?.name ?? "-", s.placement.map { "\($0.relation.name) \($0.view.name)" } ?? "-"] } else { nil } }
        XCTAssertEqual(made, [["backdrop", "black", "dim", "dismiss", "below to"]])
        XCTAssertEqual(properties(body), ["backdrop.alpha: 0 -> 1"])
    }

    func testHide() {
        let body = animator("""
            animator A {
                hide from.thumbnail
                hide to; hide.alpha: 0 -> 1
                keyframe(start: 0, length: 0.5) { to.alpha: 0 -> 1 }
                hide from
            }
            """).map { Array($0.body) } ?? []
        let hidden = body.compactMap { if case let .hide(h) = $0 { h.target.dotted } else { nil } }
        XCTAssertEqual(hidden, ["from.thumbnail", "to", "from"])
        // `hide` before a dot is a name.
        XCTAssertEqual(properties(body), ["hide.alpha: 0 -> 1"])
    }

    func testMask() {
        let body = animator("""
            animator A {
                mask to with shape(from.logo) {
                    transform: identity -> translate(0, -10) scale(150)
                    alpha: 1 -> 0
                }
                mask from with shape(to.badge)
            }
            """).map { Array($0.body) } ?? []
        guard case let .mask(mask) = body.first, case let .mask(bare) = body.last else { return XCTFail() }
        XCTAssertEqual(mask.target.dotted, "to")
        XCTAssertEqual(describe(mask.shape), "shape(from.logo)")
        XCTAssertEqual(mask.animations.map(describe), [
            "transform: identity -> (seq translate(0, (- 10)) scale(150))", "alpha: 1 -> 0",
        ])
        XCTAssertEqual(bare.target.dotted, "from")
        XCTAssertTrue(bare.animations.isEmpty)
    }

    func testKeyframes() {
        let source = MarkedSource("""
            animator A(duration: 1) {
                1️⃣keyframe2️⃣(start: 0.2, length: 0.5) {
                    to.alpha: 0 -> 1
                    to.transform: scale(0.9) -> identity
                }3️⃣
                from.alpha: 1 -> 0
            }
            """)
        let body = animator(source.text).map { Array($0.body) } ?? []
        XCTAssertEqual(body.count, 2)
        guard case let .keyframe(k) = body.first else { return XCTFail() }
        XCTAssertEqual(k.keywordRange, source.range(1, 2))
        XCTAssertEqual(k.range, source.range(1, 3))
        XCTAssertEqual(k.arguments.map(describe), ["start: 0.2", "length: 0.5"])
        XCTAssertEqual(k.animations.map(describe), ["to.alpha: 0 -> 1", "to.transform: scale(0.9) -> identity"])
    }

    func testContextualWordsAsPropertyTargets() {
        // `order`, `snapshot`, `mask` and `keyframe` start statements only in their own shape.
        let body = animator("""
            animator A {
                snapshot.alpha: 0 -> 1
                mask.alpha: 0 -> 1
                order.alpha: 0 -> 1
            }
            """).map { Array($0.body) } ?? []
        XCTAssertEqual(properties(body), ["snapshot.alpha: 0 -> 1", "mask.alpha: 0 -> 1", "order.alpha: 0 -> 1"])
    }

    func testStatementSeparators() {
        let body = animator("animator A { to.alpha: 0 -> 1; from.alpha: 1 -> 0, order: to above from }").map { Array($0.body) } ?? []
        XCTAssertEqual(body.count, 3)
    }
}

/// Operator precedence and associativity.
final class ExpressionTests: XCTestCase {
    private func expression(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let spec = parseClean("navigation G { gesture pan on A drives pop { progress: \(text) } }", file: file, line: line)
        guard let value = spec.navigations.first?.gestures.first?.clauses.first?.value else { return "<none>" }
        return describe(value)
    }

    func testPrecedence() {
        let cases = [
            ("1 + 2 * 3", "(+ 1 (* 2 3))"),
            ("1 * 2 + 3", "(+ (* 1 2) 3)"),
            ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
            ("a - b - c", "(- (- a b) c)"),
            ("a / b / c", "(/ (/ a b) c)"),
            ("a + b < c * d", "(< (+ a b) (* c d))"),
            ("a < b and c > d", "(and (< a b) (> c d))"),
            ("a or b and c", "(or a (and b c))"),
            ("a and b or c", "(or (and a b) c)"),
            ("a or b or c", "(or (or a b) c)"),
            ("-a * b", "(* (- a) b)"),
            ("- - a", "(- (- a))"),
            ("not a and b", "(and (not a) b)"),
            ("not a > b", "(> (not a) b)"),
            ("not (a > b)", "(not (> a b))"),
            ("a == b != c", "(!= (== a b) c)"),
            ("a <= b", "(<= a b)"),
            ("a >= -1", "(>= a (- 1))"),
            ("true and false", "(and true false)"),
            ("translation.x / width", "(/ translation.x width)"),
            ("min(a, b + 1) * 2", "(* min(a, (+ b 1)) 2)"),
            ("((a))", "a"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(expression(text), expected, text)
        }
    }

    func testBinaryOperatorTable() {
        let table = Dictionary(grouping: BinaryOperator.allCases, by: \.precedence).mapValues { $0.map(\.rawValue).sorted() }
        XCTAssertEqual(table[1], ["or"])
        XCTAssertEqual(table[2], ["and"])
        XCTAssertEqual(table[3], ["!=", "<", "<=", "==", ">", ">="])
        XCTAssertEqual(table[4], ["+", "-"])
        XCTAssertEqual(table[5], ["*", "/"])
    }

    func testParenthesisedRangeIncludesParentheses() {
        let source = MarkedSource("navigation G { gesture pan on A drives pop { progress: 1️⃣(a + b)2️⃣ * 3️⃣c4️⃣ } }")
        let value = parseClean(source.text).navigations[0].gestures[0].clauses[0].value
        guard case let .binary(.multiply, lhs, rhs) = value.kind else { return XCTFail() }
        XCTAssertEqual(lhs.range, source.range(1, 2))
        XCTAssertEqual(rhs.range, source.range(3, 4))
        XCTAssertEqual(value.range, source.range(1, 4))
    }
}
