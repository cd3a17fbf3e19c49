public import Core
public import Observation

/// The referees: the saved list at once, the server's list after each refresh, saved for next time.
@MainActor
@Observable
public final class RepositorioDeArbitros: ArbitrosRepositorio {
    public private(set) var arbitros: [Arbitro]
    /// The unreadable file kept aside at start, until a save fails and says so instead.
    private var avisoDelArchivo: String?
    private var avisoAlGuardar: String?

    @ObservationIgnored private let servicio: any ServicioDelTorneo
    @ObservationIgnored private let almacen: AlmacenDeArbitros?
    /// Refreshes may overlap (two screens): an answer is dropped once a later request's has been shown.
    @ObservationIgnored private var refrescosPedidos = 0
    @ObservationIgnored private var ultimoRefrescoMostrado = 0

    /// A nil store never touches the disk: the list lives in memory only.
    public init(servicio: any ServicioDelTorneo, almacen: AlmacenDeArbitros?) {
        self.servicio = servicio
        self.almacen = almacen
        switch almacen?.cargar() ?? .vacio {
        case .vacio:
            arbitros = []
        case .cargado(let guardados):
            arbitros = guardados
        case .apartado(let apartado):
            arbitros = []
            avisoDelArchivo = apartado.mensaje
        }
    }

    public var aviso: String? { avisoAlGuardar ?? avisoDelArchivo }

    public func refrescar() async throws(ErrorDeRed) {
        refrescosPedidos += 1
        let esteRefresco = refrescosPedidos
        let usuarios = try await servicio.usuarios()
        guard esteRefresco > ultimoRefrescoMostrado else { return }
        ultimoRefrescoMostrado = esteRefresco
        let nuevos = usuarios.map(Arbitro.init(usuario:))
        // A list that could not be saved is still the server's latest: show it, and say it was not kept.
        do {
            try almacen?.guardar(nuevos)
            avisoAlGuardar = nil
        } catch {
            avisoAlGuardar = error.mensaje
        }
        arbitros = nuevos
    }
}
