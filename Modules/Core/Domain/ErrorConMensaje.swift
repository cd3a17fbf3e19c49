/// An expected failure that explains itself to a person, in Spanish: every feature's error adopts it,
/// so it sits in Domain, where a feature's Domain may use it.
///
/// `AlmacenJSON` quotes `mensaje` as the reason when it moves a file aside, so any module's error
/// (a format's own "newer version" error, for instance) reads well in that report once it adopts this.
public protocol ErrorConMensaje: Error {
    var mensaje: String { get }
}
