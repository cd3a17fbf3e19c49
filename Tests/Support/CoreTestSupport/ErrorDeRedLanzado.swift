public import Core

/// The `ErrorDeRed` an operation throws, or nil when it succeeds:
/// `#expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)`.
public func errorDeRed<Valor>(_ operacion: @autoclosure () async throws(ErrorDeRed) -> Valor) async -> ErrorDeRed? {
    do {
        _ = try await operacion()
        return nil
    } catch {
        return error
    }
}
