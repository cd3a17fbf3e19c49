import Torneo

/// Everything the Equipos screen shows, in one value: the teams, the signing form as it is filled
/// in, why the last signing failed, and the screen's words. It reads the tournament in memory, so
/// it is never `cargando`.
public enum EquiposUiState: Equatable, Sendable {
    /// Nothing to show yet.
    case cargando
    /// The screen cannot be shown, and why (one Spanish line).
    case error(String)
    /// The teams and the form.
    case exito(Exito)

    public static let titulo = "Equipos"
    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let tituloDelFormulario = "Fichar a un jugador"
    public static let etiquetaDelEquipo = "Equipo"
    public static let eligeUnEquipo = "Elige un equipo"
    public static let etiquetaDelNombre = "Nombre"
    public static let etiquetaDelDorsal = "Dorsal"
    public static let sinDorsal = "Sin dorsal"
    public static let fichar = "Fichar"
    /// Put before why the last signing failed, in the text twin: "Error: …".
    public static let prefijoDelAviso = "Error: "
    /// Every dorsal a player may wear.
    public static let dorsales = Array(Jugador.dorsalesValidos)

    /// Every team with its roster, and the signing form.
    public struct Exito: Equatable, Sendable {
        public let filas: [FilaDeEquipo]
        /// The form as the person fills it in.
        public let borrador: BorradorDeFichaje
        /// Why the last signing failed; "" when there is nothing to say.
        public let ultimoAviso: String

        public init(filas: [FilaDeEquipo], borrador: BorradorDeFichaje = BorradorDeFichaje(), ultimoAviso: String = "") {
            self.filas = filas
            self.borrador = borrador
            self.ultimoAviso = ultimoAviso
        }

        /// "Fichar" needs a team; the rest is checked when the person taps it, and a refusal says why.
        public var sePuedeFichar: Bool { borrador.equipo != nil }
    }
}
