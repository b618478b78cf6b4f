import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

// Benchmarks for the front end, phase by phase (release build):
//   transc-bench FILE [REPEAT]                 lex, parse, check and compile FILE, best of REPEAT
//                                              runs each, and the peak resident memory
//   transc-bench --phase PHASE FILE [REPEAT]   one phase only (lex, parse, check or compile),
//                                              printed as `PHASE SECONDS COUNT` for scripts/bench.py,
//                                              which reads the process's peak memory itself
// `parse` counts the tree's nodes; `check` is the checker alone on a tree parsed beforehand; `compile` is what `transc check` runs
// (parse, imports, check). A result is freed after its clock stops, as `transc check` never frees.

/// A front-end phase timed on its own.
enum Phase: String, CaseIterable {
    case lex, parse, check, compile

    /// The best of `repeats` runs in seconds, and what the phase counts: tokens, or diagnostics.
    func measure(_ source: SourceFile, repeats: Int) -> (seconds: Double, count: Int) {
        switch self {
        case .lex:
            return best(repeats) {
                var lexer = Lexer(bytes: source.bytes)
                var tokens = 0
                while lexer.next().kind != .endOfFile { tokens += 1 }
                return tokens
            }.map { $0 }
        case .parse:
            return best(repeats) { Parser.parse(source) }.map { $0.file.tree.nodeCount }
        case .check:
            let parsed = Parser.parse(source)
            return best(repeats) { Compilation.check(source, syntax: parsed.file) }.map { $0.diagnostics.count }
        case .compile:
            return best(repeats) { Compilation.compile(source) }.map { $0.diagnostics.count }
        }
    }
}

/// The fastest of `repeats` runs of `body`, timed without freeing what it returns, and the value
/// of the last run.
func best<Result>(_ repeats: Int, _ body: () -> Result) -> Timed<Result> {
    var fastest = Double.infinity
    var last: Result?
    for _ in 0..<max(repeats, 1) {
        last = nil
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        last = result
    }
    return Timed(seconds: fastest, value: last!)
}

/// A measured time with what was measured.
struct Timed<Value> {
    var seconds: Double
    var value: Value

    func map(_ count: (Value) -> Int) -> (seconds: Double, count: Int) { (seconds, count(value)) }
}

func peakResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: transc-bench FILE [REPEAT]
               transc-bench --phase lex|parse|check|compile FILE [REPEAT]

        """.utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var only: Phase?
if arguments.first == "--phase" {
    guard arguments.count >= 2, let phase = Phase(rawValue: arguments[1]) else { usage() }
    only = phase
    arguments.removeFirst(2)
}
guard (1...2).contains(arguments.count), let data = FileManager.default.contents(atPath: arguments[0]) else { usage() }
let repeats = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
let source = SourceFile(path: arguments[0], bytes: Array(data))

if let only {
    let (seconds, count) = only.measure(source, repeats: repeats)
    print("\(only.rawValue) \(seconds) \(count)")
    exit(0)
}

let megabytes = Double(source.bytes.count) / 1e6
let baseline = peakResidentKilobytes()
print(String(format: "%.2f MB, best of %d", megabytes, repeats))
for phase in Phase.allCases {
    let (seconds, count) = phase.measure(source, repeats: repeats)
    let counted = switch phase {
    case .lex: "\(count) tokens"
    case .parse: "\(count) nodes"
    case .check, .compile: "\(count) diagnostics"
    }
    print(phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%8.1f ms %8.1f MB/s  ", seconds * 1000, megabytes / seconds) + counted)
}
let tree = Parser.parse(source).file.tree
print(String(format: "tree      %d nodes, %.1f MB (%.2f bytes a source byte)", tree.nodeCount,
             Double(tree.storageBytes) / 1e6, Double(tree.storageBytes) / Double(source.bytes.count)))
let peak = peakResidentKilobytes()
print(String(format: "peak memory %.1f MB above the %.1f MB baseline (%.1fx the input)",
             Double(peak - baseline) / 1024, Double(baseline) / 1024, Double(peak - baseline) * 1024 / Double(source.bytes.count)))
