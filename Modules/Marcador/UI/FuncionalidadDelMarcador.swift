public import Core

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The live match: its screen, its commands, its part of the tour and its live view. `partido`
    /// makes a new match screen; `anexos` are what other features add under a finished match.
    public static func marcador(
        partido: @escaping @MainActor (Int) -> PartidoViewModel, partidoEnJuego: PartidoEnJuego,
        anexos: @escaping @MainActor () -> [AnexoDelPartido]
    ) -> Funcionalidad {
        var funcionalidad = Funcionalidad(
            id: "marcador", titulo: "Marcador",
            comandos: ComandosDelMarcador.todos(partido: partido, partidoEnJuego: partidoEnJuego),
            recorrido: [
                .nota("Open match 1: the screen starts it."),
                .comando(
                    "partido 1", siNoSale: "Match 1 could not be played: the screen above says why; the tour goes on without it.",
                    imprescindible: true),
                .nota("Open match 2 while match 1 plays: one match at a time."),
                .comando("partido 2"),
                .nota("Back to match 1, played to minute 45."),
                .comando("partido 1"),
                .comando("avanzar 45", siNoSale: "Match 1 ended before minute 45.", imprescindible: true),
                .nota("A goal by hand for the away side: saved at the minute in play, not announced."),
                .comando("gol visitante", siNoSale: "The goal by hand was refused: the screen above says why."),
                .nota("Close the match screen: the match goes on, as the bar on the next screen shows."),
                .comando("goleadores"),
                .nota("Play on to the final whistle."),
                .comando("esperar"),
                .nota("Full time."),
                .comando("partidos"),
            ],
            cierreDelRecorrido: [
                .nota("Close the finished match: the bar goes away."),
                .comando("cerrar"),
                .comando("partidos"),
            ],
            enVivo: { partidoId, marcha in
                EnVivoDelPartido(pantalla: partido(partidoId), partidoEnJuego: partidoEnJuego, marcha: marcha, anexos: anexos)
            }
        )
        funcionalidad.enlacesDelPartido = [EnlaceDelPartido(titulo: "Partido", pantalla: Destino.pantallaDelPartido)]
        #if canImport(SwiftUI)
            funcionalidad.destinos[Destino.pantallaDelPartido] = { destino in
                AnyView(ConSuViewModel(crear: { partido(destino.id ?? 0) }) { PartidoView(viewModel: $0) })
            }
        #endif
        return funcionalidad
    }
}

extension Destino {
    static let pantallaDelPartido = "partido"

    /// The screen of match `id`: what a tap on the bar of the match in play opens.
    public static func partido(_ id: Int) -> Destino {
        Destino(pantallaDelPartido, id: id)
    }
}
