import Arbitros
import Core
import Cronica
import Foundation

/// The server's answers, decoded as the app decodes them: an answer either decodes to values that
/// encode and decode back to themselves (and every user becomes a referee), or is refused as
/// `respuestaIlegible`, whose message is one line.
enum ArnesDelServidor {
    static let usuarios = Arnes(nombre: "usuarios", resumen: "the answer to GET /users, made into referees") { datos in
        guard let usuarios = decodificar("usuarios", [UsuarioDTO].self, datos) else { return }
        let arbitros = usuarios.map(Arbitro.init(usuario:))
        guard arbitros.map(\.id) == usuarios.map(\.id) else { fallo("usuarios", "a referee lost its user's id") }
    }

    static let publicacion = Arnes(nombre: "publicacion", resumen: "the answer to POST /posts, the published id") { datos in
        _ = decodificar("publicacion", RespuestaDePublicacion.self, datos)
    }

    private static func decodificar<Valor: Codable & Equatable>(_ arnes: String, _ tipo: Valor.Type, _ datos: Data) -> Valor? {
        let valor: Valor
        do {
            valor = try JSONDelServidor.decodificar(tipo, de: datos)
        } catch {
            guard error == .respuestaIlegible, esUnaLinea(error.mensaje) else { fallo(arnes, "refused as \(error)") }
            return nil
        }
        guard (try? JSONDelServidor.decodificar(tipo, de: JSONDelServidor.codificar(valor))) == valor else {
            fallo(arnes, "decoded, it does not encode back to itself")
        }
        return valor
    }
}
