import Arbitros
import Core

/// The referees the tests name, taken from the sample: as the app keeps them and as the server sends them.
extension Arbitro {
    static let leanne = Arbitro.deMuestra[0]
    static let ervin = Arbitro.deMuestra[1]
    static let kurtis = Arbitro.deMuestra[6]
}

extension UsuarioDTO {
    static let leanne = UsuarioDTO.deEjemplo[0]
    static let ervin = UsuarioDTO.deEjemplo[1]
    static let kurtis = UsuarioDTO.deEjemplo[6]
}

extension ArbitrosViewModel {
    /// A screen over `repositorio` with a refresh of its own, as the app builds one.
    @MainActor
    static func sobre(_ repositorio: any ArbitrosRepositorio) -> ArbitrosViewModel {
        ArbitrosViewModel(repositorio: repositorio, refrescar: RefrescarArbitros(repositorio: repositorio))
    }
}
