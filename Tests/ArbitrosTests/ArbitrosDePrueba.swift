import Arbitros
import Core

/// The referees of the tests: users of the sample service, as the server sends them and as the app
/// keeps them (a test that needs one by name takes it from here).
extension UsuarioDTO {
    static let leanne = UsuarioDTO.deEjemplo[0]
    static let ervin = UsuarioDTO.deEjemplo[1]
    static let kurtis = UsuarioDTO.deEjemplo[6]
}

extension Arbitro {
    static let leanne = Arbitro(usuario: .leanne)
    static let ervin = Arbitro(usuario: .ervin)
    static let kurtis = Arbitro(usuario: .kurtis)
}
