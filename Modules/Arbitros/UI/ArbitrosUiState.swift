/// What the referees screen shows, with the screen's words. The SwiftUI view and the text twin both
/// read it.
public enum ArbitrosUiState: Equatable, Sendable {
    /// No list yet, and the first refresh is under way.
    case cargando
    /// The screen has nothing to show, and why (one Spanish line). The referees screen always has a
    /// list to show (the saved one, even empty), so it never is; the shape is every screen's.
    case error(String)
    /// The list, and what the last refresh said.
    case exito(Exito)

    public static let titulo = "Árbitros"
    public static let buscando = "Buscando árbitros…"
    public static let sinArbitros = "Sin árbitros guardados"
    public static let actualizando = "Actualizando…"
    public static let reintentar = "Reintentar"

    public struct Exito: Equatable, Sendable {
        /// The list kept: the saved one, or the server's after a refresh.
        public let arbitros: [Arbitro]
        /// A refresh is under way (on this screen or another): the list may change.
        public let actualizando: Bool
        /// The last thing the screen told the person besides the list: why the last refresh was
        /// refused or failed, or why the list could not be saved; "" when there is nothing to say.
        public let ultimoAviso: String
        /// Whether refreshing again at once may succeed (after a failure of the network or the server).
        public let sePuedeReintentar: Bool

        public init(arbitros: [Arbitro], actualizando: Bool = false, ultimoAviso: String = "", sePuedeReintentar: Bool = false) {
            self.arbitros = arbitros
            self.actualizando = actualizando
            self.ultimoAviso = ultimoAviso
            self.sePuedeReintentar = sePuedeReintentar
        }

        /// "Sin árbitros guardados" in place of an empty list; nil when there is a list.
        public var enLugarDeLaLista: String? {
            arbitros.isEmpty ? ArbitrosUiState.sinArbitros : nil
        }

        /// "Actualizando…" under the list while a refresh runs; nil otherwise.
        public var actualizandoLaLista: String? {
            actualizando ? ArbitrosUiState.actualizando : nil
        }

        /// The button that refreshes again ("Reintentar") after a failure that a retry may mend, once
        /// no refresh runs; nil otherwise.
        public var reintento: String? {
            sePuedeReintentar && !actualizando ? ArbitrosUiState.reintentar : nil
        }
    }

    /// "Leanne Graham · Gwenborough": a referee as one line of text.
    public static func fila(de arbitro: Arbitro) -> String {
        "\(arbitro.nombre) · \(arbitro.ciudad)"
    }
}
