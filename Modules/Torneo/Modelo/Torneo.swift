/// A tournament: its teams and its matches. Match n.º k is `partidos[k - 1]`.
public struct Torneo: Equatable, Sendable {
    public let nombre: String
    public private(set) var equipos: [Equipo]
    public private(set) var partidos: [Partido]

    /// Team names are unique and every match is played between teams of this tournament.
    public init(nombre: String, equipos: [Equipo], partidos: [Partido] = []) throws(ErrorDelTorneo) {
        var nombres = Set<String>()
        for equipo in equipos where !nombres.insert(equipo.nombre).inserted {
            throw .equipoRepetido(equipo.nombre)
        }
        for partido in partidos {
            for equipo in [partido.local, partido.visitante] where !equipos.contains(equipo) {
                throw .equipoFueraDelTorneo(equipo.nombre)
            }
        }
        self.nombre = nombre
        self.equipos = equipos
        self.partidos = partidos
    }

    public func equipo(llamado nombre: String) -> Equipo? {
        equipos.first { $0.nombre == nombre }
    }

    /// A copy where match `indice` is replaced; the new match must be between this tournament's teams.
    public func reemplazando(partido indice: Int, por partido: Partido) throws(ErrorDelTorneo) -> Torneo {
        precondition(partidos.indices.contains(indice), "No match at index \(indice)")
        var partidos = partidos
        partidos[indice] = partido
        return try Torneo(nombre: nombre, equipos: equipos, partidos: partidos)
    }

    /// A copy where `equipo` has `jugador` in its roster. Teams are immutable, so the team is
    /// replaced by a new one and every match and event that named it now names the new one.
    public func fichando(_ jugador: Jugador, en equipo: Equipo) throws(ErrorDelTorneo) -> Torneo {
        guard equipos.contains(equipo) else { throw .equipoFueraDelTorneo(equipo.nombre) }
        let nuevo = try Equipo(nombre: equipo.nombre, plantilla: equipo.plantilla + [jugador])
        let equipos = equipos.map { $0 == equipo ? nuevo : $0 }
        var partidos: [Partido] = []
        for partido in self.partidos {
            partidos.append(try partido.cambiando(equipo, por: nuevo))
        }
        return try Torneo(nombre: nombre, equipos: equipos, partidos: partidos)
    }
}

extension Partido {
    /// The same match with every reference to `viejo` pointing at `nuevo`, whose roster holds the old one's.
    func cambiando(_ viejo: Equipo, por nuevo: Equipo) throws(ErrorDelTorneo) -> Partido {
        guard juega(viejo) else { return self }
        func cambiar(_ equipo: Equipo) -> Equipo { equipo == viejo ? nuevo : equipo }
        let eventos = eventos.map { evento -> EventoDePartido in
            switch evento {
            case let .gol(minuto, jugador, equipo):
                .gol(minuto: minuto, jugador: jugador, equipo: cambiar(equipo))
            case let .tarjeta(minuto, jugador, equipo, color):
                .tarjeta(minuto: minuto, jugador: jugador, equipo: cambiar(equipo), color: color)
            case let .cambio(minuto, sale, entra, equipo):
                .cambio(minuto: minuto, sale: sale, entra: entra, equipo: cambiar(equipo))
            }
        }
        return try Partido(local: cambiar(local), visitante: cambiar(visitante), eventos: eventos, estado: estado)
    }
}
