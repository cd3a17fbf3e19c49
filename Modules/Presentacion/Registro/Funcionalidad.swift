public import Core

#if canImport(SwiftUI)
    public import SwiftUI
#endif

/// A feature's place in the app, declared by the feature itself: its name and title, its commands
/// at the console, its part of the scripted tour, the files it keeps for as long as the app lives,
/// and what it adds to other features' screens. The feature's UI builds it from the ViewModels its
/// wiring file in the App hands it; the App collects every feature's without a hand-kept list, and
/// the shells (the demo, the SwiftUI app) show what is collected and name no feature.
@MainActor
public struct Funcionalidad {
    /// What a person types to reach it: `--pantalla arbitros`. Lowercase, one word.
    public let id: String
    /// Its title on a tab or a help line: "Árbitros".
    public let titulo: String
    /// Its commands at the console, in the order `ayuda` lists them.
    public var comandos: [Comando]
    /// Its part of the tour: what a person would type, with the narration. `--pantalla ID` runs it alone.
    public var recorrido: [PasoDelRecorrido]
    /// Steps that end the tour once every feature's part has run (closing what the part left
    /// open); with `--pantalla ID` they follow its own part.
    public var cierreDelRecorrido: [PasoDelRecorrido]
    /// What it keeps in files for as long as the app lives: the app tells their notices.
    public var archivos: [any ArchivoDeLaApp]
    /// What it adds to the screens of a match that other features own (the crónica of a match).
    public var anexosDelPartido: [AnexoDelPartido]
    /// The full-screen live view of a match, for the feature that plays matches.
    public var enVivo: (@MainActor (_ partidoId: Int, _ marcha: Marcha) -> any VistaEnVivo)?
    /// The screens of one match it offers to the screens that list matches.
    public var enlacesDelPartido: [EnlaceDelPartido] = []
    /// How the sample server answers the paths its Data uses (set by its wiring, which sees Data).
    public var respuestasDeEjemplo: [RespuestaDeEjemplo] = []

    #if canImport(SwiftUI)
        /// Its tabs in the SwiftUI app, in order.
        public var pestanas: [Pestana] = []
        /// The screens it pushes onto a tab's stack, by the name a `Destino` gives.
        public var destinos: [String: @MainActor (Destino) -> AnyView] = [:]
    #endif

    public init(
        id: String, titulo: String, comandos: [Comando] = [], recorrido: [PasoDelRecorrido] = [],
        cierreDelRecorrido: [PasoDelRecorrido] = [], archivos: [any ArchivoDeLaApp] = [], anexosDelPartido: [AnexoDelPartido] = [],
        enVivo: (@MainActor (_ partidoId: Int, _ marcha: Marcha) -> any VistaEnVivo)? = nil
    ) {
        self.id = id
        self.titulo = titulo
        self.comandos = comandos
        self.recorrido = recorrido
        self.cierreDelRecorrido = cierreDelRecorrido
        self.archivos = archivos
        self.anexosDelPartido = anexosDelPartido
        self.enVivo = enVivo
    }
}
