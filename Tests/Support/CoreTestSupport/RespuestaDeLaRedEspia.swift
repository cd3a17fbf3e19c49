public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a `RedEspia` answers to a request.
public enum RespuestaDeLaRedEspia: Sendable {
    /// An HTTP answer with this status and body.
    case http(estado: Int, cuerpo: Data)
    /// The transfer fails, as `URLSession` reports it.
    case fallo(URLError)
    /// No answer ever comes: the request waits until it is cancelled or times out.
    case sinRespuesta

    /// A 200 answer whose body is this JSON text.
    public static func json(_ texto: String, estado: Int = 200) -> RespuestaDeLaRedEspia {
        .http(estado: estado, cuerpo: Data(texto.utf8))
    }
}
