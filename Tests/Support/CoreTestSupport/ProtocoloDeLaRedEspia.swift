import Core
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `URLProtocol` behind `RedEspia`. `URLSession` creates its instances, so the networks live in a
/// static registry, found by the host of the request: a custom protocol on Linux never sees the
/// session's extra headers, and the host is the one part of the request each network owns.
final class ProtocoloDeLaRedEspia: URLProtocol {
    private final class Referencia: Sendable {
        weak let red: RedEspia?
        init(_ red: RedEspia) { self.red = red }
    }

    private static let redes = Cerrojo<[String: Referencia]>([:])

    static func registrar(_ red: RedEspia, enElHost host: String) {
        redes.withLock { $0[host] = Referencia(red) }
    }

    static func olvidar(_ host: String) {
        _ = redes.withLock { $0.removeValue(forKey: host) }
    }

    /// Only sessions of a `RedEspia` list this protocol, and none of their requests may leave the process.
    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard
            let host = request.url?.host,
            let red = Self.redes.withLock({ $0[host]?.red })
        else {
            // A request to another host: like a name nobody serves.
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        switch red.recibir(Self.recibida(request)) {
        case let .http(estado, cuerpo):
            guard
                let url = request.url,
                let respuesta = HTTPURLResponse(
                    url: url, statusCode: estado, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": "application/json"]
                )
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badURL))
                return
            }
            client?.urlProtocol(self, didReceive: respuesta, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: cuerpo)
            client?.urlProtocolDidFinishLoading(self)
        case let .fallo(error):
            client?.urlProtocol(self, didFailWithError: error)
        case .sinRespuesta:
            break
        }
    }

    override func stopLoading() {}

    private static func recibida(_ peticion: URLRequest) -> PeticionRecibida {
        PeticionRecibida(
            metodo: peticion.httpMethod ?? "GET",
            url: peticion.url ?? URL(fileURLWithPath: "/"),
            cabeceras: peticion.allHTTPHeaderFields ?? [:],
            cuerpo: cuerpo(de: peticion),
            tiempoMaximo: peticion.timeoutInterval
        )
    }

    /// On Linux the body reaches a `URLProtocol` as a stream, not as `httpBody`.
    private static func cuerpo(de peticion: URLRequest) -> Data {
        if let cuerpo = peticion.httpBody {
            return cuerpo
        }
        guard let flujo = peticion.httpBodyStream else {
            return Data()
        }
        flujo.open()
        defer { flujo.close() }
        var cuerpo = Data()
        var trozo = [UInt8](repeating: 0, count: 4096)
        while true {
            let leidos = flujo.read(&trozo, maxLength: trozo.count)
            if leidos <= 0 { break }
            cuerpo.append(contentsOf: trozo[..<leidos])
        }
        return cuerpo
    }
}
