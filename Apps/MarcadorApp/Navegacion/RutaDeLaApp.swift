public import Marcador
public import Presentacion

/// The navigation stack of one tab: the screens pushed on its root, in order, and what a tap on the
/// bar of the match in play does to it (the bar is under every tab, and opens the match in the tab
/// the person is on).
public struct RutaDeLaApp: Equatable, Sendable {
    public var destinos: [Destino]

    public init(destinos: [Destino] = []) {
        self.destinos = destinos
    }

    /// The screen on top; nil on the tab's root.
    public var arriba: Destino? { destinos.last }

    /// A tap on the bar: its match's screen is pushed, unless that screen is already on top (a
    /// second copy of the screen the person is looking at would only need a second "back"); closing
    /// removes the finished match, which `PartidoEnJuego` allows only after the final whistle.
    @MainActor
    public mutating func atender(_ accion: AccionDeLaBarra, partidoEnJuego: PartidoEnJuego) {
        switch accion {
        case let .abrirPartido(id):
            guard arriba != .partido(id) else { return }
            destinos.append(.partido(id))
        case .cerrar:
            partidoEnJuego.cerrar()
        }
    }
}
