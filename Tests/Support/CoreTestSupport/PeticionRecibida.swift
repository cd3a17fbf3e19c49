public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request as a `RedEspia` received it, body included.
public struct PeticionRecibida: Equatable, Sendable {
    public var metodo: String
    public var url: URL
    public var cabeceras: [String: String]
    public var cuerpo: Data
    public var tiempoMaximo: TimeInterval

    public init(metodo: String, url: URL, cabeceras: [String: String], cuerpo: Data, tiempoMaximo: TimeInterval) {
        self.metodo = metodo
        self.url = url
        self.cabeceras = cabeceras
        self.cuerpo = cuerpo
        self.tiempoMaximo = tiempoMaximo
    }

    /// The body as text, to compare it with the JSON written out in a test.
    public var cuerpoComoTexto: String {
        String(decoding: cuerpo, as: UTF8.self)
    }
}
