import Foundation

/// The last line of a run whose changes were all saved, as the demo prints it.
enum Despedida {
    static func datosGuardados(en datos: URL) -> String {
        "» Data kept in \(datos.path): run again to see it, or pass --reiniciar-datos to start over."
    }
}
