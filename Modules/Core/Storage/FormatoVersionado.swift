public import Foundation

/// A versioned envelope for simple contents, written as readable JSON:
/// `{"contenido": …, "version": N}`.
///
/// Contents written by a newer app are refused rather than decoded, because decoding them here and
/// saving again would silently drop what this version does not know.
public enum FormatoVersionado {
    public static func codificar<C: Encodable>(_ contenido: C, version: Int) throws -> Data {
        precondition(version >= 1, "Format versions start at 1")
        let codificador = JSONEncoder()
        codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try codificador.encode(Sobre(version: version, contenido: contenido))
    }

    /// Decodes contents written with any version up to `versionMaxima`, in one pass over the JSON.
    public static func decodificar<C: Decodable>(
        _ tipo: C.Type,
        de datos: Data,
        versionMaxima: Int
    ) throws(ErrorDeFormato) -> C {
        precondition(versionMaxima >= 1, "Format versions start at 1")
        let decodificador = JSONDecoder()
        decodificador.userInfo[Sobre<C>.versionMaximaKey] = versionMaxima
        do {
            return try decodificador.decode(Sobre<C>.self, from: datos).contenido
        } catch {
            throw ErrorDeFormato(describiendo: error)
        }
    }
}

/// The envelope on disk. The version is read first so a newer file is refused before its contents
/// are decoded.
private struct Sobre<Contenido> {
    static var versionMaximaKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "versionMaxima")! }

    let version: Int
    let contenido: Contenido

    enum CodingKeys: String, CodingKey {
        case version, contenido
    }
}

extension Sobre: Encodable where Contenido: Encodable {}

extension Sobre: Decodable where Contenido: Decodable {
    init(from decoder: any Decoder) throws {
        let contenedor = try decoder.container(keyedBy: CodingKeys.self)
        let version = try contenedor.decode(Int.self, forKey: .version)
        guard version >= 1 else {
            throw ErrorDeFormato.ilegible("la versión \(version) no existe")
        }
        if let versionMaxima = decoder.userInfo[Self.versionMaximaKey] as? Int, version > versionMaxima {
            throw ErrorDeFormato.versionMasNueva(encontrada: version, soportada: versionMaxima)
        }
        self.version = version
        self.contenido = try contenedor.decode(Contenido.self, forKey: .contenido)
    }
}
