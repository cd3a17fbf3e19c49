#if canImport(SwiftUI)
    import Observation
    import Partidos
    import Torneo

    /// The tournament of this feature's previews: the sample teams in memory, changes kept in memory,
    /// never the disk. A copy of Partidos' own (`Modules/Partidos/UI/PartidosDeMuestra.swift`): a
    /// feature may use another feature's Domain, never its UI, so each feature keeps its copy.
    @MainActor
    @Observable
    final class PartidosDeMuestra: PartidosRepositorio {
        /// Match 1 is Rayo FC 2-1 Toros; match 2 has not been played.
        static let partidosDeMuestra = [Ejemplo.rayoContraToros, try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas)]

        var aviso: String?
        private var torneo: Torneo

        /// The sample is valid by construction; a bad preview fixture stops the preview at once.
        init(equipos: [Equipo] = Ejemplo.equipos, partidos: [Partido] = partidosDeMuestra, aviso: String? = nil) {
            torneo = try! Torneo(nombre: "Copa de muestra", equipos: equipos, partidos: partidos)
            self.aviso = aviso
        }

        var nombreDelTorneo: String { torneo.nombre }
        var equipos: [Equipo] { torneo.equipos }

        var partidos: [PartidoDeLista] {
            torneo.partidos.enumerated().map { PartidoDeLista(id: $0.offset + 1, partido: $0.element) }
        }

        func partido(id: Int) -> Partido? {
            partidos.first { $0.id == id }?.partido
        }

        func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
            guard let partido = partido(id: partidoId) else { throw .noExisteElPartido(partidoId) }
            do {
                torneo = try torneo.reemplazando(partido: partidoId - 1, por: try partido.registrando(gol))
            } catch {
                throw .rechazado(error)
            }
        }

        func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
            guard let equipo = torneo.equipo(llamado: nombre) else { throw .noExisteElEquipo(nombre) }
            do {
                torneo = try torneo.fichando(jugador, en: equipo)
            } catch {
                throw .rechazado(error)
            }
        }
    }
#endif
