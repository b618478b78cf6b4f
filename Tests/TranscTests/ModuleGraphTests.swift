import Foundation
import XCTest

/// The module graph of ARCHITECTURE.md, held by Package.swift and by the sources' imports: each
/// module of `Sources/` imports only the package's modules its target depends on, and the back
/// ends (the runtime, the emitter, the pictures) depend on the checked model, never on the front
/// end that parses and checks: they cannot see an unchecked tree. SwiftPM does not refuse an
/// import of a module that happens to be built already, so the imports are checked here.
final class ModuleGraphTests: XCTestCase {
    /// What a back end may be given of a spec: the model, its plans, and the core.
    static let backEnds = ["TransitionRuntime", "SwiftEmitter", "TransitionPictures"]
    /// The syntax (lexer, parser, tree) and the checker.
    static let frontEnd = ["TransitionSyntax", "TransitionLanguage"]

    func testEveryModuleImportsOnlyItsDependencies() throws {
        let dependencies = try Self.targetDependencies()
        XCTAssertEqual(dependencies["TransitionModel"], ["TransitionSource", "TransitionCore"], "the scan read Package.swift")
        var problems: [String] = []
        for (path, text) in try HouseRulesTests.sources() {
            let module = String(path.split(separator: "/")[1])
            guard let allowed = dependencies[module] else {
                problems.append("\(path): its folder is no target of Package.swift")
                continue
            }
            for imported in Self.imports(in: text) where dependencies[imported] != nil && imported != module && !allowed.contains(imported) {
                problems.append("\(path): imports \(imported), which \(module) does not depend on")
            }
        }
        XCTAssertEqual(problems, [], "add the dependency in Package.swift (and ARCHITECTURE.md's graph) or drop the import")
    }

    func testTheBackEndsDependOnTheModelNotTheFrontEnd() throws {
        let dependencies = try Self.targetDependencies()
        for backEnd in Self.backEnds {
            let direct = try XCTUnwrap(dependencies[backEnd], backEnd)
            XCTAssertTrue(direct.contains("TransitionModel"), "\(backEnd) reads the model")
            for module in Self.frontEnd {
                XCTAssertFalse(Self.closure(of: backEnd, in: dependencies).contains(module), "\(backEnd) reaches \(module), a stage of the front end")
            }
        }
        for module in Self.frontEnd {
            XCTAssertFalse(Self.closure(of: "TransitionModel", in: dependencies).contains(module), "the model stands below \(module)")
        }
        XCTAssertFalse(Self.closure(of: "TransitionSyntax", in: dependencies).contains("TransitionLanguage"), "the syntax stands below the checker")
    }

    func testTheScannerReadsImportsAndTargets() {
        let source = """
            import Foundation
            @testable import TransitionModel
            // import TransitionLanguage
            let text = "import SwiftEmitter"
            """
        XCTAssertEqual(Self.imports(in: source), ["Foundation", "TransitionModel"])
        let package = """
            .target(name: "A", dependencies: ["B", "C"]),
            .target(name: "B"),
            .executableTarget(
                name: "D",
                dependencies: ["A"]
            ),
            .testTarget(name: "ATests", dependencies: ["A"]),
            """
        XCTAssertEqual(Self.targets(in: package), ["A": ["B", "C"], "B": [], "D": ["A"]])
    }

    /// The package's modules (not its tests) and the targets each depends on, as Package.swift declares them.
    static func targetDependencies() throws -> [String: [String]] {
        let text = try String(contentsOf: Transc.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return targets(in: text)
    }

    /// `.target` and `.executableTarget` declarations in `text` whose path is their own folder of
    /// `Sources/` (no `path:`), with their dependencies.
    static func targets(in text: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        let pattern = #"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?([^)]*)\)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let group = { (i: Int) in Range(match.range(at: i), in: text).map { String(text[$0]) } }
            guard let name = group(1), !(group(3) ?? "").contains("path:") else { continue }
            let names = (group(2) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
            found[name] = names.filter { !$0.isEmpty }
        }
        return found
    }

    /// The modules a Swift file imports, outside comments and strings.
    static func imports(in text: String) -> [String] {
        let code = String(decoding: SwitchScanner.blanked(text), as: UTF8.self)
        return code.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }), index + 1 < words.count else { return nil }
            return String(words[index + 1])
        }
    }

    /// Every target `module` reaches through its dependencies.
    static func closure(of module: String, in dependencies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = dependencies[module] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += dependencies[next] ?? []
        }
        return seen
    }
}
