/// What a feature adds to the screens of a match that another feature owns: the crónica under a
/// finished match in the live view, a link on each row of the match list. The feature that owns the
/// screen shows every registered annex without knowing whose it is.
@MainActor
public struct AnexoDelPartido {
    /// "Crónica".
    public let titulo: String
    /// The annex of match `partidoId`, made when a screen shows it and released with it.
    public let crear: @MainActor (_ partidoId: Int) -> any PanelDelPartido

    public init(titulo: String, crear: @escaping @MainActor (_ partidoId: Int) -> any PanelDelPartido) {
        self.titulo = titulo
        self.crear = crear
    }
}

/// An annex on a finished match's screen: lines under the goals and, at most, one thing to do.
@MainActor
public protocol PanelDelPartido: AnyObject {
    /// Under the goals of the live view.
    var lineas: [String] { get }
    /// The key that does something now and its help ("publicar la crónica"); `nil` when nothing is left to do.
    var accion: (tecla: Character, texto: String)? { get }
    func actuar() async
    /// The annex as its own screen at the console.
    var pantalla: PantallaDeTexto { get }
}
