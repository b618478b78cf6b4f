import Foundation
import TransitionLanguage

// Benchmarks for the front end, phase by phase: `transc-bench FILE [REPEAT]` reports the time of
// lexing, parsing and checking FILE (best of REPEAT runs) and the peak resident memory.

func peakResidentKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

func best(_ repeats: Int, _ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: transc-bench FILE [REPEAT]\n".utf8))
    exit(2)
}
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let source = SourceFile(path: arguments[1], bytes: Array(data))
let megabytes = Double(source.bytes.count) / 1e6
let baseline = peakResidentKilobytes()

var tokens = 0
let lexTime = best(repeats) {
    var lexer = Lexer(bytes: source.bytes)
    tokens = 0
    while lexer.next().kind != .endOfFile { tokens += 1 }
}
let parseTime = best(repeats) { _ = Parser.parse(source) }
let afterParse = peakResidentKilobytes()
var diagnostics = 0
let checkTime = best(repeats) { diagnostics = Compilation.compile(source).diagnostics.count }
let peak = peakResidentKilobytes()

func report(_ name: String, _ seconds: Double) {
    print(name.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%8.1f ms %8.1f MB/s", seconds * 1000, megabytes / seconds))
}
print(String(format: "%.2f MB, %d tokens, %d diagnostics", megabytes, tokens, diagnostics))
report("lex", lexTime)
report("parse", parseTime)
report("compile", checkTime)
print(String(format: "peak memory after parsing %.1f MB above the baseline (%.1fx the input)",
             Double(afterParse - baseline) / 1024, Double(afterParse - baseline) * 1024 / Double(source.bytes.count)))
print(String(format: "peak memory %.1f MB above the %.1f MB baseline (%.1fx the input)",
             Double(peak - baseline) / 1024, Double(baseline) / 1024, Double(peak - baseline) * 1024 / Double(source.bytes.count)))
