import Core

/// Where match reports are published. Stateless and `Sendable`: publishing is one request.
public protocol CronicasRepositorio: Sendable {
    /// Publishes the report and returns the number the server gave it; `red` or `cancelada` when the
    /// server gave no usable answer.
    func publicar(_ cronica: Cronica) async throws(ErrorDeCronica) -> Int
}
