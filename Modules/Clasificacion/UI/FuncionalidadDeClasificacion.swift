public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The league table: its tab, its command and its part of the tour. `pantalla` makes a new
    /// screen. It keeps no file of its own: the table is derived from the tournament.
    public static func clasificacion(pantalla: @escaping @MainActor () -> ClasificacionViewModel) -> Funcionalidad {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: ClasificacionUiState.titulo, icono: "list.bullet.rectangle") { _ in
                    AnyView(ConSuViewModel(crear: pantalla) { ClasificacionView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "clasificacion", titulo: ClasificacionUiState.titulo,
            comandos: [
                Comando("clasificacion", ayuda: "la clasificación del torneo (el partido en juego, con su marcador de ahora)") {
                    _, sesion in
                    sesion.abrir(PantallaDeTexto(pantalla()) { TextoDeClasificacion.lineas(de: $0.uiState) })
                    return true
                }
            ],
            recorrido: [
                .nota("La clasificación: 3 puntos por victoria y 1 por empate; el partido en juego cuenta con su marcador de ahora."),
                .comando("clasificacion"),
            ],
            vistas: vistas
        )
    }
}
