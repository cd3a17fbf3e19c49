import Testing
import Clasificacion

/// The rules of adding a name: not blank, not there already, saved before it counts.
@MainActor
@Suite("AnadirClasificacion")
struct AnadirClasificacionTests {
    @Test func unNombreNuevoSeGuardaEnOrden() {
        let repositorio = ClasificacionDeMuestra(nombres: ["Sur"])

        #expect(AnadirClasificacion(repositorio: repositorio)("Este") == .success(["Este", "Sur"]))

        #expect(repositorio.guardados == [["Este", "Sur"]])
    }

    @Test(arguments: [("  ", ErrorDeClasificacion.sinNombre), ("Sur", .repetido("Sur"))])
    func unNombreRechazadoNoSeGuarda(nombre: String, error: ErrorDeClasificacion) {
        let repositorio = ClasificacionDeMuestra(nombres: ["Sur"])

        #expect(AnadirClasificacion(repositorio: repositorio)(nombre) == .failure(error))

        #expect(repositorio.guardados == [])
    }

    @Test func loQueNoSePudoGuardarNoCuenta() {
        let repositorio = ClasificacionDeMuestra(guarda: false)

        #expect(AnadirClasificacion(repositorio: repositorio)("Este") == .failure(.noSeGuardo(ClasificacionDeMuestra.motivoSinGuardar)))

        #expect(repositorio.nombres == [])
    }
}
