import Core
import Presentacion

/// The scripted tour: each feature's part in the app's order, typed at the console as a person
/// would, with its narration; then each feature's closing steps. `--pantalla ID` runs one part
/// (and its closing steps) alone, for the team that owns it.
@MainActor
struct Recorrido {
    let funcionalidades: Funcionalidades
    let consola: Interactivo

    /// Every part in turn; `false` when a step the rest depended on could not be done (it said why).
    func completo() async -> Bool {
        var completo = true
        for funcionalidad in funcionalidades.todas {
            completo = await seguir(funcionalidad.recorrido) && completo
        }
        for funcionalidad in funcionalidades.todas {
            completo = await seguir(funcionalidad.cierreDelRecorrido) && completo
        }
        consola.cerrarLaPantalla()
        return completo
    }

    /// One feature's part and its closing steps.
    func solo(_ funcionalidad: Funcionalidad) async -> Bool {
        let completo = await seguir(funcionalidad.recorrido)
        let cerrado = await seguir(funcionalidad.cierreDelRecorrido)
        consola.cerrarLaPantalla()
        return completo && cerrado
    }

    /// The steps in order; a step that fails says so, and an essential one ends the part.
    private func seguir(_ pasos: [PasoDelRecorrido]) async -> Bool {
        for paso in pasos {
            if let requisito = paso.siHay, funcionalidades.comando(requisito) == nil { continue }
            if let nota = paso.nota { consola.nota(nota) }
            guard let comando = paso.comando, await consola.ejecutar(comando) != .hecho else { continue }
            if let siNoSale = paso.siNoSale { consola.nota(siNoSale) }
            if paso.imprescindible { return false }
            if paso.sinElNoHayMas { return true }
        }
        return true
    }
}
