public import Core
public import Foundation
public import Presentacion

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's root (what `MarcadorApp.swift` is in an iOS app): applies the launch configuration, picks
/// the service and the stores, and builds the one container.
public struct ArranqueDeLaApp {
    public let contenedor: ContenedorDeLaApp
    /// Every registration, checked once here: what the shell shows (tabs, commands, the tour).
    public let funcionalidades: Funcionalidades
    /// Where the data is kept; `nil` keeps everything in memory.
    public let carpeta: URL?

    /// `servidor` picks a real JSONPlaceholder-style server; without it, the sample service answers
    /// in process (offline with `configuracion.sinRed`). `ajustes` says where the settings are kept
    /// (the demo's file, the SwiftUI app's `@AppStorage`). `notificador` is where goal notices go.
    /// With `configuracion.reiniciarDatos` every file a feature keeps in `carpeta` starts over: each
    /// is removed before its store first reads it (`CarpetaDeArchivos`).
    @MainActor
    public static func arrancar(
        configuracion: Configuracion, carpeta: URL?, ajustes: LugarDeLosAjustes, servidor: URL?, notificador: any Notificador
    ) throws(ErrorDeArranque) -> ArranqueDeLaApp {
        let elegido: ServidorDeLaApp
        if let servidor {
            let sesion = URLSession(configuration: ServicioJSONPlaceholder.sinCache(.ephemeral))
            elegido = .otro(ServicioJSONPlaceholder(urlBase: servidor, sesion: sesion, tiempoMaximo: configuracion.tiempoMaximoDeRed))
        } else {
            elegido = .deEjemplo(ServicioDeEjemplo(sinConexion: configuracion.sinRed))
        }
        let contenedor = ContenedorDeLaApp(
            servidor: elegido, carpeta: carpeta.map { CarpetaDeArchivos($0, empezarDeCero: configuracion.reiniciarDatos) },
            ajustes: ajustes, notificador: notificador)
        if let fallo = contenedor.fallosAlEmpezarDeCero.first {
            throw .noSePudoReiniciar(fallo)
        }
        let funcionalidades: Funcionalidades
        do {
            funcionalidades = try contenedor.funcionalidades()
        } catch {
            throw .registro(error)
        }
        contenedor.ajustes.msPorMinuto = configuracion.msPorMinuto
        return ArranqueDeLaApp(contenedor: contenedor, funcionalidades: funcionalidades, carpeta: carpeta)
    }
}

public enum ErrorDeArranque: Error, Equatable, ErrorConMensaje {
    case noSePudoReiniciar(String)
    /// Two registrations would fight over what a person types: a mistake in the app's wiring.
    case registro(ErrorDeRegistro)

    public var mensaje: String {
        switch self {
        case let .noSePudoReiniciar(motivo): "No se pudieron borrar los datos guardados: \(motivo)"
        case let .registro(error): "Marcador no puede arrancar: \(error.mensaje)"
        }
    }
}
