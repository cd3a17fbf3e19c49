import ArchitectureCheck
import Testing

@Suite("Layers inside a target")
struct LayerRulesTests {
    static let marcadorData = "Modules/Marcador/Data/RepositorioDeMarcador.swift"
    static let marcadorDataSource = "public final class RepositorioDeMarcador {}\n"

    @Test func domainQueUsaSuDataSeDenunciaConSuPosicion() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Domain/RegistrarGol.swift": "struct RegistrarGol {\n    let repositorio: RepositorioDeMarcador\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOwnFeature)
        #expect(found.count == 1)
        #expect(found.first?.file == "Modules/Marcador/Domain/RegistrarGol.swift")
        #expect(found.first?.line == 2)
        #expect(found.first?.column == 22)
        #expect(found.first?.subject == "RepositorioDeMarcador in Marcador/Data")
        #expect(
            found.first?.message
                == "Marcador/Domain uses RepositorioDeMarcador, declared in Marcador/Data (Modules/Marcador/Data/RepositorioDeMarcador.swift:1)"
        )
    }

    @Test func uiQueUsaSuDataSeDenuncia() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/UI/MarcadorViewModel.swift":
                "final class MarcadorViewModel {\n    init() { _ = RepositorioDeMarcador() }\n}\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Marcador/UI/MarcadorViewModel.swift:2:18"])
    }

    @Test func domainQueUsaSuUISeDenuncia() throws {
        let fixture = try Fixture([
            "Modules/Marcador/UI/MarcadorUiState.swift": "enum MarcadorUiState { case cargando }\n",
            "Modules/Marcador/Domain/Directo.swift": "struct Directo { var estado: MarcadorUiState }\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Marcador/Domain/Directo.swift:1:30"])
    }

    @Test func dataYUIPuedenUsarSuDomain() throws {
        let fixture = try Fixture([
            "Modules/Marcador/Domain/MarcadorRepositorio.swift": "protocol MarcadorRepositorio {}\n",
            "Modules/Marcador/Data/Repositorio.swift": "final class Repositorio: MarcadorRepositorio {}\n",
            "Modules/Marcador/UI/ViewModel.swift": "final class ViewModel { let repositorio: any MarcadorRepositorio }\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func otraFeatureSoloPuedeUsarElDomainDeLaQueDeclara() throws {
        let fixture = try Fixture([
            "Modules/Partidos/UI/PantallaDePartidos.swift": "public struct PantallaDePartidos {}\n",
            "Modules/Partidos/Data/RepositorioDePartidos.swift": "public final class RepositorioDePartidos {}\n",
            "Modules/Partidos/Domain/PartidoDeLista.swift": "public struct PartidoDeLista {}\n",
            "Modules/Marcador/UI/Pantalla.swift": """
            import Partidos

            struct Pantalla {
                let lista: [PartidoDeLista]
                let otra: PantallaDePartidos
                let repositorio: Partidos.RepositorioDePartidos
            }

            """,
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOtherFeature)
        #expect(found.map(\.location) == ["Modules/Marcador/UI/Pantalla.swift:5:15", "Modules/Marcador/UI/Pantalla.swift:6:22"])
        #expect(found.map(\.subject) == ["PantallaDePartidos in Partidos/UI", "Partidos.RepositorioDePartidos in Partidos/Data"])
    }

    @Test func domainYUINoUsanNetworkNiStorageDeCore() throws {
        let fixture = try Fixture([
            "Modules/Core/Storage/AlmacenJSON.swift": "public struct AlmacenJSON {}\n",
            "Modules/Core/Logging/Registro.swift": "public struct Registro {}\n",
            "Modules/Marcador/Domain/Caso.swift": "import Core\nstruct Caso { let almacen: AlmacenJSON; let registro: Registro }\n",
            "Modules/Marcador/Data/Almacen.swift": "import Core\nstruct Almacen { let almacen: AlmacenJSON }\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerRestrictedCore)
        #expect(found.map(\.location) == ["Modules/Marcador/Domain/Caso.swift:2:28"])
    }

    @Test func unTipoLocalConElMismoNombreNoDaFalsaAlarma() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource + "public struct Estado {}\npublic struct Borrador {}\n",
            "Modules/Marcador/Domain/Caso.swift": """
            struct Caso<Borrador> {
                struct RepositorioDeMarcador {}
                let repositorio: RepositorioDeMarcador
                let borrador: Borrador
                func hacer() {
                    struct Estado {}
                    _ = Estado()
                }
            }

            """,
        ])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func nombresEnComentariosYCadenasNoSonUsos() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Domain/Caso.swift": #"""
            /* RepositorioDeMarcador /* nested */ RepositorioDeMarcador */
            // RepositorioDeMarcador
            let texto = "RepositorioDeMarcador \(1) RepositorioDeMarcador"
            let crudo = #"RepositorioDeMarcador "\(x)" "#
            let largo = """
                RepositorioDeMarcador
                """
            #if false
            let r = RepositorioDeMarcador()
            #endif

            """#,
        ])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func unaInterpolacionEsCodigo() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Domain/Caso.swift": #"let texto = "valor: \(RepositorioDeMarcador())""# + "\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Marcador/Domain/Caso.swift:1:23"])
    }

    @Test func unTipoQueUnaExtensionAnadeEnDataCuentaComoData() throws {
        let fixture = try Fixture([
            "Modules/Marcador/Domain/Gol.swift": "struct Gol {}\n",
            "Modules/Marcador/Data/Gol+Registro.swift": "extension Gol {\n    struct Registro {}\n}\n",
            "Modules/Marcador/Domain/Caso.swift": "struct Caso { let gol: Gol; let registro: Gol.Registro }\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOwnFeature)
        #expect(found.map(\.subject) == ["Gol.Registro in Marcador/Data"])
        #expect(found.map(\.location) == ["Modules/Marcador/Domain/Caso.swift:1:43"])
    }

    @Test func unTipoPrivadoDeOtroArchivoNoSeConfunde() throws {
        let fixture = try Fixture([
            "Modules/Marcador/Data/Ayuda.swift": "private struct Ayuda {}\n",
            "Modules/Marcador/Domain/Ayuda.swift": "private struct Ayuda {}\nlet a = Ayuda()\n",
            "Modules/Marcador/Domain/Otro.swift": "let b = 1\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func unTipoFueraDeLasCarpetasDeCapaSeDenuncia() throws {
        let fixture = try Fixture([
            "Modules/Marcador/Ayudas/Formato.swift": "struct Formato {}\n"
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOutsideFolders)
        #expect(found.map(\.location) == ["Modules/Marcador/Ayudas/Formato.swift:1"])
    }

    @Test func elAppYLosTestsPuedenNombrarTiposDeData() throws {
        let fixture = try Fixture([
            "Modules/Marcador/Data/RepositorioDeMarcador.swift": Self.marcadorDataSource,
            "Apps/App/Contenedor.swift": "import Marcador\nfinal class Contenedor { let r = RepositorioDeMarcador() }\n",
            "Tests/MarcadorTests/Data/RepositorioTests.swift": "@testable import Marcador\nlet r = RepositorioDeMarcador()\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func cadaUsoDelMismoNombreSeDenunciaEnSuSitio() throws {
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Domain/Uso.swift": "struct Uso {\n    let a: RepositorioDeMarcador\n    let b: RepositorioDeMarcador\n}\n",
        ])
        defer { fixture.remove() }
        #expect(
            try fixture.errors(.layerOwnFeature).map(\.location) == [
                "Modules/Marcador/Domain/Uso.swift:2:12", "Modules/Marcador/Domain/Uso.swift:3:12",
            ])
    }

    @Test func unArchivoConMuchosTiposPropiosSigueTapandoLosDeFuera() throws {
        // More local names than the short list holds: the lookup by key takes over.
        let locales = (1...40).map { "struct Local\($0) {}" }.joined(separator: "\n")
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Data/OtroRepositorio.swift": "public final class OtroRepositorio {}\n",
            "Modules/Marcador/Domain/Muchos.swift": """
            \(locales)
            struct RepositorioDeMarcador {}
            struct Uso {
                let propio: RepositorioDeMarcador
                let ajeno: OtroRepositorio
                let local: Local40
            }

            """,
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.subject) == ["OtroRepositorio in Marcador/Data"])
    }

    @Test func unaMismaCondicionSeEvaluaParaCadaTarget() throws {
        // Marcador can import itself; Cronica does not depend on Marcador, so for it the
        // condition is undecided and the branch is checked.
        let fixture = try Fixture([
            Self.marcadorData: Self.marcadorDataSource,
            "Modules/Marcador/Domain/Uso.swift": "#if !canImport(Marcador)\nlet usoM: RepositorioDeMarcador? = nil\n#endif\n",
            "Modules/Cronica/Data/RepositorioDeCronica.swift": "final class RepositorioDeCronica {}\n",
            "Modules/Cronica/Domain/Uso.swift": "#if !canImport(Marcador)\nlet usoC: RepositorioDeCronica? = nil\n#endif\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Cronica/Domain/Uso.swift:2:11"])
    }

    @Test func unArchivoQueUsaMuchosTiposDistintosLosDenunciaTodos() throws {
        // More distinct names than the short list of verdicts holds, each used twice.
        let tipos = (1...40).map { "Almacen\($0)" }
        let fixture = try Fixture([
            "Modules/Marcador/Data/Almacenes.swift": tipos.map { "public final class \($0) {}" }.joined(separator: "\n") + "\n",
            "Modules/Marcador/Domain/Usos.swift": (tipos + tipos).map { "let _: \($0)? = nil" }.joined(separator: "\n") + "\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOwnFeature)
        #expect(found.count == 80)
        #expect(found.map(\.line) == Array(1...80))
        #expect(found.last?.subject == "Almacen40 in Marcador/Data")
    }

    @Test func unNombreAdmitidoEnDataSeDenunciaIgualEnDomain() throws {
        // Files of one target share what they resolve; Data may use the name, Domain may not.
        var files = [Self.marcadorData: Self.marcadorDataSource]
        for numero in 1...8 {
            files["Modules/Marcador/Data/Uso\(numero).swift"] = "let uso\(numero): RepositorioDeMarcador? = nil\n"
        }
        files["Modules/Marcador/Domain/Uso.swift"] = "let uso: RepositorioDeMarcador? = nil\n"
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Marcador/Domain/Uso.swift:1:10"])
    }

    @Test func unTipoQueSoloVeOtroArchivoSeDenunciaAunqueElSuyoNoLoVea() throws {
        // The declaring file does not see its own extension's type by this path; the next file does.
        let fixture = try Fixture([
            "Modules/Marcador/Data/Formato.swift":
                "extension String {\n    public struct FormatoDeMarcador {}\n}\nlet formato: String.FormatoDeMarcador? = nil\n",
            "Modules/Marcador/Data/Otro.swift": "struct Otro {}\n",
            "Modules/Marcador/Domain/Uso.swift": "let uso: String.FormatoDeMarcador? = nil\n",
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.layerOwnFeature).map(\.location) == ["Modules/Marcador/Domain/Uso.swift:1:10"])
    }
}
