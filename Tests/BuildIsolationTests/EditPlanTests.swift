import Testing
import ToolSupport

@testable import BuildIsolation

struct EditPlanTests {
    typealias Edits = MutantsTool.Edits

    static let texts = [
        "A/Privado.swift": "struct X {\n    func f() {\n    }\n}\n", "A/Publico.swift": "public struct Marcador {}\npublic enum Lado {}",
    ]

    static func body(_ file: String, _ line: Int, isPublic: Bool, start: Int) -> Edits.Body {
        Edits.Body(file: file, line: line, isPublic: isPublic, start: start, replacement: " _ = 0;\n")
    }

    @Test func elCuerpoQueSeEditaEsElPrimeroNoPublico() throws {
        var found = Edits()
        found.bodies = [
            Self.body("A/Publico.swift", 1, isPublic: true, start: 0), Self.body("A/Privado.swift", 2, isPublic: false, start: 25),
        ]
        let body = try #require(EditPlan(found: found, above: Edits(), texts: Self.texts).body)
        #expect(body.file == "A/Privado.swift" && body.line == 2)
        #expect(body.edited == "struct X {\n    func f() { _ = 0;\n\n    }\n}\n")
    }

    @Test func laAPIQueSeEditaEsLaDelTipoMasNombradoPorEncima() throws {
        var found = Edits()
        found.publicTypes = [.init(file: "A/Publico.swift", name: "Marcador"), .init(file: "A/Publico.swift", name: "Lado")]
        var above = Edits()
        above.names = ["Lado": 3, "Marcador": 1]
        let api = try #require(EditPlan(found: found, above: above, texts: Self.texts).api)
        #expect(api.type == "Lado" && api.uses == 3)
        #expect(api.edited.hasSuffix("public enum Lado {}\n\nextension Lado {\n    public func sondaDeAislamiento() -> Int { 0 }\n}\n"))
        // Of a tie, the first declared.
        #expect(EditPlan(found: found, above: Edits(), texts: Self.texts).api?.type == "Marcador")
    }

    @Test func sinSitioNoHayEdicion() {
        let plan = EditPlan(found: Edits(), above: Edits(), texts: Self.texts)
        #expect(plan.body == nil && plan.api == nil)
    }

    @Test(arguments: [(["--repeat", "0"], "--repeat takes a whole number above 0, not '0'"), (["--nope"], "unknown option '--nope'")])
    func elMalUsoDiceQueFalla(arguments: [String], problem: String) {
        #expect(throws: ToolError.usage(problem)) { try IsolationOptions.parse(arguments) }
    }
}
