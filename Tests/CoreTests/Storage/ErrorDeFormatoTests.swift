import Core
import Testing

struct ErrorDeFormatoTests {
    /// A key of the file may hold an escaped line break, which the decoder's detail then quotes.
    @Test func unDetalleConSaltosDeLineaSeDiceEnUnaLinea() {
        #expect(ErrorDeFormato.ilegible("la clave \"a\nb\"\r\nno existe").mensaje == "contenido ilegible: la clave \"a b\" no existe")
    }
}
