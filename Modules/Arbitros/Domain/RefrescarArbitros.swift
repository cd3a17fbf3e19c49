import Core
import Foundation
import Observation

/// Refreshes the referees from the server and keeps the answer. The rules:
/// - one refresh at a time in the whole app: a second one is refused while the first runs, so two
///   answers never race;
/// - none within ``segundosEntreRefrescos`` of the last one that reached the server (a failed one
///   does not count), on the time of the `date` dependency;
/// - an empty answer never erases a known list: a server that lost its data, or answered a
///   different API, must not wipe what the person has.
///
/// A refused or failed refresh changes nothing. Copies share their state (the refresh under way, the
/// last one that reached the server): build one for the app and hand it to every screen.
@MainActor
public struct RefrescarArbitros {
    /// The least time, in seconds, between two refreshes that reach the server.
    public nonisolated static let segundosEntreRefrescos = 60

    private let repositorio: any ArbitrosRepositorio
    private let estado = EstadoDelRefresco()
    @Dependency(\.date.now) private var ahora

    /// `repositorio`: where the list comes from and is kept.
    public init(repositorio: any ArbitrosRepositorio) {
        self.repositorio = repositorio
    }

    /// Whether a refresh is under way, on any screen. Observable.
    public var enCurso: Bool { estado.enCurso }

    /// Asks the server for the list and keeps it; returns the list kept, or why nothing changed.
    public func callAsFunction() async -> Result<[Arbitro], ErrorDeArbitros> {
        guard !estado.enCurso else { return .failure(.yaSeEstaRefrescando) }
        if let ultimo = estado.ultimoQueLlegoAlServidor {
            let pasados = ahora.timeIntervalSince(ultimo)
            // A clock set back does not lock refreshes out.
            if pasados >= 0, pasados < TimeInterval(Self.segundosEntreRefrescos) {
                return .failure(.demasiadoPronto(segundos: Int(pasados)))
            }
        }
        estado.enCurso = true
        defer { estado.enCurso = false }
        let nuevos: [Arbitro]
        do {
            nuevos = try await repositorio.descargar()
        } catch {
            return .failure(error)
        }
        if nuevos.isEmpty, !repositorio.arbitros.isEmpty { return .failure(.respuestaVacia) }
        repositorio.guardar(nuevos)
        estado.ultimoQueLlegoAlServidor = ahora
        return .success(nuevos)
    }
}

/// What every copy of one ``RefrescarArbitros`` shares.
@MainActor
@Observable
private final class EstadoDelRefresco {
    var enCurso = false
    /// When the last refresh that succeeded got its answer.
    var ultimoQueLlegoAlServidor: Date?
}
