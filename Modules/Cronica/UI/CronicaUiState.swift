/// Everything the Crónica screen can show, in one value, with the screen's words.
public enum CronicaUiState: Equatable, Sendable {
    public static let titulo = "Crónica"
    public static let publicar = "Publicar"

    /// The report as it would be published: title, then one line per goal.
    case borrador(String)
    case publicando
    /// Published with this number on the server.
    case publicada(Int)
    case error(String)

    /// The state as the screen says it.
    public var texto: String {
        switch self {
        case let .borrador(texto): texto
        case .publicando: "Publicando…"
        case let .publicada(id): "Crónica publicada con el n.º \(id)"
        case let .error(mensaje): mensaje
        }
    }

    /// "Publicar" is off while a publication is under way: one at a time.
    public var sePuedePublicar: Bool { self != .publicando }
}
