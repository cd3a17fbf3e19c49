import Foundation

/// What the person asked for on the command line.
struct Opciones: Equatable {
    enum Modo: Equatable {
        case recorrido
        case interactivo
        case pantalla(Pantalla)
        case ayuda
    }

    enum Pantalla: String, CaseIterable {
        case partidos, marcador, arbitros, cronica, equipos
    }

    var modo: Modo = .recorrido
    var carpetaDeDatos: URL? = nil
    var reiniciarDatos = false
    var servidor: URL? = nil
    var sinRed = false
    var msPorMinuto: Int? = nil
    var duracion: Int? = nil

    static let duracionesValidas = [60, 90]
    static let msPorMinutoValidos = 0...60_000

    /// Parses the arguments (without the program name). Every mistake is a one-line `ErrorDeUso`.
    static func leer(_ argumentos: [String]) throws(ErrorDeUso) -> Opciones {
        var opciones = Opciones()
        var restantes = argumentos[...]
        func valor(de flag: String) throws(ErrorDeUso) -> String {
            guard let valor = restantes.popFirst(), !valor.hasPrefix("--") else { throw .faltaValor(flag) }
            return valor
        }
        while let argumento = restantes.popFirst() {
            switch argumento {
            case "--help", "-h", "ayuda":
                opciones.modo = .ayuda
            case "--interactivo":
                opciones.modo = .interactivo
            case "--pantalla":
                let nombre = try valor(de: argumento)
                guard let pantalla = Pantalla(rawValue: nombre) else { throw .pantallaDesconocida(nombre) }
                opciones.modo = .pantalla(pantalla)
            case "--datos":
                opciones.carpetaDeDatos = URL(fileURLWithPath: try valor(de: argumento), isDirectory: true)
            case "--reiniciar-datos":
                opciones.reiniciarDatos = true
            case "--servidor":
                opciones.servidor = try servidor(try valor(de: argumento))
            case "--sin-red":
                opciones.sinRed = true
            case "--ms-por-minuto":
                let texto = try valor(de: argumento)
                guard let ms = Int(texto), msPorMinutoValidos.contains(ms) else { throw .msPorMinutoInvalido(texto) }
                opciones.msPorMinuto = ms
            case "--duracion":
                let texto = try valor(de: argumento)
                guard let minutos = Int(texto), duracionesValidas.contains(minutos) else { throw .duracionInvalida(texto) }
                opciones.duracion = minutos
            default:
                throw .opcionDesconocida(argumento)
            }
        }
        if opciones.sinRed, opciones.servidor != nil { throw .servidorSinRed }
        return opciones
    }

    /// https anywhere, or plain http only to this machine (a local test server).
    private static func servidor(_ texto: String) throws(ErrorDeUso) -> URL {
        guard let url = URL(string: texto), let esquema = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .servidorInvalido(texto)
        }
        let local = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
        guard esquema == "https" || (esquema == "http" && local) else { throw .servidorInseguro(texto) }
        return url
    }
}

/// A command-line mistake: what is wrong and what to do, in one line.
enum ErrorDeUso: Error, Equatable {
    case opcionDesconocida(String)
    case faltaValor(String)
    case pantallaDesconocida(String)
    case msPorMinutoInvalido(String)
    case duracionInvalida(String)
    case servidorInvalido(String)
    case servidorInseguro(String)
    case servidorSinRed

    var mensaje: String {
        switch self {
        case let .opcionDesconocida(opcion):
            "unknown option '\(opcion)'; run 'marcador-demo --help' to see the options."
        case let .faltaValor(flag):
            "\(flag) needs a value; run 'marcador-demo --help' to see an example."
        case let .pantallaDesconocida(nombre):
            "unknown screen '\(nombre)'; use one of: \(Opciones.Pantalla.allCases.map(\.rawValue).joined(separator: ", "))."
        case let .msPorMinutoInvalido(texto):
            "'\(texto)' is not a valid --ms-por-minuto; use a whole number from 0 to 60000."
        case let .duracionInvalida(texto):
            "'\(texto)' is not a valid --duracion; use 60 or 90."
        case let .servidorInvalido(texto):
            "'\(texto)' is not a server URL; use one like https://jsonplaceholder.typicode.com."
        case let .servidorInseguro(texto):
            "'\(texto)' is not allowed; use https, or http only to 127.0.0.1 or localhost."
        case .servidorSinRed:
            "--servidor and --sin-red contradict each other; use one of them."
        }
    }
}
