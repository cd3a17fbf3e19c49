import Core
import Foundation
import MarcadorApp
import Presentacion

/// The whole app in memory, as the demo starts it without a data folder (the sample service, no
/// disk), on the console's stepped match clock: every input starts from the same app.
@MainActor
enum AppDelArnes {
    static func con(_ cuerpo: (Funcionalidades, Marcha) async -> Void) async {
        let marcha = Marcha(msPorMinuto: 0, pasoAPaso: true)
        // The sample service answers at once: a harness waits on no clock.
        await withDependencies {
            $0.continuousClock = RelojInmediato()
        } operation: {
            await marcha.conSuReloj {
                let funcionalidades: Funcionalidades
                do {
                    let app = try ArranqueDeLaApp.arrancar(
                        configuracion: Configuracion(msPorMinuto: marcha.msPorMinutoDelPartido), carpeta: nil, ajustes: .carpeta,
                        servidor: nil,
                        notificador: NotificadorEnSilencio())
                    funcionalidades = app.funcionalidades
                } catch {
                    fatalError("the app did not start: \(error)")
                }
                await cuerpo(funcionalidades, marcha)
            }
        }
    }
}

/// Goal notices go nowhere: a harness checks what is drawn and said, not the log.
struct NotificadorEnSilencio: Notificador {
    func notificar(titulo: String, cuerpo: String) {}
}

/// The console's part a command sees: one open screen, drawn each time it is shown.
@MainActor
final class SesionDelArnes: SesionDeComandos {
    let marcha: Marcha
    private var pantalla: PantallaDeTexto?

    init(marcha: Marcha) {
        self.marcha = marcha
    }

    func abrir(_ pantalla: PantallaDeTexto) {
        self.pantalla = pantalla
        mostrar()
    }

    func abierta<ViewModel: AnyObject>(_ tipo: ViewModel.Type) -> ViewModel? {
        pantalla?.viewModel as? ViewModel
    }

    func mostrar() {
        guard let lineas = pantalla?.lineas() else { return }
        if lineas.isEmpty { fallo("consola", "a screen drew no title") }
    }

    func nota(_ texto: String) {}
}
