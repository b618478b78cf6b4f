import TransitionLanguage
import Foundation

// Temporary driver: parse each file and print diagnostics.
var failed = false
for path in CommandLine.arguments.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let file = SourceFile(path: path, bytes: Array(data))
    let result = Parser.parse(file)
    FileHandle.standardError.write(DiagnosticRenderer().render(result.diagnostics, in: file).data(using: .utf8)!)
    if result.diagnostics.hasErrors { failed = true }
}
exit(failed ? 1 : 0)
