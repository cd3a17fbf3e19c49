import Core
import Foundation
import MarcadorApp
import Presentacion

/// Starts the app as the options say and runs the chosen mode. Returns the exit status: 0 when
/// everything shown was also saved, 1 when the app failed or a change could not be saved.
@MainActor
enum Demo {
    /// The documented default data folder, relative to where the demo runs.
    static let carpetaPredeterminada = ".marcador"

    static func ejecutar(_ opciones: Opciones) async -> Int32 {
        // Checked before anything is shown: a folder that cannot be used fails every save after it.
        let carpeta: URL
        do {
            carpeta = try CarpetaDeDatos.preparar(opciones.carpetaDeDatos?.relativePath ?? carpetaPredeterminada)
        } catch {
            Salida.error(error.mensaje)
            return 1
        }
        let msPorMinuto = opciones.msPorMinuto ?? opciones.modo.msPorMinutoPredeterminado
        let avisos = AvisosEnLaConsola()
        let marcha = Marcha(msPorMinuto: msPorMinuto, pasoAPaso: opciones.modo != .interactivo)
        let configuracion = Configuracion(
            reiniciarDatos: opciones.reiniciarDatos, msPorMinuto: marcha.msPorMinutoDelPartido, sinRed: opciones.sinRed,
            tiempoMaximoDeRed: opciones.segundosDeRed ?? Configuracion.tiempoMaximoDeRedPredeterminado)
        return await marcha.conSuReloj {
            await ejecutar(opciones, configuracion: configuracion, carpeta: carpeta, marcha: marcha, avisos: avisos)
        }
    }

    /// The app and its mode, with the match clock already installed.
    private static func ejecutar(
        _ opciones: Opciones, configuracion: Configuracion, carpeta: URL, marcha: Marcha, avisos: AvisosEnLaConsola
    ) async -> Int32 {
        let app: ArranqueDeLaApp
        do throws(ErrorDeArranque) {
            app = try ArranqueDeLaApp.arrancar(
                configuracion: configuracion, carpeta: carpeta, ajustes: .carpeta, servidor: opciones.servidor, notificador: avisos)
        } catch let .registro(error) {
            Salida.error("no se pudieron registrar las funcionalidades de la app: \(error.mensaje)")
            return 1
        } catch {
            // The message is a sentence of its own; the hint continues it, so its full stop goes.
            let motivo = error.mensaje.hasSuffix(".") ? String(error.mensaje.dropLast()) : error.mensaje
            Salida.error("\(motivo); revisa la carpeta o elige otra con --datos CARPETA.")
            return 1
        }
        let funcionalidades = app.funcionalidades
        let consola = Consola(barra: { app.contenedor.barra }, avisos: avisos, registro: opciones.registro)
        let sesion = Interactivo(funcionalidades: funcionalidades, marcha: marcha, consola: consola) {
            app.contenedor.releerLaCarpeta()
            decirLosApartados(app.contenedor, consola: consola)
        }
        presentar(app, opciones: opciones, marcha: marcha, consola: consola)
        var completo = true
        switch opciones.modo {
        case .recorrido:
            completo = await Recorrido(funcionalidades: funcionalidades, consola: sesion).completo()
        case let .pantalla(id):
            if let funcionalidad = funcionalidades.funcionalidad(id) {
                completo = await Recorrido(funcionalidades: funcionalidades, consola: sesion).solo(funcionalidad)
            }
        case let .enVivo(partido):
            let partido = partido ?? app.contenedor.partidoQueTocaJugar
            guard let vista = funcionalidades.todas.lazy.compactMap(\.enVivo).first?(partido, marcha, funcionalidades.anexosDelPartido)
            else {
                consola.nota("Ninguna funcionalidad de esta app ofrece una vista en directo.")
                completo = false
                break
            }
            completo = await EnVivo(
                vista: vista, marcha: marcha, consola: consola, sesion: sesion, releer: { app.contenedor.releerLaCarpeta() }
            ).ejecutar()
        case .interactivo:
            // Ctrl-C ends the command running (a wait, a request), which says so; at the prompt, like
            // SIGTERM, it leaves as 'salir' does: the match in play is kept, and the person told.
            // SIGTERM during a command cancels it first, so the goodbye says what it left undone.
            let interrupcion = alRecibir([SIGINT]) {
                if !sesion.interrumpir() { salirPorUnaSenal() }
            }
            let terminacion = alRecibir([SIGTERM]) {
                if !sesion.salirCancelando() { salirPorUnaSenal() }
            }
            func salirPorUnaSenal() {
                sesion.cerrarLaPantalla()
                print("")
                Salida.terminar(despedida(app.contenedor, carpeta: carpeta, completo: true, consola: consola))
            }
            await sesion.ejecutar(entrada: lineasDeLaEntradaEstandar(), mostrarIndicador: isatty(STDIN_FILENO) == 1)
            for senal in interrupcion + terminacion { senal.cancel() }
        case .ayuda:
            break
        }
        print("")
        // What the live board could not say while it filled the screen.
        decirLosApartados(app.contenedor, consola: consola)
        return despedida(app.contenedor, carpeta: carpeta, completo: completo, consola: consola)
    }

    /// A data file another process left unreadable was set aside: the person is told where it went,
    /// on standard error, where a program reading the screens does not take it for one.
    private static func decirLosApartados(_ contenedor: ContenedorDeLaApp, consola: Consola) {
        for aviso in contenedor.avisosDeLaCarpeta() {
            consola.aviso(aviso)
        }
    }

    /// Runs `accion` on the main actor when one of `senales` arrives, instead of ending the process.
    private static func alRecibir(_ senales: [Int32], _ accion: @escaping @MainActor () -> Void) -> [any DispatchSourceSignal] {
        senales.map { senal in
            signal(senal, SIG_IGN)
            let fuente = DispatchSource.makeSignalSource(signal: senal, queue: .main)
            fuente.setEventHandler { MainActor.assumeIsolated { accion() } }
            fuente.resume()
            return fuente
        }
    }

    /// The last lines tell the truth: the match left in play and how to resume it, then where the
    /// data is, or each change that was not saved and why.
    private static func despedida(_ contenedor: ContenedorDeLaApp, carpeta: URL, completo: Bool, consola: Consola) -> Int32 {
        if let sigueEnJuego = contenedor.dejarElPartidoEnJuego() {
            consola.nota(sigueEnJuego)
        }
        let sinGuardar = contenedor.cambiosSinGuardar
        guard sinGuardar.isEmpty else {
            for motivo in sinGuardar {
                let motivo = motivo.hasSuffix(".") ? String(motivo.dropLast()) : motivo
                consola.nota(
                    "\(motivo). Comprueba que \(carpeta.path) es una carpeta en la que puedes escribir, o elige otra con --datos CARPETA.")
            }
            return 1
        }
        consola.nota("Datos guardados en \(carpeta.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero.")
        return completo ? 0 : 1
    }

    /// Files set aside come first, whatever the mode: the person learns it before anything else.
    private static func presentar(_ app: ArranqueDeLaApp, opciones: Opciones, marcha: Marcha, consola: Consola) {
        for aviso in app.contenedor.avisosAlArrancar {
            consola.aviso(aviso)
        }
        let servicio =
            opciones.servidor.map { "servidor \(TextoVisible.sinSecretos($0.absoluteString))" }
            ?? (opciones.sinRed ? "servicio de ejemplo, sin red" : "servicio de ejemplo")
        consola.nota("Marcador · datos en \(app.carpeta?.path ?? "memoria") · \(servicio)")
        if let duracion = opciones.duracion {
            if case let .failure(error) = app.contenedor.cambiarLaDuracion(duracion) {
                consola.nota("Aviso: \(error.mensaje)")
            }
        }
    }

    /// An app that keeps nothing on disk and uses no network: its registrations say what the
    /// demo offers before the real one starts.
    static func appSinDatos() throws(ErrorDeArranque) -> ArranqueDeLaApp {
        try ArranqueDeLaApp.arrancar(
            configuracion: Configuracion(sinRed: true), carpeta: nil, ajustes: .carpeta, servidor: nil, notificador: NotificadorDeSistema())
    }

    /// The ids `--pantalla` takes: every registered feature with a part in the tour.
    static func pantallas(de app: ArranqueDeLaApp) -> [String] {
        app.funcionalidades.todas.filter { !$0.recorrido.isEmpty }.map(\.id)
    }
}
