#if canImport(SwiftUI)
    import Core
    import Observation

    /// The referees of this feature's previews: a list in memory and a refresh whose answer the
    /// preview chooses. Never the network, never the disk.
    @MainActor
    @Observable
    final class ArbitrosDeMuestra: ArbitrosRepositorio {
        enum Respuesta {
            /// The server's list, at once.
            case lista([Arbitro])
            case fallo(ErrorDeRed)
            /// No answer ever (it waits on a clock nobody moves): the screen stays refreshing.
            case ninguna
        }

        static let arbitrosDeMuestra = [
            Arbitro(id: 1, nombre: "Leanne Graham", ciudad: "Gwenborough"),
            Arbitro(id: 2, nombre: "Ervin Howell", ciudad: "Wisokyburgh"),
            Arbitro(id: 3, nombre: "Clementine Bauch", ciudad: "McKenziehaven"),
        ]

        private(set) var arbitros: [Arbitro]
        let aviso: String?
        @ObservationIgnored private let respuesta: Respuesta

        init(guardados: [Arbitro] = [], aviso: String? = nil, respuesta: Respuesta = .lista(arbitrosDeMuestra)) {
            arbitros = guardados
            self.aviso = aviso
            self.respuesta = respuesta
        }

        func refrescar() async throws(ErrorDeRed) {
            switch respuesta {
            case let .lista(nuevos):
                arbitros = nuevos
            case let .fallo(error):
                throw error
            case .ninguna:
                // A clock nobody moves: the answer never comes, until the preview goes away.
                do {
                    try await RelojDePrueba().sleep(for: .seconds(1))
                } catch {
                    throw .cancelado
                }
            }
        }
    }
#endif
