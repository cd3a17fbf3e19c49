/// A value made on each call, for a dependency that hands out a new one every time it is read:
/// ``GeneradorDeFechas`` (the time) and ``GeneradorDeUUID`` (identifiers). Call it, `uuid()`.
public struct Generador<Valor: Sendable>: Sendable {
    private let generar: @Sendable () -> Valor

    public init(_ generar: @escaping @Sendable () -> Valor) {
        self.generar = generar
    }

    public func callAsFunction() -> Valor {
        generar()
    }

    /// Always the same value.
    public static func constante(_ valor: Valor) -> Generador {
        Generador { valor }
    }
}
