public import Core

/// Clasificacion's names in `clasificacion.json` in the app's data folder, through the one store
/// (`ArchivoVersionado`, version 1), read once at start. A file that cannot be read is set aside (and
/// said), never written over; a `nil` folder keeps them in memory. Made in the app's data folder, the
/// file starts over with the others (`--reiniciar-datos`).
@MainActor
public final class RepositorioDeClasificacion: ClasificacionRepositorio {
    public static let nombreDelArchivo = "clasificacion.json"
    /// Version 1: `["Norte", "Sur"]`.
    static let version = 1

    public private(set) var nombres: [String]
    public let avisoAlCargar: String?
    public private(set) var falloAlGuardar: String?
    private let almacen: ArchivoVersionado<[String]>?

    public init(carpeta: CarpetaDeArchivos?) {
        almacen = carpeta.map { ArchivoVersionado(en: $0, nombre: Self.nombreDelArchivo, version: Self.version) }
        switch almacen?.cargar() {
        case let .cargado(nombres):
            self.nombres = nombres
            avisoAlCargar = nil
        case let .apartado(apartado):
            nombres = []
            avisoAlCargar = apartado.mensaje
        case .vacio, nil:
            nombres = []
            avisoAlCargar = nil
        }
    }

    public func guardar(_ nombres: [String]) throws(ErrorDeClasificacion) {
        do throws(ErrorDeAlmacen) {
            // Saved before memory changes, so a failed save leaves both as they were.
            try almacen?.guardar(nombres)
        } catch {
            falloAlGuardar = error.mensaje
            throw .noSeGuardo(error.mensaje)
        }
        self.nombres = nombres
        falloAlGuardar = nil
    }
}
