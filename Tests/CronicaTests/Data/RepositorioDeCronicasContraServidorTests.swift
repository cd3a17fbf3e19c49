import Core
import CoreTestSupport
import Cronica
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The repository over real HTTP, against a server on 127.0.0.1 that refuses a post without a JSON
/// `userId`, `title` and `body`.
@Suite(.timeLimit(.minutes(1))) struct RepositorioDeCronicasContraServidorTests {
    private static let cronica = Cronica(titulo: "Rayo FC 2-1 Toros", cuerpo: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")

    private func repositorio(_ urlBase: URL) -> RepositorioDeCronicasEnRed {
        RepositorioDeCronicasEnRed(servicio: ServicioJSONPlaceholder.contra(urlBase))
    }

    @Test func elServidorAceptaLaCronicaYDaSuNumero() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }

        #expect(try await repositorio(servidor.url).publicar(Self.cronica) == 101)
    }
}
