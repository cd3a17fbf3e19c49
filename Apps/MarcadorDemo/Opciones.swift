import Foundation
import MarcadorApp

/// What the person asked for on the command line.
struct Opciones: Equatable {
    enum Modo: Equatable {
        case recorrido
        case interactivo
        /// A feature's id, as it registered itself: checked against the registrations.
        case pantalla(String)
        /// `nil`: the match the app would play next (`ContenedorDeLaApp.partidoQueTocaJugar`).
        case enVivo(partido: Int?)
        case ayuda

        /// The tour's quick pace, when `--ms-por-minuto` does not say.
        static let msPorMinutoDelRecorrido = 2

        /// Real milliseconds per match minute when `--ms-por-minuto` does not say: a person watches
        /// the match at a prompt or live at the app's pace; the tour and a feature's screens go quickly.
        var msPorMinutoPredeterminado: Int {
            switch self {
            case .interactivo, .enVivo: Configuracion.msPorMinutoPredeterminado
            case .recorrido, .pantalla, .ayuda: Self.msPorMinutoDelRecorrido
            }
        }
    }

    var modo: Modo = .recorrido
    var carpetaDeDatos: URL? = nil
    var reiniciarDatos = false
    var servidor: URL? = nil
    var sinRed = false
    var msPorMinuto: Int? = nil
    var duracion: Int? = nil
    /// How long a request to the server may take, in real time (whole milliseconds).
    var segundosDeRed: Duration? = nil
    /// The app's log (the internal traces, such as a screen released) shown among the screens.
    var registro = false

    /// In milliseconds: from a tenth of a second (a server on this machine) to two minutes.
    static let milisegundosDeRedValidos = 100...120_000

    /// Seconds as a person writes them: whole (`10`) or with up to three decimals after a comma or
    /// a point (`0,5`, `0.5`), from 0,1 to 120; nil for anything else.
    static func segundosDeRed(de texto: String) -> Duration? {
        let digitos = ("0"..."9") as ClosedRange<Character>
        let separador = texto.firstIndex { $0 == "," || $0 == "." }
        let enteros = separador.map { texto[..<$0] } ?? texto[...]
        let decimales = separador.map { texto[texto.index(after: $0)...] } ?? ""
        guard (1...3).contains(enteros.count), enteros.allSatisfy(digitos.contains),
            separador == nil || (1...3).contains(decimales.count), decimales.allSatisfy(digitos.contains),
            let segundos = Int(enteros), let fraccion = Int(decimales.padding(toLength: 3, withPad: "0", startingAt: 0))
        else { return nil }
        let milisegundos = segundos * 1000 + fraccion
        return milisegundosDeRedValidos.contains(milisegundos) ? .milliseconds(milisegundos) : nil
    }

    /// The process's arguments (without the program name), byte for byte: an argument that is not
    /// valid UTF-8 is bad usage, never silently turned into another name (a folder elsewhere).
    static func argumentosDelProceso() throws(ErrorDeUso) -> [String] {
        try (1..<Int(CommandLine.argc)).map { (indice: Int) throws(ErrorDeUso) -> String in
            guard let argumento = CommandLine.unsafeArgv[indice], let texto = String(validatingCString: argumento) else {
                throw .noEsUTF8(posicion: indice)
            }
            return texto
        }
    }

    /// Parses the arguments (without the program name). Every mistake is a one-line `ErrorDeUso`:
    /// a flag given twice or two modes at once are mistakes too, never "the last one wins".
    static func leer(_ argumentos: [String]) throws(ErrorDeUso) -> Opciones {
        var opciones = Opciones()
        var restantes = argumentos[...]
        var vistas: Set<String> = []
        var modo: String?
        var ayuda = false
        func valor(de flag: String) throws(ErrorDeUso) -> String {
            guard let valor = restantes.popFirst(), !valor.hasPrefix("--") else { throw .faltaValor(flag) }
            return valor
        }
        func unaVez(_ flag: String) throws(ErrorDeUso) {
            guard vistas.insert(flag).inserted else { throw .repetida(flag) }
        }
        func elegirModo(_ flag: String, _ nuevo: Modo) throws(ErrorDeUso) {
            if let modo { throw modo == flag ? .repetida(flag) : .modosIncompatibles(modo, flag) }
            modo = flag
            opciones.modo = nuevo
        }
        while let argumento = restantes.popFirst() {
            switch argumento {
            case "--help", "-h", "ayuda", "help":
                // Help wins over every other valid flag on the line: it is what the person needs.
                // A mistake elsewhere on the line is still bad usage.
                ayuda = true
            case "--interactivo":
                try elegirModo(argumento, .interactivo)
            case "--en-vivo":
                // The match number is optional: without one, the match the app would play next.
                var partido: Int?
                if let siguiente = restantes.first, !siguiente.hasPrefix("-") {
                    guard let numero = Int(siguiente), numero > 0 else { throw .partidoInvalido(siguiente) }
                    partido = numero
                    restantes.removeFirst()
                }
                try elegirModo(argumento, .enVivo(partido: partido))
            case "--pantalla":
                try elegirModo(argumento, .pantalla(try valor(de: argumento)))
            case "--datos":
                let ruta = try valor(de: argumento)
                guard !ruta.isEmpty else { throw .datosVacio }
                try unaVez(argumento)
                opciones.carpetaDeDatos = URL(fileURLWithPath: ruta, isDirectory: true)
            case Configuracion.Bandera.reiniciarDatos:
                try unaVez(argumento)
                opciones.reiniciarDatos = true
            case "--servidor":
                let url = try servidor(try valor(de: argumento))
                try unaVez(argumento)
                opciones.servidor = url
            case "--registro":
                try unaVez(argumento)
                opciones.registro = true
            case Configuracion.Bandera.sinRed:
                try unaVez(argumento)
                opciones.sinRed = true
            case Configuracion.Bandera.msPorMinuto:
                let texto = try valor(de: argumento)
                guard let ms = Configuracion.msPorMinuto(de: texto) else { throw .msPorMinutoInvalido(texto) }
                try unaVez(argumento)
                opciones.msPorMinuto = ms
            case "--duracion":
                let texto = try valor(de: argumento)
                guard let minutos = Int(texto), Ajustes.duraciones.contains(minutos) else { throw .duracionInvalida(texto) }
                try unaVez(argumento)
                opciones.duracion = minutos
            case "--segundos-de-red":
                let texto = try valor(de: argumento)
                guard let segundos = segundosDeRed(de: texto) else { throw .segundosDeRedInvalido(texto) }
                try unaVez(argumento)
                opciones.segundosDeRed = segundos
            default:
                throw .opcionDesconocida(argumento)
            }
        }
        if opciones.sinRed, opciones.servidor != nil { throw .servidorSinRed }
        return ayuda ? Opciones(modo: .ayuda) : opciones
    }

    /// https anywhere, or plain http only to this machine (a local test server); a port in 1…65535.
    private static func servidor(_ texto: String) throws(ErrorDeUso) -> URL {
        guard let partes = URLComponents(string: texto), let url = partes.url, let esquema = partes.scheme?.lowercased(),
            let host = partes.host, !host.isEmpty
        else {
            throw .servidorInvalido(texto)
        }
        if let puerto = partes.port, !(1...65_535).contains(puerto) { throw .puertoInvalido(texto) }
        let local = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
        guard esquema == "https" || (esquema == "http" && local) else { throw .servidorInseguro(texto) }
        return url
    }
}

/// A command-line mistake: what is wrong and what to do, in one line.
enum ErrorDeUso: Error, Equatable {
    case opcionDesconocida(String)
    case faltaValor(String)
    case pantallaDesconocida(String, conocidas: [String])
    case msPorMinutoInvalido(String)
    case duracionInvalida(String)
    case servidorInvalido(String)
    case servidorInseguro(String)
    case servidorSinRed
    case puertoInvalido(String)
    case datosVacio
    case repetida(String)
    case modosIncompatibles(String, String)
    case partidoInvalido(String)
    case segundosDeRedInvalido(String)
    case noEsUTF8(posicion: Int)

    /// Echoed text is shown with its control characters escaped and any password hidden.
    var mensaje: String {
        func eco(_ texto: String) -> String { TextoVisible.sinSecretos(TextoVisible.escapado(texto)) }
        return switch self {
        case let .opcionDesconocida(opcion):
            "opción desconocida '\(eco(opcion))'; ejecuta 'marcador-demo --help' para ver las opciones."
        case let .faltaValor(flag):
            "\(eco(flag)) necesita un valor; ejecuta 'marcador-demo --help' para ver un ejemplo."
        case let .pantallaDesconocida(nombre, conocidas):
            "pantalla desconocida '\(eco(nombre))'; usa una de estas: \(conocidas.joined(separator: ", "))."
        case let .msPorMinutoInvalido(texto):
            "'\(eco(texto))' no es un --ms-por-minuto válido; usa un número entero de \(Configuracion.msPorMinutoValidos.lowerBound) a \(Configuracion.msPorMinutoValidos.upperBound)."
        case let .duracionInvalida(texto):
            "'\(eco(texto))' no es una --duracion válida; usa 60 o 90."
        case let .servidorInvalido(texto):
            "'\(eco(texto))' no es la URL de un servidor; usa una como https://jsonplaceholder.typicode.com."
        case let .servidorInseguro(texto):
            "'\(eco(texto))' no está permitido; usa https, o http solo hacia 127.0.0.1 o localhost."
        case .servidorSinRed:
            "--servidor y --sin-red se contradicen; usa solo una de las dos."
        case let .puertoInvalido(texto):
            "'\(eco(texto))' tiene un puerto fuera de rango; usa un puerto de 1 a 65535."
        case .datosVacio:
            "--datos necesita una carpeta, no un nombre vacío; pasa una ruta como --datos .marcador."
        case let .repetida(flag):
            "\(flag) aparece más de una vez; dala solo una vez."
        case let .partidoInvalido(texto):
            "'\(eco(texto))' no es un número de partido; usa --en-vivo 1, o --en-vivo sin número para el partido 1."
        case let .segundosDeRedInvalido(texto):
            "'\(eco(texto))' no es un --segundos-de-red válido; usa un número de 0,1 a 120, con hasta tres decimales tras una coma o un punto (0,5)."
        case let .noEsUTF8(posicion):
            "el argumento \(posicion) no es UTF-8 válido; pasa los nombres (como la carpeta de --datos) en UTF-8."
        case let .modosIncompatibles(uno, otro):
            "\(uno) y \(otro) son modos distintos; elige uno de los dos."
        }
    }
}
