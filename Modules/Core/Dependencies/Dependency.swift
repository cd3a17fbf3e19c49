/// Declares that its owner needs a dependency: `@Dependency(\.uuid) var uuid`,
/// `@Dependency(\.date.now) var ahora`, `@Dependency(\.continuousClock) var reloj`.
///
/// What is read as a property is fixed when the owner is built: the wrapper keeps the dependency
/// values in effect at that moment (the scope around the owner's `init`), so changing an override
/// later does not reach an owner that already exists. Build the owner inside the `withDependencies`
/// scope (or the test trait) whose values it should use.
///
/// Reading merges, with one precise rule: the values captured at construction are the base, and the
/// overrides set explicitly by the `withDependencies` scopes active where the read happens (the
/// task-local values of the reading task) win over it, key by key. Keys that no active scope overrides
/// keep the captured value, including the captured context and the captured cache. So an override
/// applied after the owner was built changes what it reads only while a scope holding that override
/// encloses the read; once that scope has ended, or from code outside it, the owner sees what it
/// captured.
///
/// In an `@Observable` class mark it `@ObservationIgnored`: it is not observable state.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let capturados: DependencyValues
    private let ruta: any KeyPath<DependencyValues, Value> & Sendable

    public init(_ ruta: any KeyPath<DependencyValues, Value> & Sendable) {
        self.capturados = DependencyValues.actual
        self.ruta = ruta
    }

    public var wrappedValue: Value {
        capturados.fusionando(DependencyValues.actual)[keyPath: ruta]
    }
}
