import Core
public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// A network in the test process: `sesion` is a `URLSession` whose requests never leave it; each one
/// sent to `urlBase`'s host is recorded and answered by `responder` (any other host is not found).
/// Each `RedEspia` has its own host, answers and records, so tests using different instances may run
/// in parallel.
public final class RedEspia: Sendable {
    public typealias Responder = @Sendable (PeticionRecibida) -> RespuestaDeLaRedEspia

    private struct Estado {
        var responder: Responder
        var peticiones: [PeticionRecibida] = []
    }

    public let sesion: URLSession
    /// `https://<a host of this network only>`: build the URLs under test from it.
    public let urlBase: URL
    private let host: String
    private let estado: Cerrojo<Estado>

    public init(responder: @escaping Responder) {
        host = "red-espia-\(UUID().uuidString.lowercased()).invalid"
        urlBase = URL(string: "https://\(host)")!
        estado = Cerrojo(Estado(responder: responder))
        let configuracion = ServicioJSONPlaceholder.sinCache(.ephemeral)
        configuracion.protocolClasses = [ProtocoloDeLaRedEspia.self]
        sesion = URLSession(configuration: configuracion)
        ProtocoloDeLaRedEspia.registrar(self, enElHost: host)
    }

    /// Always answers the same.
    public convenience init(respondiendo respuesta: RespuestaDeLaRedEspia) {
        self.init { _ in respuesta }
    }

    deinit {
        ProtocoloDeLaRedEspia.olvidar(host)
        // The last reference may go on the session's own queue (a request that is just finishing
        // holds one), and `invalidateAndCancel()` waits on that queue: call it from another one.
        let sesion = sesion
        DispatchQueue.global().async { sesion.invalidateAndCancel() }
    }

    /// Every request received so far, in order.
    public var peticiones: [PeticionRecibida] {
        estado.withLock { $0.peticiones }
    }

    /// Answers later requests with `responder`.
    public func responder(con responder: @escaping Responder) {
        estado.withLock { $0.responder = responder }
    }

    func recibir(_ peticion: PeticionRecibida) -> RespuestaDeLaRedEspia {
        let responder = estado.withLock { estado in
            estado.peticiones.append(peticion)
            return estado.responder
        }
        return responder(peticion)
    }
}
