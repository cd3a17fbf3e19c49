import Core
public import Presentacion

/// Stepping a live match with the console's `Marcha`.
extension Marcha {
    /// Returns once the match just started is under way at its current minute.
    public func empezado(_ directo: Directo) async {
        await esperar { directo.corriendo || directo.terminado }
        if let reloj, !directo.terminado {
            await reloj.esperarDurmientes(1)
        }
    }

    /// Plays the match to `minuto` (or to the final whistle, if that comes first) and returns with
    /// the match standing exactly there.
    public func jugar(_ directo: Directo, hasta minuto: Int) async {
        guard let reloj else {
            await esperar { directo.minuto >= minuto || directo.terminado }
            return
        }
        while directo.minuto < min(minuto, directo.duracion), directo.corriendo, !Task.isCancelled {
            await pausaEntreMinutos()
            await avanzar(directo, en: reloj)
        }
    }

    /// Moves the match `minutos` ahead (no further than the final whistle) and returns with it
    /// there, without waiting on the real clock: on the stepped clock minute by minute, on the real
    /// clock in one jump, after which that clock plays on at its pace.
    public func adelantar(_ directo: Directo, minutos: Int) async {
        guard reloj == nil else {
            await jugar(directo, hasta: directo.minuto + minutos)
            return
        }
        directo.adelantar(minutos)
    }

    /// One minute of the match on the stepped clock at once, whatever the pace: the live view keeps
    /// the pace itself. On the real clock there is nothing to move.
    public func avanzarUnMinuto(_ directo: Directo) async {
        guard let reloj, directo.corriendo, directo.minuto < directo.duracion else { return }
        await avanzar(directo, en: reloj)
    }

    /// Plays the match to the final whistle.
    public func jugarHastaElFinal(_ directo: Directo) async {
        await jugar(directo, hasta: directo.duracion)
        await esperar { directo.terminado || !directo.corriendo }
    }

    /// Plays the match to the final whistle, calling `enCadaMarca` at each fifteenth minute it
    /// reaches; on the real clock it waits for them. A cancelled task stops waiting, and the match
    /// plays on.
    public func jugarHastaElFinal(_ directo: Directo, enCadaMarca: @MainActor (String) -> Void) async {
        while !directo.terminado, directo.corriendo, !Task.isCancelled {
            await jugar(directo, hasta: (directo.minuto / 15 + 1) * 15)
            if !directo.ultimoAviso.isEmpty, !directo.terminado, !Task.isCancelled { enCadaMarca(directo.ultimoAviso) }
        }
        if !Task.isCancelled { await esperar { directo.terminado || !directo.corriendo } }
    }

    private func avanzar(_ directo: Directo, en reloj: RelojPasoAPaso) async {
        await reloj.esperarDurmientes(1)
        let siguiente = directo.minuto + 1
        await reloj.advance(by: .milliseconds(msPorMinutoDelPartido))
        if siguiente < directo.duracion {
            await reloj.esperarDurmientes(1)
        } else {
            await esperar { directo.terminado || !directo.corriendo }
        }
    }
}
