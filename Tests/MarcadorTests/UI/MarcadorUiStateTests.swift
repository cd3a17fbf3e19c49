import Marcador
import Testing
import Torneo

/// The match screen's states, in the one value the SwiftUI view and the text renderer read.
@Suite struct MarcadorUiStateTests {
    private func exito(minuto: Int, corriendo: Bool, ultimoAviso: String = "", duracion: Int = 90) throws -> MarcadorUiState.Estado {
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

    private func pantalla(_ estado: MarcadorUiState.Estado, aviso: String? = nil) -> MarcadorUiState {
        MarcadorUiState(partidoId: 1, estado: estado, aviso: aviso)
    }

    private func encuentro(_ pantalla: MarcadorUiState) -> MarcadorUiState.Exito? {
        guard case let .exito(exito) = pantalla.estado else { return nil }
        return exito
    }

    @Test func enJuegoMuestraElMarcadorElMinutoLosGolesYElUltimoAviso() throws {
        let enJuego = pantalla(try exito(minuto: 55, corriendo: true, ultimoAviso: "minuto 45 con 1-0"))

        #expect(
            TextoDelMarcador.lineas(de: enJuego) == [
                "Partido n.º 1",
                "Rayo FC 1-1 Toros · minuto 55 · en juego",
                "  12' Ana (Rayo FC)",
                "  55' Iván (Toros)",
                "minuto 45 con 1-0",
            ])
        #expect(encuentro(enJuego)?.minutoDeLaDuracion == "minuto 55 de 90")
    }

    @Test func enJuegoLaFaseSeMarcaConPlay() throws {
        let enJuego = try #require(encuentro(pantalla(try exito(minuto: 55, corriendo: true))))

        #expect(enJuego.marcha == .enJuego)
        #expect(enJuego.marcha.simbolo == "play.fill")
    }

    @Test func alTerminarDiceFinalYSeMarcaConPausa() throws {
        let final = pantalla(try exito(minuto: 60, corriendo: false, duracion: 60))

        #expect(TextoDelMarcador.lineas(de: final).dropFirst().first == "Rayo FC 1-1 Toros · minuto 60 · Final")
        #expect(encuentro(final)?.marcha.simbolo == "pause.fill")
    }

    @Test func antesDeEmpezarLoDiceYNoHayUltimoAviso() throws {
        let sinEmpezar = pantalla(try exito(minuto: 0, corriendo: false))

        #expect(TextoDelMarcador.lineas(de: sinEmpezar) == ["Partido n.º 1", "Rayo FC 0-0 Toros · minuto 0 · sin empezar"])
        #expect(encuentro(sinEmpezar)?.ultimoAviso == "")
        #expect(encuentro(sinEmpezar)?.marcha == .detenido)
    }

    @Test func ofreceUnGolAManoPorCadaEquipo() throws {
        let botones = try #require(encuentro(pantalla(try exito(minuto: 12, corriendo: true)))).golesAMano

        #expect(
            botones == [
                MarcadorUiState.GolAMano(lado: .local, titulo: "Gol de Rayo FC"),
                MarcadorUiState.GolAMano(lado: .visitante, titulo: "Gol de Toros"),
            ])
    }

    @Test func elAvisoDeLaPantallaVaAlFinal() throws {
        let conAviso = pantalla(try exito(minuto: 0, corriendo: false), aviso: "Ya hay un partido en juego")

        #expect(
            TextoDelMarcador.lineas(de: conAviso) == [
                "Partido n.º 1",
                "Rayo FC 0-0 Toros · minuto 0 · sin empezar",
                "Aviso: Ya hay un partido en juego",
            ])
    }

    @Test func cargandoLoDice() {
        #expect(pantalla(.cargando).estado == .cargando)
        #expect(TextoDelMarcador.lineas(de: pantalla(.cargando)) == ["Partido n.º 1", "Cargando…"])
    }

    @Test func unErrorMuestraSuMensaje() {
        let error = pantalla(.error("No existe el partido n.º 99"))

        #expect(TextoDelMarcador.lineas(de: error) == ["Partido n.º 1", "No existe el partido n.º 99"])
    }
}
