import CoreTestSupport
import Foundation
import Testing

/// Two terminals on one data folder, as a club runs the board and the console: every change either
/// terminal acknowledged is on disk at the end, and one that the other terminal made impossible is
/// refused with its reason, never applied to a stale copy.
@Suite(.timeLimit(.minutes(2))) struct DosTerminalesTests {
    /// The tournament file's players, "Equipo/Nombre".
    private func jugadores(en demo: DemoEnUnaCarpeta) throws -> Set<String> {
        let datos = try Data(contentsOf: demo.datos.appendingPathComponent("torneo.json"))
        let torneo = try #require(try JSONSerialization.jsonObject(with: datos) as? [String: Any])
        let equipos = try #require(torneo["equipos"] as? [[String: Any]])
        return Set(
            equipos.flatMap { equipo in
                ((equipo["plantilla"] as? [[String: Any]]) ?? []).map { "\(equipo["nombre"] ?? "")/\($0["nombre"] ?? "")" }
            })
    }

    /// Two consoles on `demo`'s data folder, both started (and so both holding the tournament as it
    /// was) before either changes anything.
    private func dosConsolas(en demo: DemoEnUnaCarpeta) async throws -> (ConsolaEnMarcha, ConsolaEnMarcha) {
        let a = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
        #expect(await a.esperar("Escribe 'ayuda'"), "\(a.salida)")
        let b = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
        #expect(await b.esperar("Escribe 'ayuda'"), "\(b.salida)")
        return (a, b)
    }

    @Test func unFichajeEnCadaTerminalSeGuardanLosDos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let (a, b) = try await dosConsolas(en: demo)

        a.escribir("fichar Toros Alfa")
        #expect(await a.esperar("Toros: Iván #7, Sofía #10, Alfa"), "\(a.salida)")
        b.escribir("fichar Lobos Beta")
        #expect(await b.esperar("Lobos: Pedro #4, Carla #5, Beta"), "\(b.salida)")

        #expect(await a.terminar() == 0)
        #expect(await b.terminar() == 0)
        let guardados = try jugadores(en: demo)
        #expect(guardados.contains("Toros/Alfa"))
        #expect(guardados.contains("Lobos/Beta"))
    }

    @Test func unNombreQueOtraTerminalYaFichoSeRechazaConSuMotivo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let (a, b) = try await dosConsolas(en: demo)

        a.escribir("fichar Toros Zoe 8")
        #expect(await a.esperar("Sofía #10, Zoe #8"), "\(a.salida)")
        b.escribir("fichar Toros Zoe 9")
        #expect(await b.esperar("Error: Toros ya tiene un jugador llamado Zoe."), "\(b.salida)")

        #expect(await a.terminar() == 0)
        _ = await b.terminar()
        // B's screen shows the roster as it is on disk, with A's Zoe.
        #expect(b.salida.contains("Toros: Iván #7, Sofía #10, Zoe #8"))
        #expect(!b.salida.contains("Zoe #9"))
        let datos = try String(contentsOf: demo.datos.appendingPathComponent("torneo.json"), encoding: .utf8)
        #expect(datos.contains(#""dorsal" : 8"#) || datos.contains(#""dorsal":8"#))
        #expect(try jugadores(en: demo).contains("Toros/Zoe"))
    }

    /// Two terminals signing 200 players each at once: every signing either one acknowledged is in
    /// the file at the end, in each seeded run (3 on every run, `MARCADOR_SEMILLAS` in the nightly),
    /// one after another: each has the time limit to itself, however many there are.
    @Test(.serialized, arguments: GeneradorConSemilla.semillas)
    func cadaCambioConfirmadoPorCualquieraDeLasDosEstaEnElDisco(semilla: UInt64) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        // Created first, so both start from the same saved tournament.
        _ = try await demo.ejecutar(demo.opciones + ["--pantalla", "equipos"])
        let equipos = ["Rayo FC", "Toros", "Lobos", "Águilas"]
        var azar = GeneradorConSemilla(semilla: semilla)
        let consolas = try [ConsolaEnMarcha(en: demo, opciones: demo.opciones), ConsolaEnMarcha(en: demo, opciones: demo.opciones)]
        var esperados: Set<String> = []
        for (numero, consola) in consolas.enumerated() {
            let letra = numero == 0 ? "A" : "B"
            let lineas = (1...200).map { indice in
                let equipo = equipos[Int.random(in: 0..<equipos.count, using: &azar)]
                esperados.insert("\(equipo)/\(letra)\(indice)")
                return #"fichar "\#(equipo)" \#(letra)\#(indice)"#
            }
            // In bursts of random sizes, so the two processes' saves interleave at random moments.
            var resto = lineas[...]
            while !resto.isEmpty {
                let tanda = resto.prefix(Int.random(in: 1...25, using: &azar))
                resto = resto.dropFirst(tanda.count)
                for linea in tanda { consola.escribir(linea) }
                await Task.yield()
            }
        }
        for consola in consolas {
            #expect(await consola.terminar() == 0)
            #expect(!consola.salida.contains("Error:"))
        }
        let guardados = try jugadores(en: demo)
        #expect(esperados.subtracting(guardados).sorted() == [])
    }

    /// One match in play for the folder: while A plays match 1, B is told which match is played
    /// elsewhere and starts none; it sees match 1 at A's minute and scores in it; once A leaves, B
    /// starts its own.
    @Test func mientrasUnaJuegaLaOtraNoEmpiezaOtroPartidoYPuedeMarcarEnElSuyo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let (a, b) = try await dosConsolas(en: demo)
        a.escribir("partido 13", "avanzar 10")
        #expect(await a.esperar("Rayo FC 0-0 Toros · minuto 10 · en juego"), "\(a.salida)")

        b.escribir("partido 14")
        #expect(await b.esperar("El partido 13 se está jugando en otro terminal (minuto 10)"), "\(b.salida)")
        b.escribir("partido 13")
        #expect(await b.esperar("Rayo FC 0-0 Toros · minuto 10 · en juego"), "\(b.salida)")
        #expect(b.salida.contains("▶ Rayo FC 0-0 Toros · minuto 10 en otro terminal"))
        b.escribir("gol visitante")
        #expect(await b.esperar("Rayo FC 0-1 Toros · minuto 10 · en juego"), "\(b.salida)")
        a.escribir("avanzar 1")
        #expect(await a.esperar("Rayo FC 0-1 Toros · minuto 11 · en juego"), "\(a.salida)")

        // A left with its match in play: B starts no other one, and resumes that one.
        #expect(await a.terminar() == 0)
        b.escribir("partido 14")
        #expect(await b.esperar("El partido 13 quedó en juego en el minuto"), "\(b.salida)")
        b.escribir("partido 13")
        #expect(await b.esperar("Rayo FC 0-1 Toros · minuto 1"), "\(b.salida)")
        #expect(await b.terminar() == 0)
    }

    /// A killed while it plays (no clean-up at all): its match is in play nowhere any more.
    @Test func siLaQueJuegaMuereMatadaOtraPuedeEmpezar() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let (a, b) = try await dosConsolas(en: demo)
        a.escribir("partido 13", "avanzar 10")
        #expect(await a.esperar("minuto 10 · en juego"), "\(a.salida)")
        b.escribir("partido 14")
        #expect(await b.esperar("se está jugando en otro terminal"), "\(b.salida)")

        a.matar()
        // The kernel drops the dead process's lock as it goes away.
        let anuncio = demo.datos.appendingPathComponent("partido-en-juego.json")
        let limite = Date().addingTimeInterval(10)
        while try await hayUnCerrojo(sobre: anuncio), Date() < limite { try await Task.sleep(for: .milliseconds(10)) }

        b.escribir("partido 13")
        #expect(await b.esperar("Rayo FC 0-0 Toros · minuto 0 · en juego"), "\(b.salida)")
        #expect(await b.terminar() == 0)
    }

    /// Another writer leaves the tournament file unreadable while a console runs: the console's
    /// next answer says it was set aside and where, and the screen keeps what it showed.
    @Test func unArchivoQueOtroDejaIlegibleSeApartaYSeDiceEnLaSiguienteRespuesta() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let (a, b) = try await dosConsolas(en: demo)
        #expect(await b.terminar() == 0)
        a.escribir("fichar Toros Alfa")
        #expect(await a.esperar("Toros: Iván #7, Sofía #10, Alfa"), "\(a.salida)")
        try Data("no es un torneo".utf8).write(to: demo.datos.appendingPathComponent("torneo.json"))

        a.escribir("fichar Toros Beta")
        #expect(await a.esperar("Toros: Iván #7, Sofía #10, Alfa, Beta"), "\(a.salida)")
        #expect(a.salida.contains("Aviso: No se pudo leer torneo.json"), "\(a.salida)")
        #expect(await a.terminar() == 0)
        let apartados = try FileManager.default.contentsOfDirectory(atPath: demo.datos.path).filter {
            $0.hasPrefix("torneo.json.unreadable-")
        }
        #expect(apartados.count == 1)
        #expect(try jugadores(en: demo).isSuperset(of: ["Toros/Alfa", "Toros/Beta"]))
    }
}
