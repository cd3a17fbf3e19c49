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
                Comando("equipos", ayuda: "los equipos y sus plantillas") { _, sesion in
                    abrir(pantalla(), en: sesion)
                    return true
                },
                Comando(
                    "fichar", argumentos: "EQUIPO NOMBRE [DORSAL]", cuantos: 2...Int.max,
                    ayuda: "ficha a un jugador (los nombres con espacios, \"entre comillas\")"
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
                .nota("Ficha a Bea #14 para Rayo FC."),
                .comando(
                    #"fichar "Rayo FC" Bea 14"#, siNoSale: "No se pudo fichar a Bea para Rayo FC: la pantalla de arriba dice por qué."),
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
            throw .pista("fichar necesita un nombre antes del dorsal, p. ej. 'fichar Toros Zoe 8'.")
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
