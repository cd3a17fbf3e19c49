import Arbitros
import Core
import Foundation
import MarcadorApp
import Partidos
import Torneo

/// The data files, through the stores the app loads them with: a file either loads to a value that
/// saves back to a file loading to the same value, or is set aside with its bytes intact and a
/// one-line reason. Nothing is ever lost.
enum ArnesDeArchivos {
    static let torneo = Arnes(nombre: "torneo", resumen: "torneo.json, every version the loader accepts") { datos in
        conCarpeta("torneo", datos, archivo: AlmacenDelTorneo.nombreDelArchivo) { carpeta in
            let almacen = AlmacenDelTorneo(en: CarpetaDeArchivos(carpeta))
            switch almacen.cargar() {
            case .vacio: fallo("torneo", "a file that exists loaded as no file")
            case let .apartado(apartado): return apartado
            case let .cargado(torneo):
                guardarYVolverACargar("torneo", torneo, guardar: { try almacen.guardar($0) }, cargar: almacen.cargar) {
                    FormatoDelTorneo.codificar($0)
                }
                return nil
            }
        }
    }

    static let arbitros = Arnes(nombre: "arbitros", resumen: "arbitros.json, the cached referee list") { datos in
        conCarpeta("arbitros", datos, archivo: AlmacenDeArbitros.nombreDelArchivo) { carpeta in
            let almacen = AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta))
            switch almacen.cargar() {
            case .vacio: fallo("arbitros", "a file that exists loaded as no file")
            case let .apartado(apartado): return apartado
            case let .cargado(arbitros):
                guardarYVolverACargar("arbitros", arbitros, guardar: { try almacen.guardar($0) }, cargar: almacen.cargar) {
                    JSONDelServidor.codificar($0)
                }
                return nil
            }
        }
    }

    static let ajustes = Arnes(nombre: "ajustes", resumen: "ajustes.json, the settings (a duration of 90 or 60)") { datos in
        conCarpeta("ajustes", datos, archivo: Ajustes.nombreDelArchivo) { carpeta in
            let cargados = Ajustes(carpeta: CarpetaDeArchivos(carpeta), msPorMinuto: 0)
            guard Ajustes.duraciones.contains(cargados.duracionDelPartido) else {
                fallo("ajustes", "loaded a duration of \(cargados.duracionDelPartido) minutes")
            }
            if let aviso = cargados.avisoAlCargar {
                guard esUnaLinea(aviso) else { fallo("ajustes", "the notice is not one line: \(aviso)") }
                // Set aside: nothing else to check here, the store checked the copy.
                return nil
            }
            if case let .failure(error) = CambiarLaDuracion(ajustes: cargados)(cargados.duracionDelPartido) {
                fallo("ajustes", "a loaded file could not be saved back: \(error.mensaje)")
            }
            let otraVez = Ajustes(carpeta: CarpetaDeArchivos(carpeta), msPorMinuto: 0)
            guard otraVez.avisoAlCargar == nil, otraVez.duracionDelPartido == cargados.duracionDelPartido else {
                fallo("ajustes", "saved back, it loads as something else")
            }
            return nil
        }
    }

    /// Writes `datos` as `archivo` in a fresh folder and runs `cargar`; when it sets the file aside,
    /// the copy must hold exactly `datos` and the reason must be one line.
    private static func conCarpeta(
        _ arnes: String, _ datos: Data, archivo: String, _ cargar: (URL) -> ArchivoApartado?
    ) {
        let carpeta = FileManager.default.temporaryDirectory.appending(path: "marcador-fuzz-\(getpid())-\(arnes)")
        try? FileManager.default.removeItem(at: carpeta)
        defer { try? FileManager.default.removeItem(at: carpeta) }
        do {
            try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
            try datos.write(to: carpeta.appending(path: archivo))
        } catch {
            fallo(arnes, "the scratch folder could not be written: \(error)")
        }
        guard let apartado = cargar(carpeta) else { return }
        guard esUnaLinea(apartado.mensaje) else { fallo(arnes, "the reason is not one line: \(apartado.mensaje)") }
        guard (try? Data(contentsOf: apartado.copia)) == datos else { fallo(arnes, "the set-aside copy lost bytes") }
    }

    /// A loaded value saves, and the saved file loads to a value that encodes the same.
    private static func guardarYVolverACargar<Valor>(
        _ arnes: String, _ valor: Valor, guardar: (Valor) throws -> Void, cargar: () -> Carga<Valor>,
        comoBytes: (Valor) throws -> Data
    ) {
        do {
            try guardar(valor)
        } catch {
            fallo(arnes, "a loaded file could not be saved back: \(error)")
        }
        guard case let .cargado(otraVez) = cargar() else { fallo(arnes, "saved back, it no longer loads") }
        guard let antes = try? comoBytes(valor), let despues = try? comoBytes(otraVez), antes == despues else {
            fallo(arnes, "saved back, it loads as something else")
        }
    }
}
