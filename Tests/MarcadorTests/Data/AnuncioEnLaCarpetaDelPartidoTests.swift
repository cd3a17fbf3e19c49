import CoreTestSupport
import Foundation
import Marcador
import Partidos
import Testing

/// The match in play announced in the data folder: what another process reads, and a folder where
/// nothing can be written, which the announcement reports rather than pretending it was made.
@Suite struct AnuncioEnLaCarpetaDelPartidoTests {
    @Test func loAnunciadoEstaEnLaCarpetaYRetirarloLoQuita() throws {
        let carpeta = CarpetaTemporal()
        let anuncio = AnuncioEnLaCarpetaDelPartido(carpeta: carpeta.url)
        try anuncio.anunciar(MinutoEnJuego(partidoId: 2, minuto: 30))
        let archivo = carpeta.url.appending(path: AnuncioEnLaCarpetaDelPartido.nombreDelArchivo)
        #expect(FileManager.default.fileExists(atPath: archivo.path))
        anuncio.retirar()
        #expect(!FileManager.default.fileExists(atPath: archivo.path))
    }

    @Test func unaCarpetaDondeNoSePuedeEscribirSeDiceYNoSeDaPorAnunciado() throws {
        let carpeta = CarpetaTemporal()
        // The data folder's path is taken by a file: nothing can be created inside it.
        let ocupada = carpeta.url.appending(path: "datos")
        try Data("no es una carpeta".utf8).write(to: ocupada)
        let anuncio = AnuncioEnLaCarpetaDelPartido(carpeta: ocupada)

        #expect {
            try anuncio.anunciar(MinutoEnJuego(partidoId: 1, minuto: 0))
        } throws: { error in
            guard case .noSePudoAnunciar(let motivo) = error as? ErrorDeMarcador else { return false }
            return !motivo.isEmpty
        }
        #expect(try Data(contentsOf: ocupada) == Data("no es una carpeta".utf8))
    }
}
