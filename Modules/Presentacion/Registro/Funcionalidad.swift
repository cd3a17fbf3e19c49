public import Core

/// A feature's place in the app, declared by the feature itself and built whole, in one call, by its
/// registration function (`Funcionalidad.arbitros(…)`): its name and title, its commands at the
/// console, its part of the scripted tour, the files it keeps for as long as the app lives, what it
/// adds to other features' screens, how the sample server answers its paths, and its SwiftUI screens.
/// The App collects every feature's without a hand-kept list and checks them once
/// (``Funcionalidades``); the shells (the demo, the SwiftUI app) show what is collected and name no
/// feature.
@MainActor
public struct Funcionalidad {
    /// What a person types to reach it: `--pantalla arbitros`. Lowercase, one word.
    public let id: String
    /// Its title on a tab or a help line: "Árbitros".
    public let titulo: String
    /// Its commands at the console, in the order `ayuda` lists them.
    public let comandos: [Comando]
    /// Its part of the tour: what a person would type, with the narration. `--pantalla ID` runs it alone.
    public let recorrido: [PasoDelRecorrido]
    /// Steps that end the tour once every feature's part has run (closing what the part left
    /// open); with `--pantalla ID` they follow its own part.
    public let cierreDelRecorrido: [PasoDelRecorrido]
    /// What it keeps in files for as long as the app lives: the app tells their notices.
    public let archivos: [any ArchivoDeLaApp]
    /// What it adds to the screens of a match that other features own (the crónica of a match).
    public let anexosDelPartido: [AnexoDelPartido]
    /// The screens of one match it offers to the screens that list matches.
    public let enlacesDelPartido: [EnlaceDelPartido]
    /// The full-screen live view of a match, for the feature that plays matches; it is given every
    /// feature's annexes of a match, to show under the finished match.
    public let enVivo: (@MainActor (_ partidoId: Int, _ marcha: Marcha, _ anexos: [AnexoDelPartido]) -> any VistaEnVivo)?
    /// How the sample server answers the paths its Data uses: given by its wiring, which sees Data
    /// (``con(respuestasDeEjemplo:)``).
    public let respuestasDeEjemplo: [RespuestaDeEjemplo]
    /// Its tabs and pushed screens in the SwiftUI app.
    public let vistas: VistasDeLaFuncionalidad

    public init(
        id: String, titulo: String, comandos: [Comando] = [], recorrido: [PasoDelRecorrido] = [],
        cierreDelRecorrido: [PasoDelRecorrido] = [], archivos: [any ArchivoDeLaApp] = [], anexosDelPartido: [AnexoDelPartido] = [],
        enlacesDelPartido: [EnlaceDelPartido] = [],
        enVivo: (@MainActor (_ partidoId: Int, _ marcha: Marcha, _ anexos: [AnexoDelPartido]) -> any VistaEnVivo)? = nil,
        respuestasDeEjemplo: [RespuestaDeEjemplo] = [], vistas: VistasDeLaFuncionalidad = VistasDeLaFuncionalidad()
    ) {
        self.id = id
        self.titulo = titulo
        self.comandos = comandos
        self.recorrido = recorrido
        self.cierreDelRecorrido = cierreDelRecorrido
        self.archivos = archivos
        self.anexosDelPartido = anexosDelPartido
        self.enlacesDelPartido = enlacesDelPartido
        self.enVivo = enVivo
        self.respuestasDeEjemplo = respuestasDeEjemplo
        self.vistas = vistas
    }

    /// The same registration, with how the sample server answers the paths its Data uses. Its wiring
    /// file adds them where it builds the registration: a feature's UI does not see its Data's paths.
    public func con(respuestasDeEjemplo: [RespuestaDeEjemplo]) -> Funcionalidad {
        Funcionalidad(
            id: id, titulo: titulo, comandos: comandos, recorrido: recorrido, cierreDelRecorrido: cierreDelRecorrido, archivos: archivos,
            anexosDelPartido: anexosDelPartido, enlacesDelPartido: enlacesDelPartido, enVivo: enVivo,
            respuestasDeEjemplo: self.respuestasDeEjemplo + respuestasDeEjemplo, vistas: vistas)
    }
}
