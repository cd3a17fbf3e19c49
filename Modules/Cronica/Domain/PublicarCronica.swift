import Core
public import Partidos

/// Writes the report of a match and publishes it. `@MainActor` because the matches it reads are.
@MainActor
public struct PublicarCronica {
    private let torneo: ComoVaElTorneo
    private let cronicas: any CronicasRepositorio

    /// `torneo`: the matches as they stand; `cronicas`: where reports are published.
    public init(torneo: ComoVaElTorneo, cronicas: any CronicasRepositorio) {
        self.torneo = torneo
        self.cronicas = cronicas
    }

    /// The report as it stands now (cut at the current minute while the match is in play), without
    /// publishing it.
    public func cronica(partidoId: Int) -> Result<Cronica, ErrorDeCronica> {
        guard let fila = torneo.partido(id: partidoId) else { return .failure(.noExisteElPartido(partidoId)) }
        return .success(Cronica(de: fila))
    }

    /// Publishes the report of the match and returns its number on the server. A match still in
    /// play is refused: its report is not written yet.
    public func callAsFunction(partidoId: Int) async -> Result<Int, ErrorDeCronica> {
        let cronica: Cronica
        switch self.cronica(partidoId: partidoId) {
        case let .success(escrita): cronica = escrita
        case let .failure(fallo): return .failure(fallo)
        }
        if let minuto = cronica.minutoEnJuego { return .failure(.enJuego(partidoId, minuto: minuto)) }
        do {
            return .success(try await cronicas.publicar(cronica))
        } catch {
            return .failure(error)
        }
    }
}
