/// `transc test --junit FILE`: the scenarios as JUnit XML, the report CI services (GitHub Actions
/// test reporters, GitLab, Jenkins) read. One `testsuite` per spec file, one `testcase` per
/// scenario, a `failure` holding the same text the command prints; a spec with errors is one
/// `testcase` with an `error`. No timings, so the same run writes the same bytes.
struct JUnitReport {
    struct Case {
        let name: String
        /// Nil when the case passed.
        let problem: Problem?
    }

    struct Problem {
        /// `failure` for a failed expectation or invariant, `error` for a spec that did not compile.
        let element: String
        let message: String
        let detail: String
    }

    struct Suite {
        let name: String
        var cases: [Case] = []
    }

    var suites: [Suite] = []

    var xml: String {
        func count(_ cases: [Case], _ element: String) -> Int {
            cases.filter { $0.problem?.element == element }.count
        }
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"transc test\" tests=\"\(all.count)\" failures=\"\(count(all, "failure"))\" errors=\"\(count(all, "error"))\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(count(suite.cases, "failure"))\" errors=\"\(count(suite.cases, "error"))\">\n"
            for testCase in suite.cases {
                let opening = "    <testcase name=\"\(escape(testCase.name))\" classname=\"\(escape(suite.name))\""
                guard let problem = testCase.problem else {
                    out += opening + "/>\n"
                    continue
                }
                out += opening + ">\n"
                out += "      <\(problem.element) message=\"\(escape(problem.message))\">\(escape(problem.detail))</\(problem.element)>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD.
    private func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
