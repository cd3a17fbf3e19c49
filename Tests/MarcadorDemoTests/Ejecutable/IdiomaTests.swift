import Foundation
import Testing

/// What the program shows a person is in Spanish, the app's language: screens, notices, errors, bad
/// usage, `--help` and `ayuda` (also as `help`). The internal traces are the log's, shown with `--registro`.
/// Each bad usage's line is checked where its exact text is, in `ErroresDeUsoTests`.
@Suite(.timeLimit(.minutes(2))) struct IdiomaTests {
    /// Words that only English has: a line holding one of them mixes languages or is not Spanish.
    private static let palabrasInglesas: Set<String> = [
        "the", "is", "are", "not", "could", "use", "with", "and", "of", "to", "for", "run", "type", "leave", "saved", "match",
        "usage", "unknown", "server", "data", "folder", "network", "sample", "service", "option", "options", "value", "screen",
        "open", "refresh", "publish", "report", "sign", "player", "goal", "kept", "again", "check", "pick", "needs", "played",
        "live", "whole", "number", "from", "this", "list", "start", "over", "by", "hand", "while", "mode", "modes",
    ]

    /// The lines of `lineas` with an English word, not counting what the person types: flags
    /// (`--help`) and quoted commands (`'help'`).
    static func ingles(en lineas: [String]) -> [String] {
        lineas.filter { linea in
            let texto = linea.replacing(/'[^']*'|--?[a-z-]+/, with: "")
            let palabras = texto.lowercased().split { !$0.isLetter }.map(String.init)
            return palabras.contains { palabrasInglesas.contains($0) }
        }
    }

    @Test func elRecorridoSoloHablaEspanol() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones)

        #expect(ejecucion.estado == 0)
        #expect(Self.ingles(en: ejecucion.lineas + ejecucion.lineasDeError) == [])
    }

    @Test func laAyudaYLasOrdenesMalEscritasHablanEspanol() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ordenes = [
            "ayuda", "nada", "gol", "fichar Toros", "partido uno", "cronica uno", "avanzar 45", "avanzar x", "publicar", "refrescar",
            "gol local", "duracion 45 60", "duracion x", "red tal", "red quizas", "partido 1", "gol nadie", "cerrar", "salir",
        ]

        let interactivo = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: ordenes.joined(separator: "\n") + "\n")
        let ayuda = try await demo.ejecutar(["--help"])

        #expect(Self.ingles(en: interactivo.lineas + interactivo.lineasDeError) == [])
        #expect(Self.ingles(en: ayuda.lineas) == [])
        #expect(ayuda.estado == 0)
    }

    @Test func helpEsLoMismoQueAyuda() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ayuda = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "ayuda\n")
        let help = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "help\n")

        #expect(help.salida == ayuda.salida)
        #expect(help.lineas.contains { $0.hasPrefix("fichar EQUIPO NOMBRE [DORSAL]") })
    }

    /// "… LIBERADO" is a trace of the app's inner life: the log's, not the screen's.
    @Test func lasTrazasSoloSalenConRegistro() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let sinRegistro = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partidos\nequipos\n")
        let conRegistro = try await demo.ejecutar(demo.opciones + ["--interactivo", "--registro"], entrada: "partidos\nequipos\n")

        #expect(!(sinRegistro.salida + sinRegistro.error).contains("LIBERADO"))
        #expect(sinRegistro.lineas.contains("    Rayo FC: Ana #9, Luis, Marta #1"))
        #expect(conRegistro.faltanEnOrden(["  Copa Barrio", "  · ListaDePartidosViewModel LIBERADO", "  Equipos"]) == [])
    }
}
