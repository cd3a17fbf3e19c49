import Foundation
public import Partidos
public import Torneo

/// Adds a player to a team of the tournament and saves it through the shared repository, so every
/// screen sees the new player and `RegistrarGol` counts them in the turn order.
/// `@MainActor` because the repository it writes to is.
@MainActor
public struct FicharJugador {
    public static let longitudMaximaDelNombre = 40

    private let repositorio: any PartidosRepositorio

    public init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    /// The team must exist; the name is trimmed, not empty, at most 40 characters and unique in the
    /// team ignoring case and accents; the dorsal, if any, is within 1…99 and unique in the team.
    /// On failure nothing changes.
    @discardableResult
    public func callAsFunction(equipo nombreDelEquipo: String, nombre: String, dorsal: Int?) throws(FalloAlFichar) -> Jugador {
        guard let equipo = repositorio.equipo(llamado: nombreDelEquipo) else {
            throw .noExisteElEquipo(nombreDelEquipo)
        }
        let nombre = nombre.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !nombre.isEmpty else { throw .nombreVacio }
        guard nombre.count <= Self.longitudMaximaDelNombre else {
            throw .nombreDemasiadoLargo(maximo: Self.longitudMaximaDelNombre)
        }
        if let repetido = equipo.plantilla.first(where: { Self.clave($0.nombre) == Self.clave(nombre) }) {
            throw .nombreRepetido(repetido.nombre, equipo: equipo.nombre)
        }
        if let dorsal {
            guard Jugador.dorsalesValidos.contains(dorsal) else { throw .dorsalFueraDeRango(dorsal) }
            guard !equipo.plantilla.contains(where: { $0.dorsal == dorsal }) else {
                throw .dorsalRepetido(dorsal, equipo: equipo.nombre)
            }
        }
        // Already validated above; the model's own checks still map to the same failures.
        let jugador: Jugador
        do {
            jugador = try Jugador(nombre: nombre, dorsal: dorsal)
        } catch {
            throw Self.fallo(por: error)
        }
        do {
            try repositorio.fichar(jugador, enEquipo: equipo.nombre)
        } catch {
            throw Self.fallo(por: error)
        }
        return jugador
    }

    /// "Ána", "ana" and "Ana" are the same name in a roster.
    private static func clave(_ nombre: String) -> String {
        nombre.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func fallo(por error: ErrorDePartidos) -> FalloAlFichar {
        switch error {
        case let .noExisteElEquipo(nombre): .noExisteElEquipo(nombre)
        case let .rechazado(error): fallo(por: error)
        case let .noSePudoGuardar(motivo): .noSePudoGuardar(motivo)
        case .noExisteElPartido: .noSePudoGuardar(error.mensaje)
        }
    }

    private static func fallo(por error: ErrorDelTorneo) -> FalloAlFichar {
        switch error {
        case .nombreDeJugadorVacio: .nombreVacio
        case let .dorsalFueraDeRango(dorsal): .dorsalFueraDeRango(dorsal)
        case let .dorsalRepetido(dorsal, equipo): .dorsalRepetido(dorsal, equipo: equipo)
        case let .jugadorRepetido(nombre, equipo): .nombreRepetido(nombre, equipo: equipo)
        case let .equipoFueraDelTorneo(nombre): .noExisteElEquipo(nombre)
        default: .noSePudoGuardar(error.mensaje)
        }
    }
}
