import ArchitectureCheck
import Testing

@Suite("Lexer")
struct LexerTests {
    /// The text of each identifier token, in order.
    static func identifiers(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).filter { $0.kind == .identifier }.map {
            String(decoding: bytes[Int($0.start)..<Int($0.start + $0.length)], as: UTF8.self)
        }
    }

    @Test func losComentariosAnidadosSeSaltanEnteros() {
        #expect(Self.identifiers("a /* b /* c */ d */ e // f\ng") == ["a", "e", "g"])
    }

    @Test func lasCadenasNoProducenIdentificadoresSalvoSusInterpolaciones() {
        #expect(Self.identifiers(#"x = "a \(b + "c \(d)") e" + f"#) == ["x", "b", "d", "f"])
    }

    @Test func lasCadenasCrudasSoloCierranConSusAlmohadillas() {
        #expect(Self.identifiers(##"x = #"a " b \(c) \#(d) "# + e"##) == ["x", "d", "e"])
    }

    @Test func lasCadenasMultilineaCuentanLineas() {
        let source = "let a = \"\"\"\n  import B\n  \"\"\"\nlet c = 1\n"
        let tokens = Lexer.tokenize(source)
        let last = tokens.last { $0.kind == .identifier }
        #expect(Self.identifiers(source) == ["let", "a", "let", "c"])
        #expect(last?.line == 4)
        #expect(last?.column == 5)
    }

    @Test func losNombresEntreComillasInvertidasNoSonPalabrasClave() {
        let tokens = Lexer.tokenize("`import` import")
        #expect(tokens.map(\.keyword) == [.none, .import])
    }

    @Test func lasExpresionesRegularesNoAbrenCadenas() {
        #expect(Self.identifiers(#"let r = /"a/ ; let s = #/"b/# ; t"#) == ["let", "r", "let", "s", "t"])
        #expect(Self.identifiers("let q = a / b / c") == ["let", "q", "a", "b", "c"])
    }

    @Test func lasDirectivasSeReconocen() {
        let tokens = Lexer.tokenize("#if os(Linux)\n#elseif X\n#else\n#endif")
        #expect(tokens.filter { $0.kind == .pound }.map(\.keyword) == [.if, .elseif, .else, .endif])
    }

    @Test func lasColumnasCuentanBytesDesdeUno() {
        let tokens = Lexer.tokenize("  ñ Tipo")
        #expect(tokens.map(\.column) == [3, 6])
    }

    @Test func laSangriaNoCambiaLineasNiColumnas() {
        let tokens = Lexer.tokenize("\n\t  a\n    b \t c")
        #expect(tokens.map(\.line) == [2, 3, 3])
        #expect(tokens.map(\.column) == [4, 5, 9])
    }

    @Test func losNombresEmpiezanPorLetraGuionBajoODolarYSiguenConDigitos() {
        // Every byte: alone it is a one-byte name exactly when it may start one; after `a` it
        // continues the name exactly when it may be part of one.
        for byte in UInt8.min...UInt8.max {
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let startsName = isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
            let continuesName = startsName || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let alone = Lexer.tokenize([byte])
            let after = Lexer.tokenize([UInt8(ascii: "a"), byte])
            #expect((alone.count == 1 && alone[0].kind == .identifier && alone[0].length == 1) == startsName, "byte \(byte)")
            #expect((after.first?.kind == .identifier && after.first?.length == 2) == continuesName, "byte \(byte)")
        }
    }

    @Test func lasPalabrasClaveSeReconocenEnteras() {
        let words: [(String, Keyword)] = [
            ("import", .import), ("struct", .struct), ("associatedtype", .associatedtype), ("fileprivate", .fileprivate),
            ("typealias", .typealias), ("extension", .extension), ("in", .in), ("nonisolated", .modifier), ("borrowing", .modifier),
        ]
        for (word, keyword) in words {
            // At the end of the input and followed by more text: both ways of reading the word.
            #expect(Lexer.tokenize(word).map(\.keyword) == [keyword], "\(word)")
            #expect(Lexer.tokenize(word + " x = 1234567890123456").first?.keyword == keyword, "\(word)")
        }
        for near in ["imports", "impor", "structs", "associatedtypes", "associatedtyp", "fileprivat", "inn", "Import"] {
            #expect(Lexer.tokenize(near).map(\.keyword) == [Keyword.none], "\(near)")
            #expect(Lexer.tokenize(near + " x = 1234567890123456").first?.keyword == Keyword.none, "\(near)")
        }
    }
}
