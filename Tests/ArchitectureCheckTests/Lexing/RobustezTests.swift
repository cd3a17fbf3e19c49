import ArchitectureCheck
import Foundation
import Testing

/// Adversarial input: the checker answers, in time, and never crashes.
@Suite(.timeLimit(.minutes(1)))
struct RobustezTests {
    static let configuration = BuildConfiguration(visibleModules: [], packageModules: [])

    static func identifiers(_ bytes: [UInt8]) -> [String] {
        Lexer.activeTokens(bytes, configuration: configuration).filter { $0.kind == .identifier }.map {
            String(decoding: bytes[Int($0.start)..<Int($0.start + $0.length)], as: UTF8.self)
        }
    }

    @Test func osOSXEsElNombreAntiguoDeMacOS() {
        // Active on macOS, so the branch is kept; `os(Windows)` is active nowhere.
        #expect(Self.identifiers(Array("#if os(OSX)\na\n#endif\n#if os(Windows)\nb\n#endif\nc".utf8)) == ["a", "c"])
    }

    @Test func unaCondicionAnidadaMilesDeNivelesNoAgotaLaPila() {
        let profunda = String(repeating: "(", count: 5_000) + "os(Linux)" + String(repeating: ")", count: 5_000)
        let negada = String(repeating: "!", count: 5_000) + "os(Linux)"
        for condicion in [profunda, negada] {
            // Undecidable, so both branches stay: nothing is hidden from the checker.
            #expect(Self.identifiers(Array("#if \(condicion)\na\n#else\nb\n#endif\nc".utf8)) == ["a", "b", "c"])
        }
    }

    @Test func unaLineaLargaDeBarrasSinCerrarSeLeeEnTiempoLineal() {
        let linea = Array(String(repeating: "(/[", count: 100_000).utf8)
        let reloj = ContinuousClock()
        let tiempo = reloj.measure { _ = Lexer.tokenize(linea) }
        #expect(tiempo < .seconds(5))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func todosLosFinesDeLineaLeenLoMismo(fin: String) {
        let fuente = ["import Core // a comment", "let a: Tipo = 1", "#if os(Linux)", "b()", "#endif", "c()"].joined(separator: fin)
        let bytes = SourceReader.normalizingLineEndings(Array(fuente.utf8))
        #expect(Self.identifiers(bytes) == ["import", "Core", "let", "a", "Tipo", "b", "c"])
        #expect(Lexer.tokenize(bytes).last?.line == 6)
    }

    @Test func unPackageSwiftRotoDaElErrorDelCompiladorConSuPosicion() {
        let registro = """
            error: 'roto': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc", "-vfsoverlay", "…"])
            /tmp/roto/Package.swift:3:62: error: expected expression in list of expressions
            1 | // swift-tools-version: 6.2
            """
        #expect(
            PackageDescriber.firstError(in: registro, status: 1) == "Package.swift:3:62: error: expected expression in list of expressions")
    }

    @Test func unaPoliticaQueNoEsJSONDiceLineaYColumna() throws {
        let texto = "{\n  \"version\": 1,\n  \"targets\": { \"A\": \"model\" \"B\": \"core\" }\n}\n"
        let error = try #require(Policy.syntaxError(in: Data(texto.utf8)))
        #expect(error.line == 3)
        #expect(error.column > 20)
    }
}
