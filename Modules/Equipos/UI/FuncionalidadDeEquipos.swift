public import Presentacion

#if canImport(SwiftUI)
    import SwiftUI
#endif

extension Funcionalidad {
    /// The rosters: every team with its players, and signing one. `pantalla` makes a new screen.
    public static func equipos(pantalla: @escaping @MainActor () -> EquiposViewModel) -> Funcionalidad {
        func abrir(_ viewModel: EquiposViewModel, en sesion: any SesionDeComandos) {
            sesion.abrir(PantallaDeTexto(viewModel) { TextoDeEquipos.lineas(de: $0.uiState) })
        }
        #if canImport(SwiftUI)
            let vistas = VistasDeLaFuncionalidad(pestanas: [
                Pestana(titulo: EquiposUiState.titulo, icono: "person.3") { _ in
                    AnyView(ConSuViewModel(crear: pantalla) { EquiposView(viewModel: $0) })
                }
            ])
        #else
            let vistas = VistasDeLaFuncionalidad()
        #endif
        return Funcionalidad(
            id: "equipos", titulo: EquiposUiState.titulo,
            comandos: [
                Comando("equipos", ayuda: "los equipos y sus plantillas") { _, sesion in
                    abrir(pantalla(), en: sesion)
                    return true
                },
                Comando(
                    "fichar", argumentos: "EQUIPO NOMBRE [DORSAL]", cuantos: 2...Int.max,
                    ayuda: "ficha a un jugador (los nombres con espacios, \"entre comillas\")"
                ) { palabras, sesion throws(ErrorDeComando) in
                    // On the open rosters, or on a new one: the screen shows the outcome either way.
                    let viewModel = sesion.abierta(EquiposViewModel.self) ?? pantalla()
                    let equipos: [String] = if case let .exito(exito) = viewModel.uiState { exito.filas.map(\.nombre) } else { [] }
                    let fichaje = try Fichaje(palabras, equipos: equipos)
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
            ],
            vistas: vistas
        )
    }
}

/// `fichar Rayo FC Bea 14`: the words that name a team, then the name, then maybe the dorsal (quotes
/// keep names with spaces together). When the first words name no team, a trailing number is the
/// dorsal, the word before it the name, and the rest the team: the use case then says which is wrong.
struct Fichaje: Equatable {
    let equipo: String
    let nombre: String
    let dorsal: Int?

    /// `equipos` are the teams' names, so that a word after the name is read as the dorsal it was
    /// meant to be (`fichar Toros Zoe abc` is a bad dorsal, not a team called "Toros Zoe").
    init(_ palabras: [String], equipos: [String] = []) throws(ErrorDeComando) {
        guard palabras.count >= 3 || Int(palabras[1]) == nil else {
            throw .pista("fichar necesita un nombre antes del dorsal, p. ej. 'fichar Toros Zoe 8'.")
        }
        let nombres = Set(equipos.map { $0.lowercased() })
        if let largo = (1..<palabras.count).reversed().first(where: {
            nombres.contains(palabras[..<$0].joined(separator: " ").lowercased())
        }) {
            let equipo = palabras[..<largo].joined(separator: " ")
            let resto = Array(palabras[largo...])
            let escrito = equipo.contains(" ") ? "\"\(equipo)\"" : equipo
            if resto.count == 2, Int(resto[1]) == nil {
                throw .pista(
                    "'\(resto[1])' no es un dorsal (un número del 1 al 99): escribe 'fichar \(escrito) \(resto[0]) 8', "
                        + "o 'fichar \(escrito) \"\(resto.joined(separator: " "))\"' si es parte del nombre.")
            }
            if resto.count > 2 {
                let dorsal = Int(resto[resto.count - 1])
                let nombre = (dorsal == nil ? resto : resto.dropLast()).joined(separator: " ")
                throw .pista("Un nombre con espacios va entre comillas: 'fichar \(escrito) \"\(nombre)\"\(dorsal.map { " \($0)" } ?? "")'.")
            }
            self.equipo = equipo
            nombre = resto[0]
            dorsal = resto.count == 2 ? Int(resto[1]) : nil
            return
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
