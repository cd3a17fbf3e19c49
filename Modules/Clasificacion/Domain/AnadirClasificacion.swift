import Partidos

/// Adds a name to Clasificacion: not blank, not there already, and saved before it is shown.
@MainActor
public struct AnadirClasificacion {
    private let repositorio: any ClasificacionRepositorio

    /// `repositorio`: where the names are kept, shared with every other screen.
    public init(repositorio: any ClasificacionRepositorio) {
        self.repositorio = repositorio
    }

    /// Adds `nombre` and returns the saved list, sorted; on failure nothing is saved.
    public func callAsFunction(_ nombre: String) -> Result<[String], ErrorDeClasificacion> {
        guard !nombre.allSatisfy(\.isWhitespace) else { return .failure(.sinNombre) }
        guard !repositorio.nombres.contains(nombre) else { return .failure(.repetido(nombre)) }
        let nombres = (repositorio.nombres + [nombre]).sorted()
        do throws(ErrorDeClasificacion) {
            try repositorio.guardar(nombres)
        } catch {
            return .failure(error)
        }
        return .success(nombres)
    }
}
