import Core
public import Observation
public import Partidos

/// The one match in play for the whole app. It owns the task that plays it, so the match goes on
/// when its screen closes. One match at a time: another starts only after the final whistle.
@MainActor
@Observable
public final class PartidoEnJuego {
    /// The match in play, or the one that just ended ("Final") until it is closed.
    public private(set) var directo: Directo?
    @ObservationIgnored private var tarea: Task<Void, Never>?

    public init() {}

    /// In the app it lives as long as the container; when it goes, its match stops.
    deinit {
        tarea?.cancel()
        Registro.anotar("PartidoEnJuego LIBERADO")
    }

    /// The live match, only if it is match `id`: a screen resumes it instead of starting another.
    public func directo(id: Int) -> Directo? {
        directo?.partidoId == id ? directo : nil
    }

    /// Starts `nuevo`; `false`, doing nothing, while another match is unfinished.
    public func empezar(_ nuevo: Directo) -> Bool {
        if let directo, !directo.terminado { return false }
        directo = nuevo
        tarea = Task { await nuevo.jugar() }
        return true
    }

    /// Returns once the match in play stops playing: at the final whistle, or when its task is
    /// cancelled. With no match in play it returns at once.
    public func esperarQueTermine() async {
        await tarea?.value
    }

    /// Removes the match, only after the final whistle: a match in play is not closed.
    public func cerrar() {
        guard let directo, directo.terminado else { return }
        tarea = nil
        self.directo = nil
    }
}

extension PartidoEnJuego: JuegoEnCurso {
    /// The match being played and its minute; none once the final whistle has gone (the stored
    /// record is then the whole match).
    public var enCurso: MinutoEnJuego? {
        guard let directo, !directo.terminado else { return nil }
        return MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto)
    }
}
