import Foundation
import Testing

/// At 0 ms a minute the tour moves the match clock itself, so two tours in two fresh data folders
/// print the same bytes: only the folder's path differs.
@Suite(.timeLimit(.minutes(2))) struct RecorridoDeterministaTests {
    @Test func dosRecorridosEnCarpetasNuevasImprimenLoMismo() async throws {
        var salidas: [String] = []
        for _ in 1...2 {
            let demo = try DemoEnUnaCarpeta()
            defer { demo.borrar() }
            let ejecucion = try await demo.ejecutar(demo.opciones)
            #expect(ejecucion.estado == 0, "\(ejecucion.error)")
            salidas.append(ejecucion.salida.replacingOccurrences(of: demo.datos.path, with: "DATOS"))
        }
        #expect(salidas[0].count > 1_000)
        #expect(salidas[0] == salidas[1])
    }
}
