public import Presentacion

/// A console for commands under test: records the narration and every screen shown, as lines.
@MainActor
public final class SesionDeComandosEspia: SesionDeComandos {
    public let marcha: Marcha
    public private(set) var notas: [String] = []
    /// Each screen as it was shown, in order.
    public private(set) var mostradas: [[String]] = []
    private var abierta: PantallaDeTexto?

    /// A clock the test steps (0 ms a minute), unless told otherwise.
    public init(marcha: Marcha = Marcha(msPorMinuto: 0, pasoAPaso: true)) {
        self.marcha = marcha
    }

    public func abrir(_ pantalla: PantallaDeTexto) {
        abierta = pantalla
        mostrar()
    }

    public func abierta<ViewModel: AnyObject>(_ tipo: ViewModel.Type) -> ViewModel? {
        abierta?.viewModel as? ViewModel
    }

    public func mostrar() {
        mostradas.append(abierta?.lineas() ?? [])
    }

    public func nota(_ texto: String) {
        notas.append(texto)
    }
}
