import Core
import Cronica

/// A `CronicasRepositorio` that answers at once with a fixed result and records what it was given.
final class CronicasEspia: CronicasRepositorio {
    private let respuesta: Result<Int, ErrorDeRed>
    private let recibidas = Cerrojo<[Cronica]>([])

    init(respuesta: Result<Int, ErrorDeRed>) {
        self.respuesta = respuesta
    }

    var publicadas: [Cronica] { recibidas.withLock { $0 } }

    func publicar(_ cronica: Cronica) async throws(ErrorDeRed) -> Int {
        recibidas.withLock { $0.append(cronica) }
        return try respuesta.get()
    }
}
