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

/// Writing output files so that nothing is lost: a failed or interrupted command leaves every
/// existing file as it was and no temporary file behind.
///
/// - The new bytes go to a temporary file in the target's directory, written in full, given the
///   target's permission bits (and, best effort, its owner) and synced, then renamed over the
///   target, and the directory is synced. Every failure path removes the temporary file, and so
///   does SIGINT, SIGTERM or SIGHUP (`PendingTemporaryFiles`).
/// - The outputs of one command are written together: every temporary file is written before
///   the first target is replaced, so a failure on the last (a full disk) leaves every old output.
/// - A symbolic link is followed: its target is what gets written, and the link stays a link.
/// - A file with several hard links cannot be replaced by a rename without splitting the links.
///   Its new contents are first written to a temporary file in full (which proves the space is
///   there), then that file is removed and the same bytes are written over the original in
///   place, which is truncated to the new length and synced. Every name keeps seeing the file;
///   only a crash during that last copy can leave it partly written.
/// - A character device or a FIFO (`/dev/null`, a named pipe) is written to directly: renaming a
///   file over it would replace the device node itself. A directory is refused.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write([(path: path, text: text)])
    }

    /// Writes every output, or, when one cannot be written, none: all the temporary files are
    /// written before any target is touched. A failure reports the output it happened on.
    static func write(_ outputs: [(path: String, text: String)]) throws {
        PendingTemporaryFiles.removeOnTerminatingSignals()
        var staged: [Staged] = []
        do {
            for output in outputs { staged.append(try stage(Array(output.text.utf8), for: output.path)) }
        } catch {
            staged.forEach { $0.discard() }
            throw error
        }
        // Devices and FIFOs first (a reader may never come; a signal then removes the temporary
        // files), then the files written in place, then the renames.
        let order = staged.filter(\.isDirect) + staged.filter(\.isInPlace) + staged.filter(\.isReplace)
        for (index, output) in order.enumerated() {
            do {
                try output.commit()
            } catch {
                order[(index + 1)...].forEach { $0.discard() }
                throw error
            }
        }
    }

    /// The bytes of a regular file at `path` (links followed), nil when there is none or it is a
    /// device, a FIFO or a directory, whose reading could block or never end.
    static func currentContents(of path: String) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// One output ready to be committed.
    private enum Staged {
        /// A temporary file to rename over `target`.
        case replace(temporary: String, target: String, path: String)
        /// A hard-linked file: the temporary file proved the space; the bytes go in place.
        case inPlace(temporary: String, target: String, bytes: [UInt8])
        /// A character device or FIFO, written to directly.
        case direct(target: String, bytes: [UInt8])

        var isDirect: Bool { if case .direct = self { true } else { false } }
        var isInPlace: Bool { if case .inPlace = self { true } else { false } }
        var isReplace: Bool { if case .replace = self { true } else { false } }

        func commit() throws {
            switch self {
            case let .replace(temporary, target, path):
                guard rename(temporary, target) == 0 else {
                    let code = errno
                    discard()
                    throw failure(path, code)
                }
                PendingTemporaryFiles.forget(temporary)
                syncDirectory(of: target)
            case let .inPlace(_, target, bytes):
                discard()
                try overwriteInPlace(bytes, at: target)
            case let .direct(target, bytes):
                try writeDirectly(bytes, to: target)
            }
        }

        /// Removes the temporary file, if there is one.
        func discard() {
            switch self {
            case let .replace(temporary, _, _), let .inPlace(temporary, _, _):
                unlink(temporary)
                PendingTemporaryFiles.forget(temporary)
            case .direct:
                break
            }
        }
    }

    /// Writes the temporary file for one output (none for a device or FIFO).
    private static func stage(_ bytes: [UInt8], for path: String) throws -> Staged {
        let target = try resolvingLinks(path)
        var status = stat()
        let exists = stat(target, &status) == 0
        let kind = status.st_mode & S_IFMT
        if exists && kind == S_IFDIR { throw failure(path, EISDIR) }
        if exists && kind != S_IFREG { return .direct(target: target, bytes: bytes) }
        // A new file gets what open(2) would give it: 0666 less the umask.
        let mode = exists ? status.st_mode & 0o7777 : creationMode()
        let temporary = try writeTemporary(bytes, beside: target, mode: mode, owner: exists ? (status.st_uid, status.st_gid) : nil)
        if exists && status.st_nlink > 1 {
            return .inPlace(temporary: temporary, target: target, bytes: bytes)
        }
        return .replace(temporary: temporary, target: target, path: path)
    }

    /// The file a path names after following symbolic links, the last one possibly dangling
    /// (then the file is created where it points).
    static func resolvingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(path, errno) }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination
                : (PathText.directory(of: current) as NSString).appendingPathComponent(destination)
        }
        throw failure(path, ELOOP)
    }

    /// Writes `bytes` to a new file beside `target` and syncs it; returns its path. On any failure
    /// the file is removed before the error is thrown.
    private static func writeTemporary(_ bytes: [UInt8], beside target: String, mode: mode_t, owner: (uid_t, gid_t)?) throws -> String {
        let directory = PathText.directory(of: target)
        let name = (target as NSString).lastPathComponent
        var attempt = 0
        while true {
            let suffix = attempt == 0 ? "" : "-\(attempt)"
            let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).transc-\(getpid())\(suffix).tmp"
            // Registered before it exists, so a signal from here on removes it.
            PendingTemporaryFiles.remember(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                let code = errno
                PendingTemporaryFiles.forget(temporary)
                if code == EEXIST && attempt < 100 {
                    attempt += 1
                    continue
                }
                throw failure(target, code)
            }
            do {
                try writeAll(bytes, to: descriptor, path: target)
                if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }  // only root can give a file away
                guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw failure(target, errno) }
                guard close(descriptor) == 0 else {
                    let code = errno
                    unlink(temporary)
                    PendingTemporaryFiles.forget(temporary)
                    throw failure(target, code)
                }
            } catch {
                close(descriptor)
                unlink(temporary)
                PendingTemporaryFiles.forget(temporary)
                throw error
            }
            return temporary
        }
    }

    /// Writes `bytes` over the file at `path` from its start, truncates it to their length and
    /// syncs it: the same inode, so every hard link sees the new contents.
    private static func overwriteInPlace(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { throw failure(path, errno) }
    }

    /// Writes `bytes` to a device or FIFO as a stream: no temporary file, no truncation, no
    /// rename (a FIFO's open waits for a reader).
    private static func writeDirectly(_ bytes: [UInt8], to path: String) throws {
        var descriptor: Int32
        repeat { descriptor = open(path, O_WRONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure(path, count < 0 ? errno : EIO) }
            written += count
        }
    }

    /// write(2), named apart from this type's methods.
    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(written)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure(path, count < 0 ? errno : ENOSPC) }
            written += count
        }
    }

    /// Makes the rename durable; a directory that cannot be opened or synced changes nothing.
    private static func syncDirectory(of path: String) {
        let directory = PathText.directory(of: path)
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func creationMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    private static func failure(_ path: String, _ code: Int32) -> Error { Failure(path: path, code: code) }

    /// Why a write failed, as the system says it ("No space left on device").
    struct Failure: LocalizedError {
        let path: String
        let code: Int32
        var errorDescription: String? { String(cString: strerror(code)) }
    }
}
