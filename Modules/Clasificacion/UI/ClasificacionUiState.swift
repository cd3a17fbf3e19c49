/// Everything the Clasificacion screen shows, in one value, with the screen's words: the view and the
/// text twin read only this.
public enum ClasificacionUiState: Equatable, Sendable {
    public static let titulo = "Clasificacion"
    public static let textoDeCarga = "Cargando…"
    public static let vacio = "Todavía no hay nada que mostrar."

    /// Nothing to show yet.
    case cargando
    /// The screen cannot show its names, and why.
    case error(String)
    /// The names.
    case exito(Exito)

    /// The names as they stand: a snapshot, it never changes.
    public struct Exito: Equatable, Sendable {
        public let nombres: [String]
        /// Why the last name was not added; "" when there is nothing to say.
        public let ultimoAviso: String

        public init(nombres: [String], ultimoAviso: String) {
            self.nombres = nombres
            self.ultimoAviso = ultimoAviso
        }
    }
}
