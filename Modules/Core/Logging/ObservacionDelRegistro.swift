/// Keeps an observer of `Registro` listening: cancel it, or let it go, to stop.
public final class ObservacionDelRegistro: Sendable {
    private let identificador: Int

    init(identificador: Int) {
        self.identificador = identificador
    }

    /// Stops observing; cancelling twice does nothing more.
    public func cancelar() {
        Registro.dejarDeObservar(identificador)
    }

    deinit {
        cancelar()
    }
}
