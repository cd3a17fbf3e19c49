import Arbitros
import Core
import CoreTestSupport
import Foundation

/// What one `GET /users` answers.
enum RespuestaDeUsuarios: Sendable {
    case usuarios([UsuarioDTO])
    case fallo(ErrorDeRed)
}

extension ServicioDelTorneoEspia {
    /// The sample server, seen by a spy, with `GET /users` answering `respuestas` in the order it answers; one
    /// request more is a server error (500), so a test that expects none sees it. With `retenidas`
    /// each request waits for `soltar(_:)` of its number, so two refreshes answer in either order.
    static func deUsuarios(_ respuestas: [RespuestaDeUsuarios], retenidas: Bool = false) -> ServicioDelTorneoEspia {
        let usuarios = RespuestaDeEjemplo(metodo: "GET", ruta: UsuarioDTO.ruta) { _, anteriores throws(ErrorDeRed) in
            guard anteriores < respuestas.count else { throw .estadoDelServidor(500) }
            switch respuestas[anteriores] {
            case .usuarios(let usuarios): return JSONDelServidor.codificar(usuarios)
            case .fallo(let error): throw error
            }
        }
        let servicio = ServicioDelTorneoEspia(respuestas: [usuarios])
        servicio.retenerPeticiones = retenidas
        return servicio
    }
}
