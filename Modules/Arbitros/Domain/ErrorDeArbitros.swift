public import Core

/// Why a refresh of the referees was refused or failed. Each case says, in one Spanish line, what went
/// wrong and what to do. Whatever the case, the list the person had stays as it was.
public enum ErrorDeArbitros: Error, Equatable, Sendable, ErrorConMensaje {
    /// The server gave no usable answer (no connection, too slow, an error status, an unreadable body).
    case red(ErrorDeRed)
    /// Nobody waited for the answer any more (the person left, or stopped it).
    case cancelado
    /// The server answered with no referees while a list was known: the known list is kept.
    case respuestaVacia
    /// Another refresh is under way; its answer will show on every screen.
    case yaSeEstaRefrescando
    /// The last refresh that reached the server was `segundos` whole seconds ago, under
    /// ``RefrescarArbitros/segundosEntreRefrescos``: the list is that fresh.
    case demasiadoPronto(segundos: Int)

    /// A network failure as a refresh reports it: a cancelled request is a cancelled refresh.
    public init(_ error: ErrorDeRed) {
        self = error == .cancelado ? .cancelado : .red(error)
    }

    /// The refusal as the screen says it: what went wrong and what to do, in one Spanish line.
    public var mensaje: String {
        switch self {
        case let .red(error):
            switch error {
            case .estadoDelServidor, .respuestaIlegible: "\(error.mensaje): vuelve a intentarlo más tarde."
            case .sinConexion, .tiempoAgotado, .cancelado: "\(error.mensaje): comprueba la conexión y vuelve a intentarlo."
            }
        case .cancelado: "Actualización cancelada: los árbitros guardados siguen como estaban."
        case .respuestaVacia:
            "El servidor respondió sin árbitros: se mantienen los guardados; vuelve a intentarlo más tarde."
        case .yaSeEstaRefrescando: "Ya se están refrescando los árbitros: espera a que termine."
        case let .demasiadoPronto(segundos):
            "Los árbitros se refrescaron hace \(segundos) s: vuelve a refrescar dentro de "
                + "\(RefrescarArbitros.segundosEntreRefrescos - segundos) s."
        }
    }

    /// Whether refreshing again at once may succeed: after a failure of the network or the server,
    /// or a cancelled refresh, yes; a refresh refused by a rule, not until that changes.
    public var sePuedeReintentar: Bool {
        switch self {
        case .red, .cancelado, .respuestaVacia: true
        case .yaSeEstaRefrescando, .demasiadoPronto: false
        }
    }
}
