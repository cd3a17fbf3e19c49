import Presentacion
import PresentacionTestSupport
import Testing

/// The registrations are checked once, so what a person types reaches exactly one feature.
@MainActor
@Suite struct FuncionalidadesTests {
    private func comando(_ nombre: String) -> Comando {
        Comando(nombre, ayuda: "help of \(nombre)") { _, _ in true }
    }

    @Test func dosFuncionalidadesConUnIdSeRechazanDiciendoCual() {
        let una = Funcionalidad(id: "estadios", titulo: "Estadios")
        let otra = Funcionalidad(id: "estadios", titulo: "Estadios de nuevo")

        #expect(throws: ErrorDeRegistro.idRepetido("estadios")) { try Funcionalidades([una, otra]) }
        #expect(ErrorDeRegistro.idRepetido("estadios").mensaje.contains("'estadios'"))
    }

    @Test func dosFuncionalidadesConUnComandoSeRechazanDiciendoQuienes() {
        let una = Funcionalidad(id: "estadios", titulo: "Estadios", comandos: [comando("abrir")])
        let otra = Funcionalidad(id: "fichajes", titulo: "Fichajes", comandos: [comando("abrir")])

        #expect(throws: ErrorDeRegistro.comandoRepetido("abrir", "estadios", "fichajes")) { try Funcionalidades([una, otra]) }
    }

    @Test(arguments: ["", "Estadios", "dos palabras"])
    func unIdQueNoSeEscribeComoUnaPalabraSeRechaza(id: String) {
        #expect(throws: ErrorDeRegistro.idInvalido(id)) { try Funcionalidades([Funcionalidad(id: id, titulo: "X")]) }
    }

    @Test func cadaComandoSeEncuentraPorSuNombreYLaAyudaLosListaEnOrden() throws {
        let funcionalidades = try Funcionalidades([
            Funcionalidad(id: "partidos", titulo: "Partidos", comandos: [comando("partidos")]),
            Funcionalidad(id: "estadios", titulo: "Estadios", comandos: [comando("estadios"), comando("estadio")]),
        ])

        #expect(funcionalidades.comando("estadio")?.ayuda == "help of estadio")
        #expect(funcionalidades.comando("nada") == nil)
        #expect(funcionalidades.ids == ["partidos", "estadios"])
        let ayuda = funcionalidades.ayuda(ademas: [("salir", "leave")]).split(separator: "\n")
        #expect(ayuda.map { $0.split(separator: " ").first ?? "" } == ["partidos", "estadios", "estadio", "salir"])
        #expect(ayuda.last.map(String.init) == "salir" + String(repeating: " ", count: 25) + "leave")
    }
}

/// A command refuses a wrong number of words with its usage, before it does anything.
@MainActor
@Suite struct ComandoTests {
    @Test(arguments: [[], ["A", "B", "C"]])
    func unNumeroDePalabrasQueNoTocaDaSuUsoSinEjecutarlo(palabras: [String]) async {
        var ejecutado = false
        let comando = Comando("fichar", argumentos: "EQUIPO NOMBRE", cuantos: 2...2, ayuda: "sign") { _, _ in
            ejecutado = true
            return true
        }

        do {
            _ = try await comando.ejecutar(palabras, en: SesionDeComandosEspia())
            Issue.record("\(palabras) ran the command")
        } catch {
            #expect(error == .uso("fichar EQUIPO NOMBRE"))
        }
        #expect(!ejecutado)
        #expect(ErrorDeComando.uso("fichar EQUIPO NOMBRE").mensaje == "Se escribe así: fichar EQUIPO NOMBRE.")
    }

    @Test func conSusPalabrasSeEjecutaYDiceSiSalio() async throws {
        let comando = Comando("eco", argumentos: "PALABRA", cuantos: 1...1, ayuda: "echo") { palabras, sesion in
            sesion.nota(palabras[0])
            return palabras[0] == "sí"
        }
        let sesion = SesionDeComandosEspia()

        #expect(try await comando.ejecutar(["sí"], en: sesion))
        #expect(try await !comando.ejecutar(["no"], en: sesion))
        #expect(sesion.notas == ["sí", "no"])
    }
}
