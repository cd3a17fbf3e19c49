import Foundation
import Testing

@testable import ArchitectureCheck

/// The committed Xcode project, read on Linux: clean as it is, and each kind of damage a merge or a
/// hand edit can do is reported at the key of the entry that has it.
@Suite("The Xcode project")
struct XcodeProjectCheckTests {
    static let root = RepositoryArchitectureTests.root
    static let proyecto = "Apps/iOS/Marcador.xcodeproj"
    static let esquemas = proyecto + "/xcshareddata/xcschemes"
    static let features = ["Arbitros", "Cronica", "Equipos", "Marcador", "Partidos"]
    static let paquete = DescribedPackage(
        name: "Marcador", targets: [], libraries: ["MarcadorApp"],
        platforms: ["ios": "18.0", "macos": "15.0"])

    @Test func elDelRepositorioEstaSano() async throws {
        let package = try await ThisRepository.package()
        let policy = try Policy.load(from: Self.root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        let project = try XcodeProject(bundle: Self.root.appendingPathComponent(Self.proyecto))
        let problemas = XcodeProjectCheck(project: project, package: package, features: policy.features, root: Self.root).problems()
        #expect(problemas.map(\.description) == [])
        #expect(project.targets.values.sorted() == ["Marcador", "MarcadorUITests"])
    }

    @Test func unaReferenciaQueNoResuelve() throws {
        let problemas = try revisar(cambiando: "fileRef = 4D41524341444F5200000006", por: "fileRef = 4D41524341444F52000000FF")
        #expect(problemas.map(\.key) == ["objects.4D41524341444F5200000015.fileRef"])
    }

    @Test func unArchivoQueNoEsta() throws {
        let problemas = try revisar(cambiando: "path = MarcadorApp.swift;", por: "path = MarcadorAppPerdida.swift;")
        #expect(problemas.map(\.key) == ["objects.4D41524341444F5200000006.path"])
        #expect(problemas.first?.message == "Apps/MarcadorAppleApp/MarcadorAppPerdida.swift does not exist")
    }

    @Test func unProductoQueElPaqueteNoTiene() throws {
        let problemas = try revisar(cambiando: "productName = MarcadorApp;", por: "productName = MarcadorAplicacion;")
        #expect(problemas.map(\.key) == ["objects.4D41524341444F5200000014.productName"])
    }

    @Test func otroDespliegueQueElDelPaquete() throws {
        let problemas = try revisar(cambiando: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;", por: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
        #expect(problemas.map(\.key) == ["objects.4D41524341444F5200000051.buildSettings.IPHONEOS_DEPLOYMENT_TARGET"])
        #expect(problemas.first?.message == "is 17.0, Package.swift says 18.0; make them one release")
    }

    @Test func unEsquemaQueNombraOtroObjetivo() throws {
        let problemas = try revisar(
            cambiando: "BlueprintName = \"MarcadorUITests\"", por: "BlueprintName = \"MarcadorTests\"",
            en: Self.esquemas + "/Marcador.xcscheme")
        #expect(problemas.map(\.key) == ["BuildableReference[BlueprintName=MarcadorTests]"])
        #expect(problemas.first?.file == Self.esquemas + "/Marcador.xcscheme")
    }

    @Test func unaFuncionalidadSinSuEsquema() throws {
        let copia = try copiar()
        defer { try? FileManager.default.removeItem(at: copia) }
        try FileManager.default.removeItem(at: copia.appendingPathComponent(Self.esquemas + "/Marcador-Equipos.xcscheme"))
        let problemas = try revisar(copia)
        #expect(
            problemas.map(\.description) == [
                "\(Self.esquemas)/Marcador-Equipos.xcscheme: LaunchAction.CommandLineArguments: no scheme runs Equipos alone (`--solo equipos`, enabled); `check-architecture new-feature` writes it"
            ])
    }

    @Test func unArchivoQueNoEsUnProyecto() throws {
        let copia = try copiar()
        defer { try? FileManager.default.removeItem(at: copia) }
        try Data("{ objects = ".utf8).write(to: copia.appendingPathComponent(Self.proyecto + "/project.pbxproj"))
        #expect(throws: CheckError.self) { try XcodeProject(bundle: copia.appendingPathComponent(Self.proyecto)) }
    }

    // MARK: - A copy of what the project names

    private func revisar(cambiando original: String, por plantado: String, en ruta: String = proyecto + "/project.pbxproj") throws
        -> [XcodeProjectCheck.Problem]
    {
        let copia = try copiar()
        defer { try? FileManager.default.removeItem(at: copia) }
        let archivo = copia.appendingPathComponent(ruta)
        let texto = try String(contentsOf: archivo, encoding: .utf8)
        let rango = try #require(texto.range(of: original), "\(ruta) no longer reads \(original)")
        try texto.replacingCharacters(in: rango, with: plantado).write(to: archivo, atomically: true, encoding: .utf8)
        return try revisar(copia)
    }

    private func revisar(_ copia: URL) throws -> [XcodeProjectCheck.Problem] {
        let project = try XcodeProject(bundle: copia.appendingPathComponent(Self.proyecto))
        return XcodeProjectCheck(project: project, package: Self.paquete, features: Self.features, root: copia).problems()
    }

    /// The project, its schemes and UI tests, the app entry it compiles and a Package.swift.
    private func copiar() throws -> URL {
        let copia = scratchFolder("xcode")
        for ruta in ["Apps/iOS", "Apps/MarcadorAppleApp/MarcadorApp.swift", "Package.swift"] {
            let destino = copia.appendingPathComponent(ruta)
            try FileManager.default.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(ruta), to: destino)
        }
        return copia
    }
}
