import Arbitros
import Core
import CoreTestSupport
import Cronica
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos
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

    @Test(arguments: [1, 2, 3] as [UInt64])
    func laPantallaElDirectoYElDiscoSiempreCoinciden(semilla: UInt64) async throws {
        let reloj = RelojDePrueba()
        try await withDependencies {
            $0.relojDelPartido = reloj
            $0.date = .constante(ahoraFijo)
        } operation: {
            var recorrido = try Recorrido(reloj: reloj, semilla: semilla)
            for paso in 1...Self.pasos {
                let orden = try await recorrido.darUnPaso()
                try recorrido.comprobar(tras: orden, paso: paso)
            }
            #expect(recorrido.golesAMano > 20)
            #expect(recorrido.fichajes > 20)
            #expect(recorrido.pitidosFinales > 5)
        }
    }
}

/// One person using the app at random, with a memory of what the disk held before each step.
@MainActor
private struct Recorrido {
    let reloj: RelojDePrueba
    let carpeta = CarpetaTemporal()
    var generador: GeneradorConSemilla
    var contenedor: ContenedorDeLaApp
    var pantalla: PartidoViewModel?
    /// The tournament file before the step, as bytes and decoded (decoding it is most of a step's
    /// cost, so a file that did not change is not decoded again).
    var discoAntes: Data
    var torneoAntes: Torneo
    /// The app's tournament in memory at the last check.
    var memoriaAntes: Torneo?
    private(set) var golesAMano = 0
    private(set) var fichajes = 0
    private(set) var pitidosFinales = 0

    init(reloj: RelojDePrueba, semilla: UInt64) throws {
        self.reloj = reloj
        generador = GeneradorConSemilla(semilla: semilla)
        contenedor = Self.arrancar(en: carpeta)
        discoAntes = try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo))
        torneoAntes = try FormatoDelTorneo.decodificar(discoAntes)
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
            pantalla.registrarGol(lado)
            let aceptado = pantalla.aviso == nil
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
            try contenedor.ajustes.cambiarDuracion(minutos)
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

    mutating func comprobar(tras orden: Orden, paso: Int) throws {
        let contexto = Comment(rawValue: "step \(paso): \(orden)")
        let bytes = try Data(contentsOf: carpeta.archivo(AlmacenDelTorneo.nombreDelArchivo))
        let disco = bytes == discoAntes ? torneoAntes : try FormatoDelTorneo.decodificar(bytes)

        // Memory and disk: the same tournament, byte for byte once written out (teams are objects: a
        // reloaded tournament is equal only through its file). Writing it out is most of a check's
        // cost, so it is skipped when neither changed since the last check: a tournament equal to
        // the last one (the same immutable team objects, equal matches) writes out the same bytes.
        let enMemoria = contenedor.partidos.torneo
        if bytes != discoAntes || enMemoria != memoriaAntes {
            #expect(FormatoDelTorneo.codificar(enMemoria) == bytes, contexto)
        }
        memoriaAntes = enMemoria
        // A refused change wrote nothing; an accepted goal wrote exactly one event.
        switch orden {
        case .gol(_, aceptado: false), .fichar(aceptado: false):
            #expect(bytes == discoAntes, contexto)
        case .gol(_, aceptado: true):
            let eventosAntes: Int = torneoAntes.partidos.reduce(0) { $0 + $1.eventos.count }
            let eventosAhora: Int = disco.partidos.reduce(0) { $0 + $1.eventos.count }
            #expect(eventosAhora == eventosAntes + 1, contexto)
        default:
            break
        }
        (discoAntes, torneoAntes) = (bytes, disco)

        // What every screen must show: each match as on disk, and the one in play (before its final
        // whistle) only up to its current minute, marked as in play.
        let enCurso = contenedor.partidoEnJuego.directo.flatMap { $0.terminado ? nil : $0 }
        let esperados = disco.partidos.enumerated().map { indice, guardado in
            indice + 1 == enCurso?.partidoId ? guardado.hasta(minuto: enCurso!.minuto) : guardado
        }
        let minutoDe = { (id: Int) in id == enCurso?.partidoId ? enCurso?.minuto : nil }

        // The list.
        let filas = contenedor.listaDePartidosViewModel().uiState.filas
        #expect(filas.map(\.marcador) == esperados.map(\.marcador), contexto)
        #expect(filas.map(\.local) == esperados.map(\.local.nombre), contexto)
        #expect(filas.map(\.minutoEnJuego) == filas.map { minutoDe($0.id) }, contexto)

        // The scorers: only goals of minutes already played.
        let goleadores = contenedor.goleadoresViewModel().uiState
        #expect(
            goleadores.filas.map { "\($0.jugador) \($0.equipo) \($0.goles)" }
                == Goleador.tabla(de: esperados).map { "\($0.jugador.nombre) \($0.equipo.nombre) \($0.goles)" }, contexto)
        #expect(goleadores.enCurso?.minuto == enCurso?.minuto, contexto)

        // The live scoreboard and the bar on top: the match on disk, up to the minute in play; all of
        // it at a 90-minute whistle.
        if let directo = contenedor.partidoEnJuego.directo {
            let guardado = disco.partidos[directo.partidoId - 1]
            #expect(Self.texto(directo.partido.eventos) == Self.texto(guardado.hasta(minuto: directo.minuto).eventos), contexto)
            #expect(directo.partido.local.plantilla == guardado.local.plantilla, contexto)
            #expect(directo.partido.visitante.plantilla == guardado.visitante.plantilla, contexto)
            if directo.terminado, directo.duracion == 90 {
                #expect(directo.partido.marcador == guardado.marcador, contexto)
            } else if !directo.terminado {
                #expect(directo.partido.marcador == esperados[directo.partidoId - 1].marcador, contexto)
            }
            #expect(EstadoDeLaBarra(contenedor.partidoEnJuego)?.marcador == directo.partido.titulo, contexto)
            let enPantalla = contenedor.partidoViewModel(id: directo.partidoId)
            enPantalla.empezar()
            if case let .exito(exito) = enPantalla.uiState.estado {
                #expect(exito.marcador == directo.partido.marcador, contexto)
                #expect(exito.minuto == directo.minuto, contexto)
            } else {
                Issue.record(Comment(rawValue: "\(contexto.rawValue): the live match's screen shows \(enPantalla.uiState)"))
            }
        }

        // The crónica of the open match (or match 1), and of the match in play.
        for id in Set([pantalla?.partidoId ?? 1, enCurso?.partidoId].compactMap(\.self)) where esperados.indices.contains(id - 1) {
            let esperada = Cronica(de: esperados[id - 1], minutoEnJuego: minutoDe(id))
            #expect(contenedor.cronicaViewModel(id: id).uiState == .borrador(esperada.texto), contexto)
        }
    }

    /// Events as text, so teams compare by name: a reload builds new team objects.
    static func texto(_ eventos: [EventoDePartido]) -> [String] {
        eventos.map { evento in
            switch evento {
            case let .gol(minuto, jugador, equipo): "\(minuto)' gol \(jugador) \(equipo)"
            case let .tarjeta(minuto, jugador, equipo, color): "\(minuto)' \(color) \(jugador) \(equipo)"
            case let .cambio(minuto, sale, entra, equipo): "\(minuto)' \(sale)→\(entra) \(equipo)"
            }
        }
    }
}
