import Arbitros
import Core
import CoreTestSupport
import Foundation
import Marcador
import MarcadorApp
import Partidos
import PartidosTestSupport
import Testing
import Torneo

/// Two containers on one data folder stand for two processes (each holds its own open files): the
/// folder has one match in play. The other one shows it in its bar and on its screens at the minute
/// announced, may score in it, and starts no other match until it ends.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct UnPartidoPorCarpetaTests {
    let carpeta = CarpetaTemporal()
    let reloj = RelojPasoAPaso()

    private func contenedor() -> ContenedorDeLaApp {
        EntornoDePrueba.contenedor(en: carpeta)
    }

    /// A opens match `id` on the stepped clock and plays it to `minuto`.
    private func jugar(_ id: Int, hasta minuto: Int, en a: ContenedorDeLaApp) async throws -> PartidoViewModel {
        let pantalla = withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            a.partidoViewModel(id: id)
        }
        withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            pantalla.empezar()
        }
        let directo = try #require(a.partidoEnJuego.directo(id: id))
        await reloj.esperarDurmientes(1)
        await reloj.advance(by: .milliseconds(minuto - directo.minuto))
        await reloj.esperarDurmientes(1)
        #expect(directo.minuto == minuto)
        return pantalla
    }

    @Test func laOtraTerminalVeElPartidoEnSuBarraYEnSusPantallas() async throws {
        let a = contenedor()
        let b = contenedor()
        _ = try await jugar(13, hasta: 30, en: a)

        #expect(b.releerLaCarpeta())
        #expect(b.barra == "▶ Rayo FC 1-0 Toros · minuto 30 en otro terminal")
        #expect(b.partidoEnJuego.enCurso == MinutoEnJuego(partidoId: 13, minuto: 30))
        let fila = try #require(b.listaDePartidosViewModel().uiState.exito?.filas.first { $0.id == 13 })
        #expect(fila.minutoEnJuego == 30)
        #expect(fila.marcador == Marcador(local: 1, visitante: 0))
        let pantalla = b.partidoViewModel(id: 13)
        pantalla.empezar()
        #expect(pantalla.uiState.exito?.ultimoAviso == "")
        #expect(TextoDelMarcador.lineas(de: pantalla.uiState).contains("Rayo FC 1-0 Toros · minuto 30 · en juego"))
    }

    @Test func unGolDeLaOtraTerminalEntraEnElPartidoAlMinutoQueVa() async throws {
        let a = contenedor()
        let b = contenedor()
        let enA = try await jugar(13, hasta: 30, en: a)
        b.releerLaCarpeta()
        let enB = b.partidoViewModel(id: 13)
        enB.empezar()

        #expect(enB.registrarGol(.visitante))
        guard case let .gol(minuto, _, equipo)? = b.partidos.partido(id: 13)?.eventos.last else { throw Fallo("B stored no goal") }
        #expect(minuto == 30)
        #expect(equipo.nombre == "Toros")

        // A takes it in from the folder: its live match, its screen and its bar show it.
        #expect(a.releerLaCarpeta())
        guard case let .exito(exito) = enA.uiState else { throw Fallo("A's screen shows \(enA.uiState)") }
        #expect(exito.marcador == Marcador(local: 1, visitante: 1))
        #expect(a.barra == "▶ Rayo FC 1-1 Toros · minuto 30")
    }

    @Test func mientrasOtraJuegaNoEmpiezaOtroPartidoYDiceCual() async throws {
        let a = contenedor()
        let b = contenedor()
        _ = try await jugar(13, hasta: 30, en: a)
        let antes = try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo))

        let otro = withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            b.partidoViewModel(id: 14)
        }
        withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            otro.empezar()
        }
        #expect(b.partidoEnJuego.directo == nil)
        #expect(
            otro.uiState.exito?.ultimoAviso
                == "El partido 13 se está jugando en otro terminal (minuto 30): empieza otro tras su pitido final")
        #expect(!otro.registrarGol(.local))
        #expect(otro.uiState.exito?.ultimoAviso == ErrorDeMarcador.noEstaEnJuego(14).mensaje)
        #expect(try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo)) == antes)
    }

    @Test func trasElPitidoFinalDeLaOtraSePuedeEmpezarOtro() async throws {
        let a = contenedor()
        let b = contenedor()
        _ = try await jugar(13, hasta: 30, en: a)
        #expect(b.releerLaCarpeta())
        await reloj.advance(by: .milliseconds(60))
        await a.partidoEnJuego.esperarQueTermine()

        #expect(b.releerLaCarpeta())
        #expect(b.barra == nil)
        _ = try await jugar(14, hasta: 10, en: b)
        #expect(a.releerLaCarpeta())
        #expect(a.barra == "■ Rayo FC 2-1 Toros · Final")
    }

    /// The other app goes while its match plays: nobody plays it any more, but it stays in play at
    /// its stored minute; this one starts no other match and resumes that one where it stood.
    @Test func alCerrarseLaOtraAppSuPartidoQuedaEnJuegoYEstaLoReanuda() async throws {
        var a: ContenedorDeLaApp? = contenedor()
        let b = contenedor()
        _ = try await jugar(13, hasta: 30, en: a!)
        #expect(b.releerLaCarpeta())
        a = nil
        #expect(b.releerLaCarpeta())
        #expect(b.partidoEnJuego.enCurso == nil)
        #expect(b.partidoEnJuego.dejadoEnJuego == MinutoEnJuego(partidoId: 13, minuto: 30))

        let otro = b.partidoViewModel(id: 14)
        otro.empezar()
        #expect(otro.uiState.exito?.ultimoAviso == ErrorDeMarcador.quedoEnJuego(MinutoEnJuego(partidoId: 13, minuto: 30)).mensaje)
        let reanudado = try await jugar(13, hasta: 31, en: b)
        #expect(TextoDelMarcador.lineas(de: reanudado.uiState).contains("Rayo FC 1-0 Toros · minuto 31 · en juego"))
    }

    /// `seguirLaCarpeta` on the real-time clock of the environment: a tenth of a second after
    /// the other one scores, the screen is told to draw again.
    @Test func seguirLaCarpetaAvisaCadaDecimaDeSegundoSiAlgoCambio() async throws {
        let tiempo = RelojPasoAPaso()
        let a = contenedor()
        let b = contenedor()
        let avisos = Cerrojo(0)
        let siguiendo = withDependencies {
            $0.continuousClock = tiempo
        } operation: {
            Task { await a.seguirLaCarpeta { avisos.withLock { $0 += 1 } } }
        }
        defer { siguiendo.cancel() }
        await tiempo.esperarDurmientes(1)
        await tiempo.advance(by: ContenedorDeLaApp.cadaCuantoSeRelee)
        await tiempo.esperarDurmientes(1)
        #expect(avisos.withLock { $0 } == 0)

        try b.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        await tiempo.advance(by: ContenedorDeLaApp.cadaCuantoSeRelee)
        await tiempo.esperarDurmientes(1)
        #expect(avisos.withLock { $0 } == 1)
        #expect(a.partidos.equipo(llamado: "Águilas")?.plantilla.count == 2)
    }
}

private struct Fallo: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ContenedorDeLaApp {
    fileprivate func fichar(_ jugador: Jugador, enEquipo equipo: String) throws {
        try partidos.fichar(jugador, enEquipo: equipo)
    }
}
