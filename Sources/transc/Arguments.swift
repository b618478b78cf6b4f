import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small hand-written argument parser: flags, options with values (`--name value` or
/// `--name=value`), short aliases, positional arguments, `-` for standard input and `--` to end
/// options.
///
/// A command declares its options once, as an `Arguments` value; the parser, `--help`'s checks
/// and the shell completions (`transc completions`) all read that declaration.
struct Arguments: Sendable {
    struct Problem: Error {
        let message: String
    }

    /// Option spellings (`--format`, `-o`) that take a value, mapped to their canonical name.
    let valued: [String: String]
    /// Flag spellings mapped to their canonical name.
    let flags: [String: String]
    /// The values an option (by canonical name) accepts, when they are a fixed list.
    let choices: [String: [String]]

    private(set) var values: [String: String] = [:]
    private(set) var set: Set<String> = []
    private(set) var positional: [String] = []

    init(valued: [String: String] = [:], flags: [String: String] = [:], choices: [String: [String]] = [:]) {
        self.valued = valued
        self.flags = flags
        self.choices = choices
    }

    /// Every option spelling, sorted: long ones, then short ones.
    var spellings: [String] {
        (Array(valued.keys) + Array(flags.keys)).sorted { ($0.hasPrefix("--") ? 0 : 1, $0) < ($1.hasPrefix("--") ? 0 : 1, $1) }
    }

    /// Parses `arguments`, or says what is wrong with them.
    mutating func parse(_ arguments: [String]) throws(Problem) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var spelling = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                spelling = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let name = flags[spelling] {
                guard inlineValue == nil else { throw Problem(message: "option '\(spelling)' takes no value") }
                set.insert(name)
            } else if let name = valued[spelling] {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw Problem(message: "option '\(spelling)' needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                let known = (Array(flags.keys) + Array(valued.keys)).filter { $0.hasPrefix("--") }.sorted()
                throw Problem(message: "unknown option '\(spelling)'\(known.isEmpty ? "" : "; options: \(known.joined(separator: ", "))")")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { set.contains(name) }

    /// A value that must be one of the option's declared `choices`.
    func choice(_ name: String, default fallback: String) throws(Problem) -> String {
        let choices = self.choices[name] ?? []
        guard let value = values[name] else { return fallback }
        guard choices.contains(value) else {
            throw Problem(message: "'\(value)' is not a valid value for --\(name); use \(choices.joined(separator: " or "))")
        }
        return value
    }
}

/// Reading the files a command is given: a path, or `-` for standard input.
///
/// Only a regular file or standard input is read, and at most `maximumSize` bytes of either: a
/// directory, a device (`/dev/zero` never ends) or a FIFO is refused before a byte is read.
enum InputFiles {
    /// The largest spec a command reads: 256 MiB, far beyond any spec written by hand or generated.
    static let maximumSize = Compilation.maximumFileSize

    /// Why a file was not read: the message names it, and the exit status says whether it is the
    /// input's fault (1: not a spec file, too large) or the system's (2: missing, no permission).
    struct Unreadable: Error {
        let message: String
        let status: Int32
    }

    static func read(_ path: String) throws(Unreadable) -> [UInt8] {
        if path == "-" {
            return try readToEnd(STDIN_FILENO, name: "standard input")
        }
        // Non-blocking, so that opening a FIFO does not wait for a writer; a regular file reads
        // as it would otherwise.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            if code == ENXIO, stat(path, &status) == 0 {  // a socket
                throw notASpecFile(path, kind: status.st_mode & S_IFMT)
            }
            let reason = code == ENOENT ? "no such file" : String(cString: strerror(code))
            throw Unreadable(message: "transc: cannot read '\(path)': \(reason)", status: ExitStatus.usage)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Unreadable(message: "transc: cannot read '\(path)': \(String(cString: strerror(errno)))", status: ExitStatus.usage)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw notASpecFile(path, kind: status.st_mode & S_IFMT) }
        guard Int(status.st_size) <= maximumSize else { throw tooLarge("'\(path)'") }
        return try readToEnd(descriptor, name: "'\(path)'", expected: Int(status.st_size))
    }

    private static func notASpecFile(_ path: String, kind: mode_t) -> Unreadable {
        let what = switch kind {
        case S_IFDIR: "it is a directory"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFIFO: "it is a FIFO, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
        return Unreadable(message: "transc: cannot read '\(path)': \(what); give a .transition file, or '-' for standard input",
                          status: ExitStatus.failure)
    }

    private static func tooLarge(_ name: String) -> Unreadable {
        Unreadable(message: "transc: cannot read \(name): it is larger than \(maximumSize >> 20) MiB, the most a spec may be",
                   status: ExitStatus.failure)
    }

    /// Every byte up to the end, read straight into the array the front end keeps, with no
    /// intermediate `Data` copy (a 10 MB spec would otherwise be held twice); `expected` is the
    /// size fstat reported, read first, then on to the end in case the file grew meanwhile.
    private static func readToEnd(_ descriptor: Int32, name: String, expected: Int = 0) throws(Unreadable) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw readFailure(name) }
            if count == 0 { break }
            filled += count
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while filled == bytes.count {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw readFailure(name) }
            if count == 0 { break }
            guard filled + count <= maximumSize else { throw tooLarge(name) }
            bytes.append(contentsOf: chunk[0..<count])
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    private static func readFailure(_ name: String) -> Unreadable {
        Unreadable(message: "transc: cannot read \(name): \(String(cString: strerror(errno)))", status: ExitStatus.usage)
    }

    /// read(2) from the C library of the platform (the name `read` is taken by this type).
    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The file at `path` (`-` for standard input) as a source file; when it cannot be read, the
    /// error is thrown after its message is printed. `stdinName` (`--stdin-filename`) is the path
    /// standard input stands for: the name messages print and the directory imports resolve from.
    static func source(_ path: String, stdinName: String? = nil) throws(Unreadable) -> SourceFile {
        do {
            return SourceFile(path: displayName(path, stdinName: stdinName), bytes: try read(path))
        } catch {
            Output.error(error.message)
            throw error
        }
    }

    /// The name diagnostics print for a path.
    static func displayName(_ path: String, stdinName: String? = nil) -> String {
        guard path == "-" else { return path }
        return stdinName ?? "<stdin>"
    }
}
