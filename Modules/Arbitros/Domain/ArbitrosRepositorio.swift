/// Where the referees come from and where they are kept, as the use cases see it. It fetches and
/// saves; the rules of a refresh are ``RefrescarArbitros``'. One instance is shared by the whole app
/// (`AnyObject`), so a list saved from one screen shows on every other; `@MainActor` because screens
/// observe it.
@MainActor
public protocol ArbitrosRepositorio: AnyObject {
    /// The last list kept: the saved one at start, then each one given to `guardar(_:)`.
    var arbitros: [Arbitro] { get }
    /// Why the last list could not be saved (it is shown, but not on disk), if so.
    var aviso: String? { get }

    /// Asks the server for its list; changes nothing here.
    func descargar() async throws(ErrorDeArbitros) -> [Arbitro]
    /// Keeps `arbitros` as the list: shown at once, saved for next time. A list that cannot be saved
    /// is still kept in memory, and `aviso` says why it is not on disk.
    func guardar(_ arbitros: [Arbitro])
}
