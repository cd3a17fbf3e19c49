import Foundation

/// One team's line in the league table: what it has played so far, counting a match in play at its
/// current score.
public struct FilaDeLaClasificacion: Equatable, Sendable {
    /// Points for a win.
    public static let puntosPorVictoria = 3
    /// Points for a draw.
    public static let puntosPorEmpate = 1

    /// The team's name.
    public let equipo: String
    /// Matches started: finished, in play, or left in play.
    public let jugados: Int
    /// Matches won (or being won, for a match in play).
    public let ganados: Int
    /// Matches drawn (or level, for a match in play).
    public let empatados: Int
    /// Matches lost (or being lost, for a match in play).
    public let perdidos: Int
    /// Goals scored.
    public let golesAFavor: Int
    /// Goals conceded.
    public let golesEnContra: Int
    /// Plays a match in play: its line moves with that match's score.
    public let enJuego: Bool

    /// The line of `equipo`; all zeros by default, a team that has not played yet.
    public init(
        equipo: String, jugados: Int = 0, ganados: Int = 0, empatados: Int = 0, perdidos: Int = 0, golesAFavor: Int = 0,
        golesEnContra: Int = 0, enJuego: Bool = false
    ) {
        self.equipo = equipo
        self.jugados = jugados
        self.ganados = ganados
        self.empatados = empatados
        self.perdidos = perdidos
        self.golesAFavor = golesAFavor
        self.golesEnContra = golesEnContra
        self.enJuego = enJuego
    }

    /// Goals for minus goals against.
    public var diferencia: Int { golesAFavor - golesEnContra }
    /// Three a win, one a draw.
    public var puntos: Int { Self.puntosPorVictoria * ganados + Self.puntosPorEmpate * empatados }

    /// The line after one more match with this result.
    func sumando(aFavor: Int, enContra: Int, enJuego estaEnJuego: Bool) -> FilaDeLaClasificacion {
        FilaDeLaClasificacion(
            equipo: equipo, jugados: jugados + 1, ganados: ganados + (aFavor > enContra ? 1 : 0),
            empatados: empatados + (aFavor == enContra ? 1 : 0), perdidos: perdidos + (aFavor < enContra ? 1 : 0),
            golesAFavor: golesAFavor + aFavor, golesEnContra: golesEnContra + enContra, enJuego: enJuego || estaEnJuego)
    }

    /// Whether this line goes above `otra`: more points, then a better difference, then more goals
    /// for, then the name (accents and case aside, so "Águilas" goes with the A's).
    public func vaDelante(de otra: FilaDeLaClasificacion) -> Bool {
        if puntos != otra.puntos { return puntos > otra.puntos }
        if diferencia != otra.diferencia { return diferencia > otra.diferencia }
        if golesAFavor != otra.golesAFavor { return golesAFavor > otra.golesAFavor }
        let (una, otraClave) = (Self.clave(equipo), Self.clave(otra.equipo))
        return una != otraClave ? una < otraClave : equipo < otra.equipo
    }

    /// The name as it is ordered: case and accents aside ("Águilas" and "aguilas" alike).
    private static func clave(_ nombre: String) -> String {
        nombre.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
