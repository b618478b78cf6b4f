import Foundation

/// Runs a `LanguageServer` over two file descriptors (standard input and output for
/// `transc lsp`).
///
/// A reader thread frames input as it arrives and queues it; the serving thread takes everything
/// queued at once, so a `$/cancelRequest` that arrives while an earlier request is being answered
/// still cancels the requests queued behind it. Input that ends, with or without `exit`, ends the
/// server.
public struct ServerConnection {
    private let server: LanguageServer
    private let input: Int32
    private let output: Int32

    /// Serves `server` on `input` and `output` (pipes in tests).
    public init(server: LanguageServer, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.server = server
        self.input = input
        self.output = output
    }

    /// Serves until `exit` or the end of input. Returns the exit status: 0 when `shutdown` came
    /// first, 1 otherwise.
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that goes away must not kill the server mid-write
        let queue = InboundQueue()
        let input = self.input
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                queue.push(framer.feed(buffer[0..<count]))
            }
            queue.finish()
        }
        reader.start()
        while true {
            let (events, finished) = queue.takeAll()
            server.process(events) { write($0.wireBytes) }
            if let status = server.exitStatus { return status }
            if finished { return server.isShutDown ? 0 : 1 }
        }
    }

    private func write(_ body: [UInt8]) {
        let framed = MessageFramer.frame(body)
        var written = 0
        while written < framed.count {
            let count = framed[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }  // the client has gone; the end of input follows
            written += count
        }
    }
}

/// Framed input handed from the reader thread to the serving thread.
final class InboundQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [MessageFramer.Event] = []
    private var finished = false

    func push(_ new: [MessageFramer.Event]) {
        guard !new.isEmpty else { return }
        condition.lock()
        events += new
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Waits for input, then returns all of it, and whether input has ended.
    func takeAll() -> ([MessageFramer.Event], Bool) {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty && !finished { condition.wait() }
        let taken = events
        events.removeAll()
        return (taken, finished)
    }
}
