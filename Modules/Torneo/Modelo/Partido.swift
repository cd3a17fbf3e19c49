/// A match: a value whose score is derived from its events, never stored apart from them.
///
/// Its events are all it holds: those of the minutes it has reached (its `estado` says which) are
/// what happened; the later ones are its script, which the live match plays as its clock reaches
/// them. `jugado` is the match as it stands, what every screen shows.
public struct Partido: Equatable, Sendable {
    public let local: Equipo
    public let visitante: Equipo
    public private(set) var eventos: [EventoDePartido]
    /// Not started, in play at a minute, or finished.
    public private(set) var estado: EstadoDelPartido

    /// A match not started unless `estado` says otherwise; a minute in play outside 0…120 is refused.
    public init(local: Equipo, visitante: Equipo, eventos: [EventoDePartido] = [], estado: EstadoDelPartido = .sinEmpezar)
        throws(ErrorDelTorneo)
    {
        guard local != visitante else { throw .mismoEquipoEnAmbosLados(local.nombre) }
        self.local = local
        self.visitante = visitante
        self.eventos = []
        self.estado = .sinEmpezar
        for evento in eventos {
            try validar(evento)
            self.eventos.append(evento)
        }
        self.estado = try Self.validar(estado)
    }

    /// A copy standing at `estado`; a minute in play outside 0…120 is refused.
    public func con(estado: EstadoDelPartido) throws(ErrorDelTorneo) -> Partido {
        var copia = self
        copia.estado = try Self.validar(estado)
        return copia
    }

    /// The match as it stands: the events of the minutes it has reached, in minute order; none
    /// before the kick-off, every one once finished.
    public var jugado: Partido {
        guard let minuto = estado.minutoAlcanzado else { return hasta(minuto: -1) }
        return hasta(minuto: minuto)
    }

    /// A copy with the event added; an event for a team or player not in this match is refused.
    public func registrando(_ evento: EventoDePartido) throws(ErrorDelTorneo) -> Partido {
        try validar(evento)
        var copia = self
        copia.eventos.append(evento)
        return copia
    }

    public func golesDe(_ equipo: Equipo) -> Int {
        eventos.count { if case .gol(_, _, equipo) = $0 { true } else { false } }
    }

    public var marcador: Marcador {
        Marcador(local: golesDe(local), visitante: golesDe(visitante))
    }

    /// This match's scorers, by goals, ties by name.
    public var goleadores: [Goleador] { Goleador.tabla(de: [self]) }

    /// "Rayo FC 2-1 Toros".
    public var titulo: String { "\(local.nombre) \(marcador) \(visitante.nombre)" }

    /// One line per goal, "12' Ana (Rayo FC)", by minute (goals of one minute in the order recorded,
    /// so a goal added late still reads in match order): what every screen and the crónica show.
    public var lineasDeGol: [String] {
        hasta(minuto: EventoDePartido.minutosValidos.upperBound).eventos.compactMap { evento in
            guard case let .gol(minuto, jugador, equipo) = evento else { return nil }
            return "\(minuto)' \(jugador.nombre) (\(equipo.nombre))"
        }
    }

    public func juega(_ equipo: Equipo) -> Bool { equipo == local || equipo == visitante }

    /// The match as it stood at the end of `minuto`: the events up to it, in minute order (those of
    /// one minute in the order they were recorded). What a match in play shows everywhere.
    public func hasta(minuto: Int) -> Partido {
        var copia = self
        copia.eventos = Self.enOrdenDeMinuto(eventos.filter { $0.minuto <= minuto })
        return copia
    }

    /// `eventos` by minute, those of one minute in the order they were recorded. Events are nearly
    /// always recorded in minute order, and every screen asks on every redraw: they come back as
    /// they are then, unsorted.
    private static func enOrdenDeMinuto(_ eventos: [EventoDePartido]) -> [EventoDePartido] {
        guard zip(eventos, eventos.dropFirst()).contains(where: { $0.minuto > $1.minuto }) else { return eventos }
        return eventos.enumerated()
            .sorted { ($0.element.minuto, $0.offset) < ($1.element.minuto, $1.offset) }
            .map(\.element)
    }

    private static func validar(_ estado: EstadoDelPartido) throws(ErrorDelTorneo) -> EstadoDelPartido {
        if case let .enJuego(minuto) = estado, !EventoDePartido.minutosValidos.contains(minuto) {
            throw .minutoFueraDeRango(minuto)
        }
        return estado
    }

    private func validar(_ evento: EventoDePartido) throws(ErrorDelTorneo) {
        guard EventoDePartido.minutosValidos.contains(evento.minuto) else { throw .minutoFueraDeRango(evento.minuto) }
        let equipo = evento.equipo
        guard juega(equipo) else { throw .equipoNoJuegaElPartido(equipo.nombre) }
        for jugador in evento.jugadores where !equipo.plantilla.contains(jugador) {
            throw .jugadorFueraDeLaPlantilla(jugador.nombre, equipo: equipo.nombre)
        }
    }
}
