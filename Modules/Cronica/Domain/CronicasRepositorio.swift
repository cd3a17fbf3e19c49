public import Core

/// Where match reports are published. Stateless and `Sendable`: publishing is one request.
public protocol CronicasRepositorio: Sendable {
    /// Publishes the report and returns the number the server gave it.
    func publicar(_ cronica: Cronica) async throws(ErrorDeRed) -> Int
}
