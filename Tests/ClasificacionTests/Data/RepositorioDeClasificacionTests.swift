import Core
import Foundation
import Testing
import Clasificacion

/// The names on disk: kept for the next start, versioned, and an unreadable file set aside (named
/// after the time), never written over.
@MainActor
@Suite("RepositorioDeClasificacion")
struct RepositorioDeClasificacionTests {
    let carpeta = CarpetaDeArchivos(FileManager.default.temporaryDirectory.appending(path: "clasificacion-\(UUID().uuidString)"))

    @Test func loGuardadoSeLeeAlVolverAEmpezar() throws {
        defer { try? FileManager.default.removeItem(at: carpeta.url) }

        try RepositorioDeClasificacion(carpeta: carpeta).guardar(["Norte"])

        #expect(RepositorioDeClasificacion(carpeta: carpeta).nombres == ["Norte"])
        let guardado = try String(contentsOf: carpeta.url.appending(path: RepositorioDeClasificacion.nombreDelArchivo), encoding: .utf8)
        #expect(guardado.contains("\"version\" : 1"))
    }

    @Test func unArchivoIlegibleSeApartaYSeDice() throws {
        try FileManager.default.createDirectory(at: carpeta.url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: carpeta.url) }
        try Data("no es json".utf8).write(to: carpeta.url.appending(path: RepositorioDeClasificacion.nombreDelArchivo))

        let repositorio = withDependencies {
            $0.date = .constante(Date(timeIntervalSince1970: 0))
        } operation: {
            RepositorioDeClasificacion(carpeta: carpeta)
        }

        #expect(repositorio.nombres == [])
        let apartado = "\(RepositorioDeClasificacion.nombreDelArchivo).unreadable-19700101T000000Z"
        #expect(try FileManager.default.contentsOfDirectory(atPath: carpeta.url.path) == [apartado])
        #expect(repositorio.avisoAlCargar?.contains(apartado) == true)
    }

    @Test func sinCarpetaLosNombresQuedanEnMemoria() throws {
        let repositorio = RepositorioDeClasificacion(carpeta: nil)

        try repositorio.guardar(["Norte"])

        #expect(repositorio.nombres == ["Norte"])
        #expect(repositorio.falloAlGuardar == nil)
    }
}
