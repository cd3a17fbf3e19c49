import Torneo

/// Everything the Equipos screen shows, in one value: the teams, the signing form as it is filled
/// in, why the last signing failed, and the screen's words.
public struct EquiposUiState: Equatable, Sendable {
    public static let titulo = "Equipos"
    public static let tituloDelFormulario = "Fichar a un jugador"
    public static let etiquetaDelEquipo = "Equipo"
    public static let eligeUnEquipo = "Elige un equipo"
    public static let etiquetaDelNombre = "Nombre"
    public static let etiquetaDelDorsal = "Dorsal"
    public static let sinDorsal = "Sin dorsal"
    public static let fichar = "Fichar"
    /// Every dorsal a player may wear.
    public static let dorsales = Array(Jugador.dorsalesValidos)

    public let filas: [FilaDeEquipo]
    public let error: String?
    public let borrador: BorradorDeFichaje

    public init(filas: [FilaDeEquipo], error: String?, borrador: BorradorDeFichaje = BorradorDeFichaje()) {
        self.filas = filas
        self.error = error
        self.borrador = borrador
    }

    /// "Fichar" needs a team; the rest is checked when the person taps it, and a refusal says why.
    public var sePuedeFichar: Bool { borrador.equipo != nil }
}
