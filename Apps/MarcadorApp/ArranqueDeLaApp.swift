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
    /// The in-process service when no real server was chosen, so a tour can switch it offline.
    public let servicioDeEjemplo: ServicioDeEjemplo?
    /// Where the data is kept; `nil` keeps everything in memory.
    public let carpeta: URL?
    /// Started with no network at all (`--sin-red`).
    let sinRed: Bool

    /// `servidor` picks a real JSONPlaceholder-style server; without it, the sample service answers
    /// in process (offline with `configuracion.sinRed`). `ajustes` says where the settings are kept
    /// (the demo's file, the SwiftUI app's `@AppStorage`). `notificador` is where goal notices go.
    /// With `configuracion.reiniciarDatos` every file a feature keeps in `carpeta` starts over: each
    /// is removed before its store first reads it (``CarpetaDeArchivos``).
    @MainActor
    public static func arrancar(
        configuracion: Configuracion, carpeta: URL?, ajustes: LugarDeLosAjustes, servidor: URL?, notificador: any Notificador
    ) throws(ErrorDeArranque) -> ArranqueDeLaApp {
        let servicio: any ServicioDelTorneo
        let servicioDeEjemplo: ServicioDeEjemplo?
        if let servidor {
            let sesion = URLSession(configuration: ServicioJSONPlaceholder.sinCache(.ephemeral))
            servicio = ServicioJSONPlaceholder(
                urlBase: servidor, sesion: sesion, tiempoMaximo: configuracion.tiempoMaximoDeRed)
            servicioDeEjemplo = nil
        } else {
            let ejemplo = ServicioDeEjemplo(sinConexion: configuracion.sinRed)
            servicio = ejemplo
            servicioDeEjemplo = ejemplo
        }
        let contenedor = ContenedorDeLaApp(
            servicio: servicio, carpeta: carpeta.map { CarpetaDeArchivos($0, empezarDeCero: configuracion.reiniciarDatos) },
            ajustes: ajustes, notificador: notificador)
        if let fallo = contenedor.fallosAlEmpezarDeCero.first {
            throw .noSePudoReiniciar(fallo)
        }
        contenedor.ajustes.msPorMinuto = configuracion.msPorMinuto
        return ArranqueDeLaApp(
            contenedor: contenedor, servicioDeEjemplo: servicioDeEjemplo, carpeta: carpeta, sinRed: configuracion.sinRed)
    }

    /// The app's registrations, plus the network of the sample service (`red no`, `red si`) that a
    /// tour or a person cuts and restores at the console; there is none to cut with a real server or
    /// after `--sin-red`.
    @MainActor
    public func funcionalidades() throws(ErrorDeRegistro) -> Funcionalidades {
        try contenedor.funcionalidades(ademas: sinRed ? [] : servicioDeEjemplo.map { [Self.red(de: $0)] } ?? [])
    }

    @MainActor
    private static func red(de servicio: ServicioDeEjemplo) -> Funcionalidad {
        let comando = Comando("red", argumentos: "no|si", cuantos: 1...1, ayuda: "corta o devuelve la red del servicio de ejemplo") {
            palabras, sesion throws(ErrorDeComando) in
            switch palabras[0].lowercased() {
            case "no":
                servicio.sinConexion = true
                sesion.nota("Red cortada: el servicio de ejemplo no contesta hasta 'red si'.")
            case "si", "sí":
                servicio.sinConexion = false
                sesion.nota("Red devuelta: el servicio de ejemplo vuelve a contestar.")
            default: throw .pista("Escribe 'red no' para cortar la red o 'red si' para devolverla.")
            }
            return true
        }
        return Funcionalidad(id: "red", titulo: "Red", comandos: [comando])
    }
}

public enum ErrorDeArranque: Error, Equatable, ErrorConMensaje {
    case noSePudoReiniciar(String)

    public var mensaje: String {
        switch self {
        case let .noSePudoReiniciar(motivo): "No se pudieron borrar los datos guardados: \(motivo)"
        }
    }
}
