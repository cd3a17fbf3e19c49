import Foundation

// marcador-demo: the whole app from a terminal. Bad usage exits 2 with one line saying what to do.
let opciones: Opciones
do {
    opciones = try Opciones.leer(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("marcador-demo: \(error.mensaje)\n".utf8))
    exit(2)
}
if opciones.modo == .ayuda {
    print(Ayuda.texto)
    exit(0)
}
exit(await Demo.ejecutar(opciones))
