public import Torneo

/// What the full-screen live scoreboard shows, in one value: the match screen's state plus what the
/// terminal view adds (the bar of the match in play, a goal flashing, the lines under the goals, the
/// help line).
public struct PantallaEnVivo: Equatable, Sendable {
    public enum Fase: Equatable, Sendable {
        case enJuego
        case enPausa
        case final
    }

    /// The last goal, flashing: "¡Gol! Ana (Rayo FC), minuto 12"; `encendido` alternates.
    public struct Destello: Equatable, Sendable {
        public let texto: String
        public let encendido: Bool

        public init(texto: String, encendido: Bool) {
            self.texto = texto
            self.encendido = encendido
        }
    }

    public var barra: String
    public var local: String
    public var visitante: String
    public var marcador: Marcador
    public var minuto: Int
    public var duracion: Int
    public var fase: Fase
    /// One line per goal, in match order: "12' Ana (Rayo FC)".
    public var goles: [String]
    public var destello: Destello?
    /// The newest notice of the match screen: the last fifteen-minute mark ("minuto 45 con 1-1"),
    /// or a refusal after it (a goal by hand refused); empty when there is none.
    public var ultimoAviso: String
    /// Lines under the goals: the crónica, once the match is over.
    public var pie: [String]
    public var ayuda: String

    public init(
        barra: String, exito: MarcadorUiState.Exito, fase: Fase, destello: Destello?, pie: [String], ayuda: String
    ) {
        self.barra = barra
        local = exito.partido.local.nombre
        visitante = exito.partido.visitante.nombre
        marcador = exito.marcador
        minuto = exito.minuto
        duracion = exito.duracion
        self.fase = fase
        goles = exito.goles
        self.destello = destello
        ultimoAviso = exito.ultimoAviso
        self.pie = pie
        self.ayuda = ayuda
    }
}
