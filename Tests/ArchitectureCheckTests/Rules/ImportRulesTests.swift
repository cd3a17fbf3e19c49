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

    /// The app's files import nothing of ours in this index: behind `canImport(SwiftUI)` on a build
    /// without SwiftUI, or truly unused. Only an index that saw SwiftUI can tell.
    @Test func sinMarcosDeUIEnElIndiceUnDestinoQueNoImportaNadaNuestroNoSeAvisa() throws {
        var fixture = try Fixture([Self.lista: "", "Modules/Partidos/UI/Vista.swift": ""])
        defer { fixture.remove() }
        fixture.policy.uiFrameworks = ["SwiftUI"]
        let avisosDeLaApp = { (ocurrencias: [String: [IndexedOccurrence]]) throws in
            try fixture.check(ocurrencias).violations.filter { $0.rule == .importUnusedDependency && $0.subject.hasPrefix("App ->") }
        }

        #expect(try avisosDeLaApp([Self.lista: [.modulo("Torneo", linea: 1)]]) == [])
        let conSwiftUI = try avisosDeLaApp([
            Self.lista: [.modulo("Torneo", linea: 1)], "Modules/Partidos/UI/Vista.swift": [.modulo("SwiftUI", linea: 1)],
        ])
        #expect(conSwiftUI.map(\.subject) == ["App -> Core, Cronica, Marcador, Partidos, Torneo"])
    }
}

/// UI frameworks stay in UI code: a Domain or Data file, or the model, that imports one is an error
/// at its `import`.
@Suite("UI frameworks only in UI code")
struct FrameworkRulesTests {
    static let dominio = "Modules/Partidos/Domain/Lista.swift"
    static let datos = "Modules/Partidos/Data/Guardado.swift"
    static let pantalla = "Modules/Partidos/UI/ListaView.swift"
    static let modelo = "Modules/Torneo/Partido.swift"
    static let notificador = "Modules/Core/Notifications/Local.swift"
    static let nucleo = "Modules/Core/Domain/Aviso.swift"

    private func fixture() throws -> Fixture {
        var fixture = try Fixture([
            Self.dominio: "", Self.datos: "", Self.pantalla: "", Self.modelo: "", Self.notificador: "", Self.nucleo: "",
        ])
        fixture.policy.uiFrameworks = ["SwiftUI", "UserNotifications"]
        return fixture
    }

    @Test func unImportDeSwiftUIEnDomainODataEsUnErrorEnSuLinea() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let found = try fixture.errors(
            .layerUIFramework,
            [
                Self.dominio: [.modulo("Torneo", linea: 1), .modulo("SwiftUI", linea: 3)],
                Self.datos: [.modulo("UserNotifications", linea: 2, columna: 15)],
                Self.nucleo: [.modulo("SwiftUI", linea: 4)],
                Self.modelo: [.modulo("SwiftUI", linea: 1)],
            ])
        #expect(
            found.map(\.location).sorted() == [
                "Modules/Core/Domain/Aviso.swift:4:8", "Modules/Partidos/Data/Guardado.swift:2:15",
                "Modules/Partidos/Domain/Lista.swift:3:8", "Modules/Torneo/Partido.swift:1:8",
            ])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.first { $0.file == Self.dominio }?.message == "Partidos/Domain imports SwiftUI, a UI framework")
    }

    @Test func laUIYLasPartesDeCoreConPantallaPuedenImportarlos() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let found = try fixture.errors(
            .layerUIFramework,
            [Self.pantalla: [.modulo("SwiftUI", linea: 1)], Self.notificador: [.modulo("UserNotifications", linea: 1)]])
        #expect(found == [])
    }

    /// A library of ours the policy lists with the UI frameworks (Presentacion, how a feature shows
    /// itself in the shells) is a kit: the features' UI imports it, their Domain and Data never.
    @Test func unKitNuestroEntreLosMarcosDeUISoloLoImportaLaUI() throws {
        let kit = "Modules/Presentacion/Registro/Funcionalidad.swift"
        var targets = Fixture.defaultTargets.map {
            $0.name == "Partidos" ? ($0.name, $0.type, $0.path, $0.dependencies + ["Presentacion"]) : $0
        }
        targets.append(("Presentacion", "library", "Modules/Presentacion", ["Core"]))
        var fixture = try Fixture([Self.dominio: "", Self.datos: "", Self.pantalla: "", kit: ""], targets: targets)
        defer { fixture.remove() }
        fixture.policy = try Policy(model: "Torneo", core: CorePolicy(module: "Core"), uiFrameworks: ["SwiftUI", "Presentacion"])
            .withKinds(of: fixture.package)
        #expect(fixture.policy.kind(of: "Presentacion") == .kit)

        let report = try fixture.check([
            Self.dominio: [.modulo("Presentacion", linea: 2)], Self.datos: [.modulo("Presentacion", linea: 1)],
            Self.pantalla: [.modulo("Presentacion", linea: 1)], kit: [.modulo("Core", linea: 1)],
        ])
        let found = report.violations.filter { $0.rule == .layerUIFramework }
        #expect(found.map(\.location).sorted() == ["Modules/Partidos/Data/Guardado.swift:1:8", "Modules/Partidos/Domain/Lista.swift:2:8"])
        #expect(found.first { $0.file == Self.dominio }?.message == "Partidos/Domain imports Presentacion, a UI framework")
        #expect(report.violations.filter { $0.rule == .graphKind } == [])
    }

    @Test func sinMarcosDeUIEnLaPoliticaNoHayNadaQueDenunciar() throws {
        var fixture = try fixture()
        defer { fixture.remove() }
        fixture.policy.uiFrameworks = []
        #expect(try fixture.errors(.layerUIFramework, [Self.dominio: [.modulo("SwiftUI", linea: 3)]]) == [])
    }
}
