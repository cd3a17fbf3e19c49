public import Partidos

/// The league table of the tournament as it stands at this moment: read through `ComoVaElTorneo`,
/// so the match in play counts at its live minute, as the list, the scorers and the bar show it.
/// A query that cannot fail: it returns the table.
@MainActor
public struct CalcularLaClasificacion {
    private let torneo: ComoVaElTorneo

    /// `torneo`: the tournament as every screen reads it.
    public init(torneo: ComoVaElTorneo) {
        self.torneo = torneo
    }

    /// The table now.
    public func callAsFunction() -> TablaDeClasificacion {
        .de(
            torneo.partidos, equipos: torneo.repositorio.equipos, nombreDelTorneo: torneo.nombreDelTorneo,
            aviso: torneo.repositorio.aviso)
    }
}
