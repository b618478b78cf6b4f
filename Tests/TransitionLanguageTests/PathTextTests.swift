import XCTest
@testable import TransitionLanguage
@testable import TransitionModel
@testable import TransitionSource
@testable import TransitionSyntax

/// `PathText.directory(of:)` answers as `deletingLastPathComponent` does, one-character paths
/// included (on which Foundation traps on Linux).
final class PathTextTests: XCTestCase {
    func testDirectoryOfAPath() {
        let table: [(path: String, directory: String)] = [
            ("a", ""), ("-", ""), ("ab.swift", ""), ("x/a", "x"), ("/a", "/"), ("./a", "."),
            ("dir/sub/spec.transition", "dir/sub"), ("dir/sub/", "dir"), ("/", "/"), ("", ""), ("a//b", "a"),
        ]
        for row in table {
            XCTAssertEqual(PathText.directory(of: row.path), row.directory, row.path)
        }
    }

    /// One spelling for imports and the language server alike, on every platform.
    func testNormalizedPath() {
        let table: [(path: String, normalized: String)] = [
            ("app/../lib/a.transition", "lib/a.transition"), ("./a", "a"), ("a/./b", "a/b"), ("../a", "../a"),
            ("../../a/../b", "../../b"), ("/x/../../y", "/y"), ("/private/var/t/a", "/private/var/t/a"),
            ("a//b/", "a/b"), (".", "."), ("a/..", "."), ("/", "/"),
        ]
        for row in table {
            XCTAssertEqual(PathText.normalized(row.path), row.normalized, row.path)
        }
    }
}
