import Testing
import ToolSupport

@testable import ArchitectureCheck
@testable import MutationTest

struct MutantScopeTests {
    static func target(_ name: String, _ type: String, _ path: String, _ sources: [String] = [], uses: [String] = []) -> DescribedTarget {
        DescribedTarget(name: name, type: type, path: path, sources: sources, dependencies: uses)
    }

    static let package = DescribedPackage(
        name: "M",
        targets: [
            target("Torneo", "library", "Modules/Torneo", ["Modelo/Equipo.swift"]),
            target("Core", "library", "Modules/Core", ["Storage/A.swift", "Network/B.swift"]),
            target("Partidos", "library", "Modules/Partidos", ["Domain/P.swift"], uses: ["Core", "Torneo"]),
            target("Estadios", "library", "Modules/Estadios", ["Domain/E.swift"], uses: ["Partidos"]),
            target("App", "library", "Apps/App", ["A.swift"], uses: ["Estadios"]),
            target("PartidosTests", "test", "Tests/PartidosTests", uses: ["Partidos"]),
            target("EstadiosTests", "test", "Tests/EstadiosTests", uses: ["Estadios"]),
            target("AppTests", "test", "Tests/AppTests", uses: ["App"]),
            target("TorneoTests", "test", "Tests/TorneoTests", uses: ["Torneo"]),
        ])

    static func scope() throws -> MutantScope {
        var policy = Policy()
        policy.model = "Torneo"
        policy.core.module = "Core"
        return MutantScope(package: PackageModules(package: package, policy: try policy.withKinds(of: package)))
    }

    @Test func losModulosSonElModeloCoreYCadaFeatureDelManifiesto() throws {
        #expect(try Self.scope().modules == ["Torneo", "Core", "Estadios", "Partidos"])
    }

    @Test func losMutantesVanAlDominioYLosDatosAlModeloYALoRestringidoDeCore() throws {
        let scope = try Self.scope()
        #expect(scope.module(of: "Modules/Partidos/Domain/P.swift") == "Partidos")
        #expect(scope.module(of: "Modules/Partidos/Data/R.swift") == "Partidos")
        #expect(scope.module(of: "Modules/Partidos/UI/V.swift") == nil)
        #expect(scope.module(of: "Modules/Torneo/Modelo/Equipo.swift") == "Torneo")
        #expect(scope.module(of: "Modules/Core/Storage/A.swift") == "Core")
        #expect(scope.module(of: "Modules/Core/Logging/L.swift") == nil)
        #expect(scope.module(of: "Modules/Partidos/Domain/README.md") == nil)
        #expect(scope.module(of: "Apps/App/A.swift") == nil)
    }

    @Test func unaHojaEsUnaFeatureQueNingunaOtraUsaYLaAppEstaEnApps() throws {
        let modules = try Self.scope().package
        #expect(modules.leaves == ["Estadios"])
        #expect(modules.apps == ["App"])
    }

    @Test func primeroSusPropiasPruebasLuegoLasDeQuienDependeDeEl() throws {
        #expect(try Self.scope().testTargets(seeing: "Partidos") == [["PartidosTests"], ["AppTests", "EstadiosTests"]])
        #expect(try Self.scope().testTargets(seeing: "Estadios") == [["EstadiosTests"], ["AppTests"]])
    }
}
