import Core
import CoreTestSupport
import Cronica
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct RepositorioDeCronicasEnRedTests {
    private static let cronica = Cronica(titulo: "Rayo FC 2-1 Toros", cuerpo: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")

    private func repositorio(en red: RedEspia) -> RepositorioDeCronicasEnRed {
        withDependencies {
            $0.temporizador = .sobre(RelojPasoAPaso())
        } operation: {
            RepositorioDeCronicasEnRed(
                servicio: ServicioJSONPlaceholder(urlBase: red.urlBase, sesion: red.sesion, tiempoMaximo: .seconds(5)))
        }
    }

    @Test func publicaConUnPostDelJSONDeLaCronicaYDevuelveElNumeroNuevo() async throws {
        let red = RedEspia(respondiendo: .json(#"{"id": 101, "userId": 1}"#, estado: 201))

        let id = try await repositorio(en: red).publicar(Self.cronica)

        #expect(id == 101)
        let peticion = try #require(red.peticiones.first)
        #expect(red.peticiones.count == 1)
        #expect(peticion.metodo == "POST")
        #expect(peticion.url == red.urlBase.appendingPathComponent("posts"))
        #expect(peticion.cabeceras["Content-Type"] == "application/json")
        #expect(
            peticion.cuerpoComoTexto
                == #"{"body":"12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)","title":"Rayo FC 2-1 Toros","userId":1}"#)
    }

    @Test func unaCronicaSinGolesLlevaSinGolesEnElCuerpo() async throws {
        let red = RedEspia(respondiendo: .json(#"{"id": 102}"#, estado: 201))

        _ = try await repositorio(en: red).publicar(Cronica(titulo: "Lobos 0-0 Águilas", cuerpo: "Sin goles"))

        #expect(red.peticiones.first?.cuerpoComoTexto == #"{"body":"Sin goles","title":"Lobos 0-0 Águilas","userId":1}"#)
    }

    @Test func unErrorDelServidorLlegaConSuCodigo() async {
        let red = RedEspia(respondiendo: .json(#"{"error": "boom"}"#, estado: 500))

        await #expect(throws: ErrorDeCronica.red(.estadoDelServidor(500))) {
            try await repositorio(en: red).publicar(Self.cronica)
        }
    }

    @Test func unaRespuestaSinNumeroEsIlegible() async {
        let red = RedEspia(respondiendo: .json(#"{"title": "Rayo FC 2-1 Toros"}"#, estado: 201))

        await #expect(throws: ErrorDeCronica.red(.respuestaIlegible)) {
            try await repositorio(en: red).publicar(Self.cronica)
        }
    }

    @Test func unaPeticionCanceladaNoEsUnFalloDeLaRed() async {
        let red = RedEspia(respondiendo: .fallo(URLError(.cancelled)))

        await #expect(throws: ErrorDeCronica.cancelada) {
            try await repositorio(en: red).publicar(Self.cronica)
        }
    }
}
