public import Core
import Foundation
public import Observation
public import Presentacion

/// The person's settings, app-wide: the match duration (90 or 60, under the key
/// `duracionDelPartido`) and the pace of the live match, set at launch. State only: a change of
/// duration is ``CambiarLaDuracion``'s, which holds the rule.
///
/// Where the duration is kept between runs is the boot's choice (``LugarDeLosAjustes``): in the demo,
/// `ajustes.json` in the data folder through the one store, `{"contenido": {"duracionDelPartido": 60},
/// "version": 1}`; in the SwiftUI app, `@AppStorage(Ajustes.claveDuracion)`, which hands the value in
/// and takes each change back, so these settings hold it in memory.
@MainActor
@Observable
public final class Ajustes: ArchivoDeLaApp {
    nonisolated public static let claveDuracion = "duracionDelPartido"
    nonisolated public static let duraciones = [90, 60]
    nonisolated public static let duracionPredeterminada = 90
    /// The file's name in the data folder.
    nonisolated public static let nombreDelArchivo = "ajustes.json"
    /// Version 1: `{"duracionDelPartido": N}`.
    nonisolated static let version = 1

    public private(set) var duracionDelPartido = Ajustes.duracionPredeterminada
    /// Real milliseconds per match minute; from `Configuracion`, not saved.
    public var msPorMinuto: Int
    /// The unreadable settings file set aside at start, said once by the app at start.
    public private(set) var avisoAlCargar: String?
    /// Why the last change could not be saved, if so; `nil` once a save succeeds.
    public private(set) var falloAlGuardar: String?

    /// A file that could not be moved aside is never written over: the store refuses to save.
    @ObservationIgnored private let almacen: ArchivoVersionado<[String: Int]>?

    /// `ajustes.json` in `carpeta`; a `nil` folder keeps the settings in memory and never touches the
    /// disk. A file whose duration is not one a match may have is set aside as unreadable.
    public init(carpeta: CarpetaDeArchivos?, msPorMinuto: Int) {
        self.msPorMinuto = msPorMinuto
        let almacen = carpeta.map { ArchivoVersionado(en: $0, nombre: Self.nombreDelArchivo, formato: Self.formato) }
        switch almacen?.cargar() {
        case let .cargado(guardados):
            duracionDelPartido = guardados[Self.claveDuracion] ?? Self.duracionPredeterminada
        case let .apartado(apartado):
            avisoAlCargar = apartado.mensaje
        case .vacio, nil:
            break
        }
        self.almacen = almacen
    }

    /// Keeps `minutos` (saved first, so a failed save changes nothing) and holds it. No rule here:
    /// ``CambiarLaDuracion`` checked it.
    func guardar(duracion minutos: Int) throws(ErrorDeAlmacen) {
        do {
            try almacen?.guardar([Self.claveDuracion: minutos])
            falloAlGuardar = nil
        } catch {
            falloAlGuardar = error.mensaje
            throw error
        }
        duracionDelPartido = minutos
    }

    /// The version-1 envelope, holding a duration the rule admits: any other is refused, so set aside.
    nonisolated private static var formato: ArchivoVersionado<[String: Int]>.Formato {
        let sobre = ArchivoVersionado<[String: Int]>.Formato.version(version)
        return .init(codificar: sobre.codificar) { datos in
            let guardados = try sobre.decodificar(datos)
            if let duracion = guardados[claveDuracion], case let .failure(error) = CambiarLaDuracion.comprobar(duracion) {
                throw error
            }
            return guardados
        }
    }
}

/// Where the person's settings are kept between runs.
public enum LugarDeLosAjustes: Sendable {
    /// `ajustes.json` in the data folder, through the one store like every feature's file (the demo).
    case carpeta
    /// `@AppStorage(Ajustes.claveDuracion)` in the SwiftUI app, which hands the duration to
    /// ``CambiarLaDuracion`` and takes each change back; ``Ajustes`` holds it in memory.
    case appStorage
}
