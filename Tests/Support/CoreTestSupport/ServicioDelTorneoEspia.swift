public import Core
public import Foundation

/// A `ServicioDeEjemplo` as tests see it: every request that reached it, in order, and requests that
/// wait when the test says. Each request can take `demora` (slept on the dependency values'
/// `continuousClock` as they stood when the spy was built) and, with `retenerPeticiones`, wait until
/// the test lets it go (`soltar(_:)`), in any order, without sleeping. What it answers is the sample
/// service's, `servicio`.
public final class ServicioDelTorneoEspia: ServicioDelTorneo {
    private struct Estado {
        var demora: Duration
        var peticiones: [PeticionAlServidor] = []
        var retenerPeticiones = false
        /// How many requests arrived: the next one's number for `soltar(_:)`.
        var llegadas = 0
        var retenidas: [Int: CheckedContinuation<Void, Never>] = [:]
        var sueltas: Set<Int> = []
        var esperandoLlegadas: [(cuantas: Int, continuacion: CheckedContinuation<Void, Never>)] = []
    }

    /// The service that answers.
    public let servicio: ServicioDeEjemplo
    private let reloj = Dependency(\.continuousClock)
    private let estado: Cerrojo<Estado>

    public init(demora: Duration = .zero, sinConexion: Bool = false, respuestas: [RespuestaDeEjemplo] = []) {
        precondition(demora >= .zero, "demora cannot be negative")
        servicio = ServicioDeEjemplo(sinConexion: sinConexion, respuestas: respuestas)
        estado = Cerrojo(Estado(demora: demora))
    }

    /// The sample service's network: while true, every request fails at once and never arrives here.
    public var sinConexion: Bool {
        get { servicio.sinConexion }
        set { servicio.sinConexion = newValue }
    }

    /// How long each answer takes.
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

    public func enviar(_ peticion: PeticionAlServidor) async throws(ErrorDeRed) -> Data {
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
        estado.withLock { $0.peticiones.append(peticion) }
        return try await servicio.enviar(peticion)
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

    /// The answer takes `demora`, slept on the clock of the dependency values.
    private func esperarLaDemora() async throws(ErrorDeRed) {
        let demora = self.demora
        if demora > .zero {
            do {
                try await reloj.wrappedValue.sleep(for: demora)
            } catch {
                throw .cancelado
            }
        }
        if Task.isCancelled {
            throw .cancelado
        }
    }
}
