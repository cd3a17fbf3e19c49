/// The sample teams and match the app, previews and tests share. Teams are references: use these
/// very instances (a new `Equipo` named "Rayo FC" is another team).
public enum Ejemplo {
    public static let ana = jugador("Ana", 9)
    public static let luis = jugador("Luis")
    public static let marta = jugador("Marta", 1)
    public static let ivan = jugador("Iván", 7)
    public static let sofia = jugador("Sofía", 10)
    public static let pedro = jugador("Pedro", 4)
    public static let carla = jugador("Carla", 5)
    public static let nico = jugador("Nico", 11)

    public static let rayo = equipo("Rayo FC", [ana, luis, marta])
    public static let toros = equipo("Toros", [ivan, sofia])
    public static let lobos = equipo("Lobos", [pedro, carla])
    public static let aguilas = equipo("Águilas", [nico])

    public static let equipos = [rayo, toros, lobos, aguilas]

    /// The same match after its final whistle: its record, Rayo FC 2-1 Toros.
    public static let rayoContraTorosTerminado = try! rayoContraToros.con(estado: .terminado)

    /// 12' Ana, 30' yellow card for Iván, 55' Iván, 80' Ana, 85' Ana off and Luis on: 2-1. Not
    /// started: its events are its script, which the live match plays minute by minute.
    public static let rayoContraToros = partido(
        rayo, toros,
        [
            .gol(minuto: 12, jugador: ana, equipo: rayo),
            .tarjeta(minuto: 30, jugador: ivan, equipo: toros, color: .amarilla),
            .gol(minuto: 55, jugador: ivan, equipo: toros),
            .gol(minuto: 80, jugador: ana, equipo: rayo),
            .cambio(minuto: 85, sale: ana, entra: luis, equipo: rayo),
        ]
    )

    // The sample is valid by construction (TorneoTests proves it), so a failure here is a programmer error.
    private static func jugador(_ nombre: String, _ dorsal: Int? = nil) -> Jugador {
        try! Jugador(nombre: nombre, dorsal: dorsal)
    }

    private static func equipo(_ nombre: String, _ plantilla: [Jugador]) -> Equipo {
        try! Equipo(nombre: nombre, plantilla: plantilla)
    }

    private static func partido(_ local: Equipo, _ visitante: Equipo, _ eventos: [EventoDePartido] = []) -> Partido {
        try! Partido(local: local, visitante: visitante, eventos: eventos)
    }
}
