public import Core

/// Every feature's registration, in the app's order, checked once: one feature per id and one per
/// command name, so what a person types always reaches exactly one of them.
@MainActor
public struct Funcionalidades {
    public let todas: [Funcionalidad]

    public init(_ todas: [Funcionalidad]) throws(ErrorDeRegistro) {
        var ids: Set<String> = []
        var comandos: [String: String] = [:]
        for funcionalidad in todas {
            guard Self.esUnaPalabra(funcionalidad.id) else { throw .idInvalido(funcionalidad.id) }
            guard ids.insert(funcionalidad.id).inserted else { throw .idRepetido(funcionalidad.id) }
            for comando in funcionalidad.comandos {
                if let otra = comandos[comando.nombre] {
                    throw .comandoRepetido(comando.nombre, otra, funcionalidad.id)
                }
                comandos[comando.nombre] = funcionalidad.id
            }
        }
        self.todas = todas
    }

    public var ids: [String] { todas.map(\.id) }

    public func funcionalidad(_ id: String) -> Funcionalidad? {
        todas.first { $0.id == id }
    }

    public func comando(_ nombre: String) -> Comando? {
        todas.lazy.flatMap(\.comandos).first { $0.nombre == nombre }
    }

    /// What `ayuda` prints: one line per command, its usage then its help, and `ademas` (the
    /// console's own commands) last.
    public func ayuda(ademas: [(uso: String, ayuda: String)] = []) -> String {
        let lineas = todas.flatMap(\.comandos).map { (uso: $0.uso, ayuda: $0.ayuda) } + ademas
        let ancho = max(lineas.map(\.uso.count).max() ?? 0, 28) + 2
        return lineas.map { $0.uso + String(repeating: " ", count: ancho - $0.uso.count) + $0.ayuda }.joined(separator: "\n")
    }

    public var anexosDelPartido: [AnexoDelPartido] { todas.flatMap(\.anexosDelPartido) }

    public var enlacesDelPartido: [EnlaceDelPartido] { todas.flatMap(\.enlacesDelPartido) }

    public var archivos: [any ArchivoDeLaApp] { todas.flatMap(\.archivos) }

    public var respuestasDeEjemplo: [RespuestaDeEjemplo] { todas.flatMap(\.respuestasDeEjemplo) }

    private static func esUnaPalabra(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
}

/// Two registrations that would fight over what a person types: a mistake in the app's wiring,
/// said in one line.
public enum ErrorDeRegistro: Error, Equatable, ErrorConMensaje {
    case idRepetido(String)
    case idInvalido(String)
    case comandoRepetido(String, String, String)

    public var mensaje: String {
        switch self {
        case let .idRepetido(id):
            "dos funcionalidades se registran como '\(id)'; da a cada una su propio id en su registro"
        case let .idInvalido(id):
            "'\(id)' no vale como id de funcionalidad; usa una palabra en minúsculas, como se escribe tras --pantalla"
        case let .comandoRepetido(comando, una, otra):
            "la orden '\(comando)' la registran a la vez '\(una)' y '\(otra)'; cambia el nombre de una de ellas"
        }
    }
}
