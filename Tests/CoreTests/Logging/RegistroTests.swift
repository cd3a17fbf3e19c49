import Core
import CoreTestSupport
import Testing

/// The log is shared by tests running in parallel: each test writes lines of its own and looks for them.
@Suite struct RegistroTests {
    private final class Lineas: Sendable {
        let oidas = Cerrojo<[String]>([])
        var todas: [String] { oidas.withLock { $0 } }
    }

    @Test func unObservadorOyeLasLineasAnotadas() {
        let lineas = Lineas()
        let observacion = Registro.observar { linea in lineas.oidas.withLock { $0.append(linea) } }
        defer { observacion.cancelar() }

        Registro.anotar("una línea (RegistroTests)")

        #expect(lineas.todas.contains("una línea (RegistroTests)"))
    }

    @Test func cancelarLaObservacionDejaDeOir() {
        let lineas = Lineas()
        let observacion = Registro.observar { linea in lineas.oidas.withLock { $0.append(linea) } }
        Registro.anotar("antes de cancelar (RegistroTests)")

        observacion.cancelar()
        Registro.anotar("después de cancelar (RegistroTests)")

        #expect(lineas.todas.contains("antes de cancelar (RegistroTests)"))
        #expect(!lineas.todas.contains("después de cancelar (RegistroTests)"))
    }

    @Test func soltarLaObservacionDejaDeOir() {
        let lineas = Lineas()
        var observacion: ObservacionDelRegistro? = Registro.observar { linea in
            lineas.oidas.withLock { $0.append(linea) }
        }
        #expect(observacion != nil)

        observacion = nil
        Registro.anotar("después de soltar (RegistroTests)")

        #expect(!lineas.todas.contains("después de soltar (RegistroTests)"))
    }

    @Test func cadaObservadorOyeLaMismaLinea() {
        let primero = RegistroEspia()
        let segundo = RegistroEspia()

        Registro.anotar("la misma línea (RegistroTests)")

        #expect(primero.contiene("la misma línea (RegistroTests)"))
        #expect(segundo.contiene("la misma línea (RegistroTests)"))
    }

    @Test func unObservadorPuedeAnotarSinBloquearElRegistro() {
        let espia = RegistroEspia()
        let observacion = Registro.observar { linea in
            if linea == "pregunta (RegistroTests)" {
                Registro.anotar("respuesta (RegistroTests)")
            }
        }
        defer { observacion.cancelar() }

        Registro.anotar("pregunta (RegistroTests)")

        #expect(espia.contiene("respuesta (RegistroTests)"))
    }

    @Test func sinSalidaDeErrorLosObservadoresSiguenOyendo() {
        let espia = RegistroEspia()
        Registro.escribeEnLaSalidaDeError = false
        defer { Registro.escribeEnLaSalidaDeError = true }

        Registro.anotar("en silencio (RegistroTests)")

        #expect(espia.contiene("en silencio (RegistroTests)"))
    }
}
