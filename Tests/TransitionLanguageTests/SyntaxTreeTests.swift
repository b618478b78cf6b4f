import Foundation
import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// The compact tree's invariants, on every bundled spec and on every broken input the parser
/// tests keep: the walker reaches every node once (every node, when the parse was clean),
/// children lie inside their parent and in source order, and a node stays 16 bytes.
final class SyntaxTreeTests: XCTestCase {
    private func inputs() throws -> [(name: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var result: [(String, [UInt8])] = []
        for directory in ["specs", "Tests/Fixtures/parse", "Tests/Fixtures/check", "Tests/Fixtures/mistakes", "Tests/Fixtures/crash"] {
            let url = root.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".transition") {
                result.append((directory + "/" + name, Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        XCTAssertGreaterThan(result.count, 50, "the inputs moved")
        return result
    }

    func testNodesAreSixteenBytes() {
        XCTAssertEqual(MemoryLayout<SyntaxNode>.stride, 16)
    }

    func testTheWalkerReachesEveryNodeOnceAndChildrenNest() throws {
        for (name, bytes) in try inputs() {
            let parsed = Parser.parse(SourceFile(path: name, bytes: bytes))
            let tree = parsed.file.tree
            var seen = Set<SyntaxID>()
            var misplaced: String?
            tree.walk { node in
                XCTAssertTrue(seen.insert(node).inserted, "\(name): node \(node.raw) visited twice")
                let parent = tree.range(node)
                var previousStart = parent.start
                tree.forEachChild(of: node) { child in
                    let range = tree.range(child)
                    if misplaced == nil && (range.start < parent.start || range.end > parent.end || range.start < previousStart) {
                        misplaced = "\(tree.kind(child)) \(range) in \(tree.kind(node)) \(parent)"
                    }
                    previousStart = range.start
                }
                return true
            }
            // After a syntax error the parser may drop a statement it had begun: its nodes stay
            // in the array, unreachable. A clean parse leaves none.
            if parsed.diagnostics.isEmpty {
                XCTAssertEqual(seen.filter(\.isNode).count, tree.nodeCount, "\(name): a node no walk reaches")
            }
            XCTAssertNil(misplaced, "\(name): a child outside its parent, or out of order")
        }
    }

    func testTheWalkerSkipsBelowANodeWhenAsked() {
        let tree = parseClean("animator A(duration: 0.3) {\n    to.alpha: 0 -> 1\n}\n").tree
        var kinds: [SyntaxKind] = []
        tree.walk { node in
            kinds.append(tree.kind(node))
            return !tree.kind(node).isExpression
        }
        XCTAssertEqual(kinds, [.file, .animator, .identifier, .list, .argument, .identifier, .number, .list, .property, .path,
                               .identifier, .identifier, .number, .number])
    }

    func testNamesAreReadFromTheSource() {
        let file = parseClean("navigation Café {\n    screen A: AViewController\n    root A\n}\n")
        guard case let .navigation(graph) = file.declarations.first else { return XCTFail("no graph") }
        XCTAssertEqual(graph.name.name, "Café")
        XCTAssertEqual(file.tree.text(graph.name.range), "Café")
    }

    /// A name is kept in its parent's slot as its offset and length: every name's range must be
    /// its token's, Unicode and reserved words included, and a name too long to pack is a record.
    func testNamesKeptInSlotsHaveTheirTokensRanges() {
        let long = String(repeating: "VeryLong", count: 5)
        let text = "navigation Grâce_2 {\n    screen root: X\n    root\n    Grâce_2 -> Ünïcode\n    screen \(long): Y\n}\n"
        let source = SourceFile(path: "names.transition", text: text)
        let tree = Parser.parse(source).file.tree
        let (tokens, _) = Lexer.tokenize(source.bytes)
        let tokenRanges = Set(tokens.filter { $0.kind == .identifier || $0.kind.isReservedWord }.map(\.range))
        var names: [String] = []
        tree.walk { node in
            if tree.kind(node) == .identifier {
                let range = tree.range(node)
                XCTAssertTrue(range.isEmpty || tokenRanges.contains(range), "\(range) is no token's range")
                XCTAssertEqual(node.isNode, range.length > 31, "\(range)")
                names.append(tree.text(range))
            }
            return true
        }
        XCTAssertTrue(names.contains(long))
    }

    /// The packing's limits: a name starting past 32 MiB, or longer than 31 bytes, is a record; a
    /// missing name packs anywhere below 1 GiB; every packed name reads back as it went in.
    func testNamePackingLimits() {
        let limit = 1 << 25 - 1
        for range in [SourceRange(0, 1), SourceRange(limit, limit + 31), SourceRange(12_345, 12_360)] {
            XCTAssertEqual(SyntaxID.name(range)?.nameRange, range)
        }
        XCTAssertNil(SyntaxID.name(SourceRange(limit + 1, limit + 2)))
        XCTAssertNil(SyntaxID.name(SourceRange(0, 32)))
        XCTAssertEqual(SyntaxID.name(.at(1 << 29))?.nameRange, .at(1 << 29))
        XCTAssertNil(SyntaxID.name(.at(1 << 30)))
        XCTAssertNotEqual(SyntaxID.name(.at(1 << 30 - 2)), SyntaxID.none)
    }

    /// The nodes under a cursor, from the file down to the name it is on (a cursor just after a
    /// word is on it).
    func testThePathToAnOffsetEndsAtTheNameUnderIt() {
        let text = "animator A(duration: 0.3) {\n    to.alpha: 0 -> 1\n}\n"
        let tree = parseClean(text).tree
        let offset = text.utf8.count - "alpha: 0 -> 1\n}\n".utf8.count + 2
        XCTAssertEqual(tree.path(to: offset).map(tree.kind), [.file, .animator, .list, .property, .path, .identifier])
        XCTAssertEqual(tree.path(to: offset + 3).map(tree.kind), [.file, .animator, .list, .property, .path, .identifier])
        XCTAssertEqual(tree.innermost(.property, on: tree.path(to: offset), as: PropertyAnimation.self)?.target.dotted, "to.alpha")
        XCTAssertEqual(tree.path(to: text.utf8.count).map(tree.kind), [.file])
    }
}
