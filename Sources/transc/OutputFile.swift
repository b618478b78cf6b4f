import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command's single output goes: standard output for `-`, else a file written atomically,
/// never over a spec the command read.
enum OutputFile {
    static func write(_ text: String, to path: String, command: String, reading: [SpecRead]) -> Int32 {
        if path == "-" {
            Output.raw(text)
            return ExitStatus.ok
        }
        if let problem = refusal(of: path, reading: reading) {
            Output.error("transc \(command): refusing to write '\(path)': \(problem); give another output path")
            return ExitStatus.usage
        }
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            Output.error("transc \(command): cannot write '\(path)': \(error.localizedDescription)")
            return ExitStatus.usage
        }
        return ExitStatus.ok
    }

    /// Why writing `output` would destroy a spec the command read, or nil. Compared by device and
    /// inode of the file the path ends at (links followed), so neither a symbolic link, nor a hard
    /// link, nor `./x` names a spec past it; by path too, for a spec since removed.
    static func refusal(of output: String, reading: [SpecRead]) -> String? {
        guard output != "-" else { return nil }
        let target = Identity(path: output)
        let resolvedOutput = resolved(output)
        for spec in reading {
            let same = (target != nil && spec.identity == target) || (spec.path.map(resolved) == resolvedOutput)
            guard same else { continue }
            return spec.imported ? "it is '\(spec.name)', a spec this command imports" : "it is the spec '\(spec.name)' this command reads"
        }
        return nil
    }

    /// `path` made absolute, `.` and `..` removed and links followed: the file two spellings of a
    /// path (`./x`, `dir/../x`, a link) both name, compared where the file may not exist yet.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Device and inode of a file.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64

        /// The file `path` ends at, links followed; nil when there is none.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }

        /// The file open on `descriptor` (standard input redirected from a spec); nil for a pipe
        /// or terminal, which no output can name.
        init?(descriptor: Int32) {
            var status = stat()
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(status)
        }

        private init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}

/// A spec a command read, which no output of it may replace.
struct SpecRead {
    /// As messages name it.
    let name: String
    /// Its path on disk; nil for standard input.
    let path: String?
    let identity: OutputFile.Identity?
    /// Read through an `import` rather than given on the command line.
    let imported: Bool

    /// The spec given as `path` (`-`: standard input) and every file its compilation imports.
    static func all(_ path: String, _ compilation: Compilation) -> [SpecRead] {
        let given = path == "-"
            ? SpecRead(name: compilation.source.path, path: nil, identity: OutputFile.Identity(descriptor: STDIN_FILENO), imported: false)
            : SpecRead(name: path, path: path, identity: OutputFile.Identity(path: path), imported: false)
        return [given] + compilation.imports.map {
            SpecRead(name: $0.source.path, path: $0.source.path, identity: OutputFile.Identity(path: $0.source.path), imported: true)
        }
    }
}
