import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The `URLProtocol` behind `RedFalsa`. `URLSession` creates its instances, so the networks live in a
/// static registry, found by a header every request of a `RedFalsa` session carries.
final class ProtocoloDeRedFalso: URLProtocol {
    static let cabeceraDeLaRed = "X-Red-Falsa"

    private final class Referencia: Sendable {
        weak let red: RedFalsa?
        init(_ red: RedFalsa) { self.red = red }
    }

    private static let redes = Mutex<[String: Referencia]>([:])

    static func registrar(_ red: RedFalsa, como identificador: String) {
        redes.withLock { $0[identificador] = Referencia(red) }
    }

    static func olvidar(_ identificador: String) {
        _ = redes.withLock { $0.removeValue(forKey: identificador) }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.value(forHTTPHeaderField: cabeceraDeLaRed) != nil
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard
            let identificador = request.value(forHTTPHeaderField: Self.cabeceraDeLaRed),
            let red = Self.redes.withLock({ $0[identificador]?.red })
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
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
        var cabeceras = peticion.allHTTPHeaderFields ?? [:]
        cabeceras[cabeceraDeLaRed] = nil
        return PeticionRecibida(
            metodo: peticion.httpMethod ?? "GET",
            url: peticion.url ?? URL(fileURLWithPath: "/"),
            cabeceras: cabeceras,
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
