#if canImport(SwiftUI)
    import Core
    import Partidos
    public import SwiftUI
    import Torneo

    /// The bar of the match in play, for the bottom of every screen: "Rayo FC 2-1 Toros · minuto 55",
    /// or "Final" with a button to close the finished match; nothing once it is closed. It reads the
    /// app's one `PartidoEnJuego` from the environment, so every screen shows the same match, and
    /// says what was tapped (`AccionDeLaBarra`): the app decides what opening or closing does.
    public struct BarraDelPartidoEnJuego: View {
        /// Read as an optional: without `.environment(partidoEnJuego)` above it the bar is absent
        /// rather than stopping the app (the "Sin .environment" preview shows it).
        @Environment(PartidoEnJuego.self) private var partidoEnJuego: PartidoEnJuego?
        let alTocar: (AccionDeLaBarra) -> Void

        public init(alTocar: @escaping (AccionDeLaBarra) -> Void) {
            self.alTocar = alTocar
        }

        public var body: some View {
            if let partidoEnJuego, let barra = EstadoDeLaBarra(partidoEnJuego) {
                HStack {
                    Button(barra.marcador) { alTocar(barra.alTocarElMarcador) }
                        .bold()
                    Spacer()
                    Text(barra.fase)
                        .monospacedDigit()
                    if let cerrar = barra.botonCerrar {
                        Button(cerrar) { alTocar(.cerrar) }
                    }
                }
                .padding()
                .background(.bar)
            }
        }
    }

    /// Match 1 of the preview tournament in play on a new `PartidoEnJuego`; a minute lasts
    /// `msPorMinuto` real milliseconds (0: the match is over at once).
    @MainActor
    private func enJuegoDeMuestra(msPorMinuto: Int) -> PartidoEnJuego {
        let enJuego = PartidoEnJuego()
        if let directo = Directo(
            partidoId: 1, repositorio: PartidosDeMuestra(), duracion: 90, msPorMinuto: msPorMinuto, notificador: NotificadorDeSistema())
        {
            try? enJuego.empezar(directo)
        }
        return enJuego
    }

    #Preview("En juego", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(alTocar: { _ in })
            .environment(enJuegoDeMuestra(msPorMinuto: 1_000))
    }

    #Preview("Final", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(alTocar: { _ in })
            .environment(enJuegoDeMuestra(msPorMinuto: 0))
    }

    #Preview("Sin partido", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(alTocar: { _ in })
            .environment(PartidoEnJuego())
    }

    /// What breaks without `.environment(partidoEnJuego)`: nobody handed the match in play down, so
    /// the bar reads nil and is not there, whatever is being played. A view that reads the object
    /// without the optional (`@Environment(PartidoEnJuego.self) private var partidoEnJuego`) stops
    /// the app here instead, as the app's root does without `.environment(contenedor)`.
    #Preview("Sin .environment", traits: .sizeThatFitsLayout) {
        VStack {
            Text("Debajo, la barra sin .environment: no aparece.")
            BarraDelPartidoEnJuego(alTocar: { _ in })
        }
    }
#endif
