import Clasificacion
import Partidos
import Presentacion
import PresentacionTestSupport
import Testing
import Torneo

/// The table's screen: its state, its text twin, and its place in the app.
@MainActor
@Suite struct ClasificacionViewModelTests {
    private func pantalla(_ partidos: [Partido], juego: MinutoEnJuego? = nil, aviso: String? = nil) -> ClasificacionViewModel {
        let torneo = ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: partidos, aviso: aviso), juego: JuegoEnCursoDeMuestra(juego))
        return ClasificacionViewModel(calcular: CalcularLaClasificacion(torneo: torneo))
    }

    @Test func elTextoMuestraLaTablaAlineadaYMarcaElPartidoEnJuego() {
        let estado = pantalla([Ejemplo.rayoContraToros], juego: MinutoEnJuego(partidoId: 1, minuto: 60)).uiState

        #expect(
            TextoDeClasificacion.lineas(de: estado) == [
                "Clasificación · Copa de muestra",
                "Partido 1 en juego, minuto 60",
                "     Equipo   PJ   G   E   P  GF  GC  DG Pts",
                "  1  Rayo FC   1   0   1   0   1   1   0   1  ▶ en juego",
                "  2  Toros     1   0   1   0   1   1   0   1  ▶ en juego",
                "  3  Águilas   0   0   0   0   0   0   0   0",
                "  4  Lobos     0   0   0   0   0   0   0   0",
            ])
    }

    @Test func trasElPitidoFinalLaTablaEsLaDelResultadoSinMarcas() {
        let estado = pantalla([Ejemplo.rayoContraTorosTerminado]).uiState

        #expect(
            Array(TextoDeClasificacion.lineas(de: estado).prefix(4)) == [
                "Clasificación · Copa de muestra",
                "     Equipo   PJ   G   E   P  GF  GC  DG Pts",
                "  1  Rayo FC   1   1   0   0   2   1  +1   3",
                "  2  Águilas   0   0   0   0   0   0   0   0",
            ])
        #expect(TextoDeClasificacion.lineas(de: estado).last == "  4  Toros     1   0   0   1   1   2  -1   0")
    }

    @Test func unCambioSinGuardarEsSuUltimoAviso() {
        guard case let .exito(exito) = pantalla([], aviso: "No se pudo guardar el torneo: disco lleno").uiState else {
            Issue.record("Sin tabla")
            return
        }
        #expect(exito.ultimoAviso == "No se pudo guardar el torneo: disco lleno")
        #expect(TextoDeClasificacion.lineas(de: .exito(exito)).last == "Aviso: No se pudo guardar el torneo: disco lleno")
    }

    @Test func sinEquiposLoDiceEnLugarDeLaTabla() {
        let torneo = ComoVaElTorneo(repositorio: PartidosDeMuestra(equipos: [], partidos: []), juego: nil)
        let estado = ClasificacionViewModel(calcular: CalcularLaClasificacion(torneo: torneo)).uiState

        #expect(TextoDeClasificacion.lineas(de: estado) == ["Clasificación · Copa de muestra", ClasificacionUiState.sinEquipos])
    }

    @Test func cargandoYErrorDicenSuEstadoBajoElTitulo() {
        #expect(TextoDeClasificacion.lineas(de: .cargando) == ["Clasificación", "Cargando…"])
        #expect(TextoDeClasificacion.lineas(de: .error("No se pudo leer el torneo.")) == ["Clasificación", "No se pudo leer el torneo."])
    }

    @Test func suComandoAbreLaTablaYSuParteDelRecorridoLaEscribe() async throws {
        let funcionalidad = Funcionalidad.clasificacion(pantalla: { self.pantalla([Ejemplo.rayoContraTorosTerminado]) })
        let sesion = SesionDeComandosEspia()
        let comando = try #require(funcionalidad.comandos.first { $0.nombre == "clasificacion" })

        #expect(try await comando.ejecutar([], en: sesion))
        #expect(sesion.mostradas.last?.first == "Clasificación · Copa de muestra")
        #expect(funcionalidad.id == "clasificacion")
        #expect(funcionalidad.recorrido.contains(.comando("clasificacion")))
        #expect(funcionalidad.archivos.isEmpty)
    }
}
