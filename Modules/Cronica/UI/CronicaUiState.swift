/// Everything the Crónica screen can show, in one value, with the screen's words.
public enum CronicaUiState: Equatable, Sendable {
    /// Nothing to show yet.
    case cargando
    /// The report cannot be written, and why: "No existe el partido n.º 7".
    case error(String)
    /// The draft and where its publication stands.
    case exito(Exito)

    public static let titulo = "Crónica"
    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let publicar = "Publicar"
    /// The button after a publication that failed: the same action, tried again.
    public static let reintentar = "Reintentar"
    /// Said while a publication is under way.
    public static let publicandoLaCronica = "Publicando la crónica…"
    /// Above the draft under a finished match.
    public static let listaParaPublicar = "Crónica, lista para publicar:"
    /// What the key under a finished match does.
    public static let publicarLaCronica = "publicar la crónica"

    /// "Crónica publicada con el n.º 101".
    public static func publicadaConElNumero(_ id: Int) -> String { "Crónica publicada con el n.º \(id)" }

    /// Where the publication of the report stands.
    public enum Publicacion: Equatable, Sendable {
        /// Not tried yet, or refused before any request went (the match is in play).
        case sinPublicar
        /// A request is under way: the screen says so until the server answers or it is cancelled.
        case publicando
        /// Published with this number on the server.
        case publicada(Int)
        /// The last request failed (the network, the server, or it was cancelled): it may be tried
        /// again.
        case noPublicada
    }

    /// The report as it would be published, and what became of publishing it.
    public struct Exito: Equatable, Sendable {
        /// The title (marked while the match is in play), then one line per goal.
        public let borrador: String
        public let publicacion: Publicacion
        /// Why the last publication failed or was refused; "" when there is nothing to say.
        public let ultimoAviso: String

        public init(borrador: String, publicacion: Publicacion = .sinPublicar, ultimoAviso: String = "") {
            self.borrador = borrador
            self.publicacion = publicacion
            self.ultimoAviso = ultimoAviso
        }

        /// What the screen says: "Publicando la crónica…", "Crónica publicada con el n.º 101", why
        /// the last try failed, or else the draft.
        public var texto: String {
            switch publicacion {
            case .publicando: CronicaUiState.publicandoLaCronica
            case let .publicada(id): CronicaUiState.publicadaConElNumero(id)
            case .sinPublicar, .noPublicada: ultimoAviso.isEmpty ? borrador : ultimoAviso
            }
        }

        /// "Publicar" is off while a publication is under way: one at a time.
        public var sePuedePublicar: Bool { publicacion != .publicando }

        /// After a failed publication, the button that tries again ("Reintentar"); "Publicar" otherwise.
        public var boton: String { publicacion == .noPublicada ? CronicaUiState.reintentar : CronicaUiState.publicar }
    }
}
