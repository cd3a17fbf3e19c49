import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
import Synchronization

/// A network in the test process: `sesion` is a `URLSession` whose requests never leave it; each one is
/// recorded and answered by `responder`. Each `RedFalsa` has its own answers and records, so tests using
/// different instances may run in parallel.
public final class RedFalsa: Sendable {
    public typealias Responder = @Sendable (PeticionRecibida) -> RespuestaFalsa

    private struct Estado {
        var responder: Responder
        var peticiones: [PeticionRecibida] = []
    }

    public let sesion: URLSession
    private let identificador: String
    private let estado: Mutex<Estado>

    public init(responder: @escaping Responder) {
        identificador = UUID().uuidString
        estado = Mutex(Estado(responder: responder))
        let configuracion = URLSessionConfiguration.ephemeral
        configuracion.protocolClasses = [ProtocoloDeRedFalso.self]
        configuracion.httpAdditionalHeaders = [ProtocoloDeRedFalso.cabeceraDeLaRed: identificador]
        sesion = URLSession(configuration: configuracion)
        ProtocoloDeRedFalso.registrar(self, como: identificador)
    }

    /// Always answers the same.
    public convenience init(respondiendo respuesta: RespuestaFalsa) {
        self.init { _ in respuesta }
    }

    deinit {
        ProtocoloDeRedFalso.olvidar(identificador)
        sesion.invalidateAndCancel()
    }

    /// Every request received so far, in order.
    public var peticiones: [PeticionRecibida] {
        estado.withLock { $0.peticiones }
    }

    /// Answers later requests with `responder`.
    public func responder(con responder: @escaping Responder) {
        estado.withLock { $0.responder = responder }
    }

    func recibir(_ peticion: PeticionRecibida) -> RespuestaFalsa {
        let responder = estado.withLock { estado in
            estado.peticiones.append(peticion)
            return estado.responder
        }
        return responder(peticion)
    }
}
