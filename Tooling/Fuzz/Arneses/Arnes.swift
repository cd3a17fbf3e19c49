import Foundation

/// One parser under the fuzzer: what it is fed and what must hold for every input. A broken
/// property stops the run (`fallo`), so libFuzzer keeps the input that broke it.
struct Arnes: Sendable {
    let nombre: String
    /// What the harness feeds and what it asserts, in one line, for `--help`.
    let resumen: String
    let probar: @MainActor @Sendable (Data) async -> Void

    /// Every harness, by name.
    static let todos: [Arnes] = [
        ArnesDeArchivos.torneo, ArnesDeArchivos.arbitros, ArnesDeArchivos.ajustes,
        ArnesDelServidor.usuarios, ArnesDelServidor.publicacion,
        ArnesDeTeclas.enVivo, ArnesDeOrdenes.consola,
    ]
}

/// A property that does not hold: the run stops here and the input is kept as a crash.
func fallo(_ arnes: String, _ porQue: String) -> Never {
    fatalError("\(arnes): \(porQue)")
}

/// What a person is told is one line: no line breaks, not empty.
func esUnaLinea(_ texto: String) -> Bool {
    !texto.isEmpty && !texto.contains(where: \.isNewline)
}
