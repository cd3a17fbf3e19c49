/// What `AlmacenJSON.cargar` found on disk.
public enum Carga<Valor> {
    /// There is no file yet: start from the defaults.
    case vacio
    case cargado(Valor)
    /// The file could not be used; it was kept aside rather than replaced.
    case apartado(ArchivoApartado)

    /// The loaded value, or `nil` when there was none.
    public var valor: Valor? {
        if case .cargado(let valor) = self { valor } else { nil }
    }
}

extension Carga: Sendable where Valor: Sendable {}
extension Carga: Equatable where Valor: Equatable {}
