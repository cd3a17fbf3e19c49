import Foundation

/// A player: a value, so two players with the same name and dorsal are the same player.
public struct Jugador: Hashable, Sendable {
    public static let dorsalesValidos = 1...99
    public static let longitudMaximaDelNombre = 40

    public let nombre: String
    public let dorsal: Int?

    /// The name is trimmed; it may not be empty nor longer than 40 characters, and a dorsal must be
    /// within 1…99.
    public init(nombre: String, dorsal: Int? = nil) throws(ErrorDelTorneo) {
        let nombre = nombre.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !nombre.isEmpty else { throw .nombreDeJugadorVacio }
        guard nombre.count <= Self.longitudMaximaDelNombre else {
            throw .nombreDeJugadorDemasiadoLargo(maximo: Self.longitudMaximaDelNombre)
        }
        if let dorsal, !Self.dorsalesValidos.contains(dorsal) { throw .dorsalFueraDeRango(dorsal) }
        self.nombre = nombre
        self.dorsal = dorsal
    }
}

extension Jugador {
    /// Two names are the same in a roster when they differ only in case or accents: "Ána", "ana"
    /// and "Ana" share this key.
    static func clave(_ nombre: String) -> String {
        // Most names are plain ASCII, whose fold is lowercasing alone, at a fraction of the cost of
        // Foundation's fold; every roster change and every load makes the key of each player.
        if nombre.utf8.allSatisfy({ $0 < 0x80 }) { return nombre.lowercased() }
        return nombre.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

extension Jugador: CustomStringConvertible {
    /// "Ana #9", or just "Luis" without a dorsal.
    public var description: String {
        dorsal.map { "\(nombre) #\($0)" } ?? nombre
    }
}
