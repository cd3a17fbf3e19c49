import Core
import CoreTestSupport
import Foundation
import Testing

/// A server that takes the request and never answers never holds the person: leaving cancels the
/// request at once (far below its 10 s deadline) and keeps everything saved; while the request runs
/// the screen says so; after a failure the screen offers to try again.
@Suite(.timeLimit(.minutes(2))) struct ServidorQueNoRespondeTests {
    /// Every request waits this long for an answer: the default deadline.
    static let segundosDeRed = "10"
    /// A run that leaves while a request waits ends well before the deadline: half a second to
    /// cancel, plus the time the process takes to say goodbye and exit on a busy machine.
    static let limiteAlSalir = Duration.seconds(3)

    /// A console against a server that answers nothing for a minute.
    private func consola(_ demo: DemoEnUnaCarpeta, _ servidor: ServidorDePruebas) throws -> ConsolaEnMarcha {
        try ConsolaEnMarcha(
            en: demo,
            opciones: demo.opciones + [
                "--servidor", servidor.url(tardando: .seconds(60)).absoluteString, "--segundos-de-red", Self.segundosDeRed,
            ])
    }

    private func esperarPeticiones(_ servidor: ServidorDePruebas, _ cuantas: Int) async -> Bool {
        let limite = ContinuousClock.now + .seconds(10)
        while servidor.peticionesRecibidas < cuantas, ContinuousClock.now < limite {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return servidor.peticionesRecibidas >= cuantas
    }

    // MARK: - The console

    /// `salir`, or SIGTERM, while the crónica is being published: the publication is cancelled, said
    /// in one line, and the program says goodbye at once.
    @Test(arguments: [nil, SIGTERM] as [Int32?])
    func salirMientrasSePublicaCancelaLaPublicacionYLoDice(conLaSenal senal: Int32?) async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try consola(demo, servidor)
        consola.escribir("cronica 1", "publicar")
        #expect(await esperarPeticiones(servidor, 1), "\(consola.salida)")

        let (estado, tardo) = if let senal { await consola.medirLaSalida(conLaSenal: senal) } else { await consola.medirLaSalida() }

        print("\(senal.map { "signal \($0)" } ?? "salir") while publishing: \(tardo)")
        #expect(tardo < Self.limiteAlSalir, "\(consola.salida)")
        #expect(estado == 0)
        #expect(!consola.salida.contains("Crónica publicada"))
        let lineas = consola.salida.split(separator: "\n").map(String.init)
        #expect(lineas.contains("» No se publicó la crónica: se canceló antes de que el servidor respondiera."), "\(consola.salida)")
        #expect(lineas.last == Despedida.datosGuardados(en: demo.datos), "\(consola.salida)")
    }

    @Test func salirMientrasSeRefrescaCancelaYLosArbitrosGuardadosSiguen() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        _ = try await demo.ejecutar(demo.opciones + ["--pantalla", "arbitros", "--servidor", servidor.url.absoluteString])
        let guardados = try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json"))
        let peticionesAntes = servidor.peticionesRecibidas
        let consola = try consola(demo, servidor)
        consola.escribir("arbitros", "refrescar")
        #expect(await esperarPeticiones(servidor, peticionesAntes + 1), "\(consola.salida)")

        let (estado, tardo) = await consola.medirLaSalida()

        print("salir while refreshing: \(tardo)")
        #expect(tardo < Self.limiteAlSalir, "\(consola.salida)")
        #expect(estado == 0)
        #expect(consola.salida.contains("» Actualización cancelada: los árbitros guardados siguen como estaban."), "\(consola.salida)")
        #expect(try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json")) == guardados)
    }

    @Test func mientrasEsperaLaRespuestaLaConsolaLoDice() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try consola(demo, servidor)

        consola.escribir("cronica 1", "publicar")
        #expect(await consola.esperar("» Publicando la crónica…"), "\(consola.salida)")
        consola.interrumpir()
        #expect(await consola.esperar("» No se publicó la crónica"), "\(consola.salida)")
        consola.escribir("arbitros", "refrescar")
        #expect(await consola.esperar("» Actualizando…"), "\(consola.salida)")
        _ = await consola.medirLaSalida()
    }

    /// After a failed publication the screen offers to try again, and `publicar` does.
    @Test func trasUnFalloPublicarLoIntentaDeNuevo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo"], entrada: "cronica 1\nred no\npublicar\nred si\npublicar\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  No se pudo publicar la crónica: No hay conexión",
                "  [Reintentar]",
                "» Escribe 'publicar' para intentarlo de nuevo.",
                "» Publicando la crónica…",
                "  Crónica publicada con el n.º 101",
            ]) == [], "\(ejecucion.salida)")
    }
}

/// The same on the live board, in a real terminal (tmux): `c` publishes after the final whistle.
@Suite(.timeLimit(.minutes(2)), .enabled(if: TerminalTmux.seEjecuta, "tmux draws the terminal these tests read (in CI they always run)"))
struct ServidorQueNoRespondeEnVivoTests {
    /// The board of match 13 at its final whistle, publishing to `servidor` with `segundosDeRed` of
    /// patience.
    private func alPitidoFinal(
        servidor: URL, segundosDeRed: String, _ cuerpo: (TerminalTmux) async throws -> Void
    ) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let orden =
            [try DemoEnUnaCarpeta.ejecutable().path] + demo.opciones + [
                "--en-vivo", "13", "--servidor", servidor.absoluteString, "--segundos-de-red", segundosDeRed,
            ]
        try await TerminalTmux.con(ancho: 90, alto: 24, orden: orden) { terminal in
            try await terminal.esperar("minuto 0 de 90")
            try await terminal.teclas("n", veces: 90)
            try await terminal.esperar("Crónica, lista para publicar:")
            try await cuerpo(terminal)
        }
    }

    /// Once the server holds the publication, presses `tecla` and times how long the program takes to
    /// end: well below the deadline, saying the crónica was not published. The screen it leaves.
    private func salirMidiendo(_ terminal: TerminalTmux, _ servidor: ServidorDePruebas, con tecla: String) async throws -> [String] {
        let limite = ContinuousClock.now + .seconds(10)
        while servidor.peticionesRecibidas < 1, ContinuousClock.now < limite { try await Task.sleep(for: .milliseconds(20)) }

        let pulsada = Cerrojo(false)
        let medida = Task { try await terminal.medir(desde: { pulsada.withLock { $0 } }, hasta: "estado=") }
        try await terminal.teclas(tecla)
        pulsada.withLock { $0 = true }
        let (tardo, pantalla) = try await medida.value

        print("\(tecla) while publishing: \(tardo)")
        #expect(tardo < ServidorQueNoRespondeTests.limiteAlSalir, "\(pantalla.joined(separator: "\n"))")
        #expect(pantalla.contains("estado=0"))
        #expect(pantalla.joined().contains("» No se publicó la crónica: se canceló antes de que el servidor respondiera."))
        return pantalla
    }

    @Test func qMientrasSePublicaCancelaYSaleEnSeguida() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        try await alPitidoFinal(servidor: servidor.url(tardando: .seconds(60)), segundosDeRed: ServidorQueNoRespondeTests.segundosDeRed) {
            terminal in
            try await terminal.teclas("c")
            let pantalla = try await salirMidiendo(terminal, servidor, con: "q")
            #expect(pantalla.contains { $0.hasPrefix("» Datos guardados en ") })
        }
    }

    /// Ctrl-D at the console's prompt is the end of input: a person leaving, like `salir`.
    @Test func controlDEnLaConsolaMientrasSePublicaCancelaYSaleEnSeguida() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let orden =
            [try DemoEnUnaCarpeta.ejecutable().path] + demo.opciones + [
                "--interactivo", "--servidor", servidor.url(tardando: .seconds(60)).absoluteString,
                "--segundos-de-red", ServidorQueNoRespondeTests.segundosDeRed,
            ]
        try await TerminalTmux.con(ancho: 100, alto: 40, orden: orden) { terminal in
            try await terminal.esperar("Escribe 'ayuda'")
            try await terminal.teclas("cronica 1", "Enter", "publicar", "Enter")
            _ = try await salirMidiendo(terminal, servidor, con: "C-d")
        }
    }

    /// Against a server that never lets the request in, given up after a second each time (waited
    /// idle: no connection is open): the board says it publishes, then that the server took too long,
    /// and `c` publishes again. "Publicando la crónica…" is on screen only while the request waits,
    /// so the test reads it in what the pane wrote.
    @Test func mientrasSePublicaElTableroLoDiceYTrasElFalloOfreceReintentar() async throws {
        let servidor = try ServidorQueNoAcepta()
        defer { servidor.parar() }
        try await alPitidoFinal(servidor: servidor.url, segundosDeRed: "1") { terminal in
            try await terminal.teclas("c")
            let pantalla = try await terminal.esperar("No se pudo publicar la crónica: El servidor tardó demasiado en responder")
            try await terminal.esperarQueEscriba("Publicando la crónica…", veces: 1)
            #expect(pantalla.last?.hasPrefix("c reintentar · q salir") == true, "\(pantalla.joined(separator: "\n"))")

            try await terminal.teclas("c")
            try await terminal.esperarQueEscriba("Publicando la crónica…", veces: 2)
            try await terminal.esperarQueEscriba("No se pudo publicar la crónica: El servidor tardó demasiado en responder", veces: 2)
            try await terminal.teclas("q")
            try await terminal.esperar("estado=0")
        }
    }
}
