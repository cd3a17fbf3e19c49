public import Core
public import Marcador
public import Observation
public import Partidos
public import Presentacion

/// The composition root: the only place that builds the app's pieces and wires them together.
/// Everything else receives what it needs through `init`.
///
/// This file holds what the whole app shares: the service, the tournament and the match in play (one
/// for the whole app, so every screen sees the same match), the settings, and a keyed store for the
/// pieces each feature keeps for as long as the app lives. Each feature's pieces, screens and
/// registration are in its own part, `Funcionalidades/ContenedorDeLaApp+<Feature>.swift`, which its
/// team owns (the app's own settings and the sample server's network have theirs there too).
///
/// Where the list of features comes from: `registradas`, written at build time by the
/// `RegistroDeFuncionalidades` plugin (`Tooling/Plugins`) from that folder and the App's
/// dependencies in `Package.swift`; nobody keeps it by hand. `funcionalidades()` checks it.
///
/// Scopes: the container and what it keeps live as long as the app; every ViewModel lives as long as
/// its screen, so each factory returns a new one.
@MainActor
@Observable
public final class ContenedorDeLaApp {
    // ---- network ----
    public let servicio: any ServicioDelTorneo
    /// The sample server whose network a person may cut (`red no`); `nil` with a real server or
    /// when the app started without a network.
    let redQueSeCorta: ServicioDeEjemplo?

    // ---- data ----
    public let partidos: RepositorioDePartidos
    /// The data folder, where every feature's file is made (`ArchivoVersionado`, through its
    /// wiring); `nil` keeps everything in memory.
    public let carpetaDeDatos: CarpetaDeArchivos?

    // ---- app-wide state ----
    /// The match in play: one for the whole app, so every screen sees the same match.
    public let partidoEnJuego: PartidoEnJuego
    /// The tournament as it stands, with the match in play at its minute: what every screen reads.
    public let torneo: ComoVaElTorneo
    public let ajustes: Ajustes
    /// The settings' one rule: a match lasts 90 or 60 minutes.
    public let cambiarLaDuracion: CambiarLaDuracion

    // ---- system ----
    public let notificador: any Notificador

    /// Each feature's app-lifetime pieces, keyed by their type: made on first use, the same one after.
    @ObservationIgnored private var piezas: [ObjectIdentifier: Any] = [:]
    /// The files every registration keeps, taken once the container is built.
    @ObservationIgnored private var archivos: [any ArchivoDeLaApp] = []

    /// No default values: whoever builds the container decides the server, where data is kept, where
    /// the settings are kept and where goal notices go (the root of the app: local notifications in an
    /// app bundle, the log elsewhere). A `nil` folder never touches the disk (previews, tests).
    public init(
        servidor: ServidorDeLaApp, carpeta: CarpetaDeArchivos?, ajustes lugarDeLosAjustes: LugarDeLosAjustes,
        notificador: any Notificador
    ) {
        servicio = servidor.servicio
        redQueSeCorta =
            if case let .deEjemplo(ejemplo) = servidor, !ejemplo.sinConexion { ejemplo } else { nil }
        carpetaDeDatos = carpeta
        partidos = RepositorioDePartidos(almacen: carpeta.map { AlmacenDelTorneo(en: $0) })
        partidoEnJuego =
            carpeta.map { [partidos] in PartidoEnJuego(anuncio: AnuncioEnLaCarpetaDelPartido(carpeta: $0.url), repositorio: partidos) }
            ?? PartidoEnJuego(repositorio: partidos)
        torneo = ComoVaElTorneo(repositorio: partidos, juego: partidoEnJuego)
        ajustes = Ajustes(
            carpeta: lugarDeLosAjustes == .carpeta ? carpeta : nil, msPorMinuto: Configuracion.msPorMinutoPredeterminado)
        cambiarLaDuracion = CambiarLaDuracion(ajustes: ajustes)
        self.notificador = notificador
        // Every registration's pieces are made now, once: each file a feature keeps has its store
        // made in the folder (and, starting over, removed) before anything reads it.
        let registradas = registradas
        archivos = registradas.flatMap(\.archivos)
        // The sample server answers each feature's paths as the feature says; another has its own.
        if case let .deEjemplo(ejemplo) = servidor {
            ejemplo.usarRespuestasDeEjemplo(registradas.flatMap(\.respuestasDeEjemplo))
        }
    }

    /// A piece that lives as long as the app: `crear` runs on first use; every later call returns
    /// that same piece. One piece per type.
    func pieza<Pieza>(_ crear: () -> Pieza) -> Pieza {
        if let pieza = piezas[ObjectIdentifier(Pieza.self)] as? Pieza { return pieza }
        let pieza = crear()
        piezas[ObjectIdentifier(Pieza.self)] = pieza
        return pieza
    }

    /// Every registration, features in the manifest's order and then the app's own, checked: refused
    /// when two of them would fight over a name. The app's root calls it once (`ArranqueDeLaApp`) and
    /// hands the result to its shell.
    public func funcionalidades() throws(ErrorDeRegistro) -> Funcionalidades {
        try Funcionalidades(registradas)
    }

    /// Takes in what another process on the data folder changed: its goals and signings, the match it
    /// plays and its minute. `true` when anything changed, so a screen is drawn again.
    @discardableResult
    public func releerLaCarpeta() -> Bool {
        let torneoCambio = partidos.releer()
        let partidoCambio = partidoEnJuego.releer()
        return torneoCambio || partidoCambio
    }

    /// Each data file that was found unreadable and set aside while the app ran, once: the shell
    /// says them as soon as it can (the console before its next answer, the others on the way out).
    public func avisosDeLaCarpeta() -> [String] {
        partidos.avisosSinDecir()
    }

    /// Follows the data folder for as long as the calling task runs: `releerLaCarpeta()` every
    /// tenth of a second of real time (one `stat` per file when nothing changed), so what another
    /// terminal does shows here within a second.
    public func seguirLaCarpeta(alCambiar: @MainActor () -> Void = {}) async {
        guard carpetaDeDatos != nil else { return }
        @Dependency(\.continuousClock) var reloj
        while (try? await reloj.sleep(for: Self.cadaCuantoSeRelee)) != nil {
            if releerLaCarpeta() { alCambiar() }
        }
    }

    /// How often the data folder is read again while followed.
    public static let cadaCuantoSeRelee = Duration.milliseconds(100)

    /// The match a live board opens when none is named: the one in play (here, in another process,
    /// or left in play by an earlier run), else the first not started, else match 1.
    public var partidoQueTocaJugar: Int {
        if let enCurso = partidoEnJuego.enCurso ?? partidoEnJuego.dejadoEnJuego { return enCurso.partidoId }
        return torneo.partidos.first(where: \.sinEmpezar)?.id ?? 1
    }

    /// The bar of the match in play as one line, "▶ Rayo FC 2-1 Toros · minuto 55"; `nil` without one.
    public var barra: String? { EstadoDeLaBarra(partidoEnJuego)?.texto }

    /// What the person must be told once, before anything else, whatever screen comes first: each
    /// data file that could not be read and was set aside.
    public var avisosAlArrancar: [String] {
        archivos.compactMap(\.avisoAlCargar)
    }

    /// The changes the app shows but could not save, one reason per file; empty when disk and
    /// screens agree.
    public var cambiosSinGuardar: [String] {
        archivos.compactMap(\.falloAlGuardar)
    }

    /// Starting over (`--reiniciar-datos`, a data folder built with `empezarDeCero`): why a file
    /// could not be removed, one line each. Every registered feature's pieces were made when the
    /// container was built, so each file a feature keeps has had its store made, and its removal tried.
    var fallosAlEmpezarDeCero: [String] {
        carpetaDeDatos?.fallosAlEmpezarDeCero ?? []
    }
}
