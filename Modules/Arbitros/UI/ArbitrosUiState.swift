public import Core

/// What the referees screen shows: the list, whether a refresh is running, and what went wrong,
/// with the screen's words. The SwiftUI view and the text renderer both read them from here.
public struct ArbitrosUiState: Equatable, Sendable {
    public static let titulo = "Árbitros"
    public static let buscando = "Buscando árbitros…"
    public static let sinArbitros = "Sin árbitros guardados"
    public static let actualizando = "Actualizando…"
    /// A refresh given up before the server answered (the person left): nothing changed.
    public static let actualizacionCancelada = "Actualización cancelada: los árbitros guardados siguen como estaban."
    public static let avisoSinRed = "Comprueba la conexión y vuelve a intentarlo."
    /// What to do when the server itself failed (it answered, with an error): the network is fine.
    public static let avisoDelServidor = "El servidor no pudo atender la petición: vuelve a intentarlo más tarde."
    public static let reintentar = "Reintentar"

    /// After a network failure: why, what to do, and the button that retries.
    public struct Reintento: Equatable, Sendable {
        /// "No hay conexión".
        public let motivo: String
        public let aviso: String
        public let boton: String

        public init(motivo: String, aviso: String, boton: String) {
            self.motivo = motivo
            self.aviso = aviso
            self.boton = boton
        }
    }

    public var arbitros: [Arbitro]
    public var refrescando: Bool
    /// Why the last refresh failed; nil once one succeeds.
    public var errorDeRed: ErrorDeRed?
    /// The repository's notice about the file on disk, if any.
    public var avisoDelAlmacen: String?

    public init(arbitros: [Arbitro], refrescando: Bool, errorDeRed: ErrorDeRed?, avisoDelAlmacen: String?) {
        self.arbitros = arbitros
        self.refrescando = refrescando
        self.errorDeRed = errorDeRed
        self.avisoDelAlmacen = avisoDelAlmacen
    }

    /// What stands in for an empty list: "Buscando árbitros…" while the first answer is awaited,
    /// "Sin árbitros guardados" after it; nil when there is a list.
    public var enLugarDeLaLista: String? {
        guard arbitros.isEmpty else { return nil }
        return refrescando ? Self.buscando : Self.sinArbitros
    }

    /// "Actualizando…" under a list being refreshed; nil otherwise (an empty list says "Buscando").
    public var actualizandoLaLista: String? {
        arbitros.isEmpty || !refrescando ? nil : Self.actualizando
    }

    /// The notice under the list after a network failure, with its retry: the server's when the
    /// server answered with an error, the connection's otherwise.
    public var aviso: String? { errorDeRed.map(Self.aviso(para:)) }

    /// The reason, the notice and "Reintentar" after a network failure; nil otherwise.
    public var reintento: Reintento? {
        errorDeRed.map { Reintento(motivo: $0.mensaje, aviso: Self.aviso(para: $0), boton: Self.reintentar) }
    }

    private static func aviso(para error: ErrorDeRed) -> String {
        switch error {
        case .estadoDelServidor, .respuestaIlegible, .respuestaVacia: avisoDelServidor
        case .sinConexion, .tiempoAgotado, .cancelado: avisoSinRed
        }
    }

    /// "Leanne Graham · Gwenborough": a referee as one line of text.
    public static func fila(de arbitro: Arbitro) -> String {
        "\(arbitro.nombre) · \(arbitro.ciudad)"
    }
}
