/// Clasificacion's names in memory: the one stand-in for `ClasificacionRepositorio` that previews and tests
/// share. It records every save; with `guarda: false` it refuses them (nothing changes then).
@MainActor
public final class ClasificacionDeMuestra: ClasificacionRepositorio {
    /// The reason a refused save gives.
    public static let motivoSinGuardar = "el disco no admite más cambios"

    /// The names in memory, as last saved.
    public private(set) var nombres: [String]
    /// Every list saved, in order.
    public private(set) var guardados: [[String]] = []
    private let guarda: Bool

    /// `nombres`: the list at start; `guarda: false` refuses every save.
    public init(nombres: [String] = [], guarda: Bool = true) {
        self.nombres = nombres
        self.guarda = guarda
    }

    /// Keeps and records the list, unless built with `guarda: false`.
    public func guardar(_ nombres: [String]) throws(ErrorDeClasificacion) {
        guard guarda else { throw .noSeGuardo(Self.motivoSinGuardar) }
        guardados.append(nombres)
        self.nombres = nombres
    }
}
