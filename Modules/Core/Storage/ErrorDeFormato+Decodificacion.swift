extension ErrorDeFormato {
    /// Describes a decoder's failure in Spanish, naming the field at fault
    /// (e.g. "falta el campo «contenido[2].nombre»"). An `ErrorDeFormato` is kept as it is.
    public init(describiendo error: any Error) {
        if let formato = error as? ErrorDeFormato {
            self = formato
            return
        }
        guard let decodificacion = error as? DecodingError else {
            self = .ilegible(String(describing: error))
            return
        }
        switch decodificacion {
        case .keyNotFound(let clave, let contexto):
            self = .ilegible("falta el campo «\(Self.ruta(contexto.codingPath + [clave]))»")
        case .valueNotFound(_, let contexto) where contexto.codingPath.isEmpty,
            .typeMismatch(_, let contexto) where contexto.codingPath.isEmpty:
            self = .ilegible("no es un objeto JSON con los campos version y contenido")
        case .valueNotFound(_, let contexto):
            self = .ilegible("falta el valor de «\(Self.ruta(contexto.codingPath))»")
        case .typeMismatch(_, let contexto):
            self = .ilegible("«\(Self.ruta(contexto.codingPath))» no tiene el tipo esperado")
        case .dataCorrupted(let contexto) where contexto.codingPath.isEmpty:
            self = .ilegible("no es JSON válido")
        case .dataCorrupted(let contexto):
            self = .ilegible("valor no válido en «\(Self.ruta(contexto.codingPath))»")
        @unknown default:
            self = .ilegible(String(describing: decodificacion))
        }
    }

    /// "partidos[3].minuto": how a person would point at the field.
    private static func ruta(_ claves: [any CodingKey]) -> String {
        var ruta = ""
        for clave in claves {
            if let indice = clave.intValue {
                ruta += "[\(indice)]"
            } else {
                ruta += ruta.isEmpty ? clave.stringValue : ".\(clave.stringValue)"
            }
        }
        return ruta
    }
}
