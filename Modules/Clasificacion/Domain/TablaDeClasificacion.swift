public import Partidos
public import Torneo

/// The league table as the tournament stands: a line for every team, ordered by points, then goal
/// difference, then goals for, then name. A match counts once it has started; one in play (here, or
/// left in play by an earlier run) counts at the score it has reached, and its two teams are marked.
public struct TablaDeClasificacion: Equatable, Sendable {
    /// The tournament's name.
    public let nombreDelTorneo: String
    /// One line per team, in the table's order.
    public let filas: [FilaDeLaClasificacion]
    /// The matches counted at their current minute, in the tournament's order.
    public let enJuego: [MinutoEnJuego]
    /// Why the tournament's last change could not be saved (the table counts what is not on disk).
    public let aviso: String?

    /// A table as given; ``de(_:equipos:nombreDelTorneo:aviso:)`` makes it from the matches.
    public init(nombreDelTorneo: String, filas: [FilaDeLaClasificacion], enJuego: [MinutoEnJuego] = [], aviso: String? = nil) {
        self.nombreDelTorneo = nombreDelTorneo
        self.filas = filas
        self.enJuego = enJuego
        self.aviso = aviso
    }

    /// The table of `partidos` as they stand (a match list as `ComoVaElTorneo` gives it), with a
    /// line for each of `equipos` even before it plays, and for any other team a match names.
    public static func de(
        _ partidos: [PartidoDeLista], equipos: [Equipo], nombreDelTorneo: String, aviso: String? = nil
    ) -> TablaDeClasificacion {
        var filas: [String: FilaDeLaClasificacion] = [:]
        for equipo in equipos {
            filas[equipo.nombre] = FilaDeLaClasificacion(equipo: equipo.nombre)
        }
        var enJuego: [MinutoEnJuego] = []
        for fila in partidos where !fila.sinEmpezar {
            let partido = fila.partido
            let marcador = partido.marcador
            let vivo = fila.minutoEnJuego != nil
            if let minuto = fila.minutoEnJuego { enJuego.append(MinutoEnJuego(partidoId: fila.id, minuto: minuto)) }
            let local = filas[partido.local.nombre] ?? FilaDeLaClasificacion(equipo: partido.local.nombre)
            let visitante = filas[partido.visitante.nombre] ?? FilaDeLaClasificacion(equipo: partido.visitante.nombre)
            filas[partido.local.nombre] = local.sumando(aFavor: marcador.local, enContra: marcador.visitante, enJuego: vivo)
            filas[partido.visitante.nombre] = visitante.sumando(aFavor: marcador.visitante, enContra: marcador.local, enJuego: vivo)
        }
        return TablaDeClasificacion(
            nombreDelTorneo: nombreDelTorneo, filas: filas.values.sorted { $0.vaDelante(de: $1) }, enJuego: enJuego, aviso: aviso)
    }

    /// The line of the team called `equipo`; `nil` when the table has none.
    public func fila(de equipo: String) -> FilaDeLaClasificacion? {
        filas.first { $0.equipo == equipo }
    }
}
