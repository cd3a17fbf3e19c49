public import Torneo

/// A team as the Equipos screen lists it: "Rayo FC: Ana #9, Luis, Marta #1".
public struct FilaDeEquipo: Equatable, Sendable, Identifiable {
    public static let sinJugadores = "Sin jugadores"

    public let nombre: String
    /// Each player as "Ana #9", or just "Luis" without a dorsal, in roster order.
    public let jugadores: [String]

    public var id: String { nombre }

    public init(nombre: String, jugadores: [String]) {
        self.nombre = nombre
        self.jugadores = jugadores
    }

    public init(_ equipo: Equipo) {
        self.init(nombre: equipo.nombre, jugadores: equipo.plantilla.map(\.description))
    }

    /// "Sin jugadores" in place of an empty roster; nil when the team has players.
    public var enLugarDeLaPlantilla: String? { jugadores.isEmpty ? Self.sinJugadores : nil }

    /// "Rayo FC: Ana #9, Luis, Marta #1", or "Osos: sin jugadores".
    public var texto: String {
        "\(nombre): \(enLugarDeLaPlantilla?.lowercased() ?? jugadores.joined(separator: ", "))"
    }
}
