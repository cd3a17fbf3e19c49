/// Match time the console steps: a clock whose time moves only when told, so whoever steps it (the
/// demo's console, through `Marcha`, or a test) decides when each wait ends: `advance(by:)` and
/// `advance(to:)` move time and resume the sleepers whose deadline is reached, earliest deadline first
/// (in the order they went to sleep when deadlines tie). A sleep whose deadline has already passed
/// returns at once; a cancelled sleeper throws `CancellationError`.
///
/// Moving time never waits for the work it wakes: it resumes the sleepers and returns. Nothing here
/// depends on how often a task yields or how two tasks are scheduled. To know where woken work
/// stands, wait for what it does next: ``esperarDurmientes(_:)`` returns once it sleeps on this clock
/// again, a task's `value` once it ends. Work that must keep exact time (a match that plays minute
/// after minute) sleeps until absolute deadlines, so a clock moved ahead in one jump finds it caught
/// up, each step taken once; a sleep started after a jump counts from the new time.
public final class RelojPasoAPaso: Clock, Sendable {
    public typealias Instant = InstanteSimulado

    /// A task waiting on the clock, found by its id when it is cancelled.
    private protocol EnEspera {
        var id: Int { get }
    }

    private struct Durmiente: EnEspera {
        let id: Int
        let fechaLimite: InstanteSimulado
        let continuacion: CheckedContinuation<Void, any Error>
    }

    private struct Espera: EnEspera {
        let id: Int
        let cantidad: Int
        let continuacion: CheckedContinuation<Void, Never>
    }

    private struct Estado {
        var ahora: InstanteSimulado
        var durmientes: [Durmiente] = []
        var esperas: [Espera] = []
        /// Ids cancelled before they could register; read once when they try.
        var cancelados: Set<Int> = []
        var siguienteId = 0

        mutating func nuevoId() -> Int {
            defer { siguienteId += 1 }
            return siguienteId
        }

        /// The cancelled task `id` taken out of `lista`; when it is not there yet, `id` is marked
        /// cancelled, so it never waits once it tries.
        mutating func sacarCancelado<Entrada: EnEspera>(_ id: Int, de lista: WritableKeyPath<Estado, [Entrada]>) -> Entrada? {
            guard let indice = self[keyPath: lista].firstIndex(where: { $0.id == id }) else {
                cancelados.insert(id)
                return nil
            }
            return self[keyPath: lista].remove(at: indice)
        }

        mutating func sacarEsperasCumplidas() -> [Espera] {
            let cumplidas = esperas.filter { durmientes.count >= $0.cantidad }
            esperas.removeAll { durmientes.count >= $0.cantidad }
            return cumplidas
        }
    }

    private let estado: Cerrojo<Estado>

    public init(now: InstanteSimulado = InstanteSimulado()) {
        self.estado = Cerrojo(Estado(ahora: now))
    }

    public var now: InstanteSimulado {
        estado.withLock { $0.ahora }
    }

    public var minimumResolution: Duration {
        .zero
    }

    /// How many tasks are sleeping on this clock now.
    public var cantidadDeDurmientes: Int {
        estado.withLock { $0.durmientes.count }
    }

    public func sleep(until deadline: InstanteSimulado, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = estado.withLock { $0.nuevoId() }
        defer { estado.withLock { _ = $0.cancelados.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuacion: CheckedContinuation<Void, any Error>) in
                enum Destino {
                    case despierto, cancelado
                    case dormido([Espera])
                }
                let destino = estado.withLock { estado -> Destino in
                    if estado.cancelados.contains(id) {
                        return .cancelado
                    }
                    if deadline <= estado.ahora {
                        return .despierto
                    }
                    estado.durmientes.append(Durmiente(id: id, fechaLimite: deadline, continuacion: continuacion))
                    return .dormido(estado.sacarEsperasCumplidas())
                }
                switch destino {
                case .despierto:
                    continuacion.resume()
                case .cancelado:
                    continuacion.resume(throwing: CancellationError())
                case .dormido(let esperasCumplidas):
                    for espera in esperasCumplidas { espera.continuacion.resume() }
                }
            }
        } onCancel: {
            estado.withLock { $0.sacarCancelado(id, de: \.durmientes) }?.continuacion.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duracion`, resuming in deadline order every sleeper it reaches.
    public func advance(by duracion: Duration = .zero) async {
        await advance(to: now.advanced(by: duracion))
    }

    /// Moves time to `fin`, resuming in deadline order every sleeper whose deadline is not after it,
    /// then returns without waiting for them. Time never goes back: an earlier `fin` is reported as an
    /// issue and changes nothing.
    public func advance(to fin: InstanteSimulado) async {
        let despertados = estado.withLock { estado -> [Durmiente]? in
            guard fin >= estado.ahora else { return nil }
            let debidos = estado.durmientes
                .filter { $0.fechaLimite <= fin }
                .sorted { ($0.fechaLimite, $0.id) < ($1.fechaLimite, $1.id) }
            estado.durmientes.removeAll { $0.fechaLimite <= fin }
            estado.ahora = fin
            return debidos
        }
        guard let despertados else {
            reportIssue("RelojPasoAPaso cannot go back from \(now.desdeElInicio) to \(fin.desdeElInicio).")
            return
        }
        for durmiente in despertados {
            durmiente.continuacion.resume()
        }
    }

    /// Returns once at least `cantidad` tasks are sleeping on this clock (or the waiting task is
    /// cancelled), without time passing: the way to know started work has reached its wait.
    public func esperarDurmientes(_ cantidad: Int) async {
        let id = estado.withLock { $0.nuevoId() }
        defer { estado.withLock { _ = $0.cancelados.remove(id) } }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuacion: CheckedContinuation<Void, Never>) in
                let listo = estado.withLock { estado -> Bool in
                    if estado.cancelados.contains(id) || estado.durmientes.count >= cantidad {
                        return true
                    }
                    estado.esperas.append(Espera(id: id, cantidad: cantidad, continuacion: continuacion))
                    return false
                }
                if listo {
                    continuacion.resume()
                }
            }
        } onCancel: {
            estado.withLock { $0.sacarCancelado(id, de: \.esperas) }?.continuacion.resume()
        }
    }
}
