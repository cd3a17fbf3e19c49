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
    private let reloj: any Clock<Duration>

    /// No defaults: whoever builds the service chooses the server, the session, the patience and the
    /// clock the patience is measured on (the app's `continuousClock`; a test clock in tests).
    public init(urlBase: URL, sesion: URLSession, tiempoMaximo: Duration, reloj: any Clock<Duration>) {
        precondition(tiempoMaximo > .zero, "tiempoMaximo must be positive")
        self.urlBase = urlBase
        self.sesion = sesion
        self.tiempoMaximo = tiempoMaximo
        self.reloj = reloj
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
    /// applies), so the service keeps its own deadline on its clock: whichever comes first, the
    /// answer, the deadline or the caller's cancellation, ends the wait, and the other two are
    /// cancelled. Nothing waits for URLSession to notice: a request it never answers cannot hang.
    private func transferir(_ peticion: URLRequest) async throws(ErrorDeRed) -> (Data, URLResponse) {
        // A cancelled caller never reaches the network (URLSession may still answer a cancelled task).
        guard !Task.isCancelled else { throw .cancelado }
        let carrera = CarreraDeRed()
        let (reloj, tiempoMaximo) = (self.reloj, self.tiempoMaximo)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuacion in
                    let transferencia = sesion.dataTask(with: peticion) { datos, respuesta, error in
                        if let datos, let respuesta {
                            carrera.terminar(.success((datos, respuesta)))
                        } else {
                            carrera.terminar(.failure(error ?? URLError(.badServerResponse)))
                        }
                    }
                    let plazo = Task {
                        do {
                            try await reloj.sleep(for: tiempoMaximo)
                            carrera.terminar(.failure(URLError(.timedOut)))
                        } catch {
                            // Cancelled: the race already ended.
                        }
                    }
                    carrera.empezar(continuacion, transferencia: transferencia, plazo: plazo)
                }
            } onCancel: {
                carrera.terminar(.failure(URLError(.cancelled)))
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
