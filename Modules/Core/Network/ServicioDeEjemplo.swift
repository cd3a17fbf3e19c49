public import Foundation

/// An in-process tournament server for the demo, previews and tests. It answers each path with the
/// sample answer its feature declared (a path none declared is a 404), records every request, and
/// can go offline and be slow at run time.
public final class ServicioDeEjemplo: ServicioDelTorneo {
    private struct Estado {
        var sinConexion: Bool
        var demora: Duration
        var respuestas: [RespuestaDeEjemplo]
        var peticiones: [PeticionAlServidor] = []
    }

    private let reloj: any Clock<Duration>
    private let estado: Cerrojo<Estado>

    /// The clock is explicit so tests and previews decide how the delay passes.
    public init(reloj: any Clock<Duration>, demora: Duration = .zero, sinConexion: Bool = false, respuestas: [RespuestaDeEjemplo] = []) {
        precondition(demora >= .zero, "demora cannot be negative")
        self.reloj = reloj
        estado = Cerrojo(Estado(sinConexion: sinConexion, demora: demora, respuestas: respuestas))
    }

    /// While true, every request fails at once with `ErrorDeRed.sinConexion`.
    public var sinConexion: Bool {
        get { estado.withLock { $0.sinConexion } }
        set { estado.withLock { $0.sinConexion = newValue } }
    }

    /// How long each answer takes, slept on the injected clock.
    public var demora: Duration {
        get { estado.withLock { $0.demora } }
        set {
            precondition(newValue >= .zero, "demora cannot be negative")
            estado.withLock { $0.demora = newValue }
        }
    }

    /// Every request answered, in order.
    public var peticiones: [PeticionAlServidor] {
        estado.withLock { $0.peticiones }
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
        try await esperarRespuesta()
        let (respuesta, anteriores) = estado.withLock { estado in
            let anteriores = estado.peticiones.count { $0.metodo == peticion.metodo && $0.ruta == peticion.ruta }
            estado.peticiones.append(peticion)
            return (estado.respuestas.first { $0.metodo == peticion.metodo && $0.ruta == peticion.ruta }, anteriores)
        }
        guard let respuesta else { throw .estadoDelServidor(404) }
        return try respuesta.responder(peticion, anteriores)
    }

    /// Like a real device: with no network a request fails at once; otherwise the answer takes `demora`.
    private func esperarRespuesta() async throws(ErrorDeRed) {
        if sinConexion {
            throw .sinConexion
        }
        let demora = self.demora
        if demora > .zero {
            do {
                try await reloj.sleep(for: demora)
            } catch {
                throw .cancelado
            }
        }
        if Task.isCancelled {
            throw .cancelado
        }
    }
}
