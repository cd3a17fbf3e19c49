import Testing

@testable import ArchitectureCheck

/// The import rules on the modules each file's unit imports, placed at their `import`.
@Suite("Imports against declared dependencies")
struct ImportRulesTests {
    static let lista = "Modules/Partidos/Domain/Lista.swift"

    @Test func unImportNoDeclaradoSeDenunciaConSuPosicion() throws {
        let fixture = try Fixture([Self.lista: ""])
        defer { fixture.remove() }
        let found = try fixture.errors(
            .importUndeclared,
            [Self.lista: [.modulo("Torneo", linea: 2), .modulo("Marcador", linea: 4, columna: 10), .modulo("Foundation", linea: 1)]])
        #expect(found.map(\.location) == ["Modules/Partidos/Domain/Lista.swift:4:10"])
        #expect(found.map(\.subject) == ["Marcador"])
        #expect(found.map(\.message) == ["Partidos imports Marcador, which Package.swift does not declare as its dependency"])
    }

    @Test func elPropioModuloYLosAjenosAlPaqueteNoCuentan() throws {
        let fixture = try Fixture([Self.lista: ""])
        defer { fixture.remove() }
        #expect(try fixture.errors(.importUndeclared, [Self.lista: [.modulo("Partidos", linea: 1), .modulo("Dispatch", linea: 2)]]) == [])
    }

    @Test func unaDependenciaQueNadieImportaEsUnAviso() throws {
        let fixture = try Fixture([Self.lista: ""])
        defer { fixture.remove() }
        let found = try fixture.check([Self.lista: [.modulo("Torneo", linea: 1)]]).violations.filter {
            $0.rule == .importUnusedDependency && $0.subject.hasPrefix("Partidos ->")
        }
        #expect(found.map(\.subject) == ["Partidos -> Core"])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.map(\.location) == ["Package.swift"])
    }
}
