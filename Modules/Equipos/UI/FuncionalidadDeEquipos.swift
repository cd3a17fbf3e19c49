public import Core

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The rosters: every team with its players, and signing one. `pantalla` makes a new screen.
    public static func equipos(pantalla: @escaping @MainActor () -> EquiposViewModel) -> Funcionalidad {
        func abrir(_ viewModel: EquiposViewModel, en sesion: any SesionDeComandos) {
            sesion.abrir(PantallaDeTexto(viewModel) { TextoDeEquipos.lineas(de: $0.uiState) })
        }
        var funcionalidad = Funcionalidad(
            id: "equipos", titulo: "Equipos",
            comandos: [
                Comando("equipos", ayuda: "teams and rosters") { _, sesion in
                    abrir(pantalla(), en: sesion)
                    return true
                },
                Comando(
                    "fichar", argumentos: "EQUIPO NOMBRE [DORSAL]", cuantos: 2...Int.max,
                    ayuda: "sign a player (\"quote\" names with spaces)"
                ) { palabras, sesion throws(ErrorDeComando) in
                    let fichaje = try Fichaje(palabras)
                    // On the open rosters, or on a new one: the screen shows the outcome either way.
                    let viewModel = sesion.abierta(EquiposViewModel.self) ?? pantalla()
                    let fichado = viewModel.fichar(equipo: fichaje.equipo, nombre: fichaje.nombre, dorsal: fichaje.dorsal)
                    if sesion.abierta(EquiposViewModel.self) === viewModel {
                        sesion.mostrar()
                    } else {
                        abrir(viewModel, en: sesion)
                    }
                    return fichado
                },
            ],
            recorrido: [
                .comando("equipos"),
                .nota("Sign Bea #14 for Rayo FC."),
                .comando(#"fichar "Rayo FC" Bea 14"#, siNoSale: "Bea could not be signed for Rayo FC: the screen above says why."),
            ]
        )
        #if canImport(SwiftUI)
            funcionalidad.pestanas = [
                Pestana(titulo: "Equipos", icono: "person.3") { _ in
                    AnyView(ConSuViewModel(crear: pantalla) { EquiposView(viewModel: $0) })
                }
            ]
        #endif
        return funcionalidad
    }
}

/// `fichar Rayo FC Bea 14`: a trailing number is the dorsal, the word before it the name, the rest
/// the team (quotes keep names with spaces together).
struct Fichaje: Equatable {
    let equipo: String
    let nombre: String
    let dorsal: Int?

    init(_ palabras: [String]) throws(ErrorDeComando) {
        guard palabras.count >= 3 || Int(palabras[1]) == nil else {
            throw .pista("fichar needs a name before the dorsal, e.g. 'fichar Toros Zoe 8'.")
        }
        var palabras = palabras
        if palabras.count >= 3, let numero = Int(palabras[palabras.count - 1]) {
            dorsal = numero
            palabras.removeLast()
        } else {
            dorsal = nil
        }
        nombre = palabras.removeLast()
        equipo = palabras.joined(separator: " ")
    }
}
