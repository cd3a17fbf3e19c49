import Arbitros
import Core
import CoreTestSupport
import Cronica
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos
import PartidosTestSupport
import Testing
import Torneo

/// The real container on a temporary folder and a stepped clock, driven by long seeded sequences of
/// what a person can do: open matches, score by hand, sign players, let time pass, close matches,
/// change the duration, restart the app. After every step the live scoreboard, the bar on top, the
/// match list, the scorers, the crónica and a fresh load of `torneo.json` must tell the same story
/// (the match in play as it stands at its current minute, nothing of its later minutes), and a
/// refused change must have written nothing.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct UnaSolaVerdadTests {
    static let pasos = 1_200

    /// Each seed is its own sequence (3 on every run, `MARCADOR_SEMILLAS` in the nightly), one after
    /// another: each has the time limit to itself, however many there are.
    @Test(.serialized, arguments: GeneradorConSemilla.semillas)
    func laPantallaElDirectoYElDiscoSiempreCoinciden(semilla: UInt64) async throws {
        let reloj = RelojPasoAPaso()
        try await withDependencies {
            $0.relojDelPartido = reloj
            $0.date = .constante(instanteDeLasPruebas)
        } operation: {
            var recorrido = try Recorrido(reloj: reloj, semilla: semilla)
            // Each step's snapshot is checked off the main actor while the next steps run, in order:
            // a step never waits for the main actor, which every screen test shares, to come back.
            let (instantaneas, envio) = AsyncStream.makeStream(of: Recorrido.Instantanea.self)
            let inicio = (recorrido.discoAntes, recorrido.torneoInicial)
            try await withThrowingTaskGroup(of: Void.self) { grupo in
                grupo.addTask { try await Recorrido.comprobarCadaUna(instantaneas, desde: inicio) }
                defer { envio.finish() }
                for paso in 1...Self.pasos {
                    let orden = try await recorrido.darUnPaso()
                    envio.yield(try recorrido.instantanea(tras: orden, paso: paso))
                }
            }
            // The walk did what it checks: floors that every seed of 1…1000 reaches.
            #expect(recorrido.golesAMano >= 2)
            #expect(recorrido.fichajes >= 10)
            #expect(recorrido.pitidosFinales >= 2)
        }
    }
}

/// One person using the app at random, with a memory of what the disk held before each step.
@MainActor
private struct Recorrido {
    let reloj: RelojPasoAPaso
    let carpeta = CarpetaTemporal()
    var generador: GeneradorConSemilla
    var contenedor: ContenedorDeLaApp
    var pantalla: PartidoViewModel?
    /// The tournament file at the last snapshot.
    var discoAntes: Data
    /// The tournament file at the start, decoded.
    let torneoInicial: Torneo
    private(set) var golesAMano = 0
    private(set) var fichajes = 0
    private(set) var pitidosFinales = 0

    init(reloj: RelojPasoAPaso, semilla: UInt64) throws {
        self.reloj = reloj
        generador = GeneradorConSemilla(semilla: semilla)
        contenedor = Self.arrancar(en: carpeta)
        discoAntes = try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo))
        torneoInicial = try FormatoDelTorneo.decodificar(discoAntes)
    }

    static func arrancar(en carpeta: CarpetaTemporal) -> ContenedorDeLaApp {
        EntornoDePrueba.contenedor(en: carpeta)
    }

    enum Orden: Equatable {
        case abrir(Int)
        case gol(Lado, aceptado: Bool)
        case fichar(aceptado: Bool)
        case avanzar(Int)
        case cerrar
        case duracion(Int)
        case reiniciar, nada
    }

    mutating func darUnPaso() async throws -> Orden {
        // What the last check read: nothing touches the folder between a check and the next step.
        #expect(try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo)) == discoAntes)
        switch generador.siguiente(hasta: 100) {
        case 0..<12:
            let id = generador.siguiente(hasta: 20)  // 19 and 20 do not exist
            let nueva = contenedor.partidoViewModel(id: id)
            let yaEnJuego = contenedor.partidoEnJuego.directo != nil
            nueva.empezar()
            if !yaEnJuego, let directo = contenedor.partidoEnJuego.directo, !directo.terminado {
                await reloj.esperarDurmientes(1)
            }
            pantalla = nueva
            return .abrir(id)
        case 12..<40:
            let lado = generador.siguiente(hasta: 2) == 0 ? Lado.local : .visitante
            guard let pantalla else { return .gol(lado, aceptado: false) }
            let aceptado = pantalla.registrarGol(lado)
            if aceptado { golesAMano += 1 }
            return .gol(lado, aceptado: aceptado)
        case 40..<60:
            let equipo = ["Rayo FC", "Toros", "Lobos", "Águilas", "Nadie"][generador.siguiente(hasta: 5)]
            let nombre = ["Zoe", "zoe", "Zoé", "Bruno", "Iria", "Ana", " ", "Leo", "Mar"][generador.siguiente(hasta: 9)]
            let dorsal = [nil, 1, 7, 14, 99, 100, 0][generador.siguiente(hasta: 7)]
            let aceptado = contenedor.equiposViewModel().fichar(
                equipo: equipo, nombre: nombre + String(generador.siguiente(hasta: 3)), dorsal: dorsal)
            if aceptado { fichajes += 1 }
            return .fichar(aceptado: aceptado)
        case 60..<85:
            let minutos = [1, 3, 7, 15, 30, 95][generador.siguiente(hasta: 6)]
            await avanzar(minutos)
            return .avanzar(minutos)
        case 85..<93:
            contenedor.partidoEnJuego.cerrar()
            return .cerrar
        case 93..<97:
            let minutos = [60, 90][generador.siguiente(hasta: 2)]
            _ = try contenedor.cambiarLaDuracion(minutos).get()
            return .duracion(minutos)
        default:
            // A restart: only between matches, as closing the app stops the match in play.
            guard contenedor.partidoEnJuego.directo?.corriendo != true else { return .nada }
            pantalla = nil
            contenedor = Self.arrancar(en: carpeta)
            // The old app was still there when the new one started and read the folder: once it is
            // gone, the folder says no match is in play, as the running app learns by following it.
            contenedor.releerLaCarpeta()
            return .reiniciar
        }
    }

    /// Plays `minutos` of the match in play on the stepped clock, and returns with it standing there.
    mutating func avanzar(_ minutos: Int) async {
        guard let directo = contenedor.partidoEnJuego.directo, directo.corriendo else { return }
        let objetivo = min(directo.minuto + minutos, directo.duracion)
        await reloj.advance(by: .milliseconds(objetivo - directo.minuto))
        if objetivo < directo.duracion {
            await reloj.esperarDurmientes(1)
        } else {
            await contenedor.partidoEnJuego.esperarQueTermine()
            pitidosFinales += 1
        }
    }

    /// One step's snapshot: what the app showed and what the file held right after the step.
    struct Instantanea: Sendable {
        let paso: Int
        let orden: Orden
        let bytes: Data
        let app: LoQueMuestra
    }

    /// What the app shows after `orden`, all read before anything of the app can run again.
    mutating func instantanea(tras orden: Orden, paso: Int) throws -> Instantanea {
        let bytes = try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo))
        let instantanea = Instantanea(paso: paso, orden: orden, bytes: bytes, app: LoQueMuestra(contenedor, pantalla: pantalla))
        discoAntes = bytes
        return instantanea
    }

    /// Checks each snapshot in order against the one before it, off the main actor: what the file
    /// says each screen must show, and every comparison (decoding the file is most of a check's
    /// cost, so a file that did not change is not decoded again).
    @concurrent
    nonisolated static func comprobarCadaUna(
        _ instantaneas: AsyncStream<Instantanea>, desde inicio: (bytes: Data, torneo: Torneo)
    ) async throws {
        var antes = inicio
        var memoriaAntes: Torneo?
        for await instantanea in instantaneas {
            let torneo = try comprobar(
                instantanea.app, bytes: instantanea.bytes, antes: antes, memoriaAntes: memoriaAntes, tras: instantanea.orden,
                contexto: Comment(rawValue: "step \(instantanea.paso): \(instantanea.orden)"))
            antes = (instantanea.bytes, torneo)
            memoriaAntes = instantanea.app.enMemoria
        }
    }

    /// Compares what the app shows with what `bytes` say it must show, and returns the tournament
    /// the bytes hold.
    nonisolated static func comprobar(
        _ app: LoQueMuestra, bytes: Data, antes: (bytes: Data, torneo: Torneo), memoriaAntes: Torneo?, tras orden: Orden,
        contexto: Comment
    ) throws -> Torneo {
        let disco = try LoQueDiceElDisco(
            bytes: bytes, antes: antes, enMemoria: app.enMemoria, memoriaAntes: memoriaAntes, enCurso: app.enCurso,
            directo: app.directo.map { ($0.partidoId, $0.minuto) }, cronicas: Array(app.cronicas.keys))

        // Memory and disk: the same tournament, byte for byte once written out (teams are objects: a
        // reloaded tournament is equal only through its file).
        #expect(disco.memoriaCoincide != false, contexto)
        // A refused change wrote nothing; an accepted goal wrote exactly one event.
        switch orden {
        case .gol(_, aceptado: false), .fichar(aceptado: false):
            #expect(bytes == antes.bytes, contexto)
        case .gol(_, aceptado: true):
            let eventosAntes: Int = antes.torneo.partidos.reduce(0) { $0 + $1.eventos.count }
            let eventosAhora: Int = disco.torneo.partidos.reduce(0) { $0 + $1.eventos.count }
            #expect(eventosAhora == eventosAntes + 1, contexto)
        default:
            break
        }

        // What every screen must show: each match as on disk, and the one in play (before its final
        // whistle) only up to its current minute, marked as in play.
        let esperados = disco.esperados
        // The live minute of the match in play; a match left in play by an earlier app at its stored minute.
        let minutoDe = { (id: Int) -> Int? in
            if id == app.enCurso?.partidoId { return app.enCurso?.minuto }
            if case let .enJuego(minuto) = disco.torneo.partidos[id - 1].estado { return minuto }
            return nil
        }

        // The list.
        #expect(app.filas.map(\.marcador) == esperados.map(\.marcador), contexto)
        #expect(app.filas.map(\.local) == esperados.map(\.local.nombre), contexto)
        #expect(app.filas.map(\.minutoEnJuego) == app.filas.map { minutoDe($0.id) }, contexto)

        // The scorers: only goals of minutes already played.
        #expect(app.goleadores?.filas.map { "\($0.jugador) \($0.equipo) \($0.goles)" } == disco.goleadores, contexto)
        #expect(app.goleadores?.enCurso?.minuto == app.enCurso?.minuto, contexto)

        // The live scoreboard and the bar on top: the match on disk, up to the minute in play; all of
        // it at a 90-minute whistle.
        if let directo = app.directo, let guardado = disco.directo {
            #expect(texto(directo.partido.eventos) == texto(guardado.hastaSuMinuto.eventos), contexto)
            #expect(directo.partido.local.plantilla == guardado.entero.local.plantilla, contexto)
            #expect(directo.partido.visitante.plantilla == guardado.entero.visitante.plantilla, contexto)
            if directo.terminado, directo.duracion == 90 {
                #expect(directo.partido.marcador == guardado.entero.marcador, contexto)
            } else if !directo.terminado {
                #expect(directo.partido.marcador == esperados[directo.partidoId - 1].marcador, contexto)
            }
            #expect(directo.barra == directo.partido.titulo, contexto)
            if case let .exito(exito) = directo.pantalla {
                #expect(exito.marcador == directo.partido.marcador, contexto)
                #expect(exito.minuto == directo.minuto, contexto)
            } else {
                Issue.record(Comment(rawValue: "\(contexto.rawValue): the live match's screen shows \(directo.pantalla)"))
            }
        }

        // The crónica of the open match (or match 1), and of the match in play.
        for (id, cronica) in app.cronicas {
            #expect(cronica == disco.cronicas[id].map { .exito(.init(borrador: $0)) }, contexto)
        }
        return disco.torneo
    }

    /// What the app shows after a step: every value a check compares, read in one go on the main
    /// actor.
    struct LoQueMuestra: Sendable {
        struct EnDirecto: Sendable {
            let partidoId: Int
            let minuto: Int
            let duracion: Int
            let terminado: Bool
            let partido: Partido
            let barra: String?
            let pantalla: MarcadorUiState
        }

        let enMemoria: Torneo
        /// The match in play before its final whistle.
        let enCurso: MinutoEnJuego?
        let filas: [FilaDePartido]
        let goleadores: GoleadoresUiState.Exito?
        let directo: EnDirecto?
        /// The crónica of the open match (or match 1) and of the match in play, by match.
        let cronicas: [Int: CronicaUiState]

        @MainActor
        init(_ contenedor: ContenedorDeLaApp, pantalla: PartidoViewModel?) {
            enMemoria = contenedor.partidos.torneo
            let directo = contenedor.partidoEnJuego.directo
            enCurso = directo.flatMap { $0.terminado ? nil : MinutoEnJuego(partidoId: $0.partidoId, minuto: $0.minuto) }
            filas = contenedor.listaDePartidosViewModel().uiState.exito?.filas ?? []
            goleadores = contenedor.goleadoresViewModel().uiState.exito
            self.directo = directo.map { directo in
                let enPantalla = contenedor.partidoViewModel(id: directo.partidoId)
                enPantalla.empezar()
                return EnDirecto(
                    partidoId: directo.partidoId, minuto: directo.minuto, duracion: directo.duracion, terminado: directo.terminado,
                    partido: directo.partido, barra: EstadoDeLaBarra(contenedor.partidoEnJuego)?.marcador, pantalla: enPantalla.uiState)
            }
            let partidos = enMemoria.partidos.count
            var cronicas: [Int: CronicaUiState] = [:]
            for id in Set([pantalla?.partidoId ?? 1, enCurso?.partidoId].compactMap(\.self)) where id >= 1 && id <= partidos {
                cronicas[id] = contenedor.cronicaViewModel(id: id).uiState
            }
            self.cronicas = cronicas
        }
    }

    /// What the tournament file says each screen must show, from values alone.
    struct LoQueDiceElDisco: Sendable {
        let torneo: Torneo
        /// Whether memory writes out to these bytes; nil when neither memory nor disk changed since
        /// the last check (writing out is most of a check's cost, and a tournament equal to the last
        /// one, the same immutable team objects and equal matches, writes out the same bytes).
        let memoriaCoincide: Bool?
        /// Each match as on disk, the one in play only up to its minute.
        let esperados: [Partido]
        /// "jugador equipo goles" for each scorer of `esperados`.
        let goleadores: [String]
        /// The match on the live scoreboard, on disk: whole and up to the scoreboard's minute.
        let directo: (entero: Partido, hastaSuMinuto: Partido)?
        /// The expected crónica text of each match asked for.
        let cronicas: [Int: String]

        init(
            bytes: Data, antes: (bytes: Data, torneo: Torneo), enMemoria: Torneo, memoriaAntes: Torneo?, enCurso: MinutoEnJuego?,
            directo: (partidoId: Int, minuto: Int)?, cronicas ids: [Int]
        ) throws {
            let torneo = bytes == antes.bytes ? antes.torneo : try FormatoDelTorneo.decodificar(bytes)
            self.torneo = torneo
            memoriaCoincide =
                bytes != antes.bytes || enMemoria != memoriaAntes ? FormatoDelTorneo.codificar(enMemoria) == bytes : nil
            let esperados = torneo.partidos.enumerated().map { indice, guardado in
                // The match in play up to its live minute; every other one as it stands on disk.
                indice + 1 == enCurso?.partidoId ? guardado.hasta(minuto: enCurso!.minuto) : guardado.jugado
            }
            self.esperados = esperados
            goleadores = Goleador.tabla(de: esperados).map { "\($0.jugador.nombre) \($0.equipo.nombre) \($0.goles)" }
            self.directo = directo.map { directo in
                let guardado = torneo.partidos[directo.partidoId - 1]
                return (guardado, guardado.hasta(minuto: directo.minuto))
            }
            var cronicas: [Int: String] = [:]
            for id in ids where esperados.indices.contains(id - 1) {
                let minuto = id == enCurso?.partidoId ? enCurso?.minuto : nil
                cronicas[id] = Cronica(de: esperados[id - 1], minutoEnJuego: minuto).texto
            }
            self.cronicas = cronicas
        }
    }

    /// Events as text, so teams compare by name: a reload builds new team objects.
    nonisolated static func texto(_ eventos: [EventoDePartido]) -> [String] {
        eventos.map { evento in
            switch evento {
            case let .gol(minuto, jugador, equipo): "\(minuto)' gol \(jugador) \(equipo)"
            case let .tarjeta(minuto, jugador, equipo, color): "\(minuto)' \(color) \(jugador) \(equipo)"
            case let .cambio(minuto, sale, entra, equipo): "\(minuto)' \(sale)→\(entra) \(equipo)"
            }
        }
    }
}
