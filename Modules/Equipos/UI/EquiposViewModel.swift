import Core
public import Observation
public import Partidos
import Torneo

/// The Equipos screen: every team with its roster, and a form to sign a player.
/// The rows are read from the shared repository, so a player signed anywhere shows here at once.
@MainActor
@Observable
public final class EquiposViewModel {
    /// Why the last signing failed, as the screen shows it; cleared by the next success.
    public private(set) var error: String?
    /// The form as the person fills it in; `fichar()` signs it and clears it once the player joined.
    public var borrador = BorradorDeFichaje()

    private let repositorio: any PartidosRepositorio
    private let ficharJugador: FicharJugador

    public init(repositorio: any PartidosRepositorio, ficharJugador: FicharJugador) {
        self.repositorio = repositorio
        self.ficharJugador = ficharJugador
    }

    deinit {
        Registro.anotar("EquiposViewModel LIBERADO")
    }

    public var filas: [FilaDeEquipo] {
        repositorio.equipos.map(FilaDeEquipo.init)
    }

    /// The screen in one value.
    public var uiState: EquiposUiState {
        EquiposUiState(filas: filas, error: error, borrador: borrador)
    }

    /// Signs the player of the form. Only a player who joined clears the name and the dorsal (the
    /// team stays chosen, for the next one); a refused signing keeps them, so they can be corrected.
    /// Without a team it does nothing.
    @discardableResult
    public func fichar() -> Bool {
        guard let equipo = borrador.equipo else { return false }
        guard fichar(equipo: equipo, nombre: borrador.nombre, dorsal: borrador.dorsal) else { return false }
        borrador = BorradorDeFichaje(equipo: equipo)
        return true
    }

    /// Returns whether the player joined the team; on failure `error` says why.
    @discardableResult
    public func fichar(equipo: String, nombre: String, dorsal: Int?) -> Bool {
        switch ficharJugador(equipo: equipo, nombre: nombre, dorsal: dorsal) {
        case .success:
            error = nil
            return true
        case let .failure(fallo):
            error = fallo.mensaje
            return false
        }
    }
}
