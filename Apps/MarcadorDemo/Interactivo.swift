import Arbitros
import Cronica
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos

/// `--interactivo`: a small command loop for a person at a terminal or a script on standard input.
/// One screen is open at a time; opening another releases the previous one's ViewModel.
@MainActor
final class Interactivo {
    static let comandos = """
        partidos                     the match list
        partido N                    open match N (the screen starts it, or resumes it)
        empezar                      start the open match again once the last one was closed
        gol local|visitante          a goal by hand in the open match
        avanzar N                    play N minutes of the match in play
        esperar                      play the match in play to the final whistle
        cerrar                       close the finished match (removes the bar)
        goleadores                   the tournament's scorers
        arbitros | refrescar         the referees; refresh them from the service
        cronica N | publicar         the report of match N; publish it
        equipos                      teams and rosters
        fichar EQUIPO NOMBRE [DORSAL]  sign a player ("quote" names with spaces)
        ajustes                      the settings screen: the match duration
        duracion 60|90               the match duration, saved
        ayuda | salir
        """

    private enum Abierta {
        case ninguna
        case lista(ListaDePartidosViewModel)
        case partido(PartidoViewModel)
        case goleadores(GoleadoresViewModel)
        case arbitros(ArbitrosViewModel)
        case cronica(CronicaViewModel)
        case equipos(EquiposViewModel)
        case ajustes(AjustesViewModel)
    }

    private let contenedor: ContenedorDeLaApp
    private let marcha: Marcha
    private let consola: Consola
    private var abierta = Abierta.ninguna

    init(contenedor: ContenedorDeLaApp, marcha: Marcha, consola: Consola) {
        self.contenedor = contenedor
        self.marcha = marcha
        self.consola = consola
    }

    func ejecutar(entrada: AsyncStream<String>, mostrarIndicador: Bool) async {
        consola.nota("Type 'ayuda' for the commands, 'salir' to leave.")
        if mostrarIndicador { indicador() }
        for await linea in entrada {
            guard await ejecutar(linea) else { break }
            if mostrarIndicador { indicador() }
        }
        abierta = .ninguna
    }

    /// Runs one command; false once the person asked to leave.
    func ejecutar(_ linea: String) async -> Bool {
        let palabras = Self.palabras(de: linea)
        guard let comando = palabras.first?.lowercased() else {
            mostrar()
            return true
        }
        let argumentos = Array(palabras.dropFirst())
        switch (comando, argumentos.count) {
        case ("salir", _):
            return false
        case ("ayuda", _):
            consola.texto(Self.comandos)
        case ("partidos", 0):
            abrir(.lista(contenedor.listaDePartidosViewModel()))
        case ("partido", 1):
            guard let id = Int(argumentos[0]) else { return pista("partido needs a match number, e.g. 'partido 1'.") }
            let pantalla = contenedor.partidoViewModel(id: id)
            abierta = .partido(pantalla)
            // Shown once, started: not "Cargando…" first, nor "sin empezar" under a running bar.
            await empezar(pantalla)
        case ("empezar", 0):
            guard case let .partido(pantalla) = abierta else { return pista("open a match first, e.g. 'partido 1'.") }
            await empezar(pantalla)
        case ("gol", 1):
            guard case let .partido(pantalla) = abierta else { return pista("open a match first, e.g. 'partido 1'.") }
            guard let lado = ["local": Lado.local, "visitante": .visitante][argumentos[0].lowercased()] else {
                return pista("say which side scored: 'gol local' or 'gol visitante'.")
            }
            pantalla.registrarGol(lado)
            mostrar()
        case ("avanzar", 1):
            guard let minutos = Int(argumentos[0]), minutos > 0 else {
                return pista("avanzar takes a number of minutes, e.g. 'avanzar 45'.")
            }
            guard let directo = contenedor.partidoEnJuego.directo, !directo.terminado else { return pista("no match is in play.") }
            await marcha.jugar(directo, hasta: directo.minuto + min(minutos, directo.duracion))
            mostrar()
        case ("esperar", 0):
            if marcha.reloj == nil {
                // The real clock plays the match: wait for its final whistle.
                await contenedor.partidoEnJuego.esperarQueTermine()
            } else if let directo = contenedor.partidoEnJuego.directo {
                await marcha.jugarHastaElFinal(directo)
            }
            mostrar()
        case ("cerrar", 0):
            contenedor.partidoEnJuego.cerrar()
            if contenedor.partidoEnJuego.directo != nil {
                consola.nota("The match is still in play: it can be closed after the final whistle.")
            }
            mostrar()
        case ("goleadores", 0):
            abrir(.goleadores(contenedor.goleadoresViewModel()))
        case ("arbitros", 0):
            abrir(.arbitros(contenedor.arbitrosViewModel()))
        case ("refrescar", 0):
            guard case let .arbitros(pantalla) = abierta else { return pista("open the referees first: 'arbitros'.") }
            await pantalla.refrescar()
            mostrar()
        case ("cronica", 1):
            guard let id = Int(argumentos[0]) else { return pista("cronica needs a match number, e.g. 'cronica 1'.") }
            abrir(.cronica(contenedor.cronicaViewModel(id: id)))
        case ("publicar", 0):
            guard case let .cronica(pantalla) = abierta else { return pista("open a report first, e.g. 'cronica 1'.") }
            await pantalla.publicar()
            mostrar()
        case ("equipos", 0):
            abrir(.equipos(contenedor.equiposViewModel()))
        case ("fichar", 2...):
            fichar(argumentos)
        case ("ajustes", 0):
            abrir(.ajustes(contenedor.ajustesViewModel()))
        case ("duracion", 1):
            guard let minutos = Int(argumentos[0]) else { return pista("duracion takes 60 or 90.") }
            if case let .ajustes(pantalla) = abierta {
                // The settings screen is open: the choice goes through it, and it says the rest.
                pantalla.elegirDuracion(minutos)
                mostrar()
                return true
            }
            do {
                try contenedor.ajustes.cambiarDuracion(minutos)
                consola.nota("Matches started from now on last \(minutos) minutes (saved).")
            } catch {
                consola.nota("Aviso: \(error.mensaje)")
            }
        case (_, _) where Self.conArgumentos[comando] != nil:
            return pista("usage: \(Self.conArgumentos[comando]!).")
        default:
            return pista("unknown command '\(comando)'; type 'ayuda' to see the commands.")
        }
        return true
    }

    private static let conArgumentos = [
        "partidos": "partidos", "partido": "partido N", "empezar": "empezar", "gol": "gol local|visitante",
        "avanzar": "avanzar N", "esperar": "esperar", "cerrar": "cerrar", "goleadores": "goleadores", "arbitros": "arbitros",
        "refrescar": "refrescar", "cronica": "cronica N", "publicar": "publicar", "equipos": "equipos",
        "fichar": "fichar EQUIPO NOMBRE [DORSAL]", "duracion": "duracion 60|90", "ajustes": "ajustes",
    ]

    /// `fichar Rayo FC Bea 14`: a trailing number is the dorsal, the word before it the name, the
    /// rest the team; quotes keep names with spaces together.
    private func fichar(_ argumentos: [String]) {
        guard argumentos.count >= 3 || Int(argumentos[1]) == nil else {
            _ = pista("fichar needs a name before the dorsal, e.g. 'fichar Toros Zoe 8'.")
            return
        }
        var argumentos = argumentos
        var dorsal: Int?
        if argumentos.count >= 3, let numero = Int(argumentos.last!) {
            dorsal = numero
            argumentos.removeLast()
        }
        let nombre = argumentos.removeLast()
        let equipo = argumentos.joined(separator: " ")
        let pantalla: EquiposViewModel
        if case let .equipos(abierta) = abierta {
            pantalla = abierta
        } else {
            pantalla = contenedor.equiposViewModel()
            abierta = .equipos(pantalla)
        }
        pantalla.fichar(equipo: equipo, nombre: nombre, dorsal: dorsal)
        mostrar()
    }

    private func empezar(_ pantalla: PartidoViewModel) async {
        pantalla.empezar()
        if let directo = contenedor.partidoEnJuego.directo(id: pantalla.partidoId) {
            await marcha.empezado(directo)
        }
        mostrar()
    }

    private func abrir(_ pantalla: Abierta) {
        abierta = pantalla
        mostrar()
    }

    private func mostrar() {
        switch abierta {
        case .ninguna: consola.barra()
        case let .lista(pantalla): Pantallas.lista(pantalla, en: consola)
        case let .partido(pantalla): Pantallas.partido(pantalla, en: consola)
        case let .goleadores(pantalla): Pantallas.goleadores(pantalla, en: consola)
        case let .arbitros(pantalla): Pantallas.arbitros(pantalla, en: consola)
        case let .cronica(pantalla): Pantallas.cronica(pantalla, en: consola)
        case let .equipos(pantalla): Pantallas.equipos(pantalla, en: consola)
        case let .ajustes(pantalla): Pantallas.ajustes(pantalla, en: consola)
        }
    }

    private func pista(_ texto: String) -> Bool {
        consola.nota(texto)
        return true
    }

    private func indicador() {
        // Only at a terminal, where standard output is line-buffered: nothing printed is pending.
        FileHandle.standardOutput.write(Data("> ".utf8))
    }

    /// Splits on spaces, keeping "quoted words" together; `""` is an empty word, so a missing name
    /// reaches the use case and gets its own message.
    nonisolated static func palabras(de linea: String) -> [String] {
        var palabras: [String] = []
        var actual = ""
        var entreComillas = false
        var hayPalabra = false
        for caracter in linea {
            switch caracter {
            case "\"":
                entreComillas.toggle()
                hayPalabra = true
            case " " where !entreComillas, "\t" where !entreComillas:
                if hayPalabra { palabras.append(actual) }
                actual = ""
                hayPalabra = false
            default:
                actual.append(caracter)
                hayPalabra = true
            }
        }
        if hayPalabra { palabras.append(actual) }
        return palabras
    }
}

/// Standard input as lines, read on a thread of its own so the match keeps playing meanwhile.
func lineasDeLaEntradaEstandar() -> AsyncStream<String> {
    AsyncStream { continuacion in
        Thread {
            while let linea = readLine() { continuacion.yield(linea) }
            continuacion.finish()
        }.start()
    }
}
