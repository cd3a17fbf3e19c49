import Core

/// Chooses the duration of the matches that start from now on: only 90 or 60 minutes; the choice is
/// kept at once (``Ajustes``), and a refused or unsaved one changes nothing.
@MainActor
public struct CambiarLaDuracion {
    private let ajustes: Ajustes

    public init(ajustes: Ajustes) {
        self.ajustes = ajustes
    }

    /// The duration now in force, or why it was refused or could not be kept.
    @discardableResult
    public func callAsFunction(_ minutos: Int) -> Result<Int, ErrorDeAjustes> {
        if case let .failure(error) = Self.comprobar(minutos) { return .failure(error) }
        do {
            try ajustes.guardar(duracion: minutos)
        } catch {
            return .failure(.noSePudoGuardar(error.mensaje))
        }
        return .success(minutos)
    }

    /// The rule: a match lasts one of ``Ajustes/duraciones``. Also what a saved file must hold.
    nonisolated static func comprobar(_ minutos: Int) -> Result<Int, ErrorDeAjustes> {
        Ajustes.duraciones.contains(minutos) ? .success(minutos) : .failure(.duracionNoValida(minutos))
    }
}
