/// How the app is launched (an iOS app's launch arguments; the demo's flags).
public struct Configuracion: Equatable, Sendable {
    /// Delete the saved tournament, referees and settings before starting.
    public var reiniciarDatos: Bool
    /// Real milliseconds per match minute.
    public var msPorMinuto: Int
    /// Use the sample service switched offline: the app must cope without a network.
    public var sinRed: Bool

    /// A match minute in one real second: a match lasts a minute and a half.
    public static let msPorMinutoPredeterminado = 1_000

    public init(reiniciarDatos: Bool = false, msPorMinuto: Int = msPorMinutoPredeterminado, sinRed: Bool = false) {
        self.reiniciarDatos = reiniciarDatos
        self.msPorMinuto = msPorMinuto
        self.sinRed = sinRed
    }
}
