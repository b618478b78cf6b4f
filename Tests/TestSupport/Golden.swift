import Foundation
import XCTest

/// Golden files: expected output kept beside the tests, compared byte for byte.
///
/// Run the tests with `GOLDEN_UPDATE=1` to rewrite every golden file from the current output
/// instead of comparing; then read the diff before committing it. On a mismatch the failure shows
/// a line diff, `-` for the golden (expected) line and `+` for the actual one.
public enum Golden {
    /// Whether this run rewrites golden files instead of comparing with them.
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1"
    }

    /// Asserts that `actual` equals the contents of `golden`, or writes it there (creating its
    /// folder) when updating. `label` names the output in the failure, the golden's file name
    /// when nil.
    public static func assertMatches(
        _ actual: String, golden: URL, _ label: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let name = label ?? golden.lastPathComponent
        if isUpdating {
            do {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: golden, options: .atomic)
            } catch {
                XCTFail("cannot write \(golden.path): \(error)", file: file, line: line)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            XCTFail("\(name): missing golden file \(golden.path); run with GOLDEN_UPDATE=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        XCTFail(
            "\(name) differs from \(golden.lastPathComponent) (- expected, + actual); run with GOLDEN_UPDATE=1 to accept:\n"
                + lineDiff(expected: expected, actual: actual),
            file: file, line: line
        )
    }

    /// A unified-style line diff of two texts: common lines prefixed with two spaces, lines only
    /// in `expected` with `- `, lines only in `actual` with `+ `. Long runs of common lines are
    /// elided to keep failures short.
    public static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table; golden files are small, and huge ones fall back to
        // showing the first difference only.
        guard a.count * b.count <= 4_000_000 else {
            let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "first difference at line \(i + 1):\n- \(i < a.count ? a[i] : "<end>")\n+ \(i < b.count ? b[i] : "<end>")"
        }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(Character, String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
                lines.append(("-", a[i])); i += 1
            } else {
                lines.append(("+", b[j])); j += 1
            }
        }
        // Keep two lines of context around each change.
        let changed = lines.indices.filter { lines[$0].0 != " " }
        var out = ""
        var lastPrinted = -1
        for index in lines.indices where changed.contains(where: { abs($0 - index) <= 2 }) {
            if index > lastPrinted + 1 { out += "  …\n" }
            out += "\(lines[index].0) \(lines[index].1)\n"
            lastPrinted = index
        }
        if lastPrinted < lines.count - 1 { out += "  …\n" }
        return out
    }
}
