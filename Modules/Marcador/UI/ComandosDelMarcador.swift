import Core
import Presentacion

/// The match at the console: open one, score by hand, let time pass, close it after the whistle.
@MainActor
enum ComandosDelMarcador {
    static func todos(partido: @escaping @MainActor (Int) -> PartidoViewModel, partidoEnJuego: PartidoEnJuego) -> [Comando] {
        [
            Comando("partido", argumentos: "N", cuantos: 1...1, ayuda: "abre el partido N (la pantalla lo empieza o lo reanuda)") {
                palabras, sesion throws(ErrorDeComando) in
                guard let id = Int(palabras[0]) else { throw .pista("partido necesita el número de un partido, p. ej. 'partido 1'.") }
                let pantalla = partido(id)
                // Shown once, started: not "Cargando…" first, nor "sin empezar" under a running bar.
                return await empezar(pantalla, partidoEnJuego: partidoEnJuego, en: sesion)
            },
            Comando("empezar", ayuda: "empieza el partido abierto una vez cerrado el anterior") { _, sesion throws(ErrorDeComando) in
                guard let pantalla = sesion.abierta(PartidoViewModel.self) else { throw .pista(abreUnPartido) }
                return await empezar(pantalla, partidoEnJuego: partidoEnJuego, en: sesion)
            },
            Comando("gol", argumentos: "local|visitante", cuantos: 1...1, ayuda: "un gol a mano en el partido abierto") {
                palabras, sesion throws(ErrorDeComando) in
                guard let pantalla = sesion.abierta(PartidoViewModel.self) else { throw .pista(abreUnPartido) }
                guard let lado = ["local": Lado.local, "visitante": .visitante][palabras[0].lowercased()] else {
                    throw .pista("Di quién marcó: 'gol local' o 'gol visitante'.")
                }
                let entro = pantalla.registrarGol(lado)
                sesion.mostrar()
                return entro
            },
            Comando("avanzar", argumentos: "N", cuantos: 1...1, ayuda: "adelanta N minutos el partido en juego, al momento") {
                palabras, sesion throws(ErrorDeComando) in
                guard let minutos = Int(palabras[0]), minutos > 0 else {
                    throw .pista("avanzar necesita un número de minutos, p. ej. 'avanzar 45'.")
                }
                guard let directo = partidoEnJuego.directo, !directo.terminado else {
                    throw .pista("No hay ningún partido en juego: abre uno, p. ej. 'partido 1'.")
                }
                let hasta = min(directo.minuto + minutos, directo.duracion)
                await sesion.marcha.adelantar(directo, minutos: minutos)
                sesion.mostrar()
                return directo.minuto == hasta
            },
            Comando(
                "esperar",
                ayuda: "espera al pitido final al ritmo del reloj del partido, diciendo cada gol y cada cuarto de hora (Ctrl-C la acaba)"
            ) { _, sesion throws(ErrorDeComando) in
                if let directo = partidoEnJuego.directo {
                    // Each goal is said by its notice as it comes; each fifteenth minute here.
                    await sesion.marcha.jugarHastaElFinal(directo) { sesion.nota($0) }
                }
                // Ctrl-C ends the wait, not the console.
                if Task.isCancelled { sesion.nota("Espera interrumpida: el partido sigue en juego. 'salir' para salir.") }
                sesion.mostrar()
                return true
            },
            Comando("cerrar", ayuda: "cierra el partido terminado (quita la barra)") { _, sesion throws(ErrorDeComando) in
                partidoEnJuego.cerrar()
                let cerrado = partidoEnJuego.directo == nil
                if !cerrado {
                    sesion.nota("El partido sigue en juego: se puede cerrar tras el pitido final.")
                }
                sesion.mostrar()
                return cerrado
            },
        ]
    }

    private static let abreUnPartido = "Abre antes un partido, p. ej. 'partido 1'."

    /// Opens the match's screen started (or resumed); `false` when the match is not in play after it.
    private static func empezar(_ pantalla: PartidoViewModel, partidoEnJuego: PartidoEnJuego, en sesion: any SesionDeComandos) async
        -> Bool
    {
        pantalla.empezar()
        let directo = partidoEnJuego.directo(id: pantalla.partidoId)
        if let directo {
            await sesion.marcha.empezado(directo)
        }
        sesion.abrir(PantallaDeTexto(pantalla) { TextoDelMarcador.lineas(de: $0.uiState) })
        return directo != nil
    }
}
