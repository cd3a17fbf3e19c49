public import Observation

/// The referees in memory: the one stand-in for `ArbitrosRepositorio` that previews and tests share.
/// Each download answers the next prepared answer (none left: the list as it stands). With
/// `retenerElSiguiente` the next download waits for `soltar()`, or for its task to be cancelled, so a
/// refresh under way can be shown or observed without sleeping. Never the network, never the disk.
@MainActor
@Observable
public final class ArbitrosDeMuestra: ArbitrosRepositorio {
    /// The list as it stands: the referees it was given, then each one saved.
    public private(set) var arbitros: [Arbitro]
    /// Set by hand to show a list that could not be saved; it never changes by itself.
    public var aviso: String?
    /// The answers of the next downloads, in order.
    public var respuestas: [Result<[Arbitro], ErrorDeArbitros>]
    /// When set, the next download waits for `soltar()` (or for its task to be cancelled); it then resets.
    public var retenerElSiguiente: Bool
    /// How many downloads were asked for.
    public private(set) var descargas = 0

    @ObservationIgnored private var retenido: CheckedContinuation<Void, Never>?
    @ObservationIgnored private var esperandoAlRetenido: CheckedContinuation<Void, Never>?

    /// `guardados`: the list at start; `respuestas`: the answers of the next downloads, in order.
    public init(
        guardados: [Arbitro] = [], aviso: String? = nil, respuestas: [Result<[Arbitro], ErrorDeArbitros>] = [],
        retenerElSiguiente: Bool = false
    ) {
        arbitros = guardados
        self.aviso = aviso
        self.respuestas = respuestas
        self.retenerElSiguiente = retenerElSiguiente
    }

    /// Counts the download, waits if it is held (a cancelled wait throws `cancelado`), then gives the
    /// next prepared answer: a list is returned, an error is thrown; none left, the list as it stands.
    public func descargar() async throws(ErrorDeArbitros) -> [Arbitro] {
        descargas += 1
        if retenerElSiguiente {
            retenerElSiguiente = false
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuacion in
                    retenido = continuacion
                    esperandoAlRetenido?.resume()
                    esperandoAlRetenido = nil
                }
            } onCancel: {
                Task { @MainActor in self.soltar() }
            }
            if Task.isCancelled { throw .cancelado }
        }
        guard !respuestas.isEmpty else { return arbitros }
        return try respuestas.removeFirst().get()
    }

    /// Replaces the list, in memory only.
    public func guardar(_ arbitros: [Arbitro]) {
        self.arbitros = arbitros
    }

    /// Returns once a download is held open.
    public func esperarRefrescoRetenido() async {
        guard retenido == nil else { return }
        await withCheckedContinuation { esperandoAlRetenido = $0 }
    }

    /// Lets the held download go on.
    public func soltar() {
        retenido?.resume()
        retenido = nil
    }
}
