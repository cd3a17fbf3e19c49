public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// Clasificacion's place in the app: its screen, its command and its part of the tour. `pantalla`
    /// makes a new screen; `archivos` are the files Clasificacion keeps.
    public static func clasificacion(pantalla: @escaping @MainActor () -> ClasificacionViewModel, archivos: [any ArchivoDeLaApp])
        -> Funcionalidad
    {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: ClasificacionUiState.titulo, icono: "square.grid.2x2") { _ in
                    AnyView(ConSuViewModel(crear: pantalla) { ClasificacionView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "clasificacion", titulo: ClasificacionUiState.titulo,
            comandos: [
                Comando("clasificacion", argumentos: "[NOMBRE]", cuantos: 0...1, ayuda: "la pantalla de Clasificacion; con un nombre, lo añade") {
                    palabras, sesion in
                    let viewModel = sesion.abierta(ClasificacionViewModel.self) ?? pantalla()
                    let anadido = palabras.first.map { viewModel.anadir($0) } ?? true
                    sesion.abrir(PantallaDeTexto(viewModel) { TextoDeClasificacion.lineas(de: $0.uiState) })
                    return anadido
                }
            ],
            recorrido: [.comando("clasificacion")],
            archivos: archivos,
            vistas: vistas
        )
    }
}
