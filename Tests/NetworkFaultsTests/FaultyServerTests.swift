import Foundation
import Testing

@testable import NetworkFaults

/// The server on a real loopback socket: each case waits only for bytes or the end of the stream,
/// never for a clock.
struct FaultyServerTests {
    /// What a client that sends `request` reads until the stream ends, and the error that ended it
    /// (0: the server closed it).
    static func exchange(_ request: String, with server: FaultyServer) throws -> (received: Data, error: Int32) {
        let client = socket(AF_INET, FaultyServer.stream, 0)
        try #require(client >= 0)
        defer { close(client) }
        // A guard, not a wait: a server that never answers fails the test instead of hanging it.
        var guardTime = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &guardTime, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let bytes = Array(request.utf8)
        try #require(send(client, bytes, bytes.count, 0) == bytes.count)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(client, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[..<count]
            } else {
                return (received, count == 0 ? 0 : errno)
            }
        }
    }

    static func server(_ fault: Fault) throws -> FaultyServer {
        try FaultyServer(fault: fault, lateBy: 6, lifetime: 60)
    }

    @Test func okDaLosTresUsuariosYCuentaLaPeticion() throws {
        let server = try Self.server(.ok)
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(server.port)")
        let (received, error) = try Self.exchange("GET /users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", with: server)
        #expect(received == HTTPAnswer.correct(to: "GET") && error == 0)
        #expect(server.requests == 1)
    }

    @Test func unaPublicacionSeLeeEnteraAntesDeResponder() throws {
        let server = try Self.server(.ok)
        defer { server.stop() }
        let (received, _) = try Self.exchange("POST /posts HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", with: server)
        #expect(received == HTTPAnswer.correct(to: "POST"))
    }

    @Test func status404Responde404() throws {
        let server = try Self.server(.status404)
        defer { server.stop() }
        let (received, _) = try Self.exchange("GET /users HTTP/1.1\r\n\r\n", with: server)
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    }

    @Test func resetCortaElCuerpoConUnReinicio() throws {
        let server = try Self.server(.reset)
        defer { server.stop() }
        let (received, error) = try Self.exchange("GET /users HTTP/1.1\r\n\r\n", with: server)
        let whole = HTTPAnswer.correct(to: "GET")
        #expect(received == whole.prefix(whole.count - 20))
        #expect(error == ECONNRESET)
    }

    @Test func tlsRespondeEnHttpPlanoACualquierCosa() throws {
        let server = try Self.server(.tls)
        defer { server.stop() }
        #expect(server.url.hasPrefix("https://127.0.0.1:"))
        let (received, _) = try Self.exchange("\u{16}\u{3}\u{1}hello", with: server)
        #expect(received == HTTPAnswer.badRequest && server.requests == 1)
    }

    @Test func pararTerminaUnaConexionQueEsperaParaSiempre() throws {
        let server = try Self.server(.silent)
        // The server counts the request before it falls silent; the client sees the stream end only once stop() shuts it.
        Thread.detachNewThread { [server] in
            while server.requests == 0 { sched_yield() }
            server.stop()
        }
        let (received, error) = try Self.exchange("GET /users HTTP/1.1\r\n\r\n", with: server)
        #expect(received.isEmpty && error == 0)
    }
}
