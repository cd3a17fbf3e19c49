public import Core
public import Observation

/// The referees in memory: the one stand-in for `ArbitrosRepositorio` that previews and tests share.
/// Each refresh applies the next prepared answer (none left: nothing changes). With
/// `retenerElSiguiente` the next refresh waits for `soltar()`, or for its task to be cancelled, so a
/// refresh under way can be shown or observed without sleeping. Never the network, never the disk.
@MainActor
@Observable
public final class ArbitrosDeMuestra: ArbitrosRepositorio {
    /// The list as it stands: the referees it was given, then each successful answer's.
    public private(set) var arbitros: [Arbitro]
    /// Set by hand to show a list that could not be saved; it never changes by itself.
    public var aviso: String?
    /// The answers of the next refreshes, in order.
    public var respuestas: [Result<[Arbitro], ErrorDeRed>]
    /// When set, the next refresh waits for `soltar()` (or for its task to be cancelled); it then resets.
    public var retenerElSiguiente: Bool
    /// How many refreshes were asked for.
    public private(set) var refrescos = 0

    @ObservationIgnored private var retenido: CheckedContinuation<Void, Never>?
    @ObservationIgnored private var esperandoAlRetenido: CheckedContinuation<Void, Never>?

    /// `guardados`: the list at start; `respuestas`: the answers of the next refreshes, in order.
    public init(
        guardados: [Arbitro] = [], aviso: String? = nil, respuestas: [Result<[Arbitro], ErrorDeRed>] = [],
        retenerElSiguiente: Bool = false
    ) {
        arbitros = guardados
        self.aviso = aviso
        self.respuestas = respuestas
        self.retenerElSiguiente = retenerElSiguiente
    }

    /// Counts the refresh, waits if it is held (a cancelled wait throws `cancelado`), then applies the
    /// next prepared answer: a list replaces `arbitros`, an error is thrown and the list stays.
    public func refrescar() async throws(ErrorDeRed) {
        refrescos += 1
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
        guard !respuestas.isEmpty else { return }
        switch respuestas.removeFirst() {
        case let .success(nuevos): arbitros = nuevos
        case let .failure(error): throw error
        }
    }

    /// Returns once a refresh is held open.
    public func esperarRefrescoRetenido() async {
        guard retenido == nil else { return }
        await withCheckedContinuation { esperandoAlRetenido = $0 }
    }

    /// Lets the held refresh go on.
    public func soltar() {
        retenido?.resume()
        retenido = nil
    }
}
