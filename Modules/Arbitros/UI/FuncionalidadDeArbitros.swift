public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The referees: the saved list at once, refreshed from the service. `pantalla` makes a new
    /// screen; `archivos` are the files the referees are kept in.
    public static func arbitros(pantalla: @escaping @MainActor () -> ArbitrosViewModel, archivos: [any ArchivoDeLaApp])
        -> Funcionalidad
    {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: ArbitrosUiState.titulo, icono: "person.2") { _ in
                    AnyView(ConSuViewModel(crear: pantalla) { ArbitrosView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "arbitros", titulo: "Árbitros",
            comandos: [
                Comando("arbitros", ayuda: "los árbitros, tal como están guardados") { _, sesion in
                    sesion.abrir(PantallaDeTexto(pantalla()) { TextoDeArbitros.lineas(de: $0.uiState) })
                    return true
                },
                Comando("refrescar", ayuda: "refresca desde el servicio los árbitros abiertos") { _, sesion throws(ErrorDeComando) in
                    guard let abierta = sesion.abierta(ArbitrosViewModel.self) else { throw .pista("Abre antes los árbitros: 'arbitros'.") }
                    // Said before the request goes: a server that does not answer shows as a wait.
                    sesion.nota(ArbitrosUiState.actualizando)
                    let refrescada = await abierta.refrescar()
                    // Cancelled (the person left, or pressed Ctrl-C): one line says what stays.
                    if Task.isCancelled {
                        sesion.nota(ErrorDeArbitros.cancelado.mensaje)
                        return false
                    }
                    sesion.mostrar()
                    return refrescada
                },
            ],
            recorrido: [
                .nota("Abre los árbitros: primero la lista guardada."),
                .comando("arbitros"),
                // Only where the network can be cut (the sample service): a failed refresh first, as a
                // failure does not count for the minute between refreshes that reach the server.
                PasoDelRecorrido(nota: "Se cae la red; refresca.", comando: "red no", siHay: "red"),
                PasoDelRecorrido(comando: "refrescar", siHay: "red"),
                PasoDelRecorrido(nota: "Vuelve la red.", comando: "red si", siHay: "red"),
                .nota("Refresca desde el servicio."),
                .comando("refrescar"),
            ],
            archivos: archivos,
            vistas: vistas
        )
    }
}
