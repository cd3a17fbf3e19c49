import Core
import CoreTestSupport
import Cronica
import Testing

/// `POST /posts` of the sample server, as Cronica declares it: ids from 101, in the order posts arrive.
@Suite struct PublicacionesDeEjemploTests {
    @Test func cadaCronicaPublicadaRecibeElIdSiguienteDesde101() async throws {
        let servicio = ServicioDelTorneoEspia(respuestas: [PublicacionDTO.respuestaDeEjemplo])
        let repositorio = RepositorioDeCronicasEnRed(servicio: servicio)

        let primera = try await repositorio.publicar(Cronica(titulo: "Rayo FC 2-1 Toros", cuerpo: "12' Ana (Rayo FC)"))
        let segunda = try await repositorio.publicar(Cronica(titulo: "Lobos 0-0 Águilas", cuerpo: "Sin goles"))

        #expect([primera, segunda] == [101, 102])
        #expect(servicio.peticiones.map(\.ruta) == [PublicacionDTO.ruta, PublicacionDTO.ruta])
        #expect(
            servicio.peticiones.first?.cuerpo.map { String(decoding: $0, as: UTF8.self) }
                == #"{"body":"12' Ana (Rayo FC)","title":"Rayo FC 2-1 Toros","userId":1}"#)
    }
}
