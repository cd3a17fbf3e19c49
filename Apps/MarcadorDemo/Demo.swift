import Core
import Foundation
import MarcadorApp

/// Starts the app as the options say and runs the chosen mode. Returns the exit status.
@MainActor
enum Demo {
    /// The documented default data folder, relative to where the demo runs.
    static let carpetaPredeterminada = ".marcador"
    /// Real milliseconds per match minute: quick for the tour, watchable at a prompt.
    static let msPorMinutoDelRecorrido = 2
    static let msPorMinutoInteractivo = 1_000

    static func ejecutar(_ opciones: Opciones) async -> Int32 {
        let carpeta = opciones.carpetaDeDatos ?? URL(fileURLWithPath: carpetaPredeterminada, isDirectory: true)
        let configuracion = Configuracion(
            reiniciarDatos: opciones.reiniciarDatos,
            msPorMinuto: opciones.msPorMinuto ?? (opciones.modo == .interactivo ? msPorMinutoInteractivo : msPorMinutoDelRecorrido),
            sinRed: opciones.sinRed
        )
        let app: ArranqueDeLaApp
        do {
            app = try ArranqueDeLaApp.arrancar(configuracion: configuracion, carpeta: carpeta, servidor: opciones.servidor)
        } catch {
            // The message is a sentence of its own; the hint continues it, so its full stop goes.
            let motivo = error.mensaje.hasSuffix(".") ? String(error.mensaje.dropLast()) : error.mensaje
            FileHandle.standardError.write(Data("marcador-demo: \(motivo); check the folder or pick another with --datos DIR.\n".utf8))
            return 1
        }
        let consola = Consola(partidoEnJuego: app.contenedor.partidoEnJuego)
        presentar(app, opciones: opciones, consola: consola)

        let recorrido = Recorrido(app: app, consola: consola)
        switch opciones.modo {
        case .recorrido:
            await recorrido.completo()
        case let .pantalla(pantalla):
            await solo(pantalla, recorrido: recorrido)
        case .interactivo:
            let interactivo = Interactivo(contenedor: app.contenedor, consola: consola)
            await interactivo.ejecutar(entrada: lineasDeLaEntradaEstandar(), mostrarIndicador: isatty(STDIN_FILENO) == 1)
        case .ayuda:
            print(Ayuda.texto)
        }
        print("")
        consola.nota(despedida(carpeta: carpeta))
        return 0
    }

    /// The last line says where the data is, unless the folder could not hold any (the screens
    /// already said why each save failed).
    private static func despedida(carpeta: URL) -> String {
        var esCarpeta: ObjCBool = false
        if FileManager.default.fileExists(atPath: carpeta.path, isDirectory: &esCarpeta), !esCarpeta.boolValue {
            return "Nothing was saved: \(carpeta.path) is a file, not a folder; pick another with --datos DIR."
        }
        return "Data kept in \(carpeta.path): run again to see it, or pass --reiniciar-datos to start over."
    }

    private static func presentar(_ app: ArranqueDeLaApp, opciones: Opciones, consola: Consola) {
        let servicio =
            opciones.servidor.map { "server \($0.absoluteString)" } ?? (opciones.sinRed ? "sample service, offline" : "sample service")
        consola.nota("Marcador · data in \(app.carpeta?.path ?? "memory") · \(servicio)")
        if let duracion = opciones.duracion {
            do {
                try app.contenedor.ajustes.cambiarDuracion(duracion)
            } catch {
                consola.nota("Aviso: \(error.mensaje)")
            }
        }
        if let aviso = app.contenedor.ajustes.aviso {
            consola.nota("Aviso: \(aviso)")
        }
    }

    /// `--pantalla`: one feature's screens alone, for the team that owns it.
    private static func solo(_ pantalla: Opciones.Pantalla, recorrido: Recorrido) async {
        switch pantalla {
        case .partidos:
            recorrido.partidos()
            recorrido.goleadores()
        case .marcador:
            await recorrido.partido()
            recorrido.cerrarElPartido()
        case .arbitros:
            await recorrido.arbitros()
        case .cronica:
            await recorrido.cronica()
        case .equipos:
            recorrido.equipos()
        }
    }
}
