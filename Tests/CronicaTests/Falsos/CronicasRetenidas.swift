import Core
import Cronica

/// A `CronicasRepositorio` that holds every publication until the test answers it by hand, so a test
/// can look at what happens meanwhile without sleeping.
final class CronicasRetenidas: CronicasRepositorio {
    private struct Estado {
        var recibidas: [Cronica] = []
        var pendientes: [CheckedContinuation<Result<Int, ErrorDeRed>, Never>] = []
        var esperandoPeticion: [CheckedContinuation<Void, Never>] = []
    }

    private let estado = Cerrojo(Estado())

    var recibidas: [Cronica] { estado.withLock { $0.recibidas } }

    func publicar(_ cronica: Cronica) async throws(ErrorDeRed) -> Int {
        let resultado = await withCheckedContinuation { continuacion in
            let avisar = estado.withLock { estado in
                estado.recibidas.append(cronica)
                estado.pendientes.append(continuacion)
                defer { estado.esperandoPeticion = [] }
                return estado.esperandoPeticion
            }
            for aviso in avisar { aviso.resume() }
        }
        return try resultado.get()
    }

    /// Returns once a publication is waiting for its answer.
    func esperarPeticion() async {
        await withCheckedContinuation { continuacion in
            let yaHayUna = estado.withLock { estado in
                if !estado.pendientes.isEmpty { return true }
                estado.esperandoPeticion.append(continuacion)
                return false
            }
            if yaHayUna { continuacion.resume() }
        }
    }

    /// Answers the oldest waiting publication.
    func responder(_ resultado: Result<Int, ErrorDeRed>) {
        let continuacion = estado.withLock { estado in
            precondition(!estado.pendientes.isEmpty, "No publication is waiting for an answer")
            return estado.pendientes.removeFirst()
        }
        continuacion.resume(returning: resultado)
    }
}
