import Core
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server on 127.0.0.1 that never answers, because it never lets a connection in: it listens, but
/// its queue is already full with a connection of its own, so the system drops a client's handshake
/// and the client waits until its own deadline ends the request.
///
/// Use it where a test needs a server that does not answer and nothing about the request itself:
/// Foundation's URLSession on Linux spins while it waits on a connection that is open and silent
/// (about 0.75 CPU-seconds per second waited, measured against `ServidorDePruebas`' `/tarda/`), and
/// waits idle on a handshake. Where the test needs the server to see the request or the hang-up,
/// `ServidorDePruebas.url(tardando:)` is the late server.
///
/// Stop it with `parar()` (`defer { servidor.parar() }`), as `ServidorDePruebas`: Swift may release
/// it right after the last use of its URL, before the request that uses it is made.
public final class ServidorQueNoAcepta: Sendable {
    /// `http://127.0.0.1:<puerto>`.
    public let url: URL
    private let sockets: Cerrojo<[Int32]>

    public init() throws {
        // A queue of one: the connection below fills it, and nothing ever accepts it.
        let (escucha, puerto) = try ServidorDePruebas.escuchar(cola: 0)
        let propia = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let direccion = ServidorDePruebas.direccionLocal(puerto: puerto)
        // No socket, no connect: the error thrown is the one that stopped it.
        let conectada =
            propia >= 0
            && withUnsafePointer(to: direccion) { puntero in
                puntero.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(propia, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
        guard conectada else {
            let codigo = errno
            close(escucha)
            if propia >= 0 { close(propia) }
            throw ServidorDePruebas.ErrorDeArranque.sinSocket(errno: codigo)
        }
        sockets = Cerrojo([escucha, propia])
        url = URL(string: "http://127.0.0.1:\(puerto)")!
    }

    deinit {
        parar()
    }

    /// Closes its port: a client then learns at once that nothing listens. Stopping twice does nothing more.
    public func parar() {
        for numero in sockets.withLock({ sockets in
            defer { sockets = [] }
            return sockets
        }) {
            close(numero)
        }
    }
}
