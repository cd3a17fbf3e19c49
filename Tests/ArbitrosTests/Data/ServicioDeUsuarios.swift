import Arbitros
import Core
import Foundation

/// What one `GET /users` answers.
enum RespuestaDeUsuarios: Sendable {
    case usuarios([UsuarioDTO])
    case fallo(ErrorDeRed)
}

extension ServicioDeEjemplo {
    /// The sample server with `GET /users` answering `respuestas` in the order it answers; one
    /// request more is a server error (500), so a test that expects none sees it. With `retenidas`
    /// each request waits for `soltar(_:)` of its number, so two refreshes answer in either order.
    static func deUsuarios(_ respuestas: [RespuestaDeUsuarios], retenidas: Bool = false) -> ServicioDeEjemplo {
        let usuarios = RespuestaDeEjemplo(metodo: "GET", ruta: UsuarioDTO.ruta) { _, anteriores throws(ErrorDeRed) in
            guard anteriores < respuestas.count else { throw .estadoDelServidor(500) }
            switch respuestas[anteriores] {
            case .usuarios(let usuarios): return JSONDelServidor.codificar(usuarios)
            case .fallo(let error): throw error
            }
        }
        let servicio = ServicioDeEjemplo(reloj: ContinuousClock(), respuestas: [usuarios])
        servicio.retenerPeticiones = retenidas
        return servicio
    }
}
