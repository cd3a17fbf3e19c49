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
    /// What the patience runs on: the dependency values' (``Temporizador/real`` in the app; a test
    /// builds the service in a scope with a test clock's).
    @Dependency(\.temporizador) private var temporizador

    /// No defaults: whoever builds the service chooses the server, the session and the patience. The
    /// session must have no cache (``sinCache(_:)``): this API's answers are never served from one.
    public init(urlBase: URL, sesion: URLSession, tiempoMaximo: Duration) {
        precondition(tiempoMaximo > .zero, "tiempoMaximo must be positive")
        precondition(sesion.configuration.urlCache == nil, "The session must have no URLCache: use ServicioJSONPlaceholder.sinCache(_:)")
        self.urlBase = urlBase
        self.sesion = sesion
        self.tiempoMaximo = tiempoMaximo
    }

    /// `configuracion` without a cache, the only kind of session the service takes. URLSession on
    /// Linux can trap when a task is cancelled around its start while its session has a cache, and
    /// every configuration comes with one (`.ephemeral` too).
    public static func sinCache(_ configuracion: URLSessionConfiguration) -> URLSessionConfiguration {
        configuracion.urlCache = nil
        configuracion.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        return configuracion
    }

    public func enviar(_ peticion: PeticionAlServidor) async throws(ErrorDeRed) -> Data {
        try await pedir(self.peticion(metodo: peticion.metodo, ruta: peticion.ruta, cuerpo: peticion.cuerpo))
    }

    private func peticion(metodo: String, ruta: String, cuerpo: Data?) -> URLRequest {
        var peticion = URLRequest(
            url: urlBase.appendingPathComponent(ruta), cachePolicy: .reloadIgnoringLocalAndRemoteCacheData,
            timeoutInterval: segundos(tiempoMaximo))
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
    /// applies, and only between two bytes), so the service keeps its own deadline, on its timer:
    /// whichever comes first, the answer, the deadline or the caller's cancellation, ends the wait,
    /// and the other two are stopped. Nothing waits for URLSession to notice: a request it never
    /// answers, or answers a byte at a time, cannot hang.
    private func transferir(_ peticion: URLRequest) async throws(ErrorDeRed) -> (Data, URLResponse) {
        // A cancelled caller never reaches the network (URLSession may still answer a cancelled task).
        guard !Task.isCancelled else { throw .cancelado }
        let carrera = CarreraDeRed()
        let sesion = self.sesion
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuacion in
                    let plazo = temporizador.tras(tiempoMaximo) {
                        carrera.terminar(.failure(URLError(.timedOut)))
                    }
                    carrera.empezar(continuacion, plazo: plazo) {
                        sesion.dataTask(with: peticion) { datos, respuesta, error in
                            let resultado: CarreraDeRed.Resultado =
                                if let datos, let respuesta { .success((datos, respuesta)) } else {
                                    .failure(error ?? URLError(.badServerResponse))
                                }
                            carrera.terminar(resultado, desdeLaTransferencia: true)
                        }
                    }
                }
            } onCancel: {
                carrera.terminar(.failure(URLError(.cancelled)))
            }
        } catch {
            throw ErrorDeRed(traduciendo: error)
        }
    }

    private func segundos(_ duracion: Duration) -> TimeInterval {
        let (segundos, attosegundos) = duracion.components
        return TimeInterval(segundos) + TimeInterval(attosegundos) / 1e18
    }
}
