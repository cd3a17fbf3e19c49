/// An expected failure that explains itself to a person, in Spanish: what every feature's error
/// (`ErrorDe<Feature>`) adopts, so a screen shows any refusal the same way. In Domain, beside
/// ``ErrorDeRed``, so every layer of every feature may use it.
///
/// `AlmacenJSON` quotes `mensaje` as the reason when it moves a file aside, so any module's error
/// (a format's own "newer version" error, for instance) reads well in that report once it adopts this.
public protocol ErrorConMensaje: Error {
    /// One Spanish line: what went wrong and what to do.
    var mensaje: String { get }
}
