import Core
public import Partidos

/// Writes the report of a match and publishes it. `@MainActor` because the matches it reads are.
@MainActor
public struct PublicarCronica {
    private let partidos: any PartidosRepositorio
    private let cronicas: any CronicasRepositorio

    public init(partidos: any PartidosRepositorio, cronicas: any CronicasRepositorio) {
        self.partidos = partidos
        self.cronicas = cronicas
    }

    /// The report as it stands now, without publishing it.
    public func cronica(partidoId: Int) throws(Fallo) -> Cronica {
        guard let partido = partidos.partido(id: partidoId) else { throw .noExisteElPartido(partidoId) }
        return Cronica(de: partido)
    }

    /// Publishes the report of the match as it stands now and returns its number on the server.
    public func callAsFunction(partidoId: Int) async throws(Fallo) -> Int {
        let cronica = try cronica(partidoId: partidoId)
        do {
            return try await cronicas.publicar(cronica)
        } catch .cancelado {
            // Nobody waits for the answer any more: not a network problem to report as such.
            throw .otro("Se canceló la publicación.")
        } catch {
            throw .red(error)
        }
    }
}
