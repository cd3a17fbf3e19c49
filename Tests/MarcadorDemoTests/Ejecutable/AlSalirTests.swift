import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Leaving keeps the match in play: it is saved at its minute, the person is told how to resume it,
/// and the next run resumes it there.
@Suite(.timeLimit(.minutes(2))) struct AlSalirTests {
    private let aviso = "» El partido 13 sigue en juego en el minuto 30: 'partido 13' lo reanuda."

    private func siguienteSesion(_ demo: DemoEnUnaCarpeta) async throws -> Ejecucion {
        try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\nsalir\n")
    }

    @Test(arguments: ["partido 13\navanzar 30\nsalir\n", "partido 13\navanzar 30\n"])
    func alSalirOAlAcabarLaEntradaElPartidoSigueEnJuegoEnSuMinuto(entrada: String) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let primera = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: entrada)
        let segunda = try await siguienteSesion(demo)

        #expect(primera.estado == 0)
        #expect(primera.lineas.contains(aviso), "\(primera.salida)")
        #expect(segunda.lineas.contains("  Rayo FC 1-0 Toros · minuto 30 · en juego"), "\(segunda.salida)")
        #expect(!segunda.salida.contains("minuto 0 · en juego"))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func conUnaSenalElPartidoSigueEnJuegoEnSuMinuto(senal: Int32) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
        consola.escribir("partido 13", "avanzar 30")
        #expect(await consola.esperar("Rayo FC 1-0 Toros · minuto 30 · en juego"), "\(consola.salida)")

        let estado = await consola.terminar(conLaSenal: senal)
        let segunda = try await siguienteSesion(demo)

        #expect(estado == 0)
        #expect(consola.salida.contains(aviso), "\(consola.salida)")
        #expect(segunda.lineas.contains("  Rayo FC 1-0 Toros · minuto 30 · en juego"), "\(segunda.salida)")
    }
}
