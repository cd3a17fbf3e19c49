import Foundation
import Testing

@testable import MarcadorDemo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the console reads standard input, fed the answers of a scripted read(2): what a test through
/// the executable cannot provoke (EIO from a terminal that went away, EINTR) is the end of input or
/// a retry, never a crash.
@Suite struct LecturaDeLaEntradaTests {
    /// Each read returns the next scripted answer; `esperas` counts the waits for data.
    private final class LecturasGuionadas {
        var respuestas: [EntradaEstandar.Lectura]
        var esperas = 0
        let esperaConsigueDatos: Bool

        init(_ respuestas: [EntradaEstandar.Lectura], esperaConsigueDatos: Bool = true) {
            self.respuestas = respuestas
            self.esperaConsigueDatos = esperaConsigueDatos
        }

        /// Every line read until the end of input, as the console gets them.
        func lineas() -> [String] {
            var lineas = EntradaEstandar.Lineas()
            var leidas: [String] = []
            while let trozo = EntradaEstandar.siguienteTrozo(leer: { respuestas.removeFirst() }, esperarDatos: esperar) {
                leidas += lineas.anadir(trozo)
            }
            return leidas + (lineas.resto().map { [$0] } ?? [])
        }

        private func esperar() -> Bool {
            esperas += 1
            return esperaConsigueDatos
        }
    }

    @Test func unFalloDeEntradaYSalidaTerminaLaEntradaConLoQueLlego() {
        let lecturas = LecturasGuionadas([.bytes(Array("partidos\nequi".utf8)), .fallo(EIO), .bytes(Array("pos\n".utf8))])

        #expect(lecturas.lineas() == ["partidos", "equi"])
    }

    @Test func unaLecturaInterrumpidaSeRepite() {
        let lecturas = LecturasGuionadas([.fallo(EINTR), .bytes(Array("salir\n".utf8)), .fin])

        #expect(lecturas.lineas() == ["salir"])
    }

    @Test func sinDatosEnUnaEntradaNoBloqueanteEsperaYSigue() {
        let lecturas = LecturasGuionadas([.fallo(EAGAIN), .bytes(Array("partidos\r\n".utf8)), .fin])

        #expect(lecturas.lineas() == ["partidos"])
        #expect(lecturas.esperas == 1)
    }

    @Test func unaEsperaQueFallaEsElFinDeLaEntrada() {
        let lecturas = LecturasGuionadas([.bytes(Array("equipos".utf8)), .fallo(EAGAIN)], esperaConsigueDatos: false)

        #expect(lecturas.lineas() == ["equipos"])
    }

    @Test func unDescriptorCerradoEsElFinDeLaEntrada() {
        let lecturas = LecturasGuionadas([.fallo(EBADF)])

        #expect(lecturas.lineas() == [])
    }
}
