public import Core
import Foundation
public import Observation

/// The referees: the saved list at once, the server's list when asked (`GET /users`), and each list
/// kept saved for next time.
@MainActor
@Observable
public final class RepositorioDeArbitros: ArbitrosRepositorio {
    public private(set) var arbitros: [Arbitro]
    /// Why the last list could not be saved, if so; `nil` once a save succeeds.
    public private(set) var aviso: String?
    /// The unreadable file set aside at start, said once by the app at start.
    public let avisoAlCargar: String?
    /// The app reports it as a change not saved.
    public var falloAlGuardar: String? { aviso }

    @ObservationIgnored private let servicio: any ServicioDelTorneo
    /// A file that could not be moved aside is never written over: the store refuses to save.
    @ObservationIgnored private let almacen: AlmacenDeArbitros?

    /// A nil store never touches the disk: the list lives in memory only.
    public init(servicio: any ServicioDelTorneo, almacen: AlmacenDeArbitros?) {
        self.servicio = servicio
        switch almacen?.cargar() ?? .vacio {
        case .vacio:
            arbitros = []
            avisoAlCargar = nil
        case .cargado(let guardados):
            arbitros = guardados
            avisoAlCargar = nil
        case .apartado(let apartado):
            arbitros = []
            avisoAlCargar = apartado.mensaje
        }
        self.almacen = almacen
    }

    public func descargar() async throws(ErrorDeArbitros) -> [Arbitro] {
        do {
            return try await servicio.obtener([UsuarioDTO].self, de: UsuarioDTO.ruta).map(Arbitro.init(usuario:))
        } catch {
            throw ErrorDeArbitros(error)
        }
    }

    public func guardar(_ nuevos: [Arbitro]) {
        // A list that could not be saved is still the server's latest: keep it, and say it was not kept on disk.
        do {
            try almacen?.guardar(nuevos)
            aviso = nil
        } catch {
            aviso = error.mensaje
        }
        arbitros = nuevos
    }
}
