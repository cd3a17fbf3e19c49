public import Foundation

/// Reads and writes a whole tournament as readable JSON with a format version.
public enum FormatoDelTorneo {
    /// The newest format this build writes and understands. Version 2 keeps each match's status;
    /// a version 1 file, which had none, reads each match with events as finished and the others as
    /// not started, as that version showed them.
    public static let version = 2

    public static func codificar(_ torneo: Torneo) -> Data {
        let encoder = JSONEncoder()
        // Sorted keys: the same tournament is always the same bytes, so a file diffs cleanly.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and optionals only: encoding cannot fail.
        return try! encoder.encode(archivo(de: torneo))
    }

    public static func decodificar(_ datos: Data) throws(ErrorDeFormatoDelTorneo) -> Torneo {
        let archivo: ArchivoDelTorneo
        do {
            archivo = try JSONDecoder().decode(ArchivoDelTorneo.self, from: datos)
        } catch let error as ErrorDeFormatoDelTorneo {
            throw error
        } catch let error as DecodingError {
            throw traducir(error)
        } catch {
            throw .noEsJSON
        }
        do {
            return try torneo(de: archivo)
        } catch let error as ErrorDeFormatoDelTorneo {
            throw error
        } catch let error as ErrorDelTorneo {
            throw .invalido(error)
        } catch {
            preconditionFailure("Unexpected error \(error)")
        }
    }

    private static func archivo(de torneo: Torneo) -> ArchivoDelTorneo {
        ArchivoDelTorneo(
            version: version,
            nombre: torneo.nombre,
            equipos: torneo.equipos.map { equipo in
                .init(nombre: equipo.nombre, plantilla: equipo.plantilla.map { .init(nombre: $0.nombre, dorsal: $0.dorsal) })
            },
            partidos: torneo.partidos.map { partido in
                .init(
                    local: partido.local.nombre, visitante: partido.visitante.nombre, eventos: partido.eventos.map(evento),
                    estado: nombre(de: partido.estado), minuto: minuto(de: partido.estado))
            }
        )
    }

    private static func evento(_ evento: EventoDePartido) -> ArchivoDelTorneo.EventoJSON {
        switch evento {
        case let .gol(minuto, jugador, equipo):
            .init(tipo: "gol", minuto: minuto, equipo: equipo.nombre, jugador: jugador.nombre)
        case let .tarjeta(minuto, jugador, equipo, color):
            .init(tipo: "tarjeta", minuto: minuto, equipo: equipo.nombre, jugador: jugador.nombre, color: color.rawValue)
        case let .cambio(minuto, sale, entra, equipo):
            .init(tipo: "cambio", minuto: minuto, equipo: equipo.nombre, sale: sale.nombre, entra: entra.nombre)
        }
    }

    private static func torneo(de archivo: ArchivoDelTorneo) throws -> Torneo {
        var equipos: [Equipo] = []
        for equipo in archivo.equipos {
            var plantilla: [Jugador] = []
            for jugador in equipo.plantilla {
                plantilla.append(try Jugador(nombre: jugador.nombre, dorsal: jugador.dorsal))
            }
            equipos.append(try Equipo(nombre: equipo.nombre, plantilla: plantilla))
        }
        let porNombre = Dictionary(equipos.map { ($0.nombre, $0) }, uniquingKeysWith: { primero, _ in primero })
        func equipo(_ nombre: String) throws -> Equipo {
            guard let equipo = porNombre[nombre] else { throw ErrorDeFormatoDelTorneo.equipoDesconocido(nombre) }
            return equipo
        }
        var partidos: [Partido] = []
        for (indice, partido) in archivo.partidos.enumerated() {
            var eventos: [EventoDePartido] = []
            for (posicion, evento) in partido.eventos.enumerated() {
                let ruta = "partidos[\(indice)].eventos[\(posicion)]"
                eventos.append(try Self.evento(evento, en: try equipo(evento.equipo), ruta: ruta))
            }
            let estado = try Self.estado(de: partido, ruta: "partidos[\(indice)]", version: archivo.version)
            partidos.append(
                try Partido(local: try equipo(partido.local), visitante: try equipo(partido.visitante), eventos: eventos, estado: estado))
        }
        return try Torneo(nombre: archivo.nombre, equipos: equipos, partidos: partidos)
    }

    private static func nombre(de estado: EstadoDelPartido) -> String {
        switch estado {
        case .sinEmpezar: "sin-empezar"
        case .enJuego: "en-juego"
        case .terminado: "terminado"
        }
    }

    private static func minuto(de estado: EstadoDelPartido) -> Int? {
        if case let .enJuego(minuto) = estado { minuto } else { nil }
    }

    private static func estado(de partido: ArchivoDelTorneo.PartidoJSON, ruta: String, version: Int) throws -> EstadoDelPartido {
        guard let nombre = partido.estado else {
            guard version < 2 else { throw ErrorDeFormatoDelTorneo.campoAusente("\(ruta).estado") }
            // Version 1 kept no status: it showed every stored event as the match's record.
            return partido.eventos.isEmpty ? .sinEmpezar : .terminado
        }
        switch nombre {
        case "sin-empezar": return .sinEmpezar
        case "terminado": return .terminado
        case "en-juego":
            guard let minuto = partido.minuto else { throw ErrorDeFormatoDelTorneo.campoAusente("\(ruta).minuto") }
            return .enJuego(minuto: minuto)
        default:
            throw ErrorDeFormatoDelTorneo.campoInvalido("\(ruta).estado")
        }
    }

    private static func evento(_ evento: ArchivoDelTorneo.EventoJSON, en equipo: Equipo, ruta: String) throws -> EventoDePartido {
        func jugador(_ campo: String, _ nombre: String?) throws -> Jugador {
            guard let nombre else { throw ErrorDeFormatoDelTorneo.campoAusente("\(ruta).\(campo)") }
            guard let jugador = equipo.jugador(llamado: nombre) else {
                throw ErrorDeFormatoDelTorneo.jugadorDesconocido(nombre, equipo: equipo.nombre)
            }
            return jugador
        }
        switch evento.tipo {
        case "gol":
            return .gol(minuto: evento.minuto, jugador: try jugador("jugador", evento.jugador), equipo: equipo)
        case "tarjeta":
            guard let nombreDelColor = evento.color else { throw ErrorDeFormatoDelTorneo.campoAusente("\(ruta).color") }
            guard let color = Tarjeta(rawValue: nombreDelColor) else { throw ErrorDeFormatoDelTorneo.campoInvalido("\(ruta).color") }
            return .tarjeta(minuto: evento.minuto, jugador: try jugador("jugador", evento.jugador), equipo: equipo, color: color)
        case "cambio":
            return .cambio(
                minuto: evento.minuto, sale: try jugador("sale", evento.sale), entra: try jugador("entra", evento.entra), equipo: equipo)
        default:
            throw ErrorDeFormatoDelTorneo.tipoDeEventoDesconocido(evento.tipo)
        }
    }

    /// Names the field at fault ("partidos[0].eventos[2].minuto"); a fault at the top level means
    /// the JSON is not a tournament at all.
    private static func traducir(_ error: DecodingError) -> ErrorDeFormatoDelTorneo {
        func ruta(_ camino: [any CodingKey]) -> String {
            camino.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case let .keyNotFound(clave, contexto):
            return .campoAusente(ruta(contexto.codingPath + [clave]))
        case let .valueNotFound(_, contexto), let .typeMismatch(_, contexto):
            if contexto.codingPath.isEmpty { return .noEsUnTorneo }
            return error.esValorAusente ? .campoAusente(ruta(contexto.codingPath)) : .campoInvalido(ruta(contexto.codingPath))
        case let .dataCorrupted(contexto):
            return contexto.codingPath.isEmpty ? .noEsJSON : .campoInvalido(ruta(contexto.codingPath))
        @unknown default:
            return .noEsJSON
        }
    }
}

extension DecodingError {
    fileprivate var esValorAusente: Bool {
        if case .valueNotFound = self { true } else { false }
    }
}
