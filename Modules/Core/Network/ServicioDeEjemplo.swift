public import Foundation

/// An in-process tournament server for the demo, previews and tests: the one stand-in for
/// `ServicioDelTorneo`. It answers each path with the sample answer its feature declared (a path
/// none declared is a 404; the answer knows how many requests to its path it answered before),
/// records every request, can go offline and be slow at run time, and can hold requests until a
/// test lets each one go, in any order, without sleeping.
public final class ServicioDeEjemplo: ServicioDelTorneo {
    private struct Estado {
        var sinConexion: Bool
        var demora: Duration
        var respuestas: [RespuestaDeEjemplo]
        var peticiones: [PeticionAlServidor] = []
        var retenerPeticiones = false
        /// How many requests arrived: the next one's number for `soltar(_:)`.
        var llegadas = 0
        var retenidas: [Int: CheckedContinuation<Void, Never>] = [:]
        var sueltas: Set<Int> = []
        var esperandoLlegadas: [(cuantas: Int, continuacion: CheckedContinuation<Void, Never>)] = []
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

    /// While true, each request that arrives waits for `soltar(_:)` of its number (0 for the first
    /// request, in the order they arrive), or for its task to be cancelled (`cancelado`).
    public var retenerPeticiones: Bool {
        get { estado.withLock { $0.retenerPeticiones } }
        set { estado.withLock { $0.retenerPeticiones = newValue } }
    }

    /// Lets held request number `numero` go on; one that has not arrived yet goes on when it does.
    public func soltar(_ numero: Int) {
        let retenida = estado.withLock { estado in
            estado.sueltas.insert(numero)
            return estado.retenidas.removeValue(forKey: numero)
        }
        retenida?.resume()
    }

    /// Returns once `cuantas` requests have arrived, held ones included.
    public func esperarPeticiones(_ cuantas: Int) async {
        await withCheckedContinuation { continuacion in
            let yaLlegaron = estado.withLock { estado in
                if estado.llegadas >= cuantas { return true }
                estado.esperandoLlegadas.append((cuantas, continuacion))
                return false
            }
            if yaLlegaron { continuacion.resume() }
        }
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
        let (numero, retener, llegaron) = estado.withLock { estado in
            let numero = estado.llegadas
            estado.llegadas += 1
            let llegaron = estado.esperandoLlegadas.filter { $0.cuantas <= estado.llegadas }
            estado.esperandoLlegadas.removeAll { $0.cuantas <= estado.llegadas }
            return (numero, estado.retenerPeticiones && !estado.sueltas.contains(numero), llegaron.map(\.continuacion))
        }
        for llegada in llegaron { llegada.resume() }
        if retener { try await retenida(numero) }
        try await esperarLaDemora()
        let (respuesta, anteriores) = estado.withLock { estado in
            let anteriores = estado.peticiones.count { $0.metodo == peticion.metodo && $0.ruta == peticion.ruta }
            estado.peticiones.append(peticion)
            return (estado.respuestas.first { $0.metodo == peticion.metodo && $0.ruta == peticion.ruta }, anteriores)
        }
        guard let respuesta else { throw .estadoDelServidor(404) }
        return try respuesta.responder(peticion, anteriores)
    }

    /// Waits for `soltar(numero)`; a cancelled task lets itself go and fails as `cancelado`.
    private func retenida(_ numero: Int) async throws(ErrorDeRed) {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuacion in
                let suelta = estado.withLock { estado in
                    if estado.sueltas.contains(numero) { return true }
                    estado.retenidas[numero] = continuacion
                    return false
                }
                if suelta { continuacion.resume() }
            }
        } onCancel: {
            soltar(numero)
        }
        if Task.isCancelled { throw .cancelado }
    }

    /// The answer takes `demora`, slept on the injected clock.
    private func esperarLaDemora() async throws(ErrorDeRed) {
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
