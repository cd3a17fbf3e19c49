public import Core

/// The tournament's server the app talks to, as the app's root chose it.
public enum ServidorDeLaApp {
    /// The in-process sample server: it answers each feature's paths as the feature registered, and
    /// a person may cut its network at the console (`red no`) unless it started without one.
    case deEjemplo(ServicioDeEjemplo)
    /// A server of its own (a real one, or what a test puts in its place): it answers as it is.
    case otro(any ServicioDelTorneo)

    /// Where every request goes.
    var servicio: any ServicioDelTorneo {
        switch self {
        case let .deEjemplo(ejemplo): ejemplo
        case let .otro(servicio): servicio
        }
    }
}
