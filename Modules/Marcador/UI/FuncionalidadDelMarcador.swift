public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The live match: its screen, its commands, its part of the tour and its live view. `partido`
    /// makes a new match screen.
    public static func marcador(partido: @escaping @MainActor (Int) -> PartidoViewModel, partidoEnJuego: PartidoEnJuego)
        -> Funcionalidad
    {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(destinos: [
                Destino.pantallaDelPartido: { destino in
                    AnyView(ConSuViewModel(crear: { partido(destino.id ?? 0) }) { PartidoView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "marcador", titulo: "Marcador",
            comandos: ComandosDelMarcador.todos(partido: partido, partidoEnJuego: partidoEnJuego),
            recorrido: [
                .nota("Abre el partido 13, que no ha empezado: su pantalla lo empieza."),
                .comando(
                    "partido 13",
                    siNoSale:
                        "El partido 13 no está en juego: la pantalla de arriba muestra cómo está; el recorrido sigue sin jugarlo "
                        + "(--reiniciar-datos vuelve a los datos de ejemplo).",
                    sinElNoHayMas: true),
                .nota("Abre el partido 14 mientras se juega el 13: un partido a la vez."),
                .comando("partido 14"),
                .nota("De vuelta al partido 13, jugado hasta el minuto 45."),
                .comando("partido 13"),
                .comando("avanzar 45", siNoSale: "El partido 13 terminó antes del minuto 45.", imprescindible: true),
                .nota("Un gol a mano del visitante: se guarda en el minuto en juego y no se anuncia."),
                .comando("gol visitante", siNoSale: "Se rechazó el gol a mano: la pantalla de arriba dice por qué."),
                .nota("Cierra la pantalla del partido: el partido sigue, como muestra la barra de la siguiente pantalla."),
                .comando("goleadores"),
                .nota("Se juega hasta el pitido final."),
                .comando("esperar"),
                .nota("Final del partido."),
                .comando("partidos"),
            ],
            cierreDelRecorrido: [
                .nota("Cierra el partido terminado: la barra desaparece."),
                .comando("cerrar"),
                .comando("partidos"),
            ],
            enlacesDelPartido: [EnlaceDelPartido(titulo: "Partido", pantalla: Destino.pantallaDelPartido)],
            enVivo: { partidoId, marcha, anexos in
                EnVivoDelPartido(pantalla: partido(partidoId), partidoEnJuego: partidoEnJuego, marcha: marcha, anexos: anexos)
            },
            vistas: vistas
        )
    }
}

extension Destino {
    static let pantallaDelPartido = "partido"

    /// The screen of match `id`: what a tap on the bar of the match in play opens.
    public static func partido(_ id: Int) -> Destino {
        Destino(pantallaDelPartido, id: id)
    }
}
