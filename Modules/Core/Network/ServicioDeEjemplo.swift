public import Foundation

/// An in-process tournament server for the demo and previews: the one stand-in for
/// `ServicioDelTorneo`. It answers each path with the sample answer its feature declared (a path
/// none declared is a 404; the answer knows how many requests to its path it answered before), and
/// can go offline at run time (the demo's `red no`). What tests need besides (recording requests,
/// holding or slowing them) is the test support's `ServicioDelTorneoEspia`, in front of one.
public final class ServicioDeEjemplo: ServicioDelTorneo {
    private struct Estado {
        var sinConexion: Bool
        var respuestas: [RespuestaDeEjemplo]
        /// How many requests each method and path answered: `GET users`.
        var contestadas: [String: Int] = [:]
    }

    private let estado: Cerrojo<Estado>

    public init(sinConexion: Bool = false, respuestas: [RespuestaDeEjemplo] = []) {
        estado = Cerrojo(Estado(sinConexion: sinConexion, respuestas: respuestas))
    }

    /// While true, every request fails at once with `ErrorDeRed.sinConexion`.
    public var sinConexion: Bool {
        get { estado.withLock { $0.sinConexion } }
        set { estado.withLock { $0.sinConexion = newValue } }
    }

    /// The features' sample answers, added to those it has; a path answered twice keeps the first.
    public func usarRespuestasDeEjemplo(_ respuestas: [RespuestaDeEjemplo]) {
        estado.withLock { estado in
            estado.respuestas += respuestas.filter { nueva in
                !estado.respuestas.contains { $0.metodo == nueva.metodo && $0.ruta == nueva.ruta }
            }
        }
    }

    public func enviar(_ peticion: PeticionAlServidor) async throws(ErrorDeRed) -> Data {
        // Like a real device: with no network a request fails at once.
        if sinConexion {
            throw .sinConexion
        }
        if Task.isCancelled {
            throw .cancelado
        }
        let (respuesta, anteriores) = estado.withLock { estado in
            let clave = "\(peticion.metodo) \(peticion.ruta)"
            let anteriores = estado.contestadas[clave, default: 0]
            estado.contestadas[clave] = anteriores + 1
            return (estado.respuestas.first { $0.metodo == peticion.metodo && $0.ruta == peticion.ruta }, anteriores)
        }
        guard let respuesta else { throw .estadoDelServidor(404) }
        return try respuesta.responder(peticion, anteriores)
    }
}
