import Foundation

/// Where a command's single output goes: standard output for `-`, else a file written atomically.
enum OutputFile {
    static func write(_ text: String, to path: String, command: String) -> Int32 {
        if path == "-" {
            Output.raw(text)
            return ExitStatus.ok
        }
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            Output.error("transc \(command): cannot write '\(path)': \(error.localizedDescription)")
            return ExitStatus.usage
        }
        return ExitStatus.ok
    }
}
