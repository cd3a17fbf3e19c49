import Testing

@testable import ArchitectureCheck

@Suite("What a change to a public API breaks")
struct APIChangeTests {
    static let todas = [
        "Repositorio | protocol Repositorio", "Repositorio.partidos | var partidos: [Int] { get } [requirement]", "Gol | enum Gol",
        "Gol.propio | case propio", "Lista.init(filas:) | init(filas: [Int])",
    ]
    static let contrato = PublicAPI(contract: todas.joined(separator: "\n"))

    /// The contract's API with `extra` declarations and without `quitadas`.
    func con(_ extra: String..., sin quitadas: String...) -> [APIChange] {
        let lineas = Self.todas.filter { !quitadas.contains($0) } + extra
        return APIChange.changes(from: Self.contrato, to: PublicAPI(contract: lineas.joined(separator: "\n")))
    }

    @Test func sinCambiosNoHayNada() {
        #expect(con() == [])
    }

    @Test func quitarUnaDeclaracionRompe() {
        let cambios = con(sin: "Lista.init(filas:) | init(filas: [Int])")
        #expect(cambios.map(\.kind) == [.removed])
        #expect(cambios.allSatisfy { $0.isBreaking })
    }

    @Test func cambiarUnaFirmaRompeYDiceLaDeAntes() {
        let cambios = con("Lista.init(filas:) | init(filas: [String])", sin: "Lista.init(filas:) | init(filas: [Int])")
        #expect(cambios.map(\.kind) == [.changed(from: "init(filas: [Int])")])
        #expect(cambios.first?.text == "changed: Lista.init(filas:) | init(filas: [Int]) → init(filas: [String])")
        #expect(cambios.allSatisfy { $0.isBreaking })
    }

    @Test func anadirUnMetodoNoRompe() {
        let cambios = con("Lista.vacia() | static func vacia() -> Lista")
        #expect(cambios.map(\.kind) == [.added])
        #expect(!cambios.contains { $0.isBreaking })
    }

    @Test func unRequisitoNuevoRompeSalvoQueTengaDefecto() {
        #expect(con("Repositorio.borrar() | func borrar() [requirement]").map(\.kind) == [.newRequirement])
        #expect(con("Repositorio.borrar() | func borrar() [requirement, has default]").map(\.kind) == [.added])
    }

    @Test func unCasoNuevoRompeUnEnumQueYaExistia() {
        #expect(con("Gol.enContra | case enContra").map(\.kind) == [.newCase])
        // A new enum with its cases, or a new protocol with its requirements, breaks no one.
        #expect(con("Tarjeta | enum Tarjeta", "Tarjeta.roja | case roja").map(\.kind) == [.added, .added])
        #expect(con("Reloj | protocol Reloj", "Reloj.ahora | var ahora: Int { get } [requirement]").allSatisfy { !$0.isBreaking })
    }
}
