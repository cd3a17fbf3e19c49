import ArchitectureCheck
import Testing

@Suite("Imports against declared dependencies")
struct ImportRulesTests {
    @Test func unImportNoDeclaradoSeDenunciaConSuLinea() throws {
        let fixture = try Fixture([
            "Modules/Partidos/Domain/Lista.swift": "import Foundation\nimport Torneo\n\n  import Marcador\n"
        ])
        defer { fixture.remove() }
        let found = try fixture.errors(.importUndeclared)
        #expect(found.map(\.location) == ["Modules/Partidos/Domain/Lista.swift:4:3"])
        #expect(found.map(\.subject) == ["Marcador"])
    }

    @Test func todasLasFormasDeImportCuentan() throws {
        let fixture = try Fixture([
            "Modules/Partidos/Domain/Formas.swift": """
            @testable import Marcador
            @_exported public import Cronica
            import struct App.Contenedor
            @preconcurrency internal import Demo

            """
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.importUndeclared).map(\.subject) == ["Marcador", "Cronica", "App", "Demo"])
    }

    @Test func importsEnComentariosCadenasYRamasInactivasNoCuentan() throws {
        let fixture = try Fixture([
            "Modules/Partidos/Domain/Senuelos.swift": #"""
            // import Marcador
            /* import Marcador /* import Cronica */ import App */
            let a = "import Marcador"
            let b = """
                import Marcador
                \(a) import Cronica
                """
            let c = ##"import Marcador "# import App"##
            #if false
            import Marcador
            #elseif os(Windows)
            import Cronica
            #endif
            #if canImport(Torneo)
            import Torneo
            #else
            import App
            #endif
            #if swift(<5.0)
            import Demo
            #endif

            """#
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.importUndeclared).isEmpty)
    }

    @Test func unaCondicionIndecidibleRevisaCadaRama() throws {
        let fixture = try Fixture([
            "Modules/Partidos/Domain/Ramas.swift": """
            #if DEBUG
            import Marcador
            #else
            import Cronica
            #endif
            #if canImport(App)
            import App
            #endif
            #if os(Linux)
            #if os(macOS)
            import Demo
            #endif
            #endif

            """
        ])
        defer { fixture.remove() }
        #expect(try fixture.errors(.importUndeclared).map(\.subject) == ["Marcador", "Cronica", "App"])
    }

    @Test func unaDependenciaQueNadieImportaEsUnAviso() throws {
        let fixture = try Fixture([
            "Modules/Partidos/Domain/Lista.swift": "import Torneo\n"
        ])
        defer { fixture.remove() }
        let found = try fixture.check().violations.filter { $0.rule == .importUnusedDependency && $0.subject.hasPrefix("Partidos ->") }
        #expect(found.map(\.subject) == ["Partidos -> Core"])
        #expect(found.map(\.severity) == [.warning])
    }
}
