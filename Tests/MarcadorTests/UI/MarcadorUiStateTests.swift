import Marcador
import Testing
import Torneo

/// The match screen's states, in the one value the SwiftUI view and the text renderer read.
@Suite struct MarcadorUiStateTests {
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

    private func encuentro(_ pantalla: MarcadorUiState) -> MarcadorUiState.Exito? {
        guard case let .exito(exito) = pantalla else { return nil }
        return exito
    }

    @Test func enJuegoMuestraElMarcadorElMinutoLosGolesYElUltimoAviso() throws {
        let enJuego = try exito(minuto: 55, corriendo: true, ultimoAviso: "minuto 45 con 1-0")

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
        let enJuego = try #require(encuentro(try exito(minuto: 55, corriendo: true)))

        #expect(enJuego.marcha == .enJuego)
        #expect(enJuego.marcha.simbolo == "play.fill")
    }

    @Test func alTerminarDiceFinalYSeMarcaConPausa() throws {
        let final = try exito(minuto: 60, corriendo: false, duracion: 60)

        #expect(TextoDelMarcador.lineas(de: final).dropFirst().first == "Rayo FC 1-1 Toros · minuto 60 · Final")
        #expect(encuentro(final)?.terminado == true)
        #expect(encuentro(final)?.marcha.simbolo == "pause.fill")
    }

    @Test func unPartidoGuardadoComoTerminadoEstaTerminadoAunqueNoLlegueALaDuracion() throws {
        let partido = try Ejemplo.rayoContraTorosTerminado.con(estado: .terminado)
        let guardado = MarcadorUiState.Exito(
            partidoId: 1, partido: partido, marcador: partido.marcador, minuto: 0, corriendo: false, ultimoAviso: "", duracion: 90)

        #expect(guardado.terminado)
        #expect(guardado.fase == "Final")
    }

    @Test func paradoAntesDeLaDuracionNoEstaTerminado() throws {
        let parado = try #require(encuentro(try exito(minuto: 30, corriendo: false)))

        #expect(!parado.terminado)
        #expect(parado.fase == "parado")
    }

    @Test func antesDeEmpezarLoDiceYNoHayUltimoAviso() throws {
        let sinEmpezar = try exito(minuto: 0, corriendo: false)

        #expect(TextoDelMarcador.lineas(de: sinEmpezar) == ["Partido n.º 1", "Rayo FC 0-0 Toros · minuto 0 · sin empezar"])
        #expect(encuentro(sinEmpezar)?.ultimoAviso == "")
        #expect(encuentro(sinEmpezar)?.marcha == .detenido)
    }

    @Test func ofreceUnGolAManoPorCadaEquipo() throws {
        let botones = try #require(encuentro(try exito(minuto: 12, corriendo: true))).golesAMano

        #expect(
            botones == [
                MarcadorUiState.GolAMano(lado: .local, titulo: "Gol de Rayo FC"),
                MarcadorUiState.GolAMano(lado: .visitante, titulo: "Gol de Toros"),
            ])
    }

    @Test func elUltimoAvisoVaAlFinal() throws {
        let conAviso = try exito(minuto: 0, corriendo: false, ultimoAviso: "Ya hay un partido en juego")

        #expect(
            TextoDelMarcador.lineas(de: conAviso) == [
                "Partido n.º 1",
                "Rayo FC 0-0 Toros · minuto 0 · sin empezar",
                "Ya hay un partido en juego",
            ])
    }

    @Test func cargandoLoDice() {
        #expect(TextoDelMarcador.lineas(de: .cargando) == ["Cargando…"])
    }

    @Test func unErrorMuestraSoloSuMensaje() {
        #expect(TextoDelMarcador.lineas(de: .error("No existe el partido n.º 99")) == ["No existe el partido n.º 99"])
    }

    @Test func elTituloNombraElPartido() {
        #expect(MarcadorUiState.titulo(partidoId: 7) == "Partido n.º 7")
    }
}
