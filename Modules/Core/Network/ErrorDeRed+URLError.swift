import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ErrorDeRed {
    /// What a failed `URLSession` call means to the person waiting for it.
    init(traduciendo error: any Error) {
        if error is CancellationError {
            self = .cancelado
            return
        }
        guard let error = error as? URLError else {
            self = .sinConexion
            return
        }
        switch error.code {
        case .timedOut:
            self = .tiempoAgotado
        case .cancelled:
            self = .cancelado
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            self = .respuestaIlegible
        default:
            // Not connected, host not found or unreachable, connection lost, TLS failures…: no answer came back.
            self = .sinConexion
        }
    }
}
