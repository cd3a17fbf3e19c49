import Core
import Foundation

// marcador-fuzz: the app's parsers under libFuzzer. Built by Tooling/fuzz.sh with coverage and
// AddressSanitizer, it fuzzes one harness; built plainly (as every `swift build` does), it runs
// each file or folder of inputs once through it, so seed corpora and crashes found replay anywhere.

let uso = """
    usage: marcador-fuzz HARNESS [libFuzzer options] [CORPUS…]   (built by Tooling/fuzz.sh)
           marcador-fuzz HARNESS FILE|FOLDER…                     (a plain build: replays the inputs)
           marcador-fuzz --list

    harnesses:
    \(Arnes.todos.map { "  \($0.nombre.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.resumen)" }.joined(separator: "\n"))
    """

let argumentos = Array(CommandLine.arguments.dropFirst())
switch argumentos.first {
case nil:
    FileHandle.standardError.write(Data("marcador-fuzz: name a harness; --help lists them.\n".utf8))
    exit(2)
case "--help", "-h":
    print(uso)
    exit(0)
case "--list":
    print(Arnes.todos.map(\.nombre).joined(separator: "\n"))
    exit(0)
case let nombre?:
    guard let arnes = Arnes.todos.first(where: { $0.nombre == nombre }) else {
        FileHandle.standardError.write(Data("marcador-fuzz: no harness named '\(nombre)'; --list names them.\n".utf8))
        exit(2)
    }
    // The app's log ("Directo LIBERADO"…) says nothing about a property; it would bury libFuzzer's lines.
    Registro.escribeEnLaSalidaDeError = false
    #if FUZZ
        LibFuzzer.ejecutar(arnes, argumentos: CommandLine.arguments)
    #else
        exit(await Reproduccion.ejecutar(arnes, rutas: Array(argumentos.dropFirst())))
    #endif
}
