/// Runs `operation` with the current dependency values changed by `actualizar`, and only there: the
/// values are bound to the running task, so `Task {}`, `async let` and task groups started inside see
/// them, and they end with the scope. Scopes nest: the inner override wins, the outer comes back.
///
/// Owners that hold `@Dependency` properties must be built inside the scope to capture its values.
@discardableResult
public func withDependencies<Resultado, Fallo: Error>(
    _ actualizar: (inout DependencyValues) -> Void,
    operation: () throws(Fallo) -> Resultado
) throws(Fallo) -> Resultado {
    var valores = DependencyValues.actual
    actualizar(&valores)
    // Task-local scopes rethrow untyped; carrying a Result keeps the caller's error type.
    let resultado: Result<Resultado, Fallo> = DependencyValues.$actual.withValue(valores) {
        do throws(Fallo) {
            return .success(try operation())
        } catch {
            return .failure(error)
        }
    }
    return try resultado.get()
}

/// The asynchronous form of ``withDependencies(_:operation:)``. It runs `operation` on the caller's
/// actor (or none), so the closure need not be `Sendable` and may touch the caller's state.
@discardableResult
public func withDependencies<Resultado, Fallo: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ actualizar: (inout DependencyValues) -> Void,
    operation: () async throws(Fallo) -> Resultado
) async throws(Fallo) -> Resultado {
    var valores = DependencyValues.actual
    actualizar(&valores)
    let resultado: Result<Resultado, Fallo> = await DependencyValues.$actual.withValue(
        valores,
        operation: {
            do throws(Fallo) {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        },
        isolation: isolation
    )
    return try resultado.get()
}
