/// Where Clasificacion keeps its names. Data implements it over a file; the app keeps one for as long as
/// it lives, so every screen reads the same names.
@MainActor
public protocol ClasificacionRepositorio: AnyObject {
    /// The names as last saved.
    var nombres: [String] { get }
    /// Keeps the names given; when they cannot be saved it throws `noSeGuardo` and nothing changes.
    func guardar(_ nombres: [String]) throws(ErrorDeClasificacion)
}
