import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input that is closed, fails or is left non-blocking ends the console like the end of
/// input does: the same goodbye, the data kept, exit 0; never a crash.
@Suite(.timeLimit(.minutes(2))) struct EntradaEstandarTests {
    /// `0<&-`: a service manager or a detached script starts the console without standard input (EBADF).
    @Test func sinEntradaEstandarLaConsolaSeDespideYSaleConCero() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ejecutable = try DemoEnUnaCarpeta.ejecutable().path

        let ejecucion = try await demo.ejecutar(
            conElShell: #"exec "$0" --datos "$1" --ms-por-minuto 0 --interactivo 0<&-"#, argumentos: [ejecutable, demo.datos.path])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(ejecucion.lineas.contains(Despedida.datosGuardados(en: demo.datos)))
    }

    /// A descriptor read(2) refuses (a folder: EISDIR), as a failing device (EIO) would.
    @Test func unaEntradaQueFallaEsElFinDeLaEntrada() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ejecutable = try DemoEnUnaCarpeta.ejecutable().path

        let ejecucion = try await demo.ejecutar(
            conElShell: #"exec "$0" --datos "$1" --ms-por-minuto 0 --interactivo 0</"#, argumentos: [ejecutable, demo.datos.path])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(ejecucion.lineas.contains(Despedida.datosGuardados(en: demo.datos)))
    }

    /// The last line of a pipe closed in the middle of it still runs; then the goodbye.
    @Test func unaTuberiaCerradaAMitadDeLineaEjecutaLoQueLlego() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partidos\nequipos")

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(
            ejecucion.faltanEnOrden(["  Copa Barrio", "    Rayo FC: Ana #9, Luis, Marta #1", Despedida.datosGuardados(en: demo.datos)])
                == [])
    }

    /// A standard input left non-blocking answers EAGAIN while nothing was typed: the console waits
    /// for the lines instead of failing, and runs them when they come.
    @Test func unaEntradaNoBloqueanteEsperaLasLineas() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let tuberia = Pipe()
        let lectura = tuberia.fileHandleForReading.fileDescriptor
        #expect(fcntl(lectura, F_SETFL, fcntl(lectura, F_GETFL) | O_NONBLOCK) == 0)
        let consola = try ConsolaEnMarcha(en: demo, opciones: demo.opciones, entrada: tuberia)

        // Typed only once it is waiting for a line, so its first read meets an empty pipe.
        #expect(await consola.esperar("'salir'"))
        consola.escribir("partidos")
        let estado = await consola.terminar()

        #expect(estado == 0)
        #expect(consola.salida.contains("  Copa Barrio\n"))
        #expect(consola.salida.contains(Despedida.datosGuardados(en: demo.datos)))
    }
}
