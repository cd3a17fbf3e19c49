import Core
import Marcador

/// How match time passes in the demo. At 0 ms a minute the match plays on a clock only the demo
/// moves (the project's test clock, installed through dependency values): the tour reaches exactly
/// the minute it narrates, and every run prints the same bytes. In the tour and `--pantalla` the demo
/// steps that clock at every pace, pausing the real pace between minutes, so a wait can never miss
/// its minute. At a prompt above 0 ms the match runs on the real clock while the person types.
@MainActor
final class Marcha {
    /// The clock the demo moves; `nil` when the match runs on the real clock.
    let reloj: RelojDePrueba?
    /// The real milliseconds per match minute the person chose.
    let msPorMinuto: Int
    /// A minute on the stepped clock: at 0 ms a minute it still has to be a step the clock can take.
    let msPorMinutoDelPartido: Int
    private let relojReal = ContinuousClock()

    init(msPorMinuto: Int, pasoAPaso: Bool) {
        self.msPorMinuto = msPorMinuto
        reloj = pasoAPaso || msPorMinuto == 0 ? RelojDePrueba() : nil
        msPorMinutoDelPartido = reloj == nil ? msPorMinuto : max(msPorMinuto, 1)
    }

    /// Runs `operacion` with the match clock installed for everything it builds.
    func conSuReloj<T>(_ operacion: () async throws -> T) async rethrows -> T {
        guard let reloj else { return try await operacion() }
        return try await withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            try await operacion()
        }
    }

    /// Returns once the match just started is under way at its current minute.
    func empezado(_ directo: Directo) async {
        await esperar { directo.corriendo || directo.terminado }
        if let reloj, !directo.terminado {
            await reloj.esperarDurmientes(1)
        }
    }

    /// Plays the match to `minuto` (or to the final whistle, if that comes first) and returns with
    /// the match standing exactly there.
    func jugar(_ directo: Directo, hasta minuto: Int) async {
        guard let reloj else {
            await esperar { directo.minuto >= minuto || directo.terminado }
            return
        }
        while directo.minuto < min(minuto, directo.duracion), directo.corriendo {
            if msPorMinuto > 0 {
                try? await relojReal.sleep(for: .milliseconds(msPorMinuto))
            }
            await avanzar(directo, en: reloj)
        }
    }

    /// One minute of the match on the stepped clock at once, whatever the pace: the live view keeps
    /// the pace itself. On the real clock there is nothing to move.
    func avanzarUnMinuto(_ directo: Directo) async {
        guard let reloj, directo.corriendo, directo.minuto < directo.duracion else { return }
        await avanzar(directo, en: reloj)
    }

    private func avanzar(_ directo: Directo, en reloj: RelojDePrueba) async {
        await reloj.esperarDurmientes(1)
        let siguiente = directo.minuto + 1
        await reloj.advance(by: .milliseconds(msPorMinutoDelPartido))
        if siguiente < directo.duracion {
            await reloj.esperarDurmientes(1)
        } else {
            await esperar { directo.terminado || !directo.corriendo }
        }
    }

    /// Plays the match to the final whistle.
    func jugarHastaElFinal(_ directo: Directo) async {
        await jugar(directo, hasta: directo.duracion)
        await esperar { directo.terminado || !directo.corriendo }
    }
}
