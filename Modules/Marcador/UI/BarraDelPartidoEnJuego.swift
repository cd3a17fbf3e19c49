#if canImport(SwiftUI)
    import Core
    import Partidos
    public import SwiftUI
    import Torneo

    /// The bar of the match in play, for the bottom of every screen: "Rayo FC 2-1 Toros · minuto 55",
    /// or "Final" with a button that closes the finished match; nothing once it is closed. It reads the
    /// app's one `PartidoEnJuego`, so every screen shows the same match; a tap on the match asks the app
    /// to open its screen.
    public struct BarraDelPartidoEnJuego: View {
        let partidoEnJuego: PartidoEnJuego
        let abrirPartido: (Int) -> Void

        public init(partidoEnJuego: PartidoEnJuego, abrirPartido: @escaping (Int) -> Void) {
            self.partidoEnJuego = partidoEnJuego
            self.abrirPartido = abrirPartido
        }

        public var body: some View {
            if let barra = EstadoDeLaBarra(partidoEnJuego) {
                HStack {
                    Button(barra.marcador) { abrirPartido(barra.partidoId) }
                        .bold()
                    Spacer()
                    Text(barra.fase)
                        .monospacedDigit()
                    if barra.terminado {
                        Button("Cerrar") { partidoEnJuego.cerrar() }
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
            _ = enJuego.empezar(directo)
        }
        return enJuego
    }

    #Preview("En juego", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(partidoEnJuego: enJuegoDeMuestra(msPorMinuto: 1_000), abrirPartido: { _ in })
    }

    #Preview("Final", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(partidoEnJuego: enJuegoDeMuestra(msPorMinuto: 0), abrirPartido: { _ in })
    }

    #Preview("Sin partido", traits: .sizeThatFitsLayout) {
        BarraDelPartidoEnJuego(partidoEnJuego: PartidoEnJuego(), abrirPartido: { _ in })
    }
#endif
