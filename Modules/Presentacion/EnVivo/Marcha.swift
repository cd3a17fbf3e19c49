public import Core

/// How match time passes at the console. At 0 ms a minute the match plays on a clock only the
/// console moves (a `RelojPasoAPaso`, installed as `relojDelPartido`): a step reaches
/// exactly the minute it narrates, and every run prints the same bytes. In the tour and `--pantalla`
/// the console steps that clock at every pace, pausing the real pace between minutes, so a wait can
/// never miss its minute. At a prompt above 0 ms the match runs on the real clock while the person
/// types. The feature that plays matches steps them with it.
@MainActor
public final class Marcha {
    /// The clock the console moves; `nil` when the match runs on the real clock.
    public let reloj: RelojPasoAPaso?
    /// The real milliseconds per match minute the person chose.
    public let msPorMinuto: Int
    /// A minute on the stepped clock: at 0 ms a minute it still has to be a step the clock can take.
    public let msPorMinutoDelPartido: Int
    /// Real time, for the pause between stepped minutes: the dependency values' as the console built it.
    @Dependency(\.continuousClock) private var tiempoReal

    public init(msPorMinuto: Int, pasoAPaso: Bool) {
        self.msPorMinuto = msPorMinuto
        reloj = pasoAPaso || msPorMinuto == 0 ? RelojPasoAPaso() : nil
        msPorMinutoDelPartido = reloj == nil ? msPorMinuto : max(msPorMinuto, 1)
    }

    /// Runs `operacion` with the match clock installed for everything it builds.
    public func conSuReloj<T>(_ operacion: () async throws -> T) async rethrows -> T {
        guard let reloj else { return try await operacion() }
        return try await withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            try await operacion()
        }
    }

    /// The real pause between two stepped minutes, so a person can watch them go by.
    public func pausaEntreMinutos() async {
        guard msPorMinuto > 0 else { return }
        try? await tiempoReal.sleep(for: .milliseconds(msPorMinuto))
    }
}
