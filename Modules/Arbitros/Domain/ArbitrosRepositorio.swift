public import Core

/// Where the referees come from, as the screens see it. One instance is shared by the whole app
/// (`AnyObject`), so a refresh on one screen shows on every other; `@MainActor` because screens
/// observe it.
@MainActor
public protocol ArbitrosRepositorio: AnyObject {
    /// The last list known: the saved one at start, the server's after a refresh.
    var arbitros: [Arbitro] { get }
    /// Why the last list could not be saved (it is shown, but not on disk), if so.
    var aviso: String? { get }

    /// Asks the server for the list, saves it and shows it. On failure the list stays as it was; an
    /// empty answer is a failure too (`respuestaVacia`) while a list is known.
    func refrescar() async throws(ErrorDeRed)
}
