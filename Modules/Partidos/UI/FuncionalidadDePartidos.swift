public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The tournament: the match list and the top scorers. `lista` and `goleadores` make a new
    /// screen each; `archivos` are the files the tournament is kept in.
    public static func partidos(
        lista: @escaping @MainActor () -> ListaDePartidosViewModel, goleadores: @escaping @MainActor () -> GoleadoresViewModel,
        archivos: [any ArchivoDeLaApp]
    ) -> Funcionalidad {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: "Partidos", icono: "sportscourt") { navegacion in
                    AnyView(ConSuViewModel(crear: lista) { ListaDePartidosView(viewModel: $0, navegacion: navegacion) })
                },
                Pestana(titulo: "Goleadores", icono: "list.number") { _ in
                    AnyView(ConSuViewModel(crear: goleadores) { GoleadoresView(viewModel: $0) })
                },
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "partidos", titulo: "Partidos",
            comandos: [
                Comando("partidos", ayuda: "la lista de partidos") { _, sesion in
                    sesion.abrir(PantallaDeTexto(lista()) { TextoDeLaLista.lineas(de: $0.uiState) })
                    return true
                },
                Comando("goleadores", ayuda: "los goleadores del torneo") { _, sesion in
                    sesion.abrir(PantallaDeTexto(goleadores()) { TextoDeGoleadores.lineas(de: $0.uiState) })
                    return true
                },
            ],
            recorrido: [.comando("partidos"), .comando("goleadores")],
            archivos: archivos,
            vistas: vistas
        )
    }
}
