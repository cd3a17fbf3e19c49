import Arbitros
import Core

/// An in-memory `ArbitrosRepositorio` whose refreshes the test decides: each one applies the next
/// prepared result. With `retenerElSiguiente` the next refresh waits for `soltar()` first, so a running
/// refresh can be observed without sleeping; later ones run straight through.
@MainActor
final class ArbitrosRepositorioFalso: ArbitrosRepositorio {
    var arbitros: [Arbitro]
    var aviso: String?
    /// Results for the next refreshes, in order; with none left a refresh changes nothing.
    var resultados: [Result<[Arbitro], ErrorDeRed>] = []
    var retenerElSiguiente = false
    private(set) var refrescos = 0

    private var refrescoRetenido: CheckedContinuation<Void, Never>?
    private var esperandoRefresco: CheckedContinuation<Void, Never>?

    init(arbitros: [Arbitro] = [], aviso: String? = nil) {
        self.arbitros = arbitros
        self.aviso = aviso
    }

    func refrescar() async throws(ErrorDeRed) {
        refrescos += 1
        if retenerElSiguiente {
            retenerElSiguiente = false
            await withCheckedContinuation { continuacion in
                refrescoRetenido = continuacion
                esperandoRefresco?.resume()
                esperandoRefresco = nil
            }
        }
        guard !resultados.isEmpty else { return }
        switch resultados.removeFirst() {
        case .success(let nuevos): arbitros = nuevos
        case .failure(let error): throw error
        }
    }

    /// Returns once a refresh is held open.
    func esperarRefrescoRetenido() async {
        guard refrescoRetenido == nil else { return }
        await withCheckedContinuation { esperandoRefresco = $0 }
    }

    /// Lets the held refresh finish.
    func soltar() {
        refrescoRetenido?.resume()
        refrescoRetenido = nil
    }
}
