public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The match report: its screen, its commands, its part of the tour, and the crónica under every
    /// finished match of other features' screens. `pantalla` makes a new report screen of a match.
    public static func cronica(pantalla: @escaping @MainActor (Int) -> CronicaViewModel) -> Funcionalidad {
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(destinos: [
                "cronica": { destino in
                    AnyView(ConSuViewModel(crear: { pantalla(destino.id ?? 0) }) { CronicaView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "cronica", titulo: CronicaUiState.titulo,
            comandos: [
                Comando("cronica", argumentos: "N", cuantos: 1...1, ayuda: "la crónica del partido N") {
                    palabras, sesion throws(ErrorDeComando) in
                    guard let id = Int(palabras[0]) else { throw .pista("cronica necesita el número de un partido, p. ej. 'cronica 1'.") }
                    sesion.abrir(PanelDeLaCronica(pantalla(id)).pantalla)
                    return true
                },
                Comando("publicar", ayuda: "publica la crónica abierta, o lo intenta de nuevo tras un fallo") {
                    _, sesion throws(ErrorDeComando) in
                    guard let abierta = sesion.abierta(CronicaViewModel.self) else {
                        throw .pista("Abre antes una crónica, p. ej. 'cronica 1'.")
                    }
                    // Said before the request goes: a server that does not answer shows as a wait.
                    sesion.nota(CronicaUiState.publicandoLaCronica)
                    let publicada = await abierta.publicar()
                    // Cancelled (the person left, or pressed Ctrl-C): one line says nothing was published.
                    if Task.isCancelled {
                        if case let .exito(exito) = abierta.uiState { sesion.nota(exito.texto) }
                        return false
                    }
                    sesion.mostrar()
                    if case let .exito(exito) = abierta.uiState, exito.publicacion == .noPublicada {
                        sesion.nota("Escribe 'publicar' para intentarlo de nuevo.")
                    }
                    return publicada
                },
            ],
            recorrido: [
                .nota("Escribe la crónica del partido 1 y publícala."),
                .comando("cronica 1"),
                .comando("publicar", siNoSale: "No se publicó la crónica del partido 1: la pantalla de arriba dice por qué."),
            ],
            anexosDelPartido: [AnexoDelPartido(titulo: CronicaUiState.titulo) { PanelDeLaCronica(pantalla($0)) }],
            enlacesDelPartido: [EnlaceDelPartido(titulo: CronicaUiState.titulo, pantalla: "cronica")],
            vistas: vistas
        )
    }
}

/// The crónica under a finished match: the draft and the key that publishes it, then the outcome.
@MainActor
final class PanelDeLaCronica: PanelDelPartido {
    private let viewModel: CronicaViewModel

    init(_ viewModel: CronicaViewModel) {
        self.viewModel = viewModel
    }

    var lineas: [String] {
        switch viewModel.uiState {
        case .cargando: ["", CronicaUiState.textoDeCarga]
        case let .error(mensaje): ["", mensaje]
        case let .exito(exito) where exito.publicacion == .sinPublicar && exito.ultimoAviso.isEmpty:
            ["", CronicaUiState.listaParaPublicar] + exito.borrador.split(separator: "\n").map { "  \($0)" }
        case let .exito(exito): ["", exito.texto]
        }
    }

    /// `c` publishes the draft and, after a failed publication, tries again.
    var accion: (tecla: Character, texto: String)? {
        guard case let .exito(exito) = viewModel.uiState else { return nil }
        switch exito.publicacion {
        case .sinPublicar where exito.ultimoAviso.isEmpty: return ("c", CronicaUiState.publicarLaCronica)
        case .noPublicada: return ("c", CronicaUiState.reintentar.lowercased())
        default: return nil
        }
    }

    func actuar() async {
        guard accion != nil else { return }
        await viewModel.publicar()
    }

    var pantalla: PantallaDeTexto {
        PantallaDeTexto(viewModel) { TextoDeLaCronica.lineas(de: $0.uiState) }
    }
}
