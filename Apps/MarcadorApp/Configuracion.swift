/// How the app is launched (an iOS app's launch arguments; the demo's flags).
public struct Configuracion: Equatable, Sendable {
    /// Delete the saved tournament, referees and settings before starting.
    public var reiniciarDatos: Bool
    /// Real milliseconds per match minute.
    public var msPorMinuto: Int
    /// Use the sample service switched offline: the app must cope without a network.
    public var sinRed: Bool
    /// How long a request to the server may take, in real time.
    public var tiempoMaximoDeRed: Duration
    /// The id of the one feature whose screens the app shows (`--solo partidos`), so a team runs its
    /// screens alone; `nil` shows every feature.
    public var solo: String?

    /// The paces a person may choose: 0 (the match moves only when told) up to a real minute.
    public static let msPorMinutoValidos = 0...60_000

    /// A match minute in one real second: a match lasts a minute and a half.
    public static let msPorMinutoPredeterminado = 1_000

    /// The launch flags the app and the demo share, spelt once.
    public enum Bandera {
        public static let reiniciarDatos = "--reiniciar-datos"
        public static let msPorMinuto = "--ms-por-minuto"
        public static let sinRed = "--sin-red"
        public static let solo = "--solo"
    }

    /// `--ms-por-minuto`'s value: a whole number in `msPorMinutoValidos`, or `nil`.
    public static func msPorMinuto(de texto: String) -> Int? {
        Int(texto).flatMap { msPorMinutoValidos.contains($0) ? $0 : nil }
    }

    /// Ten seconds, as a person waits for a screen before giving up.
    public static let tiempoMaximoDeRedPredeterminado: Duration = .seconds(10)

    public init(
        reiniciarDatos: Bool = false, msPorMinuto: Int = msPorMinutoPredeterminado, sinRed: Bool = false,
        tiempoMaximoDeRed: Duration = tiempoMaximoDeRedPredeterminado, solo: String? = nil
    ) {
        self.reiniciarDatos = reiniciarDatos
        self.msPorMinuto = msPorMinuto
        self.sinRed = sinRed
        self.tiempoMaximoDeRed = tiempoMaximoDeRed
        self.solo = solo
    }

    /// The launch arguments of the app on Apple platforms (in Xcode: Product > Scheme > Edit Scheme…
    /// > Run > Arguments): `--reiniciar-datos`, `--ms-por-minuto N` (0…60000), `--sin-red` and
    /// `--solo ID` (one feature's screens; each feature's scheme passes its own). The
    /// reset is also read in the user-defaults spelling an Xcode scheme usually carries,
    /// `-reiniciarDatos YES` (or `true`, `1`; `NO` leaves the data alone).
    /// Anything else is ignored, and so is a number out of range: an app must start whatever it is
    /// given (the demo, a command line, refuses bad flags instead).
    public init(argumentosDeLanzamiento argumentos: [String]) {
        self.init(
            reiniciarDatos: argumentos.contains(Bandera.reiniciarDatos) || Self.sinoDeLanzamiento("-reiniciarDatos", en: argumentos),
            sinRed: argumentos.contains(Bandera.sinRed))
        if let indice = argumentos.firstIndex(of: Bandera.msPorMinuto), indice + 1 < argumentos.endIndex,
            let ms = Self.msPorMinuto(de: argumentos[indice + 1])
        {
            msPorMinuto = ms
        }
        if let indice = argumentos.firstIndex(of: Bandera.solo), indice + 1 < argumentos.endIndex,
            !argumentos[indice + 1].hasPrefix("-")
        {
            solo = argumentos[indice + 1]
        }
    }

    /// A yes/no launch argument as the argument domain of user defaults reads it: `-clave YES`. The
    /// last occurrence wins, as there.
    private static func sinoDeLanzamiento(_ clave: String, en argumentos: [String]) -> Bool {
        guard let indice = argumentos.lastIndex(of: clave), indice + 1 < argumentos.endIndex else { return false }
        return ["yes", "true", "1"].contains(argumentos[indice + 1].lowercased())
    }
}
