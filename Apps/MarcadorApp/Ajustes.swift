public import Core
import Foundation
public import Observation
public import Presentacion

/// The person's settings, app-wide: the match duration (90 or 60, key `duracionDelPartido`) is kept
/// across runs in `ajustes.json` next to the tournament; the pace of the live match is set at launch.
@MainActor
@Observable
public final class Ajustes: ArchivoDeLaApp {
    public static let claveDuracion = "duracionDelPartido"
    nonisolated public static let duraciones = [90, 60]
    static let version = 1

    public private(set) var duracionDelPartido = 90
    /// Real milliseconds per match minute; from `Configuracion`, not saved.
    public var msPorMinuto: Int
    /// The unreadable settings file set aside at start, said once by the app at start.
    public private(set) var avisoAlCargar: String?
    /// Why the last change could not be saved, if so; `nil` once a save succeeds.
    public private(set) var falloAlGuardar: String?

    /// A file that could not be moved aside is never written over: the store refuses to save.
    @ObservationIgnored private let almacen: AlmacenJSON?

    /// A `nil` store keeps the settings in memory and never touches the disk.
    public init(almacen: AlmacenJSON?, msPorMinuto: Int) {
        self.msPorMinuto = msPorMinuto
        switch almacen?.cargar({ try Self.decodificar($0) }) {
        case let .cargado(guardados):
            duracionDelPartido = guardados[Self.claveDuracion] ?? 90
        case let .apartado(apartado):
            avisoAlCargar = apartado.mensaje
        case .vacio, nil:
            break
        }
        self.almacen = almacen
    }

    /// Only 90 or 60; the change is saved at once.
    public func cambiarDuracion(_ minutos: Int) throws(ErrorDeAjustes) {
        guard Self.duraciones.contains(minutos) else { throw .duracionNoValida(minutos) }
        if let almacen {
            do {
                // Only integers: encoding cannot fail.
                try almacen.guardar(try! FormatoVersionado.codificar([Self.claveDuracion: minutos], version: Self.version))
                falloAlGuardar = nil
            } catch {
                falloAlGuardar = error.mensaje
                throw .noSePudoGuardar(error.mensaje)
            }
        }
        duracionDelPartido = minutos
    }

    private static func decodificar(_ datos: Data) throws -> [String: Int] {
        let guardados = try FormatoVersionado.decodificar([String: Int].self, de: datos, versionMaxima: version)
        if let duracion = guardados[claveDuracion], !duraciones.contains(duracion) {
            throw ErrorDeAjustes.duracionNoValida(duracion)
        }
        return guardados
    }
}

public enum ErrorDeAjustes: Error, Equatable, ErrorConMensaje {
    case duracionNoValida(Int)
    case noSePudoGuardar(String)

    public var mensaje: String {
        switch self {
        case let .duracionNoValida(minutos): "Un partido dura 90 o 60 minutos, no \(minutos)."
        case let .noSePudoGuardar(motivo): motivo
        }
    }
}
