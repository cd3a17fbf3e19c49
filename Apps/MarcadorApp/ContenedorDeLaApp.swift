public import Arbitros
public import Core
public import Cronica
public import Equipos
import Foundation
public import Marcador
public import Observation
public import Partidos

/// The composition root: the only place that builds the app's pieces and wires them together.
/// Everything else receives what it needs through `init`.
///
/// This file holds what lives as long as the app and is shared by several features. Each feature's
/// screens are built in its own part, `Funcionalidades/ContenedorDeLaApp+<Feature>.swift`, which
/// its team owns: adding a feature adds a file there and edits none of the others.
///
/// Scopes: the container and what it keeps live as long as the app; every ViewModel lives as long as
/// its screen, so each factory returns a new one.
@MainActor
@Observable
public final class ContenedorDeLaApp {
    // ---- network ----
    public let servicio: any ServicioDelTorneo

    // ---- data ----
    public let partidos: RepositorioDePartidos
    public let arbitros: RepositorioDeArbitros
    public let cronicas: any CronicasRepositorio

    // ---- domain ----
    public let registrarGol: RegistrarGol
    public let publicarCronica: PublicarCronica
    public let ficharJugador: FicharJugador

    // ---- app-wide state ----
    /// The match in play: one for the whole app, so every screen sees the same match.
    public let partidoEnJuego: PartidoEnJuego
    /// The tournament as it stands, with the match in play at its minute: what every screen reads.
    public let torneo: ComoVaElTorneo
    public let ajustes: Ajustes

    // ---- system ----
    public let notificador: any Notificador

    /// No default values: whoever builds the container decides the server, where data is kept and
    /// where goal notices go (the root of the app: local notifications in an app bundle, the log
    /// elsewhere). A `nil` store never touches the disk (previews, tests); the settings live next to
    /// the tournament, or in memory without a tournament store.
    public init(
        servicio: any ServicioDelTorneo, almacenDelTorneo: AlmacenDelTorneo?, almacenDeArbitros: AlmacenDeArbitros?,
        notificador: any Notificador
    ) {
        let fechas = Dependency(\.date).wrappedValue
        self.servicio = servicio
        partidos = RepositorioDePartidos(almacen: almacenDelTorneo)
        arbitros = RepositorioDeArbitros(servicio: servicio, almacen: almacenDeArbitros)
        cronicas = RepositorioDeCronicasEnRed(servicio: servicio)
        partidoEnJuego = PartidoEnJuego()
        torneo = ComoVaElTorneo(repositorio: partidos, juego: partidoEnJuego)
        registrarGol = RegistrarGol(repositorio: partidos)
        publicarCronica = PublicarCronica(torneo: torneo, cronicas: cronicas)
        ficharJugador = FicharJugador(repositorio: partidos)
        ajustes = Ajustes(
            almacen: almacenDelTorneo.map { AlmacenJSON(archivo: Self.archivoDeAjustes(junto: $0.archivo), ahora: { fechas.now }) },
            msPorMinuto: Configuracion.msPorMinutoPredeterminado
        )
        self.notificador = notificador
    }

    /// What the person must be told once, before anything else, whatever screen comes first: each
    /// data file that could not be read and was set aside.
    public var avisosAlArrancar: [String] {
        [partidos.avisoAlCargar, arbitros.avisoAlCargar, ajustes.avisoAlCargar].compactMap(\.self)
    }

    /// The changes the app shows but could not save, one reason per file; empty when disk and
    /// screens agree.
    public var cambiosSinGuardar: [String] {
        [partidos.aviso, arbitros.aviso, ajustes.falloAlGuardar].compactMap(\.self)
    }

    static func archivoDeAjustes(junto archivo: URL) -> URL {
        archivo.deletingLastPathComponent().appendingPathComponent("ajustes.json")
    }

    /// The app's own screen; each feature's are in its part.
    public func ajustesViewModel() -> AjustesViewModel {
        AjustesViewModel(ajustes: ajustes)
    }
}
