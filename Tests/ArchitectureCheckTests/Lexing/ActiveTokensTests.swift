import ArchitectureCheck
import Testing

@Suite("Active code filtered while lexing")
struct ActiveTokensTests {
    static let configuration = BuildConfiguration(visibleModules: ["Partidos"], packageModules: ["Partidos", "Marcador"])

    static func identifiers(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.activeTokens(bytes, configuration: configuration).filter { $0.kind == .identifier }.map {
            String(decoding: bytes[Int($0.start)..<Int($0.start + $0.length)], as: UTF8.self)
        }
    }

    /// The filter against the reference that decides one platform at a time, on the same input.
    static func agree(_ bytes: [UInt8]) -> Bool {
        Lexer.activeTokens(bytes, configuration: configuration) == FiltroDeReferencia.activeTokens(bytes, configuration: configuration)
    }

    @Test func unaRamaInactivaEnTodasLasPlataformasDesaparece() {
        let source = """
            a
            #if os(Linux)
            #if os(macOS)
            b
            #endif
            c
            #elseif os(iOS)
            d
            #else
            e
            #endif
            f
            """
        #expect(Self.identifiers(source) == ["a", "c", "d", "e", "f"])
    }

    @Test func laCondicionSigueEnOtraLineaMientrasHayParentesisAbiertos() {
        #expect(Self.identifiers("#if os(Windows) || (\n  false)\nx\n#endif\ny") == ["y"])
        #expect(Self.identifiers("#if false\nx\n#elseif true\ny\n#else\nz\n#endif") == ["y"])
    }

    @Test func lasDirectivasSueltasNoCambianNada() {
        #expect(Self.identifiers("a\n#endif\n#else\nb\n#elseif false\nc") == ["a", "b", "c"])
    }

    @Test func cortesDelEjemploDanLoMismoQuePlataformaAPlataforma() {
        for end in 0...LexerFuzzTests.sample.count {
            #expect(Self.agree(Array(LexerFuzzTests.sample[..<end])), "prefix of \(end) bytes")
            #expect(Self.agree(Array(LexerFuzzTests.sample[end...])), "suffix from \(end)")
        }
    }

    @Test func entradasAleatoriasDanLoMismoQuePlataformaAPlataforma() {
        var generator = LexerFuzzTests.Generator(state: 31)
        let alphabet = LexerFuzzTests.alphabet + Array("#if #elseif #else #endif os(Linux) false true && || !\n".utf8)
        for round in 0..<2_000 {
            var bytes = LexerFuzzTests.sample
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[position] = alphabet.randomElement(using: &generator)!
            }
            #expect(Self.agree(bytes), "round \(round)")
        }
    }
}
