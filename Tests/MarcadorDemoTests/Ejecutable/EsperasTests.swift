import CoreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits show progress and give way: `esperar` says each goal and each fifteenth minute as the match
/// reaches them, Ctrl-C ends the wait and not the program, and a piped live view writes each line
/// when it happens.
@Suite(.timeLimit(.minutes(2))) struct EsperasTests {
    @Test func esperarDiceCadaGolYCadaCuartoDeHoraCuandoLlegan() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\nesperar\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "» minuto 15 con 1-0",
                "» minuto 45 con 1-0",
                "  · 🔔 ¡Gol! — Iván (Toros), minuto 55",
                "» minuto 60 con 1-1",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80",
                "■ Rayo FC 2-1 Toros · Final",
            ]) == [])
    }

    /// At the real pace (a second a minute), Ctrl-C during `esperar` ends the wait: the console
    /// answers the next line, and the match is still in play.
    @Test func ctrlCAcabaLaEsperaNoElPrograma() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try ConsolaEnMarcha(en: demo, opciones: ["--datos", demo.datos.path, "--ms-por-minuto", "1000"])
        consola.escribir("partido 13", "esperar")
        #expect(await consola.esperar("Rayo FC 0-0 Toros · minuto 0 · en juego"), "\(consola.salida)")

        let escribiendo = consola.salida.count
        consola.interrumpir()
        #expect(await consola.esperar("» Espera interrumpida"), "\(consola.salida)")
        consola.escribir("partidos")
        #expect(await consola.esperar("   13  Rayo FC"), "\(consola.salida)")
        #expect(consola.salida.count > escribiendo)
        #expect(await consola.terminar() == 0)
        #expect(consola.salida.contains("» El partido 13 sigue en juego en el minuto"))
    }

    /// Piped, the live view's lines come as the match goes, not all at the end.
    @Test func laVistaEnVivoPorUnaTuberiaEscribeCadaLineaAlMomento() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let salida = demo.carpeta.appendingPathComponent("en-vivo.salida")
        try Data().write(to: salida)
        let proceso = Process()
        proceso.executableURL = try DemoEnUnaCarpeta.ejecutable()
        proceso.arguments = ["--datos", demo.datos.path, "--en-vivo", "13", "--ms-por-minuto", "100"]
        proceso.standardInput = FileHandle.nullDevice
        proceso.standardOutput = try FileHandle(forWritingTo: salida)
        try proceso.run()
        defer { if proceso.isRunning { kill(proceso.processIdentifier, SIGKILL) } }

        // The first mark comes at 1.5 s of a 9 s match: it must be in the pipe while the match plays.
        let limite = Date().addingTimeInterval(8)
        var leido = ""
        while Date() < limite, proceso.isRunning {
            leido = (try? String(contentsOf: salida, encoding: .utf8)) ?? ""
            if leido.contains("» minuto 15 con 1-0") { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(leido.contains("» minuto 15 con 1-0"), "\(leido)")
        #expect(proceso.isRunning)
        #expect(!leido.contains("Final"))
    }
}

/// A server's error is named as the server's, with its status; a missing network as the network.
@Suite(.timeLimit(.minutes(2))) struct ErroresDelServidorTests {
    @Test func unQuinientosEsDelServidorNoDeLaConexion() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--servidor", servidor.url.appendingPathComponent("estado/500").absoluteString, "--interactivo"],
            entrada: "arbitros\nrefrescar\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  El servidor respondió con el código 500: vuelve a intentarlo más tarde.",
                "  [Reintentar]",
            ]) == [])
        #expect(!ejecucion.salida.contains("comprueba la conexión"))
    }
}
