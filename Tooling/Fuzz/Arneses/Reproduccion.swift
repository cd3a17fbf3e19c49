import Foundation

/// A plain build replays inputs: every file given, and every file in each folder given, once.
@MainActor
enum Reproduccion {
    /// 0 once every input ran (a broken property stops the process first), 2 when a path is not there.
    static func ejecutar(_ arnes: Arnes, rutas: [String]) async -> Int32 {
        var archivos: [URL] = []
        for ruta in rutas {
            let url = URL(fileURLWithPath: ruta)
            var esCarpeta: ObjCBool = false
            guard FileManager.default.fileExists(atPath: ruta, isDirectory: &esCarpeta) else {
                FileHandle.standardError.write(Data("marcador-fuzz: \(ruta) does not exist.\n".utf8))
                return 2
            }
            if esCarpeta.boolValue {
                let dentro = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
                archivos += dentro.sorted { $0.lastPathComponent < $1.lastPathComponent }
            } else {
                archivos.append(url)
            }
        }
        for archivo in archivos {
            guard let datos = try? Data(contentsOf: archivo) else { continue }
            await arnes.probar(datos)
        }
        print("\(arnes.nombre): \(archivos.count) inputs replayed, every property held")
        return 0
    }
}
