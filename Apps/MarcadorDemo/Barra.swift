import Marcador

/// The one-line bar of the match in play (or just finished), read from the app's one `PartidoEnJuego`;
/// gone once the match is closed.
enum Barra {
    @MainActor
    static func texto(de partidoEnJuego: PartidoEnJuego) -> String? {
        EstadoDeLaBarra(partidoEnJuego)?.texto
    }
}
