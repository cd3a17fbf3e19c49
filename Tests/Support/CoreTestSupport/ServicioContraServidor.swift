public import Core
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ServicioJSONPlaceholder {
    /// The service as the app builds it (a real session, the real timer), for a server on this
    /// machine: `.contra(servidor.url)`.
    public static func contra(_ urlBase: URL, tiempoMaximo: Duration = .seconds(10)) -> ServicioJSONPlaceholder {
        withDependencies {
            $0.temporizador = .real
        } operation: {
            ServicioJSONPlaceholder(urlBase: urlBase, sesion: URLSession(configuration: sinCache(.ephemeral)), tiempoMaximo: tiempoMaximo)
        }
    }
}
