import Testing

@testable import ArchitectureCheck

/// A graph finding points at the `Package.swift` line that declares the edge.
@Suite struct LineaDelManifiestoTests {
    static let manifiesto = """
        // swift-tools-version: 6.2
        module("Core")
        module("Arbitros", dependsOn: ["Core", "Equipos"])
        module("Equipos", dependsOn: ["Core"])
        """

    static func hallazgo(_ subject: String) -> Violation {
        Violation(rule: .graphKind, file: "Package.swift", subject: subject, message: "m", reason: "r", fix: "f")
    }

    @Test func laLineaQueNombraAmbos() {
        #expect(GraphRules.placed(Self.hallazgo("Arbitros -> Equipos"), in: Self.manifiesto).line == 3)
    }

    @Test func sinLaFlechaEscritaLaLineaDelQueDepende() {
        #expect(GraphRules.placed(Self.hallazgo("Equipos -> Torneo"), in: Self.manifiesto).line == 4)
    }

    @Test func unManifiestoQueNoLosNombraNoDaLinea() {
        #expect(GraphRules.placed(Self.hallazgo("Otro -> Nada"), in: Self.manifiesto).line == nil)
    }
}
