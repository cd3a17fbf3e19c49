import Arbitros
import Core

/// The referees of the tests: users of the sample service, as the server sends them and as the app
/// keeps them (a test that needs one by name takes it from here).
extension UsuarioDTO {
    static let leanne = ServicioDeEjemplo.usuariosDeEjemplo[0]
    static let ervin = ServicioDeEjemplo.usuariosDeEjemplo[1]
    static let kurtis = ServicioDeEjemplo.usuariosDeEjemplo[6]
}

extension Arbitro {
    static let leanne = Arbitro(id: UsuarioDTO.leanne.id, nombre: UsuarioDTO.leanne.name, ciudad: UsuarioDTO.leanne.address.city)
    static let ervin = Arbitro(id: UsuarioDTO.ervin.id, nombre: UsuarioDTO.ervin.name, ciudad: UsuarioDTO.ervin.address.city)
    static let kurtis = Arbitro(id: UsuarioDTO.kurtis.id, nombre: UsuarioDTO.kurtis.name, ciudad: UsuarioDTO.kurtis.address.city)
}
