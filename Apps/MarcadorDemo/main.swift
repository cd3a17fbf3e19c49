import Core
import Foundation
import MarcadorApp
import Presentacion

// marcador-demo: the whole app from a terminal. Bad usage exits 2 with one line saying what to do.
// The log's traces are shown only with --registro (by the console); never on standard error.
Registro.escribeEnLaSalidaDeError = false
let opciones: Opciones
do {
    opciones = try Opciones.leer(Opciones.argumentosDelProceso())
} catch {
    Salida.error(error.mensaje)
    exit(2)
}
// The screens and commands are the features' registrations; they are checked before anything is read
// or written, so a mistake there or in `--pantalla` leaves the data as it was. They are read from an
// app that keeps nothing on disk, kept until the end so its release logs nothing.
let appSinDatos: ArranqueDeLaApp
do throws(ErrorDeArranque) {
    appSinDatos = try Demo.appSinDatos()
} catch let .registro(error) {
    Salida.error("no se pudieron registrar las funcionalidades de la app: \(error.mensaje)")
    exit(1)
} catch {
    Salida.error(error.mensaje)
    exit(1)
}
let catalogo = Demo.pantallas(de: appSinDatos)
if opciones.modo == .ayuda {
    print(Ayuda.texto(pantallas: catalogo))
    Salida.terminar(0)
}
if case let .pantalla(id) = opciones.modo, !catalogo.contains(id) {
    Salida.error(ErrorDeUso.pantallaDesconocida(id, conocidas: catalogo).mensaje)
    exit(2)
}
Salida.terminar(await Demo.ejecutar(opciones))
