/// The readable JSON shape of a tournament file: teams hold their rosters, and matches and events
/// refer to teams and players by name.
struct ArchivoDelTorneo: Codable {
    var version: Int
    var nombre: String
    var equipos: [EquipoJSON]
    var partidos: [PartidoJSON]

    struct EquipoJSON: Codable {
        var nombre: String
        var plantilla: [JugadorJSON]
    }

    struct JugadorJSON: Codable {
        var nombre: String
        var dorsal: Int?
    }

    struct PartidoJSON: Codable {
        var local: String
        var visitante: String
        var eventos: [EventoJSON]
        /// "sin-empezar", "en-juego" (with `minuto`) or "terminado"; absent in version 1 files.
        var estado: String?
        /// The minute a match in play stands at.
        var minuto: Int?
    }

    struct EventoJSON: Codable {
        var tipo: String
        var minuto: Int
        var equipo: String
        var jugador: String?
        var color: String?
        var sale: String?
        var entra: String?
    }

    private enum CodingKeys: String, CodingKey {
        case version, nombre, equipos, partidos
    }

    init(version: Int, nombre: String, equipos: [EquipoJSON], partidos: [PartidoJSON]) {
        self.version = version
        self.nombre = nombre
        self.equipos = equipos
        self.partidos = partidos
    }

    /// The version is read first, so a newer file is refused before its unknown shape is parsed.
    init(from decoder: any Decoder) throws {
        let contenedor = try decoder.container(keyedBy: CodingKeys.self)
        version = try contenedor.decode(Int.self, forKey: .version)
        guard version <= FormatoDelTorneo.version else {
            throw ErrorDeFormatoDelTorneo.versionMasNueva(encontrada: version, soportada: FormatoDelTorneo.version)
        }
        nombre = try contenedor.decode(String.self, forKey: .nombre)
        equipos = try contenedor.decode([EquipoJSON].self, forKey: .equipos)
        partidos = try contenedor.decode([PartidoJSON].self, forKey: .partidos)
    }
}
