import Foundation

// marcador-demo: the whole app from a terminal. Bad usage exits 2 with one line saying what to do.
let opciones: Opciones
do {
    opciones = try Opciones.leer(Opciones.argumentosDelProceso())
} catch {
    Salida.error(error.mensaje)
    exit(2)
}
if opciones.modo == .ayuda {
    print(Ayuda.texto)
    Salida.terminar(0)
}
Salida.terminar(await Demo.ejecutar(opciones))
