/// The dependency values in effect: a plain value indexed by key types (never by strings), holding
/// the overrides set explicitly and sharing a cache of the default values already computed.
///
/// Read a dependency through a computed property that names its key, as the catalog does:
///
/// ```swift
/// extension DependencyValues {
///     public var uuid: GeneradorDeUUID {
///         get { self[ClaveDeUUID.self] }
///         set { self[ClaveDeUUID.self] = newValue }
///     }
/// }
/// ```
///
/// A key that is not overridden gives its live, test or preview value according to `context`; that
/// value is computed once per key and context and kept in the cache, so an incrementing generator
/// keeps counting. Copies share the cache; a fresh `DependencyValues()` starts with an empty one.
public struct DependencyValues: Sendable {
    /// The values in effect for the running task; `withDependencies` binds a changed copy.
    @TaskLocal static var actual = DependencyValues()

    private var sobrescritos: [ObjectIdentifier: any Sendable] = [:]
    private var cache = CacheDeDependencias()

    /// Values with no overrides and an empty cache.
    public init() {}

    public subscript<Clave: DependencyKey>(clave: Clave.Type) -> Clave.Value {
        get {
            if let sobrescrito = sobrescritos[ObjectIdentifier(clave)] {
                guard let valor = sobrescrito as? Clave.Value else {
                    preconditionFailure("The override for \(Clave.self) holds a \(type(of: sobrescrito)).")
                }
                return valor
            }
            return cache.valor(de: clave, en: context)
        }
        set {
            sobrescritos[ObjectIdentifier(clave)] = newValue
        }
    }

    /// The context that chooses each key's value: an explicit override, or the one detected for this
    /// process (see ``DependencyContext/detectado``). Being itself a dependency, it can be overridden,
    /// for example to check live values inside one test.
    public var context: DependencyContext {
        get { sobrescritos[ObjectIdentifier(ClaveDeContexto.self)] as? DependencyContext ?? .detectado }
        set { sobrescritos[ObjectIdentifier(ClaveDeContexto.self)] = newValue }
    }

    /// Gives these values a new, empty cache and keeps their overrides, so nothing computed before
    /// (a counter, a generator) is shared with what comes after.
    public mutating func reiniciarCache() {
        cache = CacheDeDependencias()
    }

    /// These values as the base, with `encima`'s explicit overrides winning; the cache stays the base's.
    func fusionando(_ encima: DependencyValues) -> DependencyValues {
        var fusion = self
        fusion.sobrescritos.merge(encima.sobrescritos) { _, deEncima in deEncima }
        return fusion
    }
}

/// Only a marker for the context override; the context is never computed through the cache.
private enum ClaveDeContexto {}
