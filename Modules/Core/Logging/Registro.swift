import Foundation

/// The app's log: each line goes to standard error and to whoever observes it, so tests can
/// assert lines such as "PartidoViewModel LIBERADO".
public enum Registro {
    private struct Estado {
        var observadores: [Int: @Sendable (String) -> Void] = [:]
        var siguienteObservador = 0
        var escribeEnLaSalidaDeError = true
    }

    private static let estado = Cerrojo(Estado())

    public static func anotar(_ mensaje: String) {
        let (observadores, escribe) = estado.withLock { ($0.observadores.values, $0.escribeEnLaSalidaDeError) }
        if escribe {
            FileHandle.standardError.write(Data((mensaje + "\n").utf8))
        }
        // Called outside the lock: an observer may log or observe in turn.
        for observador in observadores {
            observador(mensaje)
        }
    }

    /// Sends every later line to `observador` until the returned token is cancelled or released.
    public static func observar(_ observador: @escaping @Sendable (String) -> Void) -> ObservacionDelRegistro {
        let identificador = estado.withLock { estado in
            let identificador = estado.siguienteObservador
            estado.siguienteObservador += 1
            estado.observadores[identificador] = observador
            return identificador
        }
        return ObservacionDelRegistro(identificador: identificador)
    }

    /// Whether lines also go to standard error; observers hear them either way.
    public static var escribeEnLaSalidaDeError: Bool {
        get { estado.withLock { $0.escribeEnLaSalidaDeError } }
        set { estado.withLock { $0.escribeEnLaSalidaDeError = newValue } }
    }

    static func dejarDeObservar(_ identificador: Int) {
        _ = estado.withLock { $0.observadores.removeValue(forKey: identificador) }
    }
}
