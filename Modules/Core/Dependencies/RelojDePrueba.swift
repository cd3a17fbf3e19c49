import Synchronization

/// A clock whose time moves only by hand, so a test decides when each wait ends: `advance(by:)`,
/// `advance(to:)` and `run()` wake the sleepers whose deadline is reached, earliest deadline first
/// (in the order they went to sleep when deadlines tie). A sleep whose deadline has already passed
/// returns at once; a cancelled sleeper throws `CancellationError`.
///
/// Woken work runs on its own executor. To see it in a fixed order, run the test and the sleepers on
/// one actor (for example `@MainActor`): the clock's methods keep the caller's isolation and take
/// turns with that actor after each wake-up. Use ``esperarDurmientes(_:)`` to know that work started
/// in a task has gone to sleep before moving time.
public final class RelojDePrueba: Clock, Sendable {
    public typealias Instant = InstanteSimulado

    private struct Durmiente {
        let id: Int
        let fechaLimite: InstanteSimulado
        let continuacion: CheckedContinuation<Void, any Error>
    }

    private struct Espera {
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

        /// The earliest deadline first; ties keep the order of arrival.
        func indiceDelPrimero(hasta fin: InstanteSimulado) -> Int? {
            durmientes.indices
                .filter { durmientes[$0].fechaLimite <= fin }
                .min { (durmientes[$0].fechaLimite, durmientes[$0].id) < (durmientes[$1].fechaLimite, durmientes[$1].id) }
        }

        mutating func sacarEsperasCumplidas() -> [Espera] {
            let cumplidas = esperas.filter { durmientes.count >= $0.cantidad }
            esperas.removeAll { durmientes.count >= $0.cantidad }
            return cumplidas
        }
    }

    /// How many times the clock lets other work run after each wake-up, so woken tasks can go on (and
    /// go to sleep again) before time moves further.
    private static let turnosCedidos = 20

    private let estado: Mutex<Estado>

    public init(now: InstanteSimulado = InstanteSimulado()) {
        self.estado = Mutex(Estado(ahora: now))
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
            let durmiente = estado.withLock { estado -> Durmiente? in
                guard let indice = estado.durmientes.firstIndex(where: { $0.id == id }) else {
                    estado.cancelados.insert(id)
                    return nil
                }
                return estado.durmientes.remove(at: indice)
            }
            durmiente?.continuacion.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duracion`, waking in deadline order every sleeper it reaches.
    public func advance(by duracion: Duration = .zero, isolation: isolated (any Actor)? = #isolation) async {
        await advance(to: now.advanced(by: duracion), isolation: isolation)
    }

    /// Moves time to `fin`, waking in deadline order every sleeper whose deadline is not after it.
    /// Time never goes back: an earlier `fin` is reported as an issue and changes nothing.
    public func advance(to fin: InstanteSimulado, isolation: isolated (any Actor)? = #isolation) async {
        guard fin >= now else {
            reportIssue("RelojDePrueba cannot go back from \(now.desdeElInicio) to \(fin.desdeElInicio).")
            return
        }
        await cederTurnos()
        while let durmiente = despertarSiguiente(hasta: fin) {
            durmiente.continuacion.resume()
            await cederTurnos()
        }
    }

    /// Moves time forward until nobody sleeps on this clock. Only for work that ends: a loop that
    /// sleeps forever keeps it running forever.
    public func run(isolation: isolated (any Actor)? = #isolation) async {
        await cederTurnos()
        while let siguiente = estado.withLock({ $0.durmientes.map(\.fechaLimite).min() }) {
            await advance(to: max(siguiente, now), isolation: isolation)
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
            let espera = estado.withLock { estado -> Espera? in
                guard let indice = estado.esperas.firstIndex(where: { $0.id == id }) else {
                    estado.cancelados.insert(id)
                    return nil
                }
                return estado.esperas.remove(at: indice)
            }
            espera?.continuacion.resume()
        }
    }

    private func despertarSiguiente(hasta fin: InstanteSimulado) -> Durmiente? {
        estado.withLock { estado in
            guard let indice = estado.indiceDelPrimero(hasta: fin) else {
                estado.ahora = max(estado.ahora, fin)
                return nil
            }
            let durmiente = estado.durmientes.remove(at: indice)
            estado.ahora = max(estado.ahora, durmiente.fechaLimite)
            return durmiente
        }
    }

    private func cederTurnos(isolation: isolated (any Actor)? = #isolation) async {
        for _ in 0..<Self.turnosCedidos {
            await Task.yield()
        }
    }
}
