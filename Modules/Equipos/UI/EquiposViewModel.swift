import Core
public import Observation
public import Partidos
import Torneo

/// The Equipos screen: every team with its roster, and a form to sign a player.
/// The rows are read from the shared repository, so a player signed anywhere shows here at once.
@MainActor
@Observable
public final class EquiposViewModel {
    /// The form as the person fills it in; `fichar()` signs it and clears it once the player joined.
    private var borrador = BorradorDeFichaje()
    /// Why the last signing failed; cleared by the next success.
    private var ultimoAviso = ""

    private let repositorio: any PartidosRepositorio
    private let ficharJugador: FicharJugador

    public init(repositorio: any PartidosRepositorio, ficharJugador: FicharJugador) {
        self.repositorio = repositorio
        self.ficharJugador = ficharJugador
    }

    deinit {
        Registro.anotar("EquiposViewModel LIBERADO")
    }

    /// The screen in one value, derived on every read.
    public var uiState: EquiposUiState {
        .exito(.init(filas: repositorio.equipos.map(FilaDeEquipo.init), borrador: borrador, ultimoAviso: ultimoAviso))
    }

    /// The form's team; `nil` for none chosen.
    public func elegirEquipo(_ equipo: String?) {
        borrador.equipo = equipo
    }

    /// The form's name, as typed.
    public func cambiarNombre(_ nombre: String) {
        borrador.nombre = nombre
    }

    /// The form's dorsal; `nil` for none.
    public func elegirDorsal(_ dorsal: Int?) {
        borrador.dorsal = dorsal
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

    /// Signs a player given whole (the console's `fichar`), leaving the form as it is. Returns
    /// whether the player joined the team; on failure the screen's `ultimoAviso` says why.
    @discardableResult
    public func fichar(equipo: String, nombre: String, dorsal: Int?) -> Bool {
        switch ficharJugador(equipo: equipo, nombre: nombre, dorsal: dorsal) {
        case .success:
            ultimoAviso = ""
            return true
        case let .failure(fallo):
            ultimoAviso = fallo.mensaje
            return false
        }
    }
}
