import ArchitectureCheck
import Testing

/// Cases the lexical check once missed: each is a real reference the compiler resolves.
@Suite("Blind spots of the lexical check")
struct PuntosCiegosTests {
    static let data = "Modules/Marcador/Data/Repositorio.swift"

    static func ubicaciones(_ vista: String, data: String = "public final class RepositorioDeMarcador {}\n") throws -> [String] {
        let fixture = try Fixture([Self.data: data, "Modules/Marcador/UI/Vista.swift": vista])
        defer { fixture.remove() }
        return try fixture.errors(.layerOwnFeature).map(\.location)
    }

    @Test func unTipoComoArgumentoDeUnAtributo() throws {
        // How SwiftUI views receive an @Observable object: `@Environment(X.self)`.
        #expect(
            try Self.ubicaciones("struct Vista {\n    @Environment(RepositorioDeMarcador.self) var repositorio\n}\n") == [
                "Modules/Marcador/UI/Vista.swift:2:18"
            ])
    }

    @Test func losAtributosSinTiposNoSeLeen() throws {
        #expect(try Self.ubicaciones("@available(RepositorioDeMarcador 15, *)\nstruct Vista {}\n") == [])
    }

    @Test func unTipoComoArgumentoDeUnaMacro() throws {
        #expect(try Self.ubicaciones("let x = #sonda(RepositorioDeMarcador.self)\n") == ["Modules/Marcador/UI/Vista.swift:1:16"])
    }

    @Test func unNombreQueEmpiezaPorUnaLetraNoASCII() throws {
        let ubicaciones = try Self.ubicaciones("let x = ÁrbitroEnCaché()\n", data: "struct ÁrbitroEnCaché {}\n")
        #expect(ubicaciones == ["Modules/Marcador/UI/Vista.swift:1:9"])
    }

    @Test func unNombreQueEmpiezaPorGuionBajo() throws {
        #expect(try Self.ubicaciones("let x = _Oculto()\n", data: "struct _Oculto {}\n") == ["Modules/Marcador/UI/Vista.swift:1:9"])
    }

    @Test func unaEtiquetaDeArgumentoNoEsUnTipo() throws {
        let vista = """
            func etiqueta(RepositorioDeMarcador: Int) {}
            func externa(RepositorioDeMarcador interno: Int) {}
            func llamada() { etiqueta(RepositorioDeMarcador: 1) }
            func usa(_ a: Int, b: RepositorioDeMarcador) {}
            """
        #expect(try Self.ubicaciones(vista) == ["Modules/Marcador/UI/Vista.swift:4:23"])
    }

    @Test func unArchivoFueraDeLasCarpetasSeSenalaAunqueNoDeclareTipos() throws {
        let fixture = try Fixture([
            Self.data: "public final class RepositorioDeMarcador {}\n",
            "Modules/Marcador/Suelto.swift": "let x = RepositorioDeMarcador()\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOutsideFolders).map(\.location) == ["Modules/Marcador/Suelto.swift:1"])
    }

    /// A nested type shadows the name inside its enclosing type (and that type's extensions) only.
    @Test func unTipoAnidadoSoloOcultaElNombreDentroDeSuTipo() throws {
        let vista = """
            struct Anidado {
                struct RepositorioDeMarcador {}
                let dentro: RepositorioDeMarcador
            }
            extension Anidado {
                func otra() -> RepositorioDeMarcador { RepositorioDeMarcador() }
            }
            let fuera: RepositorioDeMarcador? = nil
            """
        #expect(try Self.ubicaciones(vista) == ["Modules/Marcador/UI/Vista.swift:8:12"])
    }

    /// An alias declared where every layer may look stands for the type it names.
    @Test func unAliasPermitidoDeUnTipoProhibidoCuentaComoElTipo() throws {
        let fixture = try Fixture([
            Self.data: "public final class RepositorioDeMarcador {}\n",
            "Modules/Marcador/Domain/Atajos.swift": "typealias Atajo = RepositorioDeMarcador\n",
            "Modules/Marcador/UI/Vista.swift": "let x: Atajo? = nil\n",
        ])
        defer { fixture.remove() }
        #expect(
            try fixture.errors(.layerOwnFeature).map(\.location) == [
                // The alias itself: Domain names Data.
                "Modules/Marcador/Domain/Atajos.swift:1:19",
                // Its use: UI names Data through it.
                "Modules/Marcador/UI/Vista.swift:1:8",
            ])
    }

    @Test func unaFuncionDeDataLlamadaDesdeUI() throws {
        let data = "public final class RepositorioDeMarcador {}\npublic func cargarMarcador() -> Int { 1 }\n"
        #expect(try Self.ubicaciones("func usar() -> Int { cargarMarcador() }\n", data: data) == ["Modules/Marcador/UI/Vista.swift:1:22"])
        // A name the file declares (here a parameter) is the file's own, wherever it is called.
        let conParametro = "func otra(cargarMarcador: () -> Int) -> Int { cargarMarcador() }\n"
        #expect(try Self.ubicaciones(conParametro, data: data) == [])
    }
}
