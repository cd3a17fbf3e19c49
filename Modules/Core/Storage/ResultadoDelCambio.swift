/// What a change under the file's lock came to: written, or refused by the change itself (nothing
/// written) with the value on disk it was tried on.
public enum ResultadoDelCambio<Valor, Fallo: Error> {
    case hecho(Valor)
    case rechazado(Fallo, enDisco: Valor)

    /// What is on disk now, either way.
    public var enDisco: Valor {
        switch self {
        case let .hecho(valor), let .rechazado(_, valor): valor
        }
    }
}
