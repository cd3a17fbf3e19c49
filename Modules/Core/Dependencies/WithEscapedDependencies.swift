/// Captures the dependency values in effect so that work which escapes the current task (a callback,
/// a `Task.detached`, a completion handler) can run with them later.
///
/// ```swift
/// withEscapedDependencies { dependencias in
///     Task.detached {
///         dependencias.yield { guardar(con: Modelo()) }
///     }
/// }
/// ```
///
/// Inside `yield` the captured values are the base and the overrides of the scopes active where
/// `yield` runs win, the same rule as ``Dependency``.
public func withEscapedDependencies<Resultado, Fallo: Error>(
    _ operation: (DependencyValues.Continuation) throws(Fallo) -> Resultado
) throws(Fallo) -> Resultado {
    try operation(DependencyValues.Continuation(valores: DependencyValues.actual))
}

/// The asynchronous form of ``withEscapedDependencies(_:)``, run on the caller's actor.
public func withEscapedDependencies<Resultado, Fallo: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: (DependencyValues.Continuation) async throws(Fallo) -> Resultado
) async throws(Fallo) -> Resultado {
    try await operation(DependencyValues.Continuation(valores: DependencyValues.actual))
}

extension DependencyValues {
    /// Dependency values carried out of their scope by ``withEscapedDependencies(_:)``.
    public struct Continuation: Sendable {
        let valores: DependencyValues

        /// Runs `operation` with the carried values.
        @discardableResult
        public func yield<Resultado, Fallo: Error>(
            _ operation: () throws(Fallo) -> Resultado
        ) throws(Fallo) -> Resultado {
            try withDependencies(ponerEncima, operation: operation)
        }

        /// Runs asynchronous `operation` with the carried values, on the caller's actor.
        @discardableResult
        public func yield<Resultado, Fallo: Error>(
            isolation: isolated (any Actor)? = #isolation,
            _ operation: () async throws(Fallo) -> Resultado
        ) async throws(Fallo) -> Resultado {
            try await withDependencies(isolation: isolation, ponerEncima, operation: operation)
        }

        /// The carried values as the base, with the overrides in effect where `yield` runs on top.
        private func ponerEncima(_ actuales: inout DependencyValues) {
            actuales = valores.fusionando(actuales)
        }
    }
}
