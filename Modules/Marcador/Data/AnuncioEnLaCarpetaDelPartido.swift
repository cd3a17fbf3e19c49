import Core
public import Foundation
public import Partidos

/// The match in play announced in the data folder, as `partido-en-juego.json`: the match and its
/// minute, held by the process that plays it for as long as it lives (a killed process's file is
/// recognised as stale at once).
public struct AnuncioEnLaCarpetaDelPartido: AnuncioDelPartidoEnJuego {
    public static let nombreDelArchivo = "partido-en-juego.json"

    /// What the file holds.
    struct Marca: Codable, Equatable, Sendable {
        let partidoId: Int
        let minuto: Int
    }

    private let anuncio: AnuncioEnLaCarpeta<Marca>

    public init(carpeta: URL) {
        anuncio = AnuncioEnLaCarpeta(archivo: carpeta.appending(path: Self.nombreDelArchivo))
    }

    public func deOtroProceso() -> MinutoEnJuego? {
        anuncio.deOtroProceso().map { MinutoEnJuego(partidoId: $0.partidoId, minuto: $0.minuto) }
    }

    public func anunciar(_ enJuego: MinutoEnJuego) throws(ErrorDeMarcador) {
        do {
            try anuncio.anunciar(Marca(partidoId: enJuego.partidoId, minuto: enJuego.minuto))
        } catch {
            switch error {
            case let .otroProceso(otro): throw .seJuegaEnOtroProceso(MinutoEnJuego(partidoId: otro.partidoId, minuto: otro.minuto))
            case let .noSePudoEscribir(motivo): throw .noSePudoAnunciar(motivo)
            }
        }
    }

    public func retirar() {
        anuncio.retirar()
    }
}
