import Testing

@testable import MarcadorDemo

@Suite struct PalabrasTests {
    @Test(arguments: [
        ("fichar Toros Zoe 8", ["fichar", "Toros", "Zoe", "8"]),
        (#"fichar "Rayo FC" "Ana María" 14"#, ["fichar", "Rayo FC", "Ana María", "14"]),
        (#"fichar "Rayo FC" "" 3"#, ["fichar", "Rayo FC", "", "3"]),
        ("  partido\t 1  ", ["partido", "1"]),
        ("", []),
    ])
    func lasComillasMantienenJuntasLasPalabras(linea: String, esperadas: [String]) {
        #expect(Interactivo.palabras(de: linea) == esperadas)
    }
}
