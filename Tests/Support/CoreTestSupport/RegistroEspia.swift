import Core

/// Records the lines of `Registro` written while it lives. Tests run in parallel and share the
/// log, so assert that a line is there (`contiene`), never that it is the only one.
public final class RegistroEspia: Sendable {
    private final class Lineas: Sendable {
        let anotadas = Cerrojo<[String]>([])
    }

    private let lineasOidas = Lineas()
    private let observacion: ObservacionDelRegistro

    public init() {
        let lineasOidas = self.lineasOidas
        observacion = Registro.observar { linea in
            lineasOidas.anotadas.withLock { $0.append(linea) }
        }
    }

    /// Every line heard so far, in order.
    public var lineas: [String] {
        lineasOidas.anotadas.withLock { $0 }
    }

    public func contiene(_ linea: String) -> Bool {
        lineas.contains(linea)
    }

    /// Stops listening; lines heard so far are kept.
    public func parar() {
        observacion.cancelar()
    }
}
