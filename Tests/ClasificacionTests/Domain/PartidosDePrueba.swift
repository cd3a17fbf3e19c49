import Torneo

/// The matches the table's tests count: sample teams, goals by the sample players.
enum PartidosDePrueba {
    /// A match between `local` and `visitante`, with `golesLocal` and `golesVisitante` goals at the
    /// minutes given (the first player of each roster scores), standing at `estado`.
    static func partido(
        _ local: Equipo, _ visitante: Equipo, local golesLocal: [Int] = [], visitante golesVisitante: [Int] = [],
        estado: EstadoDelPartido = .terminado
    ) -> Partido {
        let eventos =
            golesLocal.map { EventoDePartido.gol(minuto: $0, jugador: local.plantilla[0], equipo: local) }
            + golesVisitante.map { EventoDePartido.gol(minuto: $0, jugador: visitante.plantilla[0], equipo: visitante) }
        return try! Partido(local: local, visitante: visitante, eventos: eventos, estado: estado)
    }
}
