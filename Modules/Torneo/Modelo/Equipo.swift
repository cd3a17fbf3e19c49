import Foundation

/// A team. A reference type whose equality is identity: counting a team's goals compares teams, so a
/// new `Equipo` with the same name is a different team. Immutable, hence `Sendable`: a roster change
/// makes a new team (see `Torneo.fichando(_:en:)`).
public final class Equipo: Hashable, Sendable {
    public let nombre: String
    public let plantilla: [Jugador]

    /// The name is trimmed and may not be empty; names (ignoring case and accents) and dorsals are
    /// unique within the roster. A repeated name is reported as the player who had it first.
    public init(nombre: String, plantilla: [Jugador] = []) throws(ErrorDelTorneo) {
        let nombre = nombre.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !nombre.isEmpty else { throw .nombreDeEquipoVacio }
        var nombres: [String: String] = [:]
        var dorsales = Set<Int>()
        for jugador in plantilla {
            let clave = Jugador.clave(jugador.nombre)
            if let primero = nombres[clave] { throw .jugadorRepetido(primero, equipo: nombre) }
            nombres[clave] = jugador.nombre
            if let dorsal = jugador.dorsal, !dorsales.insert(dorsal).inserted {
                throw .dorsalRepetido(dorsal, equipo: nombre)
            }
        }
        self.nombre = nombre
        self.plantilla = plantilla
    }

    public func jugador(llamado nombre: String) -> Jugador? {
        plantilla.first { $0.nombre == nombre }
    }

    public static func == (lhs: Equipo, rhs: Equipo) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Equipo: CustomStringConvertible {
    public var description: String { nombre }
}
