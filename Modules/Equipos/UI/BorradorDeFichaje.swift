/// The signing form as the person fills it in: the team, the name and the optional dorsal. The
/// ViewModel keeps it, so the rule that clears it (only after a player joined) lives in one place.
public struct BorradorDeFichaje: Equatable, Sendable {
    public var equipo: String?
    public var nombre: String
    public var dorsal: Int?

    public init(equipo: String? = nil, nombre: String = "", dorsal: Int? = nil) {
        self.equipo = equipo
        self.nombre = nombre
        self.dorsal = dorsal
    }
}
