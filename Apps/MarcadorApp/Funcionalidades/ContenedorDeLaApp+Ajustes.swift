import Core
import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The app's own screen, the settings, registered like a feature's: its screen, its commands, its
/// file. The settings themselves are the container's, as every screen's matches read the duration.
extension ContenedorDeLaApp {
    /// The app's own screen; each feature's are in its part.
    public func ajustesViewModel() -> AjustesViewModel {
        AjustesViewModel(ajustes: ajustes)
    }

    var funcionalidadDeAjustes: Funcionalidad {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: AjustesUiState.titulo, icono: "gearshape") { [self] _ in
                    AnyView(ConSuViewModel(crear: ajustesViewModel) { AjustesView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "ajustes", titulo: AjustesUiState.titulo,
            comandos: [
                Comando("ajustes", ayuda: "la pantalla de ajustes: la duración de los partidos") { [self] _, sesion in
                    sesion.abrir(PantallaDeTexto(ajustesViewModel()) { TextoDeAjustes.lineas(de: $0.uiState) })
                    return true
                },
                Comando("duracion", argumentos: "60|90", cuantos: 1...1, ayuda: "la duración de los partidos, guardada") {
                    [self] palabras, sesion throws(ErrorDeComando) in
                    guard let minutos = Int(palabras[0]) else { throw .pista("duracion admite 60 o 90.") }
                    if let pantalla = sesion.abierta(AjustesViewModel.self) {
                        // The settings screen is open: the choice goes through it, and it says the rest.
                        let elegida = pantalla.elegirDuracion(minutos)
                        sesion.mostrar()
                        return elegida
                    }
                    switch cambiarLaDuracion(minutos) {
                    case .success:
                        sesion.nota("Los partidos que empiecen a partir de ahora durarán \(minutos) minutos (guardado).")
                        return true
                    case let .failure(error):
                        sesion.nota("Aviso: \(error.mensaje)")
                        return false
                    }
                },
            ],
            recorrido: [.comando("ajustes")],
            archivos: [ajustes],
            vistas: vistas
        )
    }
}
