#if canImport(SwiftUI)
    import Core

    /// Where this feature's previews publish: an answer the preview chooses, never the network.
    struct CronicasDeMuestra: CronicasRepositorio {
        enum Respuesta {
            /// Published at once with this number.
            case publicada(Int)
            case fallo(ErrorDeRed)
            /// No answer ever (it waits on a clock nobody moves): the screen stays publishing.
            case ninguna
        }

        let respuesta: Respuesta

        func publicar(_ cronica: Cronica) async throws(ErrorDeRed) -> Int {
            switch respuesta {
            case let .publicada(id):
                return id
            case let .fallo(error):
                throw error
            case .ninguna:
                // A clock nobody moves: the answer never comes, until the preview goes away.
                do {
                    try await RelojDePrueba().sleep(for: .seconds(1))
                } catch {
                    throw .cancelado
                }
                throw .tiempoAgotado
            }
        }
    }
#endif
