public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// The tournament's server over HTTP, speaking the JSONPlaceholder API.
public struct ServicioJSONPlaceholder: ServicioDelTorneo {
    public static let urlPredeterminada = URL(string: "https://jsonplaceholder.typicode.com")!

    private let urlBase: URL
    private let sesion: URLSession
    private let tiempoMaximo: Duration

    /// No defaults: whoever builds the service chooses the server, the session and the patience.
    public init(urlBase: URL, sesion: URLSession, tiempoMaximo: Duration) {
        precondition(tiempoMaximo > .zero, "tiempoMaximo must be positive")
        self.urlBase = urlBase
        self.sesion = sesion
        self.tiempoMaximo = tiempoMaximo
    }

    public func usuarios() async throws(ErrorDeRed) -> [UsuarioDTO] {
        let datos = try await pedir(peticion(metodo: "GET", ruta: "users", cuerpo: nil))
        return try decodificar([UsuarioDTO].self, de: datos)
    }

    public func publicar(_ publicacion: PublicacionDTO) async throws(ErrorDeRed) -> Int {
        let datos = try await pedir(peticion(metodo: "POST", ruta: "posts", cuerpo: codificar(publicacion)))
        return try decodificar(RespuestaDePublicacion.self, de: datos).id
    }

    private func peticion(metodo: String, ruta: String, cuerpo: Data?) -> URLRequest {
        var peticion = URLRequest(url: urlBase.appendingPathComponent(ruta), timeoutInterval: segundos(tiempoMaximo))
        peticion.httpMethod = metodo
        peticion.setValue("application/json", forHTTPHeaderField: "Accept")
        if let cuerpo {
            peticion.httpBody = cuerpo
            peticion.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return peticion
    }

    private func pedir(_ peticion: URLRequest) async throws(ErrorDeRed) -> Data {
        let (datos, respuesta) = try await transferir(peticion)
        guard let respuesta = respuesta as? HTTPURLResponse else {
            throw .respuestaIlegible
        }
        // URLSession does not throw for an error status: 404 and 500 arrive as answers.
        guard (200..<300).contains(respuesta.statusCode) else {
            throw .estadoDelServidor(respuesta.statusCode)
        }
        return datos
    }

    /// URLSession on Linux ignores `URLRequest.timeoutInterval` (only its configuration's timeout
    /// applies), so the service keeps its own deadline: whichever comes first, the answer or the deadline.
    private func transferir(_ peticion: URLRequest) async throws(ErrorDeRed) -> (Data, URLResponse) {
        // A cancelled caller never reaches the network (URLSession may still answer a cancelled task).
        guard !Task.isCancelled else { throw .cancelado }
        let sesion = self.sesion
        let tiempoMaximo = self.tiempoMaximo
        do {
            return try await withThrowingTaskGroup(of: (Data, URLResponse).self) { grupo in
                grupo.addTask { try await sesion.data(for: peticion) }
                grupo.addTask {
                    try await Task.sleep(for: tiempoMaximo)
                    throw URLError(.timedOut)
                }
                defer { grupo.cancelAll() }
                guard let primero = try await grupo.next() else {
                    preconditionFailure("the group holds two tasks")
                }
                return primero
            }
        } catch {
            throw ErrorDeRed(traduciendo: error)
        }
    }

    private func decodificar<Valor: Decodable>(_ tipo: Valor.Type, de datos: Data) throws(ErrorDeRed) -> Valor {
        do {
            return try JSONDecoder().decode(tipo, from: datos)
        } catch {
            throw .respuestaIlegible
        }
    }

    private func codificar(_ publicacion: PublicacionDTO) -> Data {
        let codificador = JSONEncoder()
        // Stable key order, so the body is the same on every platform and run.
        codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try codificador.encode(publicacion)
        } catch {
            preconditionFailure("A PublicacionDTO holds only strings and numbers: \(error)")
        }
    }

    private func segundos(_ duracion: Duration) -> TimeInterval {
        let (segundos, attosegundos) = duracion.components
        return TimeInterval(segundos) + TimeInterval(attosegundos) / 1e18
    }
}

/// The answer of `POST /posts`: the server echoes the post; only its new id matters.
private struct RespuestaDePublicacion: Decodable {
    var id: Int
}
