import Dispatch

/// Runs an action once a span of real time has passed, unless it is cancelled first: the deadlines a
/// person waits on (a request's patience). It is not the match's clock, so stepping a match never
/// moves or stops one.
public struct Temporizador: Sendable {
    private let programar: @Sendable (Duration, @escaping @Sendable () -> Void) -> Cancelacion

    public init(programar: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Cancelacion) {
        self.programar = programar
    }

    /// Runs `accion` once `duracion` has passed; the returned value cancels it.
    public func tras(_ duracion: Duration, _ accion: @escaping @Sendable () -> Void) -> Cancelacion {
        programar(duracion, accion)
    }

    /// The system's time, on a Dispatch queue of its own: the action runs on time even when every
    /// thread of Swift's cooperative pool is busy (a serial queue gets a thread of its own, unlike a
    /// task, which waits for a free pool thread).
    public static let real = Temporizador { duracion, accion in
        let cancelado = Cerrojo(false)
        colaDeLosPlazos.asyncAfter(deadline: .now() + segundos(duracion)) {
            if !cancelado.withLock({ $0 }) { accion() }
        }
        return Cancelacion { cancelado.withLock { $0 = true } }
    }

    /// Time on `reloj` (a test clock): the action runs when a task sleeping on it wakes, so a test
    /// moves the deadline by hand.
    public static func sobre(_ reloj: any Clock<Duration>) -> Temporizador {
        Temporizador { duracion, accion in
            let espera = Task {
                do {
                    try await reloj.sleep(for: duracion)
                    accion()
                } catch {
                    // Cancelled before its time: the action never runs.
                }
            }
            return Cancelacion { espera.cancel() }
        }
    }

    private static let colaDeLosPlazos = DispatchQueue(label: "marcador.plazos")

    private static func segundos(_ duracion: Duration) -> Double {
        Double(duracion.components.seconds) + Double(duracion.components.attoseconds) / 1e18
    }
}

/// Cancels what a ``Temporizador`` scheduled; cancelling after it ran, or twice, does nothing.
public struct Cancelacion: Sendable {
    private let cancelar: @Sendable () -> Void

    public init(_ cancelar: @escaping @Sendable () -> Void) {
        self.cancelar = cancelar
    }

    public func callAsFunction() {
        cancelar()
    }
}
