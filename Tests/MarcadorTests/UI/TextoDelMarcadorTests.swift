import Marcador
import Testing
import Torneo

@Suite struct TextoDelMarcadorTests {
    private func exito(minuto: Int, corriendo: Bool, ultimoAviso: String = "", duracion: Int = 90) throws -> MarcadorUiState {
        let partido = try Partido(
            local: Ejemplo.rayo, visitante: Ejemplo.toros,
            eventos: [
                .gol(minuto: 12, jugador: Ejemplo.ana, equipo: Ejemplo.rayo),
                .tarjeta(minuto: 30, jugador: Ejemplo.ivan, equipo: Ejemplo.toros, color: .amarilla),
                .gol(minuto: 55, jugador: Ejemplo.ivan, equipo: Ejemplo.toros),
            ].filter { $0.minuto <= minuto })
        return .exito(
            .init(
                partidoId: 1, partido: partido, marcador: partido.marcador, minuto: minuto,
                corriendo: corriendo, ultimoAviso: ultimoAviso, duracion: duracion
            ))
    }

    @Test func enJuegoMuestraElMarcadorElMinutoLosGolesYElUltimoAviso() throws {
        #expect(
            TextoDelMarcador.lineas(de: try exito(minuto: 55, corriendo: true, ultimoAviso: "minuto 45 con 1-0")) == [
                "Rayo FC 1-1 Toros · minuto 55 · en juego",
                "  12' Ana (Rayo FC)",
                "  55' Iván (Toros)",
                "minuto 45 con 1-0",
            ])
    }

    @Test func alTerminarDiceFinal() throws {
        #expect(
            TextoDelMarcador.lineas(de: try exito(minuto: 60, corriendo: false, duracion: 60)).first
                == "Rayo FC 1-1 Toros · minuto 60 · Final")
    }

    @Test func antesDeEmpezarLoDice() throws {
        #expect(TextoDelMarcador.lineas(de: try exito(minuto: 0, corriendo: false)) == ["Rayo FC 0-0 Toros · minuto 0 · sin empezar"])
    }

    @Test func elAvisoDeLaPantallaVaAlFinal() throws {
        #expect(
            TextoDelMarcador.lineas(de: try exito(minuto: 0, corriendo: false), aviso: "Ya hay un partido en juego") == [
                "Rayo FC 0-0 Toros · minuto 0 · sin empezar",
                "Aviso: Ya hay un partido en juego",
            ])
    }

    @Test func cargandoLoDice() {
        #expect(TextoDelMarcador.lineas(de: .cargando) == ["Cargando…"])
    }

    @Test func unErrorMuestraSuMensaje() {
        #expect(TextoDelMarcador.lineas(de: .error("No existe el partido n.º 99")) == ["No existe el partido n.º 99"])
    }
}
