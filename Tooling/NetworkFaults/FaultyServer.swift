import Foundation
import Synchronization
import ToolSupport

/// A server on 127.0.0.1, on a port the system picks, that answers every connection with one fault,
/// each connection on a thread of its own. It counts the requests it read. `stop()` ends it and
/// every connection; it also stops by itself after `lifetime` seconds, so a trial that dies never
/// leaves it behind for long.
final class FaultyServer: Sendable {
    let fault: Fault
    let port: UInt16
    private let listener: Int32
    private let lateBy: Double
    /// A byte is written here to stop: every wait polls the read end, so all of them wake at once.
    private let stopSignal: (read: Int32, write: Int32)
    private let state = Mutex(State())
    private let threads = DispatchGroup()

    private struct State {
        var requests = 0
        var stopped = false
        /// The connections being served, shut down on stop; only the thread serving one closes it.
        var connections: Set<Int32> = []
    }

    /// The address the app is given: https for `tls`, which answers in plain HTTP.
    var url: String { "\(fault.scheme)://127.0.0.1:\(port)" }

    /// The requests read so far (for `tls`, the first bytes of each connection).
    var requests: Int { state.withLock { $0.requests } }

    init(fault: Fault, lateBy: Double, lifetime: Double) throws(ToolError) {
        self.fault = fault
        self.lateBy = lateBy
        var pair: [Int32] = [0, 0]
        guard pipe(&pair) == 0 else { throw .failed("cannot make a pipe for the \(fault) server") }
        stopSignal = (Self.keptFromChildren(pair[0]), Self.keptFromChildren(pair[1]))
        do throws(ToolError) {
            (listener, port) = try Self.openListener()
        } catch {
            close(pair[0])
            close(pair[1])
            throw error
        }
        let end = ContinuousClock.now + .seconds(lifetime)
        threads.enter()
        Thread.detachNewThread { [self] in
            acceptConnections(until: end)
            threads.leave()
        }
    }

    deinit {
        close(stopSignal.read)
        close(stopSignal.write)
    }

    /// Stops accepting, ends every connection, and returns once their threads are done.
    func stop() {
        halt()
        _ = threads.wait(timeout: .now() + 10)
    }

    private func halt() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            var byte: UInt8 = 1
            _ = write(stopSignal.write, &byte, 1)
            // Under the lock, so no connection is closed (and its number reused) meanwhile.
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    /// SOCK_STREAM, which is 1 in both systems' socket.h: Glibc imports it as an enum and Darwin as
    /// an Int32, so naming it would take a platform branch.
    static let stream: Int32 = 1

    /// A listening socket on 127.0.0.1 and its port.
    private static func openListener() throws(ToolError) -> (Int32, UInt16) {
        // A client gone in the middle of an answer must not end the tool: a send then fails with
        // EPIPE instead of raising SIGPIPE (on Linux and Darwin alike, so no platform branch).
        signal(SIGPIPE, SIG_IGN)
        let descriptor = keptFromChildren(socket(AF_INET, stream, 0))
        guard descriptor >= 0 else { throw .failed("cannot open a socket") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, size) == 0 && listen(descriptor, 64) == 0 && getsockname(descriptor, address, &size) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw .failed("cannot listen on 127.0.0.1")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// `descriptor`, closed in the programs the tool starts: a demo or a tmux server holding a
    /// socket of this server's would keep it open after the case.
    private static func keptFromChildren(_ descriptor: Int32) -> Int32 {
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptor
    }

    private func acceptConnections(until ends: ContinuousClock.Instant) {
        defer { close(listener) }
        while let waitMilliseconds = milliseconds(until: ends) {
            var watched = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&watched, 2, waitMilliseconds) >= 0 || errno == EINTR else { break }
            if watched[1].revents != 0 { return }
            guard watched[0].revents != 0 else { continue }
            let connection = Self.keptFromChildren(accept(listener, nil, nil))
            guard connection >= 0 else { continue }
            let taken = state.withLock { state in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard taken else {
                close(connection)
                return
            }
            threads.enter()
            Thread.detachNewThread { [self] in
                serve(connection)
                threads.leave()
            }
        }
        halt()
    }

    private func milliseconds(until instant: ContinuousClock.Instant) -> Int32? {
        let left = ContinuousClock.now.duration(to: instant)
        guard left > .zero else { return nil }
        return Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
    }

    private func serve(_ connection: Int32) {
        var resets = false
        defer {
            if resets {
                // A linger of zero makes close send a reset rather than the end of the stream.
                var abort = linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
            }
            state.withLock { state in
                state.connections.remove(connection)
                close(connection)
            }
        }
        if fault == .tls {
            // Whatever arrives, a TLS handshake included, is answered as a plain server would.
            guard !receive(from: connection).isEmpty else { return }
            state.withLock { $0.requests += 1 }
            sendAll(HTTPAnswer.badRequest, to: connection)
            return
        }
        guard let method = readRequest(from: connection) else { return }
        state.withLock { $0.requests += 1 }
        switch fault.reply(to: method, lateBy: lateBy) {
        case .send(let answer): sendAll(answer, to: connection)
        case .silence: _ = stopped(within: nil)
        case .late(let answer, let delay): if !stopped(within: delay) { sendAll(answer, to: connection) }
        case .drip(let answer):
            for byte in answer {
                guard !stopped(within: 1), sendAll(Data([byte]), to: connection) else { return }
            }
        case .cut(let part):
            sendAll(part, to: connection)
            resets = true
        case .flood(let head, let byte, let count):
            guard sendAll(head, to: connection) else { return }
            let chunk = Data(repeating: byte, count: 65536)
            var left = count
            while left > 0, sendAll(chunk.prefix(left), to: connection) { left -= min(left, chunk.count) }
        }
    }

    /// The request's method, once its head and body are in; nil when the client went first.
    private func readRequest(from connection: Int32) -> String? {
        var received = Data()
        while true {
            if let head = RequestHead(received: received) {
                var missing = head.bodyStillToCome
                while missing > 0 {
                    let chunk = receive(from: connection)
                    guard !chunk.isEmpty else { break }
                    missing -= chunk.count
                }
                return head.method
            }
            let chunk = receive(from: connection)
            guard !chunk.isEmpty else { return nil }
            received += chunk
        }
    }

    /// Up to 64 KB; empty at the end of the stream or on an error.
    private func receive(from connection: Int32) -> Data {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(connection, &buffer, buffer.count, 0)
        return count > 0 ? Data(buffer[..<count]) : Data()
    }

    /// Whether every byte went; a client that gave up first is what the trials are about.
    @discardableResult
    private func sendAll(_ data: Data, to connection: Int32) -> Bool {
        return data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(connection, bytes.baseAddress! + offset, bytes.count - offset, 0)
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Waits `seconds` (nil: until the stop) and says whether the server stopped meanwhile.
    private func stopped(within seconds: Double?) -> Bool {
        var watched = pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, seconds.map { Int32($0 * 1000) } ?? -1) > 0
    }
}
