/// The default values already computed, one per key and context, shared by copies of the same
/// `DependencyValues`.
final class CacheDeDependencias: Sendable {
    private struct Entrada: Hashable {
        let clave: ObjectIdentifier
        let contexto: DependencyContext
    }

    private let valores = Cerrojo<[Entrada: any Sendable]>([:])

    func valor<Clave: DependencyKey>(de clave: Clave.Type, en contexto: DependencyContext) -> Clave.Value {
        let entrada = Entrada(clave: ObjectIdentifier(clave), contexto: contexto)
        if let guardado = valores.withLock({ $0[entrada] }) as? Clave.Value {
            return guardado
        }
        // Computed outside the lock: a default value may itself read other dependencies.
        let calculado: Clave.Value =
            switch contexto {
            case .live: Clave.liveValue
            case .preview: Clave.previewValue
            case .test: Clave.testValue
            }
        // If another task got there first, everyone keeps that one value.
        return valores.withLock { valores in
            if let ganador = valores[entrada] as? Clave.Value {
                return ganador
            }
            valores[entrada] = calculado
            return calculado
        }
    }
}
