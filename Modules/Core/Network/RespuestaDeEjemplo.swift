public import Foundation

/// How the sample server answers one path, declared by the feature that owns the path: the
/// answer's body given the request and how many requests to that path came before (so a POST can
/// give ids 101, 102, …), or an error.
public struct RespuestaDeEjemplo: Sendable {
    public let metodo: String
    public let ruta: String
    public let responder: @Sendable (_ peticion: PeticionAlServidor, _ anteriores: Int) throws(ErrorDeRed) -> Data

    public init(
        metodo: String, ruta: String,
        responder: @escaping @Sendable (_ peticion: PeticionAlServidor, _ anteriores: Int) throws(ErrorDeRed) -> Data
    ) {
        self.metodo = metodo
        self.ruta = ruta
        self.responder = responder
    }
}
