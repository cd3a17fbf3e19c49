public import Torneo

/// The sample tournament "Copa Barrio": the four sample teams playing three round-robin rounds,
/// eighteen matches with ids 1…18. Match 1 is `Ejemplo.rayoContraToros`, finished 2-1; the first
/// round has been played, the second only in part, the third not at all: it repeats the first
/// round's fixtures, each with that match's events as its script (match 13 plays 12' Ana, 55' Iván,
/// 80' Ana as its clock reaches them).
public enum DatosDeEjemplo {
    public static let torneo: Torneo = {
        // Built from the sample teams and valid by construction (PartidosTests proves it).
        do {
            return try Torneo(nombre: "Copa Barrio", equipos: Ejemplo.equipos, partidos: calendario())
        } catch {
            preconditionFailure("Invalid sample tournament: \(error)")
        }
    }()

    /// The rows of the match list, numbered from 1.
    public static var partidos: [PartidoDeLista] {
        torneo.filas
    }

    private static func calendario() throws(ErrorDelTorneo) -> [Partido] {
        let rayo = Ejemplo.rayo
        let toros = Ejemplo.toros
        let lobos = Ejemplo.lobos
        let aguilas = Ejemplo.aguilas
        let primeraVuelta = try primeraVuelta()
        return try primeraVuelta.map { partido throws(ErrorDelTorneo) in try partido.con(estado: .terminado) } + [
            // Second round: home and away swapped; two matches played so far.
            try Partido(
                local: toros, visitante: rayo, eventos: [.gol(minuto: 5, jugador: Ejemplo.marta, equipo: rayo)], estado: .terminado),
            try Partido(
                local: aguilas, visitante: lobos, eventos: [.gol(minuto: 77, jugador: Ejemplo.carla, equipo: lobos)], estado: .terminado),
            try Partido(local: lobos, visitante: rayo),
            try Partido(local: aguilas, visitante: toros),
            try Partido(local: rayo, visitante: aguilas),
            try Partido(local: lobos, visitante: toros),
        ]
            // Third round: the first round's fixtures again, not played yet; what will happen in
            // each is its script, which the live match plays as its clock reaches each minute.
            + primeraVuelta
    }

    /// The first round's six matches with all their events and no status.
    private static func primeraVuelta() throws(ErrorDelTorneo) -> [Partido] {
        let rayo = Ejemplo.rayo
        let toros = Ejemplo.toros
        let lobos = Ejemplo.lobos
        let aguilas = Ejemplo.aguilas
        let ana = Ejemplo.ana
        let luis = Ejemplo.luis
        let ivan = Ejemplo.ivan
        let sofia = Ejemplo.sofia
        let pedro = Ejemplo.pedro
        let carla = Ejemplo.carla
        let nico = Ejemplo.nico
        return [
            Ejemplo.rayoContraToros,
            try Partido(
                local: lobos, visitante: aguilas,
                eventos: [
                    .gol(minuto: 23, jugador: pedro, equipo: lobos),
                    .gol(minuto: 67, jugador: nico, equipo: aguilas),
                ]),
            try Partido(
                local: rayo, visitante: lobos,
                eventos: [
                    .gol(minuto: 8, jugador: luis, equipo: rayo),
                    .tarjeta(minuto: 40, jugador: carla, equipo: lobos, color: .amarilla),
                    .gol(minuto: 71, jugador: carla, equipo: lobos),
                    .gol(minuto: 88, jugador: ana, equipo: rayo),
                ]),
            try Partido(
                local: toros, visitante: aguilas,
                eventos: [
                    .gol(minuto: 34, jugador: sofia, equipo: toros)
                ]),
            try Partido(
                local: aguilas, visitante: rayo,
                eventos: [
                    .tarjeta(minuto: 52, jugador: nico, equipo: aguilas, color: .roja)
                ]),
            try Partido(
                local: toros, visitante: lobos,
                eventos: [
                    .gol(minuto: 15, jugador: ivan, equipo: toros),
                    .gol(minuto: 44, jugador: pedro, equipo: lobos),
                    .tarjeta(minuto: 60, jugador: sofia, equipo: toros, color: .amarilla),
                    .gol(minuto: 90, jugador: ivan, equipo: toros),
                ]),
        ]
    }
}
