/// Everything the Crónica screen can show, in one value, with the screen's words.
public enum CronicaUiState: Equatable, Sendable {
    public static let titulo = "Crónica"
    public static let publicar = "Publicar"
    /// The button after a publication that failed: the same action, tried again.
    public static let reintentar = "Reintentar"

    /// The report as it would be published: title, then one line per goal.
    case borrador(String)
    /// A publication is under way: the screen says so until the server answers or it is cancelled.
    case publicando
    /// Published with this number on the server.
    case publicada(Int)
    /// The publication failed (the network, the server, or it was cancelled): why, and it may be
    /// tried again.
    case noPublicada(String)
    /// The report cannot be published (the match does not exist, or is in play): why.
    case error(String)

    /// The state as the screen says it.
    public var texto: String {
        switch self {
        case let .borrador(texto): texto
        case .publicando: "Publicando la crónica…"
        case let .publicada(id): "Crónica publicada con el n.º \(id)"
        case let .noPublicada(mensaje), let .error(mensaje): mensaje
        }
    }

    /// "Publicar" is off while a publication is under way: one at a time.
    public var sePuedePublicar: Bool { self != .publicando }

    /// After a failed publication, the button that tries again ("Reintentar"); "Publicar" otherwise.
    public var boton: String {
        if case .noPublicada = self { Self.reintentar } else { Self.publicar }
    }
}
