#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `AtomicFile` is writing, removed when SIGINT, SIGTERM or SIGHUP ends the
/// process (Ctrl-C, a build system stopping a step, a closed terminal), so an interrupted command
/// leaves the old outputs and nothing beside them.
///
/// The handler may run at any instruction, so it only walks a list that is never freed and calls
/// `unlink(2)`, then restores the signal's default action and raises it again: the process still
/// ends as the signal says (status 128 + N to a shell). The list is changed only with those
/// signals blocked on the changing thread, and a node's path is complete before it is marked live.
/// A signal the process was started ignoring (`nohup`) stays ignored.
enum PendingTemporaryFiles {
    #if canImport(Glibc) || canImport(Darwin)
    /// One remembered path; nodes are reused, never freed, so the handler can always read them.
    private struct Node {
        var next: UnsafeMutablePointer<Node>?
        var live: Int32
        var capacity: Int
        var path: UnsafeMutablePointer<CChar>
    }

    /// The first node (nil when none was ever remembered).
    nonisolated(unsafe) private static let head: UnsafeMutablePointer<UnsafeMutablePointer<Node>?> = {
        let pointer = UnsafeMutablePointer<UnsafeMutablePointer<Node>?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()
    nonisolated(unsafe) private static var installed = false
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler, once; the first write calls this before making a temporary file.
    static func removeOnTerminatingSignals() {
        guard !installed else { return }
        installed = true
        _ = head  // initialized here, never for the first time inside the handler
        for number in signals {
            let previous = signal(number, removeAndReraise)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }

    /// Marks `path` to be removed on a signal; call before the file is created.
    static func remember(_ path: String) {
        withSignalsBlocked {
            let bytes = Array(path.utf8CString)
            var node = head.pointee
            while let current = node, current.pointee.live != 0 || current.pointee.capacity < bytes.count {
                node = current.pointee.next
            }
            let target: UnsafeMutablePointer<Node>
            if let reusable = node {
                target = reusable
            } else {
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
                target = UnsafeMutablePointer<Node>.allocate(capacity: 1)
                target.initialize(to: Node(next: head.pointee, live: 0, capacity: bytes.count, path: buffer))
                head.pointee = target
            }
            bytes.withUnsafeBufferPointer { target.pointee.path.update(from: $0.baseAddress!, count: bytes.count) }
            target.pointee.live = 1
        }
    }

    /// The file at `path` was renamed or removed: a signal no longer needs to remove it.
    static func forget(_ path: String) {
        withSignalsBlocked {
            var node = head.pointee
            while let current = node {
                if current.pointee.live != 0, String(cString: current.pointee.path) == path {
                    current.pointee.live = 0
                }
                node = current.pointee.next
            }
        }
    }

    /// The handler's work: async-signal-safe calls only.
    fileprivate static func unlinkLive() {
        var node = head.pointee
        while let current = node {
            if current.pointee.live != 0 { unlink(current.pointee.path) }
            node = current.pointee.next
        }
    }

    private static func withSignalsBlocked(_ body: () -> Void) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        body()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    #else
    static func removeOnTerminatingSignals() {}
    static func remember(_ path: String) {}
    static func forget(_ path: String) {}
    #endif
}

#if canImport(Glibc) || canImport(Darwin)
/// Removes the pending temporary files, then lets the signal end the process as it would have.
private func removeAndReraise(_ number: Int32) {
    PendingTemporaryFiles.unlinkLive()
    signal(number, SIG_DFL)
    raise(number)
}
#endif
