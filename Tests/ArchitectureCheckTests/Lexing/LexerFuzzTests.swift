import ArchitectureCheck
import Testing

@Suite("Lexer and scanner on hostile input")
struct LexerFuzzTests {
    /// A deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let sample = Array(
        ##"""
        @testable import Partidos
        #if canImport(SwiftUI) && !os(Linux)
        import SwiftUI
        #elseif swift(>=5.9)
        /* nested /* comment */ */
        #endif
        public struct Vista<T: Equatable>: View where T: Sendable {
            let texto = "a \(b("c \(d)")) e" + #"raw \#(f) "# + """
                multi \(g)
                """
            let r = /a[/]b/ ; let s = #/x/#
            extension Partido.Resumen { enum E { case a, B } }
        }
        """##.utf8)

    static let alphabet = Array(#"abcXYZ_09 \n\t"'#\/()*{}[]<>.,:;@!?&|=`$"#.utf8)

    @Test func cortesDelEjemploNoRompenNiCuelgan() {
        let configuration = BuildConfiguration(visibleModules: ["Partidos"], packageModules: ["Partidos"])
        for end in 0...Self.sample.count {
            let prefix = Array(Self.sample[..<end])
            let tokens = Lexer.tokenize(prefix)
            #expect(tokens.allSatisfy { $0.start >= 0 && Int($0.start + $0.length) <= prefix.count })
            _ = SourceScanner.scan(prefix, configuration: configuration)
            _ = SourceScanner.scan(Array(Self.sample[end...]), configuration: configuration)
        }
    }

    @Test func entradasAleatoriasNoRompenNiCuelgan() {
        var generator = Generator(state: 20_240_601)
        for round in 0..<3_000 {
            let length = Int.random(in: 0...400, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                round.isMultiple(of: 3)
                    ? UInt8.random(in: 0...255, using: &generator)
                    : Self.alphabet.randomElement(using: &generator)!
            }
            let tokens = Lexer.tokenize(bytes)
            #expect(tokens.allSatisfy { $0.start >= 0 && Int($0.start + $0.length) <= bytes.count })
            _ = SourceScanner.scan(bytes, configuration: BuildConfiguration())
        }
    }

    @Test func mezclasDelEjemploNoRompenNiCuelgan() {
        var generator = Generator(state: 7)
        for _ in 0..<2_000 {
            var bytes = Self.sample
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[position] = Self.alphabet.randomElement(using: &generator)!
            }
            _ = SourceScanner.scan(bytes, configuration: BuildConfiguration())
        }
    }
}
