/// Where a feature's commands run: the console's one open screen, its narration and how match time
/// passes. The demo's console is one; a test can be another.
@MainActor
public protocol SesionDeComandos: AnyObject {
    /// How match time passes here: a clock the console steps, or the real one.
    var marcha: Marcha { get }
    /// Makes `pantalla` the open screen (the previous one is released) and shows it.
    func abrir(_ pantalla: PantallaDeTexto)
    /// The open screen's ViewModel, when it is a `ViewModel`.
    func abierta<ViewModel: AnyObject>(_ tipo: ViewModel.Type) -> ViewModel?
    /// Shows the open screen again, as it stands now (or only the bar, with none open).
    func mostrar()
    /// A line of narration: what happens next, or what the person must know.
    func nota(_ texto: String)
}

/// A screen at the console: its ViewModel, kept for as long as the screen is open, and its text twin.
@MainActor
public struct PantallaDeTexto {
    public let viewModel: AnyObject
    /// The screen as lines of text, read from its ViewModel each time it is shown; the first is its title.
    public let lineas: @MainActor () -> [String]

    public init<ViewModel: AnyObject>(_ viewModel: ViewModel, lineas: @escaping @MainActor (ViewModel) -> [String]) {
        self.viewModel = viewModel
        self.lineas = { lineas(viewModel) }
    }
}
