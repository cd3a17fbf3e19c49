public import Foundation

/// The tournament's server, as the features' Data layers see it: a request to a path under the
/// server's address, and the answer's body. Each feature's Data owns its paths, what they carry and
/// its sample answers; adding an endpoint edits only that feature.
public protocol ServicioDelTorneo: Sendable {
    /// The answer's body when the server answers with a 2xx status; otherwise why not.
    func enviar(_ peticion: PeticionAlServidor) async throws(ErrorDeRed) -> Data
}

extension ServicioDelTorneo {
    /// `GET ruta`, its JSON answer decoded.
    public func obtener<Respuesta: Decodable>(_ tipo: Respuesta.Type, de ruta: String) async throws(ErrorDeRed) -> Respuesta {
        try JSONDelServidor.decodificar(tipo, de: await enviar(.obtener(ruta)))
    }

    /// `POST ruta` with `cuerpo` as JSON, its JSON answer decoded.
    public func publicar<Cuerpo: Encodable, Respuesta: Decodable>(
        _ cuerpo: Cuerpo, en ruta: String, respuesta: Respuesta.Type
    ) async throws(ErrorDeRed) -> Respuesta {
        try JSONDelServidor.decodificar(respuesta, de: await enviar(.publicar(ruta, cuerpo: JSONDelServidor.codificar(cuerpo))))
    }
}

/// One request: the method, the path under the server's address (`users`) and the JSON body.
public struct PeticionAlServidor: Sendable, Equatable {
    public let metodo: String
    public let ruta: String
    public let cuerpo: Data?

    public init(metodo: String, ruta: String, cuerpo: Data?) {
        self.metodo = metodo
        self.ruta = ruta
        self.cuerpo = cuerpo
    }

    public static func obtener(_ ruta: String) -> PeticionAlServidor {
        PeticionAlServidor(metodo: "GET", ruta: ruta, cuerpo: nil)
    }

    public static func publicar(_ ruta: String, cuerpo: Data) -> PeticionAlServidor {
        PeticionAlServidor(metodo: "POST", ruta: ruta, cuerpo: cuerpo)
    }
}

/// JSON to and from the server, written once: bodies with sorted keys and unescaped slashes (the
/// same bytes on every platform and run), answers that do not decode as `respuestaIlegible`.
public enum JSONDelServidor {
    public static func codificar<Valor: Encodable>(_ valor: Valor) -> Data {
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try codificador.encode(valor)
        } catch {
            preconditionFailure("A request body holds only strings and numbers: \(error)")
        }
    }

    public static func decodificar<Valor: Decodable>(_ tipo: Valor.Type, de datos: Data) throws(ErrorDeRed) -> Valor {
        do {
            return try JSONDecoder().decode(tipo, from: datos)
        } catch {
            throw .respuestaIlegible
        }
    }
}
