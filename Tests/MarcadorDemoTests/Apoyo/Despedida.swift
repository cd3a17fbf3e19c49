import Foundation

/// The last line of a run whose changes were all saved, as the demo prints it.
enum Despedida {
    static func datosGuardados(en datos: URL) -> String {
        "» Datos guardados en \(datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero."
    }
}
